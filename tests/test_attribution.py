"""A class with a common source and one true collusion pair: text a corpus source explains is
attributed to it, and only the pair sharing text not in the corpus is a collusion group."""

from __future__ import annotations

import pytest

from tests.class_scenario import CLEAN, COLLUDERS, COPIERS, build_class, check_scenario


@pytest.fixture(scope="module")
def checked(tmp_path_factory):
    scenario = build_class(tmp_path_factory.mktemp("attribution"))
    return scenario, check_scenario(scenario)


def test_only_the_true_pair_is_a_collusion_group(checked):
    scenario, result = checked
    assert result.clusters == (tuple(sorted(scenario.paper(n) for n in COLLUDERS)),)
    # The clean papers share nothing with anybody.
    clean = {scenario.paper(n) for n in CLEAN}
    assert not [p for p in result.pairs if {p.a, p.b} & clean]
    outcomes = {o.path: o for o in result.papers}
    assert all(not outcomes[p].evidence.report.sources for p in clean)


def test_the_seven_copiers_share_text_only_through_the_article(checked):
    scenario, result = checked
    assert len(result.common_sources) == 1
    common = result.common_sources[0]
    assert common.path == scenario.article
    assert set(common.papers) == {scenario.paper(n) for n in COPIERS}
    copier_pairs = [p for p in result.pairs if {p.a, p.b} <= set(common.papers)]
    assert len(copier_pairs) >= len(COPIERS) - 1  # they do share text with each other
    assert all(not p.collusion and p.common_source == scenario.article for p in copier_pairs)


def test_each_copiers_top_source_is_the_article(checked):
    scenario, result = checked
    outcomes = {o.path: o for o in result.papers}
    for name in COPIERS:
        sources = outcomes[scenario.paper(name)].evidence.report.sources
        assert sources[0].path == scenario.article, name
        classmates = [s for s in sources if s.collection == "This class"]
        assert classmates and all(s.own == 0 for s in classmates)
        assert all(s.common_source == scenario.article for s in classmates)


def test_the_colluders_top_source_is_each_other(checked):
    scenario, result = checked
    outcomes = {o.path: o for o in result.papers}
    mark, nina = (scenario.paper(n) for n in COLLUDERS)
    top = outcomes[nina].evidence.report.sources[0]
    assert top.path == mark and top.own is not None and top.own > 0.3
    assert top.common_source is None
    pair = next(p for p in result.pairs if {p.a, p.b} == {mark, nina})
    assert pair.collusion and pair.common_source is None


def test_a_chance_match_of_a_few_loose_sentences_is_not_collusion():
    """The new-user trial's 17 MB file of random words from the volcano article matched 13
    sentences of a classmate's essay loosely: 0.03 % of its text, explained by no corpus source.
    That made the two a "group"; a share that small is chance, not collusion."""
    from app.batch_results import PaperPair

    chance = PaperPair("huge.txt", "ella.odt", 0.0008, 0.0, 14, 0.0003, 0.0, "volcanoes.txt")
    assert not chance.collusion
    paragraph = PaperPair("thesis-a.docx", "thesis-b.docx", 0.0075, 0.0075, 30, 0.0075, 0.0075)
    assert paragraph.collusion
