"""A further connection to a corpus file beside the store's own, for work on another thread
(``sqlite_probe.SecondReader``, ``sqlite_log_folder.LogFolder``).

The connection is never closed under running work: SQLite's statement would go on with freed
memory, a crash of the whole process (seen in CI when a look-up's own half raised on a damaged
page and ``imbrex check`` closed the store at once). :meth:`SecondConnection.close` waits for
the work first, whoever uses the connection."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable


class SecondConnection:
    """A connection made by ``opener`` at its first use and kept open; tried once: when it
    cannot be opened (``opener`` raises ``sqlite3.Error``), it is not tried again and the caller
    does the work another way. One piece of work runs on it at a time, on a thread named
    ``name`` (:meth:`start`). Used from the thread that owns the store."""

    def __init__(self, opener: Callable[[], sqlite3.Connection], name: str) -> None:
        self._opener = opener
        self._name = name
        self._db: sqlite3.Connection | None = None
        self._failed = False
        self._running: threading.Thread | None = None

    def get(self) -> sqlite3.Connection | None:
        """The connection, opened now if it never was; None when it cannot be. O(1) after the
        first call."""
        if self._db is None and not self._failed:
            try:
                self._db = self._opener()
            except sqlite3.Error:
                self._failed = True
        return self._db

    def start(self, work: Callable[[sqlite3.Connection], None]) -> bool:
        """Run ``work(connection)`` on a thread, once the work before it is over; whether it
        started (not when the connection cannot be opened, or no thread can be had: a process
        at its limit). O(1) here; the work's cost on the thread."""
        self.wait()
        db = self.get()
        if db is None:
            return False
        thread = threading.Thread(target=work, args=(db,), name=self._name, daemon=True)
        try:
            thread.start()
        except RuntimeError:
            return False
        self._running = thread
        return True

    def wait(self) -> None:
        """Wait until the work running, if any, is over."""
        if self._running is not None:
            self._running.join()
            self._running = None

    def close(self) -> None:
        """Wait for the work running, then close the connection, if it was opened."""
        self.wait()
        if self._db is not None:
            self._db.close()
            self._db = None
