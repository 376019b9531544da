"""Quotations, bibliography headings and the passage filter."""

from __future__ import annotations

import pytest

from app.engine.exclusions import (
    Exclusion,
    apply_exclusions,
    bibliography_span,
    merge_exclusions,
    quotation_spans,
)
from app.engine.passage import Passage


@pytest.mark.parametrize(
    "text, quoted",
    [
        ("He wrote “to be or not to be” once.", "“to be or not to be”"),
        ('He wrote "to be or not to be" once.', '"to be or not to be"'),
        ("Он писал «быть или не быть» однажды.", "«быть или не быть»"),
        ("Er schrieb „Sein oder Nichtsein“ einmal.", "„Sein oder Nichtsein“"),
        ("Er schrieb »Sein oder Nichtsein« einmal.", "»Sein oder Nichtsein«"),
        ("他说「生存还是毁灭」。", "「生存还是毁灭」"),
    ],
)
def test_quotation_marks_of_several_languages(text, quoted):
    spans = quotation_spans(text)
    assert [text[s.start : s.end] for s in spans] == [quoted]
    assert spans[0].reason == "quote"


def test_an_unclosed_quote_does_not_swallow_the_next_paragraph():
    text = "He said “this never closes.\n\nA new paragraph with “a real quote” here."
    assert [text[s.start : s.end] for s in quotation_spans(text)] == ["“a real quote”"]


@pytest.mark.parametrize(
    "heading",
    [
        "References",
        "Bibliography",
        "Works Cited",
        "Список литературы",
        "Литература:",
        "Literaturverzeichnis",
        "Bibliographie",
        "Références",
        "Bibliografía",
        "Referencias",
        "参考文献",
        "7. References",
    ],
)
def test_bibliography_headings(heading):
    body = "An essay paragraph about something important.\n" * 20
    text = f"{body}{heading}\nSmith, J. (2020). A book. Publisher.\n"
    span = bibliography_span(text)
    assert span is not None and text[span.start :].startswith(heading.split()[0])
    assert span.end == len(text)


def test_a_heading_word_inside_a_sentence_or_early_is_not_a_bibliography():
    body = "An essay paragraph about something important.\n" * 20
    assert bibliography_span(body + "The references in this essay are many.\n") is None
    assert bibliography_span("References\n" + body) is None


def _passage(start, end):
    return Passage(start, end, 0, 10, words=10, method="shingle", score=1.0)


def test_passages_mostly_inside_exclusions_are_dropped_with_the_reason():
    quote = Exclusion(0, 80, "quote")
    kept, dropped = apply_exclusions([_passage(10, 90), _passage(60, 200)], [quote], 0.5)
    assert kept == [_passage(60, 200)]
    assert dropped == [Exclusion(10, 90, "quote")]


def test_merge_joins_overlaps_of_one_reason_only():
    merged = merge_exclusions(
        [Exclusion(0, 10, "quote"), Exclusion(5, 20, "quote"), Exclusion(8, 30, "template")]
    )
    assert merged == [Exclusion(0, 20, "quote"), Exclusion(8, 30, "template")]


def test_invalid_exclusions_are_refused():
    with pytest.raises(ValueError):
        Exclusion(5, 5, "quote")
    with pytest.raises(ValueError):
        Exclusion(0, 5, "because")
