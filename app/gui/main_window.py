"""The main window: drop papers anywhere, watch them being checked, read the findings.

Left: the papers list and the running jobs. Right: a hint of what to drop until there are
results, then the paper view, the side-by-side view and the class view as tabs.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QTranslator, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app import results_store
from app.child_process import run_in_child
from app.gui.batch_checks import OPEN_FILTER, BatchChecks
from app.gui.check_work import compare_pair
from app.gui.class_view import ClassView
from app.gui.compare_dialog import CompareDialog
from app.gui.corpus_controller import CorpusController
from app.gui.error_dialog import show_error
from app.gui.export_controller import ExportController
from app.gui.jobs import Job, JobQueue
from app.gui.jobs_panel import JobsPanel
from app.gui.kept_results import KeptResults
from app.gui.list_editing import ListEditing
from app.gui.paper_page import PaperPage
from app.gui.papers_list import PapersList
from app.gui.preferences import Preferences
from app.gui.session import Batch, PaperEntry
from app.gui.side_by_side import SideBySideView
from app.gui.window_menus import WindowMenus
from app.report.labels import file_name

log = logging.getLogger(__name__)


class HintPage(QWidget):
    """What the window shows before anything was checked."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        title = QLabel(self.tr("Drop student papers here"), self)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text = QLabel(
            self.tr(
                "Drag files, folders or .zip archives anywhere onto this window (.docx, .pdf, "
                ".odt, .rtf, .txt, .html). Each paper is checked against your reference corpus "
                "and against the other papers dropped with it. Nothing leaves this computer."
            ),
            self,
        )
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A wrapped label in a centred layout gets no height for its width unless it is fixed.
        text.setFixedWidth(480)
        text.setMinimumHeight(text.heightForWidth(480))
        self.corpus = QLabel(self)
        self.corpus.setTextFormat(Qt.TextFormat.PlainText)  # file names: never markup
        self.corpus.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.corpus.setWordWrap(True)
        open_button = QPushButton(self.tr("Open papers…"), self)
        open_button.clicked.connect(lambda: window.checks.open_papers())
        demo_button = QPushButton(self.tr("Try the demo class"), self)
        demo_button.setToolTip(self.tr("Check seven sample papers against the demo corpus"))
        demo_button.clicked.connect(window.check_demo_class)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(title)
        layout.addWidget(text, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        layout.addWidget(open_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(demo_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        layout.addWidget(self.corpus)
        layout.addStretch(3)


class MainWindow(QMainWindow):
    """Imbrex's window. ``batchFinished(Batch)`` after each check (tests and benchmarks wait on
    it); ``paperAdded(PaperEntry)`` as each paper's report arrives."""

    batchFinished = Signal(object)
    paperAdded = Signal(object)
    comparisonShown = Signal()
    #: The installed translators, kept alive with the window (set by application.run).
    _translators: list[QTranslator]

    def __init__(
        self,
        preferences: Preferences | None = None,
        corpus_path: Path | str | None = None,
        parent: QWidget | None = None,
        results_path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.preferences = preferences or Preferences()
        self.queue = JobQueue(self)
        self.batches: list[Batch] = []
        #: The papers list's width asked for before the window was shown (0: none).
        self._papers_width_wanted = 0
        self.setWindowTitle("Imbrex")
        self.setAcceptDrops(True)
        self._build_widgets()
        self.kept = KeptResults(results_path or results_store.default_results_path(), self)
        self.kept.writeFailed.connect(lambda message: self.statusBar().showMessage(message))
        self.list_editing = ListEditing(self)
        self.corpus = CorpusController(self, corpus_path)
        self.exports = ExportController(self)
        self.checks = BatchChecks(self)
        self.menus = WindowMenus(self)
        self.checks.update_template_label()
        self.paper_page.exportRequested.connect(self.exports.export_paper)
        self.paper_page.guideRequested.connect(self.menus.show_guide)
        self._restore_layout()
        self._restore_kept_results()
        self._update_actions()
        self.corpus.show_corpus_state()

    def check_paths(
        self, paths: list[str], title: str | None = None, remember: bool = True
    ) -> Batch:
        """Queue a check of ``paths`` (files, folders, .zip) as one batch (``BatchChecks``):
        what a drop, File ▸ Open, a file opened from the file manager and the command line
        do."""
        return self.checks.check_paths(paths, title, remember)

    def check_demo_class(self) -> Batch:
        return self.checks.check_demo_class()

    # construction -------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        self.papers = PapersList(self)
        self.papers.set_threshold(self.preferences.paper_threshold)
        self.papers.paperSelected.connect(self.show_paper)
        self.papers.thresholdChanged.connect(self._paper_threshold_changed)
        self.papers.wantsWidth.connect(self._widen_papers)
        self.jobs = JobsPanel(self.queue, self)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(4, 4, 0, 4)
        left_layout.addWidget(self.papers, 1)
        left_layout.addWidget(self.jobs)

        self.paper_page = PaperPage(self)
        self.paper_page.compareRequested.connect(self.show_side_by_side)
        self.paper_page.hiddenChanged.connect(self.papers.refresh)
        self.paper_page.hiddenChanged.connect(lambda entry: self.kept.hidden_changed(entry))
        self.side_by_side = SideBySideView(self)
        self.class_view = ClassView(self, threshold=self.preferences.pair_threshold)
        self.class_view.pairActivated.connect(self.show_pair)
        self.class_view.thresholdChanged.connect(self._pair_threshold_changed)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.paper_page, self.tr("Paper"))
        self.tabs.addTab(self.side_by_side, self.tr("Side by side"))
        self.tabs.addTab(self.class_view, self.tr("Class"))
        self.tabs.setTabToolTip(0, self.tr("The paper with every borrowed passage marked"))
        self.tabs.setTabToolTip(1, self.tr("A passage beside its source, differences marked"))
        self.tabs.setTabToolTip(2, self.tr("Papers of the class that share text"))
        self.tabs.currentChanged.connect(self._tab_changed)
        self.hint = HintPage(self)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.hint)
        self.stack.addWidget(self.tabs)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.stack)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 5)
        self.setCentralWidget(self.splitter)
        self.statusBar().addPermanentWidget(self.jobs.overall)
        self.corpus_label = QLabel(self)
        self.corpus_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self.corpus_label)

    def _widen_papers(self, width: int) -> None:
        """Give the papers list the width its columns ask for (the batch column has appeared),
        taken from the pane beside it but never more than 60 % of the window's width; a list
        already wide enough is left as the teacher made it. Before the window is first shown
        the panes have no width yet: the request waits for ``showEvent``."""
        if not self.isVisible():
            self._papers_width_wanted = width
            return
        left, right = self.splitter.sizes()
        # The list sits in a container with a small margin on its left.
        wanted = width + self.papers.pos().x() + 4
        total = left + right
        if total <= 0 or left >= wanted:
            return
        left = min(wanted, int(total * 0.6))
        self.splitter.setSizes([left, total - left])

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        width, self._papers_width_wanted = self._papers_width_wanted, 0
        if width:
            # Once the splitter has laid out its panes at the window's size.
            QTimer.singleShot(0, lambda: self._widen_papers(width))

    # kept results -------------------------------------------------------------------------
    def _restore_kept_results(self) -> None:
        """Put the batches of earlier sessions back (their reports; texts when opened)."""
        batches = self.kept.restore()
        self.batches.extend(batches)
        entries = [entry for batch in batches for entry in batch.papers]
        if entries:
            self.papers.add_many(entries)
            self.stack.setCurrentWidget(self.tabs)
            finished = [(b.result, b.title) for b in batches if b.result is not None]
            if finished:
                self.class_view.set_batch(*finished[-1])
                self.tabs.setCurrentWidget(self.class_view)
        self.kept.tell_problem(self)

    # layout persistence -------------------------------------------------------------------
    def _restore_layout(self) -> None:
        geometry, state = self.preferences.window_state()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1280, 820)
        if state is not None:
            self.restoreState(state)
        splitter = self.preferences.splitter_state("main")
        if splitter is not None:
            self.splitter.restoreState(splitter)
        else:
            self.splitter.setSizes([560, 720])  # the papers list: names and three figures
        page = self.preferences.splitter_state("paper")
        if page is not None:
            self.paper_page.splitter.restoreState(page)

    def save_layout(self) -> None:
        self.preferences.set_window_state(self.saveGeometry(), self.saveState())
        self.preferences.set_splitter_state("main", self.splitter.saveState())
        self.preferences.set_splitter_state("paper", self.paper_page.splitter.saveState())
        self.preferences.sync()

    #: Whether closing while work is queued or running asks first. The window started by
    #: ``--quit-when-checked`` or ``--quit-after-show`` never asks: nobody is there to answer.
    ask_before_closing = True

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt)
        if self.queue.busy():
            if self.ask_before_closing:
                answer = QMessageBox.question(
                    self,
                    self.tr("Work in progress"),
                    self.tr("Imbrex is still checking or indexing. Stop the work and quit?"),
                )
                if answer != QMessageBox.StandardButton.Yes:
                    event.ignore()
                    return
            self.queue.cancel_all()
            self.queue.wait(30_000)
        self.save_layout()
        self.kept.close()
        event.accept()

    def job_failed(self, message: str, details: str) -> None:
        """A job of the window failed: the error dialog says so."""
        show_error(self, message, details)

    def current_batch(self) -> Batch | None:
        """The batch of the paper shown, else the last finished batch, else the last one."""
        entry = self.paper_page.entry
        if entry is not None:
            return entry.batch
        done = [b for b in self.batches if b.result is not None]
        return done[-1] if done else (self.batches[-1] if self.batches else None)

    # showing results ----------------------------------------------------------------------
    def show_paper(self, entry: PaperEntry | None) -> None:
        self.paper_page.show_entry(entry)
        if self.tabs.currentWidget() is self.side_by_side:
            self._tab_changed(self.tabs.currentIndex())
        result = entry.batch.result if entry is not None else None
        if result is not None and result is not self.class_view.batch():  # rebuilt only on change
            assert entry is not None  # the result came from it
            self.class_view.set_batch(result, entry.batch.title)
        self._update_actions()

    def _show_tab(self, index: int) -> None:
        self.stack.setCurrentWidget(self.tabs)
        self.tabs.setCurrentIndex(index)

    def show_side_by_side(self, entry: PaperEntry, source: int, passage: int) -> None:
        if entry.full_evidence is None:
            return
        self.side_by_side.show_pair(entry.full_evidence, source, passage, entry.hidden)
        self._show_tab(1)
        self.comparisonShown.emit()

    def _tab_changed(self, index: int) -> None:
        """The side-by-side tab opened by itself shows the selected paper (its current
        passage, else its first), never the pair of a paper shown earlier."""
        entry = self.paper_page.entry
        if self.tabs.widget(index) is not self.side_by_side or entry is None:
            return
        evidence = entry.full_evidence
        if evidence is None or self.side_by_side.evidence() is evidence:
            return
        if self.paper_page.passages():
            self.paper_page.compare_current()
        else:
            message = self.tr("This paper shares no passage with any source.")
            self.side_by_side.show_documents(evidence, message)

    def show_pair(self, path_a: str, path_b: str) -> None:
        """Two papers of the class side by side (from the class view)."""
        entry = self.papers.entry_for_path(path_a)
        if entry is not None and entry.full_evidence is not None:
            sources = entry.full_evidence.report.sources
            source = entry.full_evidence.report.source_at(path_b)
            if source is not None and source.passages:
                self.papers.select(entry)
                self.show_side_by_side(entry, sources.index(source), 0)
                return
        self.compare_files(path_a, path_b)

    def next_passage(self) -> None:
        if self.tabs.currentWidget() is self.side_by_side:
            self.side_by_side.next_passage()
        else:
            self._show_tab(0)
            self.paper_page.next_passage()

    def previous_passage(self) -> None:
        if self.tabs.currentWidget() is self.side_by_side:
            self.side_by_side.previous_passage()
        else:
            self._show_tab(0)
            self.paper_page.previous_passage()

    def _paper_threshold_changed(self, share: float) -> None:
        self.preferences.paper_threshold = share

    def _pair_threshold_changed(self, share: float) -> None:
        self.preferences.pair_threshold = share

    # compare two documents ----------------------------------------------------------------
    def compare_two_documents(self) -> CompareDialog:
        """One dialog for the paper (left) and the document to compare it with (right)."""
        dialog = CompareDialog(
            self.checks.last_folder(),
            self.tr("Documents ({types});;All files (*)").format(types=OPEN_FILTER),
            self,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.compare_files(*dialog.paths()))
        dialog.open()
        return dialog

    def compare_files(self, first: str, second: str) -> Job:
        """Compare two files (in a child process, so Cancel stops even a long alignment)."""
        arguments = {
            "paper": first,
            "source": second,
            "settings": self.preferences.engine_settings(),
            "template": self.checks.template,
        }

        def work(progress, cancel):
            return run_in_child(compare_pair, arguments, progress=progress, cancel=cancel)

        job = Job(
            self.tr("Comparing {a} with {b}").format(a=file_name(first), b=file_name(second)), work
        )
        job.succeeded.connect(self._comparison_done)
        job.failed.connect(self.job_failed)
        self.queue.submit(job)
        return job

    def _comparison_done(self, comparison) -> None:
        self.papers.clear_selection()  # the two documents are not a paper of the list
        evidence = comparison.evidence
        if evidence.report.sources:
            self.side_by_side.show_pair(evidence, 0, 0)
        else:
            self.side_by_side.show_texts(
                file_name(comparison.paper.path),
                comparison.paper.text,
                file_name(comparison.source.path),
                comparison.source.text,
                None,
            )
        self._show_tab(1)
        self.comparisonShown.emit()

    def _update_actions(self) -> None:
        self.menus.update()

    # drag and drop ------------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt)
        if _local_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802 (Qt)
        if _local_paths(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt)
        paths = _local_paths(event.mimeData())
        if not paths:
            event.ignore()
            return
        event.acceptProposedAction()
        self.open_dropped(paths)

    def open_dropped(self, paths: list[str]) -> None:
        """Dropped files: two files onto the side-by-side view are compared with each other;
        anything else is checked as one batch."""
        on_side_by_side = (
            self.stack.currentWidget() is self.tabs
            and self.tabs.currentWidget() is self.side_by_side
        )
        if on_side_by_side and len(paths) == 2 and all(Path(p).is_file() for p in paths):
            self.compare_files(paths[0], paths[1])
        else:
            self.check_paths(paths)


def _local_paths(mime) -> list[str]:
    if not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile() and url.toLocalFile()]
