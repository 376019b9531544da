"""Hiding a source recomputes the overall similarity from the passages that remain."""

from __future__ import annotations

from dataclasses import replace

from app.batch import PaperOutcome
from app.engine.exclusions import covered_characters
from app.gui.session import Batch, PaperEntry
from app.report.evidence import without_sources


def test_hiding_every_source_leaves_nothing(demo_batch):
    paper = next(p for p in demo_batch.papers if p.evidence and p.evidence.report.sources)
    entry = PaperEntry(paper, Batch("demo", ()))
    assert entry.similarity == paper.evidence.report.similarity > 0
    entry.hide(frozenset(range(len(paper.evidence.report.sources))))
    assert entry.similarity == 0.0
    assert entry.top_source is None
    entry.hide(frozenset())
    assert entry.similarity == paper.evidence.report.similarity


def test_without_sources_matches_the_union_of_the_rest(emma_evidence):
    report = emma_evidence.report
    # Two copies of the source: hiding one must not change the union, hiding both clears it.
    fake = replace(report, sources=(report.sources[0], replace(report.sources[0], path="copy")))
    from app.report.evidence import Evidence

    doubled = Evidence(fake, emma_evidence.paper_text, emma_evidence.source_texts * 2)
    one = without_sources(doubled, {1})
    assert one.report.similarity == round(
        covered_characters((p.start, p.end) for p in report.sources[0].passages)
        / len(emma_evidence.paper_text),
        4,
    )
    assert one.report.hidden_sources == ("copy",)
    assert len(one.source_texts) == 1
    assert without_sources(doubled, {0, 1}).report.similarity == 0.0


def test_an_unreadable_paper_has_no_similarity():
    entry = PaperEntry(PaperOutcome("x.pdf", error="the file is encrypted"), Batch("b", ()))
    assert entry.similarity is None and entry.evidence is None and entry.error


def test_a_restored_paper_shows_its_figures_without_reading_its_texts(demo_batch):
    """The papers list of 200 kept papers must not read 200 reports and their texts at start:
    a restored entry's similarity, word-for-word share, top source and flags come from its
    summary; the texts are read only when the paper is opened."""
    from app.report.model import Report
    from app.results_store import list_summary

    paper = next(p for p in demo_batch.papers if p.evidence and p.evidence.report.sources)
    reads: list[str] = []

    def restore() -> PaperOutcome:
        reads.append(paper.path)
        return paper

    entry = PaperEntry(PaperOutcome(paper.path), Batch("kept", ()))
    entry.stored_report = Report.from_json(list_summary(paper.evidence.report))
    entry.restore = restore
    report = paper.evidence.report
    assert entry.similarity == report.similarity
    assert entry.identical == report.identical
    assert entry.top_source is not None and entry.flags >= 0
    assert reads == []
    assert entry.evidence is not None and reads == [paper.path]
