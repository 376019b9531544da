"""The key summary made beside an add's last write (``sqlite_key_summary.MakingBeside``): read
partly from the file before the write, with the written keys counted in from memory, and partly
after it. It must be the summary made from the index afterwards, to the bit, wherever the
switch between the two snapshots falls; and it must not be stored when the write replaced a
document or another process wrote meanwhile (docs/corpus.md, "The key summary made beside the
add's last write")."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from app.corpus import indexer, open_corpus, sqlite_key_summary
from app.corpus.indexer import add_paths
from app.corpus.sqlite_store import SqliteCorpus
from tests.corpus.builders import essay, essay_files, indexed
from tests.corpus.test_key_summary import assert_summary_sound

pytestmark = pytest.mark.sqlite_only

#: The thread a making beside reads on (ThreadPoolExecutor's threads add "_N" to the prefix).
THREAD = "imbrex-key-summary"


@pytest.fixture
def corpus(tmp_path: Path, monkeypatch) -> Iterator[SqliteCorpus]:
    # Small numbers, so that a few documents make counted keys and a stale summary.
    monkeypatch.setattr(sqlite_key_summary, "COUNTED_ABOVE", 2)
    monkeypatch.setattr(sqlite_key_summary, "REMAKE_ABOVE", 3)
    with open_corpus(tmp_path / "corpus.imbrex") as store:
        store.put([indexed(f"/c/{i}.txt", essay(i % 4, 600)) for i in range(8)])
        store.refresh_key_summary()
        yield store


def _refuse_remake(db, done=None, second=None):
    raise AssertionError("the summary was made again after the write, not beside it")


def _ranges_before_the_commit(monkeypatch, count: int) -> None:
    """The making's thread reads ``count`` ranges from the snapshot before the write (and the
    one it has taken when it is let go); the write waits for them, and the thread waits for
    the write's commit."""
    read_before, commit, reads = threading.Event(), threading.Event(), [0]
    scan, put = sqlite_key_summary._range_counts, SqliteCorpus._put
    told = sqlite_key_summary.MakingBeside.committed

    def gated(db, lo, hi):
        if threading.current_thread().name == THREAD:
            if reads[0] == count:
                read_before.set()
                assert commit.wait(30)
            reads[0] += 1
        return scan(db, lo, hi)

    def waiting_put(self, documents, keep_same):
        assert read_before.wait(30)
        return put(self, documents, keep_same)

    def telling(self):
        told(self)
        commit.set()

    monkeypatch.setattr(sqlite_key_summary, "_range_counts", gated)
    monkeypatch.setattr(SqliteCorpus, "_put", waiting_put)
    monkeypatch.setattr(sqlite_key_summary.MakingBeside, "committed", telling)


@pytest.mark.parametrize("before", [0, 7, 20])
def test_the_summary_made_beside_the_last_write_is_the_one_made_after_it(
    corpus: SqliteCorpus, monkeypatch, before: int
):
    steps: list[tuple[int, int, str]] = []
    with monkeypatch.context() as gates:
        _ranges_before_the_commit(gates, before)
        gates.setattr(sqlite_key_summary, "remake", _refuse_remake)
        written = corpus.write(
            [indexed(f"/new/{i}.txt", essay(i % 5, 600)) for i in range(6)],
            last=True,
            progress=lambda *step: steps.append(step),
        )
    assert [w.state for w in written] == ["added"] * 6
    assert not sqlite_key_summary.stale(corpus.connection)
    after = sqlite_key_summary.make(corpus.connection)
    stored = sqlite_key_summary.read(corpus.connection)
    assert stored is not None and np.array_equal(stored[0], after.bloom)
    rows = corpus.connection.execute("SELECT hash, docs, postings FROM key_counts ORDER BY hash")
    assert [tuple(row) for row in rows] == sorted(after.counted) != []
    assert steps and steps[-1][0] == steps[-1][1]
    assert_summary_sound(corpus)


def test_a_last_write_that_replaces_a_document_leaves_the_summary_to_be_made_again(
    corpus: SqliteCorpus,
):
    written = corpus.write(
        [indexed("/c/0.txt", essay(50, 600)), indexed("/new/a.txt", essay(51, 600))], last=True
    )
    assert [w.state for w in written] == ["replaced", "added"]
    assert sqlite_key_summary.stale(corpus.connection)  # the counts from memory were wrong
    assert corpus.refresh_key_summary()
    assert_summary_sound(corpus)


def test_a_write_by_another_process_meanwhile_leaves_the_summary_to_be_made_again(
    corpus: SqliteCorpus, monkeypatch
):
    put = SqliteCorpus._put

    def another_process_first(self, documents, keep_same):
        if self is corpus:
            with open_corpus(corpus.path) as other:
                other.put([indexed("/other/x.txt", essay(77, 600))])
        return put(self, documents, keep_same)

    with monkeypatch.context() as patched:
        patched.setattr(SqliteCorpus, "_put", another_process_first)
        corpus.write([indexed(f"/new/{i}.txt", essay(60 + i, 600)) for i in range(5)], last=True)
    assert sqlite_key_summary.stale(corpus.connection)
    assert corpus.refresh_key_summary()
    assert_summary_sound(corpus)
    assert len(corpus.documents()) == 14


def test_an_add_on_two_workers_makes_its_summary_beside_its_last_write(tmp_path, monkeypatch):
    made_beside: list[bool] = []
    finish = sqlite_key_summary.MakingBeside.finish

    def noted(self, second, done=None):
        scanned = finish(self, second, done)
        made_beside.append(scanned is not None)
        return scanned

    monkeypatch.setattr(sqlite_key_summary.MakingBeside, "finish", noted)
    monkeypatch.setattr(indexer, "BATCH_SECONDS", 3600.0)  # one write, however slow the machine
    monkeypatch.setattr(sqlite_key_summary, "COUNTED_ABOVE", 2)
    monkeypatch.setattr(sqlite_key_summary, "REMAKE_ABOVE", 3)
    with open_corpus(tmp_path / "corpus.imbrex") as store:
        monkeypatch.setattr(sqlite_key_summary, "remake", _refuse_remake)
        summary = add_paths(store, essay_files(tmp_path / "papers", 12), workers=2)
        assert len(summary.added) == 12 and made_beside == [True]
        assert not sqlite_key_summary.stale(store.connection)
        assert_summary_sound(store)


def _damaged(*args, **kwargs):
    raise sqlite3.DatabaseError("database disk image is malformed")


@pytest.mark.parametrize("where", ["thread", "postings"])
def test_a_making_that_fails_keeps_the_documents_and_leaves_the_remake(
    corpus: SqliteCorpus, monkeypatch, where: str
):
    scan = sqlite_key_summary._range_counts

    def damaged_on_the_thread(db, lo, hi):
        if threading.current_thread().name == THREAD:
            _damaged()
        return scan(db, lo, hi)

    with monkeypatch.context() as patched:
        if where == "thread":
            patched.setattr(sqlite_key_summary, "_range_counts", damaged_on_the_thread)
        else:  # after the write, on this thread
            patched.setattr(sqlite_key_summary, "made", _damaged)
        written = corpus.write(
            [indexed(f"/new/{i}.txt", essay(80 + i, 600)) for i in range(5)], last=True
        )
    assert [w.state for w in written] == ["added"] * 5
    assert len(corpus.documents()) == 13
    assert sqlite_key_summary.stale(corpus.connection)
    assert corpus.refresh_key_summary()
    assert_summary_sound(corpus)
