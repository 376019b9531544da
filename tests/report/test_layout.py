"""One layout for both reports: the HTML and the PDF of one evidence mark the same passages
and caption each source and passage with the same figures (``app/report/layout.py``)."""

from __future__ import annotations

import io
import re
from dataclasses import replace
from functools import partial
from html import unescape
from html.parser import HTMLParser

import pytest
from pdfminer.high_level import extract_text

from app.report import html_report, pdf_report
from app.report.evidence import Evidence, passage_diffs
from app.report.html_report import render_html
from app.report.labels import is_invisible, passage_label, plural
from app.report.layout import (
    PASSAGE,
    SECTIONS,
    Grid,
    Renderers,
    diff_marks,
    excluded_grid,
    files_grid,
    flags_grid,
    header_alerts,
    hidden_note,
    paper_spans,
    reading_warnings,
    sections,
    settings_grid,
    source_figures,
    source_pairs,
    sources_grid,
    summary,
)
from app.report.model import Flag
from app.report.pdf_report import Table, _plan, render_pdf


def _flat(text: str) -> str:
    return " ".join(text.split())


def _pdf_text(evidence: Evidence) -> str:
    return _flat(extract_text(io.BytesIO(render_pdf(evidence))))


def _html_text(evidence: Evidence) -> str:
    return _flat(re.sub(r"<[^>]+>", " ", render_html(evidence)).replace("&#x27;", "'"))


def test_both_reports_hold_the_same_passages_and_figures(english: Evidence):
    html = render_html(english)
    html_text = _html_text(english)
    pdf = _pdf_text(english)
    labels = {
        passage_label(s, p)
        for s, source in enumerate(english.report.sources)
        for p in range(len(source.passages))
    }
    assert len(labels) >= 3
    # Every passage is numbered in the paper's text of both reports.
    assert (
        set(re.findall(r'class="pn [^"]*" id="text-[^"]*" href="[^"]*" data-label="([^"]+)"', html))
        == labels
    )
    for label in labels:
        assert pdf.count(label) >= 2, label  # in the paper and in its side-by-side pair
    for source in english.report.sources:
        caption = " · ".join(source_figures(source))
        assert caption in html_text and caption in pdf, caption
    diffs = passage_diffs(english)
    for s, (source, text) in enumerate(
        zip(english.report.sources, english.source_texts, strict=True)
    ):
        for pair in source_pairs(s, source, len(english.paper_text), len(text), diffs):
            facts = " · ".join(pair.facts)
            assert facts in html_text and facts in pdf, facts
            assert "words the same, in order" in facts or "too different" in facts
    assert "passage(s)" not in pdf and " 1 passages" not in html_text


def test_a_passage_starting_before_the_text_keeps_its_part_inside_in_both_reports(
    english: Evidence,
):
    """A damaged or hand-edited report: the part of the span inside the text is marked (the
    PDF used to drop the span, and with it the number its pair points back to)."""
    source = english.report.sources[0]
    first = replace(source.passages[0], start=-5)
    report = replace(
        english.report,
        sources=(
            replace(source, passages=(first, *source.passages[1:])),
            *english.report.sources[1:],
        ),
    )
    spans = [s for s in paper_spans(report, len(english.paper_text)) if s.kind == PASSAGE]
    assert (spans[0].start, spans[0].end, spans[0].source, spans[0].index) == (
        0,
        first.end,
        0,
        0,
    )
    evidence = Evidence(report, english.paper_text, english.source_texts)
    assert 'id="text-0-0"' in render_html(evidence)
    assert _pdf_text(evidence).count(passage_label(0, 0)) >= 2


def test_spans_are_clipped_to_the_text_and_empty_ones_dropped(english: Evidence):
    length = 10
    spans = paper_spans(english.report, length)
    assert all(0 <= s.start < s.end <= length for s in spans)


def test_counts_are_written_in_the_singular_for_one():
    assert plural(1, "passage") == "1 passage" and plural(2, "passage") == "2 passages"
    assert plural(1_200, "word") == "1,200 words"


@pytest.mark.parametrize("name", ["english", "no_match"])
def test_both_reports_hold_the_same_sections_in_the_same_order(name, request):
    evidence: Evidence = request.getfixturevalue(name)
    expected = [s.title for s in sections(evidence.report, full_texts=True)]
    html = render_html(evidence, full_texts=True)
    assert re.findall(r"<section id=\"[^\"]+\" class=\"block[^\"]*\">\n<h2>([^<]+)</h2>", html) == [
        t.replace("'", "&#x27;") for t in expected
    ]
    pdf = _flat(extract_text(io.BytesIO(render_pdf(evidence, full_texts=True))))
    places = [pdf.find(title) for title in expected]
    assert -1 not in places and places == sorted(places), dict(zip(expected, places, strict=True))


# --- the tables: one layout, the same rows in both reports -------------------------------------


class _Tables(HTMLParser):
    """Each ``<table>`` of the HTML by class: its headings and its rows' cell texts (the
    ``U+XXXX`` labels of invisible characters left out)."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, tuple[list[str], list[list[str]]]] = {}
        self._table: tuple[list[str], list[list[str]]] | None = None
        self._cell: list[str] | None = None
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        css = dict(attrs).get("class") or ""
        if tag == "table":
            self._table = self.tables.setdefault(css, ([], []))
        elif tag == "tr" and self._table is not None and self._cell is None:
            self._row: list[str] = []
        elif tag in ("th", "td"):
            self._cell = []
        elif tag == "code" and "cp" in css.split():
            self._skip += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "code" and self._skip:
            self._skip -= 1
        elif tag in ("th", "td") and self._cell is not None and self._table is not None:
            (self._table[0] if tag == "th" else self._row).append(_flat("".join(self._cell)))
            self._cell = None
        elif tag == "tr" and self._table is not None and self._row:
            self._table[1].append(self._row)
        elif tag == "table":
            self._table = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None and not self._skip:
            self._cell.append(data)


def _html_tables(html: str) -> dict[str, tuple[list[str], list[list[str]]]]:
    parser = _Tables()
    parser.feed(html)
    return parser.tables


def _shown(cell: str) -> str:
    """A cell's text as both reports can be compared on: invisible characters left out."""
    return _flat("".join(ch for ch in cell if not is_invisible(ch) or ch in "\n\t"))


@pytest.fixture(scope="module")
def busy(english: Evidence) -> Evidence:
    """Several sources, flags in the text and about the whole file, exclusions, a reading
    warning, hidden sources and a setting that is a yes/no."""
    report = replace(
        english.report,
        flags=(*english.report.flags, Flag("near-duplicate", 0, 0, "/corpus/anna.docx")),
        warnings=("Some letters could not be read.",),
        hidden_sources=("sources/own-notes.txt", "sources/class-handout.txt"),
    )
    return Evidence(report, english.paper_text, english.source_texts)


def _grids(evidence: Evidence) -> dict[str, Grid]:
    report = evidence.report
    return {
        "sources": sources_grid(report),
        "flags": flags_grid(report, evidence.paper_text),
        "excluded-list": excluded_grid(report, evidence.paper_text),
        "hashes": files_grid(report),
        "settings": settings_grid(report),
    }


def test_the_html_tables_are_the_layouts_tables(busy: Evidence):
    report = busy.report
    assert len(report.sources) >= 3 and report.excluded and report.hidden_sources
    assert {f.kind for f in report.flags} >= {"homoglyph", "invisible-char", "near-duplicate"}
    tables = _html_tables(render_html(busy))
    for css, grid in _grids(busy).items():
        heads, rows = tables[css]
        assert heads == [c.title for c in grid.columns], css
        expected = [
            [
                _shown("".join((cell, *row.notes)) if i == 1 else cell)
                for i, cell in enumerate(row.cells)
            ]
            for row in grid.rows
        ]
        assert rows == expected, css
    assert len(tables["flags"][1]) == 3  # the near-duplicate among the flags, in the text
    assert _flat(hidden_note(report)) in _html_text(busy)
    for warning in reading_warnings(report):
        assert _flat(warning) in _html_text(busy)


def test_the_pdf_tables_hold_the_layouts_rows(busy: Evidence):
    pdf = re.sub(r"\[U\+[0-9A-F]{4,6}\]", "", _pdf_text(busy))
    for name, grid in _grids(busy).items():
        for column in grid.columns:
            assert column.title in pdf, (name, column.title)
        for row in grid.rows:
            for cell in (*row.cells, *row.notes):
                assert _shown(cell) in pdf, (name, cell)
    report = busy.report
    assert _flat(hidden_note(report)) in pdf
    for warning in reading_warnings(report):
        assert _flat(warning) in pdf
    # The words of each source's passages, a column only the HTML had.
    assert "words" in [c.title for c in sources_grid(report).columns]


def test_both_reports_mark_the_same_changed_words(english: Evidence):
    """A look-alike letter swapped into a copied word is marked in both reports (the PDF used
    to leave a replaced word unmarked when both sides read the same)."""
    s = next(i for i, src in enumerate(english.report.sources) if src.path.endswith("bees.txt"))
    diff = passage_diffs(english)[s, 0]
    paper = [english.paper_text[m.start : m.end] for m in diff_marks(diff, "paper")]
    source = [english.source_texts[s][m.start : m.end] for m in diff_marks(diff, "source")]
    assert any("\u043e" in word for word in paper) and "sisters" in source
    html = render_html(english)
    pair = html[html.index(f'id="pair-{s}-0"') :]
    pair = pair[: pair.index("</article>")]
    assert re.findall(r'<ins class="diff"[^>]*>([^<]*)</ins>', pair) == paper
    assert re.findall(r'<del class="diff"[^>]*>([^<]*)</del>', pair) == source
    assert [w for w in paper if w in _pdf_marked_words(english)] == paper


def _pdf_marked_words(evidence: Evidence) -> list[str]:
    """The words the PDF marks on the paper's side of the side-by-side pairs (underlined in
    the body's size; the passage labels and captions are smaller)."""
    return [
        run.text
        for block in _plan(evidence, full_texts=False)
        if isinstance(block, Table) and block.caption is not None
        for row in block.rows
        for cell in row
        for paragraph in cell.paragraphs
        for run in paragraph.runs
        if run.style.underline and run.style.size >= 9
    ]


def test_a_replaced_word_that_reads_the_same_is_marked_in_both_reports(
    english: Evidence, monkeypatch
):
    """The engine's normalisation can tell apart words that read the same (a look-alike letter
    it does not fold back to what the eye sees): such a "replace" is marked in both reports.
    The PDF used to drop it; here the diff is made so, as the engine can give it."""
    s = next(i for i, src in enumerate(english.report.sources) if src.path.endswith("bees.txt"))
    diffs = dict(passage_diffs(english))
    real = diffs[s, 0]
    first = next(i for i, c in enumerate(real.changes) if c.kind == "equal")
    same = replace(real.changes[first], kind="replace")
    diffs[s, 0] = replace(real, changes=(*real.changes[:first], same, *real.changes[first + 1 :]))
    monkeypatch.setattr(html_report, "passage_diffs", lambda evidence: diffs)
    monkeypatch.setattr(pdf_report, "passage_diffs", lambda evidence: diffs)
    word = english.paper_text[same.start : same.end]
    assert word == english.source_texts[s][same.source_start : same.source_end]
    paper = [english.paper_text[m.start : m.end] for m in diff_marks(diffs[s, 0], "paper")]
    assert word in paper
    html = render_html(english)
    pair = html[html.index(f'id="pair-{s}-0"') :]
    pair = pair[: pair.index("</article>")]
    assert re.findall(r'<ins class="diff"[^>]*>([^<]*)</ins>', pair) == paper
    assert [w for w in paper if w in _pdf_marked_words(english)] == paper


def _key(key: str, evidence: Evidence) -> str:
    return key


def test_a_writer_must_draw_every_section(english: Evidence):
    drawn: Renderers[str] = Renderers()
    for s in SECTIONS:
        if s.key != "flags":
            drawn.section(s.key)(partial(_key, s.key))
    with pytest.raises(KeyError, match="flags"):
        drawn.draw(english, False)
    drawn.section("flags")(lambda evidence: "flags")
    assert drawn.draw(english, False) == [s.key for s in sections(english.report, full_texts=False)]
    with pytest.raises(KeyError, match="flags"):
        drawn.section("flags")(lambda evidence: "again")
    with pytest.raises(KeyError, match="nowhere"):
        drawn.section("nowhere")


def test_both_headers_hold_the_same_figures_and_alerts(busy: Evidence):
    """The paper's figures, a bar per source, and the alerts: the flags in the text and a file
    only partly read (the PDF's title page used to show neither alert)."""
    report = replace(
        busy.report,
        flags=(*busy.report.flags, Flag("little-text", 0, 0, "a page without a text layer")),
    )
    evidence = Evidence(report, busy.paper_text, busy.source_texts)
    top = summary(report)
    alerts = header_alerts(top)
    assert not top.not_checked and len(alerts) == 2 and top.flags_in_text == 3
    html = render_html(evidence)
    header = _flat(unescape(re.sub(r"<[^>]+>", "", html[: html.index("</header>")])))
    pdf = _pdf_text(evidence)
    figures = [top.name, top.path, top.words, top.chars, top.similarity, str(top.identical)]
    for bar in top.bars:
        figures += [bar.name, bar.value]
    for text in figures + alerts:
        assert _flat(text) in header and _flat(text) in pdf, text
