"""Rare shared tokens as evidence for a short passage (`identifiers`, `compare.has_evidence`):
a shuffled directory entry copied from a source is kept, a near miss is not."""

from __future__ import annotations

import pytest

from app.engine.compare import AnalysedText, analyse, compare, has_evidence
from app.engine.identifiers import identifiers, is_identifier, matching_identifiers
from app.engine.passage import Passage
from tests.engine.test_align import AQUEDUCTS, OWN_BEES, OWN_GENERIC, PRINTING

DIRECTORY = (
    "Queens Botanical Garden, 43-50 Main St., Flushing, NY 11355, 1-718-886-3800. "
    "Bowne House, 37-01 Bowne St., Flushing, NY 11354, 1-718-359-0528."
)
# PAN's random obfuscation of the first entry: its words shuffled, its numbers kept.
SHUFFLED = "Garden Queens Botanical, 43-50 Main St., flushing NY 11355 1-718-886-3800."
# The same entry of another office: the phone number and ZIP code differ.
OTHER_OFFICE = "Garden Queens Botanical, 43-50 Main St., flushing NY 11367 1-718-886-4500."


def source_text() -> str:
    return " ".join(AQUEDUCTS) + "\n\n" + DIRECTORY + "\n\n" + " ".join(PRINTING)


def paper_text(entry: str) -> str:
    return " ".join(OWN_BEES) + "\n\n" + entry + "\n\n" + " ".join(OWN_GENERIC)


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("11354", True),
        ("1980", True),
        ("8,500", True),
        ("NMSQT", True),
        ("QuickStart", True),
        ("PageRank", True),
        ("10", False),
        ("0", False),
        ("TV", False),
        ("Bellman", False),
        ("Flushing", False),
        ("garden", False),
    ],
)
def test_identifiers_are_long_numbers_acronyms_and_codes(word: str, expected: bool) -> None:
    assert is_identifier(word) is expected


def test_identifiers_are_compared_by_normalised_form() -> None:
    text = analyse("Take the PSAT/NMSQT test in 2006 or call 1-718-886-3800 today.")
    assert identifiers(text, 0, len(text.text)) == {"psat", "nmsqt", "2006", "718", "886", "3800"}


def test_a_shuffled_directory_entry_is_kept_on_its_numbers() -> None:
    match = compare(analyse(paper_text(SHUFFLED)), analyse(source_text()))
    assert len(match.passages) == 1
    passage = match.passages[0]
    assert passage.words < 20  # under the default minimum: kept on its identifiers alone
    assert "11355" in match_text(paper_text(SHUFFLED), passage)
    assert not match.excluded


def test_an_entry_whose_numbers_differ_stays_too_short() -> None:
    match = compare(analyse(paper_text(OTHER_OFFICE)), analyse(source_text()))
    assert match.passages == ()
    assert [e.reason for e in match.excluded] == ["too-short"]


def test_few_shared_identifiers_do_not_make_evidence() -> None:
    # 12 paper words, all shared, but only one identifier (a year): a sentence on the
    # topic of a source, not a copied list.
    sentence = (
        "Richard Bellman described dynamic programming in 1953 for multistage decision problems"
    )
    paper = analyse(sentence + ".")
    source = analyse("In 1953 " + sentence.replace(" in 1953", "") + " at RAND.")
    passage = whole(paper, source)
    assert min(passage.words, len(source.tokens)) >= 10
    assert matching_identifiers(paper, source, passage) == 1
    assert not has_evidence(paper, source, passage, 20)


def test_a_paper_number_that_differs_from_the_source_speaks_against_a_copy() -> None:
    # The same address block on two pages of one office (PAN 00005 / 01496): seven identifiers
    # in common, but the fax number differs, so the short passage is not evidence of a copy.
    source = analyse(
        "fax to 304-724-3788 or mail to APUS 10110 Battleview Parkway Suite 114 VA 20109"
    )
    copied = analyse("Mail to APUS 10110 Battleview Parkway Suite 114 VA 20109 fax to 304-724-3788")
    other = analyse("Mail to APUS 10110 Battleview Parkway Suite 114 VA 20109 fax to 304-724-0909")
    assert matching_identifiers(copied, source, whole(copied, source)) == 7
    assert has_evidence(copied, source, whole(copied, source), 20)
    assert matching_identifiers(other, source, whole(other, source)) == 0
    assert not has_evidence(other, source, whole(other, source), 20)


def test_identifier_evidence_needs_half_the_minimum_words() -> None:
    paper = analyse("NY 11355 1-718-886-3800")
    source = analyse("NY 11355 1-718-886-3800")
    passage = whole(paper, source)
    assert matching_identifiers(paper, source, passage) == 4
    assert not has_evidence(paper, source, passage, 20)
    assert has_evidence(paper, source, passage, 12)


def whole(paper: AnalysedText, source: AnalysedText) -> Passage:
    return Passage(0, len(paper.text), 0, len(source.text), len(paper.tokens), "shingle", 1.0)


def match_text(text: str, passage: Passage) -> str:
    return text[passage.start : passage.end]
