"""Taking papers out of the papers list: one paper (Delete), its whole batch, or everything.

The actions are in the Edit menu and the list's context menu. A removal forgets the results
(in the window and in the results store); it never touches the student's file or the corpus.
Removing a batch or clearing the list asks first; a batch still being checked is cancelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from app.gui.jobs import Job
from app.gui.session import Batch, PaperEntry, without_paper

if TYPE_CHECKING:
    from app.gui.main_window import MainWindow


class ListEditing(QObject):
    """The remove and clear actions of one window's papers list."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.remove_paper_action = self._action(
            self.tr("&Remove paper from the list"),
            self.remove_current_paper,
            self.tr("Forget the selected paper's results (its file is not touched)"),
        )
        self.remove_paper_action.setShortcut(QKeySequence.StandardKey.Delete)
        self.remove_batch_action = self._action(
            self.tr("Remove &batch from the list…"),
            self.remove_current_batch,
            self.tr("Forget the results of every paper of the selected paper's batch"),
        )
        self.clear_action = self._action(
            self.tr("C&lear the list…"),
            self.clear,
            self.tr("Forget every kept result (no file is touched)"),
        )
        window.papers.set_context_actions(
            [self.remove_paper_action, self.remove_batch_action, None, self.clear_action]
        )
        window.papers.paperSelected.connect(lambda _entry: self.update())
        self.update()

    def _action(self, text: str, slot, tip: str) -> QAction:
        action = QAction(text, self.window)
        action.setToolTip(tip)
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def actions(self) -> list[QAction]:
        return [self.remove_paper_action, self.remove_batch_action, self.clear_action]

    def update(self) -> None:
        selected = self.window.papers.current() is not None
        self.remove_paper_action.setEnabled(selected)
        self.remove_batch_action.setEnabled(selected)
        self.clear_action.setEnabled(bool(self.window.batches))

    # the actions --------------------------------------------------------------------------
    def remove_current_paper(self) -> None:
        entry = self.window.papers.current()
        if entry is not None:
            self.remove_paper(entry)

    def remove_current_batch(self) -> None:
        entry = self.window.papers.current()
        if entry is None:
            return
        batch = entry.batch
        question = self.tr(
            "Remove the batch {title} (%n paper(s)) from the list? Its results are forgotten; "
            "the papers' files and the corpus are not touched.",
            "",
            len(batch.papers),
        ).format(title=batch.title)
        if self._confirm(self.tr("Remove batch"), question):
            self.remove_batch(batch)

    def clear(self) -> None:
        count = len(self.window.papers.model.entries)
        question = self.tr(
            "Remove all %n paper(s) from the list? Their results are forgotten; the papers' "
            "files and the corpus are not touched.",
            "",
            count,
        )
        if self._confirm(self.tr("Clear the list"), question):
            for batch in list(self.window.batches):
                self._forget_batch(batch)
            self.window.kept.cleared()
            self._after_removal()

    def _confirm(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(
            self.window,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    # what a removal does ------------------------------------------------------------------
    def remove_paper(self, entry: PaperEntry) -> None:
        """Forget one paper: its row, its place in the class result, its kept results."""
        window, batch = self.window, entry.batch
        self._leave_views(entry)
        window.papers.remove([entry])
        batch.papers.remove(entry)
        if batch.result is not None:
            shown = window.class_view.batch() is batch.result
            batch.result = without_paper(batch.result, entry.path)
            if shown:
                window.class_view.set_batch(batch.result, batch.title)
        window.kept.paper_removed(entry)
        finished = not isinstance(batch.job, Job) or batch.job.done
        if not batch.papers and finished and batch in window.batches:  # nothing left of it
            window.batches.remove(batch)
            window.kept.batch_removed(batch)
        self._after_removal()

    def remove_batch(self, batch: Batch) -> None:
        """Forget a batch (and a check of it again that is queued), cancelling its check."""
        for same in [b for b in self.window.batches if b.id == batch.id]:
            self._forget_batch(same)
            self.window.kept.batch_removed(same)
        self._after_removal()

    def _forget_batch(self, batch: Batch) -> None:
        window = self.window
        if isinstance(batch.job, Job) and not batch.job.done:
            batch.job.cancel()
        for entry in batch.papers:
            self._leave_views(entry)
        window.papers.remove(list(batch.papers))
        batch.papers.clear()
        if batch in window.batches:
            window.batches.remove(batch)

    def _leave_views(self, entry: PaperEntry) -> None:
        if self.window.paper_page.entry is entry:
            self.window.paper_page.show_entry(None)

    def _after_removal(self) -> None:
        window = self.window
        if not window.papers.model.entries:
            window.stack.setCurrentWidget(window.hint)
        window._update_actions()
        self.update()
