"""The window's side of the results store (``app.results_store``): the batches put back at
start, each change written as it happens, and what the teacher is told when the store cannot
be used.

A restored paper carries its report only; its texts are read when it is first opened. Every
write is one small SQLite transaction on the UI thread; a write that fails (disk full, a
read-only folder) is logged and told once in the status bar, and the window goes on with the
results it holds. Writes wait in a queue and run in order, one per turn of the event loop, so
a paper's write never lengthens the turn that shows it; closing the window writes what is left.
"""

from __future__ import annotations

import logging
import sqlite3
from collections import deque
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from app.batch_results import BatchResult, PaperOutcome
from app.gui.session import Batch, PaperEntry
from app.report.evidence import Evidence
from app.results_store import ResultsStore, StoredBatch, open_results

log = logging.getLogger(__name__)


class KeptResults(QObject):
    """The open results store of one window. ``problem`` holds a message for the teacher
    when the store was set aside or could not be opened (shown by the window);
    ``writeFailed(str)`` when a change could not be kept."""

    writeFailed = Signal(str)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.store: ResultsStore | None = None
        self.problem = ""
        self._stored: tuple[StoredBatch, ...] = ()
        self._failed = False
        self._pending: deque[Callable[[ResultsStore], object]] = deque()
        #: No store yet (a first start): it is made at the first write, not while the window
        #: starts (making a SQLite file waits for the disk).
        self._make_on_write = not path.exists()
        if self._make_on_write:
            return
        try:
            opened = open_results(path)
        except (OSError, sqlite3.Error) as error:
            log.exception("the results store %s cannot be opened", path)
            self.problem = self.tr(
                "Results cannot be kept in {path} ({error}): what is checked now is lost when "
                "Imbrex is closed."
            ).format(path=path, error=error)
            return
        self.store = opened.store
        self._stored = opened.batches
        messages = []
        if opened.set_aside is not None:
            aside = opened.set_aside
            log.warning("results store set aside as %s: %s", aside.kept_as, aside.detail)
            text = (
                self.tr(
                    "The kept results were written by a newer version of Imbrex and cannot be "
                    "read by this one."
                )
                if aside.reason == "newer"
                else self.tr("The file of kept results is damaged and cannot be read.")
            )
            messages.append(
                text
                + " "
                + self.tr(
                    "It was set aside, not deleted, as {path}; new results are kept in a new file."
                ).format(path=aside.kept_as)
            )
        if opened.unreadable:
            messages.append(
                self.tr(
                    "%n kept result(s) could not be read and are not shown (they stay in the "
                    "file).",
                    "",
                    opened.unreadable,
                )
            )
        self.problem = " ".join(messages)

    def tell_problem(self, parent: QWidget) -> QMessageBox | None:
        """Show ``problem`` (if any) in a message box once the window is up."""
        if not self.problem:
            return None
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Kept results"),
            self.problem,
            QMessageBox.StandardButton.Ok,
            parent,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        QTimer.singleShot(0, box.open)
        return box

    def restore(self) -> list[Batch]:
        """The batches kept from earlier sessions, their papers with reports only."""
        batches = []
        for stored in self._stored:
            batch = Batch(stored.title, stored.paths, stored.template, stored=stored.key)
            batch.result = stored.result
            batch.status = "done" if stored.result is not None else "cancelled"
            for paper in stored.papers:
                outcome = PaperOutcome(paper.path, error=paper.error, error_kind=paper.error_kind)
                entry = PaperEntry(outcome, batch, paper.hidden)
                if paper.summary is not None:
                    entry.stored_report = paper.summary
                    entry.restore = self._paper_reader(stored.key, paper.path)
                batch.papers.append(entry)
            batches.append(batch)
        self._stored = ()
        return batches

    def _paper_reader(self, key: int, path: str) -> Callable[[], PaperOutcome]:
        def read() -> PaperOutcome:
            kept = None
            if self.store is not None:
                try:
                    kept = self.store.paper(key, path)
                except sqlite3.Error:
                    log.exception("the texts of %s cannot be read from the results store", path)
            try:
                if kept is not None:
                    return PaperOutcome(path, evidence=Evidence(*kept))
            except ValueError:  # the texts do not match the report
                log.exception("the kept texts of %s do not match its report", path)
            return PaperOutcome(
                path,
                error=self.tr(
                    "its kept results could not be read; check it again (Check ▸ Check again)"
                ),
            )

        return read

    # writes -------------------------------------------------------------------------------
    def _later(self, change: Callable[[ResultsStore], object]) -> None:
        """Queue a write (see the module docstring)."""
        self._pending.append(change)
        if len(self._pending) == 1:
            QTimer.singleShot(0, self._write_next)

    def _write_next(self) -> None:
        if self._pending:
            self._write(self._pending.popleft())
        if self._pending:
            QTimer.singleShot(0, self._write_next)

    def flush(self) -> None:
        """Run every queued write now."""
        while self._pending:
            self._write(self._pending.popleft())

    def _write(self, change: Callable[[ResultsStore], object]) -> object:
        try:
            if self.store is None and self._make_on_write:
                self._make_on_write = False
                self.store = open_results(self.path).store
            if self.store is None:
                return None
            return change(self.store)
        except (OSError, sqlite3.Error) as error:
            log.exception("the results store %s cannot be written", self.path)
            if not self._failed:
                self._failed = True
                self.writeFailed.emit(
                    self.tr(
                        "Results could not be kept ({error}): they stay until Imbrex is closed."
                    ).format(error=error)
                )
            return None

    def batch_started(self, batch: Batch) -> None:
        """A new batch is kept (a batch checked again keeps its place, with its new title)."""
        if batch.stored is None:
            self.flush()  # its key is needed at once
            key = self._write(lambda s: s.add_batch(batch.title, batch.paths, batch.template))
            batch.stored = key if isinstance(key, int) else None
        else:  # checked again in place: its title and template may have changed
            key, title, template = batch.stored, batch.title, batch.template
            self._later(lambda s: s.retitle_batch(key, title, template))

    def paper_checked(self, entry: PaperEntry) -> None:
        key = entry.batch.stored
        if key is not None:
            self._later(lambda s: s.put_paper(key, entry.outcome, entry.hidden))

    def batch_finished(self, batch: Batch, result: BatchResult) -> None:
        key = batch.stored
        if key is not None:
            self._later(lambda s: s.finish_batch(key, result))

    def hidden_changed(self, entry: PaperEntry) -> None:
        key, visible = entry.batch.stored, entry.report
        if key is not None and visible is not None:
            self._later(lambda s: s.set_hidden(key, entry.path, entry.hidden, visible))

    def paper_removed(self, entry: PaperEntry) -> None:
        key = entry.batch.stored
        if key is not None:
            result = entry.batch.result
            self._later(lambda s: s.remove_paper(key, entry.path))
            self._later(lambda s: s.set_result(key, result))

    def batch_removed(self, batch: Batch) -> None:
        key = batch.stored
        if key is not None:
            self._later(lambda s: s.remove_batch(key))

    def cleared(self) -> None:
        self._later(lambda s: s.clear())

    def close(self) -> None:
        self.flush()
        if self.store is not None:
            self.store.close()
            self.store = None
