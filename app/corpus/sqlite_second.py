"""A further connection to a corpus file beside the store's own, for work on another thread
(``sqlite_probe.SecondReader``, ``sqlite_log_folder.LogFolder``)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable


class SecondConnection:
    """A connection made by ``opener`` at its first use and kept open; tried once: when it
    cannot be opened (``opener`` raises ``sqlite3.Error``), it is not tried again and the caller
    does the work another way."""

    def __init__(self, opener: Callable[[], sqlite3.Connection]) -> None:
        self._opener = opener
        self._db: sqlite3.Connection | None = None
        self._failed = False

    def get(self) -> sqlite3.Connection | None:
        """The connection, opened now if it never was; None when it cannot be. O(1) after the
        first call."""
        if self._db is None and not self._failed:
            try:
                self._db = self._opener()
            except sqlite3.Error:
                self._failed = True
        return self._db

    def close(self) -> None:
        """Close the connection, if it was opened."""
        if self._db is not None:
            self._db.close()
            self._db = None
