"""The paper's word-for-word share: the union of its sources' identical text, beside the
similarity in the JSON report, the HTML, PDF and text reports and papers.csv."""

from __future__ import annotations

import io

from pdfminer.high_level import extract_text

from app.engine.exclusions import covered_characters
from app.report.csv_report import PaperRow, render_papers_csv
from app.report.evidence import Evidence, without_sources
from app.report.labels import percent
from app.report.writers import render
from tests.engine.test_align import BEES, source_text
from tests.report.conftest import evidence_of


def test_the_paper_share_is_the_union_of_the_sources_identical_text(english: Evidence):
    report = english.report
    sources = report.sources
    assert len(sources) >= 2
    spans = [span for s in sources for span in s.identical_spans or ()]
    union = covered_characters(spans) / report.document.chars
    assert report.identical == round(union, 4)
    assert max(s.identical or 0.0 for s in sources) <= report.identical <= report.similarity


def test_text_found_in_two_sources_counts_once():
    bees = source_text(BEES) + "\n"
    evidence = evidence_of(bees, {"one/bees.txt": bees, "two/bees.txt": bees})
    report = evidence.report
    assert [s.identical for s in report.sources] == [report.identical] * 2
    assert report.identical is not None and report.identical > 0.9


def test_hiding_a_source_recomputes_the_word_for_word_share(english: Evidence):
    top = english.report.sources[0]
    left = without_sources(english, {0})
    others = [sp for s in english.report.sources[1:] for sp in s.identical_spans or ()]
    expected = covered_characters(others) / len(english.paper_text)
    assert left.report.identical == round(expected, 4)
    assert left.report.identical is not None and english.report.identical is not None
    assert left.report.identical < english.report.identical
    assert top.identical is not None and top.identical > 0


def test_every_report_shows_the_paper_share(english: Evidence):
    assert english.report.identical is not None
    share = percent(english.report.identical)
    html = render(english, "html").decode("utf-8")
    assert f'<span class="big">{share}</span> is word for word the same as a source' in html
    pdf = " ".join(extract_text(io.BytesIO(render(english, "pdf")), page_numbers=[0]).split())
    assert f"Word for word: {share}" in pdf
    text = render(english, "text").decode("utf-8")
    assert f"{english.report.identical:.1%} word for word" in text.splitlines()[0]
    csv = render_papers_csv([PaperRow.from_report(english.report)])
    assert "word for word (%)" in csv.splitlines()[0]
    assert f"{english.report.identical * 100:.2f}" in csv.splitlines()[1]
