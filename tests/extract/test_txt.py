"""Plain text: exact content, encodings, paragraphs."""

from __future__ import annotations

import codecs

import pytest

from app.errors import EmptyFileError, UnsupportedFormatError
from app.extract import extract, extract_bytes
from app.extract.encoding import decode_text
from app.extract.txt_reader import paragraph_starts

RUSSIAN = (
    "Студенты часто заимствуют чужие тексты без ссылок на источник. Это называется "
    "плагиатом, и преподаватель должен его обнаружить."
)
CHINESE = "学生经常抄袭别人的文章而不注明出处。这被称为剽窃，老师必须发现它。"
CHINESE_TRADITIONAL = "學生經常抄襲別人的文章而不註明出處。這被稱為剽竊，老師必須發現它。"
FRENCH = "L'élève a copié le texte sans citer la source. Ça arrive très souvent à l'école, hélas."


@pytest.mark.parametrize(
    ("text", "encoding"),
    [
        (RUSSIAN, "cp1251"),
        (RUSSIAN, "koi8_r"),
        (CHINESE, "gbk"),
        (CHINESE, "gb18030"),
        (CHINESE_TRADITIONAL, "big5"),
        (FRENCH, "latin_1"),
        (FRENCH, "cp1252"),
        (RUSSIAN, "utf-8"),
        (RUSSIAN, "utf-16-le"),
        (RUSSIAN, "utf-16-be"),
    ],
)
def test_encodings_are_detected(text, encoding):
    decoded, used = decode_text(text.encode(encoding))
    assert decoded == text, used


@pytest.mark.parametrize(
    ("bom", "codec"),
    [
        (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
    ],
)
def test_byte_order_marks(bom, codec):
    decoded, used = decode_text(bom + RUSSIAN.encode(codec))
    assert decoded == RUSSIAN and "BOM" in used


def test_text_is_kept_exactly(tmp_path):
    content = (
        "  Leading spaces\r\nWindows line\rOld Mac line\nUnix line\n\n\tTabbed paragraph  \n\n"
    )
    path = tmp_path / "exact.txt"
    path.write_bytes(content.encode("utf-8"))
    document = extract(path)
    assert document.text == content
    assert document.format == "txt"
    assert document.metadata.encoding == "utf-8"
    assert [content[s : s + 6] for s in document.paragraph_starts] == ["Leadin", "Tabbed"]


def test_cp1251_file_through_extract(tmp_path):
    path = tmp_path / "эссе.txt"
    path.write_bytes(RUSSIAN.encode("cp1251"))
    document = extract(path)
    assert document.text == RUSSIAN
    assert document.metadata.encoding == "cp1251"
    assert document.name == "эссе.txt"


def test_gbk_file_through_extract(tmp_path):
    path = tmp_path / "论文.txt"
    path.write_bytes(CHINESE.encode("gbk"))
    assert extract(path).text == CHINESE


def test_paragraph_starts_skip_blank_lines():
    text = "\n\nOne\ncontinued\n\n  \nTwo\r\n\r\nThree"
    assert [text[s : s + 3] for s in paragraph_starts(text)] == ["One", "Two", "Thr"]
    assert paragraph_starts("") == []
    assert paragraph_starts(" \n ") == []


def test_white_space_only_is_empty():
    with pytest.raises(EmptyFileError):
        extract_bytes(b" \r\n\t \n", "blank.txt")


def test_binary_garbage_is_refused():
    garbage = bytes((i * 97 + 13) % 256 for i in range(4096))
    with pytest.raises(UnsupportedFormatError) as err:
        extract_bytes(garbage, "notes.txt")
    assert "binary" in str(err.value)
    assert err.value.path == "notes.txt"


def test_markdown_is_text():
    document = extract_bytes(b"# Title\n\nSome *markdown* text.\n", "readme.md")
    assert document.format == "txt" and document.text.startswith("# Title")


@pytest.mark.parametrize(
    ("text", "encoding"),
    [(FRENCH * 3, "utf-8"), (RUSSIAN * 3, "cp1251"), (CHINESE * 3, "gb18030")],
    ids=["utf-8", "cp1251", "gb18030"],
)
def test_a_few_nul_bytes_are_left_out_with_a_warning(text: str, encoding: str):
    """A text with a few NULs (a damaged copy, an editor's bug) is read, not refused whole
    (issue 19 item 7b); the NULs are not part of the text, so offsets index the text shown."""
    k = len(text) // 3
    pieces = (text[:k], text[k:-1], text[-1:])
    damaged = (
        pieces[0].encode(encoding)
        + b"\x00\x00"
        + pieces[1].encode(encoding)
        + b"\x00"
        + pieces[2].encode(encoding)
    )
    document = extract_bytes(damaged, "essay.txt")
    assert document.text == text
    assert "\x00" not in document.text
    assert any("3 control character(s)" in w for w in document.warnings)


def test_text_full_of_nul_bytes_is_still_binary():
    data = b"".join(b"word %d " % i + b"\x00" * 3 for i in range(500))
    with pytest.raises(UnsupportedFormatError, match="binary"):
        extract_bytes(data, "notes.txt")
