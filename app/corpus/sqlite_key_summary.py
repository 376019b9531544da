"""The SQLite corpus's summary of its stored keys (schema 4): made, kept current, read.

Two tables let a look-up skip keys before the gram index is probed (docs/corpus.md, "Skipping
absent and common keys"):

* ``key_summary``: one row, ``filter`` (``app.corpus.key_summary``: a Bloom filter of every
  key the ``grams`` table holds, or held) and ``bound``: no key missing from ``key_counts`` is
  stored for more than ``bound`` documents.
* ``key_counts``: ``(hash, docs)``, the exact number of documents of every key stored for more
  than ``COUNTED_ABOVE`` documents when the summary was last made.

Kept current in the writing transaction: an added document's keys set their filter bits and
raise the counts of counted keys, and ``bound`` by one (a key not counted may be one of them);
a removed document's keys lower their counts (filter bits stay set). When ``bound`` has grown
past ``REMAKE_ABOVE``, or the filter is too full, the summary is made again from the index
(when :func:`stale`, after an add: one pass over the ``grams`` table).
"""

from __future__ import annotations

import json
import sqlite3

import numpy as np
from numpy.typing import NDArray

from app.corpus import key_summary

#: Keys stored for more documents than this are counted in ``key_counts`` when the summary is
#: made (3,744 keys of the 2.7 million of 10,000 documents). Below the retrieval's common-key
#: threshold (``retrieval.COMMON_MIN``, 500), so that documents can be added before the counts
#: stop telling every common key.
COUNTED_ABOVE = 100
#: The summary is made again after an add that left ``bound`` above this: until then a look-up
#: may skip the keys stored for more than 500 documents (250 more documents may be added).
REMAKE_ABOVE = 250
#: Hash ranges the summary is made in (memory: one range's distinct keys as text at a time).
_RANGES = 8


def _numbers(text: str | None) -> NDArray[np.int64]:
    """The integers of a space-separated text (``group_concat``; None for no row)."""
    return np.fromstring(text or "", dtype=np.int64, sep=" ")


def remake(db: sqlite3.Connection) -> None:
    """Make the summary again from the ``grams`` table, inside the caller's write transaction:
    the filter sized for the distinct keys, the counts of the keys stored for more than
    ``COUNTED_ABOVE`` documents, ``bound`` = ``COUNTED_ABOVE``. One pass over the index in
    ``_RANGES`` hash ranges: O(rows) time (1-2 s for 10,000 documents), memory one range."""
    distinct: list[NDArray[np.int64]] = []
    counted: list[tuple[int, int]] = []
    edges = [-(2**63) + (2**64 // _RANGES) * i for i in range(_RANGES)] + [None]
    for lo, hi in zip(edges[:-1], edges[1:], strict=True):
        where = "hash >= ?" + ("" if hi is None else " AND hash < ?")
        found, counts = db.execute(
            "SELECT group_concat(hash, ' '), group_concat(n, ' ') FROM"
            f" (SELECT hash, count(*) AS n FROM grams WHERE {where} GROUP BY hash)",
            (lo,) if hi is None else (lo, hi),
        ).fetchone()
        hashes, docs = _numbers(found), _numbers(counts)
        distinct.append(hashes)
        common = docs > COUNTED_ABOVE
        counted += zip(hashes[common].tolist(), docs[common].tolist(), strict=True)
    bloom = key_summary.filter_of(np.concatenate(distinct).view(np.uint64))
    db.execute("DELETE FROM key_counts")
    db.executemany("INSERT INTO key_counts (hash, docs) VALUES (?, ?)", counted)
    db.execute(
        "INSERT OR REPLACE INTO key_summary (id, filter, bound) VALUES (1, ?, ?)",
        (key_summary.to_bytes(bloom), COUNTED_ABOVE),
    )


def note_added(
    db: sqlite3.Connection, hashes: NDArray[np.int64], owners: NDArray[np.int64]
) -> None:
    """Keep the summary current for new ``grams`` rows (``hashes`` signed, ``owners`` their
    documents, sorted by (hash, owner), as inserted), inside the writing transaction: their
    filter bits set, the counts of counted keys raised by their distinct documents, ``bound``
    raised by the number of documents. O(rows + size of the filter)."""
    if len(hashes) == 0:
        return
    new = np.r_[True, (hashes[1:] != hashes[:-1]) | (owners[1:] != owners[:-1])]
    hashes = hashes[new]
    (data,) = db.execute("SELECT filter FROM key_summary WHERE id = 1").fetchone()
    bloom = key_summary.from_bytes(data)
    key_summary.add_keys(bloom, hashes.view(np.uint64))
    counted = _numbers(db.execute("SELECT group_concat(hash, ' ') FROM key_counts").fetchone()[0])
    raised, by = np.unique(hashes[np.isin(hashes, counted)], return_counts=True)
    db.executemany(
        "UPDATE key_counts SET docs = docs + ? WHERE hash = ?",
        zip(by.tolist(), raised.tolist(), strict=True),
    )
    db.execute(
        "UPDATE key_summary SET filter = ?, bound = bound + ? WHERE id = 1",
        (key_summary.to_bytes(bloom), len(np.unique(owners))),
    )


def note_removed(db: sqlite3.Connection, hashes: list[int]) -> None:
    """Keep the counts current for a removed document whose ``grams`` rows were ``hashes``
    (signed, distinct), inside the writing transaction. O(len(hashes) + counted keys)."""
    db.execute(
        "UPDATE key_counts SET docs = docs - 1 WHERE hash IN (SELECT value FROM json_each(?))",
        (json.dumps(hashes),),
    )


def stale(db: sqlite3.Connection) -> bool:
    """Whether the summary needs making again (:func:`remake`): ``bound`` past
    ``REMAKE_ABOVE`` or the filter fuller than ``key_summary.MAX_FILL``. O(size of the
    filter)."""
    row = db.execute("SELECT filter, bound FROM key_summary WHERE id = 1").fetchone()
    return row is None or (
        row[1] > REMAKE_ABOVE
        or key_summary.fill(key_summary.from_bytes(row[0])) > key_summary.MAX_FILL
    )


def read(db: sqlite3.Connection) -> tuple[NDArray[np.uint64], int] | None:
    """The stored filter and ``bound``; None when there is none. O(size of the filter)."""
    row = db.execute("SELECT filter, bound FROM key_summary WHERE id = 1").fetchone()
    return None if row is None else (key_summary.from_bytes(row[0]), int(row[1]))


def counted_above(db: sqlite3.Connection, docs: int) -> NDArray[np.uint64]:
    """The keys ``key_counts`` says are stored for more than ``docs`` documents, sorted.
    O(counted keys)."""
    text = db.execute(
        "SELECT group_concat(hash, ' ') FROM (SELECT hash FROM key_counts WHERE docs > ?"
        " ORDER BY hash)",
        (docs,),
    ).fetchone()[0]
    return np.sort(_numbers(text).view(np.uint64))
