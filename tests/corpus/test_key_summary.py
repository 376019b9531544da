"""The key summary (schema 4): a Bloom filter of the stored keys and the counts of the frequent
ones, so that a look-up probes neither absent keys nor the common keys the ranking drops. It must
never lose a row the ranking uses: it is checked against the gram table itself after adds,
replacements, removals, a migration and a remake."""

from __future__ import annotations

import random
import shutil
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

import numpy as np
import pytest

from app.corpus import key_summary, open_corpus, retrieval, sqlite_key_summary, sqlite_store
from app.corpus.retrieval import find_candidates, rank_candidates
from app.corpus.schema import KEY_SUMMARY_VERSION, SCHEMA_VERSION, STEMS_VERSION
from app.corpus.sqlite_store import SqliteCorpus
from app.errors import Cancelled
from app.progress import FINISHING
from tests.corpus.builders import essay, indexed

FORMAT_3 = Path(__file__).parent / "data" / "format3.imbrex"
HIGH = 1 << 63  # negative in SQL


def _stored(store: SqliteCorpus) -> dict[int, int]:
    """Every stored key (unsigned) -> its number of documents, from the gram table."""
    rows = store.connection.execute("SELECT hash, count(*) FROM grams GROUP BY hash")
    return {h & 0xFFFFFFFFFFFFFFFF: n for h, n in rows}


def _rows(store: SqliteCorpus, keys: list[int]) -> set[tuple[int, int]]:
    """(key, doc) of every stored row of ``keys``, read from the gram table without the store."""
    found = set()
    for key in keys:
        signed = key - (1 << 64) if key >= HIGH else key
        for (doc,) in store.connection.execute("SELECT doc FROM grams WHERE hash = ?", (signed,)):
            found.add((key, doc))
    return found


def _looked_up(store: SqliteCorpus, keys: list[int], common_above: int | None = None) -> set:
    hashes, docs = store.lookup(np.asarray(keys, dtype=np.uint64), common_above=common_above)
    return set(zip(hashes.tolist(), docs.tolist(), strict=True))


def assert_summary_sound(store: SqliteCorpus) -> None:
    """The filter holds every stored key; each counted key's posting list is its documents in
    the gram table; no key stored for more than ``bound`` documents is missing from the counts;
    and a look-up returns every row of the keys asked, less exactly those of the counted keys
    stored for more documents than it was told."""
    stored = _stored(store)
    summary = sqlite_key_summary.read(store.connection)
    assert summary is not None
    bloom, bound = summary[0], summary[1]
    keys = np.asarray(sorted(stored), dtype=np.uint64)
    assert key_summary.may_hold(bloom, keys).all()
    counted = {}
    kept = sqlite_key_summary.counts_usable(bound)  # else only the filter, until a remake
    for key, docs, postings in store.connection.execute("SELECT * FROM key_counts"):
        if not kept:
            continue
        key &= 0xFFFFFFFFFFFFFFFF
        counted[key] = docs
        assert set(np.frombuffer(postings, dtype="<u4").tolist()) == {
            doc for _, doc in _rows(store, [key])
        }
        assert docs == stored.get(key, 0)
    assert not kept or all(key in counted for key, n in stored.items() if n > bound)
    absent = [k ^ 0x5A5A5A5A5A5A5A5A for k in stored if k ^ 0x5A5A5A5A5A5A5A5A not in stored]
    asked = sorted(stored) + absent
    every = _rows(store, asked)
    assert _looked_up(store, asked) == every
    for threshold in sorted({1, 2, 3, bound, bound + 1, *stored.values()}):
        skipped = {row for row in every if counted.get(row[0], 0) > threshold}
        assert _looked_up(store, asked, threshold) == every - skipped
    # In the gram index's order (signed hash, then document), whichever part a row came from:
    # the ranking's float sums depend on it.
    hashes, docs = store.lookup(np.asarray(asked, dtype=np.uint64))
    signed = [h - (1 << 64) if h >= HIGH else h for h in hashes.tolist()]
    rows = list(zip(signed, docs.tolist(), strict=True))
    assert rows == sorted(rows)


def test_keys_added_in_slices_set_the_same_bits(monkeypatch):
    keys = np.random.default_rng(5).integers(0, 2**64 - 1, 5_000, dtype=np.uint64, endpoint=True)
    whole = key_summary.empty_filter(key_summary.filter_bits(5_000))
    key_summary.add_keys(whole, keys)
    monkeypatch.setattr(key_summary, "_ADD_SLICE", 333)
    sliced = key_summary.empty_filter(key_summary.filter_bits(5_000))
    key_summary.add_keys(sliced, keys)
    assert np.array_equal(whole, sliced)


def test_the_filter_holds_every_key_added_and_few_others():
    rng = np.random.default_rng(7)
    keys = rng.integers(0, 2**64 - 1, 50_000, dtype=np.uint64, endpoint=True)
    bloom = key_summary.empty_filter(key_summary.filter_bits(40_000))
    key_summary.add_keys(bloom, keys[:40_000])
    assert len(bloom) * 64 == key_summary.filter_bits(40_000) == 1 << 19  # 10 bits a key, up
    assert key_summary.may_hold(bloom, keys[:40_000]).all()
    others = rng.integers(0, 2**64 - 1, 100_000, dtype=np.uint64, endpoint=True)
    assert key_summary.may_hold(bloom, others).mean() < 0.03
    key_summary.add_keys(bloom, keys[40_000:])
    assert key_summary.may_hold(bloom, keys).all()
    again = key_summary.from_bytes(key_summary.to_bytes(bloom))
    assert np.array_equal(again, bloom) and again.flags.writeable
    assert 0.1 < key_summary.fill(bloom) < key_summary.MAX_FILL
    empty = key_summary.empty_filter(key_summary.MIN_BITS)
    assert key_summary.fill(empty) == 0 and not key_summary.may_hold(empty, keys).any()


def test_a_folded_filter_is_the_filter_made_at_its_size():
    rng = np.random.default_rng(9)
    for count, large in ((5_000, 1 << 22), (300, 1 << 20), (20, 1 << 16)):
        keys = rng.integers(0, 2**64 - 1, count, dtype=np.uint64, endpoint=True)
        bloom = key_summary.empty_filter(large)
        key_summary.add_keys(bloom, keys)
        for bits in {key_summary.filter_bits(count), 64, 1 << 16}:
            direct = key_summary.empty_filter(bits)
            key_summary.add_keys(direct, keys)
            assert np.array_equal(key_summary.folded(bloom, bits), direct)
    with pytest.raises(ValueError):
        key_summary.folded(key_summary.empty_filter(1 << 16), 1 << 17)


def test_the_summary_made_without_counting_the_keys_first_is_the_same(tmp_path: Path, monkeypatch):
    with open_corpus(tmp_path / "corpus.imbrex") as store:
        store.put([indexed(f"/c/{i}.txt", essay(i, 2_000)) for i in range(12)])
        made = sqlite_key_summary.make(store.connection)
        assert len(made.bloom) * 64 == key_summary.filter_bits(len(_stored(store)))
        monkeypatch.setattr(sqlite_key_summary, "_MOST_BITS_UNCOUNTED", 0)  # counted first
        counted = sqlite_key_summary.make(store.connection)
        assert np.array_equal(made.bloom, counted.bloom) and made.counted == counted.counted
        monkeypatch.undo()
        # Rows no document lists (a damaged index): more keys than the bound, made again.
        extra = [(k, 1) for k in range(-40_000, 40_000)]
        store.connection.executemany("INSERT OR IGNORE INTO grams (hash, doc) VALUES (?, ?)", extra)
        again = sqlite_key_summary.make(store.connection)
        assert len(again.bloom) * 64 == key_summary.filter_bits(len(_stored(store)))
        assert key_summary.may_hold(
            again.bloom, np.asarray(sorted(_stored(store)), np.uint64)
        ).all()


def test_the_summary_made_on_two_connections_is_the_one_made_on_one(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(sqlite_key_summary, "COUNTED_ABOVE", 2)  # counted keys in a few essays
    with open_corpus(tmp_path / "corpus.imbrex") as store:
        store.put([indexed(f"/c/{i}.txt", essay(i % 5, 800)) for i in range(12)])
        alone = sqlite_key_summary.make(store.connection)
        assert len(alone.counted) > 100
        threads: set[str] = set()
        scan, both = sqlite_key_summary._range_counts, threading.Barrier(2)

        def noted(db, lo, hi):  # each thread's first range waits for the other's
            name = threading.current_thread().name
            if name not in threads:
                threads.add(name)
                both.wait(30)
            return scan(db, lo, hi)

        monkeypatch.setattr(sqlite_key_summary, "_range_counts", noted)
        seen: list[tuple[int, int, str]] = []
        sqlite_key_summary.hold_every_key(store.connection)  # stale: the refresh remakes it
        assert store.refresh_key_summary(lambda *step: seen.append(step), workers=2)
        assert len(threads) == 2  # half the ranges were read on the second thread
        made = sqlite_key_summary.read(store.connection)
        assert made is not None
        assert np.array_equal(made[0], alone.bloom)
        rows = store.connection.execute("SELECT hash, docs, postings FROM key_counts ORDER BY hash")
        assert [tuple(row) for row in rows] == sorted(alone.counted)
        steps = [done for done, *_ in seen]
        assert steps == sorted(steps) and seen[-1][0] == seen[-1][1]
        assert_summary_sound(store)


def _bound(corpus: SqliteCorpus) -> int:
    """The summary's ``bound`` (documents a key may be stored for and not be counted)."""
    summary = sqlite_key_summary.read(corpus.connection)
    assert summary is not None
    return summary[1]


@pytest.fixture
def corpus(tmp_path: Path, monkeypatch) -> Iterator[SqliteCorpus]:
    # Small numbers, so that a few documents make counted and common keys.
    monkeypatch.setattr(sqlite_key_summary, "COUNTED_ABOVE", 1)
    monkeypatch.setattr(sqlite_key_summary, "REMAKE_ABOVE", 3)
    with open_corpus(tmp_path / "corpus.imbrex") as store:
        yield store


def test_a_look_up_probes_only_keys_the_index_may_hold(corpus: SqliteCorpus):
    corpus.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(3)])
    stored = sorted(_stored(corpus))
    absent = [k ^ 0x1234567 for k in stored if k ^ 0x1234567 not in set(stored)]
    asked = np.asarray(stored + absent, dtype=np.uint64)
    probed, posted = corpus._split(np.sort(asked), None)
    assert set(stored) <= set(probed.tolist()) | set(posted.tolist())
    assert len(probed) + len(posted) < len(stored) + len(absent) * 0.05
    assert _looked_up(corpus, stored + absent) == _rows(corpus, stored)


def test_frequent_keys_are_read_from_their_postings_and_common_ones_left_out(
    corpus: SqliteCorpus,
):
    common, middle, rare = 11, HIGH + 22, 33
    corpus.put(
        [indexed(f"/c/{i}.txt", essay(i), grams=[common, middle, rare + i]) for i in range(3)]
    )
    corpus.put([indexed(f"/c/{i}.txt", essay(i), grams=[common]) for i in range(3, 6)])
    # bound: 1 when made (empty), +6 documents: past REMAKE_ABOVE; nothing counted yet.
    asked = [common, middle, rare]
    assert _bound(corpus) == 7
    assert _looked_up(corpus, asked, 3) == _rows(corpus, asked)
    assert corpus.refresh_key_summary() and not corpus.refresh_key_summary()
    probed, posted = corpus._split(np.asarray(sorted(asked), dtype=np.uint64), 6)
    assert probed.tolist() == [rare] and sorted(posted.tolist()) == [common, middle]
    assert _bound(corpus) == 1
    assert _looked_up(corpus, asked, 3) == _rows(corpus, [middle, rare])  # common: 6 documents
    assert _looked_up(corpus, asked, 6) == _rows(corpus, asked)
    corpus.put([indexed("/c/6.txt", essay(6), grams=[middle, common])])  # middle 4, common 7
    assert _looked_up(corpus, asked, 3) == _rows(corpus, [rare])
    assert _looked_up(corpus, asked, 6) == _rows(corpus, [middle, rare])
    ids = [doc.id for doc in corpus.documents() if doc.path in {"/c/0.txt", "/c/1.txt"}]
    corpus.remove(ids)  # common 5, middle 2 documents: removals leave the postings
    assert _looked_up(corpus, asked, 4) == _rows(corpus, [middle, rare])
    assert _looked_up(corpus, asked, 5) == _rows(corpus, asked)
    assert_summary_sound(corpus)


def test_the_summary_stays_right_through_adds_replacements_and_removals(corpus: SqliteCorpus):
    rng = random.Random(3)
    pool = [rng.getrandbits(64) for _ in range(40)]
    for step in range(12):
        batch = []
        for n in range(rng.randint(1, 4)):
            path = f"/c/{rng.randint(0, 9)}.txt"  # the same path again: a replacement
            grams = rng.sample(pool, rng.randint(1, 12))
            batch.append(indexed(path, essay(step * 10 + n), grams=grams))
        corpus.put(batch)
        if step % 3 == 2:
            documents = corpus.documents()
            corpus.remove([doc.id for doc in rng.sample(documents, len(documents) // 3)])
        if step % 4 == 3:
            corpus.refresh_key_summary()
        assert_summary_sound(corpus)


def test_an_add_remakes_a_stale_summary_when_it_finishes(corpus: SqliteCorpus):
    corpus.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(5)])
    assert _bound(corpus) == 6
    seen: list[tuple[int, int, str]] = []
    assert not corpus.pack_if_slack(lambda *step: seen.append(step))
    assert _bound(corpus) == 1
    # The remake moves the add's last bar, named as the packing it belongs to.
    assert seen and seen[-1][0] == seen[-1][1] and {label for *_, label in seen} == {FINISHING}
    assert [done for done, *_ in seen] == sorted(done for done, *_ in seen)
    assert_summary_sound(corpus)


def _refuse_add_keys(bloom, keys):
    raise AssertionError("bits were set in a filter whose every bit is set")


def test_a_filter_with_every_bit_set_is_left_as_it_is(corpus: SqliteCorpus, monkeypatch):
    # A new corpus's smallest filter is full after the first few thousand keys of a large add:
    # setting bits in it changes nothing, so the add skips it (and keeps counting documents).
    corpus.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(2)])
    every = np.full(key_summary.MIN_BITS // 64, np.iinfo(np.uint64).max, dtype=np.uint64)
    corpus.connection.execute(
        "UPDATE key_summary SET filter = ? WHERE id = 1", (key_summary.to_bytes(every),)
    )
    before = _bound(corpus)
    monkeypatch.setattr(key_summary, "add_keys", _refuse_add_keys)
    corpus.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(2, 5)])
    summary = sqlite_key_summary.read(corpus.connection)
    assert summary is not None and key_summary.is_full(summary[0])
    assert _bound(corpus) == before + 3
    stored = sorted(_stored(corpus))
    assert _looked_up(corpus, stored) == _rows(corpus, stored)
    monkeypatch.undo()
    assert corpus.refresh_key_summary()
    assert_summary_sound(corpus)


def test_the_documents_of_new_rows_are_counted_however_their_ids_lie():
    count = sqlite_key_summary._distinct_count
    assert count(np.asarray([5, 5, 6, 9, 6], dtype=np.int64)) == 3
    assert count(np.asarray([1, 10**9, 1, 7], dtype=np.int64)) == 3  # far apart: by np.unique
    assert not key_summary.is_full(key_summary.empty_filter(key_summary.MIN_BITS))


@contextmanager
def _summary_read_beside(tmp_path: Path) -> Iterator[SqliteCorpus]:
    """A corpus of four essays with its summary made, opened read-only by another
    connection that has read the summary beside (the read is over when this yields)."""
    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        store.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(4)])
        store.refresh_key_summary()
    with open_corpus(path, readonly=True) as reader:
        reader.read_key_summary_beside()
        early = reader._early_summary
        assert early is not None and early.result() is not None
        yield reader


def test_a_summary_read_beside_serves_the_first_look_up(tmp_path: Path, monkeypatch):
    with _summary_read_beside(tmp_path) as reader:
        monkeypatch.setattr(sqlite_key_summary, "read", _refuse_read)
        stored = sorted(_stored(reader))
        assert _looked_up(reader, stored) == _rows(reader, stored)


def _refuse_read(db):
    raise AssertionError("the summary was read again, not taken from the one read beside")


def test_a_summary_read_beside_is_not_used_after_another_process_wrote(tmp_path: Path):
    with _summary_read_beside(tmp_path) as reader:  # read before the write below
        new = [HIGH + 77, 88, 99]
        with open_corpus(reader.path) as other:
            other.put([indexed("/other/new.txt", essay(50), grams=new)])
        assert _looked_up(reader, new) == _rows(reader, new) != set()


def _refuse_remake(db, done=None, second=None):
    raise AssertionError("the summary was made again after the packing, not beside it")


def test_a_stale_summary_is_made_beside_the_packing_and_stored_after_it(
    corpus: SqliteCorpus, monkeypatch
):
    corpus.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(5)])
    assert sqlite_key_summary.stale(corpus.connection)
    monkeypatch.setattr(sqlite_key_summary, "remake", _refuse_remake)
    corpus.pack()
    assert _bound(corpus) == 1 and not sqlite_key_summary.stale(corpus.connection)
    assert_summary_sound(corpus)
    assert corpus.free_pages() == 0


def test_the_summary_is_made_beside_from_before_the_wait_for_the_last_fold(
    corpus: SqliteCorpus, monkeypatch
):
    # The making is the longer of the two: it starts before the packing connection waits for
    # the last write's log to be folded and writes the summary that skips nothing.
    corpus.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(5)])
    events: list[str] = []
    started, wait = sqlite_store._BesideReader.__init__, SqliteCorpus.ensure_writable

    def starting(self, *args, **kwargs):
        events.append("making")
        started(self, *args, **kwargs)

    def waiting(self):
        events.append("waiting")
        wait(self)

    monkeypatch.setattr(sqlite_store._BesideReader, "__init__", starting)
    monkeypatch.setattr(SqliteCorpus, "ensure_writable", waiting)
    corpus.pack()
    assert events[:2] == ["making", "waiting"]
    assert _bound(corpus) == 1
    assert_summary_sound(corpus)


def test_a_write_by_another_process_while_packing_makes_the_summary_again(
    corpus: SqliteCorpus, monkeypatch
):
    corpus.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(5)])
    made_beside = sqlite_store._BesideReader.result
    remakes: list[int] = []
    remake = sqlite_key_summary.remake

    def another_process_adds(maker):
        made = made_beside(maker)  # made from the file as it was when the packing began
        with open_corpus(corpus.path) as other:
            other.put([indexed("/other/new.txt", essay(99), grams=[12345, 67890])])
        return made

    def counted_remake(db, done=None, second=None):
        remakes.append(1)
        remake(db, done, second)

    monkeypatch.setattr(sqlite_store._BesideReader, "result", another_process_adds)
    monkeypatch.setattr(sqlite_key_summary, "remake", counted_remake)
    corpus.pack()
    assert remakes == [1]
    assert len(corpus.documents()) == 6
    assert_summary_sound(corpus)  # the other process's keys are in the filter


def test_a_cancelled_packing_still_stores_the_summary_made_beside_it(
    corpus: SqliteCorpus, monkeypatch
):
    corpus.put([indexed(f"/c/{i}.txt", essay(i)) for i in range(5)])
    monkeypatch.setattr(sqlite_key_summary, "remake", _refuse_remake)
    monkeypatch.setattr(sqlite_store, "_PACK_STEP", 10)  # asks soon, on a file this small
    with pytest.raises(Cancelled):
        corpus.pack(cancel=lambda: True)
    assert _bound(corpus) == 1 and not sqlite_key_summary.stale(corpus.connection)
    assert_summary_sound(corpus)


@pytest.fixture
def format_3(tmp_path: Path) -> Path:
    """A corpus of 6 essays made by the previous Imbrex (main at c609da4, schema 3)."""
    target = tmp_path / "format3.imbrex"
    shutil.copyfile(FORMAT_3, target)
    return target


def test_a_corpus_of_the_previous_format_is_read_as_it_is_and_migrated(format_3: Path):
    with open_corpus(format_3, readonly=True) as old:
        assert old.version == KEY_SUMMARY_VERSION - 1
        stored = sorted(_stored(old))
        asked = stored + [k ^ 0xFFFF for k in stored[:50]]
        before = _looked_up(old, asked, 1)  # no summary: every row
        assert before == _rows(old, asked) and len(before) > len(stored)
    with open_corpus(format_3) as store:
        assert store.version == SCHEMA_VERSION == STEMS_VERSION
        assert _looked_up(store, asked) == before
        assert_summary_sound(store)
    with closing(sqlite3.connect(format_3)) as db:
        assert db.execute("SELECT bound FROM key_summary").fetchone() == (100,)


def test_candidates_are_the_same_as_from_every_row(tmp_path: Path, monkeypatch):
    """``find_candidates`` on a store that skips common keys ranks as on all the rows."""
    monkeypatch.setattr(sqlite_key_summary, "COUNTED_ABOVE", 2)
    monkeypatch.setattr(sqlite_key_summary, "REMAKE_ABOVE", 2)
    monkeypatch.setattr(retrieval, "COMMON_MIN", 4)
    shared = essay(99, 120)
    texts = [essay(i) + "\n\n" + (shared if i % 2 else "") for i in range(12)]
    with open_corpus(tmp_path / "corpus.imbrex") as store:
        store.put([indexed(f"/c/{i}.txt", text) for i, text in enumerate(texts)])
        assert store.refresh_key_summary()
        from app.engine.fingerprints import QUERY_STRIDE, query_keys

        paper = query_keys(essay(3)[:900] + " " + shared + " " + essay(8)[300:1200])
        keys = sorted(_stored(store))
        rows = _rows(store, [k for k in set(paper.tolist()) if k])
        assert len(_looked_up(store, keys, 4)) < len(_looked_up(store, keys))  # some skipped
        hashes = np.array([key for key, _ in sorted(rows)], dtype=np.uint64)
        docs = np.array([doc for _, doc in sorted(rows)], dtype=np.int64)
        everything = rank_candidates(
            paper, hashes, docs, store.document_count(), stride=QUERY_STRIDE
        )
        assert everything
        assert find_candidates(store, paper, stride=QUERY_STRIDE) == everything


def test_verify_finds_a_summary_that_does_not_match_the_index(corpus: SqliteCorpus):
    corpus.put([indexed(f"/c/{i}.txt", essay(i), grams=[11, 22 + i, 33 * i + 1]) for i in range(4)])
    assert corpus.refresh_key_summary() and corpus.verify() == []
    db = corpus.connection
    (postings,) = db.execute("SELECT postings FROM key_counts WHERE hash = 11").fetchone()
    db.execute("UPDATE key_counts SET postings = ? WHERE hash = 11", (postings[:-4],))
    assert corpus.verify() == ["the key summary's document lists of 1 keys differ from the index"]
    db.execute("UPDATE key_counts SET postings = ? WHERE hash = 11", (postings,))
    db.execute("DELETE FROM key_counts")
    assert corpus.verify() == [
        "the key summary does not count 1 keys stored for more than 1 documents"
    ]
    (bloom,) = db.execute("SELECT filter FROM key_summary").fetchone()
    db.execute("UPDATE key_summary SET filter = ?", (bytes(len(bloom)),))
    assert corpus.verify()[0] == "the key summary's filter misses 9 stored keys"
    corpus.connection.execute("UPDATE key_summary SET filter = ?", (bloom,))
    assert corpus.refresh_key_summary() is False  # not stale: verify's word, repair's job
