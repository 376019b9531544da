"""Reading the reference corpus for the corpus manager, on the UI thread for a file (cheap: the
list of documents and the statistics) and off it for a server (which may not answer): what it
holds, whether it can be written, and what the banner above the lists says when it cannot be
used or changed.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.corpus import open_corpus
from app.corpus.sqlite_store import SqliteCorpus
from app.corpus.store import CorpusStats, ReadOnlyCorpusError, StoredDocument
from app.errors import UserError
from app.gui.error_text import user_error_text
from app.gui.jobs import Job
from app.gui.server_corpus import ServerReading, read_server_corpus, server_jobs

log = logging.getLogger(__name__)

#: How long the window waits to read a corpus another process is busy writing (the jobs, off
#: the UI thread, wait as long as the command line does).
READ_BUSY_TIMEOUT = 5.0


def _numbered_reading(number: int, spec: str) -> tuple[int, str, ServerReading | str]:
    """`read_server_corpus` with the number of the reading asked for; an unexpected error is
    its outcome too (so that an earlier reading's failure never stands for the latest)."""
    try:
        return (number, *read_server_corpus(spec))
    except Exception as error:  # a bug, or the driver's own error: shown, never fatal
        log.exception("the corpus %s could not be read", spec)
        return number, spec, f"{type(error).__name__}: {error}"


class CorpusReader(QObject):
    """Reads a corpus for the manager and says what can be done with it. A server's corpus is
    read in a job; ``serverRead(documents, stats, disk)`` follows, as :meth:`read` returns."""

    serverRead = Signal(list, object, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: Whether documents can be added to or removed from the corpus last read.
        self.writable = False
        #: Why the corpus last read cannot be used (None: it can).
        self.error: str | None = None
        #: What the banner above the lists says ("" for nothing).
        self.banner = ""
        #: The server whose corpus is being read, and the number of the latest reading asked
        #: for: two readings may run at once (the server's jobs have two threads), and one
        #: asked for before a change must not arrive after it and show the corpus as it was.
        self._spec = ""
        self._asked = 0

    def read(self, path: Path) -> tuple[list[StoredDocument], CorpusStats | None, int]:
        """(documents, statistics, bytes on disk) of the corpus at ``path``; sets
        :attr:`writable`, :attr:`error` and :attr:`banner`."""
        self.error = None
        self.writable = True
        banner = ""
        if not path.exists():
            folder = next((p for p in path.parents if p.exists()), None)
            self.writable = folder is not None and os.access(folder, os.W_OK)
            if not self.writable:
                banner = self.tr(
                    "The corpus cannot be made at {path}: its folder cannot be written. Choose "
                    "another place for the corpus in the settings."
                ).format(path=path)
            self.banner = banner
            return [], None, 0
        store: SqliteCorpus | None = None
        try:
            try:
                store = open_corpus(path, create=False, busy_timeout=READ_BUSY_TIMEOUT)
            except ReadOnlyCorpusError:
                store = open_corpus(
                    path, create=False, readonly=True, busy_timeout=READ_BUSY_TIMEOUT
                )
                self.writable = False
            if self.writable and not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)):
                self.writable = False
            documents = store.documents()
            stats = store.stats()
            disk = store.disk_bytes()
        except UserError as error:
            self.error = user_error_text(error)
        except Exception as error:  # a bug, or an OS error: shown, never fatal
            log.exception("the corpus %s could not be read", path)
            self.error = f"{type(error).__name__}: {error}"
        finally:
            if store is not None:
                store.close()
        if self.error is not None:
            return self._cannot_use(self.error)
        return self._found(path, documents, stats, disk)

    def _found(
        self, corpus: Path | str, documents: list[StoredDocument], stats: CorpusStats, disk: int
    ) -> tuple[list[StoredDocument], CorpusStats | None, int]:
        self.banner = ""
        if not self.writable:
            self.banner = self.tr(
                "This corpus is read-only ({path}): you can look at it and check papers "
                "against it, but documents cannot be added or removed here."
            ).format(path=corpus)
        return documents, stats, disk

    def _cannot_use(self, error: str) -> tuple[list[StoredDocument], CorpusStats | None, int]:
        self.error, self.writable = error, False
        self.banner = self.tr(
            "The corpus cannot be used, so nothing can be added or removed. {error}"
        ).format(error=error)
        return [], None, 0

    def read_server(self, spec: str) -> Job:
        """Read the server's corpus ``spec`` in a job; ``serverRead`` follows (only for the
        latest reading asked for: an earlier one that ends later is dropped)."""
        self._spec = spec
        self._asked += 1
        number = self._asked
        job = Job(self.tr("Reading the corpus"), lambda p, c: _numbered_reading(number, spec))
        job.succeeded.connect(self._server_read)  # a bound slot: dropped if the reader goes
        job.failed.connect(self._server_failed)
        return server_jobs().submit(job)

    def _server_failed(self, message: str, _trace: str) -> None:
        self._server_read((self._asked, self._spec, message))

    def _server_read(self, result: tuple[int, str, ServerReading | str]) -> None:
        number, spec, outcome = result
        if number != self._asked or spec != self._spec:
            return  # an earlier reading (of this corpus before a change, or of another)
        if isinstance(outcome, str):
            self.serverRead.emit(*self._cannot_use(outcome))
            return
        documents, stats, disk, self.writable = outcome
        self.error = None
        self.serverRead.emit(*self._found(spec, documents, stats, disk))
