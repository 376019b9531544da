"""The main window's reference corpus: which file it is, what the status bar says about it,
the corpus manager, adding checked papers to it, and the Corpus menu's actions.

A corpus file that does not exist yet is made at start (with the demo reference texts) by a
job; the status bar and the hint page then say how many documents it holds, read without
waiting long for another process's write.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog

from app.errors import UserError
from app.gui.corpus_manager import CorpusManager
from app.gui.corpus_reader import READ_BUSY_TIMEOUT
from app.gui.error_text import user_error_text
from app.gui.jobs import Job
from app.gui.session import Batch
from app.gui.user_corpus import (
    corpus_format_is_older,
    open_user_corpus,
    update_corpus_format,
    user_corpus_path,
)
from app.gui.window_menus import make_action

if TYPE_CHECKING:
    from app.gui.main_window import MainWindow

#: Collection that "add checked papers to the corpus" puts papers in.
CHECKED_COLLECTION = "Checked papers"


class CorpusController(QObject):
    """The corpus of one main window."""

    def __init__(self, window: MainWindow, corpus_path: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.preferences = window.preferences
        self.corpus_path = corpus_path or user_corpus_path(self.preferences)
        self._corpus_manager: CorpusManager | None = None
        self._build_actions()

    def _build_actions(self) -> None:
        """The actions of the Corpus menu (Manage corpus… also on the toolbar)."""

        def a(*args, **kwargs) -> QAction:
            return make_action(self.window, *args, **kwargs)

        self.corpus_action = a(
            self.tr("&Manage corpus…"),
            self.show_corpus_manager,
            "Ctrl+K",
            self.tr("The reference texts papers are checked against"),
        )
        self.add_checked_action = a(
            self.tr("&Add checked papers to the corpus"),
            self.add_checked_papers,
            None,
            self.tr(
                "Index the papers of the current batch so later papers are checked against them"
            ),
        )
        self.auto_add_action = a(
            self.tr("Add papers to the corpus after &each check"),
            self.auto_add_changed,
            None,
            self.tr('Every checked paper joins the corpus (collection "Checked papers")'),
            checkable=True,
        )
        self.auto_add_action.setChecked(self.preferences.add_checked_to_corpus)
        self.choose_corpus_action = a(
            self.tr("Use another corpus &file…"),
            self.choose_corpus_file,
            None,
            self.tr("Open a corpus file, e.g. one shared by your department"),
        )

    def actions(self) -> list[QAction]:
        """The Corpus menu, in order."""
        return [
            self.corpus_action,
            self.add_checked_action,
            self.auto_add_action,
            self.choose_corpus_action,
        ]

    def show_corpus_state(self) -> None:
        fresh = not self.corpus_path.exists()
        if fresh:
            self.window.queue.submit(self._corpus_setup_job())
        elif corpus_format_is_older(self.corpus_path):
            path = self.corpus_path
            job = Job(
                self.tr("Updating the corpus for this version of Imbrex"),
                lambda progress, cancel: update_corpus_format(path),
            )
            job.ended.connect(self.update_corpus_label)
            self.window.queue.submit(job)
        self.update_corpus_label()

    def _corpus_setup_job(self) -> Job:
        path = self.corpus_path

        def work(progress, cancel) -> int:
            store = open_user_corpus(path, progress=progress)
            try:
                return store.document_count()
            finally:
                store.close()

        job = Job(self.tr("Preparing the corpus (demo reference texts)"), work)
        job.ended.connect(self.update_corpus_label)
        job.failed.connect(self.window.job_failed)
        return job

    def update_corpus_label(self) -> None:
        from app.corpus import open_corpus

        text = self.tr("Corpus: {name}").format(name=self.corpus_path.name)
        documents = None
        if self.corpus_path.exists():
            try:
                # On the UI thread: never wait long for another process's write.
                store = open_corpus(
                    self.corpus_path, create=False, readonly=True, busy_timeout=READ_BUSY_TIMEOUT
                )
                try:
                    documents = store.document_count()
                finally:
                    store.close()
            except UserError as error:
                text += " — " + user_error_text(error)
        if documents is not None:
            text += " — " + self.tr("%Ln document(s)", "", documents)
        self.window.corpus_label.setText(text)
        self.window.corpus_label.setToolTip(str(self.corpus_path))
        self.window.hint.corpus.setText(
            self.tr("Reference corpus: {path}").format(path=self.corpus_path)
            + (" (" + self.tr("%Ln document(s)", "", documents) + ")" if documents else "")
        )

    def show_corpus_manager(self) -> CorpusManager:
        manager = self._manager()
        manager.show()
        manager.raise_()
        manager.activateWindow()
        return manager

    def _manager(self) -> CorpusManager:
        """The corpus manager (made on first use, kept while the corpus file stays)."""
        if self._corpus_manager is None:
            self._corpus_manager = CorpusManager(self.corpus_path, self.window.queue, self.window)
            self._corpus_manager.corpusChanged.connect(self.update_corpus_label)
        return self._corpus_manager

    def choose_corpus_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Corpus file"),
            str(self.corpus_path.parent),
            self.tr("Imbrex corpus (*.imbrex);;All files (*)"),
        )
        if path:
            self.use_corpus(Path(path))

    def use_corpus(self, path: Path) -> None:
        self.corpus_path = path
        self.preferences.corpus_path = str(path)
        if self._corpus_manager is not None:
            self._corpus_manager.close()
            self._corpus_manager.deleteLater()
            self._corpus_manager = None
        self.update_corpus_label()

    def add_checked_papers(self, batch: Batch | None = None) -> Job | None:
        batch = batch or self.window.current_batch()
        if batch is None:
            return None
        paths = _original_files(batch)
        if not paths:
            return None
        return self._manager().add_paths(paths, CHECKED_COLLECTION)

    def auto_add_changed(self, checked: bool) -> None:
        self.preferences.add_checked_to_corpus = checked


def _original_files(batch: Batch) -> list[str]:
    """The files on disk of a batch's readable papers (members of a .zip: the archive)."""
    files: list[str] = []
    for entry in batch.papers:
        if entry.error is not None:
            continue
        path = Path(entry.path)
        while not path.exists() and path.parent != path:
            path = path.parent
        if path.is_file() and str(path) not in files:
            files.append(str(path))
    return files
