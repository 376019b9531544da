"""Telling a file's format from its content (magic bytes), not from its name.

A teacher's files are often misnamed: a PDF saved as ``essay.docx``, a web page as ``.txt``.
The content decides; the name only explains what we say when the two disagree.
"""

from __future__ import annotations

from app.errors import CorruptFileError, EncryptedFileError, UnsupportedFormatError
from app.extract.zipsafe import open_zip, read_member

#: What each readable format is called in messages.
FORMAT_NAMES = {
    "txt": "a plain-text file",
    "docx": "a Word document (.docx)",
    "pdf": "a PDF document",
    "odt": "an OpenDocument text (.odt)",
    "rtf": "a Rich Text file (.rtf)",
    "html": "a web page (.html)",
    "zip": "a .zip archive",
}
#: The format a file name promises.
EXTENSION_FORMATS = {
    ".txt": "txt",
    ".text": "txt",
    ".md": "txt",
    ".markdown": "txt",
    ".docx": "docx",
    ".docm": "docx",
    ".dotx": "docx",
    ".pdf": "pdf",
    ".odt": "odt",
    ".ott": "odt",
    ".rtf": "rtf",
    ".html": "html",
    ".htm": "html",
    ".xhtml": "html",
    ".zip": "zip",
}

_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_FOREIGN = (
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"RIFF", "a media file"),
    (b"\x00\x00\x00\x18ftyp", "a video or HEIC image"),
    (b"\x00\x00\x00\x20ftyp", "a video or HEIC image"),
    (b"MZ", "a Windows program"),
    (b"\x7fELF", "a program"),
    (b"Rar!", "a RAR archive"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"ID3", "an MP3 audio file"),
    (b"SQLite format 3\x00", "a database file"),
)
_UNPACK_HINT = "unpack it and add the documents inside"
_ODF_OTHER = {
    "application/vnd.oasis.opendocument.spreadsheet": "an OpenDocument spreadsheet (.ods)",
    "application/vnd.oasis.opendocument.presentation": "an OpenDocument presentation (.odp)",
    "application/vnd.oasis.opendocument.graphics": "an OpenDocument drawing (.odg)",
}


def extension_of(name: str) -> str:
    base = name.replace("\\", "/").rsplit("/", 1)[-1]
    return "." + base.rsplit(".", 1)[-1].lower() if "." in base else ""


def _zip_format(data: bytes, claimed: str | None) -> str:
    what = FORMAT_NAMES.get(claimed or "zip", "a .zip archive")
    archive = open_zip(data, f"This file looks like {what} but")
    names = set(archive.namelist())
    if "word/document.xml" in names:
        return "docx"
    if "mimetype" in names:
        mimetype = (
            read_member(archive, archive.getinfo("mimetype"), 1024)
            .decode("ascii", "replace")
            .strip()
        )
        if mimetype.startswith("application/vnd.oasis.opendocument.text"):
            return "odt"
        if mimetype in _ODF_OTHER:
            raise UnsupportedFormatError(
                f"This file is {_ODF_OTHER[mimetype]}, not a text document. Export the text as .odt or .pdf."
            )
    if "[Content_Types].xml" in names:
        if any(n.startswith("ppt/") for n in names):
            raise UnsupportedFormatError(
                "This file is a PowerPoint presentation, not a text document. Save it as PDF and add the PDF."
            )
        if any(n.startswith("xl/") for n in names):
            raise UnsupportedFormatError(
                "This file is an Excel workbook, not a text document. Save it as PDF and add the PDF."
            )
        if claimed == "docx":
            raise CorruptFileError(
                "This file is a damaged Word document: its main text part (word/document.xml) is missing. "
                "Open it in Word and save it again."
            )
    return "zip"


def _looks_html(data: bytes) -> bool:
    head = data[:2048].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return head.startswith((b"<!doctype html", b"<html")) or (
        head.startswith((b"<?xml", b"<!--")) and b"<html" in head
    )


def sniff(data: bytes, name: str) -> str:
    """The format of a file's bytes: ``txt``, ``docx``, ``pdf``, ``odt``, ``rtf``, ``html``, ``zip``.

    O(1) for most files (a look at the first bytes); opens the zip directory for zip containers.
    Raises a ``UserError`` naming what the file is when it is no readable document.
    """
    claimed = EXTENSION_FORMATS.get(extension_of(name))
    if b"%PDF-" in data[:1024]:
        return "pdf"
    if data.startswith((b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08")):
        return _zip_format(data, claimed)
    if data.startswith(_OLE2):
        if "EncryptionInfo".encode("utf-16-le") in data[: 1 << 20] or (
            "EncryptedPackage".encode("utf-16-le") in data[: 1 << 20]
        ):
            raise EncryptedFileError(
                "This file is protected by a password, so its text cannot be read. Open it, remove the "
                "password (File › Info › Protect Document), save, and add it again."
            )
        if "WordDocument".encode("utf-16-le") in data:
            raise UnsupportedFormatError(
                "This file is an old Word 97–2003 document (.doc). Open it in Word or LibreOffice, save it as "
                ".docx, and add it again."
            )
        raise UnsupportedFormatError(
            "This file is an old Microsoft Office file that is not a text document Imbrex can read. "
            "Save it as .docx or PDF."
        )
    if data.lstrip(b"\xef\xbb\xbf \t\r\n")[:5] == b"{\\rtf":
        return "rtf"
    for magic, what in _FOREIGN:
        if data.startswith(magic):
            hint = (
                _UNPACK_HINT
                if "archive" in what
                else (
                    "if it is a scan of a paper, run text recognition (OCR) on it first and add the "
                    "result"
                    if "image" in what
                    else "it has no text to check"
                )
            )
            raise UnsupportedFormatError(f"This file is {what}, not a document: {hint}.")
    if _looks_html(data) or (claimed == "html" and data.lstrip()[:1] == b"<"):
        return "html"
    return "txt"
