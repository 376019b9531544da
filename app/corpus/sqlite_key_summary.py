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

import itertools
import json
import sqlite3
import threading
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
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


def _range_edges() -> list[tuple[int, int | None]]:
    """The ``_RANGES`` signed hash ranges ``[lo, hi)`` the summary is made in (the last one
    open above), ascending."""
    edges: list[int | None] = [-(2**63) + (2**64 // _RANGES) * i for i in range(_RANGES)]
    edges.append(None)
    return [(int(lo), hi) for lo, hi in zip(edges[:-1], edges[1:], strict=True)]  # type: ignore[arg-type]


def _range_counts(
    db: sqlite3.Connection, lo: int, hi: int | None
) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Every stored key (signed) of the hash range ``[lo, hi)`` with its number of documents,
    from the ``grams`` table, ascending. O(rows of the range)."""
    where = "hash >= ?" + ("" if hi is None else " AND hash < ?")
    found, counts = db.execute(
        "SELECT group_concat(hash, ' '), group_concat(n, ' ') FROM"
        f" (SELECT hash, count(*) AS n FROM grams WHERE {where} GROUP BY hash)",
        (lo,) if hi is None else (lo, hi),
    ).fetchone()
    return group_concat_numbers(found), group_concat_numbers(counts)


def _key_counts(db: sqlite3.Connection) -> Iterator[tuple[NDArray[np.int64], NDArray[np.int64]]]:
    """Every stored key (signed) with its number of documents, from the ``grams`` table, one
    of ``_RANGES`` hash ranges at a time (ascending)."""
    for lo, hi in _range_edges():
        yield _range_counts(db, lo, hi)


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


@dataclass(slots=True)
class _Scanned:
    """What a pass over some of the hash ranges found: the keys' filter bits, the keys stored
    for more than ``COUNTED_ABOVE`` documents, the number of distinct keys."""

    bloom: NDArray[np.uint64]
    counted: list[int]
    distinct: int = 0


#: Keys (signed, ascending, distinct) written after a scan's snapshot, with the number of
#: documents each was written for: counted in with the keys the scan reads.
_Added = tuple[NDArray[np.int64], NDArray[np.int64]]


def _with_added(
    hashes: NDArray[np.int64], counts: NDArray[np.int64], added: _Added, lo: int, hi: int | None
) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """A range's keys and counts with the ``added`` keys of the range counted in: the union of
    the keys, ascending, each with the sum of its counts. O(keys of the range)."""
    keys, documents = added
    start = int(np.searchsorted(keys, lo))
    end = len(keys) if hi is None else int(np.searchsorted(keys, hi))
    if start == end:
        return hashes, counts
    joined = np.concatenate([hashes, keys[start:end]])
    order = np.argsort(joined, kind="stable")  # two sorted runs: a merge
    joined, summed = joined[order], np.concatenate([counts, documents[start:end]])[order]
    firsts = np.flatnonzero(np.r_[True, joined[1:] != joined[:-1]])
    return joined[firsts], np.add.reduceat(summed, firsts)


class _RangeScan:
    """The ``_RANGES`` hash ranges of the ``grams`` table read by one or more threads, each
    through a connection of its own and taking the next range left (``deque.popleft`` is whole
    under Python's lock), into a :class:`_Scanned` of its own; :meth:`merged` joins them. A
    range read with ``added`` has those keys counted in (:func:`_with_added`)."""

    def __init__(self, bits: int) -> None:
        self.bits = bits
        self._left = deque(_range_edges())
        self._parts: dict[int, _Scanned] = {}  # by thread
        self._finished = itertools.count(1)  # ranges read by every thread (next() is atomic)
        self.stopped = False

    def run_one(
        self,
        db: sqlite3.Connection,
        done: Callable[[int, int], None] | None = None,
        added: _Added | None = None,
    ) -> bool:
        """Read the next range left through ``db``, with ``added`` counted in; whether there
        was one (and the scan is not :attr:`stopped`). ``done(ranges, _RANGES + 1)`` after it,
        counting every thread's ranges. O(rows of the range)."""
        if self.stopped:
            return False
        try:
            lo, hi = self._left.popleft()
        except IndexError:
            return False
        scanned = self._own()
        hashes, counts = _range_counts(db, lo, hi)
        if added is not None:
            hashes, counts = _with_added(hashes, counts, added, lo, hi)
        key_summary.add_keys(scanned.bloom, hashes.view(np.uint64))
        scanned.distinct += len(hashes)
        scanned.counted += hashes[counts > COUNTED_ABOVE].tolist()
        finished = next(self._finished)
        if done:
            done(finished, _RANGES + 1)
        return True

    def run(self, db: sqlite3.Connection, done: Callable[[int, int], None] | None = None) -> None:
        """:meth:`run_one` until no range is left or the scan is :attr:`stopped`."""
        while self.run_one(db, done):
            pass

    def _own(self) -> _Scanned:
        """This thread's part (made at its first range). O(size of the filter) once."""
        key = threading.get_ident()
        if key not in self._parts:
            self._parts[key] = _Scanned(key_summary.empty_filter(self.bits), [])
        return self._parts[key]

    def run_with(
        self,
        db: sqlite3.Connection,
        second: sqlite3.Connection | None,
        done: Callable[[int, int], None] | None,
    ) -> None:
        """:meth:`run` here through ``db``, and beside it on a thread through ``second`` when
        there is one; returns once both are over (the thread's failure is raised here)."""
        if second is None:
            self.run(db, done)
            return
        with ThreadPoolExecutor(1, thread_name_prefix="imbrex-key-summary") as pool:
            other = pool.submit(self.run, second)
            try:
                self.run(db, done)
            except BaseException:
                self.stopped = True  # the thread ends after its range; the pool waits for it
                raise
            other.result()

    def merged(self) -> _Scanned:
        """Every thread's ranges as one: the filters OR'ed. O(size of the filter)."""
        parts = list(self._parts.values()) or [self._own()]
        whole = parts[0]
        for part in parts[1:]:
            np.bitwise_or(whole.bloom, part.bloom, out=whole.bloom)
            whole.counted += part.counted
            whole.distinct += part.distinct
        return whole


def make(
    db: sqlite3.Connection,
    done: Callable[[int, int], None] | None = None,
    second: sqlite3.Connection | None = None,
) -> MadeSummary:
    """The summary of the ``grams`` table as ``db`` sees it, read only: the filter sized for
    the distinct keys, the postings of the keys stored for more than ``COUNTED_ABOVE``
    documents. The index is read in ``_RANGES`` hash ranges, each range's keys added to the
    filter, then the counted keys' rows: O(rows) time (1.6-1.9 s for 10,000 documents), memory
    the filter and one range (not every distinct key at once: 8 bytes each, twice, 44 MB for
    10,000 documents). With ``second``, a connection that sees the same rows as ``db`` (the
    caller holds the write lock, so nothing is committed between the two), half the ranges
    are read through it on a second thread, which SQLite lets run beside this one: 0.81-0.91
    against 1.27-1.34 s for the scan of 10,000 documents (docs/performance.md, "Indexing,
    stop 26"); memory one more filter and range. The filter is first made for as many keys as
    the documents' own lists hold (a bound of the distinct keys, read from ``documents``),
    then folded to the size for the distinct keys the ranges held (:func:`key_summary.folded`:
    the same bits as a filter made at that size), which spares a pass that counted them first
    (0.3 s for 10,000 documents); a bound whose filter would pass ``_MOST_BITS_UNCOUNTED`` is
    not used, and the keys are counted first as before. ``done(ranges, _RANGES + 1)`` after
    each range and once the postings are read, for a progress bar."""
    listed = int(db.execute("SELECT coalesce(sum(gram_count), 0) FROM documents").fetchone()[0])
    bits = key_summary.filter_bits(listed)
    if bits > _MOST_BITS_UNCOUNTED:
        bits = key_summary.filter_bits(
            int(db.execute("SELECT count(DISTINCT hash) FROM grams").fetchone()[0])
        )
    scan = _RangeScan(bits)
    scan.run_with(db, second, done)
    scanned = scan.merged()
    wanted = key_summary.filter_bits(scanned.distinct)
    if wanted > bits:  # more keys than the lists hold (a damaged index): made again
        scanned.bloom = key_summary.empty_filter(wanted)
        for hashes, _ in _key_counts(db):
            key_summary.add_keys(scanned.bloom, hashes.view(np.uint64))
    return made(db, scanned, done, second)


def made(
    db: sqlite3.Connection,
    scanned: _Scanned,
    done: Callable[[int, int], None] | None,
    second: sqlite3.Connection | None = None,
) -> MadeSummary:
    """The summary of a finished scan (:func:`make`'s, or :meth:`MakingBeside.finish`'s): its
    filter folded to the size for its distinct keys (no larger than it is), the postings of its
    counted keys read through ``db`` (half of them beside, through ``second``, when given: it
    must see what ``db`` sees, the written documents included), then ``done(_RANGES + 1,
    _RANGES + 1)``. O(counted keys' rows)."""
    bloom = scanned.bloom
    wanted = key_summary.filter_bits(scanned.distinct)
    if wanted < len(bloom) * 64:
        bloom = key_summary.folded(bloom, wanted)
    keys = sorted(scanned.counted)
    if second is None or len(keys) < 2:
        found = _documents_of(db, keys)
    else:
        half = len(keys) // 2
        with ThreadPoolExecutor(1, thread_name_prefix="imbrex-key-summary") as pool:
            upper = pool.submit(_documents_of, second, keys[half:])
            found = _documents_of(db, keys[:half]) + upper.result()
    rows = [(key, len(ids), _posting_bytes(ids)) for key, ids in found]
    if done:
        done(_RANGES + 1, _RANGES + 1)
    return MadeSummary(bloom, rows)


class MakingBeside:
    """The summary of the index as it will be once the caller's next write, which adds
    ``written`` documents and nothing else, has committed (docs/corpus.md, "The key summary
    made beside the add's last write").

    Begun before that write, from ``first``'s snapshot of the file without it (a read-only
    connection usable from another thread), the ranges are read on a thread while the write
    runs: SQLite reads and writes outside Python's lock, on both cores. A range read from that
    snapshot has the written documents' keys counted in from memory (``written``: each
    document's keys, signed). Once told the write has committed (:meth:`committed`), the thread
    starts a new snapshot, which holds the written rows, and reads the ranges left from it; so
    does the caller's thread (:meth:`finish`, through a connection of its own). Memory: one
    more filter and a range per thread, and the written keys."""

    def __init__(self, first: sqlite3.Connection, written: list[NDArray[np.int64]]) -> None:
        # The first read fixes the snapshot: the file before the write.
        listed = int(
            first.execute("SELECT coalesce(sum(gram_count), 0) FROM documents").fetchone()[0]
        )
        rows = np.concatenate([np.unique(keys) for keys in written] or [np.empty(0, np.int64)])
        keys, documents = np.unique(rows, return_counts=True)
        bits = key_summary.filter_bits(listed + len(rows))
        #: Whether the summary can be made this way: not when the filter would need the keys
        #: counted first (``_MOST_BITS_UNCOUNTED``); the caller then remakes it the usual way.
        self.usable = bits <= _MOST_BITS_UNCOUNTED
        self._added: _Added = (keys, documents.astype(np.int64))
        self._scan = _RangeScan(bits)
        self._committed = threading.Event()
        #: Set once the thread reads from a snapshot that holds the written rows.
        self.moved_on = threading.Event()
        self._failed = False
        self._thread = threading.Thread(
            target=self._run, args=(first,), name="imbrex-key-summary", daemon=True
        )
        if self.usable:
            self._thread.start()

    def _run(self, first: sqlite3.Connection) -> None:
        try:
            while not self._scan.stopped and not self._committed.is_set():
                if not self._scan.run_one(first, added=self._added):
                    return
            first.execute("COMMIT")  # the snapshot before the write is let go
            first.execute("BEGIN")
            first.execute("SELECT id FROM documents LIMIT 1").fetchall()
            self.moved_on.set()
            self._scan.run(first)
        except Exception:  # e.g. a damaged page: the caller remakes the summary the usual way
            self._failed = True
            self._scan.stopped = True
        finally:
            self.moved_on.set()

    def committed(self) -> None:
        """Tell the thread the write has committed: after the range it is reading, it reads
        from a new snapshot (:attr:`moved_on` is then set). O(1)."""
        self._committed.set()

    def finish(
        self, second: sqlite3.Connection, done: Callable[[int, int], None] | None = None
    ) -> _Scanned | None:
        """Read the ranges left here, through ``second`` (which sees the written rows), after
        :meth:`committed`, and wait for the thread; every range's keys, or None when the
        thread failed. ``done`` as in :func:`make`. O(rows left)."""
        try:
            self._scan.run(second, done)
        finally:
            self.stop()
        return None if self._failed else self._scan.merged()

    def stop(self) -> None:
        """Stop the thread after the range it is reading, and wait for it (before its
        connection is closed). O(one range)."""
        self._scan.stopped = True
        self._committed.set()
        if self._thread.is_alive():
            self._thread.join()


def stale_after(db: sqlite3.Connection, documents: int) -> bool:
    """Whether the summary will need making again (:func:`stale`) once ``documents`` more
    documents are written (each raises ``bound`` by one). O(size of the filter)."""
    stored = _stored(db)
    return stored is None or (
        not counts_usable(stored[1] + documents)
        or key_summary.fill(key_summary.from_bytes(stored[0])) > key_summary.MAX_FILL
    )


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


def remake(
    db: sqlite3.Connection,
    done: Callable[[int, int], None] | None = None,
    second: sqlite3.Connection | None = None,
) -> None:
    """Make the summary again from the ``grams`` table, inside the caller's write transaction
    (:func:`make`, with ``second`` reading half of it beside, then :func:`store`). O(rows)."""
    store(db, make(db, done, second))


def hold_every_key(db: sqlite3.Connection) -> None:
    """Replace the summary, inside the caller's write transaction, by one that skips nothing
    until it is made again: the smallest filter with every bit set (it may hold any key), no
    counted keys, and ``bound`` past ``REMAKE_ABOVE`` (so it is :func:`stale`, and its counts
    are not read). Every look-up stays right meanwhile, only slower; the summary's old pages
    are freed (what packing the file next wants: ``SqliteCorpus.pack``). O(size of
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
        ids, size = _posting_bytes(docs), _POSTING.itemsize
        added = {key: ids[start * size : end * size] for key, start, end in _runs(keys)}
        db.executemany(
            "UPDATE key_counts SET docs = ?, postings = ? WHERE hash = ?",
            (
                ((len(data) + len(added[key])) // size, data + added[key], key)
                for key, data in _postings_rows(db, list(added))
            ),
        )


def _runs(keys: NDArray[np.int64]) -> Iterator[tuple[int, int, int]]:
    """(key, start, end) of each run of equal values of ``keys`` (sorted, not empty). O(n)."""
    starts = np.flatnonzero(np.r_[True, keys[1:] != keys[:-1]])
    ends = np.r_[starts[1:], len(keys)]
    return zip(keys[starts].tolist(), starts.tolist(), ends.tolist(), strict=True)


def note_removed(
    db: sqlite3.Connection, hashes: NDArray[np.int64], owners: NDArray[np.int64]
) -> None:
    """Keep the postings current for removed ``grams`` rows (``hashes`` signed, ``owners``
    their documents, sorted by hash, as deleted), inside the writing transaction: each counted key among them loses those
    documents from its posting list, in one update a key for the whole group (not once the
    postings are no longer kept: :func:`counts_usable`). Reads ``bound`` alone, not the filter
    (whose 4 MiB, read once a removed document, were half of removing 1,000 documents). O(rows
    + counted keys touched and their postings)."""
    bound = db.execute("SELECT bound FROM key_summary WHERE id = 1").fetchone()
    assert bound is not None, "a corpus of schema 4 has its key summary (migration 4)"
    if not counts_usable(int(bound[0])) or len(hashes) == 0:
        return
    hit = np.isin(hashes, _counted(db))
    keys, docs = hashes[hit], owners[hit]
    if len(keys) == 0:
        return
    spans = {key: (start, end) for key, start, end in _runs(keys)}
    updates = []
    for key, data in _postings_rows(db, list(spans)):
        start, end = spans[key]
        ids = np.frombuffer(data, dtype=_POSTING)
        kept = ids[~np.isin(ids, docs[start:end])]
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
    return stale_after(db, 0)


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
