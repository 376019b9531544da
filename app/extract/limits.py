"""Limits that keep one bad file from exhausting the teacher's machine."""

from __future__ import annotations

from dataclasses import dataclass

MiB = 1 << 20


@dataclass(frozen=True, slots=True)
class Limits:
    """Size limits for one document and for archives (defaults suit coursework)."""

    max_file_bytes: int = 100 * MiB
    max_archive_members: int = 2000
    max_unpacked_bytes: int = 1024 * MiB
    max_member_bytes: int = 100 * MiB
    max_compression_ratio: float = 200.0
    #: Read documents (all but plain text) in a child process that is stopped when it makes no
    #: progress for ``stall_seconds`` (see ``sandbox.py``).
    isolate: bool = True
    stall_seconds: float = 30.0

    def __post_init__(self) -> None:
        if (
            min(
                self.max_file_bytes,
                self.max_archive_members,
                self.max_unpacked_bytes,
                self.max_member_bytes,
            )
            <= 0
            or self.max_compression_ratio <= 1
            or self.stall_seconds <= 0
        ):
            raise ValueError("limits must be positive")


DEFAULT_LIMITS = Limits()
