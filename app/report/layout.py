"""What the HTML and the PDF report show of a paper, decided once (no Qt, no markup).

Both writers (``html_report.py``, ``pdf_report.py``) render these values; neither decides on
its own which spans of the paper are marked, or what a source's or a passage's caption says.
Before, each writer had its own copy and they had drifted: the HTML clamped a span starting
before the text to 0 while the PDF dropped it, and the side-by-side caption of a source said
"1 passages" in one and "passage(s)" in the other, with different figures.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from app.engine.passage_diff import PassageDiff
from app.report.labels import METHODS, WHOLE_FILE_FLAGS, passage_label, percent
from app.report.model import Passage, Report, SourceReport

PASSAGE = "passage"
EXCLUDED = "excluded"
FLAG = "flag"


@dataclass(frozen=True, slots=True)
class Section:
    """A section of a report: its ``key`` (the HTML's anchor), its heading and its short name
    in the HTML's table of contents."""

    key: str
    title: str
    short: str


#: The sections of both reports, in the order they come (after the header or title page).
#: The excluded text comes before the paper, whose struck-through spans it explains; the guide
#: and the settings close the report. (The HTML used to show the excluded text after the pairs
#: and the full texts last; the PDF headed the flags "Flags".)
SECTIONS = (
    Section("sources", "Sources", "Sources"),
    Section("flags", "Signs of hidden or altered text", "Flags"),
    Section("excluded", "Excluded text", "Excluded text"),
    Section("paper", "The paper", "The paper"),
    Section("pairs", "Side by side", "Side by side"),
    Section("full-texts", "Full texts of the sources", "Source texts"),
    Section("guide", "How to read this report", "How to read this report"),
    Section("about", "Settings, version and files", "Settings and hashes"),
)
_TITLES = {section.key: section.title for section in SECTIONS}


def sections(report: Report, full_texts: bool) -> list[Section]:
    """The sections a report holds, in order: the full texts of the sources only when asked
    for and there is a source."""
    return [s for s in SECTIONS if s.key != "full-texts" or (full_texts and report.sources)]


def section_title(key: str) -> str:
    """The heading of the section ``key`` (one of ``SECTIONS``)."""
    return _TITLES[key]


@dataclass(frozen=True, slots=True)
class MarkedSpan:
    """Paper characters [start, end) to mark: a passage (``source``, ``index`` of the passage
    in it), an exclusion or a flag (``index`` into the report's list), with ``detail`` the
    exclusion's reason or the flag's kind."""

    start: int
    end: int
    kind: str  # PASSAGE | EXCLUDED | FLAG
    index: int
    source: int = -1
    detail: str = ""


def paper_spans(report: Report, length: int) -> list[MarkedSpan]:
    """Every span of the paper both reports mark, in report order: the sources' passages, the
    excluded spans, and the flags placed in the text (a flag about the whole file is not).

    Each span is clipped to the text [0, length) and kept when anything of it is left: a
    passage of a damaged or hand-edited report that starts before the text keeps its part
    inside the text, as one that ends after the text always did (the HTML's behaviour; the
    PDF used to drop such a span, and with it the passage's number in the paper that the
    side-by-side pair points back to). O(s) for s spans.
    """
    spans = [
        MarkedSpan(p.start, p.end, PASSAGE, i, source=s)
        for s, source in enumerate(report.sources)
        for i, p in enumerate(source.passages)
    ]
    spans += [
        MarkedSpan(e.start, e.end, EXCLUDED, i, detail=e.reason)
        for i, e in enumerate(report.excluded)
    ]
    spans += [
        MarkedSpan(f.start, f.end, FLAG, i, detail=f.kind)
        for i, f in enumerate(report.flags)
        if f.kind not in WHOLE_FILE_FLAGS
    ]
    clipped = [
        MarkedSpan(max(0, s.start), min(length, s.end), s.kind, s.index, s.source, s.detail)
        for s in spans
    ]
    return [s for s in clipped if s.start < s.end]


def plural(count: int, noun: str) -> str:
    """``1 passage``, ``2 passages``."""
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


def source_figures(source: SourceReport, quoted: bool = True) -> list[str]:
    """The figures under a source's heading in the side-by-side section, in order: its share
    of the paper, containment, resemblance, its passages and (``quoted`` and when it has any)
    its share quoted without a citation. Both reports show all of them (the HTML used to leave
    out containment and resemblance, the PDF the quoted share)."""
    figures = [
        f"{percent(source.similarity)} of the paper",
        f"containment {source.containment:.2f}",
        f"resemblance {source.resemblance:.2f}",
        plural(len(source.passages), "passage"),
    ]
    if quoted and source.quoted_passages:
        figures.append(f"{percent(source.quoted)} quoted without a citation")
    return figures


def passage_facts(passage: Passage) -> list[str]:
    """What a side-by-side pair says of its passage: its words, how it was found, its score."""
    return [
        plural(passage.words, "word"),
        METHODS.get(passage.method, passage.method),
        f"score {passage.score:.2f}",
    ]


def too_different(diff: PassageDiff) -> bool:
    """The word diff gave up: one "replace" of everything, no word in common."""
    return len(diff.changes) == 1 and diff.changes[0].kind == "replace" and diff.lcs == 0


@dataclass(frozen=True, slots=True)
class Pair:
    """One passage shown next to its source: passage ``index`` of source ``source``, its
    ``label`` (``1·2``), the paper's and the source's characters (clipped to their texts), what
    is said of it (``facts``) and the word diff (None when the passage lies outside a text)."""

    source: int
    index: int
    label: str
    paper: tuple[int, int]
    source_span: tuple[int, int]
    facts: tuple[str, ...]
    diff: PassageDiff | None


def source_pairs(
    s: int,
    source: SourceReport,
    paper_length: int,
    source_length: int,
    diffs: Mapping[tuple[int, int], PassageDiff],
) -> list[Pair]:
    """The side-by-side pairs of source ``s`` in passage order. The facts are the passage's
    (``passage_facts``) and what the word diff found: how many of the paper's words are the
    source's, in order, or that the two sides are too different to compare word by word
    (both reports; the PDF used to leave it out). O(p) for p passages."""
    pairs = []
    for p, passage in enumerate(source.passages):
        diff = diffs.get((s, p))
        facts = passage_facts(passage)
        if diff is not None and not too_different(diff) and diff.paper_words:
            facts.append(f"{diff.lcs:,} of {diff.paper_words:,} words the same, in order")
        elif diff is not None:
            facts.append("too different to compare word by word")
        pairs.append(
            Pair(
                s,
                p,
                passage_label(s, p),
                _clipped(passage.start, passage.end, paper_length),
                _clipped(passage.source_start, passage.source_end, source_length),
                tuple(facts),
                diff,
            )
        )
    return pairs


def _clipped(start: int, end: int, length: int) -> tuple[int, int]:
    start = min(max(0, start), length)
    return start, min(max(start, end), length)
