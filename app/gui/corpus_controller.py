"""The main window's reference corpus: which file or server it is, what the status bar says
about it, the corpus manager, adding checked papers to it, and the Corpus menu's actions.

A corpus file that does not exist yet is made at start (with the demo reference texts) by a
job; the status bar and the hint page then say how many documents it holds, read without
waiting long for another process's write. A shared corpus on a PostgreSQL server
(``server_corpus.py``) is only ever reached off the UI thread: a server that does not answer
never freezes the window, and at start the teacher is offered their own corpus file instead.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.corpus import default_corpus_path
from app.corpus.postgres_spec import is_server_spec, without_password
from app.errors import UserError
from app.gui.connect_dialog import ConnectCorpusDialog
from app.gui.corpus_manager import CorpusManager
from app.gui.corpus_reader import READ_BUSY_TIMEOUT
from app.gui.error_text import user_error_text
from app.gui.jobs import Job
from app.gui.server_corpus import ServerCorpusState, server_place, try_in_job
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
    """The corpus of one main window. ``corpusChanged(spec)``: the teacher chose another corpus
    (a file's path or a server's connection string). ``ownCorpusOffered()``: the shared corpus
    cannot be used at start and the window offers the corpus file. ``serverAnswered()``: that
    start-up connection succeeded after all (a check that stopped meanwhile can run)."""

    corpusChanged = Signal(object)
    ownCorpusOffered = Signal()
    serverAnswered = Signal()

    def __init__(self, window: MainWindow, corpus: Path | str | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.preferences = window.preferences
        #: The corpus file (in use unless :attr:`server` is set; then the one to go back to).
        self.corpus_path = user_corpus_path(self.preferences)
        #: The shared corpus on a server in use (its connection string, no password), or None.
        self.server: str | None = self.preferences.corpus_server or None
        if is_server_spec(corpus):
            self.server = without_password(str(corpus))
        elif corpus:
            self.corpus_path, self.server = Path(corpus), None
        #: The corpus files the window makes (with the demo texts) when they are missing: the
        #: default one (a first start) and one named when the window was opened. A file the
        #: teacher chose earlier (Corpus ▸ Use another corpus file…) that is gone is not made
        #: again but reported as not found (a drive that is not connected?), so that a new,
        #: nearly empty corpus never takes its place unnoticed.
        self._makeable = {default_corpus_path()}
        if corpus and self.server is None:
            self._makeable.add(Path(corpus))
        #: Why the corpus file cannot be used, as the status bar says it; None when it can (or a
        #: server is in use). Read again by :meth:`update_corpus_label`.
        self.problem: str | None = None
        #: Whether a job is making the corpus file (until then its absence is no problem).
        self._making = False
        #: The server's state found by the last connection, or why it failed.
        self.server_state: ServerCorpusState | None = None
        self.server_problem: str | None = None
        #: Whether a failure of the connection under way offers the corpus file (at start).
        self._offer_own = False
        self._corpus_manager: CorpusManager | None = None
        self.connect_dialog: ConnectCorpusDialog | None = None
        self.unreachable_box: QMessageBox | None = None
        self._build_actions()

    @property
    def spec(self) -> Path | str:
        """What checks and the corpus manager open: the server's connection string or the
        corpus file (``app.corpus.stores.open_corpus_store``)."""
        return self.server or self.corpus_path

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
        self.connect_action = a(
            self.tr("&Connect to a shared corpus…"),
            self.connect_to_server,
            None,
            self.tr("Check papers against your department's corpus on a PostgreSQL server"),
        )
        self.own_corpus_action = a(
            self.tr("Use my &own corpus file"),
            self.use_own_corpus,
            None,
            self.tr("Go back from the shared corpus to the corpus file on this computer"),
        )
        self.own_corpus_action.setEnabled(self.server is not None)

    def actions(self) -> list[QAction]:
        """The Corpus menu, in order."""
        return [
            self.corpus_action,
            self.add_checked_action,
            self.auto_add_action,
            self.choose_corpus_action,
            self.connect_action,
            self.own_corpus_action,
        ]

    def show_corpus_state(self) -> None:
        if self.server is not None:
            self._try_server(offer_own=True)
            self._show_server_label()
            return
        fresh = not self.corpus_path.exists()
        if fresh and self.corpus_path in self._makeable:
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
        self._making = True

        def made() -> None:
            self._making = False
            self.update_corpus_label()

        job.ended.connect(made)
        job.failed.connect(self.window.job_failed)
        return job

    def update_corpus_label(self) -> None:
        if self.server is not None:
            self._show_server_label()
            self._try_server(offer_own=False)  # the document count may have changed
            return
        from app.corpus import open_corpus

        text = self.tr("Corpus: {name}").format(name=self.corpus_path.name)
        documents = None
        problem = self.problem = None
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
                problem = self.problem = user_error_text(error)
                text += " — " + problem
        elif not self._making:  # a drive not connected, or the file moved or deleted
            problem = self.problem = self.tr(
                "The corpus file was not found (a drive that is not connected?). Connect it, "
                "or choose another corpus file in the Corpus menu."
            )
            text += " — " + problem
        if documents is not None:
            text += " — " + self.tr("%Ln document(s)", "", documents)
        self.window.corpus_label.setText(text)
        # The status bar cuts a long message at the window's edge: whole in the tooltip, and
        # under the drop hint, where a teacher starting the window reads it.
        self.window.corpus_label.setToolTip(
            "\n\n".join(filter(None, (str(self.corpus_path), problem)))
        )
        self.window.hint.corpus.setText(
            self.tr("Reference corpus: {path}").format(path=self.corpus_path)
            + (" (" + self.tr("%Ln document(s)", "", documents) + ")" if documents else "")
            + ("\n\n" + problem if problem else "")
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
            self._corpus_manager = CorpusManager(self.spec, self.window.queue, self.window)
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
        self._forget_server()
        self.update_corpus_label()
        self.corpusChanged.emit(self.spec)

    def use_own_corpus(self) -> None:
        """Go back from the shared corpus to the corpus file (made anew if it is missing and
        the window may make it: :attr:`_makeable`)."""
        self.corpus_path = user_corpus_path(self.preferences)
        self._forget_server()
        self.show_corpus_state()
        self.corpusChanged.emit(self.spec)

    def _forget_server(self) -> None:
        self.server = self.server_state = self.server_problem = None
        self.preferences.corpus_server = ""
        self.own_corpus_action.setEnabled(False)
        if self.unreachable_box is not None:
            self.unreachable_box.close()
        self._close_manager()

    def _close_manager(self) -> None:
        if self._corpus_manager is not None:
            self._corpus_manager.close()
            self._corpus_manager.deleteLater()
            self._corpus_manager = None

    # -- a shared corpus on a server -----------------------------------------------------------

    def connect_to_server(self) -> ConnectCorpusDialog:
        """Corpus ▸ Connect to a shared corpus…: the dialog (not waited for)."""
        if self.connect_dialog is None:
            self.connect_dialog = ConnectCorpusDialog(self.window)
            self.connect_dialog.connected.connect(self.use_server)
        self.connect_dialog.start(self.server or "")
        return self.connect_dialog

    def use_server(self, spec: str, state: ServerCorpusState) -> None:
        """The window's corpus becomes the server's (remembered, without a password)."""
        self.server = without_password(spec)
        self.preferences.corpus_server = self.server
        self.server_state, self.server_problem = state, None
        self.own_corpus_action.setEnabled(True)
        if self.unreachable_box is not None:
            self.unreachable_box.close()
        self._close_manager()
        self._show_server_label()
        self.corpusChanged.emit(self.spec)
        text = self.tr("Connected to {name}.").format(name=server_place(state))
        if self.connect_dialog is not None and self.connect_dialog.password_note:
            text += " " + self.tr(
                "The password you typed was not kept: put it in ~/.pgpass instead."
            )
        self.window.statusBar().showMessage(text, 30000)

    def _try_server(self, offer_own: bool) -> Job:
        """Connect to the server in a job; the status bar follows (and, at start, a failure
        offers the corpus file instead)."""
        spec = self.server
        assert spec is not None
        self._offer_own = self._offer_own or offer_own
        return try_in_job(spec, self._server_tried, self._server_failed)

    def _server_failed(self, message: str, _trace: str) -> None:
        self._server_tried((self.server or "", message))

    def _server_tried(self, result: tuple[str, ServerCorpusState | str]) -> None:
        spec, outcome = result
        if spec != self.server:
            return  # the teacher chose another corpus meanwhile
        if isinstance(outcome, ServerCorpusState):
            self.server_state, self.server_problem = outcome, None
            if self._offer_own:
                self.serverAnswered.emit()
        else:
            self.server_problem = outcome
            if self._offer_own:
                self._offer_own_corpus(outcome)
        self._offer_own = False
        self._show_server_label()

    def _show_server_label(self) -> None:
        state, problem = self.server_state, self.server_problem
        name = server_place(state) if state is not None else str(self.server)
        text = self.tr("Corpus: {name} (shared)").format(name=name)
        if problem is not None:
            text += " — " + self.tr("cannot be used now")
        elif state is None:
            text += " — " + self.tr("connecting…")
        else:
            text += " — " + self.tr("%Ln document(s)", "", state.documents)
            if not state.writable:
                text += " — " + self.tr("read-only")
        self.window.corpus_label.setText(text)
        self.window.corpus_label.setToolTip("\n\n".join(filter(None, (self.server, problem))))
        documents = state.documents if state is not None and problem is None else None
        self.window.hint.corpus.setText(
            self.tr("Reference corpus: {path}").format(path=name)
            + (" (" + self.tr("%Ln document(s)", "", documents) + ")" if documents else "")
            + (" — " + self.tr("cannot be used now") if problem else "")
        )

    def asking_which_corpus(self) -> bool:
        """Whether the window asks, or is about to ask, which corpus to use: the offer of the
        corpus file is open, or the start-up connection whose failure opens it is under way."""
        box = self.unreachable_box
        return self._offer_own or (box is not None and box.isVisible())

    def _offer_own_corpus(self, problem: str) -> None:
        """The shared corpus cannot be used at start: say so, and offer the corpus file (not
        waited for: the window stays usable)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Shared corpus not available"),
            self.tr(
                "The shared corpus {name} cannot be used now, so papers cannot be checked "
                "against it. Your own corpus file is untouched; use it instead?"
            ).format(name=self.server),
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        box.setInformativeText(problem)
        own = box.addButton(self.tr("Use my own corpus file"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Keep the shared corpus"), QMessageBox.ButtonRole.RejectRole)
        own.clicked.connect(self.use_own_corpus)
        self.unreachable_box = box
        box.open()
        self.ownCorpusOffered.emit()

    def why_nothing_can_be_added(self) -> str | None:
        """Why papers cannot be added to the corpus in use, as far as is known without waiting
        (a server: its last connection; a file: its and its folder's permissions); None when
        they can."""
        if self.server is not None and (self.server_state is None or self.server_problem):
            return self.tr(
                "The shared corpus cannot be used now, so the papers were not added to it."
            )
        if self.server is not None:
            writable = self.server_state is not None and self.server_state.writable
        else:
            path = self.corpus_path
            writable = not path.exists() or (
                os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)
            )
        if writable:
            return None
        return self.tr(
            "The corpus is read-only for you: papers are checked against it, but nothing can "
            "be added to it. The papers were not added."
        )

    def add_checked_papers(self, batch: Batch | None = None) -> Job | None:
        batch = batch or self.window.current_batch()
        if batch is None:
            return None
        paths = _original_files(batch)
        if not paths:
            return None
        refusal = self.why_nothing_can_be_added()
        if refusal is not None:
            self.window.statusBar().showMessage(refusal, 30000)
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
