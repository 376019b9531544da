"""The results store (app/results_store.py): what is kept, read back, replaced, forgotten and
set aside. Always in a temporary folder."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

import pytest

from app.batch import BatchResult, CommonSource, PaperOutcome, PaperPair, check_class
from app.corpus.demo import demo_folder
from app.report.evidence import report_without_sources
from app.report.model import Report
from app.results_store import FORMAT_VERSION, list_summary, open_results

DEMO = demo_folder()


@pytest.fixture(scope="module")
def demo_class() -> BatchResult:
    return check_class([DEMO / "papers"], None)


def _keep(path: Path, result: BatchResult) -> int:
    store = open_results(path).store
    try:
        key = store.add_batch("Demo class", [str(DEMO / "papers")], None)
        for outcome in result.papers:
            store.put_paper(key, outcome, hidden=[0] if outcome.evidence else [])
        store.finish_batch(key, result)
        return key
    finally:
        store.close()


def test_every_field_of_a_class_result_is_kept(tmp_path, demo_class):
    # A field added to BatchResult must be added to the store as well (this test says so).
    assert [f.name for f in dataclasses.fields(BatchResult)] == [
        "papers",
        "pairs",
        "clusters",
        "flagged",
        "common_sources",
    ]
    key = _keep(tmp_path / "r.sqlite3", demo_class)
    opened = open_results(tmp_path / "r.sqlite3")
    try:
        (batch,) = opened.batches
        assert batch.key == key and batch.title == "Demo class"
        assert batch.result is not None
        assert batch.result.pairs == demo_class.pairs and demo_class.pairs
        assert batch.result.clusters == demo_class.clusters
        assert batch.result.flagged == demo_class.flagged
        assert batch.result.common_sources == demo_class.common_sources
        assert [p.path for p in batch.papers] == [p.path for p in demo_class.papers]
        for kept, paper in zip(batch.papers, demo_class.papers, strict=True):
            assert paper.evidence is not None
            assert kept.hidden == frozenset({0})
            visible = report_without_sources(paper.evidence.report, [0])
            assert kept.summary == Report.from_json(list_summary(visible))
            assert kept.summary.similarity == visible.similarity
            assert opened.store.paper(key, paper.path) == (
                paper.evidence.report,
                paper.evidence.paper_text,
                paper.evidence.source_texts,
            )
    finally:
        opened.store.close()


def test_a_text_is_kept_once_and_forgotten_with_its_last_paper(tmp_path, demo_class):
    path = tmp_path / "r.sqlite3"
    key = _keep(path, demo_class)
    texts = {
        t
        for p in demo_class.papers
        if p.evidence
        for t in (p.evidence.paper_text, *p.evidence.source_texts)
    }
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM texts").fetchone() == (len(texts),)
    store = open_results(path).store
    store.put_paper(key, demo_class.papers[0])  # checked again: replaced, not added
    assert db.execute("SELECT count(*) FROM papers").fetchone() == (len(demo_class.papers),)
    store.remove_batch(key)
    assert db.execute("SELECT count(*) FROM texts").fetchone() == (0,)
    store.close()
    db.close()


def test_finishing_a_check_again_forgets_papers_no_longer_found(tmp_path, demo_class):
    path = tmp_path / "r.sqlite3"
    key = _keep(path, demo_class)
    fewer = dataclasses.replace(demo_class, papers=demo_class.papers[:2])
    store = open_results(path).store
    store.finish_batch(key, fewer)
    store.close()
    opened = open_results(path)
    assert [p.path for p in opened.batches[0].papers] == [p.path for p in fewer.papers]
    opened.store.close()


def test_a_paper_that_was_not_checked_keeps_its_reason(tmp_path):
    store = open_results(tmp_path / "r.sqlite3").store
    key = store.add_batch("scans", ["/x/scan.pdf"], None)
    store.put_paper(
        key, PaperOutcome("/x/scan.pdf", error="a scan: no text", error_kind="no-text-layer")
    )
    store.close()
    opened = open_results(tmp_path / "r.sqlite3")
    (paper,) = opened.batches[0].papers
    assert (paper.error, paper.summary) == ("a scan: no text", None)
    assert paper.error_kind == "no-text-layer"  # the window translates the reason by its kind
    assert opened.batches[0].result is None  # the check never finished
    opened.store.close()


def test_a_damaged_row_is_left_out_and_kept(tmp_path, demo_class):
    path = tmp_path / "r.sqlite3"
    _keep(path, demo_class)
    db = sqlite3.connect(path)
    db.execute("UPDATE papers SET summary = '{not json' WHERE id = 1")
    db.commit()
    db.close()
    opened = open_results(path)
    assert opened.unreadable == 1 and opened.set_aside is None
    assert len(opened.batches[0].papers) == len(demo_class.papers) - 1
    opened.store.close()
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM papers").fetchone() == (len(demo_class.papers),)
    db.close()


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"SQLite format 3\x00" + b"\xff" * 2000, "damaged"),
        (b"not a database at all" * 50, "damaged"),
    ],
)
def test_an_unreadable_file_is_renamed_never_deleted(tmp_path, content, reason):
    path = tmp_path / "r.sqlite3"
    path.write_bytes(content)
    opened = open_results(path)
    assert opened.set_aside is not None and opened.set_aside.reason == reason
    assert opened.set_aside.kept_as.read_bytes() == content
    assert opened.batches == ()
    opened.store.add_batch("new", ["/a"], None)  # the new store works
    opened.store.close()


def test_a_store_of_a_newer_format_is_set_aside(tmp_path):
    path = tmp_path / "r.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE batches (id)")
    db.execute(f"PRAGMA user_version = {FORMAT_VERSION + 1}")
    db.commit()
    db.close()
    opened = open_results(path)
    assert opened.set_aside is not None and opened.set_aside.reason == "newer"
    assert opened.set_aside.kept_as.exists() and "-newer-" in opened.set_aside.kept_as.name
    opened.store.close()


def test_the_common_sources_and_the_pairs_attribution_are_kept(tmp_path):
    """A restart shows the class view as it was: pairs that share text only through a corpus
    source stay apart from collusion, and the common sources are listed."""
    pairs = (
        PaperPair("/c/a.txt", "/c/b.txt", 0.8, 0.7, 900, 0.0, 0.0, "/corpus/volcanoes.txt"),
        PaperPair("/c/e.txt", "/c/j.txt", 0.1, 0.2, 300, 0.1, 0.2, None),
    )
    result = BatchResult(
        papers=(PaperOutcome("/c/a.txt", error="x"), PaperOutcome("/c/b.txt", error="y")),
        pairs=pairs,
        clusters=(("/c/e.txt", "/c/j.txt"),),
        flagged=0,
        common_sources=(CommonSource("/corpus/volcanoes.txt", ("/c/a.txt", "/c/b.txt")),),
    )
    store = open_results(tmp_path / "r.sqlite3").store
    key = store.add_batch("Class 9B", ["/c"], None)
    for outcome in result.papers:
        store.put_paper(key, outcome)
    store.finish_batch(key, result)
    store.close()
    opened = open_results(tmp_path / "r.sqlite3")
    kept = opened.batches[0].result
    opened.store.close()
    assert kept is not None
    assert kept.common_sources == result.common_sources
    assert kept.pairs == pairs and not kept.pairs[0].collusion and kept.pairs[1].collusion


def test_a_store_locked_by_another_imbrex_is_not_set_aside(tmp_path, demo_class):
    path = tmp_path / "r.sqlite3"
    _keep(path, demo_class)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(sqlite3.OperationalError):
            open_results(path)
        assert [p.name for p in tmp_path.iterdir() if "-damaged-" in p.name] == []
    finally:
        other.execute("ROLLBACK")
        other.close()
    opened = open_results(path)
    assert len(opened.batches) == 1
    opened.store.close()
