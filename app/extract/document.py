"""The extracted document: text plus everything the file told us about itself.

Offsets everywhere are half-open ``[start, end)`` indices into ``Document.text`` (Python
``str`` indices, i.e. code points).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any

FLAG_KINDS = frozenset(
    {"hidden-text", "invisible-char", "homoglyph", "no-text-layer", "little-text"}
    # Set by a check, not by the file: the whole paper nearly duplicates a corpus document, or
    # this very file is in the corpus and left out as the paper itself
    # (app.corpus.near_duplicates).
    | {"near-duplicate", "in-corpus"}
)
REGION_KINDS = frozenset({"footnotes", "endnotes", "block-quote"})


def _check_span(start: int, end: int, what: str) -> None:
    if not (0 <= start <= end):
        raise ValueError(f"{what}: bad span [{start}, {end})")


@dataclass(frozen=True, slots=True)
class Flag:
    """A sign of evasion or of unreliable text, with the span where it occurs."""

    kind: str
    start: int
    end: int
    detail: str = ""

    def __post_init__(self) -> None:
        if self.kind not in FLAG_KINDS:
            raise ValueError(f"unknown flag kind {self.kind!r}")
        _check_span(self.start, self.end, f"flag {self.kind}")


@dataclass(frozen=True, slots=True)
class Region:
    """A part of the text with a role: appended notes, or a quoted block."""

    kind: str
    start: int
    end: int
    detail: str = ""

    def __post_init__(self) -> None:
        if self.kind not in REGION_KINDS:
            raise ValueError(f"unknown region kind {self.kind!r}")
        _check_span(self.start, self.end, f"region {self.kind}")


@dataclass(frozen=True, slots=True)
class Metadata:
    """What the file says about itself; every field may be missing."""

    title: str | None = None
    author: str | None = None
    last_modified_by: str | None = None
    created: datetime | None = None
    modified: datetime | None = None
    application: str | None = None
    encoding: str | None = None
    pages: int | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in asdict(self).items():
            if value is None:
                continue
            out[key] = value.isoformat() if isinstance(value, datetime) else value
        return out


@dataclass(frozen=True, slots=True)
class Document:
    """One extracted document.

    ``path`` names the document for people: a file path, or ``archive.zip/inner/path`` for a
    member of an archive. ``sha256`` is the hash of the file's bytes as received.
    """

    text: str
    path: str
    format: str
    sha256: str
    size: int
    metadata: Metadata = field(default_factory=Metadata)
    paragraph_starts: tuple[int, ...] = ()
    page_starts: tuple[int, ...] = ()
    flags: tuple[Flag, ...] = ()
    regions: tuple[Region, ...] = ()
    warnings: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        n = len(self.text)
        for name in ("paragraph_starts", "page_starts"):
            starts = getattr(self, name)
            if any(not (0 <= s <= n) for s in starts) or list(starts) != sorted(starts):
                raise ValueError(f"{name} must be sorted offsets inside the text")
        spans: tuple[Flag | Region, ...] = (*self.flags, *self.regions)
        for span in spans:
            if span.end > n:
                raise ValueError(f"{span.kind} span [{span.start}, {span.end}) beyond text ({n})")

    @property
    def name(self) -> str:
        """The last part of ``path``: what a list of papers shows."""
        return self.path.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]

    @property
    def title(self) -> str:
        """The title the file carries, else its name."""
        return self.metadata.title or self.name

    def to_dict(self, *, with_text: bool = True) -> dict[str, Any]:
        """A JSON-ready dictionary (the ``imbrex extract --json`` object)."""
        out: dict[str, Any] = {
            "path": self.path,
            "format": self.format,
            "sha256": self.sha256,
            "size": self.size,
            "chars": len(self.text),
            "metadata": self.metadata.to_dict(),
            "paragraph_starts": list(self.paragraph_starts),
            "page_starts": list(self.page_starts),
            "flags": [asdict(f) for f in self.flags],
            "regions": [asdict(r) for r in self.regions],
            "warnings": list(self.warnings),
        }
        if with_text:
            out["text"] = self.text
        return out
