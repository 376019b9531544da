"""Assembling a document's text piece by piece while keeping offsets.

The structured readers (.docx, .odt, .html) walk their XML and feed paragraphs and runs
here; the builder keeps paragraph starts, hidden-text spans and regions (notes, block quotes)
as offsets into the final text, so no reader has to count characters itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.extract.document import Flag, Metadata, Region


@dataclass
class Extracted:
    """What a reader returns: the text and what it found; the caller adds the file facts."""

    text: str
    metadata: Metadata = field(default_factory=Metadata)
    paragraph_starts: list[int] = field(default_factory=list)
    page_starts: list[int] = field(default_factory=list)
    flags: list[Flag] = field(default_factory=list)
    regions: list[Region] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


class ReaderCrashed(RuntimeError):
    """A reader failed with an exception that is not a ``UserError`` (``details`` has its trace).
    Defined here, not in ``sandbox.py``, so that reading plain text in-process does not import
    the sandbox's multiprocessing machinery (a check from the shell, issue 20)."""

    def __init__(self, message: str, details: str) -> None:
        super().__init__(message)
        self.details = details


class TextBuilder:
    """Paragraphs joined by one newline; spans recorded as the text grows."""

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._length = 0
        self._paragraphs = 0
        self._paragraph_start: int | None = None
        self._paragraph_has_text = False
        self.paragraph_starts: list[int] = []
        self._hidden: list[list] = []  # [start, end, reason]
        self.regions: list[Region] = []

    @property
    def length(self) -> int:
        return self._length

    def _append(self, text: str) -> None:
        if text:
            self._parts.append(text)
            self._length += len(text)

    def begin_paragraph(self) -> None:
        if self._paragraph_start is not None:
            self.end_paragraph()
        if self._paragraphs:
            self._append("\n")
        self._paragraphs += 1
        self._paragraph_start = self._length
        self._paragraph_has_text = False

    def add(self, text: str, hidden: str | None = None) -> None:
        """Add run text to the open paragraph; ``hidden`` names why it is invisible."""
        if not text:
            return
        if self._paragraph_start is None:
            self.begin_paragraph()
        start = self._length
        self._append(text)
        if not self._paragraph_has_text and text.strip():
            self._paragraph_has_text = True
            assert self._paragraph_start is not None  # begun just above
            self.paragraph_starts.append(self._paragraph_start)
        if hidden:
            last = self._hidden[-1] if self._hidden else None
            if last is not None and last[1] == start and last[2] == hidden:
                last[1] = self._length
            else:
                self._hidden.append([start, self._length, hidden])

    def end_paragraph(self) -> None:
        self._paragraph_start = None

    def add_region(self, kind: str, start: int, detail: str = "") -> None:
        """Record ``[start, current end)`` as a region, trimmed of surrounding newlines."""
        text = self.text_so_far()
        end = self._length
        while start < end and text[start] == "\n":
            start += 1
        while end > start and text[end - 1] == "\n":
            end -= 1
        if end > start:
            self.regions.append(Region(kind, start, end, detail))

    def text_so_far(self) -> str:
        if len(self._parts) > 1:
            self._parts = ["".join(self._parts)]
        return self._parts[0] if self._parts else ""

    def hidden_flags(self) -> list[Flag]:
        return [
            Flag("hidden-text", s, e, reason)
            for s, e, reason in self._hidden
            if any(not ch.isspace() for ch in self.text_so_far()[s:e])
        ]

    def finish(self, metadata: Metadata) -> Extracted:
        self.end_paragraph()
        return Extracted(
            text=self.text_so_far(),
            metadata=metadata,
            paragraph_starts=self.paragraph_starts,
            flags=self.hidden_flags(),
            regions=self.regions,
        )
