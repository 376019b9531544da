"""The SQLite corpus's summary of its stored keys (schema 4): made, kept current, read.

Two tables let a look-up skip keys, and read the frequent ones whole, before the gram index is
probed (docs/corpus.md, "Skipping absent and common keys"):

* ``key_summary``: one row, ``filter`` (``app.corpus.key_summary``: a Bloom filter of every
  key the ``grams`` table holds, or held) and ``bound``: no key missing from ``key_counts`` is
  stored for more than ``bound`` documents.
* ``key_counts``: ``(hash, docs, postings)`` of every key stored for more than
  ``COUNTED_ABOVE`` documents when the summary was last made: its exact number of documents
  and their ids (``postings``: ascending, little-endian uint32), the same as its ``grams`` rows.

Kept current in the writing transaction: an added document's keys set their filter bits and
join the postings of counted keys, and ``bound`` rises by one (a key not counted may be one of
its keys); a removed document leaves the postings of its counted keys (filter bits stay set).
When ``bound`` has grown past ``REMAKE_ABOVE``, or the filter is too full, the summary is made
again from the index (when :func:`stale`, after an add: one pass over the ``grams`` table).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from app.corpus import key_summary

#: Keys stored for more documents than this are counted in ``key_counts`` when the summary is
#: made (3,744 keys of the 2.7 million of 10,000 documents, holding 741,000 of their 8.1 million
#: rows; ~28 % of a check's rows, ~37 % of those it keeps). Below the retrieval's common-key
#: threshold (``retrieval.COMMON_MIN``, 500), so that documents can be added before the counts
#: stop telling every common key.
COUNTED_ABOVE = 100
#: The summary is made again after an add that left ``bound`` above this: until then a look-up
#: may skip the keys stored for more than 500 documents (250 more documents may be added).
REMAKE_ABOVE = 250
#: Hash ranges the summary is made in (memory: one range's distinct keys as text at a time).
#: With 8, a remake of the 10,000-document index grew the process by 108 MB; with 32, by 77
#: (and 4 % less CPU): SQLite's ``group_concat`` text and its copy are a quarter as long.
_RANGES = 32
#: How a posting list is stored: document ids, ascending, little-endian uint32.
_POSTING = np.dtype("<u4")


def group_concat_numbers(text: str | None) -> NDArray[np.int64]:
    """The integers of a space-separated text (``group_concat`` of an integer column; None when
    no row matched), as int64. O(len(text)) in numpy's parser."""
    return np.fromstring(text or "", dtype=np.int64, sep=" ")


def _posting_bytes(docs: NDArray[np.int64]) -> bytes:
    """Document ids as stored in a posting list (uint32: SQLite gives ids from 1 up, one above
    the largest; a corpus would need 4 billion documents to pass 2**32)."""
    if len(docs) and (docs.min() < 0 or docs.max() >= 2**32):
        raise ValueError("document ids out of the posting lists' range")
    return docs.astype(_POSTING).tobytes()


def _key_counts(db: sqlite3.Connection) -> Iterator[tuple[NDArray[np.int64], NDArray[np.int64]]]:
    """Every stored key (signed) with its number of documents, from the ``grams`` table, one
    of ``_RANGES`` hash ranges at a time (ascending)."""
    edges = [-(2**63) + (2**64 // _RANGES) * i for i in range(_RANGES)] + [None]
    for lo, hi in zip(edges[:-1], edges[1:], strict=True):
        where = "hash >= ?" + ("" if hi is None else " AND hash < ?")
        found, counts = db.execute(
            "SELECT group_concat(hash, ' '), group_concat(n, ' ') FROM"
            f" (SELECT hash, count(*) AS n FROM grams WHERE {where} GROUP BY hash)",
            (lo,) if hi is None else (lo, hi),
        ).fetchone()
        yield group_concat_numbers(found), group_concat_numbers(counts)


def _documents_of(db: sqlite3.Connection, keys: list[int]) -> list[tuple[int, NDArray[np.int64]]]:
    """(key, its documents ascending) of each of ``keys`` (signed) the ``grams`` table holds."""
    rows = db.execute(
        "SELECT hash, group_concat(doc, ' ') FROM grams"
        " WHERE hash IN (SELECT value FROM json_each(?)) GROUP BY hash",
        (json.dumps(keys),),
    ).fetchall()
    return [(key, np.unique(group_concat_numbers(docs))) for key, docs in rows]


def _stored(db: sqlite3.Connection) -> tuple[bytes, int] | None:
    """The stored filter's bytes and ``bound``; None when there is no summary. O(1) rows."""
    row = db.execute("SELECT filter, bound FROM key_summary WHERE id = 1").fetchone()
    return None if row is None else (row[0], int(row[1]))


def _postings_rows(db: sqlite3.Connection, keys: list[int]) -> list[tuple[int, bytes]]:
    """(key, stored posting list) of each of ``keys`` (signed) that is counted, by key."""
    return db.execute(
        "SELECT hash, postings FROM key_counts WHERE hash IN (SELECT value FROM json_each(?))"
        " ORDER BY hash",
        (json.dumps(keys),),
    ).fetchall()


@dataclass(frozen=True, slots=True)
class MadeSummary:
    """A summary made from the index (:func:`make`), to be stored (:func:`store`): the filter
    and the ``(key, documents, postings)`` rows of the counted keys."""

    bloom: NDArray[np.uint64]
    counted: list[tuple[int, int, bytes]]


#: The largest filter :func:`make` builds before it knows the number of distinct keys (bits:
#: 64 MiB, enough for the rows of ~40,000 documents); past it, the distinct keys are counted
#: first instead.
_MOST_BITS_UNCOUNTED = 1 << 29


def make(db: sqlite3.Connection, done: Callable[[int, int], None] | None = None) -> MadeSummary:
    """The summary of the ``grams`` table as ``db`` sees it, read only: the filter sized for
    the distinct keys, the postings of the keys stored for more than ``COUNTED_ABOVE``
    documents. The index is read in ``_RANGES`` hash ranges, each range's keys added to the
    filter, then the counted keys' rows: O(rows) time (1.6-1.9 s for 10,000 documents), memory
    the filter and one range (not every distinct key at once: 8 bytes each, twice, 44 MB for
    10,000 documents). The filter is first made for as many keys as the documents' own lists
    hold (a bound of the distinct keys, read from ``documents``), then folded to the size for
    the distinct keys the ranges held (:func:`key_summary.folded`: the same bits as a filter
    made at that size), which spares a pass that counted them first (0.3 s for 10,000
    documents); a bound whose filter would pass ``_MOST_BITS_UNCOUNTED`` is not used, and the
    keys are counted first as before. ``done(ranges, _RANGES + 1)`` after each range and once
    the postings are read, for a progress bar."""
    listed = int(db.execute("SELECT coalesce(sum(gram_count), 0) FROM documents").fetchone()[0])
    bits = key_summary.filter_bits(listed)
    if bits > _MOST_BITS_UNCOUNTED:
        bits = key_summary.filter_bits(
            int(db.execute("SELECT count(DISTINCT hash) FROM grams").fetchone()[0])
        )
    bloom = key_summary.empty_filter(bits)
    counted: list[int] = []
    distinct = 0
    for ranges, (hashes, counts) in enumerate(_key_counts(db), start=1):
        key_summary.add_keys(bloom, hashes.view(np.uint64))
        distinct += len(hashes)
        counted += hashes[counts > COUNTED_ABOVE].tolist()
        if done:
            done(ranges, _RANGES + 1)
    wanted = key_summary.filter_bits(distinct)
    if wanted < bits:
        bloom = key_summary.folded(bloom, wanted)
    elif wanted > bits:  # more keys than the lists hold (a damaged index): made again
        bloom = key_summary.empty_filter(wanted)
        for hashes, _ in _key_counts(db):
            key_summary.add_keys(bloom, hashes.view(np.uint64))
    rows = [(key, len(ids), _posting_bytes(ids)) for key, ids in _documents_of(db, counted)]
    if done:
        done(_RANGES + 1, _RANGES + 1)
    return MadeSummary(bloom, rows)


def store(db: sqlite3.Connection, made: MadeSummary) -> None:
    """Store a made summary in place of the one stored, inside the caller's write
    transaction, with ``bound`` = ``COUNTED_ABOVE``. O(size of the summary)."""
    # The old rows deleted first: their pages are free before the new ones are written, and
    # reused by them (REPLACE wrote the new filter before freeing the old one's pages).
    db.execute("DELETE FROM key_counts")
    db.execute("DELETE FROM key_summary")
    db.executemany("INSERT INTO key_counts (hash, docs, postings) VALUES (?, ?, ?)", made.counted)
    db.execute(
        "INSERT INTO key_summary (id, filter, bound) VALUES (1, ?, ?)",
        (key_summary.to_bytes(made.bloom), COUNTED_ABOVE),
    )


def remake(db: sqlite3.Connection, done: Callable[[int, int], None] | None = None) -> None:
    """Make the summary again from the ``grams`` table, inside the caller's write transaction
    (:func:`make`, then :func:`store`). O(rows)."""
    store(db, make(db, done))


def hold_every_key(db: sqlite3.Connection) -> None:
    """Replace the summary, inside the caller's write transaction, by one that skips nothing
    until it is made again: the smallest filter with every bit set (it may hold any key), no
    counted keys, and ``bound`` past ``REMAKE_ABOVE`` (so it is :func:`stale`, and its counts
    are not read). Every look-up stays right meanwhile, only slower; the summary's old pages
    are freed (what packing the file next wants: ``SqliteCorpus.pack_if_grown``). O(size of
    the old summary)."""
    db.execute("DELETE FROM key_counts")
    every = np.full(key_summary.MIN_BITS // 64, np.iinfo(np.uint64).max, dtype=np.uint64)
    db.execute(
        "INSERT OR REPLACE INTO key_summary (id, filter, bound) VALUES (1, ?, ?)",
        (key_summary.to_bytes(every), REMAKE_ABOVE + 1),
    )


def problems(db: sqlite3.Connection) -> list[str]:
    """What is wrong with the summary against the ``grams`` table (``corpus verify``): a
    stored key its filter does not hold, and while the counts are kept (:func:`counts_usable`)
    a key stored for more than ``bound`` documents that is not counted, a posting list that is
    not its key's documents. Empty when it is sound. One
    pass over the index, as :func:`remake`: O(rows)."""
    stored = _stored(db)
    if stored is None:
        return ["the key summary is missing"]
    bloom, bound = key_summary.from_bytes(stored[0]), stored[1]
    counted = {
        key: (docs, np.frombuffer(data[: len(data) // 4 * 4], dtype=_POSTING).astype(np.int64))
        for key, docs, data in db.execute("SELECT hash, docs, postings FROM key_counts")
    }
    absent = frequent = 0
    usable = counts_usable(bound)  # else only the filter is kept until the next remake
    for hashes, counts in _key_counts(db):
        absent += int((~key_summary.may_hold(bloom, hashes.view(np.uint64))).sum())
        if usable:
            frequent += sum(key not in counted for key in hashes[counts > bound].tolist())
    found: list[str] = []
    if absent:
        found.append(f"the key summary's filter misses {absent} stored keys")
    if frequent:
        found.append(
            f"the key summary does not count {frequent} keys stored for more than {bound} documents"
        )
    rows = dict(_documents_of(db, list(counted))) if usable else {}
    wrong = usable and sum(
        docs != len(ids) or not np.array_equal(ids, rows.get(key, ids[:0]))
        for key, (docs, ids) in counted.items()
    )
    if wrong:
        found.append(f"the key summary's document lists of {wrong} keys differ from the index")
    return found


def _counted(db: sqlite3.Connection) -> NDArray[np.int64]:
    """The counted keys (signed), sorted. O(counted keys)."""
    text = db.execute("SELECT group_concat(hash, ' ') FROM key_counts").fetchone()[0]
    return np.sort(group_concat_numbers(text))


def note_added(
    db: sqlite3.Connection, hashes: NDArray[np.int64], owners: NDArray[np.int64]
) -> None:
    """Keep the summary current for new ``grams`` rows (``hashes`` signed, ``owners`` their
    new documents, sorted by (hash, owner), as inserted), inside the writing transaction: their
    filter bits set, their documents appended to the postings of counted keys (SQLite gives a
    new row an id above every id in the table, so a posting list stays ascending), ``bound``
    raised by the number of documents. Once ``bound`` is past ``REMAKE_ABOVE`` the postings
    are not read (:func:`counts_usable`) and no longer kept, until :func:`remake`: a large add
    pays for the filter only, and one remake at its end. A filter whose every bit is set (the
    smallest filter of a new corpus is, after the first few thousand keys) is left as it is:
    setting bits changes nothing then. O(rows + size of the filter + counted keys touched)."""
    if len(hashes) == 0:
        return
    stored = _stored(db)
    assert stored is not None, "a corpus of schema 4 has its key summary (migration 4)"
    data, bound = stored
    bloom = key_summary.from_bytes(data)
    full = key_summary.is_full(bloom)
    if not full:
        key_summary.add_keys(bloom, hashes.view(np.uint64))
    if counts_usable(bound):
        _add_postings(db, hashes, owners)
    documents = _distinct_count(owners)
    if full:
        db.execute("UPDATE key_summary SET bound = bound + ? WHERE id = 1", (documents,))
    else:
        db.execute(
            "UPDATE key_summary SET filter = ?, bound = bound + ? WHERE id = 1",
            (key_summary.to_bytes(bloom), documents),
        )


def _distinct_count(values: NDArray[np.int64]) -> int:
    """How many distinct values (document ids: small, non-negative) ``values`` holds, by a
    count of each value between the least and the largest. O(n + range)."""
    low, high = int(values.min()), int(values.max())
    if high - low > 4 * len(values):
        return len(np.unique(values))
    return int(np.count_nonzero(np.bincount(values - low)))


def _add_postings(
    db: sqlite3.Connection, hashes: NDArray[np.int64], owners: NDArray[np.int64]
) -> None:
    """Append the new rows' documents to the postings of their counted keys (rows sorted by
    (hash, owner), as :func:`note_added` takes them). O(rows + counted keys touched)."""
    hit = np.isin(hashes, _counted(db))
    hit[1:] &= (hashes[1:] != hashes[:-1]) | (owners[1:] != owners[:-1])  # distinct rows
    keys, docs = hashes[hit], owners[hit]
    if len(keys):
        starts = np.flatnonzero(np.r_[True, keys[1:] != keys[:-1]])
        ends = np.r_[starts[1:], len(keys)]
        ids, size = _posting_bytes(docs), _POSTING.itemsize
        added = {
            int(keys[start]): ids[start * size : end * size]
            for start, end in zip(starts.tolist(), ends.tolist(), strict=True)
        }
        db.executemany(
            "UPDATE key_counts SET docs = ?, postings = ? WHERE hash = ?",
            (
                ((len(data) + len(added[key])) // size, data + added[key], key)
                for key, data in _postings_rows(db, list(added))
            ),
        )


def note_removed(db: sqlite3.Connection, hashes: list[int], doc_id: int) -> None:
    """Keep the postings current for a removed document ``doc_id`` whose ``grams`` rows were
    ``hashes`` (signed), inside the writing transaction (not once the postings are no longer
    kept: :func:`counts_usable`). O(len(hashes) + its counted keys' postings)."""
    stored = _stored(db)
    assert stored is not None, "a corpus of schema 4 has its key summary (migration 4)"
    if not counts_usable(stored[1]):
        return
    updates = []
    for key, data in _postings_rows(db, hashes):
        ids = np.frombuffer(data, dtype=_POSTING)
        kept = ids[ids != doc_id]
        updates.append((len(kept), kept.tobytes(), key))
    db.executemany("UPDATE key_counts SET docs = ?, postings = ? WHERE hash = ?", updates)


def counts_usable(bound: int) -> bool:
    """Whether the counts and postings of ``key_counts`` are kept (and may be read): until
    ``bound`` passes ``REMAKE_ABOVE``, after which only :func:`remake` makes them right."""
    return bound <= REMAKE_ABOVE


def stale(db: sqlite3.Connection) -> bool:
    """Whether the summary needs making again (:func:`remake`): ``bound`` past
    ``REMAKE_ABOVE`` or the filter fuller than ``key_summary.MAX_FILL``. O(size of the
    filter)."""
    stored = _stored(db)
    return stored is None or (
        not counts_usable(stored[1])
        or key_summary.fill(key_summary.from_bytes(stored[0])) > key_summary.MAX_FILL
    )


def read(
    db: sqlite3.Connection,
) -> tuple[NDArray[np.uint64], int, NDArray[np.uint64], NDArray[np.int64]] | None:
    """The stored filter, ``bound``, and the counted keys (unsigned, ascending) with their
    numbers of documents; None when there is no summary. O(size of the filter + counted
    keys)."""
    stored = _stored(db)
    if stored is None:
        return None
    keys, docs = db.execute(
        "SELECT group_concat(hash, ' '), group_concat(docs, ' ') FROM key_counts"
    ).fetchone()
    counted, counts = group_concat_numbers(keys).view(np.uint64), group_concat_numbers(docs)
    order = np.argsort(counted)
    return key_summary.from_bytes(stored[0]), stored[1], counted[order], counts[order]


def postings(
    db: sqlite3.Connection, keys: NDArray[np.int64]
) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """(hash, doc) of every stored row of the counted ``keys`` (signed), read from their
    postings instead of the gram index, in the order of the signed hash and then of the
    document, as the gram index gives them. O(len(keys) + their rows)."""
    if len(keys) == 0:
        return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.int64)
    rows = _postings_rows(db, keys.tolist())
    if not rows:
        return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.int64)
    lists = [np.frombuffer(data, dtype=_POSTING) for _, data in rows]
    hashes = np.repeat(np.asarray([h for h, _ in rows], dtype=np.int64), [len(p) for p in lists])
    return hashes, np.concatenate(lists).astype(np.int64)
