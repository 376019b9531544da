"""Bad input: a clear message, the file skipped, the batch goes on — never a crash."""

from __future__ import annotations

import builtins
import io
import os
import random
import zipfile
from collections.abc import Set as AbstractSet

import pytest

from app.errors import (
    ArchiveError,
    CorruptFileError,
    EmptyFileError,
    EncryptedFileError,
    FileTooLargeError,
    FileUnreadableError,
    UnsupportedFormatError,
    UserError,
)
from app.extract import Limits, extract, extract_bytes, iter_extractions
from tests.extract.docx_fixtures import essay_with_hidden_runs

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64


def test_zero_byte_file(tmp_path):
    path = tmp_path / "empty.docx"
    path.write_bytes(b"")
    with pytest.raises(EmptyFileError) as err:
        extract(path)
    assert str(path) in str(err.value) and "empty" in str(err.value)


def test_200_mb_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.pdf"
    with open(path, "wb") as f:
        f.truncate(200 * 1024 * 1024)  # sparse: costs no disk
    with pytest.raises(FileTooLargeError) as err:
        extract(path)
    assert "200 MB" in str(err.value) and "limit" in str(err.value)


def test_limit_is_configurable():
    with pytest.raises(FileTooLargeError):
        extract_bytes(b"x" * 2048, "small.txt", Limits(max_file_bytes=1024))


def test_a_file_whose_text_is_too_long_to_compare_is_refused_with_its_size(tmp_path):
    """A small file can hold a huge text (a 32 MB .txt of one essay repeated 20,000 times took
    a check 65 s and 2.6 GB): past ``max_text_chars`` it is refused, however it is read."""
    assert Limits().max_text_chars == 6_000_000
    text = "An essay about rivers, repeated. " * 40
    with pytest.raises(FileTooLargeError) as err:
        extract_bytes(text.encode(), "long.txt", Limits(max_text_chars=len(text) - 1))
    assert f"{len(text):,} characters" in str(err.value) and "split it" in str(err.value)
    assert extract_bytes(text.encode(), "long.txt", Limits(max_text_chars=len(text))).text
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as opened:
        opened.writestr("long.txt", text)
        opened.writestr("short.txt", "A short essay about rivers and their banks.")
    path = tmp_path / "class.zip"
    path.write_bytes(archive.getvalue())
    found = {
        os.path.basename(e.path): e
        for e in iter_extractions([path], Limits(max_text_chars=len(text) - 1, isolate=False))
    }
    assert isinstance(found["long.txt"].error, FileTooLargeError)
    assert found["short.txt"].document is not None


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(FileUnreadableError) as err:
        extract(tmp_path / "nope.docx")
    assert "does not exist" in str(err.value)
    with pytest.raises(FileUnreadableError) as err:
        extract(tmp_path)
    assert "folder" in str(err.value)


def test_unreadable_permission(tmp_path, monkeypatch):
    path = tmp_path / "locked.txt"
    path.write_text("secret text")
    os.chmod(path, 0)
    if os.access(path, os.R_OK):  # running as root: simulate what the OS would refuse
        real_open = builtins.open

        def refusing_open(file, *args, **kwargs):
            if os.fspath(file) == os.fspath(path):
                raise PermissionError(13, "Permission denied", os.fspath(file))
            return real_open(file, *args, **kwargs)

        monkeypatch.setattr(builtins, "open", refusing_open)
    with pytest.raises(FileUnreadableError) as err:
        extract(path)
    assert "permission" in str(err.value)


def test_wrong_extension_pdf_named_docx_is_read_by_content():
    from tests.extract.pdf_fixtures import page_sentence, text_pdf  # noqa: PLC0415

    document = extract_bytes(text_pdf(pages=1), "essay.docx")
    assert document.format == "pdf" and page_sentence(0) in document.text
    assert any(".docx" in w and "PDF" in w for w in document.warnings)


def test_wrong_extension_docx_named_txt_is_read_by_content():
    document = extract_bytes(essay_with_hidden_runs(), "essay.txt")
    assert document.format == "docx" and "Climate and oceans" in document.text


def test_image_named_docx_is_explained():
    with pytest.raises(UnsupportedFormatError) as err:
        extract_bytes(PNG, "essay.docx")
    assert "PNG image" in str(err.value) and "OCR" in str(err.value)


@pytest.mark.parametrize(
    "garbage",
    [
        bytes((i * 131 + 7) % 256 for i in range(10000)),
        b"\x00\x01\x02\x03" * 1000,
        b"MZ\x90\x00" + b"\x00" * 100,
    ],
)
def test_binary_garbage(garbage):
    with pytest.raises(UserError):
        extract_bytes(garbage, "paper.docx")


def test_truncated_zip_named_odt():
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as z:
        z.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        z.writestr("content.xml", "<x/>" * 1000)
    with pytest.raises(CorruptFileError):
        extract_bytes(data.getvalue()[:100], "essay.odt")


def test_encrypted_word_file():
    ole = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 100 + "EncryptionInfo".encode("utf-16-le")
    with pytest.raises(EncryptedFileError):
        extract_bytes(ole, "secret.docx")


def _zip(members: dict[str, bytes], encrypted: AbstractSet[str] = frozenset()) -> bytes:
    """A zip archive; members named in ``encrypted`` get the 'encrypted' bit (as a password would)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, content in members.items():
            z.writestr(name, content)
    data = bytearray(out.getvalue())
    for name in encrypted:
        encoded = name.encode("utf-8")
        for signature, flag_offset, name_offset in ((b"PK\x03\x04", 6, 30), (b"PK\x01\x02", 8, 46)):
            at = data.find(signature)
            while at >= 0:
                if data[at + name_offset : at + name_offset + len(encoded)] == encoded:
                    data[at + flag_offset] |= 0x1
                at = data.find(signature, at + 1)
    return bytes(data)


def test_learning_platform_export(tmp_path):
    archive = tmp_path / "submissions.zip"
    archive.write_bytes(
        _zip(
            {
                "Anna Smith_1001_assignsubmission_file_/essay.docx": essay_with_hidden_runs(),
                "Boris Ivanov_1002_assignsubmission_file_/эссе.txt": "Русский текст эссе.".encode(
                    "cp1251"
                ),
                "Chen Li_1003_assignsubmission_file_/broken.pdf": b"%PDF-1.4\nthis is not a pdf",
                "Dana Roe_1004_assignsubmission_file_/empty.txt": b"",
                "__MACOSX/._essay.docx": b"junk",
                "Eve_1005_assignsubmission_file_/photo.png": PNG,
                "../../etc/evil.txt": b"escape attempt",
                "inner/archive.zip": _zip({"x.txt": b"nested"}),
                "Fay_1006_assignsubmission_file_/secret.txt": b"locked",
            },
            encrypted={"Fay_1006_assignsubmission_file_/secret.txt"},
        )
    )
    seen = []
    results = list(iter_extractions([archive], progress=lambda d, t, n: seen.append((d, t))))
    by_name = {r.path.split("submissions.zip/", 1)[1]: r for r in results}
    assert by_name["Anna Smith_1001_assignsubmission_file_/essay.docx"].document.format == "docx"
    boris = by_name["Boris Ivanov_1002_assignsubmission_file_/эссе.txt"].document
    assert boris.text == "Русский текст эссе." and boris.name == "эссе.txt"
    assert isinstance(
        by_name["Chen Li_1003_assignsubmission_file_/broken.pdf"].error, CorruptFileError
    )
    assert isinstance(
        by_name["Dana Roe_1004_assignsubmission_file_/empty.txt"].error, EmptyFileError
    )
    assert isinstance(by_name["../../etc/evil.txt"].error, ArchiveError)
    assert "unsafe path" in by_name["../../etc/evil.txt"].error.message
    assert isinstance(by_name["inner/archive.zip"].error, ArchiveError)
    assert isinstance(
        by_name["Fay_1006_assignsubmission_file_/secret.txt"].error, EncryptedFileError
    )
    assert isinstance(
        by_name["Eve_1005_assignsubmission_file_/photo.png"].error, UnsupportedFormatError
    )
    assert not any("__MACOSX" in p for p in by_name)
    assert seen[-1][0] == seen[-1][1] == len(results)
    assert not (tmp_path / "etc").exists()


def test_zip_with_too_many_members_is_refused(tmp_path):
    archive = tmp_path / "many.zip"
    archive.write_bytes(_zip({f"f{i}.txt": b"text" for i in range(30)}))
    (result,) = iter_extractions([archive], Limits(max_archive_members=20))
    assert isinstance(result.error, ArchiveError) and "more than the limit" in result.error.message


def test_zip_bomb_is_refused(tmp_path):
    archive = tmp_path / "bomb.zip"
    archive.write_bytes(_zip({"big.txt": b"a" * (50 << 20)}))
    (result,) = iter_extractions([archive])
    assert isinstance(result.error, ArchiveError) and "zip bomb" in result.error.message


def test_member_lying_about_its_size_is_stopped(tmp_path):
    archive = tmp_path / "liar.zip"
    archive.write_bytes(_zip({"a.txt": b"word " * 4000}))
    (result,) = iter_extractions([archive], Limits(max_member_bytes=1000, max_file_bytes=1000))
    assert isinstance(result.error, ArchiveError)


def test_folder_batch_skips_bad_files_and_goes_on(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.txt").write_text("First good paper.", encoding="utf-8")
    (tmp_path / "sub" / "b.docx").write_bytes(essay_with_hidden_runs())
    (tmp_path / "sub" / "c.docx").write_bytes(b"PK\x03\x04 corrupt")
    (tmp_path / "d.pdf").write_bytes(b"")
    (tmp_path / "notes.jpg").write_bytes(b"\xff\xd8\xff\xe0")
    (tmp_path / ".hidden.txt").write_text("hidden file")
    (tmp_path / "~$lock.docx").write_bytes(b"lock")
    results = list(iter_extractions([tmp_path]))
    names = [os.path.relpath(r.path, tmp_path) for r in results]
    assert names == [
        "a.txt",
        "d.pdf",
        "notes.jpg",
        os.path.join("sub", "b.docx"),
        os.path.join("sub", "c.docx"),
    ]
    ok = [r for r in results if r.document]
    assert [os.path.basename(r.path) for r in ok] == ["a.txt", "b.docx"]
    errors = {os.path.basename(r.path): r.error for r in results if r.error}
    assert isinstance(errors["c.docx"], CorruptFileError)
    assert isinstance(errors["d.pdf"], EmptyFileError)
    assert isinstance(errors["notes.jpg"], UnsupportedFormatError)


def test_cancel_stops_the_batch(tmp_path):
    for i in range(5):
        (tmp_path / f"{i}.txt").write_text(f"paper {i}")
    done = []
    results = list(
        iter_extractions(
            [tmp_path], progress=lambda d, t, n: done.append(d), cancel=lambda: len(done) >= 2
        )
    )
    assert len(results) == 2


def test_zip_given_to_extract_says_what_to_do(tmp_path):
    archive = tmp_path / "class.zip"
    archive.write_bytes(_zip({"a.txt": b"text"}))
    with pytest.raises(ArchiveError) as err:
        extract(archive)
    assert "set of papers" in str(err.value)


def _patch_central_directory(data: bytes, offset: int, value: bytes) -> bytes:
    out = bytearray(data)
    at = out.find(b"PK\x01\x02")
    out[at + offset : at + offset + len(value)] = value
    return bytes(out)


def test_zip_needing_a_newer_zip_version_is_explained(tmp_path):
    data = _patch_central_directory(_zip({"a.txt": b"text"}), 6, b"\x6e\x00")  # version 11.0
    with pytest.raises(UnsupportedFormatError) as err:
        extract_bytes(data, "essay.docx")
    assert "zip feature" in str(err.value)
    archive = tmp_path / "new.zip"
    archive.write_bytes(data)
    (result,) = iter_extractions([archive])
    assert isinstance(result.error, UnsupportedFormatError)


def test_zip_member_with_unknown_compression_is_explained(tmp_path):
    data = _patch_central_directory(_zip({"a.txt": b"text " * 100}), 10, b"\x09\x00")  # Deflate64
    archive = tmp_path / "deflate64.zip"
    archive.write_bytes(data)
    (result,) = iter_extractions([archive])
    assert isinstance(result.error, UnsupportedFormatError)
    assert "compressed with a method" in result.error.message


def test_zip_member_with_damaged_data_is_corrupt(tmp_path):
    data = bytearray(_zip({"a.txt": b"some words " * 200}))
    data[60:70] = b"\xff" * 10  # inside the deflate stream of the only member
    archive = tmp_path / "damaged.zip"
    archive.write_bytes(bytes(data))
    (result,) = iter_extractions([archive])
    assert isinstance(result.error, CorruptFileError)


def test_large_file_with_little_text_is_flagged():
    from tests.extract.docx_fixtures import p, raw_docx  # noqa: PLC0415

    picture = random.Random(0).randbytes(600_000)  # incompressible, like a photo
    buffer = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(raw_docx(p("Figure 1.")))) as src,
        zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as dst,
    ):
        for item in src.infolist():
            dst.writestr(item, src.read(item))
        dst.writestr("word/media/image1.png", picture)
    document = extract_bytes(buffer.getvalue(), "photos.docx")
    (flag,) = [f for f in document.flags if f.kind == "little-text"]
    assert (flag.start, flag.end) == (0, len(document.text)) and "pictures" in flag.detail
