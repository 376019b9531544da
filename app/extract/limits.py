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
    #: Memory one reader child may take on top of what it starts with (its address-space limit,
    #: ``sandbox.py``). A 300-page thesis needs under 60 MB (docs/extraction.md).
    reader_memory_bytes: int = 640 * MiB
    #: What all reader children of ``corpus add`` may take together: fewer workers run in
    #: parallel when ``reader_memory_bytes`` times the cores would exceed it.
    parallel_readers_memory_bytes: int = 2048 * MiB
    #: Decoded size of one PDF stream, and of all the streams of one PDF (``pdf_limits.py``).
    max_pdf_stream_bytes: int = 128 * MiB
    max_pdf_decoded_bytes: int = 256 * MiB
    #: Unpacked size of one XML part of a .docx or .odt (document.xml, content.xml, styles...).
    max_xml_part_bytes: int = 32 * MiB
    #: Characters of text one document may hold (about a million words, 2,000 pages). The
    #: engine's work is linear in a text, but a check of a 5-million-word file took 65 s and
    #: 2.6 GB; comparing a million words with a copy takes 8.6 s and 565 MB
    #: (docs/extraction.md, "Memory limits").
    max_text_chars: int = 6_000_000

    def __post_init__(self) -> None:
        if (
            min(
                self.max_file_bytes,
                self.max_archive_members,
                self.max_unpacked_bytes,
                self.max_member_bytes,
                self.reader_memory_bytes,
                self.parallel_readers_memory_bytes,
                self.max_pdf_stream_bytes,
                self.max_pdf_decoded_bytes,
                self.max_xml_part_bytes,
                self.max_text_chars,
            )
            <= 0
            or self.max_compression_ratio <= 1
            or self.stall_seconds <= 0
        ):
            raise ValueError("limits must be positive")


DEFAULT_LIMITS = Limits()
