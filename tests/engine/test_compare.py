"""`compare`: similarity, containment and resemblance of a paper against one source, and the
exclusions (quotes, bibliography, template, too-short passages)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.compare import analyse, compare, overall_similarity, paper_exclusions
from app.engine.settings import Settings
from tests.engine.test_align import (
    AQUEDUCTS,
    BEES,
    LANGUAGES,
    OWN_BEES,
    OWN_GENERIC,
    PRINTING,
    RU_OWN,
    RU_SOURCE,
    SOURCE,
    ZH_OWN,
    ZH_SOURCE,
    assemble,
    paper_with_copy,
    pieces,
    separators,
    source_text,
    union_length,
)

# An assignment prompt that both a student's paper and another student's essay repeat.
PROMPT = (
    "Assignment three: describe how honeybees share the location of food with their "
    "nestmates, and discuss two serious threats that colonies face today, giving concrete "
    "examples from recent research."
)
REFERENCES = (
    "References\n"
    "Seeley, T. D. (2010). Honeybee Democracy. Princeton University Press, Princeton, "
    "New Jersey.\n"
    "Frisch, K. von (1967). The Dance Language and Orientation of Bees. Harvard University "
    "Press, Cambridge.\n"
    "Goulson, D. (2013). An overview of the environmental risks posed by neonicotinoid "
    "insecticides. Journal of Applied Ecology, 50, 977-987.\n"
)


def run(paper: str, source: str, settings: Settings | None = None, template: str | None = None):
    """Analyse both texts, find the paper's exclusions, compare."""
    settings = settings or Settings()
    analysed = analyse(paper, settings)
    exclusions = paper_exclusions(
        analysed, settings, template=analyse(template, settings) if template else None
    )
    return compare(analysed, analyse(source, settings), settings, exclusions), exclusions


# --- scores ----------------------------------------------------------------------------------


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_similarity_is_the_copied_share_of_the_paper(language):
    sentences, own, sep, copied = LANGUAGES[language]
    paper = paper_with_copy(own, sentences[copied], sep, before=2)
    start, end = paper.span("copy")

    match, _ = run(paper.text, source_text(sentences, sep))

    expected = (end - start) / len(paper.text)
    assert match.similarity == pytest.approx(expected, rel=0.05)
    assert 0 < match.containment < 1 and 0 < match.resemblance < match.containment
    assert len(match.passages) == 1 and match.excluded == ()


def test_a_paper_copied_whole_has_similarity_and_containment_1():
    text = source_text(PRINTING)
    match, _ = run(text, text)
    assert match.similarity == pytest.approx(1.0, abs=0.01)
    assert match.containment == 1.0 and match.resemblance == 1.0


@pytest.mark.parametrize(
    "paper, source",
    [
        (" ".join(OWN_GENERIC), source_text(AQUEDUCTS)),
        (" ".join(BEES), source_text(PRINTING)),
        (" ".join(OWN_BEES), source_text(BEES)),
        (" ".join(RU_OWN), source_text(RU_SOURCE)),
        ("".join(ZH_OWN), source_text(ZH_SOURCE, "")),
        (" ".join(RU_SOURCE), source_text(ZH_SOURCE, "")),
    ],
)
def test_unrelated_texts_score_0(paper, source):
    match, _ = run(paper, source)
    assert match.passages == () and match.excluded == ()
    assert match.similarity == 0.0 and match.containment == 0.0 and match.resemblance == 0.0


@pytest.mark.parametrize(
    "paper, source",
    [
        ("", " ".join(BEES)),
        (" ".join(BEES), ""),
        ("Hello there, friend.", "Tea is green."),  # fewer words than a shingle
        ("", ""),
    ],
)
def test_empty_and_tiny_texts_score_0(paper, source):
    match, exclusions = run(paper, source)
    assert match.passages == () and exclusions == []
    assert (match.similarity, match.containment, match.resemblance) == (0.0, 0.0, 0.0)


def test_overall_similarity_counts_characters_covered_by_several_sources_once():
    bees, printing = source_text(BEES), source_text(PRINTING)
    paper = assemble(
        [
            ("own", OWN_BEES[0]),
            ("bees", " ".join(BEES[2:5])),
            ("own", OWN_BEES[1]),
            ("print", " ".join(PRINTING[4:7])),
            ("own", OWN_BEES[2]),
        ]
    )
    analysed = analyse(paper.text)
    from_bees = compare(analysed, analyse(bees))
    from_printing = compare(analysed, analyse(printing))
    both = overall_similarity(len(paper.text), [from_bees, from_printing])
    assert both == pytest.approx(from_bees.similarity + from_printing.similarity)
    assert overall_similarity(len(paper.text), [from_bees, from_bees]) == from_bees.similarity
    assert overall_similarity(0, [from_bees]) == 0.0
    copied = sum(e - s for k, s, e in paper.pieces if k != "own")
    assert both == pytest.approx(copied / len(paper.text), rel=0.05)


# --- exclusions ------------------------------------------------------------------------------


def _quoted_paper(open_mark: str = "\u201c", close_mark: str = "\u201d"):
    copy = " ".join(BEES[7:9])
    paper = (
        " ".join(OWN_BEES[:3])
        + " The beekeeper showed me a leaflet that said: "
        + open_mark
        + copy
        + close_mark
        + " "
        + " ".join(OWN_BEES[5:7])
    )
    return paper, paper.index(copy), paper.index(copy) + len(copy)


@pytest.mark.parametrize("marks", ["\u201c\u201d", '""', "\u00ab\u00bb"])
def test_a_quoted_copy_is_excluded_when_quotes_are_excluded(marks):
    paper, start, end = _quoted_paper(*marks)

    match, exclusions = run(paper, source_text(BEES))

    assert [(e.start, e.end, e.reason) for e in exclusions] == [(start - 1, end + 1, "quote")]
    assert match.passages == () and match.similarity == 0.0
    (dropped,) = match.excluded
    assert dropped.reason == "quote"
    assert abs(dropped.start - start) <= 2 and abs(dropped.end - end) <= 2
    assert match.containment > 0  # the shingle scores do not look at exclusions


def test_a_quoted_copy_without_a_citation_is_shown_as_quoted_not_hidden():
    copy = " ".join(BEES[7:9])
    paper = (
        " ".join(OWN_BEES[:3])
        + " I found this in a leaflet: “"
        + copy
        + "” "
        + " ".join(OWN_BEES[5:7])
    )
    start, end = paper.index(copy), paper.index(copy) + len(copy)

    match, exclusions = run(paper, source_text(BEES))

    assert [e.reason for e in exclusions] == ["quote"]
    assert match.passages == () and match.similarity == 0.0
    (quoted,) = match.quoted_passages
    assert abs(quoted.start - start) <= 2 and abs(quoted.end - end) <= 2
    assert match.quoted == pytest.approx((end - start) / len(paper), rel=0.05)
    assert [e.reason for e in match.excluded] == ["quote"]  # greyed in the report


def test_a_quoted_copied_page_counts_as_copied():
    copy = source_text(BEES, paragraph=len(BEES))  # one paragraph of 1,300 characters
    paper = " ".join(OWN_BEES[:3]) + " “" + copy + "” " + " ".join(OWN_BEES[5:7])
    start, end = paper.index(copy), paper.index(copy) + len(copy)

    match, exclusions = run(paper, source_text(BEES))

    assert exclusions == [] and match.quoted_passages == ()
    (p,) = match.passages
    assert abs(p.start - start) <= 2 and abs(p.end - end) <= 2


def test_a_quoted_copy_counts_when_quotes_are_included():
    paper, start, end = _quoted_paper()

    match, exclusions = run(paper, source_text(BEES), Settings(exclude_quotes=False))

    assert exclusions == [] and match.excluded == ()
    (p,) = match.passages
    assert abs(p.start - start) <= 2 and abs(p.end - end) <= 2
    assert match.similarity == pytest.approx((end - start) / len(paper), rel=0.05)


def test_a_copied_bibliography_is_excluded():
    paper = "\n\n".join([" ".join(OWN_BEES[:4]), " ".join(OWN_BEES[4:]), REFERENCES])
    source = source_text(BEES) + "\n\n" + REFERENCES
    heading = paper.index("References")

    match, exclusions = run(paper, source)

    assert [(e.start, e.end, e.reason) for e in exclusions] == [
        (heading, len(paper), "bibliography")
    ]
    assert match.passages == () and match.similarity == 0.0
    assert [e.reason for e in match.excluded] == ["bibliography"]

    kept, none = run(paper, source, Settings(exclude_bibliography=False))
    assert none == [] and len(kept.passages) == 1
    assert kept.passages[0].start >= heading and kept.passages[0].end >= len(paper) - 2


def test_a_template_shared_by_paper_and_source_is_excluded_but_the_copy_is_not():
    paper = "\n\n".join(
        [PROMPT, " ".join(OWN_BEES[:4]), " ".join(BEES[7:10]), " ".join(OWN_BEES[4:])]
    )
    source = PROMPT + "\n\n" + source_text(BEES)
    copy_start = paper.index(BEES[7])
    copy_end = paper.index(BEES[9]) + len(BEES[9])

    without, _ = run(paper, source)
    assert [(p.start, p.end) for p in without.passages] == [
        (0, len(PROMPT)),
        (copy_start, copy_end),
    ]

    match, exclusions = run(paper, source, template=PROMPT)

    assert [(e.start, e.end, e.reason) for e in exclusions] == [(0, len(PROMPT), "template")]
    assert [(p.start, p.end) for p in match.passages] == [(copy_start, copy_end)]
    assert [(e.start, e.end, e.reason) for e in match.excluded] == [(0, len(PROMPT), "template")]
    assert match.similarity == pytest.approx((copy_end - copy_start) / len(paper))


def test_passages_shorter_than_min_words_are_listed_as_too_short():
    short = "parasitic mites of the genus Varroa spread viruses between pupae"  # 10 words
    paper = (
        " ".join(OWN_BEES[:3])
        + " I also learned that "
        + short
        + ", which surprised me. "
        + " ".join(OWN_BEES[5:7])
    )
    start = paper.index(short)

    match, _ = run(paper, source_text(BEES))

    assert match.passages == () and match.similarity == 0.0
    (dropped,) = match.excluded
    assert dropped.reason == "too-short"
    assert abs(dropped.start - start) <= 2 and abs(dropped.end - (start + len(short))) <= 2

    kept, _ = run(paper, source_text(BEES), Settings(min_words=8))
    assert len(kept.passages) == 1 and kept.excluded == ()
    assert kept.passages[0].words == 10


# --- properties ------------------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(pieces, separators, st.booleans())
def test_similarity_is_the_covered_share_and_scores_lie_in_0_1(chosen, sep, quotes):
    paper = assemble(chosen, sep)
    config = Settings(exclude_quotes=quotes)
    match, _ = run(paper.text, SOURCE, config)
    covered = union_length((p.start, p.end) for p in match.passages)
    assert match.similarity == pytest.approx(covered / len(paper.text))
    assert match.similarity == overall_similarity(len(paper.text), [match])
    for value in (match.similarity, match.containment, match.resemblance):
        assert 0.0 <= value <= 1.0
    assert match.resemblance <= match.containment
    assert all(0.0 <= p.score <= 1.0 and p.words >= config.min_words for p in match.passages)
    assert all(e.reason in ("too-short", "quote") for e in match.excluded)
    again, _ = run(paper.text, SOURCE, config)
    assert again == match  # deterministic


def test_a_shared_prompt_close_to_a_copy_is_found_without_a_template():
    """The prompt (28 words) and a copy four source sentences later form one candidate; the
    verbatim branch of `align._passage` keeps the longer exact run, the prompt is lost (see
    test_align.test_sentences_copied_with_a_source_sentence_skipped_are_all_found)."""
    paper = "\n\n".join(
        [PROMPT, " ".join(OWN_BEES[:3]), " ".join(BEES[3:7]), " ".join(OWN_BEES[5:])]
    )
    match, _ = run(paper, PROMPT + "\n\n" + source_text(BEES))
    assert [p.start for p in match.passages] == [0, paper.index(BEES[3])]


@pytest.mark.parametrize(
    "text",
    [
        "The same sentence appears again and again in this spam page of the web.\n" * 1500,
        "word " * 50_000,
        "a b " * 30_000,
        ("x" * 5_000 + " ") * 40,
    ],
    ids=["repeated-line", "one-word", "two-words", "huge-words"],
)
def test_degenerate_texts_compare_quickly_with_one_passage(text):
    # Repetitive input once made SL+ST and the seeds quadratic (and ran out of memory).
    paper = analyse(text)
    match = compare(paper, paper)
    assert len(match.passages) == 1
    assert match.similarity > 0.99


def test_a_passage_claims_no_more_than_its_source_side_supports(monkeypatch):
    """A long paper side joined to a short source fragment (a loose match grown over the paper)
    is set aside as too short: the evidence is the source side's few words."""
    import app.engine.compare as compare_module
    from app.engine.passage import Passage

    paper = " ".join([*OWN_BEES[:3], BEES[1], BEES[2]])
    source = source_text(BEES)
    fragment = source.index(BEES[1])
    short_side = fragment + len(" ".join(BEES[1].split()[:8]))
    whole = fragment + len(BEES[1] + " " + BEES[2])
    loose = Passage(0, len(paper), fragment, short_side, 60, "sentence-similarity", 0.35)
    backed = Passage(0, len(paper), fragment, whole, 60, "sentence-similarity", 0.35)
    for passage, kept in ((loose, False), (backed, True)):
        monkeypatch.setattr(compare_module, "align", lambda *_args, p=passage: [p])
        match, _ = run(paper, source)
        assert bool(match.passages) is kept
        assert [e.reason for e in match.excluded] == ([] if kept else ["too-short"])


def test_a_passage_claims_nothing_when_its_sides_share_few_words(monkeypatch):
    """Both sides long enough, but the student's own sentences share only a few words with the
    source's: fewer than ``min_words`` shared words are no evidence of copying."""
    import app.engine.compare as compare_module
    from app.engine.passage import Passage

    paper = " ".join(OWN_BEES)
    source = source_text(BEES)
    fragment = source.index(BEES[1])
    whole = fragment + len(BEES[1] + " " + BEES[2])
    loose = Passage(0, len(paper), fragment, whole, 60, "sentence-similarity", 0.35)
    monkeypatch.setattr(compare_module, "align", lambda *_args: [loose])
    match, _ = run(paper, source)
    assert match.passages == () and [e.reason for e in match.excluded] == ["too-short"]
