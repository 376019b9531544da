"""What the HTML and the PDF report show of a paper, decided once (no Qt, no markup).

Both writers (``html_report.py``, ``pdf_report.py``) render these values; neither decides on
its own which spans of the paper are marked, or what a source's or a passage's caption says.
Before, each writer had its own copy and they had drifted: the HTML clamped a span starting
before the text to 0 while the PDF dropped it, and the side-by-side caption of a source said
"1 passages" in one and "passage(s)" in the other, with different figures.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from app.engine.passage_diff import PassageDiff
from app.report.evidence import Evidence
from app.report.labels import (
    FLAG_ADVICE,
    FLAG_NAMES,
    HIDDEN_SOURCES_NOTE,
    METHODS,
    REASONS,
    WHOLE_FILE_FLAGS,
    Named,
    document_name,
    document_title,
    not_checked_reason,
    passage_label,
    percent,
    plural,
    report_date,
    scope_note,
)
from app.report.model import Passage, Report, SourceReport

T = TypeVar("T")

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


class Renderers(Generic[T]):
    """A writer's renderer for each section of ``SECTIONS``, all with one signature (the
    evidence in, the writer's drawing of the section out), registered next to each renderer
    with ``@renderers.section(key)``; `draw` calls them in the report's order.

    The order, the choice of sections (`sections`) and the check that a writer draws every
    one live here, once, rather than in a dispatch table in each writer."""

    def __init__(self) -> None:
        self._by_key: dict[str, Callable[[Evidence], T]] = {}

    def section(self, key: str) -> Callable[[Callable[[Evidence], T]], Callable[[Evidence], T]]:
        """Register the decorated function as the renderer of the section ``key``."""
        if key not in _TITLES:
            raise KeyError(f"no section {key!r}")

        def register(render: Callable[[Evidence], T]) -> Callable[[Evidence], T]:
            if key in self._by_key:
                raise KeyError(f"two renderers for the section {key!r}")
            self._by_key[key] = render
            return render

        return register

    def draw(self, evidence: Evidence, full_texts: bool) -> list[T]:
        """What the writer draws for each section the report holds (`sections`), in order.
        A writer missing a renderer is a programming error, raised at once, not a section
        silently left out."""
        missing = [s.key for s in SECTIONS if s.key not in self._by_key]
        if missing:
            raise KeyError(f"no renderer for the sections {missing}")
        return [self._by_key[s.key](evidence) for s in sections(evidence.report, full_texts)]


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


# ------------------------------------------------------------------------------- the tables


@dataclass(frozen=True, slots=True)
class Column:
    """A table's column: its heading, what it means (the HTML's tooltip) and whether it holds
    figures (right-aligned)."""

    title: str
    hint: str = ""
    figure: bool = False


@dataclass(frozen=True, slots=True)
class Row:
    """A table row: one plain-text cell per column, in order. ``index`` is the row's item in
    the report's list (source, flag, exclusion: the anchors the writers link to), ``notes``
    are smaller lines under the second cell (a source's path and title), ``place`` the paper's
    characters the row points to (None: the whole file), ``excerpt`` the text around a flag."""

    cells: tuple[str, ...]
    index: int = -1
    notes: tuple[str, ...] = ()
    place: tuple[int, int] | None = None
    excerpt: Excerpt | None = None
    detail: str = ""  # the flag's kind or the exclusion's reason, for the writers' markup


@dataclass(frozen=True, slots=True)
class Excerpt:
    """The paper's text around a flag: ``before`` and ``after`` with white space collapsed
    and "…" where they were cut, ``marked`` the flagged characters as they are (the writers
    spell out invisible characters)."""

    before: str
    marked: str
    after: str


@dataclass(frozen=True, slots=True)
class Grid:
    """A table of both reports: its columns and rows, and the sentence shown instead when it
    has no row."""

    columns: tuple[Column, ...]
    rows: tuple[Row, ...]
    empty: str = ""


#: The source list's columns, for both reports (the PDF used to leave out the words).
SOURCE_COLUMNS = (
    Column("#"),
    Column("Source"),
    Column("Collection"),
    Column(
        "% of the paper", "Share of the paper's characters inside passages from this source", True
    ),
    Column("word for word", "The part of it that is word for word the source", True),
    Column("containment", "Share of the paper's 5-word phrases also found in the source", True),
    Column("resemblance", "Shared 5-word phrases over all phrases of both texts", True),
    Column("passages", "", True),
    Column("words", "Words of the paper inside this source's passages", True),
)


def title_note(document: Named) -> str:
    """``Title: …`` when the file's metadata title says more than its name, else ""."""
    title = document_title(document)
    return f"Title: {title}" if title else ""


def sources_grid(report: Report) -> Grid:
    """The list of sources, ranked: number, name (with the path and title as notes),
    collection and figures. O(p) for p passages."""
    rows = []
    for index, source in enumerate(report.sources):
        note = title_note(source)
        rows.append(
            Row(
                (
                    str(index + 1),
                    document_name(source),
                    source.collection or "—",
                    percent(float(source.similarity)),
                    percent(source.identical or 0.0),
                    f"{float(source.containment):.2f}",
                    f"{float(source.resemblance):.2f}",
                    f"{len(source.passages):,}",
                    f"{sum(int(p.words) for p in source.passages):,}",
                ),
                index,
                notes=(str(source.path), *((note,) if note else ())),
            )
        )
    return Grid(SOURCE_COLUMNS, tuple(rows), "No source shares a passage with the paper.")


def hidden_note(report: Report) -> str:
    """The sentence naming the sources the user hid, or ""."""
    hidden = report.hidden_sources
    return f"{HIDDEN_SOURCES_NOTE}{', '.join(hidden)}." if hidden else ""


#: Characters shown on each side of a flag in the list of flags.
FLAG_CONTEXT_CHARS = 40

FLAG_COLUMNS = (Column("What"), Column("Where"), Column("Detail"), Column("Text around it"))


def flags_grid(report: Report, text: str) -> Grid:
    """The signs of hidden or altered text placed in the paper (a flag about the whole file is
    a reading warning, `reading_warnings`), each with its place and the text around it. O(f)."""
    rows = []
    for index, flag in enumerate(report.flags):
        if flag.kind in WHOLE_FILE_FLAGS:
            continue
        start, end = int(flag.start), int(flag.end)
        inside = 0 <= start < end <= len(text)
        excerpt = _excerpt(text, start, end) if inside else None
        rows.append(
            Row(
                (
                    FLAG_NAMES.get(flag.kind, flag.kind),
                    f"characters {start:,}–{end:,}" if inside else "the whole file",
                    str(flag.detail),
                    _flat(excerpt) if excerpt else "",
                ),
                index,
                place=(start, end) if inside else None,
                excerpt=excerpt,
                detail=flag.kind,
            )
        )
    return Grid(FLAG_COLUMNS, tuple(rows), "No sign of hidden or altered text was found.")


def _excerpt(text: str, start: int, end: int) -> Excerpt:
    lo = max(0, start - FLAG_CONTEXT_CHARS)
    hi = min(len(text), end + FLAG_CONTEXT_CHARS)
    before = ("…" if lo > 0 else "") + _collapse(text[lo:start])
    after = _collapse(text[end:hi]) + ("…" if hi < len(text) else "")
    return Excerpt(before, text[start:end], after)


def _flat(excerpt: Excerpt) -> str:
    return excerpt.before + _collapse(excerpt.marked) + excerpt.after


def _collapse(piece: str) -> str:
    """Every run of white space as one space (nothing stripped)."""
    return re.sub(r"\s+", " ", piece)


def reading_warnings(report: Report) -> list[str]:
    """What went wrong reading the file: the flags about the whole file (a scan, little text)
    and the report's warnings. Both reports list them under "Reading the file"."""
    return [
        f"{FLAG_NAMES.get(f.kind, f.kind)}: {f.detail}"
        for f in report.flags
        if f.kind in WHOLE_FILE_FLAGS
    ] + list(report.warnings)


#: Said under the reading warnings.
READING_NOTE = (
    "The text Imbrex compared may differ from what the file shows; check the file by eye."
)


def flag_advice(report: Report) -> list[tuple[str, str]]:
    """(name, advice) for each kind of flag placed in the paper, in order of first appearance."""
    kinds = dict.fromkeys(f.kind for f in report.flags if f.kind not in WHOLE_FILE_FLAGS)
    return [(FLAG_NAMES.get(k, k), FLAG_ADVICE.get(k, "")) for k in kinds]


EXCLUDED_COLUMNS = (Column("Why"), Column("Where"), Column("Text"))

#: Said above the list of excluded text.
EXCLUDED_NOTE = (
    "These parts of the paper are left out of the similarity score; in the paper below they "
    "are struck through and labelled with the reason. Quotations and the bibliography are "
    "expected to match other texts; template text comes from the assignment; matches too "
    "short to count are usually common phrases."
)

#: The longest excerpt of excluded text shown in the list, in characters.
EXCLUDED_EXCERPT_CHARS = 160


def excluded_grid(report: Report, text: str) -> Grid:
    """The text left out of the score: why, where, and the text on one line (cut at
    ``EXCLUDED_EXCERPT_CHARS``). O(e + characters shown)."""
    rows = tuple(
        Row(
            (
                REASONS.get(item.reason, item.reason),
                f"characters {int(item.start):,}–{int(item.end):,}",
                one_line(text[int(item.start) : int(item.end)], EXCLUDED_EXCERPT_CHARS),
            ),
            index,
            place=(int(item.start), int(item.end)),
            detail=item.reason,
        )
        for index, item in enumerate(report.excluded)
    )
    return Grid(EXCLUDED_COLUMNS, rows, "No text was left out of the score.")


def one_line(piece: str, limit: int) -> str:
    """``piece`` on one line (white space collapsed), cut to ``limit`` characters with "…"."""
    piece = " ".join(piece.split())
    return piece if len(piece) <= limit else piece[: limit - 1].rstrip() + "…"


FILE_COLUMNS = (Column("Role"), Column("File"), Column("SHA-256"))
SETTING_COLUMNS = (Column("Setting"), Column("Value"))


def files_grid(report: Report) -> Grid:
    """The paper and each source: role, path and SHA-256."""
    files = [("Paper", report.document)] + [
        (f"Source {i + 1}", source) for i, source in enumerate(report.sources)
    ]
    rows = tuple(
        Row((role, str(item.path), str(item.sha256)), i) for i, (role, item) in enumerate(files)
    )
    return Grid(FILE_COLUMNS, rows)


def settings_grid(report: Report) -> Grid:
    """The engine's settings the report was made with, as recorded."""
    rows = tuple(Row((str(key), str(value))) for key, value in report.settings.items())
    return Grid(SETTING_COLUMNS, rows, "No settings were recorded.")


#: Said under the files' hashes.
HASH_NOTE = (
    "The SHA-256 of a file identifies its exact content: a file with the same SHA-256 is the "
    "same file."
)


# ------------------------------------------------------------------------ word differences


@dataclass(frozen=True, slots=True)
class DiffMark:
    """Characters [start, end) of one side of a pair the other side does not have: ``kind`` is
    the change ("insert" or "replace" on the paper's side, "delete" or "replace" on the
    source's)."""

    start: int
    end: int
    kind: str


def diff_marks(diff: PassageDiff | None, side: str) -> list[DiffMark]:
    """The words to mark on ``side`` ("paper" or "source") of a pair, in order: none when the
    diff gave up (`too_different`). A "replace" whose two sides read the same (a look-alike
    letter swapped in: the engine's normalisation tells the words apart) is marked too, in
    both reports: it is exactly what a reader must see (the PDF used to leave it unmarked).
    O(c) for c changes."""
    if diff is None or too_different(diff):
        return []
    kinds = ("insert", "replace") if side == "paper" else ("delete", "replace")
    marks = []
    for change in diff.changes:
        if change.kind not in kinds:
            continue
        if side == "paper":
            start, end = change.start, change.end
        else:
            start, end = change.source_start, change.source_end
        if start < end:
            marks.append(DiffMark(start, end, change.kind))
    return marks


# ---------------------------------------------------------------------------------- header


@dataclass(frozen=True, slots=True)
class ShareBar:
    """A source's bar in the header: its number, name, share of the paper (0..1) and that
    share written out."""

    number: int
    name: str
    share: float
    value: str


@dataclass(frozen=True, slots=True)
class Summary:
    """The header of both reports (the PDF's title page): the paper, its figures and a bar per
    source. ``scope`` says what the paper was checked against (`scope_note`); ``not_checked``
    is why a scan was not checked ("" when it was: its 0 % would say
    "nothing copied"), ``identical`` None for a report made before the figure existed,
    ``flags_in_text`` how many signs of hidden or altered text the paper carries and
    ``partial`` the details of the flags saying only part of the file could be read."""

    name: str
    path: str
    title: str
    words: str
    chars: str
    checked: str
    scope: str
    similarity: str
    identical: str | None
    not_checked: str
    bars: tuple[ShareBar, ...]
    flags_in_text: int
    partial: tuple[str, ...]


def summary(report: Report) -> Summary:
    """What the header says of ``report``. O(s + f) for s sources and f flags."""
    doc = report.document
    not_checked = not_checked_reason(report.flags, int(doc.words)) or ""
    return Summary(
        name=document_name(doc),
        path=str(doc.path),
        title=title_note(doc),
        words=f"{int(doc.words):,}",
        chars=f"{int(doc.chars):,}",
        checked=report_date(str(report.created)),
        scope="" if not_checked else scope_note(report.scope),
        similarity=percent(float(report.similarity)),
        identical=None if report.identical is None else percent(float(report.identical)),
        not_checked=not_checked,
        bars=tuple(
            ShareBar(i + 1, document_name(s), float(s.similarity), percent(float(s.similarity)))
            for i, s in enumerate(report.sources)
        ),
        flags_in_text=sum(1 for f in report.flags if f.kind not in WHOLE_FILE_FLAGS),
        partial=tuple(str(f.detail) for f in report.flags if f.kind in WHOLE_FILE_FLAGS),
    )


def header_alerts(top: Summary) -> list[str]:
    """The warnings under the header's figures, in both reports: how many signs of hidden or
    altered text the paper carries, and (for a paper that was checked) each flag saying only
    part of the file could be read (the PDF used to show neither on its title page)."""
    alerts = []
    if top.flags_in_text:
        alerts.append(
            f"{plural(top.flags_in_text, 'sign')} of hidden or altered text: see the list of flags."
        )
    if not top.not_checked:
        alerts += [f"Only part of this file could be read: {detail}." for detail in top.partial]
    return alerts
