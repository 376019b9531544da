"""The PDF report: the HTML report's content on numbered A4 pages, made with Qt, no browser.

Layout, top to bottom: the paper's name, date and overall similarity with a bar per source;
the source list; the flags and reading warnings; the excluded text; the paper's full text with
every passage highlighted in its source's colour and numbered; a side-by-side table per source
with the word-level differences; the sources' full texts (only when asked for); the settings,
the Imbrex version and the SHA-256 of every file. Every page has the paper's name at the top
and "page N of M" at the bottom.

How it is made, and why:

- **Two steps.** `_plan` turns the `Evidence` into a small tree of paragraphs, runs of styled
  text and tables (pure Python, no Qt): this is where the privacy rule and the content live.
  `_typeset` then builds a ``QTextDocument`` from that tree with ``QTextCursor`` calls, and
  `_paint` paginates it onto a ``QPdfWriter``. Building with the cursor, rather than feeding
  Qt's rich-text HTML subset, means that no text of a document is ever parsed as markup
  (nothing to escape, a student's ``<b>`` stays text), that line breaks and spaces of the paper
  stay as they are, and that every format (highlight, strike-through, underline colour, font
  fallback chain) is set exactly, not through Qt's partial CSS support.
- **Pages.** The document is laid out for the full A4 page with the margins on its root frame,
  so ``QTextDocument`` itself breaks lines, table rows and cells at page ends (and repeats
  table header rows). Each page is then painted by translating the painter up by the page's
  offset and clipping to that page, and the header and footer are drawn into the margins
  with the same painter: the standard pattern, since ``QTextDocument.print_`` has no headers.
- **Real text and fonts.** Qt embeds a subset of each TrueType/CFF font it uses, with a
  ``ToUnicode`` map, so the text can be selected, searched and extracted. The report's fonts
  are the ones Imbrex ships (``resources/fonts``: Noto Sans for Latin, Greek and Cyrillic, a
  subset of Noto Sans CJK SC for Chinese and Japanese kana), registered from their files (Qt
  draws fonts loaded from memory as outlines, not text) and named explicitly as the family
  chain, under family names only these files have ("Imbrex Noto Sans"), so no installed face
  of Noto's own families is ever drawn instead; a character none of them has falls back to
  the system's fonts. No output depends on
  which fonts the machine has for the scripts the shipped fonts cover.
- **Qt is imported lazily** inside the functions that need it, so the CLI and the engine load
  without it. From the command line with no display, a ``QGuiApplication`` is created on the
  "offscreen" platform; inside the GUI the running ``QApplication`` is used.
- **Privacy of the sources.** A source contributes only its matched passages with at most
  `CONTEXT_CHARS` characters of context on each side (cut back to a word boundary), unless
  ``full_texts=True``. The paper's own text is always shown in full.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from html.parser import HTMLParser
from typing import TYPE_CHECKING, Any

from app.engine.passage_diff import PassageDiff
from app.paths import resource
from app.report import layout
from app.report.evidence import (
    CONTEXT_CHARS,
    Evidence,
    context_after,
    context_before,
    passage_diffs,
)
from app.report.guide import guide_body
from app.report.labels import (
    REASONS,
    Named,
    document_name,
    document_title,
    is_invisible,
    passage_label,
    percent,
    report_date,
    source_colour,
)
from app.report.layout import (
    EXCLUDED_NOTE,
    PASSAGE,
    READING_NOTE,
    DiffMark,
    Grid,
    MarkedSpan,
    Renderers,
    Row,
    one_line,
    paper_spans,
    section_title,
    source_figures,
    source_pairs,
)
from app.report.model import Report
from app.report.shipped_fonts import FONT_FAMILIES, FONT_FILES

if TYPE_CHECKING:
    from PySide6.QtGui import (
        QFont,
        QPdfWriter,
        QTextBlockFormat,
        QTextCharFormat,
        QTextCursor,
        QTextDocument,
    )

log = logging.getLogger(__name__)

# Page geometry in millimetres (A4) and type sizes in points.
_MARGIN_MM = (18.0, 22.0, 18.0, 20.0)  # left, top, right, bottom
_HEADER_MM = 11.0  # baseline area of the running header, from the top edge
_FOOTER_MM = 11.0  # from the bottom edge
_RESOLUTION = 600  # device pixels per inch of the PDF writer
_BODY_PT = 9.5
_SMALL_PT = 7.5

_INK = "#1f2328"
_MUTED = "#57606a"
_ADDED = "#116329"
_CHANGED = "#8a4600"
_LEFT_OUT = "#b3261e"
_FLAG = "#b3261e"
_EXCLUDED = "#6e7781"
_RULE = "#d0d7de"
_HEAD_BG = "#eef1f4"

# ------------------------------------------------------------------------------ the content


@dataclass(frozen=True, slots=True)
class Style:
    """How a run of text looks: size in points, colours as ``#rrggbb``."""

    size: float = _BODY_PT
    bold: bool = False
    italic: bool = False
    colour: str = _INK
    background: str | None = None
    strike: bool = False
    underline: str | None = None  # the underline's colour; None for no underline


@dataclass(frozen=True, slots=True)
class Run:
    """Text in one style; ``\\n`` starts a new paragraph with the same paragraph format."""

    text: str
    style: Style = Style()


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A paragraph of runs; spaces in points."""

    runs: tuple[Run, ...]
    space_before: float = 0.0
    space_after: float = 4.0
    align: str = "left"  # "left" | "right" | "center"
    page_break: bool = False


@dataclass(frozen=True, slots=True)
class Cell:
    """A table cell: paragraphs on an optional background."""

    paragraphs: tuple[Paragraph, ...]
    background: str | None = None


@dataclass(frozen=True, slots=True)
class Table:
    """Rows of cells; ``widths`` are shares of the text width (they add up to 1). A ``caption``
    is a first row across all columns; it and the ``header_rows`` after it repeat on every page
    the table runs over (and a caption cannot be left alone at the foot of a page)."""

    widths: tuple[float, ...]
    rows: tuple[tuple[Cell, ...], ...]
    header_rows: int = 0
    grid: bool = True
    caption: Cell | None = None

    def __post_init__(self) -> None:
        if any(len(row) != len(self.widths) for row in self.rows):
            raise ValueError("every row needs one cell per column")


@dataclass(frozen=True, slots=True)
class Bar:
    """A horizontal bar of ``share`` (0..1) in ``colour``, with a label and a value."""

    label: tuple[Run, ...]
    share: float
    colour: str
    value: str


Block = Paragraph | Table | Bar


def _darker(colour: str, factor: float = 0.78) -> str:
    """``colour`` with each channel scaled by ``factor`` (for passage numbers and swatches)."""
    value = colour.lstrip("#")
    channels = [int(value[i : i + 2], 16) for i in (0, 2, 4)]
    return "#" + "".join(f"{round(c * factor):02x}" for c in channels)


def _codepoints(piece: str) -> str:
    return " ".join(f"U+{ord(ch):04X}" for ch in piece if is_invisible(ch) and ch not in "\n\t")


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_BREAKS = frozenset("\x0b\x0c\x1c\x1d\x1e\x85")


def _clean(piece: str) -> str:
    """Text safe to lay out: line ends become ``\\n``; other control characters a space."""
    piece = piece.replace("\r\n", "\n").replace("\r", "\n")
    return _CONTROL.sub(lambda m: "\n" if m.group() in _BREAKS else " ", piece)


def _text(text: str, style: Style = Style()) -> Paragraph:
    return Paragraph((Run(text, style),))


def _heading(
    text: str, level: int = 1, *, swatch: str | None = None, page_break: bool = False
) -> Paragraph:
    size = {0: 18.0, 1: 14.0, 2: 11.5}[level]
    runs = [Run(text, Style(size=size, bold=True))]
    if swatch:
        runs.insert(0, Run("\u2003", Style(size=size, background=swatch)))
        runs.insert(1, Run("\u2002", Style(size=size)))
    return Paragraph(
        tuple(runs),
        space_before={0: 0.0, 1: 14.0, 2: 10.0}[level],
        space_after=5.0,
        page_break=page_break,
    )


def _cell(*paragraphs: Paragraph, background: str | None = None) -> Cell:
    return Cell(tuple(paragraphs), background)


def _small(text: str, **style: Any) -> Run:
    return Run(text, Style(size=_SMALL_PT, colour=style.pop("colour", _MUTED), **style))


def _plain_cell(text: str, *, bold: bool = False, size: float = _BODY_PT) -> Cell:
    return _cell(Paragraph((Run(text, Style(size=size, bold=bold)),), space_after=0.0))


def _head_row(*titles: str) -> tuple[Cell, ...]:
    return tuple(
        Cell((Paragraph((Run(t, Style(size=_SMALL_PT, bold=True)),), space_after=0.0),), _HEAD_BG)
        for t in titles
    )


# --------------------------------------------------------------------------------- sections

#: The paragraphs and tables of each section, drawn in the layout's order.
_SECTIONS: Renderers[list[Block]] = Renderers()


def _title_runs(document: Named) -> tuple[Run, ...]:
    """``    Title: …`` after a file's path, when its metadata title says more than its name."""
    title = document_title(document)
    return (_small("    Title: "), Run(title, Style(size=_SMALL_PT))) if title else ()


def _title_page(report: Report) -> list[Block]:
    top = layout.summary(report)
    blocks: list[Block] = [
        _text("Imbrex similarity report", Style(size=_SMALL_PT, colour=_MUTED)),
        _heading(top.name, 0),
        Paragraph(
            (
                _small("File: "),
                Run(top.path, Style(size=_SMALL_PT)),
                *((_small("    "), Run(top.title, Style(size=_SMALL_PT))) if top.title else ()),
                _small("    Checked: "),
                Run(top.checked, Style(size=_SMALL_PT)),
                _small("    Words: "),
                Run(top.words, Style(size=_SMALL_PT)),
                _small("    Characters: "),
                Run(top.chars, Style(size=_SMALL_PT)),
            ),
            space_after=10.0,
        ),
        Paragraph(
            (
                Run("Overall similarity: ", Style(size=14.0)),
                Run(top.similarity, Style(size=20.0, bold=True)),
                *(
                    (
                        Run("    Word for word: ", Style(size=14.0)),
                        Run(top.identical, Style(size=20.0, bold=True)),
                    )
                    if top.identical is not None
                    else ()
                ),
            ),
            space_after=2.0,
        ),
        _text(
            "Similarity: the share of the paper's characters inside a passage found in another "
            "document, copied or reworded (quotations, the bibliography and other excluded "
            "text do not count). Word for word: the share in runs of three or more words "
            "identical to a source.",
            Style(size=_SMALL_PT, colour=_MUTED),
        ),
        *((_text(top.scope, Style(size=11.0)),) if top.scope else ()),
        *(_text(alert, Style(bold=True, colour=_FLAG)) for alert in layout.header_alerts(top)),
    ]
    if top.not_checked:  # a scan: its 0 % says nothing about copying
        blocks[3:5] = [
            Paragraph((Run("Not checked", Style(size=20.0, bold=True)),), space_after=2.0),
            _text(top.not_checked, Style(size=11.0, bold=True)),
        ]
        return blocks
    if not top.bars:
        blocks.append(
            _text(
                "No overlap was found: no passage of the paper matches the compared documents.",
                Style(size=11.0, bold=True),
            )
        )
        return blocks
    for bar in top.bars:
        blocks.append(
            Bar(
                (Run(f"{bar.number}  ", Style(bold=True)), Run(one_line(bar.name, 60))),
                bar.share,
                _darker(source_colour(bar.number - 1), 0.85),
                bar.value,
            )
        )
    return blocks


def _hidden_note(report: Report) -> list[Block]:
    note = layout.hidden_note(report)
    return [_text(note, Style(size=_SMALL_PT))] if note else []


def _small_cell(row: Row, i: int) -> Cell:
    return _plain_cell(row.cells[i], size=_SMALL_PT)


def _grid(grid: Grid, widths: tuple[float, ...], cell: Callable[[Row, int], Cell]) -> Table:
    """The layout's table with a heading row; ``cell`` draws cell ``i`` of a row."""
    rows = [_head_row(*(column.title for column in grid.columns))]
    rows += [tuple(cell(row, i) for i in range(len(grid.columns))) for row in grid.rows]
    return Table(widths, tuple(rows), header_rows=1)


def _source_cell(row: Row, i: int) -> Cell:
    if i == 0:
        number = Paragraph((Run(row.cells[0], Style(bold=True)),), space_after=0.0)
        return _cell(number, background=source_colour(row.index))
    if i == 1:
        name = Paragraph((Run(row.cells[1], Style(bold=True)),), space_after=0.0)
        notes = [Paragraph((_small(note),), space_after=0.0) for note in row.notes]
        return _cell(name, *notes)
    if i == 2:
        return _small_cell(row, i)
    return _plain_cell(row.cells[i], bold=i == 3)


@_SECTIONS.section("sources")
def _sources_table(evidence: Evidence) -> list[Block]:
    report = evidence.report
    grid = layout.sources_grid(report)
    if not grid.rows:
        return [_heading(section_title("sources"), 1), _text(grid.empty), *_hidden_note(report)]
    widths = (0.04, 0.25, 0.09, 0.09, 0.09, 0.12, 0.12, 0.1, 0.1)
    return [
        _heading(section_title("sources"), 1),
        _grid(grid, widths, _source_cell),
        _text(
            "Containment: the share of the paper's word sequences found in the source. "
            "Resemblance: the share of both documents' word sequences they have in common. "
            "Word for word: the share of the paper in runs of identical words.",
            Style(size=_SMALL_PT, colour=_MUTED),
        ),
        *_hidden_note(report),
    ]


def _visible_runs(piece: str, style: Style, marker: Style) -> list[Run]:
    """``piece`` with every invisible character written out as a ``U+XXXX`` label."""
    runs: list[Run] = []
    plain: list[str] = []
    for ch in piece:
        if is_invisible(ch) and ch not in "\n\t":
            if plain:
                runs.append(Run(_clean("".join(plain)), style))
                plain = []
            runs.append(Run(f"[U+{ord(ch):04X}]", marker))
        else:
            plain.append(ch)
    if plain:
        runs.append(Run(_clean("".join(plain)), style))
    return runs


@_SECTIONS.section("flags")
def _flags_section(evidence: Evidence) -> list[Block]:
    report, text = evidence.report, evidence.paper_text
    blocks: list[Block] = [_heading(section_title("flags"), 1)]
    warnings = layout.reading_warnings(report)
    if warnings:
        blocks.append(_heading("Reading the file", 2))
        blocks += [_text(f"\u2022 {warning}", Style(colour=_FLAG)) for warning in warnings]
        blocks.append(_text(READING_NOTE, Style(size=_SMALL_PT, colour=_MUTED)))
    grid = layout.flags_grid(report, text)
    if not grid.rows:
        blocks.append(_text(grid.empty))
        return blocks
    for name, advice in layout.flag_advice(report):
        blocks.append(Paragraph((Run(name, Style(bold=True)), Run(f": {advice}"))))
    blocks.append(_grid(grid, (0.2, 0.14, 0.28, 0.38), _flag_cell))
    return blocks


def _flag_cell(row: Row, i: int) -> Cell:
    if i == 0:
        return _plain_cell(row.cells[0], bold=True)
    if i != 3 or row.excerpt is None:
        return _small_cell(row, i)
    small = Style(size=_SMALL_PT)
    muted = Style(size=_SMALL_PT, colour=_MUTED)
    marker = Style(size=_SMALL_PT, bold=True, colour=_FLAG)
    flagged = replace(small, underline=_FLAG, colour=_FLAG)
    runs = [
        *_visible_runs(row.excerpt.before, muted, marker),
        *_visible_runs(row.excerpt.marked, flagged, marker),
        *_visible_runs(row.excerpt.after, muted, marker),
    ]
    return _cell(Paragraph(tuple(runs), space_after=0.0))


@_SECTIONS.section("excluded")
def _excluded_section(evidence: Evidence) -> list[Block]:
    report, text = evidence.report, evidence.paper_text
    blocks: list[Block] = [_heading(section_title("excluded"), 1)]
    grid = layout.excluded_grid(report, text)
    if not grid.rows:
        blocks.append(_text(grid.empty))
        return blocks
    blocks.append(_text(EXCLUDED_NOTE, Style(size=_SMALL_PT, colour=_MUTED)))
    blocks.append(_grid(grid, (0.22, 0.18, 0.6), _excluded_cell))
    return blocks


def _excluded_cell(row: Row, i: int) -> Cell:
    if i == 0:
        return _plain_cell(row.cells[0])
    if i == 1:
        return _small_cell(row, i)
    struck = Style(size=_SMALL_PT, colour=_EXCLUDED, strike=True)
    return _cell(Paragraph((Run(row.cells[2], struck),), space_after=0.0))


def _marked_text(text: str, spans: Sequence[MarkedSpan]) -> list[Run]:
    """Runs of ``text`` cut at every span boundary. Passages get their source's colour (the
    best-ranked source wins where passages of several sources overlap) and a number at their
    start; excluded text is struck through with its reason at its end; flagged text is
    underlined, invisible characters written out. One sweep over the sorted boundaries:
    O((n + k) log k) for k spans."""
    starts: dict[int, list[MarkedSpan]] = {}
    ends: dict[int, list[MarkedSpan]] = {}
    for span in spans:
        starts.setdefault(span.start, []).append(span)
        ends.setdefault(span.end, []).append(span)
    cuts = sorted({0, len(text), *starts, *ends})
    active: set[MarkedSpan] = set()
    runs: list[Run] = []
    marker_flag = Style(size=_SMALL_PT, bold=True, colour=_FLAG)
    for at, nxt in zip(cuts, cuts[1:] + [len(text)], strict=True):
        for span in ends.get(at, ()):
            active.discard(span)
            if span.kind == "excluded":
                label = REASONS.get(span.detail, span.detail)
                runs.append(Run(f" [{label}]", Style(size=_SMALL_PT, colour=_EXCLUDED)))
        for span in sorted(starts.get(at, ()), key=lambda s: (s.kind, s.source, s.index)):
            active.add(span)
            if span.kind == "passage":
                colour = source_colour(span.source)
                label = passage_label(span.source, span.index)
                runs.append(
                    Run(f" {label} ", Style(size=_SMALL_PT, bold=True, background=_darker(colour)))
                )
        if nxt <= at:
            continue
        style = Style()
        passages = [s for s in active if s.kind == "passage"]
        if passages:
            style = replace(style, background=source_colour(min(s.source for s in passages)))
        if any(s.kind == "excluded" for s in active):
            style = replace(style, strike=True, colour=_EXCLUDED)
        flags = {s.detail for s in active if s.kind == "flag"}
        if flags:
            style = replace(style, underline=_FLAG, colour=_FLAG)
        piece = text[at:nxt]
        if "invisible-char" in flags:
            runs.extend(_visible_runs(piece, style, marker_flag))
        else:
            runs.append(Run(_clean(piece), style))
    return runs


@_SECTIONS.section("paper")
def _paper_section(evidence: Evidence) -> list[Block]:
    report, text = evidence.report, evidence.paper_text
    legend = (
        "Each passage found in a source is highlighted in that source's colour and starts with "
        "its number (source·passage). Struck-through text is excluded from the score, with the "
        "reason in brackets; red underlined text carries a flag."
    )
    return [
        _heading(section_title("paper"), 1, page_break=True),
        _text(legend, Style(size=_SMALL_PT, colour=_MUTED)),
        Paragraph(tuple(_marked_text(text, paper_spans(report, len(text)))), space_after=0.0),
    ]


_DIFF_STYLES = {
    ("paper", "insert"): Style(colour=_ADDED, underline=_ADDED),
    ("paper", "replace"): Style(colour=_CHANGED, underline=_CHANGED),
    ("source", "delete"): Style(colour=_LEFT_OUT, strike=True),
    ("source", "replace"): Style(colour=_CHANGED, strike=True),
}


def _diff_runs(text: str, lo: int, hi: int, marks: Sequence[DiffMark], side: str) -> list[Run]:
    """``text[lo:hi]`` with the words the other side does not have marked (see the legend)."""
    runs: list[Run] = []
    at = lo
    for mark in marks:
        start, end = max(mark.start, at), min(mark.end, hi)
        if start >= end:
            continue
        if at < start:
            runs.append(Run(_clean(text[at:start])))
        runs.append(Run(_clean(text[start:end]), _DIFF_STYLES[side, mark.kind]))
        at = end
    if at < hi:
        runs.append(Run(_clean(text[at:hi])))
    return runs


@_SECTIONS.section("pairs")
def _pairs_section(evidence: Evidence) -> list[Block]:
    diffs = passage_diffs(evidence)
    sources = evidence.report.sources
    if not sources:
        return [_heading(section_title("pairs"), 1), _text("There is no passage to show.")]
    blocks: list[Block] = [
        _heading(section_title("pairs"), 1, page_break=True),
        Paragraph(
            (
                _small("Each passage of the paper (left) next to the source's passage (right). "),
                _small("Underlined green", colour=_ADDED, underline=_ADDED),
                _small(": words only in the paper.  "),
                _small("Struck-through red", colour=_LEFT_OUT, strike=True),
                _small(": words of the source left out.  "),
                _small("Brown", colour=_CHANGED, underline=_CHANGED),
                _small(": words changed.  "),
                _small("Grey italic", italic=True),
                _small(f": up to {CONTEXT_CHARS} characters of the source around its passage."),
            )
        ),
    ]
    for s in range(len(sources)):
        blocks.extend(_source_pairs(evidence, s, diffs))
    return blocks


def _source_pairs(
    evidence: Evidence, s: int, diffs: Mapping[tuple[int, int], PassageDiff]
) -> list[Block]:
    paper_text, source_text = evidence.paper_text, evidence.source_texts[s]
    source = evidence.report.sources[s]
    colour = source_colour(s)
    title = document_name(source)
    heading = _heading(f"{s + 1}. {title}", 2, swatch=_darker(colour))
    caption = Cell(
        (
            replace(heading, space_before=2.0, space_after=2.0),
            Paragraph(
                (
                    _small(str(source.path)),
                    *_title_runs(source),
                    _small("    " + " · ".join(source_figures(source))),
                ),
                space_after=0.0,
            ),
        )
    )
    rows = [_head_row("The paper", f"Source {s + 1}: {one_line(title, 60)}")]
    context = Style(size=_BODY_PT, italic=True, colour=_MUTED)
    for pair in source_pairs(s, source, len(paper_text), len(source_text), diffs):
        start, end = pair.paper
        s_start, s_end = pair.source_span
        label = Run(f" {pair.label} ", Style(size=_SMALL_PT, bold=True, background=_darker(colour)))
        paper_head = Paragraph(
            (label, _small(f"  characters {start:,}–{end:,} · " + " · ".join(pair.facts))),
            space_after=2.0,
        )
        source_head = Paragraph(
            (_small(f"characters {s_start:,}–{s_end:,}"),),
            space_after=2.0,
        )
        paper_body = Paragraph(
            tuple(
                _diff_runs(paper_text, start, end, layout.diff_marks(pair.diff, "paper"), "paper")
            ),
            0.0,
            0.0,
        )
        source_runs = [
            Run(_clean(context_before(source_text, s_start)), context),
            *_diff_runs(
                source_text, s_start, s_end, layout.diff_marks(pair.diff, "source"), "source"
            ),
            Run(_clean(context_after(source_text, s_end)), context),
        ]
        rows.append(
            (
                _cell(paper_head, paper_body),
                _cell(source_head, Paragraph(tuple(r for r in source_runs if r.text), 0.0, 0.0)),
            )
        )
    return [Table((0.5, 0.5), tuple(rows), header_rows=1, caption=caption, grid=True)]


@_SECTIONS.section("full-texts")
def _full_texts_section(evidence: Evidence) -> list[Block]:
    blocks: list[Block] = [
        _heading(section_title("full-texts"), 1, page_break=True),
        _text(
            "Shown because full texts were asked for. Each passage is highlighted and numbered "
            "as in the side-by-side section.",
            Style(size=_SMALL_PT, colour=_MUTED),
        ),
    ]
    for s, (source, text) in enumerate(
        zip(evidence.report.sources, evidence.source_texts, strict=True)
    ):
        spans = [
            MarkedSpan(p.source_start, min(p.source_end, len(text)), PASSAGE, i, source=s)
            for i, p in enumerate(source.passages)
        ]
        title = document_name(source)
        blocks.append(_heading(f"{s + 1}. {title}", 2, swatch=_darker(source_colour(s))))
        blocks.append(_text(str(source.path), Style(size=_SMALL_PT, colour=_MUTED)))
        blocks.append(
            Paragraph(tuple(_marked_text(text, [x for x in spans if x.start < x.end])), 0.0, 0.0)
        )
    return blocks


class _GuideBlocks(HTMLParser):
    """The guide's small HTML fragment (h2, h3, p, ul/li, strong) as PDF blocks."""

    def __init__(self) -> None:
        super().__init__()
        self.blocks: list[Block] = []
        self._runs: list[Run] = []
        self._bold = 0
        self._level: int | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "strong":
            self._bold += 1
        elif tag in ("h2", "h3"):
            self._level = 1 if tag == "h2" else 2
        elif tag == "li":
            self._runs = [Run("\u2022 ")]

    def handle_endtag(self, tag: str) -> None:
        if tag == "strong":
            self._bold -= 1
        elif tag in ("h2", "h3"):
            text = "".join(r.text for r in self._runs).strip()
            self.blocks.append(_heading(text, self._level or 2, page_break=tag == "h2"))
            self._runs, self._level = [], None
        elif tag in ("p", "li"):
            self.blocks.append(Paragraph(tuple(self._runs)))
            self._runs = []

    def handle_data(self, data: str) -> None:
        text = re.sub(r"\s+", " ", data)
        if text.strip() or self._runs:
            self._runs.append(Run(text, Style(bold=self._bold > 0)))


@_SECTIONS.section("guide")
def _guide_section(evidence: Evidence) -> list[Block]:
    """ "How to read this report": the guide the HTML report and the window show (English, as
    the reports are), so a reader of the PDF alone knows what each figure means."""
    parser = _GuideBlocks()
    parser.feed(f"<h2>{section_title('guide')}</h2>{guide_body('en')}")
    parser.close()
    return parser.blocks


@_SECTIONS.section("about")
def _about_section(evidence: Evidence) -> list[Block]:
    report = evidence.report
    blocks: list[Block] = [
        _heading(section_title("about"), 1, page_break=True),
        Paragraph(
            (
                Run("Imbrex version: ", Style(bold=True)),
                Run(report.imbrex or "unknown"),
                Run("    Report schema: ", Style(bold=True)),
                Run(str(report.schema)),
                Run("    Created: ", Style(bold=True)),
                Run(report_date(str(report.created))),
            )
        ),
        _heading("Files (SHA-256)", 2),
    ]
    blocks.append(_grid(layout.files_grid(report), (0.1, 0.34, 0.56), _file_cell))
    blocks.append(_heading("Settings", 2))
    settings = layout.settings_grid(report)
    if settings.rows:
        blocks.append(_grid(settings, (0.5, 0.5), _small_cell))
    else:
        blocks.append(_text(settings.empty))
    return blocks


def _file_cell(row: Row, i: int) -> Cell:
    return _plain_cell(row.cells[i], size=6.5 if i == 2 else _SMALL_PT)


def _plan(evidence: Evidence, full_texts: bool) -> list[Block]:
    """Everything the PDF shows, in order, as paragraphs and tables (no Qt)."""
    blocks = _title_page(evidence.report)
    for section in _SECTIONS.draw(evidence, full_texts):
        blocks.extend(section)
    return blocks


# --------------------------------------------------------------------------------- Qt part

_APP: Any = None  # the QGuiApplication this module made, kept alive


def _application() -> None:
    """Make sure a QGuiApplication exists (offscreen when there is no display on Unix)."""
    global _APP
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    existing = QCoreApplication.instance()
    if existing is not None:
        if not isinstance(existing, QGuiApplication):
            raise RuntimeError("the PDF report needs a QGuiApplication, not a QCoreApplication")
        return
    argv = [sys.argv[0] if sys.argv and sys.argv[0] else "imbrex"]
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    unix = sys.platform not in ("win32", "darwin")
    if unix and headless and not os.environ.get("QT_QPA_PLATFORM"):
        argv += ["-platform", "offscreen"]
    _APP = QGuiApplication(argv)


_FONTS_LOCK = threading.Lock()
_FAMILIES: tuple[str, ...] | None = None


def font_families() -> tuple[str, ...]:
    """Register the shipped fonts (`app.report.shipped_fonts`, once) and return the family
    chain to use, best first. The PDF report uses it, and the window on a machine without fonts
    (`app.gui.fallback_font`).

    Needs a QGuiApplication. A missing or unreadable font file is logged and skipped: the
    text then comes out in the system's fonts rather than not at all."""
    global _FAMILIES
    with _FONTS_LOCK:
        if _FAMILIES is not None:
            return _FAMILIES
        from PySide6.QtGui import QFontDatabase

        found: list[str] = []
        for name in FONT_FILES:
            path = resource("fonts", name)
            font_id = QFontDatabase.addApplicationFont(str(path)) if path.is_file() else -1
            if font_id < 0:
                log.warning("font %s could not be loaded; system fonts are used instead", path)
                continue
            for family in QFontDatabase.applicationFontFamilies(font_id):
                if family not in found:
                    found.append(family)
        chain = [f for f in FONT_FAMILIES if f in found] + [f for f in found]
        _FAMILIES = tuple(dict.fromkeys(chain or FONT_FAMILIES))
        return _FAMILIES


class _Typesetter:
    """Builds a QTextDocument from the planned blocks with a QTextCursor."""

    def __init__(self, document: QTextDocument, families: Sequence[str], px_per_pt: float) -> None:
        from PySide6.QtGui import QTextCursor

        self.document = document
        self.families = list(families)
        self.px = px_per_pt
        self.formats: dict[Style, QTextCharFormat] = {}
        self.cursor = QTextCursor(document)
        self.fresh = True  # the cursor stands in an empty block that no paragraph used yet

    def font(self, size: float, bold: bool = False) -> QFont:
        from PySide6.QtGui import QFont

        font = QFont()
        font.setFamilies(self.families)
        font.setPointSizeF(size)
        font.setBold(bold)
        return font

    def char_format(self, style: Style) -> QTextCharFormat:
        cached = self.formats.get(style)
        if cached is not None:
            return cached
        from PySide6.QtGui import QColor, QTextCharFormat

        fmt = QTextCharFormat()
        fmt.setFontFamilies(self.families)
        fmt.setFontPointSize(style.size)
        fmt.setFontWeight(700 if style.bold else 400)
        fmt.setFontItalic(style.italic)
        fmt.setForeground(QColor(style.colour))
        if style.background:
            fmt.setBackground(QColor(style.background))
        fmt.setFontStrikeOut(style.strike)
        if style.underline:
            fmt.setFontUnderline(True)
            fmt.setUnderlineColor(QColor(style.underline))
        self.formats[style] = fmt
        return fmt

    def block_format(self, paragraph: Paragraph) -> QTextBlockFormat:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QTextBlockFormat, QTextFormat

        fmt = QTextBlockFormat()
        fmt.setTopMargin(paragraph.space_before * self.px)
        fmt.setBottomMargin(paragraph.space_after * self.px)
        align = {
            "left": Qt.AlignmentFlag.AlignLeft,
            "right": Qt.AlignmentFlag.AlignRight,
            "center": Qt.AlignmentFlag.AlignHCenter,
        }
        fmt.setAlignment(align[paragraph.align])
        if paragraph.page_break:
            fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
        return fmt

    def paragraph(
        self, cursor: QTextCursor, paragraph: Paragraph, fresh: bool, in_cell: bool = False
    ) -> None:
        block = self.block_format(paragraph)
        first = self.char_format(paragraph.runs[0].style if paragraph.runs else Style())
        if fresh:
            cursor.setBlockFormat(block)
            if not in_cell:  # a cell's first block carries the cell's own format (background)
                cursor.setBlockCharFormat(first)
        else:
            cursor.insertBlock(block, first)
        for run in paragraph.runs:
            if run.text:
                cursor.insertText(run.text, self.char_format(run.style))

    def table(self, table: Table, width: float) -> None:
        from PySide6.QtGui import (
            QBrush,
            QColor,
            QTextCursor,
            QTextFrameFormat,
            QTextLength,
            QTextTableFormat,
        )

        fmt = QTextTableFormat()
        fmt.setColumnWidthConstraints(
            [QTextLength(QTextLength.Type.FixedLength, w * width) for w in table.widths]
        )
        fmt.setWidth(QTextLength(QTextLength.Type.FixedLength, width))
        fmt.setCellSpacing(0)
        fmt.setCellPadding(2.5 * self.px)
        fmt.setBorder(0.75 * self.px if table.grid else 0)
        fmt.setBorderBrush(QBrush(QColor(_RULE)))
        fmt.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
        fmt.setBorderCollapse(True)
        rows = [*([(table.caption,)] if table.caption else []), *table.rows]
        fmt.setHeaderRowCount(table.header_rows + (1 if table.caption else 0))
        fmt.setTopMargin(2 * self.px)
        fmt.setBottomMargin(6 * self.px)
        qt_table = self.cursor.insertTable(len(rows), len(table.widths), fmt)
        if table.caption:
            qt_table.mergeCells(0, 0, 1, len(table.widths))
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                qt_cell = qt_table.cellAt(r, c)
                if cell.background:
                    cell_format = qt_cell.format()
                    cell_format.setBackground(QColor(cell.background))
                    qt_cell.setFormat(cell_format)
                cursor = qt_cell.firstCursorPosition()
                for i, paragraph in enumerate(cell.paragraphs):
                    self.paragraph(cursor, paragraph, fresh=i == 0, in_cell=True)
        self.cursor.movePosition(QTextCursor.MoveOperation.End)
        self.fresh = True

    def bar(self, bar: Bar, width: float) -> None:
        share = min(max(bar.share, 0.0), 1.0)
        track = 0.5
        filled = max(track * share, 0.004)
        label = Paragraph(bar.label, space_after=0.0)
        value = Paragraph((Run(bar.value, Style(bold=True)),), space_after=0.0, align="right")
        empty = Paragraph((Run(" ", Style(size=_SMALL_PT)),), space_after=0.0)
        self.table(
            Table(
                (0.38, filled, track - filled + 0.001, 0.12 - 0.001),
                (
                    (
                        _cell(label),
                        _cell(empty, background=bar.colour),
                        _cell(empty, background=_HEAD_BG),
                        _cell(value),
                    ),
                ),
                grid=False,
            ),
            width,
        )

    def build(self, blocks: Iterable[Block], width: float) -> None:
        """Insert the blocks at the end. One edit block: Qt lays the document out once, at
        the end, instead of after every insertion (quadratic in the report's length)."""
        self.cursor.beginEditBlock()
        try:
            for block in blocks:
                if isinstance(block, Paragraph):
                    self.paragraph(self.cursor, block, self.fresh)
                    self.fresh = False
                elif isinstance(block, Table):
                    self.table(block, width)
                else:
                    self.bar(block, width)
        finally:
            self.cursor.endEditBlock()


def _paint(
    document: QTextDocument,
    writer: QPdfWriter,
    families: Sequence[str],
    header: tuple[str, str],
    px_per_mm: float,
) -> None:
    """Paint the laid-out document page by page, with the running header and footer."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

    page_width = float(writer.width())
    page_height = document.pageSize().height()
    pages = document.pageCount()
    left, _, right, _ = (m * px_per_mm for m in _MARGIN_MM)
    font = QFont()
    font.setFamilies(list(families))
    font.setPointSizeF(_SMALL_PT)
    metrics = QFontMetricsF(font, writer)
    painter = QPainter(writer)
    try:
        for page in range(pages):
            if page:
                writer.newPage()
            painter.save()
            painter.translate(0, -page * page_height)
            document.drawContents(painter, QRectF(0, page * page_height, page_width, page_height))
            painter.restore()

            painter.setFont(font)
            painter.setPen(QColor(_MUTED))
            usable = page_width - left - right
            top = _HEADER_MM * px_per_mm
            right_text = header[1]
            title_room = usable - metrics.horizontalAdvance(right_text) - 6 * px_per_mm
            title = metrics.elidedText(header[0], Qt.TextElideMode.ElideMiddle, title_room)
            painter.drawText(QPointF(left, top), title)
            painter.drawText(
                QPointF(page_width - right - metrics.horizontalAdvance(right_text), top), right_text
            )
            painter.setPen(QPen(QColor(_RULE), 0.15 * px_per_mm))  # a 0.15 mm rule
            rule_y = top + metrics.descent() + 1.2 * px_per_mm
            painter.drawLine(QPointF(left, rule_y), QPointF(page_width - right, rule_y))
            painter.setPen(QColor(_MUTED))
            bottom = page_height - _FOOTER_MM * px_per_mm
            footer = f"page {page + 1} of {pages}"
            painter.drawText(
                QPointF(page_width - right - metrics.horizontalAdvance(footer), bottom), footer
            )
            painter.drawText(QPointF(left, bottom), "Imbrex similarity report")
    finally:
        painter.end()


def render_pdf(evidence: Evidence, *, full_texts: bool = False) -> bytes:
    """The PDF report of one paper (A4, real text, page numbers; see the module docstring).

    ``full_texts=True`` adds each matched source's full text; by default a source contributes
    only its matched passages and `CONTEXT_CHARS` characters of context on each side. Works
    without a display (an offscreen QGuiApplication is created if none exists) and inside the
    GUI. Cost: one ``analyse`` per text for the diffs plus layout linear in the report's text.
    """
    blocks = _plan(evidence, full_texts)
    _application()
    families = font_families()

    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QSizeF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(_RESOLUTION)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
            QPageLayout.Unit.Millimeter,
        )
    )
    document_info = evidence.report.document
    title = document_name(document_info)
    writer.setTitle(f"Imbrex report: {title}")
    writer.setCreator(f"Imbrex {evidence.report.imbrex}".strip())

    # Lengths in text formats (margins, padding, widths) are in 96-dpi pixels, which Qt scales
    # to the paint device; the page size and the painter work in the device's own pixels.
    scale = _RESOLUTION / 96.0
    css_per_mm = 96.0 / 25.4
    document = QTextDocument()
    document.documentLayout().setPaintDevice(writer)
    document.setUndoRedoEnabled(False)
    typesetter = _Typesetter(document, families, 96.0 / 72.0)
    document.setDefaultFont(typesetter.font(_BODY_PT))
    document.setDocumentMargin(0)
    document.setPageSize(QSizeF(writer.width(), writer.height()))
    root = document.rootFrame().frameFormat()
    left, top, right, bottom = (m * css_per_mm for m in _MARGIN_MM)
    root.setLeftMargin(left)
    root.setTopMargin(top)
    root.setRightMargin(right)
    root.setBottomMargin(bottom)
    document.rootFrame().setFrameFormat(root)
    typesetter.build(blocks, writer.width() / scale - left - right)

    header = (title, f"similarity {percent(float(evidence.report.similarity))}")
    _paint(document, writer, families, header, _RESOLUTION / 25.4)
    del writer
    buffer.close()
    return bytes(data.data())
