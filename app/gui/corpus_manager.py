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
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QLocale,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.corpus import open_corpus
from app.corpus.indexer import DEFAULT_COLLECTION, IndexSummary
from app.corpus.indexer import add_paths as index_paths
from app.corpus.indexer import refresh as refresh_index
from app.corpus.sqlite_store import SqliteCorpus
from app.corpus.store import CorpusStats, ReadOnlyCorpusError, StoredDocument
from app.errors import UserError
from app.extract.sniff import EXTENSION_FORMATS
from app.gui.corpus_documents import DocumentsFilter, DocumentsModel, format_number
from app.gui.error_text import user_error_text
from app.gui.item_roles import ROW_ROLE
from app.gui.jobs import Job, JobQueue
from app.gui.plain_text import plain_tooltip
from app.report.labels import file_name

log = logging.getLogger(__name__)

Progress = Callable[[int, int, str], None]
Cancel = Callable[[], bool]
#: What a corpus job does with its own connection: (store, progress, cancel, job) -> result.
StoreWork = Callable[[SqliteCorpus, Progress, Cancel, Job], Any]

#: How long the window waits to read a corpus another process is busy writing (the jobs, off
#: the UI thread, wait as long as the command line does).
READ_BUSY_TIMEOUT = 5.0

#: The kinds of job the manager runs (what their result is and how it is told).
ADD, REFRESH, REMOVE = "add", "refresh", "remove"


class _JobWatch(QObject):
    """Follows one job of the manager: its progress, its outcome, and what to say about it.

    A child of the manager, so that the job's signals are dropped if the manager goes away
    while the job still runs."""

    def __init__(self, manager: CorpusManager, job: Job, kind: str) -> None:
        super().__init__(manager)
        self.manager = manager
        self.job = job
        self.kind = kind
        self.summary: IndexSummary | None = None
        self.progress = (0, 0, "")
        #: Whether the corpus may have changed (unknown until the outcome says otherwise).
        self.changed = True
        job.progressed.connect(self._progressed)
        job.delivered.connect(self._delivered)
        job.succeeded.connect(self._succeeded)
        job.failed.connect(self._failed)
        job.cancelled.connect(self._cancelled)
        job.ended.connect(self._ended)

    def _progressed(self, done: int, total: int, label: str) -> None:
        self.progress = (done, total, label)
        self.manager._show_progress()

    def _delivered(self, item: object) -> None:
        if isinstance(item, IndexSummary):
            self.summary = item

    def _succeeded(self, result: object) -> None:
        self.manager._job_succeeded(self, result)

    def _failed(self, message: str, trace: str) -> None:
        self.manager._job_failed(self, message, trace)

    def _cancelled(self) -> None:
        self.manager._job_cancelled(self)

    def _ended(self) -> None:
        self.manager._job_ended(self)


class CorpusManager(QDialog):
    """A window to see and change the reference corpus at ``corpus_path``.

    Adding (files, folders, .zip archives, also by drag-and-drop), refreshing and removing run
    as jobs on ``queue``; ``workers`` is the number of indexing processes (None: one per core).
    ``corpusChanged`` is emitted after every job that changed the corpus, once the lists have
    been re-read. A corpus that cannot be written or read is shown with its error; the buttons
    that write are then disabled.
    """

    corpusChanged = Signal()

    def __init__(
        self,
        corpus_path: Path,
        queue: JobQueue,
        parent: QWidget | None = None,
        *,
        workers: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.corpus_path = Path(corpus_path)
        self.queue = queue
        self.workers = workers
        self.writable = False
        self.error: str | None = None
        self.last_summary: IndexSummary | None = None
        self._documents: list[StoredDocument] = []
        self._missing: list[str] = []
        self._watches: list[_JobWatch] = []
        self.setWindowTitle(self.tr("Reference corpus"))
        self.setModal(False)
        self.setAcceptDrops(True)
        self.resize(980, 620)
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
        layout.addLayout(buttons)
        self.add_files_button.clicked.connect(self._choose_files)
        self.add_folder_button.clicked.connect(self._choose_folder)
        self.add_zip_button.clicked.connect(self._choose_zips)
        self.remove_button.clicked.connect(lambda: self.remove_selected())
        self.refresh_button.clicked.connect(lambda: self.refresh_files())

        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.collections_list = QListWidget()
        self.collections_list.setToolTip(
            self.tr("Collections group the corpus's documents (e.g. textbooks, earlier years)")
        )
        self.collections_list.currentItemChanged.connect(lambda *_: self._show_collection())
        splitter.addWidget(self.collections_list)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter by title or file name"))
        self.filter_edit.setClearButtonEnabled(True)
        right_layout.addWidget(self.filter_edit)
        self.documents_model = DocumentsModel(self)
        self.documents_filter = DocumentsFilter(self)
        self.documents_filter.setSourceModel(self.documents_model)
        self.filter_edit.textChanged.connect(self.documents_filter.set_text)
        self.documents_view = QTableView()
        self.documents_view.setModel(self.documents_filter)
        self.documents_view.setSortingEnabled(True)
        self.documents_view.sortByColumn(DocumentsModel.TITLE, Qt.SortOrder.AscendingOrder)
        self.documents_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.documents_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.documents_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.documents_view.verticalHeader().hide()
        self.documents_view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.documents_view.setWordWrap(False)
        header = self.documents_view.horizontalHeader()
        header.setResizeContentsPrecision(200)  # a 10,000-document corpus stays quick
        header.setSectionResizeMode(DocumentsModel.TITLE, QHeaderView.ResizeMode.Stretch)
        for column in (DocumentsModel.WORDS, DocumentsModel.LANGUAGE, DocumentsModel.ADDED):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.resizeSection(DocumentsModel.FILE, 180)
        header.resizeSection(DocumentsModel.COLLECTION, 140)
        header.setMinimumSectionSize(60)
        self.documents_view.selectionModel().selectionChanged.connect(
            lambda *_: self._update_buttons()
        )
        right_layout.addWidget(self.documents_view)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([330, 670])
        layout.addWidget(splitter, 1)

        self.message_area = QFrame()
        self.message_area.setFrameShape(QFrame.Shape.StyledPanel)
        message_layout = QVBoxLayout(self.message_area)
        message_row = QHBoxLayout()
        self.message_icon = QLabel()
        self.message_label = QLabel()
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details_button = QPushButton(self.tr("Show details"))
        self.details_button.setAutoDefault(False)
        self.details_button.setToolTip(self.tr("List every file concerned, with the reason"))
        self.details_button.clicked.connect(self._toggle_details)
        self.remove_missing_button = QPushButton(self.tr("Remove them from the index"))
        self.remove_missing_button.setAutoDefault(False)
        self.remove_missing_button.setToolTip(
            self.tr(
                "Remove the documents of the missing files from the corpus; nothing on disk "
                "is changed"
            )
        )
        self.remove_missing_button.clicked.connect(lambda: self.remove_missing(self._missing))
        message_row.addWidget(self.message_icon, 0, Qt.AlignmentFlag.AlignTop)
        message_row.addWidget(self.message_label, 1)
        message_row.addWidget(self.remove_missing_button, 0, Qt.AlignmentFlag.AlignTop)
        message_row.addWidget(self.details_button, 0, Qt.AlignmentFlag.AlignTop)
        message_layout.addLayout(message_row)
        self.details_view = QPlainTextEdit()
        self.details_view.setReadOnly(True)
        self.details_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details_view.setMaximumHeight(160)
        message_layout.addWidget(self.details_view)
        self.details_view.hide()
        self.remove_missing_button.hide()
        self.message_area.hide()
        layout.addWidget(self.message_area)

        self.progress_area = QWidget()
        progress_layout = QHBoxLayout(self.progress_area)
        progress_layout.setContentsMargins(0, 0, 0, 0)
        self.progress_label = QLabel()
        self.progress_label.setTextFormat(Qt.TextFormat.PlainText)
        self.progress_bar = QProgressBar()
        self.progress_bar.setTextVisible(True)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.setToolTip(
            self.tr("Stop this job; the documents already added are kept")
        )
        self.cancel_button.clicked.connect(self.cancel_current)
        progress_layout.addWidget(self.progress_label, 1)
        progress_layout.addWidget(self.progress_bar, 1)
        progress_layout.addWidget(self.cancel_button)
        self.progress_area.hide()
        layout.addWidget(self.progress_area)

        bottom = QHBoxLayout()
        self.stats_label = QLabel()
        self.stats_label.setTextFormat(Qt.TextFormat.PlainText)
        self.stats_label.setToolTip(plain_tooltip(str(self.corpus_path)))
        close_button = QPushButton(self.tr("Close"))
        close_button.setAutoDefault(False)
        close_button.clicked.connect(self.close)
        bottom.addWidget(self.stats_label, 1)
        bottom.addWidget(close_button)
        layout.addLayout(bottom)

    # -- reading the corpus (UI thread: cheap) -----------------------------------------------

    def reload(self) -> None:
        """Re-read the collections, documents and statistics; keeps the selected collection.
        Sets :attr:`writable` and :attr:`error` from what opening the corpus found."""
        selected = self.selected_collection()
        documents, stats, disk = self._read_corpus()
        self._documents = documents

        self.collections_list.blockSignals(True)
        self.collections_list.clear()
        totals: dict[str, list[int]] = {}
        for doc in documents:
            row = totals.setdefault(doc.collection, [0, 0])
            row[0] += 1
            row[1] += doc.words
        everything = QListWidgetItem(
            self.tr("All documents — {documents}, {words}").format(
                documents=self._documents_text(len(documents)),
                words=self._words_text(sum(doc.words for doc in documents)),
            )
        )
        everything.setData(Qt.ItemDataRole.UserRole, None)
        self.collections_list.addItem(everything)
        current = everything
        for name in sorted(totals, key=str.casefold):
            count, words = totals[name]
            item = QListWidgetItem(
                self.tr("{name} — {documents}, {words}").format(
                    name=name,
                    documents=self._documents_text(count),
                    words=self._words_text(words),
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setToolTip(plain_tooltip(item.text()))
            self.collections_list.addItem(item)
            if name == selected:
                current = item
        self.collections_list.setCurrentItem(current)
        self.collections_list.blockSignals(False)
        self._show_collection()

        if self.error is not None:
            self.stats_label.setText(self.tr("The corpus cannot be shown."))
        elif stats is None:
            self.stats_label.setText(
                self.tr("The corpus is empty: add files, a folder or a .zip archive.")
            )
        else:
            self.stats_label.setText(
                self.tr("{documents} · {words} · {size} on disk").format(
                    documents=self._documents_text(stats.documents),
                    words=self._words_text(stats.words),
                    size=QLocale().formattedDataSize(disk),
                )
            )
        self._update_buttons()

    def _read_corpus(self) -> tuple[list[StoredDocument], CorpusStats | None, int]:
        """(documents, statistics, bytes on disk) of the corpus; sets the banner."""
        self.error = None
        self.writable = True
        banner = ""
        path = self.corpus_path
        if not path.exists():
            folder = next((p for p in path.parents if p.exists()), None)
            self.writable = folder is not None and os.access(folder, os.W_OK)
            if not self.writable:
                banner = self.tr(
                    "The corpus cannot be made at {path}: its folder cannot be written. Choose "
                    "another place for the corpus in the settings."
                ).format(path=path)
            self._set_banner(banner)
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
            self.writable = False
            self._set_banner(
                self.tr(
                    "The corpus cannot be used, so nothing can be added or removed. {error}"
                ).format(error=self.error)
            )
            return [], None, 0
        if not self.writable:
            banner = self.tr(
                "This corpus is read-only ({path}): you can look at it and check papers "
                "against it, but documents cannot be added or removed here."
            ).format(path=path)
        self._set_banner(banner)
        return documents, stats, disk

    def _set_banner(self, text: str) -> None:
        self.corpus_banner.setText(text)
        self.corpus_banner.setVisible(bool(text))

    def _show_collection(self) -> None:
        collection = self.selected_collection()
        shown = [
            doc for doc in self._documents if collection is None or doc.collection == collection
        ]
        self.documents_model.set_documents(shown)
        self.documents_view.setColumnHidden(DocumentsModel.COLLECTION, collection is not None)
        self._update_buttons()

    def _documents_text(self, count: int) -> str:
        return self.tr("%Ln document(s)", "", count)

    def _words_text(self, count: int) -> str:
        return self.tr("%Ln word(s)", "", count)

    def _update_buttons(self) -> None:
        writable = self.writable and self.error is None
        for button in (
            self.add_files_button,
            self.add_folder_button,
            self.add_zip_button,
            self.refresh_button,
        ):
            button.setEnabled(writable)
        ids = self.selected_document_ids()
        collection = self.selected_collection()
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
        self.remove_missing_button.setEnabled(writable)

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

    # -- selection ---------------------------------------------------------------------------

    def collections(self) -> list[str]:
        """The names of the collections, in the order listed."""
        return [
            self.collections_list.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(1, self.collections_list.count())
        ]

    def selected_collection(self) -> str | None:
        """The collection selected on the left; None for "All documents"."""
        item = self.collections_list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def select_collection(self, name: str | None) -> bool:
        """Select a collection by name (None: all documents); False if there is none such."""
        for row in range(self.collections_list.count()):
            item = self.collections_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == name:
                self.collections_list.setCurrentItem(item)
                return True
        return False

    def shown_documents(self) -> list[StoredDocument]:
        """The documents in the table, in the order shown (sorted and filtered)."""
        return [
            self.documents_model.document(
                self.documents_filter.mapToSource(self.documents_filter.index(row, 0)).row()
            )
            for row in range(self.documents_filter.rowCount())
        ]

    def selected_document_ids(self) -> list[int]:
        """Ids of the documents selected in the table."""
        selection = self.documents_view.selectionModel()
        if selection is None:
            return []
        return [int(index.data(ROW_ROLE)) for index in selection.selectedRows(DocumentsModel.TITLE)]

    # -- jobs --------------------------------------------------------------------------------

    def add_paths(self, paths: Sequence[str | os.PathLike], collection: str) -> Job:
        """Index ``paths`` (files, folders, .zip archives) into ``collection`` on a job; no
        dialogs. The job's result is the :class:`~app.corpus.indexer.IndexSummary`."""
        files = [str(p) for p in paths]
        name = collection.strip() or DEFAULT_COLLECTION
        workers = self.workers

        def work(store: SqliteCorpus, progress: Progress, cancel: Cancel, job: Job) -> object:
            summary = index_paths(
                store, files, name, workers=workers, progress=progress, cancel=cancel
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
        return self._submit(title, ADD, work)

    def refresh_files(self) -> Job:
        """Re-index the corpus files that changed on disk and list the missing ones (kept in
        the index; the message offers to remove them). Result: an ``IndexSummary``."""
        workers = self.workers

        def work(store: SqliteCorpus, progress: Progress, cancel: Cancel, job: Job) -> object:
            summary = refresh_index(store, workers=workers, progress=progress, cancel=cancel)
            job.deliver(summary)
            return summary

        return self._submit(self.tr("Refreshing the corpus"), REFRESH, work)

    def remove_documents(self, ids: Sequence[int]) -> Job:
        """Remove documents from the index (never from the disk) on a job; its result is how
        many were removed."""
        wanted = [int(i) for i in ids]

        def work(store: SqliteCorpus, progress: Progress, cancel: Cancel, job: Job) -> object:
            progress(0, len(wanted), "")
            removed = store.remove(wanted)
            progress(len(wanted), len(wanted), "")
            return removed

        title = self.tr("Removing %Ln document(s) from the corpus", "", len(wanted))
        return self._submit(title, REMOVE, work)

    def remove_missing(self, origins: Sequence[str]) -> Job:
        """Remove from the index the documents read from ``origins`` (files found missing by a
        refresh); the result is how many documents were removed."""
        gone = set(origins)
        self._missing = []
        self.remove_missing_button.hide()

        def work(store: SqliteCorpus, progress: Progress, cancel: Cancel, job: Job) -> object:
            ids = [doc.id for doc in store.documents() if doc.origin in gone]
            return store.remove(ids)

        title = self.tr("Removing {n} missing files from the corpus").format(n=len(gone))
        return self._submit(title, REMOVE, work)

    def remove_selected(self, confirm: bool = True) -> Job | None:
        """Remove the selected documents, or (none selected) the whole selected collection,
        after asking (unless ``confirm`` is False). None when nothing was removed."""
        ids = self.selected_document_ids()
        collection = self.selected_collection()
        if ids:
            question = (
                self.tr("Remove the selected document from the corpus?")
                if len(ids) == 1
                else self.tr("Remove the %Ln selected documents from the corpus?", "", len(ids))
            )
        elif collection is not None:
            ids = [doc.id for doc in self._documents if doc.collection == collection]
            question = self.tr(
                "Remove the collection “{name}” ({documents}) from the corpus?"
            ).format(name=collection, documents=self._documents_text(len(ids)))
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

    def cancel_current(self) -> None:
        """Ask the manager's first unfinished job to stop."""
        if self._watches:
            self._watches[0].job.cancel()
            self._show_progress()

    def active_jobs(self) -> list[Job]:
        """The manager's jobs that are queued or running."""
        return [watch.job for watch in self._watches]

    def _submit(self, title: str, kind: str, work: StoreWork) -> Job:
        path = self.corpus_path
        jobs: list[Job] = []

        def run(progress: Progress, cancel: Cancel) -> object:
            store = open_corpus(path)
            try:
                return work(store, progress, cancel, jobs[0])
            finally:
                store.close()

        job = Job(title, run)
        jobs.append(job)
        self._watches.append(_JobWatch(self, job, kind))
        self.queue.submit(job)
        self._show_progress()
        return job

    def _show_progress(self) -> None:
        if not self._watches:
            self.progress_area.hide()
            return
        watch = self._watches[0]
        done, total, label = watch.progress
        text = watch.job.title
        if watch.job.is_cancelling:
            text = self.tr("{title} — stopping…").format(title=text)
        elif label:
            text = self.tr("{title} — {file}").format(title=text, file=file_name(label))
        elif not watch.job.running:
            text = self.tr("{title} — waiting for the job before it").format(title=text)
        waiting = len(self._watches) - 1
        if waiting:
            text += " " + self.tr("(and {n} more waiting)").format(n=waiting)
        self.progress_label.setText(text)
        self.progress_label.setToolTip(plain_tooltip(label))
        if total > 0:
            self.progress_bar.setRange(0, total)
            self.progress_bar.setValue(min(done, total))
        else:
            self.progress_bar.setRange(0, 0)  # busy: how much there is is not known yet
        self.cancel_button.setEnabled(not watch.job.is_cancelling)
        self.progress_area.show()

    # -- outcomes (UI thread) ----------------------------------------------------------------

    def _job_succeeded(self, watch: _JobWatch, result: object) -> None:
        if isinstance(result, IndexSummary):
            self._tell_summary(result, refreshing=watch.kind == REFRESH)
            watch.changed = bool(result.added or result.updated or result.removed)
        elif isinstance(result, int):
            text = self.tr(
                "%Ln document(s) removed from the corpus (the files on disk are untouched).",
                "",
                result,
            )
            self._tell(text, QStyle.StandardPixmap.SP_MessageBoxInformation)
            watch.changed = result > 0

    def _job_failed(self, watch: _JobWatch, message: str, trace: str) -> None:
        self._tell(
            self.tr("“{title}” did not finish: {message}").format(
                title=watch.job.title, message=message
            ),
            QStyle.StandardPixmap.SP_MessageBoxCritical,
            trace,
        )
        # Whole batches written before the failure are kept; a removal is one transaction.
        watch.changed = watch.kind != REMOVE

    def _job_cancelled(self, watch: _JobWatch) -> None:
        summary = watch.summary
        if summary is not None:
            summary.cancelled = True
            self._tell_summary(summary, refreshing=watch.kind == REFRESH)
            watch.changed = bool(summary.added or summary.updated or summary.removed)
        else:
            self._tell(
                self.tr("“{title}” was cancelled; the corpus was not changed.").format(
                    title=watch.job.title
                ),
                QStyle.StandardPixmap.SP_MessageBoxInformation,
            )
            watch.changed = False

    def _job_ended(self, watch: _JobWatch) -> None:
        if watch in self._watches:
            self._watches.remove(watch)
        watch.deleteLater()
        self._show_progress()
        self.reload()
        if watch.changed:
            self.corpusChanged.emit()

    def _tell(
        self, text: str, icon: QStyle.StandardPixmap, details: str = "", missing: bool = False
    ) -> None:
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.message_icon.setPixmap(self.style().standardIcon(icon).pixmap(size, size))
        self.message_label.setText(text)
        self.details_view.setPlainText(details)
        self.details_view.hide()
        self.details_button.setText(self.tr("Show details"))
        self.details_button.setVisible(bool(details))
        self.remove_missing_button.setVisible(missing)
        self.message_area.show()

    def _toggle_details(self) -> None:
        showing = not self.details_view.isVisible()
        self.details_view.setVisible(showing)
        self.details_button.setText(self.tr("Hide details") if showing else self.tr("Show details"))

    def _tell_summary(self, summary: IndexSummary, refreshing: bool) -> None:
        """Say what an add or refresh did, in the message area (no popup)."""
        self.last_summary = summary
        self._missing = list(summary.missing)
        self._tell(
            self.summary_text(summary, refreshing),
            QStyle.StandardPixmap.SP_MessageBoxWarning
            if summary.failed or summary.missing or summary.cancelled
            else QStyle.StandardPixmap.SP_MessageBoxInformation,
            self.summary_details(summary),
            missing=bool(summary.missing) and not summary.cancelled,
        )

    def summary_text(self, summary: IndexSummary, refreshing: bool = False) -> str:
        """One paragraph: "Added 3, updated 1, unchanged 5; 1 file could not be read: …"."""
        parts: list[str] = []
        if summary.cancelled:
            parts.append(self.tr("Stopped before the end; what was done until then is kept."))
        counts = self.tr("Added {added}, updated {updated}, unchanged {unchanged}").format(
            added=format_number(len(summary.added)),
            updated=format_number(len(summary.updated)),
            unchanged=format_number(summary.unchanged),
        )
        if (
            not refreshing
            and not summary.cancelled
            and not (summary.added or summary.updated or summary.unchanged or summary.failed)
        ):
            counts = self.tr("No documents were found in what was given")
        failed = summary.failed
        if len(failed) == 1:
            counts += self.tr("; 1 file could not be read: {name} — {reason}").format(
                name=file_name(failed[0].path), reason=failed[0].message
            )
        elif failed:
            counts += self.tr("; %Ln files could not be read (see the details).", "", len(failed))
        else:
            counts += "."
        parts.append(counts)
        if summary.duplicates:
            first = summary.duplicates[0]
            if len(summary.duplicates) == 1:
                parts.append(
                    self.tr("{name} has the same text as {other}, already in the corpus.").format(
                        name=file_name(first.path), other=file_name(first.same_as)
                    )
                )
            else:
                parts.append(
                    self.tr(
                        "%Ln documents have the same text as documents already in the corpus.",
                        "",
                        len(summary.duplicates),
                    )
                )
        if summary.warnings:
            parts.append(
                self.tr(
                    "%Ln document(s) added with a note (see the details).",
                    "",
                    len(summary.warnings),
                )
            )
        if summary.missing:
            if len(summary.missing) == 1:
                parts.append(
                    self.tr(
                        "1 file is missing (moved or deleted) and is still in the index: {name}."
                    ).format(name=file_name(summary.missing[0]))
                )
            else:
                parts.append(
                    self.tr(
                        "%Ln files are missing (moved or deleted) and are still in the index.",
                        "",
                        len(summary.missing),
                    )
                )
        if summary.removed:
            parts.append(self.tr("%Ln removed from the index.", "", len(summary.removed)))
        return " ".join(parts)

    def summary_details(self, summary: IndexSummary) -> str:
        """Every file concerned by an add or refresh, one a line, with the reason."""
        sections: list[tuple[str, list[str]]] = [
            (
                self.tr("Could not be read:"),
                [f"{failure.path} — {failure.message}" for failure in summary.failed],
            ),
            (
                self.tr("Missing (moved or deleted), still in the index:"),
                list(summary.missing),
            ),
            (
                self.tr("Same text as a document already in the corpus:"),
                [
                    self.tr("{path} — same text as {other}").format(
                        path=duplicate.path, other=duplicate.same_as
                    )
                    for duplicate in summary.duplicates
                ],
            ),
            (
                self.tr("Added with a note:"),
                [f"{notice.path} — {notice.message}" for notice in summary.warnings],
            ),
            (self.tr("Removed from the index:"), list(summary.removed)),
        ]
        lines: list[str] = []
        for heading, entries in sections:
            if entries:
                if lines:
                    lines.append("")
                lines.append(heading)
                lines.extend(f"  {entry}" for entry in entries)
        return "\n".join(lines)

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
        default = self.selected_collection() or DEFAULT_COLLECTION
        names = self.collections()
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
        self.add_paths(paths, self.selected_collection() or DEFAULT_COLLECTION)
