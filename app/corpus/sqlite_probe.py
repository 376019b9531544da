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
import threading

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
    Not thread-safe itself: one probe at a time, from the thread that owns the store.

    The connection is never closed under a running probe: SQLite's statement would go on with
    freed memory (a crash of the whole process, seen in CI when the store's own half of a
    look-up raised on a damaged page and the store was closed at once). :meth:`close` waits for
    the probe first."""

    def __init__(self, uri: str, cache_kib: int) -> None:
        self._connection = SecondConnection(lambda: _opened(uri, cache_kib))
        self._running: _Probe | None = None

    def start(self, signed: NDArray[np.int64]) -> _Probe | None:
        """Start probing ``signed`` (:func:`probe`) on a thread, in one snapshot of the second
        connection; None when that connection cannot be opened (then it is not tried again) or
        no thread can be started. O(1) here; the probe's cost on the thread."""
        self.wait()
        db = self._connection.get()
        if db is None:
            return None
        try:
            self._running = _Probe(db, signed)
        except RuntimeError:  # no thread to be had (a process at its limit): probed by the caller
            return None
        return self._running

    def wait(self) -> None:
        """Wait until the probe running, if any, is over (its rows stay with its caller)."""
        if self._running is not None:
            self._running.result()
            self._running = None

    def close(self) -> None:
        """Wait for the probe running, then close the second connection, if it was opened."""
        self.wait()
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
    """One probe running on a thread with the second connection."""

    def __init__(self, db: sqlite3.Connection, signed: NDArray[np.int64]) -> None:
        self._db = db
        self._signed = signed
        self._rows: list[Rows] | None = None
        self._thread = threading.Thread(target=self._run, name="imbrex-probe", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._db.execute("BEGIN")  # one snapshot for every statement
            try:
                self._rows = probe(self._db, self._signed)
            finally:
                self._db.execute("COMMIT")
        except Exception:  # e.g. a damaged page, or no memory: the caller probes them itself
            self._rows = None

    def result(self) -> list[Rows] | None:
        """The rows, once the thread has ended; None when the probe failed."""
        self._thread.join()
        return self._rows
