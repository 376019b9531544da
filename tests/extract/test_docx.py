"""Word documents: order, notes, block quotes, hidden text, metadata, damaged files."""

from __future__ import annotations

import io
import zipfile

import pytest

from app.errors import ArchiveError, CorruptFileError, EncryptedFileError, UnsupportedFormatError
from app.extract import Limits, extract_bytes
from tests.extract.docx_fixtures import (
    essay_with_hidden_runs,
    essay_with_hidden_style,
    essay_with_russian_and_homoglyphs,
    p,
    raw_docx,
)


def spans(document, kind):
    return [document.text[f.start : f.end] for f in document.flags if f.kind == kind]


def test_body_order_tables_and_headers_left_out():
    d = extract_bytes(essay_with_hidden_runs(), "essay.docx")
    assert d.format == "docx"
    text = d.text
    order = [
        "Climate and oceans",
        "The oceans absorb heat.",
        "Cell A1",
        "Cell B1",
        "Cell A2",
        "Cell B2",
        "To be or not to be",
        "An indented block",
        "Final paragraph",
    ]
    positions = [text.index(s) for s in order]
    assert positions == sorted(positions)
    assert "HEADER TEXT" not in text and "FOOTER TEXT" not in text
    for start in d.paragraph_starts:
        assert start == 0 or text[start - 1] == "\n"
    assert text[d.paragraph_starts[0] :].startswith("Climate and oceans")


def test_hidden_runs_stay_in_text_and_are_flagged():
    d = extract_bytes(essay_with_hidden_runs(), "essay.docx")
    hidden = spans(d, "hidden-text")
    assert hidden == ["WHITE SECRET WORDS", "VANISHED WORDS", "TINY WORDS"]
    details = [f.detail for f in d.flags if f.kind == "hidden-text"]
    assert "#FFFFFF" in details[0] and "Hidden" in details[1] and "1 pt" in details[2]
    assert "Visible again." in d.text and not any("Visible" in s for s in hidden)


def test_hidden_colour_from_character_style():
    d = extract_bytes(essay_with_hidden_style(), "styled.docx")
    assert spans(d, "hidden-text") == ["STYLED WHITE"]


def test_white_text_on_dark_page_is_visible_and_dark_text_is_hidden():
    body = (
        '<w:p><w:r><w:rPr><w:color w:val="FFFFFF"/></w:rPr><w:t>light words</w:t></w:r>'
        '<w:r><w:rPr><w:color w:val="101010"/></w:rPr><w:t>dark words</w:t></w:r></w:p>'
    )
    d = extract_bytes(raw_docx(body, background="000000"), "dark.docx")
    assert spans(d, "hidden-text") == ["dark words"]


def test_text_coloured_like_its_shading_is_hidden():
    body = (
        '<w:p><w:r><w:t xml:space="preserve">plain </w:t></w:r><w:r><w:rPr>'
        '<w:color w:val="FFFF00"/><w:shd w:val="clear" w:fill="FFFF00"/></w:rPr>'
        "<w:t>yellow on yellow</w:t></w:r></w:p>"
    )
    d = extract_bytes(raw_docx(body), "shd.docx")
    assert spans(d, "hidden-text") == ["yellow on yellow"]


def test_quote_style_and_indented_block_are_regions():
    d = extract_bytes(essay_with_hidden_runs(), "essay.docx")
    quotes = [(d.text[r.start : r.end], r.detail) for r in d.regions if r.kind == "block-quote"]
    assert quotes[0][0] == "To be or not to be, that is the question."
    assert "quote" in quotes[0][1].lower()
    assert quotes[1][0] == "An indented block quotation from a book."
    assert len(quotes) == 2


def test_footnotes_and_endnotes_appended_after_body_in_reference_order():
    body = (
        '<w:p><w:r><w:t>First claim</w:t></w:r><w:r><w:footnoteReference w:id="7"/></w:r>'
        '<w:r><w:t xml:space="preserve"> and second</w:t></w:r>'
        '<w:r><w:footnoteReference w:id="3"/></w:r><w:r><w:endnoteReference w:id="2"/></w:r></w:p>'
        + p("Closing body paragraph.")
    )
    d = extract_bytes(
        raw_docx(
            body, footnotes={"3": "Second note.", "7": "First note."}, endnotes={"2": "An endnote."}
        ),
        "notes.docx",
    )
    text = d.text
    assert (
        text.index("Closing body paragraph.")
        < text.index("First note.")
        < text.index("Second note.")
        < text.index("An endnote.")
    )
    foot = next(r for r in d.regions if r.kind == "footnotes")
    end = next(r for r in d.regions if r.kind == "endnotes")
    assert text[foot.start : foot.end] == "1  First note.\n2  Second note."
    assert text[end.start : end.end] == "1  An endnote."
    assert "First claim and second" in text  # references leave no digits inside the body words
    assert d.metadata.application == "Microsoft Office Word 16.0000"


def test_deleted_text_and_field_codes_are_not_text_but_insertions_are():
    body = (
        '<w:p><w:r><w:t xml:space="preserve">Kept </w:t></w:r>'
        '<w:del w:id="1" w:author="x"><w:r><w:delText>DELETED</w:delText></w:r></w:del>'
        '<w:ins w:id="2" w:author="x"><w:r><w:t xml:space="preserve">inserted </w:t></w:r></w:ins>'
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r>'
        '<w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>'
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>7</w:t></w:r>'
        '<w:r><w:fldChar w:fldCharType="end"/></w:r>'
        "<w:r><w:tab/><w:t>after tab</w:t><w:br/><w:t>next line</w:t></w:r></w:p>"
    )
    d = extract_bytes(raw_docx(body), "track.docx")
    assert d.text == "Kept inserted 7\tafter tab\nnext line"


def test_metadata_is_read():
    d = extract_bytes(essay_with_hidden_runs(), "essay.docx")
    m = d.metadata
    assert (m.title, m.author, m.last_modified_by) == (
        "Climate essay",
        "Anna Student",
        "Teacher T.",
    )
    assert m.created is not None and m.created.year == 2025
    assert d.title == "Climate essay"


def test_homoglyphs_and_invisible_characters_in_docx():
    d = extract_bytes(essay_with_russian_and_homoglyphs(), "ru.docx")
    assert spans(d, "homoglyph") == ["pаper"]
    assert spans(d, "invisible-char") == ["\u200b"]


def test_truncated_docx_is_a_clear_error():
    data = essay_with_hidden_runs()
    with pytest.raises(CorruptFileError) as err:
        extract_bytes(data[: len(data) // 2], "essay.docx")
    assert "damaged or incomplete" in str(err.value)
    assert err.value.path == "essay.docx"


def test_docx_without_document_part_is_corrupt():
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("word/styles.xml", "<x/>")
    with pytest.raises(CorruptFileError):
        extract_bytes(out.getvalue(), "broken.docx")


def test_docx_with_broken_xml_is_corrupt():
    data = raw_docx(p("fine")).replace(b"", b"")
    buf = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(buf, "w") as dst:
        for item in src.infolist():
            content = src.read(item)
            if item.filename == "word/document.xml":
                content = content[:-40]
            dst.writestr(item, content)
    with pytest.raises(CorruptFileError) as err:
        extract_bytes(buf.getvalue(), "broken.docx")
    assert "Word document" in str(err.value)


def test_password_protected_word_file_is_recognised():
    # An encrypted OOXML file is an OLE2 compound file with an EncryptionInfo stream.
    ole = (
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
        + b"\x00" * 512
        + "EncryptionInfo".encode("utf-16-le")
        + b"\x00" * 512
        + "EncryptedPackage".encode("utf-16-le")
    )
    with pytest.raises(EncryptedFileError) as err:
        extract_bytes(ole, "secret.docx")
    assert "password" in str(err.value)


def test_old_doc_format_is_explained():
    ole = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 512 + "WordDocument".encode("utf-16-le")
    with pytest.raises(UnsupportedFormatError) as err:
        extract_bytes(ole, "old.doc")
    assert ".docx" in str(err.value)


def test_docx_zip_bomb_is_refused():
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("word/document.xml", b"<a>" + b" " * (30 << 20) + b"</a>")
    with pytest.raises(ArchiveError) as err:
        extract_bytes(out.getvalue(), "bomb.docx", Limits())
    assert "zip bomb" in str(err.value)
