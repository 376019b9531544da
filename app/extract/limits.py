"""Limits that keep one bad file from exhausting the teacher's machine."""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass

from app.errors import ArchiveError

MiB = 1 << 20


@dataclass(frozen=True, slots=True)
class Limits:
    """Size limits for one document and for archives (defaults suit coursework)."""

    max_file_bytes: int = 100 * MiB
    max_archive_members: int = 2000
    max_unpacked_bytes: int = 1024 * MiB
    max_member_bytes: int = 100 * MiB
    max_compression_ratio: float = 200.0

    def __post_init__(self) -> None:
        if min(self.max_file_bytes, self.max_archive_members, self.max_unpacked_bytes,
               self.max_member_bytes) <= 0 or self.max_compression_ratio <= 1:
            raise ValueError("limits must be positive")


DEFAULT_LIMITS = Limits()


def checked_zip(data: bytes, limits: Limits, what: str) -> zipfile.ZipFile:
    """Open zip bytes after checking member count, unpacked size and compression ratio.

    ``what`` names the container in messages ("This .zip archive", "This Word document").
    The sizes in the zip directory can lie; readers must still read members through
    ``read_member`` which stops at the limit.
    """
    archive = zipfile.ZipFile(io.BytesIO(data))
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
        if m.file_size > MiB and m.file_size > limits.max_compression_ratio * max(m.compress_size, 1):
            raise ArchiveError(
                f"{what} contains {m.filename!r}, compressed {m.file_size // max(m.compress_size, 1)}"
                " times: far more than any document is. It may be a 'zip bomb' and was not unpacked."
            )
    return archive


def read_member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int) -> bytes:
    """Read one member, never more than ``limit`` bytes whatever its header says."""
    with archive.open(info) as stream:
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise ArchiveError(
            f"{info.filename!r} unpacks to more than {limit // MiB} MB; it was not read."
        )
    return data
