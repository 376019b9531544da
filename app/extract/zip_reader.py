"""Archives a learning platform exports ("download all submissions").

Every supported member becomes its own document, named ``archive.zip/inner/path`` so that the
student's name in the folder survives. A name the archive holds more than once (a zip may) is
numbered from its second member on (``essay (2).docx``), so that every member stays a document
of its own. Names are read in the code page their author most likely used (`zip_names`: a
Russian or Chinese Windows writes its own, not UTF-8). Refused with a message, member by member: nested
archives, unsafe paths (``../``, absolute), encrypted members, oversized members. The archive as
a whole is refused when it has too many members or would unpack to too much (zip bombs).
"""

from __future__ import annotations

import posixpath
import zipfile
from collections.abc import Iterator

from app.errors import (
    ArchiveError,
    EncryptedFileError,
    UnsupportedFormatError,
    UserError,
)
from app.extract.limits import Limits
from app.extract.sniff import EXTENSION_FORMATS, extension_of
from app.extract.zip_names import member_names
from app.extract.zipsafe import checked_zip, read_member

_JUNK_PARTS = ("__MACOSX",)
_JUNK_NAMES = {"thumbs.db", "desktop.ini", ".ds_store"}


def is_junk(name: str) -> bool:
    """System files nobody means as a document (hidden files, Office lock files, macOS forks)."""
    parts = name.replace("\\", "/").split("/")
    base = parts[-1]
    return (
        any(p in _JUNK_PARTS for p in parts)
        or base.lower() in _JUNK_NAMES
        or base.startswith((".", "~$"))
    )


def skipped_kind(name: str) -> UnsupportedFormatError:
    """The message for a file whose kind is no document (met in a folder or an archive)."""
    return UnsupportedFormatError(
        f"Skipped: {extension_of(name) or 'a file without an extension'} is not a kind of "
        "document Imbrex reads (.docx, .pdf, .odt, .rtf, .html, .txt, .zip)."
    )


def _unsafe(name: str) -> bool:
    norm = name.replace("\\", "/")
    return (
        norm.startswith("/")
        or (len(norm) > 1 and norm[1] == ":")
        or ".." in norm.split("/")
        or posixpath.normpath(norm).startswith("..")
    )


def _member_outcome(
    archive: zipfile.ZipFile, info: zipfile.ZipInfo, limits: Limits
) -> bytes | UserError:
    name = info.filename
    if _unsafe(name):
        return ArchiveError(
            "This archive member has an unsafe path (it points outside the archive) and was "
            "not read. Ask for a clean export of the submissions."
        )
    if EXTENSION_FORMATS.get(extension_of(name)) == "zip":
        return ArchiveError(
            "This is an archive inside the archive; nested archives are not opened. Unpack it "
            "and add it on its own."
        )
    if extension_of(name) not in EXTENSION_FORMATS:
        return skipped_kind(name)
    if info.flag_bits & 0x1:
        return EncryptedFileError(
            "This archive member is protected by a password and cannot be read. Unpack the "
            "archive with its password and add the files."
        )
    try:
        return read_member(archive, info, min(limits.max_member_bytes, limits.max_file_bytes))
    except UserError as exc:
        return exc


def _unique_names(names: list[str]) -> list[str]:
    """The members' names, the second and later of a repeated name numbered before its
    extension (``essay (2).docx``), avoiding every name already taken. O(members)."""
    taken = set(names)
    seen: set[str] = set()
    out: list[str] = []
    for name in names:
        if name in seen:
            stem, dot, extension = name.rpartition(".")
            if not dot or "/" in extension:
                stem, dot, extension = name, "", ""
            number = 2
            while f"{stem} ({number}){dot}{extension}" in taken:
                number += 1
            name = f"{stem} ({number}){dot}{extension}"
            taken.add(name)
        seen.add(name)
        out.append(name)
    return out


def zip_members(
    data: bytes, archive_path: str, limits: Limits
) -> tuple[int, Iterator[tuple[str, bytes | UserError]]]:
    """The number of document members, and a lazy iterator of ``(display path, bytes or error)``.

    Members are unpacked one at a time, so memory holds one member, not the archive's content.
    Cost: O(total unpacked size), bounded by ``limits``. Raises ``ArchiveError`` when the whole
    archive is refused (too many members, too large unpacked, a 'zip bomb').
    """
    archive = checked_zip(data, limits, "This .zip archive")
    members = [
        info for info in archive.infolist() if not info.is_dir() and not is_junk(info.filename)
    ]

    names = _unique_names(member_names(members))

    def outcomes() -> Iterator[tuple[str, bytes | UserError]]:
        for info, name in zip(members, names, strict=True):
            yield f"{archive_path}/{name}", _member_outcome(archive, info, limits)

    return len(members), outcomes()
