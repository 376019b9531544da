"""One layout for both reports: the HTML and the PDF of one evidence mark the same passages
and caption each source and passage with the same figures (``app/report/layout.py``)."""

from __future__ import annotations

import io
import re
from dataclasses import replace

import pytest
from pdfminer.high_level import extract_text

from app.report.evidence import Evidence, passage_diffs
from app.report.html_report import render_html
from app.report.labels import passage_label
from app.report.layout import (
    PASSAGE,
    paper_spans,
    plural,
    sections,
    source_figures,
    source_pairs,
)
from app.report.pdf_report import render_pdf


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
