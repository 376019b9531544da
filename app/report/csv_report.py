"""CSV tables: one line per source of a paper, and one line per paper of a batch.

Design decisions:

- **Encoding.** The render functions return text; `encode_csv` turns it into the bytes to
  write: UTF-8 *with* a byte-order mark, because Excel reads a CSV file without one in the
  computer's legacy code page and garbles Cyrillic, Greek, Chinese and accented names. Other
  programs (LibreOffice, Python, R, pandas) ignore the mark or read it as UTF-8.
- **Dialect.** Comma-separated, fields quoted when needed, lines ending in CRLF (the csv
  module's "excel" dialect), a header line first. Numbers use a dot as decimal separator.
- **Units.** Shares are written as percentages (0–100, two decimals) and every such column's
  header names the unit, e.g. ``similarity (%)``. Counts are plain integers.
- **Formula injection.** A title or path comes from a student's file; a text cell that starts
  with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a leading apostrophe so that a
  spreadsheet shows it as text instead of running it as a formula (OWASP's advice).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass

from app.report.labels import FLAG_NAMES, KindOfFlag, document_name, file_name
from app.report.model import Report

SOURCE_COLUMNS = (
    "paper path",
    "source path",
    "source file name",
    "source title",
    "collection",
    "similarity (%)",
    "identical (%)",
    "containment (%)",
    "resemblance (%)",
    "passages",
    "words in passages",
)
PAPER_COLUMNS = (
    "paper path",
    "file name",
    "title",
    "words",
    "similarity (%)",
    "word for word (%)",
    "top source path",
    "top source similarity (%)",
    "sources",
    "flags",
    "status",
    "error",
)

_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True, slots=True)
class PaperRow:
    """One paper of a batch: its scores, or the reason it could not be checked.

    Shares (``similarity``, ``identical`` (word for word), ``top_source_similarity``) are
    fractions in [0, 1]; they are written as percentages. A paper that could not be read has
    ``error`` set and no scores. ``flags`` names the signs of hidden or altered text found in
    it (``labels.FLAG_NAMES``).
    """

    path: str
    title: str = ""
    words: int | None = None
    similarity: float | None = None
    top_source_path: str = ""
    identical: float | None = None
    top_source_similarity: float | None = None
    sources: int = 0
    error: str = ""
    flags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ("similarity", "identical", "top_source_similarity"):
            value = getattr(self, name)
            if value is not None and not 0.0 <= value <= 1.0:
                raise ValueError(f"{name} must lie in [0, 1]")
        if self.words is not None and self.words < 0:
            raise ValueError("words must not be negative")
        if self.sources < 0:
            raise ValueError("sources must not be negative")

    @classmethod
    def from_report(cls, report: Report) -> PaperRow:
        """The row of a paper that was checked (from its imbrex.report/1 report). The top
        source is the report's first (in a class, text a corpus source explains is credited to
        it before a classmate: ``app.batch.attributed``)."""
        doc = report.document
        sources = report.sources
        top = sources[0] if sources else None
        return cls(
            path=doc.path,
            title=doc.title,
            words=doc.words,
            similarity=report.similarity,
            identical=report.identical,
            top_source_path=top.path if top else "",
            top_source_similarity=top.similarity if top else None,
            sources=len(sources),
            flags=flag_names(report.flags),
        )

    @classmethod
    def failed(cls, path: str, error: str, flags: Iterable[KindOfFlag] = ()) -> PaperRow:
        """The row of a paper that was not checked; ``error`` says why (the UserError text, or
        the scan's reason), ``flags`` are the paper's flags when it was read."""
        return cls(path=path, error=error, flags=flag_names(flags))


def flag_names(flags: Iterable[KindOfFlag]) -> tuple[str, ...]:
    """The names of the kinds among ``flags``, each once, in order found."""
    kinds = dict.fromkeys(f.kind for f in flags)
    return tuple(FLAG_NAMES.get(kind, kind) for kind in kinds)


def encode_csv(text: str) -> bytes:
    """The bytes of a CSV file: UTF-8 with a byte-order mark (for Excel)."""
    return text.encode("utf-8-sig")


def render_sources_csv(report: Report) -> str:
    """One line per source of one paper (header first), highest similarity first."""
    return render_all_sources_csv([report])


def render_all_sources_csv(reports: Iterable[Report]) -> str:
    """One line per source of each paper of a batch, under one header."""
    rows: list[list[object]] = []
    for report in reports:
        paper = report.document.path
        for source in report.sources:
            rows.append(
                [
                    _cell(paper),
                    _cell(source.path),
                    _cell(document_name(source)),
                    _cell(source.title),
                    _cell(source.collection or ""),
                    _percent(source.similarity),
                    _percent(source.identical),
                    _percent(source.containment),
                    _percent(source.resemblance),
                    len(source.passages),
                    source.words,
                ]
            )
    return _table(SOURCE_COLUMNS, rows)


def render_papers_csv(rows: Iterable[PaperRow]) -> str:
    """One line per paper of a batch (header first), in the order given. ``flags`` names the
    signs of hidden or altered text; ``status`` is "checked", or "not checked" with the reason
    in ``error`` (an unreadable file, a scan, a damaged corpus)."""
    lines: list[list[object]] = [
        [
            _cell(row.path),
            _cell(file_name(row.path)),
            _cell(row.title),
            "" if row.words is None else row.words,
            _percent(row.similarity),
            _percent(row.identical),
            _cell(row.top_source_path),
            _percent(row.top_source_similarity),
            "" if row.error else row.sources,
            _cell("; ".join(row.flags)),
            "not checked" if row.error else "checked",
            _cell(row.error),
        ]
        for row in rows
    ]
    return _table(PAPER_COLUMNS, lines)


PAIR_COLUMNS = ("paper A", "paper B", "A found in B (%)", "B found in A (%)", "shared fingerprints")


def render_pairs_csv(pairs: Iterable[tuple[str, str, float, float, int]]) -> str:
    """One line per pair of papers of a batch with text in common: (paper A, paper B, share of
    A found in B, share of B found in A, shared fingerprints), in the order given."""
    rows = [
        [_cell(a), _cell(b), _percent(a_in_b), _percent(b_in_a), shared]
        for a, b, a_in_b, b_in_a, shared in pairs
    ]
    return _table(PAIR_COLUMNS, rows)


def _table(header: Iterable[str], rows: Iterable[Iterable[object]]) -> str:
    out = io.StringIO(newline="")
    writer = csv.writer(out, dialect="excel")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def _percent(share: float | None) -> str:
    return "" if share is None else f"{float(share) * 100:.2f}"


def _cell(text: object) -> str:
    value = "" if text is None else str(text)
    return "'" + value if value.startswith(_FORMULA_STARTS) else value
