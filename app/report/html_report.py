"""The HTML report: one self-contained file that opens offline in any browser and prints well.

Layout, top to bottom: a header (the paper's name, date, overall similarity, a bar per source),
then the sections of ``app.report.layout.SECTIONS`` (the PDF's too): the source list, the signs
of hidden or altered text (flags) and reading warnings, the excluded text, the paper's full text
with every passage highlighted and numbered, a side-by-side section per source with the
word-level differences, the sources' full texts when asked for, how to read the report
(``app.report.guide``), and the settings, version and SHA-256 hashes.

Design decisions:

- **Self-contained.** All CSS and the small script are inline; no ``src=``, ``href=`` or CSS
  ``url(`` points outside the file (no web fonts, no images, no CDN). A Content-Security-Policy
  ``<meta>`` forbids every external load, and only the one inline script (by its SHA-256) may
  run. A URL inside the student's text is shown as plain escaped text, never as a link.
- **Escaping.** Every piece of text from a document (paper, sources, titles, paths, details)
  goes through ``html.escape``; a ``<script>`` typed by a student is shown, not run.
- **The paper's text** is always shown in full, with ``white-space: pre-wrap`` so its line and
  paragraph breaks stay as they are. The text content of the ``div.paper-text`` element is
  exactly the paper's extracted text: passage numbers and exclusion labels are drawn with CSS
  generated content on empty elements, so copying the text or parsing it gives the real text.
- **Overlapping passages.** Passages of one source never overlap on the paper's side, but
  passages of different sources may. The text is cut at every passage, exclusion and flag
  boundary into segments; each segment is one ``<mark class="hl">`` whose colour is that of the
  highest-ranked source covering it (sources are ranked by similarity, in a class with the
  corpus credited before classmates, so the lowest index wins: text a copied article explains
  takes the article's colour). The segment still belongs to every passage covering it: ``data-passages`` lists them
  all as ``source:passage`` (0-based indexes into the JSON), ``data-source``/``data-passage``
  name the one whose colour is shown, and a segment covered by several sources gets a dashed
  outline and a tooltip naming them all.
- **Numbering and jumps.** Sources are numbered 1, 2, … by rank; passage 4 of source 1 is
  labelled ``1·4``. Each passage starts with a small numbered link (``#pair-S-P``) to its
  side-by-side pair, and the pair links back (``#text-S-P``); this works without script.
  The script only adds: a click anywhere on a highlight jumps to its pair.
- **Privacy of the sources.** The side-by-side shows the source's passage plus at most
  ``evidence.CONTEXT_CHARS`` (200) characters of context on each side, cut back to a word boundary and
  marked with "…". A source's full text appears only with ``full_texts=True``, in a final
  section (the paper's own text is always shown in full).
- **Word differences.** `app.engine.passage_diff.passage_diff` (Myers' LCS diff on the
  normalised words) marks, in the paper, words the source does not have (``<ins>``) and, in
  the source, words the paper does not have (``<del>``). Each text is analysed once per report.
- **Exclusions** (quotations, bibliography, template text, matches too short to count) are
  struck through (``<del class="excluded">`` with the reason in ``data-reason``, the title and
  a small visible label) and listed in their own section.
- **Flags** (look-alike letters, invisible characters, hidden text) are marked in the text with
  a wavy underline, invisible characters also get a visible ``U+200B``-style label, and all
  flags are listed with their character offsets and an excerpt in which invisible characters
  are written out. Flags about the whole file (no text layer, little text) are only listed.
- **Colours.** `labels.SOURCE_COLOURS` is a fixed palette of light, distinguishable background colours
  (dark text stays readable on all of them; the GUI uses the same list). Source ``i`` gets
  ``source_colour(i)``; the palette repeats after ten sources. ``print-color-adjust: exact``
  keeps the colours when printing.
"""

from __future__ import annotations

import base64
import hashlib
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from app.engine.passage_diff import PassageDiff
from app.report.evidence import (
    Evidence,
    context_after,
    context_before,
    passage_diffs,
)
from app.report.guide import guide_body
from app.report.labels import (
    FLAG_NAMES,
    REASONS,
    SOURCE_COLOURS,
    Named,
    document_name,
    document_title,
    is_invisible,
    passage_label,
    plural,
    report_date,
)
from app.report.layout import (
    EXCLUDED,
    EXCLUDED_NOTE,
    HASH_NOTE,
    PASSAGE,
    READING_NOTE,
    Excerpt,
    Grid,
    MarkedSpan,
    Pair,
    Renderers,
    Row,
    Section,
    diff_marks,
    excluded_grid,
    files_grid,
    flag_advice,
    flags_grid,
    header_alerts,
    hidden_note,
    paper_spans,
    reading_warnings,
    section_title,
    sections,
    settings_grid,
    source_figures,
    source_pairs,
    sources_grid,
    summary,
)
from app.report.model import Exclusion, Flag, Report, SourceReport
from app.scripts import NEUTRAL_SCRIPTS, script_of

#: The HTML of each section, drawn in the layout's order.
_SECTIONS: Renderers[str] = Renderers()


def render_html(evidence: Evidence, *, full_texts: bool = False) -> str:
    """The HTML report of one paper (see the module docstring for what it shows and why).

    ``full_texts=True`` appends each matched source's full text; by default only the matched
    passages and ``CONTEXT_CHARS`` of context around them are shown.
    """
    report = evidence.report
    parts = [_nav(sections(report, full_texts)), _header(report)]
    body = "\n".join(parts + _SECTIONS.draw(evidence, full_texts))
    title = escape(document_name(report.document))
    script_hash = base64.b64encode(hashlib.sha256(_SCRIPT.encode("utf-8")).digest()).decode()
    policy = f"default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-{script_hash}'"
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{policy}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="generator" content="Imbrex">\n'
        f"<title>Imbrex report: {title}</title>\n"
        f"<style>\n{_CSS}{_source_css(len(report.sources))}</style>\n"
        f"</head>\n<body>\n{body}\n<script>{_SCRIPT}</script>\n</body>\n</html>\n"
    )


# ----------------------------------------------------------------------------- small helpers


def _attr(value: object) -> str:
    return escape(str(value), quote=True)


def _text(value: object) -> str:
    return escape(str(value), quote=False)


def _source_css(count: int) -> str:
    rules = []
    for index in range(min(count, len(SOURCE_COLOURS))):
        colour = SOURCE_COLOURS[index]
        rules.append(f".c{index}{{background-color:{colour}}}")
    return "\n".join(rules) + "\n"


def _colour_class(index: int) -> str:
    return f"c{index % len(SOURCE_COLOURS)}"


def _codepoint(char: str) -> str:
    return f"U+{ord(char):04X}"


def _invisible_labels(text: str) -> str:
    return " ".join(_codepoint(ch) for ch in text if is_invisible(ch) and ch not in "\n\r\t")


def _section(section_id: str, content: str, *, css: str = "") -> str:
    extra = f" {css}" if css else ""
    title = section_title(section_id)
    return (
        f'<section id="{section_id}" class="block{extra}">\n<h2>{_text(title)}</h2>\n'
        f"{content}\n</section>"
    )


# ---------------------------------------------------------------------------- header, tables


def _nav(shown: Sequence[Section]) -> str:
    items = "".join(f'<a href="#{s.key}">{_text(s.short)}</a>' for s in shown)
    return f'<nav class="toc" aria-label="Sections">{items}</nav>'


def _header(report: Report) -> str:
    top = summary(report)
    bars = [
        f'<li><span class="bar-label"><span class="swatch {_colour_class(bar.number - 1)}">'
        f"</span>{bar.number}. {_text(bar.name)}</span>"
        f'<span class="bar" role="img" aria-label="{bar.value} of the paper">'
        f'<span class="fill {_colour_class(bar.number - 1)}" '
        f'style="width:{min(bar.share, 1) * 100:.2f}%"></span></span>'
        f'<span class="bar-value">{bar.value}</span></li>'
        for bar in top.bars
    ]
    bar_list = f'<ul class="bars">{"".join(bars)}</ul>' if bars else ""
    verdict = (
        f"{plural(len(bars), 'source')} with matching passages."
        if bars
        else "No matching passage was found in the compared documents."
    )
    link = '<a href="#flags">the list of flags</a>'
    alert = "".join(
        f'<p class="alert">{_text(a).replace("the list of flags", link)}</p>\n'
        for a in header_alerts(top)
    )
    identical = (
        f' <span class="big">{top.identical}</span> is word for word the '
        "same as a source (runs of three or more identical words); the rest was reworded."
        if top.identical is not None
        else ""
    )
    overall = (
        f'<span class="big">{top.similarity}</span> '
        f"of the paper's text matches other documents, copied or reworded.{identical} "
        f"{_text(verdict)}"
    )
    scope = f'<p class="meta scope">{_text(top.scope)}</p>\n' if top.scope else ""
    if top.not_checked:  # a scan: a score of 0 % would say "nothing copied"
        overall, bar_list = f'<span class="big">Not checked</span> {_text(top.not_checked)}', ""
    return (
        '<header class="top">\n'
        f"<h1>Similarity report: {_text(top.name)}</h1>\n"
        f'<p class="meta">File: <span class="path">{_text(top.path)}</span> · '
        f"{_text(top.title) + ' · ' if top.title else ''}"
        f"{top.words} words · {top.chars} characters · "
        f"checked {_text(top.checked)}</p>\n"
        f"{scope}"
        f'<p class="overall">{overall}</p>\n'
        f"{alert}{bar_list}\n</header>"
    )


def _title_note(document: Named, tag: str = "") -> str:
    """The title in the file's metadata, if it says more than the file name (``Title: …``);
    inside ``<tag class="title">`` when ``tag`` is given."""
    title = document_title(document)
    if not title:
        return ""
    note = f"Title: {_text(title)}"
    return f'<{tag} class="title">{note}</{tag}>' if tag else note


def _hidden_note(report: Report) -> str:
    note = hidden_note(report)
    return f'<p class="hidden-sources">{_text(note)}</p>' if note else ""


def _table(
    grid: Grid,
    css: str,
    row_attrs: Callable[[Row], str] = lambda row: "",
    cell: Callable[[Row, int], str] = lambda row, i: _text(row.cells[i]),
) -> str:
    """The layout's table: ``row_attrs`` adds attributes to a row's ``<tr>``, ``cell`` writes
    the content of cell ``i`` of a row (escaped plain text by default)."""
    head = "".join(
        (f'<th title="{_attr(c.hint)}">' if c.hint else "<th>") + f"{_text(c.title)}</th>"
        for c in grid.columns
    )
    numeric = [' class="num"' if c.figure else "" for c in grid.columns]
    rows = "".join(
        f"<tr{row_attrs(row)}>"
        + "".join(f"<td{numeric[i]}>{cell(row, i)}</td>" for i in range(len(grid.columns)))
        + "</tr>"
        for row in grid.rows
    )
    return f'<table class="{css}"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'


def _source_cell(row: Row, i: int) -> str:
    if i == 0:
        return f'<span class="swatch {_colour_class(row.index)}"></span> {_text(row.cells[0])}'
    if i == 1:
        path, *title = row.notes
        return (
            f'<a href="#source-{row.index}">{_text(row.cells[1])}</a>'
            f'<div class="path">{_text(path)}</div>'
            + "".join(f'<div class="title">{_text(t)}</div>' for t in title)
        )
    return _text(row.cells[i])


@_SECTIONS.section("sources")
def _sources_table(evidence: Evidence) -> str:
    report = evidence.report
    grid = sources_grid(report)
    if not grid.rows:
        return _section("sources", f"<p>{_text(grid.empty)}</p>" + _hidden_note(report))
    return _section("sources", _table(grid, "sources", cell=_source_cell) + _hidden_note(report))


# --------------------------------------------------------------------------------- flags


def _flag_excerpt(excerpt: Excerpt, kind: str) -> str:
    before, after = _visible(excerpt.before), _visible(excerpt.after)
    flagged = _visible(excerpt.marked, odd_letters=kind == "homoglyph")
    return f'<span class="excerpt">{before}<strong class="flagged">{flagged}</strong>{after}</span>'


def _visible(piece: str, *, odd_letters: bool = False) -> str:
    """Escaped text with line breaks as spaces and invisible characters written out; with
    ``odd_letters``, letters outside the piece's main script are marked with their name."""
    main = _main_script(piece) if odd_letters else ""
    out = []
    for char in piece:
        if char in "\n\r\t":
            out.append(" ")
        elif is_invisible(char):
            out.append(f'<code class="cp">{_codepoint(char)}</code>')
        elif main and char.isalpha() and script_of(char) not in (main, *NEUTRAL_SCRIPTS):
            name = unicodedata.name(char, "letter")
            out.append(
                f'<span class="odd" title="{_attr(f"{name} ({_codepoint(char)})")}">'
                f"{_text(char)}</span>"
            )
        else:
            out.append(_text(char))
    return "".join(out)


def _main_script(piece: str) -> str:
    counts: dict[str, int] = defaultdict(int)
    for char in piece:
        if char.isalpha():
            counts[script_of(char)] += 1
    scripts = [s for s in counts if s not in NEUTRAL_SCRIPTS]
    if not scripts:
        return ""
    return max(scripts, key=lambda s: (counts[s], s == "LATIN"))


@_SECTIONS.section("flags")
def _flags_section(evidence: Evidence) -> str:
    report, text = evidence.report, evidence.paper_text
    parts = []
    # A scan's flags are about reading the file, not signs of hidden or altered text.
    warnings = reading_warnings(report)
    if warnings:
        items = "".join(f"<li>{_text(w)}</li>" for w in warnings)
        parts.append(
            f'<div class="warnings"><h3>Reading the file</h3><ul>{items}</ul>'
            f"<p>{_text(READING_NOTE)}</p></div>"
        )
    grid = flags_grid(report, text)
    if not grid.rows:
        parts.append(f"<p>{_text(grid.empty)}</p>")
        return _section("flags", "\n".join(parts))
    advice = "".join(
        f"<li><strong>{_text(name)}</strong>: {_text(text)}</li>"
        for name, text in flag_advice(report)
    )
    parts.append(f'<ul class="advice">{advice}</ul>')
    parts.append(_table(grid, "flags", _flag_row, _flag_cell))
    return _section("flags", "\n".join(parts))


def _flag_row(row: Row) -> str:
    return f' class="flag-row" data-flag="{row.index}" data-kind="{_attr(row.detail)}"'


def _flag_cell(row: Row, i: int) -> str:
    if i == 1 and row.place is not None:
        return f'<a href="#flag-{row.index}">{_text(row.cells[1])}</a>'
    if i == 3 and row.excerpt is not None:
        return _flag_excerpt(row.excerpt, row.detail)
    return _text(row.cells[i])


# ----------------------------------------------------------------------------- paper text


@dataclass(frozen=True, slots=True)
class _Span:
    """A span of the paper to mark: ``key`` is ("p", source, passage), ("x", exclusion) or
    ("f", flag)."""

    start: int
    end: int
    key: tuple[Any, ...]


def _paper_spans(report: Report, length: int) -> list[_Span]:
    """The marked spans of ``layout.paper_spans`` keyed for the markup."""
    return [_Span(s.start, s.end, _span_key(s)) for s in paper_spans(report, length)]


def _span_key(span: MarkedSpan) -> tuple[Any, ...]:
    if span.kind == PASSAGE:
        return ("p", span.source, span.index)
    return ("x" if span.kind == EXCLUDED else "f", span.index)


def _segments(
    length: int, spans: Sequence[_Span]
) -> Iterable[tuple[int, int, list[tuple[Any, ...]], list[tuple[Any, ...]]]]:
    """Cut [0, length) at every span boundary: yields (start, end, keys covering the segment,
    keys of spans starting at ``start``). O(b log b) for b boundaries plus the output."""
    starts: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    ends: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    bounds = {0, length}
    for span in spans:
        starts[span.start].append(span.key)
        ends[span.end].append(span.key)
        bounds.update((span.start, span.end))
    active: dict[tuple[Any, ...], None] = {}
    points = sorted(bounds)
    for a, b in zip(points, points[1:], strict=False):
        for key in ends.get(a, ()):
            active.pop(key, None)
        for key in starts.get(a, ()):
            active[key] = None
        yield a, b, list(active), sorted(starts.get(a, ()))


@_SECTIONS.section("paper")
def _paper_section(evidence: Evidence) -> str:
    report, text = evidence.report, evidence.paper_text
    legend = (
        '<p class="legend">Each highlight is a passage found in a source (colours as in the '
        'list of sources); its number, such as <span class="pn-sample">1·2</span>, is a link '
        'to the passage next to the source. <del class="excluded sample">Struck-through</del> '
        'text is left out of the score; <span class="flag sample">wavy underlines</span> mark '
        "signs of hidden or altered text.</p>"
    )
    if not text:
        body = '<p class="empty">The file gave no text to compare.</p>'
    else:
        body = f'<div class="paper-text">{_paper_markup(report, text)}</div>'
    return _section("paper", legend + "\n" + body, css="break")


def _paper_markup(report: Report, text: str) -> str:
    sources = report.sources
    excluded = report.excluded
    flags = report.flags
    out: list[str] = []
    for a, b, keys, starting in _segments(len(text), _paper_spans(report, len(text))):
        for key in starting:
            out.append(_anchor(key, sources, excluded))
        piece = _text(text[a:b])
        flag_keys = [k for k in keys if k[0] == "f"]
        passage_keys = sorted(k for k in keys if k[0] == "p")
        excluded_keys = [k for k in keys if k[0] == "x"]
        if flag_keys:
            piece = _flag_markup(piece, [flags[k[1]] for k in flag_keys], flag_keys, text[a:b])
        if passage_keys:
            piece = _highlight(piece, passage_keys)
        if excluded_keys:
            piece = _struck(piece, excluded_keys, excluded, starting)
        out.append(piece)
    return "".join(out)


def _anchor(
    key: tuple[Any, ...],
    sources: Sequence[SourceReport],
    excluded: Sequence[Exclusion],
) -> str:
    if key[0] == "p":
        _, s, p = key
        passage = sources[s].passages[p]
        label = passage_label(s, p)
        title = (
            f"Source {s + 1}, passage {p + 1} ({passage.words} words): show it next to the source"
        )
        return (
            f'<a class="pn {_colour_class(s)}" id="text-{s}-{p}" href="#pair-{s}-{p}" '
            f'data-label="{label}" aria-label="{_attr(title)}" title="{_attr(title)}"></a>'
        )
    if key[0] == "x":
        return f'<a class="anchor" id="excluded-{key[1]}"></a>'
    return f'<a class="anchor" id="flag-{key[1]}"></a>'


def _highlight(piece: str, keys: Sequence[tuple[Any, ...]]) -> str:
    _, s, p = keys[0]
    refs = " ".join(f"{k[1]}:{k[2]}" for k in keys)
    names = ", ".join(f"passage {passage_label(k[1], k[2])}" for k in keys)
    multi = " multi" if len({k[1] for k in keys}) > 1 else ""
    return (
        f'<mark class="hl {_colour_class(s)}{multi}" data-source="{s}" data-passage="{p}" '
        f'data-passages="{refs}" title="{_attr(names.capitalize())}">{piece}</mark>'
    )


def _flag_markup(
    piece: str, flags: Sequence[Flag], keys: Sequence[tuple[Any, ...]], raw: str
) -> str:
    kinds = sorted({str(f.kind) for f in flags})
    classes = " ".join(["flag", *(f"flag-{k}" for k in kinds)])
    title = "; ".join(f"{FLAG_NAMES.get(str(f.kind), f.kind)}: {f.detail}" for f in flags)
    shown = _invisible_labels(raw)
    show = f' data-show="{_attr(shown)}"' if shown else ""
    refs = " ".join(str(k[1]) for k in keys)
    return (
        f'<span class="{classes}" data-flags="{refs}" title="{_attr(title)}"{show}>{piece}</span>'
    )


def _struck(
    piece: str,
    keys: Sequence[tuple[Any, ...]],
    excluded: Sequence[Exclusion],
    starting: Sequence[tuple[Any, ...]],
) -> str:
    reasons = [str(excluded[k[1]].reason) for k in keys]
    title = "Excluded from the score: " + ", ".join(REASONS.get(r, r) for r in reasons)
    refs = " ".join(str(k[1]) for k in keys)
    first = [k for k in keys if k in starting]
    label = ""
    if first:
        label = f' data-label="{_attr(", ".join(REASONS.get(r, r) for r in reasons))}"'
    css = "excluded first" if first else "excluded"
    return (
        f'<del class="{css}" data-excluded="{refs}" data-reason="{_attr(" ".join(reasons))}" '
        f'title="{_attr(title)}"{label}>{piece}</del>'
    )


# ---------------------------------------------------------------------------- side by side


def _marked(text: str, lo: int, hi: int, spans: Iterable[tuple[int, int, str, str]]) -> str:
    """Escaped ``text[lo:hi]`` with each (start, end, opening tag, closing tag) span wrapped;
    spans are clipped to [lo, hi) and must not overlap."""
    out = []
    at = lo
    for start, end, opening, closing in sorted(spans):
        start, end = max(start, at), min(end, hi)
        if start >= end:
            continue
        out.append(_text(text[at:start]))
        out.append(f"{opening}{_text(text[start:end])}{closing}")
        at = end
    out.append(_text(text[at:hi]))
    return "".join(out)


_DIFF_TAGS = {
    "paper": ('<ins class="diff" title="not in the source">', "</ins>"),
    "source": ('<del class="diff" title="not in the paper">', "</del>"),
}


def _diff_spans(diff: PassageDiff | None, side: str) -> list[tuple[int, int, str, str]]:
    opening, closing = _DIFF_TAGS[side]
    return [(m.start, m.end, opening, closing) for m in diff_marks(diff, side)]


@_SECTIONS.section("pairs")
def _pairs_section(evidence: Evidence) -> str:
    diffs = passage_diffs(evidence)
    sources = evidence.report.sources
    if not sources:
        return _section("pairs", "<p>There is no passage to show.</p>")
    legend = (
        '<p class="legend">Each passage of the paper stands next to the source\'s passage. '
        '<ins class="diff sample">Underlined</ins> words of the paper are not in the source; '
        '<del class="diff sample">struck-through</del> words of the source are not in the paper; '
        'grey text is the source\'s context, cut at "…". Only the matched passages of each '
        "source and a little context are shown.</p>"
    )
    parts = [legend]
    for s in range(len(sources)):
        parts.append(_source_pairs(evidence, s, diffs))
    return _section("pairs", "\n".join(parts), css="break")


def _source_pairs(evidence: Evidence, s: int, diffs: Mapping[tuple[int, int], PassageDiff]) -> str:
    paper_text, source_text = evidence.paper_text, evidence.source_texts[s]
    source = evidence.report.sources[s]
    title = _text(document_name(source))
    collection = source.collection
    where = _text(source.path) + (f" · {_text(collection)}" if collection else "")
    where += f" · {_title_note(source)}" if document_title(source) else ""  # "Title: …"
    pairs = [
        _pair(paper_text, pair, source_text)
        for pair in source_pairs(s, source, len(paper_text), len(source_text), diffs)
    ]
    quoted = [
        f'<p class="quoted-copy"><del class="excluded">{_text(paper_text[q.start : q.end])}'
        f"</del><br>Paper, characters {int(q.start):,}–{int(q.end):,}, in quotation marks "
        "with no citation nearby (not counted in the similarity); source, characters "
        f"{int(q.source_start):,}–{int(q.source_end):,}: "
        f"{_text(source_text[q.source_start : q.source_end])}</p>"
        for q in source.quoted_passages
    ]
    return (
        f'<section class="source-pairs" id="source-{s}">\n'
        f'<h3><span class="swatch {_colour_class(s)}"></span> Source {s + 1}: {title}</h3>\n'
        f'<p class="path">{where} · {_text(" · ".join(source_figures(source)))}</p>\n'
        + "\n".join(pairs + quoted)
        + "\n</section>"
    )


def _pair(paper_text: str, pair: Pair, source_text: str) -> str:
    s, p, diff = pair.source, pair.index, pair.diff
    start, end = pair.paper
    s_start, s_end = pair.source_span
    paper_side = _marked(paper_text, start, end, _diff_spans(diff, "paper"))
    source_side = _marked(source_text, s_start, s_end, _diff_spans(diff, "source"))
    before = _text(context_before(source_text, s_start))
    after = _text(context_after(source_text, s_end))
    return (
        f'<article class="pair" id="pair-{s}-{p}" data-source="{s}" data-passage="{p}">\n'
        f'<h4><a class="pn-link {_colour_class(s)}" href="#text-{s}-{p}" '
        f'title="Back to the passage in the paper">{pair.label}</a> '
        f'<span class="facts">{_text(" · ".join(pair.facts))}</span></h4>\n'
        '<div class="sides">'
        f'<div class="side"><div class="side-title">Paper, characters {start:,}–{end:,}</div>'
        f'<div class="passage-text paper-passage {_colour_class(s)}">{paper_side}</div></div>'
        f'<div class="side"><div class="side-title">Source, characters {s_start:,}–{s_end:,}'
        "</div>"
        f'<div class="passage-text"><span class="context">{before}</span>'
        f'<span class="source-passage {_colour_class(s)}">{source_side}</span>'
        f'<span class="context">{after}</span></div></div>'
        "</div>\n</article>"
    )


# ------------------------------------------------------------------- excluded, about, full


@_SECTIONS.section("excluded")
def _excluded_section(evidence: Evidence) -> str:
    report, text = evidence.report, evidence.paper_text
    grid = excluded_grid(report, text)
    if not grid.rows:
        return _section("excluded", f"<p>{_text(grid.empty)}</p>")
    return _section(
        "excluded",
        f"<p>{_text(EXCLUDED_NOTE)}</p>"
        + _table(grid, "excluded-list", _excluded_row, _excluded_cell),
    )


def _excluded_row(row: Row) -> str:
    return f' data-excluded="{row.index}" data-reason="{_attr(row.detail)}"'


def _excluded_cell(row: Row, i: int) -> str:
    if i == 1:
        return f'<a href="#excluded-{row.index}">{_text(row.cells[1])}</a>'
    if i == 2:
        return f'<del class="excluded-excerpt">{_text(row.cells[2])}</del>'
    return _text(row.cells[i])


@_SECTIONS.section("guide")
def _guide_section(evidence: Evidence) -> str:
    return _section("guide", guide_body("en"))


@_SECTIONS.section("about")
def _about_section(evidence: Evidence) -> str:
    report = evidence.report
    files, settings = files_grid(report), settings_grid(report)
    content = (
        f"<p>Made by Imbrex {_text(report.imbrex or '?')} on "
        f"{_text(report_date(report.created))} (report schema "
        f"{_text(report.schema)}). {_text(HASH_NOTE)}</p>"
        f"<h3>Files</h3>{_table(files, 'hashes')}"
        "<h3>Settings</h3>"
        + (_table(settings, "settings") if settings.rows else f"<p>{_text(settings.empty)}</p>")
    )
    return _section("about", content)


@_SECTIONS.section("full-texts")
def _full_texts_section(evidence: Evidence) -> str:
    sources = evidence.report.sources
    if not sources:
        return ""
    parts = [
        "<p>The full texts of the sources were included on request. They may be other "
        "students' work: share this report with care.</p>"
    ]
    for s, (source, text) in enumerate(zip(sources, evidence.source_texts, strict=True)):
        spans = [
            (
                int(p.source_start),
                int(p.source_end),
                f'<mark class="{_colour_class(s)}" title="passage {passage_label(s, n)}">',
                "</mark>",
            )
            for n, p in enumerate(source.passages)
        ]
        parts.append(
            f'<section class="full-text" id="full-{s}"><h3>Source {s + 1}: '
            f"{_text(source.title or source.path)}</h3>"
            f'<div class="paper-text source-text">{_marked(text, 0, len(text), _no_overlap(spans))}'
            "</div></section>"
        )
    return _section("full-texts", "\n".join(parts), css="break")


def _no_overlap(spans: list[tuple[int, int, str, str]]) -> list[tuple[int, int, str, str]]:
    """Passages may overlap on the source's side: keep the first of overlapping ones whole and
    the rest of the later ones."""
    kept: list[tuple[int, int, str, str]] = []
    at = 0
    for start, end, opening, closing in sorted(spans):
        start = max(start, at)
        if start < end:
            kept.append((start, end, opening, closing))
            at = end
    return kept


# ------------------------------------------------------------------------------ CSS and JS

_CSS = """
:root{color-scheme:light}
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",
 Arial,"PingFang SC","Microsoft YaHei",sans-serif;color:#1a1a1a;background:#fff;margin:0;
 line-height:1.5;-webkit-print-color-adjust:exact;print-color-adjust:exact}
nav.toc{position:sticky;top:0;z-index:5;background:#f4f4f4;border-bottom:1px solid #ccc;
 padding:.4em 1.5em;display:flex;flex-wrap:wrap;gap:1.2em}
nav.toc a{color:#1a4f8a;text-decoration:none}
header.top,section.block{max-width:72em;margin:0 auto;padding:1em 1.5em}
h1{font-size:1.6em;margin:.3em 0}
h2{font-size:1.3em;border-bottom:2px solid #ddd;padding-bottom:.2em}
h3{font-size:1.1em}
.meta,.path{color:#555;font-size:.9em;overflow-wrap:anywhere}
.overall .big{font-size:2em;font-weight:bold;margin-right:.3em}
ul.bars{list-style:none;padding:0;margin:.5em 0}
ul.bars li{display:grid;grid-template-columns:minmax(10em,22em) 1fr 4.5em;gap:.6em;
 align-items:center;margin:.2em 0}
.bar-label{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bar{display:block;height:1em;background:#eee;border:1px solid #bbb}
.bar .fill{display:block;height:100%;border-right:1px solid #888}
.bar-value{text-align:right;font-variant-numeric:tabular-nums}
.swatch{display:inline-block;width:1em;height:1em;border:1px solid #888;vertical-align:-.15em;
 margin-right:.3em}
table{border-collapse:collapse;width:100%;font-size:.92em;margin:.5em 0}
th,td{border:1px solid #ccc;padding:.25em .45em;text-align:left;vertical-align:top}
th{background:#f1f1f1}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
table.hashes td:last-child{font-family:ui-monospace,Consolas,monospace;font-size:.85em;overflow-wrap:anywhere}
.legend{color:#444;font-size:.9em}
.paper-text{white-space:pre-wrap;overflow-wrap:anywhere;border:1px solid #ddd;padding:1em;
 font-size:1em;line-height:1.7}
mark.hl{color:inherit;padding:.05em 0;cursor:pointer}
mark.hl.multi{outline:1px dashed #555}
a.pn,.pn-sample,a.pn-link{font-size:.72em;font-weight:bold;color:#000;text-decoration:none;
 border:1px solid #666;border-radius:.3em;padding:0 .25em;margin-right:.15em;
 vertical-align:.15em;white-space:nowrap}
a.pn::before{content:attr(data-label)}
a.anchor{display:inline}
del.excluded{text-decoration:line-through;text-decoration-color:#b00;color:#666}
del.excluded.first::before{content:attr(data-label);display:inline-block;font-size:.7em;
 color:#fff;background:#8a1c1c;border-radius:.3em;padding:0 .3em;margin-right:.2em;
 vertical-align:.15em}
.flag{text-decoration:underline wavy #d00;text-decoration-skip-ink:none}
.flag[data-show]::before{content:attr(data-show);display:inline-block;font-size:.7em;
 color:#fff;background:#c00;border-radius:.3em;padding:0 .25em;margin:0 .1em}
.sample{padding:0 .2em}
.alert{color:#8a1c1c;font-weight:bold}
.warnings{border-left:4px solid #c77700;background:#fff7e6;padding:.3em 1em}
ul.advice{font-size:.92em}
.excerpt code.cp,.cp{font-family:ui-monospace,Consolas,monospace;font-size:.8em;color:#fff;
 background:#c00;border-radius:.2em;padding:0 .2em}
.excerpt .flagged{background:#ffe0e0}
.excerpt .odd{background:#c00;color:#fff}
article.pair{border:1px solid #ccc;border-radius:.4em;margin:1em 0;padding:.5em .8em}
article.pair:target{outline:3px solid #1a4f8a}
article.pair h4{margin:.1em 0 .4em;font-weight:normal}
.facts{color:#444;font-size:.9em}
.sides{display:grid;grid-template-columns:1fr 1fr;gap:1em}
.side-title{font-size:.8em;color:#666}
.passage-text{white-space:pre-wrap;overflow-wrap:anywhere}
.context{color:#888}
ins.diff{text-decoration:underline 2px #1b6e1b;background:#fffbd0}
del.diff{text-decoration:line-through 2px #b00;background:#fde9e9}
.empty{color:#666;font-style:italic}
@media (max-width:50em){.sides{grid-template-columns:1fr}}
@media print{
 nav.toc{display:none}
 body{font-size:10pt}
 header.top,section.block{max-width:none;padding:0}
 section.break{break-before:page}
 article.pair,tr{break-inside:avoid}
 a{color:inherit;text-decoration:none}
 mark.hl{cursor:auto}
 article.pair:target{outline:none}
}
"""

_SCRIPT = (
    "document.addEventListener('click',function(e){"
    "var m=e.target.closest('mark.hl');"
    "if(!m||e.target.closest('a'))return;"
    "location.hash='pair-'+m.dataset.source+'-'+m.dataset.passage;});"
)
