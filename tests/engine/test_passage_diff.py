"""Word-level diff of a passage (Myers O(ND)) mapped back to characters."""

from __future__ import annotations

from app.engine.analysis import analyse
from app.engine.passage import Passage
from app.engine.passage_diff import identical_spans, passage_diff

SOURCE = "Astronomers have found over a hundred planets orbiting alien suns in recent years."
PAPER = "Astronomers have discovered over a hundred PLANETS orbiting distant suns lately."


def _whole(paper: str, source: str) -> Passage:
    return Passage(0, len(paper), 0, len(source), words=12, method="shingle", score=0.8)


def test_changes_name_the_replaced_inserted_and_deleted_words():
    paper, source = analyse(PAPER), analyse(SOURCE)
    diff = passage_diff(paper, source, _whole(PAPER, SOURCE))
    kinds = [
        (c.kind, PAPER[c.start : c.end], SOURCE[c.source_start : c.source_end])
        for c in diff.changes
    ]
    assert ("replace", "discovered", "found") in kinds
    assert ("replace", "distant", "alien") in kinds
    assert ("replace", "lately", "in recent years") in kinds
    # Case does not count as a change.
    assert any(k == "equal" and "PLANETS" in p for k, p, _ in kinds)
    assert diff.lcs == 8 and diff.paper_words == 11 and diff.source_words == 13
    assert abs(diff.resemble - 8 / (11 + 13 - 8)) < 1e-9
    assert abs(diff.contained - 8 / 11) < 1e-9


def test_identical_passage_is_one_equal_change():
    text = analyse(SOURCE)
    diff = passage_diff(text, text, _whole(SOURCE, SOURCE))
    assert [c.kind for c in diff.changes] == ["equal"]
    assert diff.resemble == diff.contained == 1.0


def test_too_many_edits_give_one_replace():
    paper = analyse("entirely different words appear here in this sentence")
    source = analyse(SOURCE)
    diff = passage_diff(
        paper, source, Passage(0, 20, 0, 30, 3, "sentence-similarity", 0.4), max_edits=2
    )
    assert [c.kind for c in diff.changes] == ["replace"]
    assert diff.lcs == 0


def test_identical_spans_are_the_word_for_word_runs_of_three_or_more():
    paper, source = analyse(PAPER), analyse(SOURCE)
    spans = identical_spans(paper, source, _whole(PAPER, SOURCE))
    assert [PAPER[s:e] for s, e in spans] == ["over a hundred PLANETS orbiting"]
    same = analyse(SOURCE)
    assert identical_spans(same, same, _whole(SOURCE, SOURCE)) == [(0, len(SOURCE) - 1)]


def test_identical_share_is_below_similarity_for_an_edited_copy():
    from app.engine.compare import compare
    from tests.engine.test_align import BEES, DISGUISED_BEES, OWN_BEES

    paper = analyse(" ".join(OWN_BEES[:2] + DISGUISED_BEES + OWN_BEES[2:4]))
    copied = analyse(" ".join(OWN_BEES[:2] + BEES[3:7] + OWN_BEES[2:4]))
    source = analyse(" ".join(BEES))
    edited, verbatim = compare(paper, source), compare(copied, source)
    assert edited.passages and verbatim.passages
    assert 0 < edited.identical < edited.similarity
    assert abs(verbatim.identical - verbatim.similarity) < 0.01
