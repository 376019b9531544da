"""A document's own list of its keys (``app.corpus.key_lists``): the Elias-Fano layout a SQLite
corpus writes from format 6 gives back every key, is never taken for the int64 layout of the
lists written before (which are still read and removed), and a list that does not decode is
damage, never a wrong removal."""

from __future__ import annotations

import sqlite3
from contextlib import closing

import numpy as np
import pytest

from app.corpus import key_lists, open_corpus
from app.corpus.sql_common import blob_hash, sound_keys
from app.corpus.store import DamagedCorpusError
from tests.corpus.builders import essay, indexed


def _keys(n: int, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    values = rng.integers(np.iinfo(np.int64).min, np.iinfo(np.int64).max, n, dtype=np.int64)
    return np.unique(values)


@pytest.mark.parametrize("n", [1, 2, 3, 7, 8, 9, 63, 64, 65, 807, 5000])
def test_a_packed_list_gives_back_its_keys_and_is_smaller(n):
    keys = _keys(n, n)
    blob = key_lists.packed(keys)
    assert key_lists.is_packed(blob) and key_lists.count(blob) == len(keys)
    assert sorted(key_lists.unpacked(blob).tolist()) == sorted(keys.tolist())
    if n >= 64:  # below, the header and rounding may cost more than the bits saved
        assert len(blob) < 8 * len(keys)
    if n >= 800:  # log2(n) >= 9.6 bits a key saved, 2.3 spent on the high parts
        assert len(blob) < 0.89 * 8 * len(keys)


def test_extreme_keys_and_every_length_up_to_300_are_told_from_the_int64_layout():
    extremes = np.array([0, 1, -1, np.iinfo(np.int64).min, np.iinfo(np.int64).max], np.int64)
    assert sorted(key_lists.unpacked(key_lists.packed(extremes)).tolist()) == sorted(
        extremes.tolist()
    )
    for n in range(1, 301):
        assert len(key_lists.packed(_keys(n, n))) % 8 != 0
    raw = _keys(50).tobytes()
    assert not key_lists.is_packed(raw) and key_lists.unpacked(raw).tobytes() == raw
    assert key_lists.packed(np.zeros(0, dtype=np.int64)) == b""


@pytest.mark.parametrize(
    "cut", [lambda b: b[:3], lambda b: b[:-3] + b"\0", lambda b: b[:1] + b"\x07" + b[2:]]
)
def test_a_packed_list_whose_parts_do_not_add_up_is_damage(cut):
    blob = cut(key_lists.packed(_keys(100)))
    blob = blob if key_lists.is_packed(blob) else blob + b"\0"
    assert sound_keys(blob, 100, blob_hash(blob)) is None


def _raw_list(path, doc_id: int) -> None:
    """Give a stored document the int64 list a corpus of format 5 wrote."""
    with closing(sqlite3.connect(path)) as db, db:
        (blob,) = db.execute("SELECT grams FROM documents WHERE id = ?", (doc_id,)).fetchone()
        raw = key_lists.unpacked(bytes(blob)).tobytes()
        db.execute(
            "UPDATE documents SET grams = ?, grams_hash = ? WHERE id = ?",
            (raw, blob_hash(raw), doc_id),
        )


def test_lists_of_both_layouts_are_removed_whole_and_verify_clean(tmp_path):
    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        store.put([indexed(f"/c/{i}.txt", essay(i, 400)) for i in range(4)])
        ids = sorted(d.id for d in store.documents())
        blobs = store.connection.execute("SELECT gram_count, grams FROM documents").fetchall()
        assert all(key_lists.is_packed(b) and len(b) < 8 * n for n, b in blobs)
    _raw_list(path, ids[0])
    with open_corpus(path) as store:
        assert store.verify() == []
        assert store.remove(ids[:2]) == 2
        assert store.verify() == []
        rows = store.connection.execute("SELECT count(*) FROM grams WHERE doc IN (?, ?)", ids[:2])
        assert rows.fetchone() == (0,)


def test_a_list_that_does_not_decode_stops_its_removal_as_damage(tmp_path):
    """A packed list whose checksum matches but whose parts do not add up (written so by a
    fault) is not trusted: the removal is refused whole, nothing deleted."""
    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        store.put([indexed(f"/c/{i}.txt", essay(i, 400)) for i in range(2)])
        doc_id = min(d.id for d in store.documents())
    with closing(sqlite3.connect(path)) as db, db:
        (blob,) = db.execute("SELECT grams FROM documents WHERE id = ?", (doc_id,)).fetchone()
        bad = bytes(blob)[:-2] + b"\0"
        bad = bad if key_lists.is_packed(bad) else bad + b"\0"
        db.execute(
            "UPDATE documents SET grams = ?, grams_hash = ? WHERE id = ?",
            (bad, blob_hash(bad), doc_id),
        )
    with open_corpus(path) as store:
        with pytest.raises(DamagedCorpusError, match="gram list"):
            store.remove([doc_id])
        assert store.document_count() == 2
        assert any("gram list is damaged" in p for p in store.verify())
