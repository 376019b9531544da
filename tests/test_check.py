"""The check loop (app.check) reuses work between sources and papers without changing a report.

The reference reports are built the way the check did before issue 20: every source analysed
afresh for every paper, the shingle scores from ``np.unique`` set arithmetic over the raw
shingles, and SL+ST's suffix tree run for every pair.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np

import app.engine.seeding as seeding
from app.check import (
    PreparedPaper,
    Source,
    block_quotes,
    check_document,
    corpus_candidates,
    corpus_scope,
    corpus_sources,
)
from app.corpus.demo import demo_folder
from app.engine.analysis import analyse
from app.engine.compare import compare, paper_exclusions
from app.engine.settings import Settings
from app.engine.word_for_word import identical_coverage
from app.extract import extract
from app.report.json_report import SourceResult, build_report
from app.report.model import Report, Scope
from app.source_analyses import SHARED, SourceAnalyses


def _papers() -> list[Path]:
    return sorted((demo_folder() / "papers").glob("*.txt"))


def _reference_report(
    paper_path: Path, sources: list[Source], settings: Settings, scope: Scope
) -> Report:
    """The report as the check made it before: fresh analyses, scores from np.unique."""
    paper = extract(paper_path)
    results = []
    for source in sources:
        paper_text = analyse(paper.text, settings)
        source_text = analyse(source.document.text, settings)
        if source_text.language == "und" and paper_text.language != "und":
            source_text = analyse(source.document.text, settings, paper_text.language)
        if paper_text.language == "und":
            paper_text = analyse(paper.text, settings, source_text.language)
        exclusions = paper_exclusions(paper_text, settings, block_quotes(paper))
        match = compare(paper_text, source_text, settings, exclusions)
        a, b = np.unique(paper_text.shingles), np.unique(source_text.shingles)
        shared = len(np.intersect1d(a, b))
        assert match.containment == (shared / len(a) if len(a) else 0.0)
        union = len(np.union1d(a, b))
        assert match.resemblance == (shared / union if union else 0.0)
        spans = identical_coverage(paper_text, source_text, match.passages)
        results.append(
            SourceResult(source.document, match, source.collection, identical_spans=tuple(spans))
        )
    paper_text = analyse(paper.text, settings)
    exclusions = paper_exclusions(paper_text, settings, block_quotes(paper))
    return build_report(
        paper, results, exclusions, settings, paper_words=paper_text.words, scope=scope
    )


def test_reports_equal_the_reference_made_without_reuse(demo_store, monkeypatch):
    """Five demo papers checked one after the other (their sources' analyses kept between
    them) give the reports of fresh analyses, np.unique scores and SL+ST on every pair."""
    settings = Settings()
    SHARED.clear()
    checked = []
    for path in _papers()[:5]:
        paper = extract(path)
        report = check_document(paper, demo_store, settings).evidence.report
        _, entries, _ = corpus_candidates(demo_store, paper)
        checked.append((path, corpus_sources(demo_store, entries), report))
    assert len(SHARED) > 0
    assert sum(len(report.sources) for _, _, report in checked) >= 5
    monkeypatch.setattr(seeding, "may_share_blocks", lambda a, b: True)
    for path, sources, report in checked:
        reference = _reference_report(path, sources, settings, corpus_scope(demo_store))
        assert replace(report, created=None) == replace(reference, created=None)


def test_a_source_met_by_two_papers_is_analysed_once(demo_store, monkeypatch):
    import app.source_analyses as kept

    settings = Settings()
    calls: list[int] = []

    def counted(text, *args):
        calls.append(len(text))
        return analyse(text, *args)

    monkeypatch.setattr(kept, "analyse", counted)
    shared = SourceAnalyses()
    source = Source(extract(sorted((demo_folder() / "sources").glob("*.txt"))[0]))
    for path in _papers()[:2]:
        PreparedPaper(extract(path), settings, sources=shared).evidence([source])
    assert calls == [len(source.document.text)]


def test_the_store_of_analyses_forgets_the_oldest_beyond_its_token_bound():
    settings = Settings()
    texts = [f"word{i} " * 50 + f"and more words number {i}." for i in range(4)]
    shared = SourceAnalyses(max_tokens=120)
    for text in texts:
        shared.analysed(text, settings)
    assert len(shared) == 2  # 55 tokens each: the two newest fit in 120
    again = shared.analysed(texts[-1], settings)
    assert again is shared.analysed(texts[-1], settings)
    assert shared.analysed(texts[0], settings) is not shared.analysed(texts[1], settings)


def test_corpus_sources_are_read_in_the_language_the_index_recorded(demo_store, monkeypatch):
    """A corpus source is analysed in its stored language, with no second guess."""
    import app.engine.analysis as analysis

    paper = extract(_papers()[0])
    _, entries, _ = corpus_candidates(demo_store, paper)
    sources = corpus_sources(demo_store, entries)
    assert sources and [s.language for s in sources] == [e.language for e in entries]
    guesses: list[int] = []

    def guessed(forms):
        guesses.append(len(forms))
        return "en"

    monkeypatch.setattr(analysis, "guess_language", guessed)
    prepared = PreparedPaper(paper, Settings(), sources=SourceAnalyses())
    assert len(guesses) == 1  # the paper's
    told = replace(sources[0], language="fr")
    result = prepared.compare(told.document, told.language)
    assert len(guesses) == 1
    assert result.match is not None
    assert prepared.sources.analysed(told.document.text, Settings(), "fr").language == "fr"
