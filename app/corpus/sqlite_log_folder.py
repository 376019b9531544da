"""Folding a large write's log into the corpus file on a thread, while the writer goes on.

A corpus file is in SQLite's write-ahead-log mode: a transaction's pages are appended to the
log, and a *checkpoint* copies them into the file and syncs it. By default SQLite checkpoints
inside the ``COMMIT`` of any transaction that leaves the log over 1,000 pages, on the writer's
own thread. A transaction of 1,000 documents touches nearly every leaf of the gram index, so
each commit of a large add copied ~130 MB and waited for two ``fsync``s: writing the 10,000
documents of ``make bench-corpus`` took 8.1-8.5 s of CPU and 9.0-9.4 s of wall time with those
checkpoints, 7.2 s of each without (docs/corpus.md, "The log folded beside the writer").

So a large write (``SqliteCorpus.write``/``put``) commits without the checkpoint and starts it
here, with a connection of its own, on a thread; SQLite copies and syncs outside Python's lock.
The indexer meanwhile receives and checks the next documents. The next write waits for it
before it starts (:meth:`LogFolder.wait`): then every frame is in the file, so SQLite starts the
log again from its beginning, and the log stays the size of one transaction, as before.

Nothing depends on the fold. It is SQLite's ``PASSIVE`` checkpoint, which copies only committed
pages and waits for nobody; a fold that fails or cannot start leaves the pages in the log,
where every reader finds them and from where the next checkpoint copies them.
"""

from __future__ import annotations

import sqlite3

from app.corpus.sqlite_second import SecondConnection


def fold(db: sqlite3.Connection) -> None:
    """Copy the log's committed pages into the file and sync it, without waiting for readers
    or writers (``PRAGMA wal_checkpoint(PASSIVE)``). O(pages in the log)."""
    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()


class LogFolder:
    """A second connection to a corpus file that folds its log on a thread (:meth:`start`),
    opened at its first use. Used from the thread that owns the store."""

    def __init__(self, path: str) -> None:
        self._connection = SecondConnection(
            lambda: sqlite3.connect(path, isolation_level=None, check_same_thread=False),
            "imbrex-fold-log",
        )

    def available(self) -> bool:
        """Whether folds can run here: the connection opens (tried once). When it cannot, the
        writer keeps SQLite's own checkpoints."""
        return self._connection.get() is not None

    def start(self) -> None:
        """Fold the log on a thread (after the previous fold is over). When no thread can be
        had, the pages stay in the log until SQLite's next checkpoint (the next commit, which
        checkpoints itself, or closing). O(1) here, the fold's cost on the thread."""
        self._connection.start(self._run)

    @staticmethod
    def _run(db: sqlite3.Connection) -> None:
        try:
            fold(db)
        except sqlite3.Error:
            pass  # the pages stay in the log: read from there, folded by the next checkpoint

    def wait(self) -> None:
        """Wait until the fold running, if any, is over."""
        self._connection.wait()

    def close(self) -> None:
        """Wait for the fold, then close the connection."""
        self._connection.close()
