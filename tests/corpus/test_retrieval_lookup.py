"""The SQLite look-up's rows, in the order the ranking's ties follow: by key, in the order of the
signed hash (SQLite's, and the posting lists'), each key's by document."""

from __future__ import annotations

import numpy as np
import pytest

import app.corpus.sqlite_store as sqlite_store
from app.corpus.store import as_signed
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
    monkeypatch.setattr(sqlite_store, "_LOOKUP_CHUNK", chunk)
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
