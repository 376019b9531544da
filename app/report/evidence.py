"""What every report writer renders from: the JSON report plus the texts it points into.

The ``imbrex.report/1`` report (``app.report.model.Report``) holds offsets only. The HTML, PDF and bundle writers also
need the paper's text (shown in full) and each matched source's text (shown as the matched
passages with a short context, or in full when the teacher asks for full texts).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace

from app.engine.analysis import analyse
from app.engine.exclusions import covered_characters
from app.engine.passage import Passage
from app.engine.passage_diff import PassageDiff, passage_diff
from app.report.model import Passage as ReportPassage
from app.report.model import Report

#: Characters of a source shown on each side of a matched passage (privacy of other students:
#: a report shows a source only as its passages plus this much context).
CONTEXT_CHARS = 200


@dataclass(frozen=True, slots=True)
class Evidence:
    """One paper's findings, ready to be written in any format.

    ``source_texts[i]`` is the extracted text of ``report.sources[i]``; the passages'
    ``source_start``/``source_end`` offsets index into it.
    """

    report: Report
    paper_text: str
    source_texts: tuple[str, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.report, Report):
            raise TypeError("Evidence needs an app.report.model.Report")
        sources = self.report.sources
        if len(sources) != len(self.source_texts):
            raise ValueError(
                f"{len(sources)} sources in the report but {len(self.source_texts)} source texts"
            )
        if self.report.document.chars != len(self.paper_text):
            raise ValueError("the paper text does not match the report's character count")


def passage_of(data: ReportPassage) -> Passage | None:
    """The engine's Passage for one passage of the report (None if malformed)."""
    try:
        return Passage(
            data.start,
            data.end,
            data.source_start,
            data.source_end,
            data.words,
            data.method,
            data.score,
        )
    except (TypeError, ValueError):
        return None


def checked_passage(data: ReportPassage, paper_text: str, source_text: str) -> Passage | None:
    """The engine's passage of a report's passage ``data`` when it is well formed and inside
    both texts, else None."""
    passage = passage_of(data)
    if passage is None or passage.end > len(paper_text) or passage.source_end > len(source_text):
        return None
    return passage


def diff_of_passage(paper_text: str, source_text: str, passage: Passage) -> PassageDiff:
    """The word-level diff (Myers' LCS, ``app.engine.passage_diff``) of one passage, analysing
    only its two spans: O(passage length), not O(text length), so the current passage of a
    100k-word paper is compared at once. The changes' offsets index the full texts. The one
    passage diff of the reports and of the side-by-side view."""
    paper = analyse(paper_text[passage.start : passage.end])
    source = analyse(source_text[passage.source_start : passage.source_end])
    local = replace(
        passage,
        start=0,
        end=passage.end - passage.start,
        source_start=0,
        source_end=passage.source_end - passage.source_start,
    )
    found = passage_diff(paper, source, local)
    changes = tuple(
        replace(
            change,
            start=change.start + passage.start,
            end=change.end + passage.start,
            source_start=change.source_start + passage.source_start,
            source_end=change.source_end + passage.source_start,
        )
        for change in found.changes
    )
    return replace(found, changes=changes)


def passage_diffs(evidence: Evidence) -> dict[tuple[int, int], PassageDiff]:
    """``diff_of_passage`` of every passage inside its texts, keyed by (source index, passage
    index): O(total passage length) plus the diffs."""
    found: dict[tuple[int, int], PassageDiff] = {}
    for s, (source, source_text) in enumerate(
        zip(evidence.report.sources, evidence.source_texts, strict=True)
    ):
        for p, data in enumerate(source.passages):
            passage = checked_passage(data, evidence.paper_text, source_text)
            if passage is not None:
                found[(s, p)] = diff_of_passage(evidence.paper_text, source_text, passage)
    return found


def context_before(text: str, start: int) -> str:
    """Up to CONTEXT_CHARS characters before ``start``, cut back to a word boundary, "…" first
    when cut."""
    lo = max(0, start - CONTEXT_CHARS)
    piece = text[lo:start]
    if lo > 0:
        cut = next((i for i, ch in enumerate(piece) if ch.isspace()), None)
        piece = "…" + (piece[cut:].lstrip() if cut is not None else piece)
    return piece


def context_after(text: str, end: int) -> str:
    """Up to CONTEXT_CHARS characters after ``end``, cut back to a word boundary, "…" last when
    cut."""
    hi = min(len(text), end + CONTEXT_CHARS)
    piece = text[end:hi]
    if hi < len(text):
        cut = next((i for i in range(len(piece) - 1, -1, -1) if piece[i].isspace()), None)
        piece = (piece[:cut].rstrip() if cut is not None else piece) + "…"
    return piece


def without_sources(evidence: Evidence, hidden: Collection[int]) -> Evidence:
    """The evidence with the sources at indices ``hidden`` left out and the overall similarity
    and word-for-word share recomputed from the passages that remain (what a teacher sees
    after setting a source aside, e.g. the student's own earlier draft). No text is re-read or
    re-aligned: O(p log p) for p passages."""
    if not hidden:
        return evidence
    report = report_without_sources(evidence.report, hidden)
    kept = [i for i in range(len(evidence.report.sources)) if i not in hidden]
    return Evidence(report, evidence.paper_text, tuple(evidence.source_texts[i] for i in kept))


def report_without_sources(report: Report, hidden: Collection[int]) -> Report:
    """The report alone with the sources at indices ``hidden`` left out (see
    ``without_sources``; the paper's length is the report's ``document.chars``, so no text is
    needed). O(p log p) for p passages."""
    if not hidden:
        return report
    sources = report.sources
    visible = tuple(s for i, s in enumerate(sources) if i not in hidden)
    length = report.document.chars
    covered = covered_characters(p.span for s in visible for p in s.passages)
    identical = None  # a report from before the spans were kept: the figure cannot be recomputed
    if all(s.identical_spans is not None for s in visible):
        spans = covered_characters(span for s in visible for span in s.identical_spans or ())
        identical = round(spans / length, 4) if length else 0.0
    return replace(
        report,
        sources=visible,
        similarity=round(covered / length, 4) if length else 0.0,
        identical=identical,
        hidden_sources=tuple(sources[i].path for i in sorted(hidden) if 0 <= i < len(sources)),
    )
