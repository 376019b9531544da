"""Quotations, bibliography headings and the passage filter."""

from __future__ import annotations

import pytest

from app.engine.exclusions import (
    MAX_QUOTE_CHARS,
    Exclusion,
    apply_exclusions,
    bibliography_span,
    is_cited,
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


def test_an_unmatched_quote_mark_excludes_nothing_and_does_not_pair_with_the_next_quote():
    copied = "the copied text that goes on for a while " * 5
    for stray in ('"', "\u201c"):
        text = f'He said {stray}{copied}and then stopped. Later “a real quote” and "another".'
        quoted = [text[s.start : s.end] for s in quotation_spans(text)]
        assert quoted == ["“a real quote”", '"another"']


def test_a_quotation_is_bounded_by_its_paragraph_and_a_sensible_length():
    words = "copied words of a long page " * (MAX_QUOTE_CHARS // 20)
    assert len(words) > MAX_QUOTE_CHARS
    assert quotation_spans(f"Intro “{words}” end.") == []
    assert quotation_spans(f'Intro "{words}" end.') == []
    short = "copied words " * 10
    assert len(quotation_spans(f"Intro “{short}” end.")) == 1
    # one paragraph may wrap over lines; a blank line ends it
    assert len(quotation_spans("A “quote over\na line break” here.")) == 1
    assert quotation_spans("A “quote over\n\na paragraph” here.") == []


@pytest.mark.parametrize(
    "after",
    [" (Seeley 2010)", " (Seeley, 2010, p. 12).", " [12].", "\u00b9", ", he said.", " (p. 45)"],
)
def test_a_citation_or_attribution_next_to_a_quotation(after):
    text = f"Bees are “social insects that share food”{after} More text."
    (quote,) = quotation_spans(text)
    assert is_cited(text, quote.start, quote.end)


def test_a_quotation_without_a_citation():
    text = "Some essay text. Bees are “social insects that share food” and more essay text."
    (quote,) = quotation_spans(text)
    assert not is_cited(text, quote.start, quote.end)


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


def test_a_bibliography_heading_only_in_the_end_part_and_only_before_a_list():
    body = "An essay paragraph about something important.\n"
    entry = "Smith, J. (2020). A book. Publisher.\n"
    # in the first half of the paper: not the bibliography, however list-like what follows
    early = body * 6 + "References\n" + entry * 2 + body * 8
    assert bibliography_span(early) is None
    # at the end but followed by prose: a section called "Sources", not a list
    prose = body * 20 + "Sources\n" + "Where the energy of the future comes from is open.\n" * 4
    assert bibliography_span(prose) is None
    # a list, then the student's appendix in prose: the list only
    text = body * 20 + "References\n" + entry * 3 + "Appendix text about bees and more.\n" * 2
    span = bibliography_span(text)
    assert span is not None and text[span.start : span.end].endswith("Publisher.")


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
