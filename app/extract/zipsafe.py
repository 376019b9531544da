"""Opening zip containers (.zip archives, and .docx and .odt, which are zip packages) safely.

Every way ``zipfile`` can fail on a damaged, exotic or hostile archive becomes a ``UserError``
here, once, and sizes are checked before anything is unpacked (zip bombs). ``zipfile`` never
unpacks more of a member than the size its header states (it stops there and reports a bad
CRC), so the checks on the stated sizes bound what is unpacked.
"""

from __future__ import annotations

import io
import zipfile
import zlib

from app.errors import (
    ArchiveError,
    CorruptFileError,
    EncryptedFileError,
    MemoryLimitError,
    UnsupportedFormatError,
)
from app.extract.limits import Limits, MiB

#: What ``zipfile`` raises on damaged data (bad directory, bad CRC, broken deflate stream).
DAMAGED_ZIP = (zipfile.BadZipFile, EOFError, ValueError, OSError, zlib.error)


def open_zip(data: bytes, what: str) -> zipfile.ZipFile:
    """Open zip bytes; ``what`` names the container in messages ("This Word document")."""
    try:
        return zipfile.ZipFile(io.BytesIO(data))
    except NotImplementedError as exc:
        raise UnsupportedFormatError(
            f"{what} uses a zip feature Imbrex cannot unpack ({exc}). Unpack it with your system's "
            "archive tool, or save it again, and add the files."
        ) from exc
    except DAMAGED_ZIP as exc:
        raise CorruptFileError(
            f"{what} is damaged or incomplete ({exc}). Open it in the program that made it and "
            "save it again, or download it again."
        ) from exc


def checked_zip(data: bytes, limits: Limits, what: str) -> zipfile.ZipFile:
    """Open zip bytes after checking member count, unpacked size and compression ratio.

    ``what`` names the container in messages ("This .zip archive", "This Word document").
    The sizes in the zip directory can lie; readers must still read members through
    ``read_member`` which stops at the limit.
    """
    archive = open_zip(data, what)
    members = archive.infolist()
    if len(members) > limits.max_archive_members:
        raise ArchiveError(
            f"{what} holds {len(members)} files, more than the limit of "
            f"{limits.max_archive_members}. Split it into smaller archives."
        )
    total = sum(m.file_size for m in members)
    if total > limits.max_unpacked_bytes:
        raise ArchiveError(
            f"{what} would unpack to {total // MiB} MB, more than the limit of "
            f"{limits.max_unpacked_bytes // MiB} MB. It may be a 'zip bomb'; unpack it yourself "
            "and add the documents you need."
        )
    for m in members:
        if m.file_size > MiB and m.file_size > limits.max_compression_ratio * max(
            m.compress_size, 1
        ):
            raise ArchiveError(
                f"{what} contains {m.filename!r}, compressed {m.file_size // max(m.compress_size, 1)}"
                " times: far more than any document is. It may be a 'zip bomb' and was not unpacked."
            )
    return archive


#: Parts of a package that are parsed as XML (the rest, images and fonts, are kept as bytes).
XML_PART_SUFFIXES = (".xml", ".rels")


def check_package_parts(archive: zipfile.ZipFile, limits: Limits, what: str) -> None:
    """Refuse a .docx/.odt package too large inside to parse: any XML part over
    ``limits.max_xml_part_bytes`` unpacked, or all parts together over ``limits.max_member_bytes``
    (python-docx loads every part). Call it before handing the package to a parser. O(parts).
    """
    total = 0
    for info in archive.infolist():
        total += info.file_size
        if info.filename.lower().endswith(XML_PART_SUFFIXES) and (
            info.file_size > limits.max_xml_part_bytes
        ):
            raise MemoryLimitError(
                f"{what} holds a part ({info.filename!r}) that unpacks to "
                f"{info.file_size // MiB} MB, more than the {limits.max_xml_part_bytes // MiB} MB "
                "Imbrex reads from one part of a document (a 300-page thesis needs a few MB). It "
                "may be built to exhaust memory; it is skipped. Open it in the program that made "
                "it and save it again, or split it."
            )
    if total > limits.max_member_bytes:
        raise ArchiveError(
            f"{what} unpacks to {total // MiB} MB, more than the {limits.max_member_bytes // MiB} "
            "MB Imbrex reads from one document; it is skipped. Make the pictures in it smaller, "
            "or split it."
        )


def read_member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int) -> bytes:
    """Read one member, never more than ``limit`` bytes whatever its header says."""
    try:
        with archive.open(info) as stream:
            data = stream.read(limit + 1)
    except NotImplementedError as exc:
        raise UnsupportedFormatError(
            f"{info.filename!r} is compressed with a method Imbrex cannot unpack ({exc}). Unpack "
            "the archive with your system's archive tool and add the files."
        ) from exc
    except RuntimeError as exc:  # "File is encrypted" (NotImplementedError, a subclass, is above)
        raise EncryptedFileError(
            f"{info.filename!r} is protected by a password and cannot be read. Unpack it with its "
            "password and add the files."
        ) from exc
    except DAMAGED_ZIP as exc:
        raise CorruptFileError(
            f"{info.filename!r} is damaged and could not be unpacked ({exc})."
        ) from exc
    if len(data) > limit:
        raise ArchiveError(
            f"{info.filename!r} unpacks to more than {limit // MiB} MB; it was not read."
        )
    return data
