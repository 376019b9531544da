"""A large write's log is folded into the corpus file on a thread (app/corpus/sqlite_log_folder.py):
the write does not wait for it, the next write does, and a fold that fails or cannot start loses
nothing."""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from app.corpus import open_corpus, sqlite_log_folder
from app.corpus.sqlite_store import SqliteCorpus
from tests.corpus.builders import essay, indexed
from tests.corpus.consistency import assert_consistent

pytestmark = pytest.mark.timeout(60)


def _batch(start: int, count: int = 5):
    return [indexed(f"/c/{i}.txt", essay(i, 300)) for i in range(start, start + count)]


class _HeldFold:
    """A fold that starts, then waits until released before folding; records what happened,
    in order."""

    def __init__(self, real: Callable[[sqlite3.Connection], None]) -> None:
        self.real = real
        self.events: list[str] = []
        self.started = threading.Event()
        self.release = threading.Event()

    def __call__(self, db: sqlite3.Connection) -> None:
        self.events.append("fold started")
        self.started.set()
        assert self.release.wait(30)
        self.real(db)
        self.events.append("fold over")


@pytest.fixture
def held(monkeypatch) -> _HeldFold:
    fold = _HeldFold(sqlite_log_folder.fold)
    monkeypatch.setattr(sqlite_log_folder, "fold", fold)
    return fold


def _log_pages(path: Path) -> int:
    log = Path(f"{path}-wal")
    return log.stat().st_size // 4096 if log.exists() else 0


def test_a_write_returns_while_its_log_is_folded_beside(tmp_path: Path, held: _HeldFold):
    path = tmp_path / "c.imbrex"
    with open_corpus(path, create=True) as store:
        store.put(_batch(0))
        assert held.started.wait(30)
        assert held.events == ["fold started"]  # the write returned; the fold is still running
        assert store.connection.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 1000
        held.release.set()
    assert held.events == ["fold started", "fold over"]  # closing waited for it
    with open_corpus(path, readonly=True) as store:
        assert store.document_count() == 5


def test_the_next_write_waits_for_the_fold(tmp_path: Path, held: _HeldFold):
    with open_corpus(tmp_path / "c.imbrex", create=True) as store:
        store.put(_batch(0))
        assert held.started.wait(30)

        def release_later() -> None:
            time.sleep(0.3)
            held.events.append("released")
            held.release.set()

        store.connection.set_trace_callback(
            lambda statement: (
                held.events.append("write begun") if statement == "BEGIN IMMEDIATE" else None
            )
        )
        threading.Thread(target=release_later).start()
        store.put(_batch(5))
        store.connection.set_trace_callback(None)
        assert held.events[:4] == ["fold started", "released", "fold over", "write begun"]
        assert store.document_count() == 10
        assert_consistent(store)


def test_the_log_stays_the_size_of_one_write(tmp_path: Path, monkeypatch):
    """Every write starts after the last fold is over, so SQLite writes the log from its
    beginning again: with slow folds the log does not grow write after write."""
    real = sqlite_log_folder.fold

    def slow(db: sqlite3.Connection) -> None:
        time.sleep(0.05)
        real(db)

    monkeypatch.setattr(sqlite_log_folder, "fold", slow)
    path = tmp_path / "c.imbrex"
    with open_corpus(path, create=True) as store:
        sizes = []
        for n in range(6):
            store.put(_batch(10 * n, 10))
            sizes.append(_log_pages(path))
        assert max(sizes) <= 2 * sizes[0], sizes
        assert store.document_count() == 60


def test_a_failing_fold_loses_nothing(tmp_path: Path, monkeypatch):
    def broken(db: sqlite3.Connection) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(sqlite_log_folder, "fold", broken)
    path = tmp_path / "c.imbrex"
    with open_corpus(path, create=True) as store:
        store.put(_batch(0))
        store.put(_batch(5))
        assert store.document_count() == 10
    with open_corpus(path) as store:
        assert store.document_count() == 10
        assert_consistent(store)


def test_without_the_folding_connection_the_commit_folds_the_log(tmp_path: Path, monkeypatch):
    path = tmp_path / "c.imbrex"
    with open_corpus(path, create=True) as store:
        assert isinstance(store, SqliteCorpus)
        real_connect = sqlite3.connect

        def refuse(*args, **kwargs):
            if kwargs.get("check_same_thread") is False and not kwargs.get("uri"):
                raise sqlite3.OperationalError("unable to open database file")
            return real_connect(*args, **kwargs)

        monkeypatch.setattr(sqlite3, "connect", refuse)
        store.put(_batch(0, 40))  # over SQLite's 1,000 pages of log: the commit folds it
        busy, log, folded = store.connection.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        assert busy == 0 and log == folded
        assert store.connection.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 1000
        assert store.document_count() == 40
