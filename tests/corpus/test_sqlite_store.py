"""The corpus store: schema, round trips, the inverted index, and every way a corpus file can be
unusable (damaged, foreign, newer, read-only, disk full, busy). Tests taking ``store`` or
``corpus_spec`` run on SQLite and on PostgreSQL (tests/corpus/conftest.py)."""

from __future__ import annotations

import dataclasses
import os
import random
import sqlite3
import threading
import zlib
from pathlib import Path

import numpy as np
import pytest

from app.corpus import CorpusError, CorruptCorpusError, key_lists, open_corpus
from app.corpus.schema import APPLICATION_ID, SCHEMA_VERSION
from app.corpus.sqlite_store import SqliteCorpus
from app.corpus.stores import open_corpus_store
from app.errors import UserError
from tests.corpus.builders import CHINESE, RUSSIAN, essay, indexed
from tests.corpus.consistency import assert_consistent, sql

HIGH = 1 << 63  # hashes at and above this are negative in SQL: they must survive the round trip


@pytest.fixture
def corpus_path(tmp_path: Path) -> Path:
    return tmp_path / "corpus.imbrex"


def _side_files(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir() if p.name != path.name)


# -- schema ---------------------------------------------------------------------------------


@pytest.mark.sqlite_only
def test_new_corpus_has_the_schema_and_pragmas(store: SqliteCorpus, corpus_path: Path):
    db = store.connection
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_schema WHERE type='table'")}
    assert {"meta", "documents", "texts", "grams"} <= tables
    assert store.sampling == "winnow" and store.meta("created_by")
    # WAL and the identity are in the file itself, not only in this connection.
    raw = sqlite3.connect(corpus_path)
    try:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert raw.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    finally:
        raw.close()


def test_reopening_keeps_documents_and_runs_no_migration_again(corpus_spec):
    with open_corpus_store(corpus_spec, sampling="mod-m") as first:
        first.put([indexed("/c/a.txt", essay(1))])
        created = first.meta("created")
    with open_corpus_store(corpus_spec, sampling="winnow") as again:
        assert again.document_count() == 1
        assert again.sampling == "mod-m"  # the sampling belongs to the corpus, not the opener
        assert again.meta("created") == created
        assert again.connection.execute("SELECT count(*) FROM meta").fetchone()[0] == 3


# -- round trips ----------------------------------------------------------------------------

EMOJI = "Reading list 📚 for the week 🙂: rivers, mills and steam 🚂. " * 3


def test_documents_and_texts_round_trip(corpus_spec):
    english = essay(7).replace("\n\n", "\r\n\r\n", 1)  # line breaks kept exactly
    records = [
        indexed("/c/b-russian.txt", RUSSIAN * 3, title="Сочинение", author="Борис Иванов"),
        indexed("/c/a-english.txt", english, title="Mills", author="Ann", collection="2023"),
        indexed("/c/c-chinese.txt", CHINESE * 3, title="作文", author="陈丽", collection="中文"),
        indexed("/c/d-emoji.txt", EMOJI, title="List 📚", collection="2023"),
    ]
    # Checksums with the top bit set are stored as negative integers and must come back unsigned.
    records[1] = dataclasses.replace(records[1], checksum=(1 << 64) - 5)
    with open_corpus_store(corpus_spec) as store:
        ids = store.put(records)
        assert len(set(ids)) == 4
    with open_corpus_store(corpus_spec) as store:
        listed = store.documents()
        assert [d.path for d in listed] == sorted(r.path for r in records)
        by_path = {d.path: d for d in listed}
        for record in records:
            doc = by_path[record.path]
            assert doc == store.document(doc.id) == store.find(record.path)
            assert (doc.title, doc.author, doc.collection) == (
                record.title,
                record.author,
                record.collection,
            )
            assert (doc.words, doc.language, doc.format) == (
                record.words,
                record.language,
                record.format,
            )
            assert doc.checksum == record.checksum
            assert (doc.file_hash, doc.sha256, doc.size) == (
                record.file_hash,
                record.sha256,
                record.size,
            )
            assert store.text(doc.id) == record.text.unpack()
        assert store.text(by_path["/c/a-english.txt"].id) == english
        assert store.text(by_path["/c/b-russian.txt"].id) == RUSSIAN * 3
        assert store.text(by_path["/c/c-chinese.txt"].id) == CHINESE * 3
        assert store.text(by_path["/c/d-emoji.txt"].id) == EMOJI
        assert by_path["/c/b-russian.txt"].language == "ru"
        assert by_path["/c/c-chinese.txt"].language == "zh"
        assert [d.path for d in store.documents("2023")] == ["/c/a-english.txt", "/c/d-emoji.txt"]
        assert store.documents("中文")[0].title == "作文"
        assert store.find("/c/nothing.txt") is None
        with pytest.raises(KeyError):
            store.document(max(ids) + 100)
        with pytest.raises(KeyError):
            store.text(max(ids) + 100)
        assert_consistent(store)


def test_origins_and_touch_origin(store: SqliteCorpus):
    store.put(
        [
            indexed("/c/class.zip/a.txt", essay(1), origin="/c/class.zip"),
            indexed("/c/class.zip/b.txt", essay(2), origin="/c/class.zip"),
            indexed("/c/single.txt", essay(3)),
        ]
    )
    origins = store.origins()
    assert set(origins) == {"/c/class.zip", "/c/single.txt"}
    assert origins["/c/class.zip"].documents == 2 and origins["/c/single.txt"].documents == 1
    store.touch_origin("/c/single.txt", 1234, 42)
    after = store.origins()["/c/single.txt"]
    assert (after.size, after.mtime_ns) == (1234, 42)
    assert store.origins()["/c/class.zip"] == origins["/c/class.zip"]


# -- the inverted index ---------------------------------------------------------------------


def _pairs(store: SqliteCorpus, query) -> set[tuple[int, int]]:
    hashes, docs = store.lookup(np.asarray(list(query), dtype=np.uint64))
    assert hashes.dtype == np.uint64 and len(hashes) == len(docs)
    pairs = set(zip(hashes.tolist(), docs.tolist(), strict=True))
    assert len(pairs) == len(hashes), "a (hash, doc) pair was returned twice"
    return pairs


def test_replacing_a_document_replaces_its_fingerprints(store: SqliteCorpus):
    old_grams = [1, 2, 3, HIGH + 7]
    new_grams = [3, 4, HIGH + 9]
    other = store.put([indexed("/c/other.txt", essay(2), grams=[2, 3, 5])])[0]
    (first,) = store.put([indexed("/c/paper.txt", essay(1), grams=old_grams)])
    assert _pairs(store, [1, 2, 3, 4, 5, HIGH + 7, HIGH + 9]) == {
        (1, first),
        (2, first),
        (3, first),
        (HIGH + 7, first),
        (2, other),
        (3, other),
        (5, other),
    }
    (second,) = store.put([indexed("/c/paper.txt", essay(3), grams=new_grams)])
    assert store.document_count() == 2
    assert store.text(second) == essay(3)
    assert _pairs(store, [1, 2, 3, 4, 5, HIGH + 7, HIGH + 9]) == {
        (3, second),
        (4, second),
        (HIGH + 9, second),
        (2, other),
        (3, other),
        (5, other),
    }
    assert_consistent(store)


@pytest.mark.parametrize("between", [0, 1], ids=["next-to-each-other", "one-between"])
def test_a_path_given_twice_in_one_batch_keeps_only_the_last_version(store, between):
    # A .zip may hold two members with the same name: both arrive in one batch.
    batch = [indexed("/c/x.zip/a.txt", essay(1), grams=[10, 11, 12], origin="/c/x.zip")]
    batch += [indexed("/c/x.zip/b.txt", essay(3), grams=[20], origin="/c/x.zip")] * between
    batch += [indexed("/c/x.zip/a.txt", essay(2), grams=[12, 13], origin="/c/x.zip")]
    store.put(batch)
    doc = store.find("/c/x.zip/a.txt")
    assert store.document_count() == 1 + between
    assert store.text(doc.id) == essay(2)
    assert {p for p in _pairs(store, [10, 11, 12, 13, 20]) if p[0] != 20} == {
        (12, doc.id),
        (13, doc.id),
    }
    assert_consistent(store)


@pytest.mark.sqlite_only
def test_a_batch_that_fails_half_way_writes_nothing(store: SqliteCorpus):
    store.put([indexed("/c/kept.txt", essay(1))])
    before = store.documents()
    batch = [indexed("/c/new.txt", essay(2)), indexed("/c/bad-\udcff.txt", essay(3))]
    with pytest.raises(UnicodeEncodeError):  # a lone surrogate cannot be stored as text
        store.put(batch)
    assert not store.connection.in_transaction
    assert store.documents() == before and store.find("/c/new.txt") is None
    assert_consistent(store)
    store.put(batch[:1])
    assert store.document_count() == 2


def test_remove_deletes_documents_texts_and_grams(store: SqliteCorpus):
    ids = store.put([indexed(f"/c/{i}.txt", essay(i), grams=[i, 100, HIGH + i]) for i in range(3)])
    assert store.remove([ids[1], max(ids) + 50]) == 1
    with pytest.raises(KeyError):
        store.document(ids[1])
    with pytest.raises(KeyError):
        store.text(ids[1])
    assert sql(store, "SELECT count(*) FROM texts WHERE doc = ?", (ids[1],)) == [(0,)]
    assert sql(store, "SELECT count(*) FROM grams WHERE doc = ?", (ids[1],)) == [(0,)]
    assert _pairs(store, [0, 1, 2, 100, HIGH, HIGH + 1, HIGH + 2]) == {
        (0, ids[0]),
        (100, ids[0]),
        (HIGH, ids[0]),
        (2, ids[2]),
        (100, ids[2]),
        (HIGH + 2, ids[2]),
    }
    assert [d.path for d in store.documents()] == ["/c/0.txt", "/c/2.txt"]
    assert store.remove([]) == 0 and store.remove([ids[1]]) == 0
    assert_consistent(store)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_lookup_returns_exactly_the_stored_pairs(store: SqliteCorpus, seed: int):
    rng = np.random.default_rng(seed)
    # A small universe so that documents share grams; half of it has the top bit set.
    universe = np.concatenate(
        [
            rng.integers(0, 1 << 62, 300, dtype=np.uint64),
            rng.integers(0, 1 << 62, 300, dtype=np.uint64) | np.uint64(HIGH),
        ]
    )
    truth: set[tuple[int, int]] = set()
    for i in range(25):
        grams = np.unique(rng.choice(universe, rng.integers(0, 60)))
        (doc_id,) = store.put([indexed(f"/c/{i:02}.txt", essay(i, 40), grams=grams)])
        truth |= {(int(g), doc_id) for g in grams}
    store.remove([3, 9])  # removed documents must not come back
    truth = {(g, d) for g, d in truth if d not in (3, 9)}
    query = rng.choice(universe, 200)  # repeats and grams nobody has
    query = np.concatenate([query, rng.integers(0, 1 << 63, 50, dtype=np.uint64)])
    wanted = {int(g) for g in query}
    assert _pairs(store, query) == {(g, d) for g, d in truth if g in wanted}
    assert _pairs(store, []) == set()


def test_lookup_of_more_grams_than_sqlite_takes_in_one_statement(store: SqliteCorpus):
    stored = np.arange(1, 70_001, dtype=np.uint64) * np.uint64(977)
    (doc_id,) = store.put([indexed("/c/long.txt", essay(1), grams=stored)])
    query = np.arange(1, 90_001, dtype=np.uint64) * np.uint64(977)  # 3 chunks, 20,000 unknown
    hashes, docs = store.lookup(query)
    assert sorted(hashes.tolist()) == stored.tolist()
    assert set(docs.tolist()) == {doc_id}


def test_stats_totals(store: SqliteCorpus):
    records = [
        indexed("/c/a.txt", essay(1), collection="2023"),
        indexed("/c/b.txt", essay(2), collection="2024"),
        indexed("/c/b-copy.txt", essay(2).upper(), collection="2024"),  # an exact duplicate
        indexed("/c/c.txt", RUSSIAN * 2, collection="2024"),
        indexed("/c/d.txt", CHINESE * 2, collection="2023"),
    ]
    store.put(records)
    stats = store.stats()
    assert stats.documents == 5
    assert stats.words == sum(r.words for r in records)
    assert stats.grams == sum(len(r.grams) for r in records)
    assert stats.text_bytes == sum(r.text.chars for r in records)
    assert stats.stored_text_bytes == sum(len(r.text.data) for r in records)
    assert stats.file_bytes == sum(r.size for r in records)
    assert stats.collections == (("2023", 2), ("2024", 3))
    assert dict(stats.languages) == {"en": 3, "ru": 1, "zh": 1}
    assert stats.duplicate_groups == 1
    (twin,) = store.duplicates_of(records[1].checksum, exclude=store.find("/c/b.txt").id)
    assert twin.path == "/c/b-copy.txt"
    store.remove([d.id for d in store.documents()])
    assert store.stats() == dataclasses.replace(
        stats,
        documents=0,
        words=0,
        grams=0,
        text_bytes=0,
        stored_text_bytes=0,
        file_bytes=0,
        collections=(),
        languages=(),
        duplicate_groups=0,
    )


# -- files that are no usable corpus --------------------------------------------------------


@pytest.mark.parametrize("head", [b"", b"SQLite format 3\x00"], ids=["random", "sqlite-header"])
def test_garbage_file_is_refused_and_left_alone(tmp_path: Path, head: bytes):
    path = tmp_path / "corpus.imbrex"
    garbage = head + random.Random(5).randbytes(8192)
    path.write_bytes(garbage)
    for readonly in (False, True):
        with pytest.raises(CorruptCorpusError) as error:
            open_corpus(path, readonly=readonly)
        assert str(path) in str(error.value)
    assert path.read_bytes() == garbage
    assert _side_files(path) == []


def test_foreign_sqlite_file_is_refused_and_left_alone(tmp_path: Path):
    path = tmp_path / "grades.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE grades (student TEXT, mark INTEGER)")
    db.execute("INSERT INTO grades VALUES ('Anna', 5)")
    db.commit()
    db.close()
    before = path.read_bytes()
    for readonly in (False, True):
        with pytest.raises(CorruptCorpusError) as error:
            open_corpus(path, readonly=readonly)
        assert "not an Imbrex corpus" in error.value.message
    assert path.read_bytes() == before  # not even switched to WAL
    assert _side_files(path) == []
    db = sqlite3.connect(path)
    assert db.execute("SELECT * FROM grades").fetchall() == [("Anna", 5)]
    db.close()


def test_corpus_of_a_newer_imbrex_is_refused(corpus_path: Path):
    with open_corpus(corpus_path) as store:
        store.put([indexed("/c/a.txt", essay(1))])
    db = sqlite3.connect(corpus_path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    before = corpus_path.read_bytes()
    for readonly in (False, True):
        with pytest.raises(CorpusError) as error:
            open_corpus(corpus_path, readonly=readonly)
        assert not isinstance(error.value, CorruptCorpusError)
        assert "newer Imbrex" in error.value.message
    assert corpus_path.read_bytes() == before


def test_a_folder_or_a_missing_corpus_is_a_clear_error(tmp_path: Path):
    with pytest.raises(CorpusError) as error:
        open_corpus(tmp_path)
    assert "folder" in error.value.message
    with pytest.raises(CorpusError) as error:
        open_corpus(tmp_path / "none.imbrex", create=False)
    assert "no corpus" in error.value.message
    assert not (tmp_path / "none.imbrex").exists()


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: zlib.compress("a different text of the same paper".encode()),
        lambda data: data[: len(data) // 2],
        lambda data: data[:10] + bytes([data[10] ^ 0xFF]) + data[11:],
        lambda data: b"",
    ],
    ids=["other-text", "cut", "flipped-byte", "empty"],
)
def test_damaged_text_is_detected(store: SqliteCorpus, damage):
    ids = store.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(3)])
    ((blob,),) = sql(store, "SELECT data FROM texts WHERE doc = ?", (ids[1],))
    sql(store, "UPDATE texts SET data = ? WHERE doc = ?", (damage(bytes(blob)), ids[1]))
    with pytest.raises(CorruptCorpusError) as error:
        store.text(ids[1])
    assert f"document {ids[1]}" in error.value.message
    assert store.text(ids[0]) == essay(0) and store.text(ids[2]) == essay(2)
    problems = store.verify()
    assert len(problems) == 1 and str(ids[1]) in problems[0]


def test_verify_reports_a_missing_text(store: SqliteCorpus):
    ids = store.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(2)])
    sql(store, "DELETE FROM texts WHERE doc = ?", (ids[0],))
    problems = store.verify()
    assert len(problems) == 1 and str(ids[0]) in problems[0]


def _filled_corpus(path: Path) -> tuple[dict, dict, dict]:
    """A corpus of 80 essays (about 75 pages), closed; what it holds, to compare with."""
    with open_corpus(path) as store:
        store.put([indexed(f"/c/{i:03}.txt", essay(i, 300)) for i in range(80)])
        docs = {d.id: d for d in store.documents()}
        texts = {i: store.text(i) for i in docs}
        queries = {i: store.lookup(store_grams) for i, store_grams in _queries(store).items()}
    assert not Path(f"{path}-wal").exists()
    return docs, texts, {i: _as_set(r) for i, r in queries.items()}


def _queries(store: SqliteCorpus) -> dict[int, np.ndarray]:
    out = {}
    for doc_id, blob in store.connection.execute("SELECT id, grams FROM documents"):
        if doc_id % 8 == 0:
            out[doc_id] = key_lists.unpacked(blob).view(np.uint64)
    return out


def _as_set(result) -> set[tuple[int, int]]:
    return set(zip(result[0].tolist(), result[1].tolist(), strict=True))


@pytest.mark.parametrize(
    "cut",
    [
        lambda size, page: size // 2,
        lambda size, page: (size // page // 2) * page,
        lambda size, page: size - page,
        lambda size, page: size - 1000,
        lambda size, page: size - 1,
    ],
    ids=["middle", "middle-page-boundary", "last-page", "inside-last-page", "last-byte"],
)
def test_truncated_corpus_is_never_used_silently(tmp_path: Path, cut):
    full = tmp_path / "full.imbrex"
    docs, texts, lookups = _filled_corpus(full)
    data = full.read_bytes()
    page = int.from_bytes(data[16:18], "big")
    assert len(data) // page > 40  # many pages, so that the cut loses real content
    broken = tmp_path / "broken.imbrex"
    broken.write_bytes(data[: cut(len(data), page)])
    detected = False
    try:
        store = open_corpus(broken)
    except CorpusError:
        detected = True
    else:
        # Whatever is read must be right; anything else must raise.
        with store:
            checks = [
                lambda: {d.id: d for d in store.documents()} == docs,
                lambda: {i: store.text(i) for i in docs} == texts,
                lambda: all(
                    _as_set(store.lookup(q)) == lookups[i] for i, q in _queries(store).items()
                ),
                lambda: store.stats().documents == len(docs),
                lambda: store.verify() == [],
            ]
            for check in checks:
                try:
                    assert check(), "a truncated corpus returned wrong data without an error"
                except CorpusError:
                    detected = True
    assert detected, "a truncated corpus was used as if it were whole"


# -- read-only, disk full, busy -------------------------------------------------------------


def test_read_only_corpus_reads_but_refuses_writes(corpus_path: Path):
    with open_corpus(corpus_path) as store:
        (doc_id,) = store.put([indexed("/c/a.txt", essay(1))])
    before = corpus_path.read_bytes()
    with open_corpus(corpus_path, readonly=True) as store:
        assert store.text(doc_id) == essay(1) and store.document_count() == 1
        attempts = [
            lambda: store.put([indexed("/c/b.txt", essay(2))]),
            lambda: store.remove([doc_id]),
            lambda: store.touch_origin("/c/a.txt", 1, 2),
        ]
        for attempt in attempts:
            with pytest.raises(CorpusError) as error:
                attempt()
            assert "read-only" in error.value.message
            assert not store.connection.in_transaction
        assert store.document_count() == 1
    assert corpus_path.read_bytes() == before
    with pytest.raises(CorpusError):
        open_corpus(corpus_path.with_name("absent.imbrex"), readonly=True)


@pytest.mark.sqlite_only
def test_full_disk_gives_a_clear_message_and_changes_nothing(store: SqliteCorpus):
    store.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(2)])
    before = store.documents()
    pages = store.connection.execute("PRAGMA page_count").fetchone()[0]
    store.connection.execute(f"PRAGMA max_page_count = {pages + 3}")
    big = indexed(
        "/c/big.txt",
        " ".join(essay(i, 400) for i in range(100, 160)),  # ~24,000 words: far more than 3 pages
    )
    with pytest.raises(CorpusError) as error:
        store.put([indexed("/c/small.txt", essay(5)), big])
    assert "disk is full" in error.value.message and "free some space" in error.value.message
    assert isinstance(error.value, UserError) and not isinstance(error.value, CorruptCorpusError)
    assert not store.connection.in_transaction
    assert store.documents() == before
    assert store.find("/c/small.txt") is None
    # nothing of big.txt was written (its word pairs may also be those of the other essays)
    assert set(store.lookup(big.grams)[1].tolist()) <= {d.id for d in before}
    assert_consistent(store)
    store.connection.execute("PRAGMA max_page_count = 1073741823")
    store.put([big])  # space freed: the same call now succeeds
    assert store.document_count() == 3
    assert_consistent(store)


def _hold_write_lock(
    path: Path, release: threading.Event
) -> tuple[sqlite3.Connection, threading.Thread]:
    """Another connection (as another process would) takes the write lock now and commits
    once ``release`` is set."""
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    other.execute("INSERT INTO meta (key, value) VALUES ('held-by', 'other process')")

    def commit_when_released() -> None:
        release.wait(60)
        other.execute("COMMIT")

    thread = threading.Thread(target=commit_when_released, daemon=True)
    thread.start()
    return other, thread


def test_a_writer_waits_for_another_one(corpus_path: Path):
    with open_corpus(corpus_path, busy_timeout=30) as store:
        release = threading.Event()

        def on_statement(sql: str) -> None:  # the other writer lets go only once ours began
            if sql.lstrip().upper().startswith("BEGIN IMMEDIATE"):
                release.set()

        store.connection.set_trace_callback(on_statement)
        other, thread = _hold_write_lock(corpus_path, release)
        try:
            (doc_id,) = store.put([indexed("/c/a.txt", essay(1))])
        finally:
            store.connection.set_trace_callback(None)
            release.set()
            thread.join()
            other.close()
        assert store.text(doc_id) == essay(1)
        assert store.meta("held-by") == "other process"  # the other writer's work is kept too
        assert_consistent(store)


def test_a_writer_that_waits_too_long_says_another_imbrex_is_writing(corpus_path: Path):
    with open_corpus(corpus_path, busy_timeout=0.2) as store:
        release = threading.Event()
        other, thread = _hold_write_lock(corpus_path, release)
        try:
            # The other writer holds on until the put has given up: only the store's own
            # busy timeout can end the wait.
            with pytest.raises(CorpusError) as error:
                store.put([indexed("/c/a.txt", essay(1))])
            assert "Another Imbrex" in error.value.message and "writing" in error.value.message
            assert not store.connection.in_transaction
        finally:
            release.set()
            thread.join()
            other.close()
        store.put([indexed("/c/a.txt", essay(1))])  # once the other one is done, it works
        assert store.document_count() == 1


def test_opening_while_another_process_writes_waits(corpus_path: Path):
    open_corpus(corpus_path).close()
    release = threading.Event()
    other, thread = _hold_write_lock(corpus_path, release)
    # Opening gives no hook to wait on: the other writer lets go a little later (the test
    # asserts only that opening and writing then succeed, not how long they took).
    threading.Timer(0.5, release.set).start()
    try:
        with open_corpus(corpus_path, busy_timeout=30) as store:
            store.put([indexed("/c/a.txt", essay(1))])
            assert store.document_count() == 1
    finally:
        release.set()
        thread.join()
        other.close()
    assert os.path.exists(corpus_path)


def test_stored_super_shingles_are_the_sketch_slices_hashes_signed():
    from app.corpus.sql_common import signed, stored_super_shingles
    from app.engine.sketches import SKETCH_SIZE, SUPER_SHINGLES, super_shingles

    rng = np.random.default_rng(7)
    for size in (SUPER_SHINGLES, SUPER_SHINGLES + 1, SKETCH_SIZE, SKETCH_SIZE + 5, 200):
        sketch = rng.integers(0, 2**64, size, dtype=np.uint64)
        expected = [signed(value) for value in super_shingles(sketch)]
        assert stored_super_shingles(sketch.tobytes()) == expected
    assert stored_super_shingles(None) == stored_super_shingles(b"1234567") == []
    with pytest.raises(ValueError):
        stored_super_shingles(np.zeros(SUPER_SHINGLES - 1, dtype=np.uint64).tobytes())


def test_gram_rows_are_inserted_in_chunks_and_statements_without_losing_or_reordering_a_row(
    monkeypatch,
):
    import sqlite3

    from app.corpus import sqlite_rows

    monkeypatch.setattr(sqlite_rows, "ROW_CHUNK", 6)
    monkeypatch.setattr(sqlite_rows, "ROWS_PER_STATEMENT", 3)
    for count in (0, 2, 3, 12, 50):
        hashes = np.arange(-20, count - 20, dtype=np.int64)
        owners = np.arange(count, dtype=np.int64) % 4
        db = sqlite3.connect(":memory:")
        db.execute("CREATE TABLE rows (hash INTEGER, doc INTEGER)")
        sqlite_rows.insert_rows(db, "INSERT INTO rows (hash, doc) VALUES", hashes, owners)
        stored = db.execute("SELECT hash, doc FROM rows ORDER BY rowid").fetchall()
        assert stored == list(zip(hashes.tolist(), owners.tolist(), strict=True))
        sqlite_rows.delete_rows(db, "DELETE FROM rows WHERE hash = ? AND doc = ?", hashes, owners)
        assert db.execute("SELECT count(*) FROM rows").fetchone()[0] == 0
