"""The SQLite look-up's rows, in the order the ranking's ties follow: by key, in the order of the
signed hash (SQLite's, and the posting lists'), each key's by document."""

from __future__ import annotations

import sqlite3
import time

import numpy as np
import pytest

import app.corpus.sqlite_store as sqlite_store
from app.corpus import sqlite_probe, sqlite_second
from app.corpus.store import CorruptCorpusError, as_signed
from app.corpus.stores import open_corpus_store
from tests.corpus.builders import essay, indexed

# Keys on both sides of 2**63: ascending as unsigned, not as signed.
HELD = {
    "/a.txt": [1, 2**63 + 3, 7, 2**64 - 1],
    "/b.txt": [5, 2**63 + 3, 2**64 - 1],
    "/c.txt": [1, 2**63, 7],
}


@pytest.mark.parametrize("chunk", [30_000, 2])
def test_lookup_rows_come_by_signed_hash_then_document(tmp_path, monkeypatch, chunk):
    """With no key read from a posting list (a small corpus counts none), the rows come as the
    gram index is probed, in as many statements as there are chunks of keys."""
    monkeypatch.setattr(sqlite_probe, "LOOKUP_CHUNK", chunk)
    store = open_corpus_store(tmp_path / "corpus.imbrex")
    try:
        store.put(
            [indexed(path, essay(i, 60), grams=g) for i, (path, g) in enumerate(HELD.items())]
        )
        ids = {path: store.find(path).id for path in HELD}
        wanted = np.array([9, 7, 2**64 - 1, 1, 2**63, 2**63 + 3, 5, 7], dtype=np.uint64)
        hashes, docs = store.lookup(wanted)
        expected = sorted(
            (int(as_signed(np.array([key], dtype=np.uint64))[0]), ids[path])
            for path, held in HELD.items()
            for key in held
        )
        assert list(zip(as_signed(hashes).tolist(), docs.tolist(), strict=True)) == expected
        assert hashes.dtype == np.uint64 and docs.dtype == np.int64
    finally:
        store.close()


# -- two connections probing at once (app.corpus.sqlite_probe) -------------------------------

# Ten documents, each holding 40 keys spread over the whole range of 64-bit keys.
SPREAD = {
    f"/d{d}.txt": [(k * 0x9E3779B97F4A7C15 + d * 7919) % 2**64 for k in range(1, 41)]
    for d in range(10)
}
ADDED = [(k * 0x9E3779B97F4A7C15 + 99 * 7919) % 2**64 for k in range(1, 41)]


def _spread_store(path):
    store = open_corpus_store(path)
    store.put([indexed(p, essay(i, 60), grams=g) for i, (p, g) in enumerate(SPREAD.items())])
    return store


def _wanted() -> np.ndarray:
    keys = {k for held in SPREAD.values() for k in held} | set(ADDED) | {12345, 2**63 + 1}
    return np.array(sorted(keys), dtype=np.uint64)


def _rows(store) -> list[tuple[int, int]]:
    hashes, docs = store.lookup(_wanted())
    return list(zip(hashes.tolist(), docs.tolist(), strict=True))


@pytest.fixture
def split_always(monkeypatch):
    """Every look-up of two keys or more is split, as on two cores; the starts counted."""
    starts: list[int] = []
    start = sqlite_probe.SecondReader.start

    def counted(self, signed):
        starts.append(len(signed))
        return start(self, signed)

    monkeypatch.setattr(sqlite_probe, "SPLIT_ABOVE", 1)
    monkeypatch.setattr(sqlite_store, "several_cores", lambda: True)
    monkeypatch.setattr(sqlite_probe.SecondReader, "start", counted)
    return starts


def test_a_split_look_up_finds_the_rows_of_one_connection(tmp_path, monkeypatch, split_always):
    """The upper half of the keys probed on the second connection: the same rows, in the same
    order, as one connection probing them all."""
    store = _spread_store(tmp_path / "corpus.imbrex")
    try:
        monkeypatch.setattr(sqlite_store, "several_cores", lambda: False)
        alone = _rows(store)
        assert not split_always
        monkeypatch.setattr(sqlite_store, "several_cores", lambda: True)
        assert _rows(store) == alone
        assert _rows(store) == alone  # the second connection kept open and used again
        assert len(split_always) == 2 and split_always[0] > 100
        assert len(alone) == 400
    finally:
        store.close()


def test_a_commit_between_the_two_snapshots_is_probed_again(tmp_path, split_always, monkeypatch):
    """Another process adds a document after this connection's snapshot began and before the
    second one's: the halves would come from two states of the file (the new document's rows
    in the upper half only). The look-up sees the change and probes every key again on its own
    connection: all the new document's rows, as a look-up after the add finds them."""
    path = tmp_path / "corpus.imbrex"
    store = _spread_store(path)
    other = open_corpus_store(path)
    start = sqlite_probe.SecondReader.start
    added: list[bool] = []

    def add_first(self, signed):
        if not added:
            other.put([indexed("/added.txt", essay(99, 60), grams=ADDED)])
            added.append(True)
        return start(self, signed)

    try:
        monkeypatch.setattr(sqlite_probe.SecondReader, "start", add_first)
        rows = _rows(store)
        assert added
        assert rows == _rows(store)
        new_id = other.find("/added.txt").id
        assert sum(doc == new_id for _, doc in rows) == len(ADDED)
    finally:
        other.close()
        store.close()


def test_a_second_connection_that_cannot_open_or_fails_leaves_the_rows_whole(
    tmp_path, monkeypatch, split_always
):
    """The second connection's probe fails on the thread, no thread can be started, or the
    connection cannot be opened (tried once, not at every look-up): its keys are probed on the
    store's own connection."""
    store = _spread_store(tmp_path / "corpus.imbrex")
    try:
        monkeypatch.setattr(sqlite_store, "several_cores", lambda: False)
        alone = _rows(store)
        monkeypatch.setattr(sqlite_store, "several_cores", lambda: True)
        probe = sqlite_probe.probe

        def fails_on_the_thread(db, signed):
            if db is not store.connection:
                raise sqlite3.DatabaseError("database disk image is malformed")
            return probe(db, signed)

        monkeypatch.setattr(sqlite_probe, "probe", fails_on_the_thread)
        assert _rows(store) == alone
        monkeypatch.setattr(sqlite_probe, "probe", probe)

        def no_thread(self):
            raise RuntimeError("can't start new thread")

        with monkeypatch.context() as patched:
            patched.setattr(sqlite_second.threading.Thread, "start", no_thread)
            assert _rows(store) == alone
        store.close()
        store = open_corpus_store(tmp_path / "corpus.imbrex")
        opened: list[str] = []

        def cannot_open(database, **kwargs):
            opened.append(database)
            raise sqlite3.OperationalError("unable to open database file")

        monkeypatch.setattr(sqlite_probe.sqlite3, "connect", cannot_open)
        assert _rows(store) == alone
        assert _rows(store) == alone
        assert len(opened) == 1
    finally:
        store.close()


def test_a_look_up_inside_a_transaction_is_not_split(tmp_path, split_always):
    """In the caller's transaction (its own writes not committed yet, which a second connection
    would not see) every key is probed on the store's connection."""
    store = _spread_store(tmp_path / "corpus.imbrex")
    try:
        store.connection.execute("BEGIN")
        try:
            assert len(_rows(store)) == 400
        finally:
            store.connection.execute("COMMIT")
        assert not split_always
    finally:
        store.close()


def _slow_on_the_thread(store, monkeypatch, finished: list[bool]):
    """The second connection's probe takes a while, then notes that it is over."""
    probe = sqlite_probe.probe

    def slow(db, signed):
        if db is store.connection:
            return probe(db, signed)
        time.sleep(0.3)
        rows = probe(db, signed)
        finished.append(True)
        return rows

    monkeypatch.setattr(sqlite_probe, "probe", slow)


def test_a_look_up_that_fails_on_its_own_half_waits_for_the_other_before_it_raises(
    tmp_path, monkeypatch, split_always
):
    """The store's own connection meets a damaged page while the second connection probes the
    upper half. The error reaches the caller, who may close the store at once (``imbrex check``
    does): closing a connection under SQLite's running statement crashed the whole process in
    CI. So the look-up raises only once the thread's probe is over."""
    store = _spread_store(tmp_path / "corpus.imbrex")
    finished: list[bool] = []
    try:
        _slow_on_the_thread(store, monkeypatch, finished)

        def damaged(db, keys):
            raise sqlite3.DatabaseError("database disk image is malformed")

        monkeypatch.setattr(sqlite_store.sqlite_key_summary, "postings", damaged)
        with pytest.raises(CorruptCorpusError):
            store.lookup(_wanted())
        assert finished == [True]
        assert split_always
    finally:
        store.close()


def test_closing_the_second_reader_waits_for_its_probe(tmp_path, monkeypatch):
    """A probe still running when the store closes ends before its connection is closed."""
    store = _spread_store(tmp_path / "corpus.imbrex")
    finished: list[bool] = []
    try:
        _slow_on_the_thread(store, monkeypatch, finished)
        reader = sqlite_probe.SecondReader(sqlite_store._readonly_uri(store.path), 1024)
        running = reader.start(as_signed(_wanted()))
        assert running is not None
        reader.close()
        assert finished == [True]
        assert running.result() is not None and len(running.result()[0][0]) == 400
    finally:
        store.close()
