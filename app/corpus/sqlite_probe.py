"""Probing the gram index for a check's keys, on one connection or on two at once.

A check probes its ~6,800 keys (those the key summary's filter passes) one B-tree descent each:
~15 ms of SQLite's own time on 10,000 documents, which SQLite spends outside Python's lock. So a
second, read-only connection kept open beside the store's own (`SecondReader`) probes the upper
half of the keys on a thread while the store's connection reads the posting lists and probes the
lower half: the look-up of a warm check took 14-15 ms instead of 26-27 (docs/performance.md,
"Two connections probe at once, stop 22"). The second connection must stay open between
look-ups: one opened per look-up starts with an empty page cache and gained nothing.

The two halves must come from one state of the file. Each connection reads in its own snapshot,
so the caller compares its own connection's ``data_version`` before and after (it changes only
when another connection commits) and probes again on its own connection when it changed.
"""

from __future__ import annotations

import json
import sqlite3

import numpy as np
from numpy.typing import NDArray

from app.corpus.sqlite_key_summary import group_concat_numbers
from app.corpus.sqlite_second import SecondConnection

#: Keys probed in one statement (the JSON array of the outer loop).
LOOKUP_CHUNK = 30_000
#: The fewest keys worth a second connection: below it the thread's start and the second
#: statement cost about what they save (a short paper probes a few hundred keys).
SPLIT_ABOVE = 2_000

#: The rows found for some keys: (signed hash, document id), by hash then by document.
Rows = tuple[NDArray[np.int64], NDArray[np.int64]]


def probe(db: sqlite3.Connection, signed: NDArray[np.int64]) -> list[Rows]:
    """The gram index's rows of ``signed`` (distinct signed hashes, ascending), in the index's
    order: by key, each key's rows by document. One B-tree probe per key, O(k log N) for k keys
    over N stored rows, in statements of ``LOOKUP_CHUNK`` keys. Each row comes back as the number
    ``doc * K + i`` for the i-th of the K keys of its statement, all in one text
    (``group_concat``) parsed by numpy: one Python object per statement, not per row
    (docs/performance.md, "The check's retrieval, stop 21")."""
    found: list[Rows] = []
    for lo in range(0, len(signed), LOOKUP_CHUNK):
        keys = signed[lo : lo + LOOKUP_CHUNK]
        # CROSS JOIN: the keys' array is the outer loop, so the rows come by key (ascending),
        # each key's by document (its primary key order).
        (coded,) = db.execute(
            "SELECT group_concat(g.doc * ? + j.key, ' ') FROM json_each(?) AS j"
            " CROSS JOIN grams AS g ON g.hash = j.value",
            (len(keys), json.dumps(keys.tolist())),
        ).fetchone()
        docs, key_index = np.divmod(group_concat_numbers(coded), len(keys))
        found.append((keys[key_index], docs))
    return found


class SecondReader:
    """A second, read-only connection to a corpus file, opened at its first use and kept open
    (its page cache is what makes it fast), that probes keys on a thread (:meth:`start`).
    Not thread-safe itself: one probe at a time, from the thread that owns the store. Closing
    it waits for a running probe (``sqlite_second``)."""

    def __init__(self, uri: str, cache_kib: int) -> None:
        self._connection = SecondConnection(lambda: _opened(uri, cache_kib), "imbrex-probe")

    def start(self, signed: NDArray[np.int64]) -> _Probe | None:
        """Start probing ``signed`` (:func:`probe`) on a thread, in one snapshot of the second
        connection; None when that connection cannot be opened (then it is not tried again) or
        no thread can be started. O(1) here; the probe's cost on the thread."""
        running = _Probe(self._connection, signed)
        return running if self._connection.start(running.run) else None

    def close(self) -> None:
        """Wait for the probe running, then close the second connection, if it was opened."""
        self._connection.close()


def _opened(uri: str, cache_kib: int) -> sqlite3.Connection:
    """A read-only connection with its page cache set, usable from any thread."""
    db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
    try:
        db.execute(f"PRAGMA cache_size = {-cache_kib}")
    except sqlite3.Error:
        db.close()
        raise
    return db


class _Probe:
    """One probe of the second connection: its rows, once :meth:`run` has run on its thread."""

    def __init__(self, connection: SecondConnection, signed: NDArray[np.int64]) -> None:
        self._connection = connection
        self._signed = signed
        self._rows: list[Rows] | None = None

    def run(self, db: sqlite3.Connection) -> None:
        try:
            db.execute("BEGIN")  # one snapshot for every statement
            try:
                self._rows = probe(db, self._signed)
            finally:
                db.execute("COMMIT")
        except Exception:  # e.g. a damaged page, or no memory: the caller probes them itself
            self._rows = None

    def result(self) -> list[Rows] | None:
        """The rows, once the probe is over; None when it failed."""
        self._connection.wait()
        return self._rows
