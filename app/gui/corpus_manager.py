"""The corpus manager: the teacher's window onto the reference corpus.

Left, the collections with their document and word counts; right, the documents of the selected
collection (sortable, filterable, multi-select); below, a message area for what the last job did
and a progress bar with Cancel for the job running. Adding, refreshing and removing run as jobs
on the application's :class:`~app.gui.jobs.JobQueue`, each opening its own connection to the
corpus in its worker thread; listing is cheap and reads the corpus on the UI thread.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import (
    QLocale,
    Qt,
    Signal,
)
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.corpus.indexer import DEFAULT_COLLECTION, Removal, remove_documents
from app.corpus.indexer import add_paths as index_paths
from app.corpus.indexer import refresh as refresh_index
from app.corpus.postgres_spec import is_server_spec
from app.corpus.store import CorpusStats
from app.corpus.stores import ManagedCorpus
from app.extract.sniff import EXTENSION_FORMATS
from app.gui.corpus_browser import CorpusBrowser
from app.gui.corpus_jobs import ADD, REFRESH, REMOVE, Cancel, CorpusJobs, Progress
from app.gui.corpus_messages import CorpusMessages
from app.gui.corpus_reader import CorpusReader
from app.gui.jobs import Job, JobQueue
from app.gui.plain_text import plain_tooltip
from app.report.labels import file_name

log = logging.getLogger(__name__)


def _removal(
    store: ManagedCorpus, ids: Sequence[int], progress: Progress, cancel: Cancel, job: Job
) -> Removal:
    """``remove_documents`` on a job, its outcome delivered as soon as the documents are
    removed: the file is packed afterwards when a quarter of it is free, and a packing that
    fails or is cancelled leaves the file as it was with the documents removed, which the
    message says (``CorpusJobs._tell_removal``), even when a Cancel ends the job."""
    removal = remove_documents(store, ids, progress, cancel)
    job.deliver(removal)
    return removal


class CorpusManager(QDialog):
    """A window to see and change the reference corpus ``corpus``: a file, or a shared corpus
    on a server (its connection string; read off the UI thread).

    Adding (files, folders, .zip archives, also by drag-and-drop), refreshing and removing run
    as jobs on ``queue``; ``workers`` is the number of indexing processes (None: one per core).
    ``corpusChanged`` is emitted after every job that changed the corpus, once the lists have
    been re-read. A corpus that cannot be written or read is shown with its error; the buttons
    that write are then disabled.
    """

    corpusChanged = Signal()

    def __init__(
        self,
        corpus: Path | str,
        queue: JobQueue,
        parent: QWidget | None = None,
        *,
        workers: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.corpus = corpus if is_server_spec(corpus) else Path(corpus)
        self.queue = queue
        self.workers = workers
        self.writable = False
        self.error: str | None = None
        self.setWindowTitle(self.tr("Reference corpus"))
        self.setModal(False)
        self.setAcceptDrops(True)
        self.resize(980, 620)
        self.reader = CorpusReader(self)
        self.reader.serverRead.connect(self._show_reading)
        self._build()
        self.reload()

    # -- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)

        self.corpus_banner = QLabel()
        self.corpus_banner.setTextFormat(
            Qt.TextFormat.PlainText
        )  # names and messages: never markup
        self.corpus_banner.setWordWrap(True)
        self.corpus_banner.setFrameShape(QFrame.Shape.StyledPanel)
        self.corpus_banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.corpus_banner.hide()
        layout.addWidget(self.corpus_banner)

        layout.addLayout(self._build_buttons())
        self.browser = CorpusBrowser()
        self.browser.selectionChanged.connect(self._update_buttons)
        layout.addWidget(self.browser, 1)
        self.messages = CorpusMessages()
        self.messages.removeMissing.connect(self.remove_missing)
        layout.addWidget(self.messages)
        self.jobs = CorpusJobs(self.corpus, self.queue, self.messages)
        self.jobs.jobEnded.connect(self._job_ended)
        layout.addWidget(self.jobs)

        bottom = QHBoxLayout()
        self.stats_label = QLabel()
        self.stats_label.setTextFormat(Qt.TextFormat.PlainText)
        self.stats_label.setToolTip(plain_tooltip(str(self.corpus)))
        close_button = QPushButton(self.tr("Close"))
        close_button.setAutoDefault(False)
        close_button.clicked.connect(self.close)
        bottom.addWidget(self.stats_label, 1)
        bottom.addWidget(close_button)
        layout.addLayout(bottom)

    def _build_buttons(self) -> QHBoxLayout:
        """The row of buttons that change the corpus."""
        buttons = QHBoxLayout()
        self.add_files_button = QPushButton(self.tr("Add files…"))
        self.add_files_button.setToolTip(
            self.tr(
                "Add documents (.docx, .pdf, .odt, .rtf, .html, .txt) to the corpus, so that "
                "papers are checked against them"
            )
        )
        self.add_folder_button = QPushButton(self.tr("Add folder…"))
        self.add_folder_button.setToolTip(
            self.tr("Add every document in a folder and its subfolders")
        )
        self.add_zip_button = QPushButton(self.tr("Add .zip…"))
        self.add_zip_button.setToolTip(
            self.tr("Add every document inside a .zip archive (e.g. a class's earlier papers)")
        )
        self.remove_button = QPushButton(self.tr("Remove"))
        self.refresh_button = QPushButton(self.tr("Refresh"))
        self.refresh_button.setToolTip(
            self.tr(
                "Read again the files that changed since they were added, and list the files "
                "that were moved or deleted"
            )
        )
        for button in (
            self.add_files_button,
            self.add_folder_button,
            self.add_zip_button,
            self.remove_button,
            self.refresh_button,
        ):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.add_files_button.clicked.connect(self._choose_files)
        self.add_folder_button.clicked.connect(self._choose_folder)
        self.add_zip_button.clicked.connect(self._choose_zips)
        self.remove_button.clicked.connect(lambda: self.remove_selected())
        self.refresh_button.clicked.connect(lambda: self.refresh_files())
        return buttons

    # -- reading the corpus (UI thread: cheap) -----------------------------------------------

    def reload(self) -> None:
        """Re-read the collections, documents and statistics; keeps the selected collection.
        Sets :attr:`writable` and :attr:`error` from what opening the corpus found (a server's
        corpus: once its reading arrives, ``serverRead``)."""
        if isinstance(self.corpus, str):
            self.stats_label.setText(self.tr("Reading the corpus on the server…"))
            self.reader.read_server(self.corpus)
            return
        self._show_reading(*self.reader.read(self.corpus))

    def _show_reading(self, documents: list, stats: CorpusStats | None, disk: int) -> None:
        self.writable, self.error = self.reader.writable, self.reader.error
        self._set_banner(self.reader.banner)
        self.browser.set_documents(documents)

        if self.error is not None:
            self.stats_label.setText(self.tr("The corpus cannot be shown."))
        elif stats is None:
            self.stats_label.setText(
                self.tr("The corpus is empty: add files, a folder or a .zip archive.")
            )
        else:
            self.stats_label.setText(
                self.tr("{documents} · {words} · {size} on disk").format(
                    documents=self.browser.documents_text(stats.documents),
                    words=self.browser.words_text(stats.words),
                    size=QLocale().formattedDataSize(disk),
                )
            )
        self._update_buttons()

    def _set_banner(self, text: str) -> None:
        self.corpus_banner.setText(text)
        self.corpus_banner.setVisible(bool(text))

    def _update_buttons(self) -> None:
        writable = self.writable and self.error is None
        for button in (
            self.add_files_button,
            self.add_folder_button,
            self.add_zip_button,
            self.refresh_button,
        ):
            button.setEnabled(writable)
        ids = self.browser.selected_document_ids()
        collection = self.browser.selected_collection()
        self.remove_button.setEnabled(writable and bool(ids or collection is not None))
        if ids:
            self.remove_button.setToolTip(
                self.tr(
                    "Remove the selected documents from the corpus (the files on disk are not "
                    "touched)"
                )
            )
        else:
            self.remove_button.setToolTip(
                self.tr(
                    "Remove the selected collection from the corpus, or select documents to "
                    "remove only them (the files on disk are not touched)"
                )
            )
        self.messages.remove_missing_button.setEnabled(writable)

    def write_buttons_enabled(self) -> bool:
        """Whether the buttons that add to or refresh the corpus can be used."""
        return all(
            button.isEnabled()
            for button in (
                self.add_files_button,
                self.add_folder_button,
                self.add_zip_button,
                self.refresh_button,
            )
        )

    def showEvent(self, event: QShowEvent) -> None:
        """The corpus may have changed while the window was hidden: read it again."""
        super().showEvent(event)
        if not event.spontaneous():
            self.reload()

    # -- jobs --------------------------------------------------------------------------------

    def add_paths(self, paths: Sequence[str | os.PathLike], collection: str) -> Job:
        """Index ``paths`` (files, folders, .zip archives) into ``collection`` on a job; no
        dialogs. The job's result is the :class:`~app.corpus.indexer.IndexSummary`."""
        files = [str(p) for p in paths]
        name = collection.strip() or DEFAULT_COLLECTION
        workers = self.workers

        def work(store: ManagedCorpus, progress: Progress, cancel: Cancel, job: Job) -> object:
            summary = index_paths(
                store,
                files,
                name,
                workers=workers,
                progress=progress,
                cancel=cancel,
                read_here=False,  # the window's thread leaves Python's lock to the window
            )
            job.deliver(summary)
            return summary

        if len(files) == 1:
            title = self.tr("Adding {name} to the corpus ({collection})").format(
                name=file_name(files[0]), collection=name
            )
        else:
            title = self.tr("Adding {n} items to the corpus ({collection})").format(
                n=len(files), collection=name
            )
        return self.jobs.submit(title, ADD, work)

    def refresh_files(self) -> Job:
        """Re-index the corpus files that changed on disk and list the missing ones (kept in
        the index; the message offers to remove them). Result: an ``IndexSummary``."""
        workers = self.workers

        def work(store: ManagedCorpus, progress: Progress, cancel: Cancel, job: Job) -> object:
            summary = refresh_index(
                store, workers=workers, progress=progress, cancel=cancel, read_here=False
            )
            job.deliver(summary)
            return summary

        return self.jobs.submit(self.tr("Refreshing the corpus"), REFRESH, work)

    def remove_documents(self, ids: Sequence[int]) -> Job:
        """Remove documents from the index (never from the disk) on a job; its result is the
        ``Removal`` (how many were removed, and whether the file was packed afterwards)."""
        wanted = [int(i) for i in ids]

        def work(store: ManagedCorpus, progress: Progress, cancel: Cancel, job: Job) -> object:
            progress(0, len(wanted), "")
            removal = _removal(store, wanted, progress, cancel, job)
            progress(len(wanted), len(wanted), "")
            return removal

        title = self.tr("Removing %Ln document(s) from the corpus", "", len(wanted))
        return self.jobs.submit(title, REMOVE, work)

    def remove_missing(self, origins: Sequence[str]) -> Job:
        """Remove from the index the documents read from ``origins`` (files found missing by a
        refresh); the result is the ``Removal``."""
        gone = set(origins)
        self.messages.forget_missing()

        def work(store: ManagedCorpus, progress: Progress, cancel: Cancel, job: Job) -> object:
            ids = [doc.id for doc in store.documents() if doc.origin in gone]
            return _removal(store, ids, progress, cancel, job)

        title = self.tr("Removing {n} missing files from the corpus").format(n=len(gone))
        return self.jobs.submit(title, REMOVE, work)

    def remove_selected(self, confirm: bool = True) -> Job | None:
        """Remove the selected documents, or (none selected) the whole selected collection,
        after asking (unless ``confirm`` is False). None when nothing was removed."""
        ids = self.browser.selected_document_ids()
        collection = self.browser.selected_collection()
        if ids:
            question = (
                self.tr("Remove the selected document from the corpus?")
                if len(ids) == 1
                else self.tr("Remove the %Ln selected documents from the corpus?", "", len(ids))
            )
        elif collection is not None:
            ids = [doc.id for doc in self.browser.documents if doc.collection == collection]
            question = self.tr(
                "Remove the collection “{name}” ({documents}) from the corpus?"
            ).format(name=collection, documents=self.browser.documents_text(len(ids)))
        else:
            return None
        if not ids:
            return None
        question += "\n\n" + self.tr(
            "Only the corpus index changes: the files on disk are not touched, and you can add "
            "them again later."
        )
        if confirm and not self.confirm(self.tr("Remove from the corpus"), question):
            return None
        return self.remove_documents(ids)

    def confirm(self, title: str, question: str) -> bool:
        """Ask a yes/no question (tests replace this or ``QMessageBox.question``)."""
        answer = QMessageBox.question(
            self,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _job_ended(self, changed: bool) -> None:
        self.reload()
        if changed:
            self.corpusChanged.emit()

    # -- choosing what to add ----------------------------------------------------------------

    def _document_filter(self) -> str:
        patterns = " ".join(f"*{ext}" for ext in EXTENSION_FORMATS if ext != ".zip")
        return ";;".join(
            (
                self.tr("Documents ({patterns})").format(patterns=patterns),
                self.tr("All files (*)"),
            )
        )

    def _choose_files(self) -> Job | None:
        files, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Add files to the corpus"), "", self._document_filter()
        )
        return self._add_chosen(files)

    def _choose_folder(self) -> Job | None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Add a folder to the corpus"))
        return self._add_chosen([folder] if folder else [])

    def _choose_zips(self) -> Job | None:
        files, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Add .zip archives to the corpus"),
            "",
            self.tr("Zip archives (*.zip)"),
        )
        return self._add_chosen(files)

    def _add_chosen(self, paths: list[str]) -> Job | None:
        if not paths:
            return None
        collection = self.ask_collection()
        if collection is None:
            return None
        return self.add_paths(paths, collection)

    def ask_collection(self) -> str | None:
        """Ask which collection to add to (an editable list of the existing ones, starting at
        the selected collection or "General"); None when the teacher cancels."""
        default = self.browser.selected_collection() or DEFAULT_COLLECTION
        names = self.browser.collections()
        if default not in names:
            names.insert(0, default)
        name, accepted = QInputDialog.getItem(
            self,
            self.tr("Collection"),
            self.tr("Add to the collection (choose one, or type a new name):"),
            names,
            names.index(default),
            True,
        )
        name = name.strip()
        return name if accepted and name else None

    # -- drag and drop -----------------------------------------------------------------------

    @staticmethod
    def _dropped_paths(event: QDragEnterEvent | QDropEvent) -> list[str]:
        mime = event.mimeData()
        if mime is None or not mime.hasUrls():
            return []
        return [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept files, folders and .zip archives when the corpus can be written."""
        if self.writable and self.error is None and self._dropped_paths(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        """Add what was dropped to the selected collection ("General" for all documents)."""
        paths = self._dropped_paths(event)
        if not paths or not self.writable or self.error is not None:
            event.ignore()
            return
        event.acceptProposedAction()
        self.add_paths(paths, self.browser.selected_collection() or DEFAULT_COLLECTION)
