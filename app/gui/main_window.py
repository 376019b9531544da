"""The main window: drop papers anywhere, watch them being checked, read the findings.

Left: the papers list and the running jobs. Right: a hint of what to drop until there are
results, then the paper view, the side-by-side view and the class view as tabs.
"""

from __future__ import annotations

import logging
import os
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt, QTranslator, QUrl, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDesktopServices,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from app import __version__, results_store
from app.batch import BatchResult, PaperOutcome
from app.child_process import run_in_child
from app.corpus.demo import demo_folder
from app.errors import UserError
from app.extract import extract
from app.gui.check_work import check_batch, compare_pair
from app.gui.class_export_dialog import ClassExportDialog
from app.gui.class_view import ClassView
from app.gui.compare_dialog import CompareDialog
from app.gui.corpus_manager import READ_BUSY_TIMEOUT, CorpusManager
from app.gui.error_dialog import log_path, show_error
from app.gui.error_text import user_error_text
from app.gui.export import (
    batch_export_job,
    format_for_filter,
    name_filters,
    paper_export_job,
    with_suffix,
)
from app.gui.guide_dialog import GuideDialog
from app.gui.jobs import Job, JobQueue
from app.gui.jobs_panel import JobsPanel
from app.gui.kept_results import KeptResults
from app.gui.list_editing import ListEditing
from app.gui.paper_page import PaperPage
from app.gui.papers_list import PapersList
from app.gui.passage_keys import WINDOW_NEXT_KEY, WINDOW_PREVIOUS_KEY
from app.gui.preferences import Preferences
from app.gui.session import Batch, PaperEntry
from app.gui.settings_dialog import SettingsDialog
from app.gui.side_by_side import SideBySideView
from app.gui.translations import LANGUAGES
from app.gui.user_corpus import open_user_corpus, user_corpus_path

log = logging.getLogger(__name__)

#: File types offered in the Open dialog (the extractor also sniffs misnamed files).
OPEN_FILTER = "*.docx *.pdf *.odt *.txt *.rtf *.html *.htm *.md *.zip"
#: Collection that "add checked papers to the corpus" puts papers in.
CHECKED_COLLECTION = "Checked papers"


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
        open_button.clicked.connect(window.open_papers)
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
        corpus_path: Path | None = None,
        parent: QWidget | None = None,
        results_path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.preferences = preferences or Preferences()
        self.corpus_path = corpus_path or user_corpus_path(self.preferences)
        self.queue = JobQueue(self)
        self.batches: list[Batch] = []
        self.template: Path | None = None
        self._corpus_manager: CorpusManager | None = None
        self.setWindowTitle("Imbrex")
        self.setAcceptDrops(True)
        self._build_widgets()
        self.kept = KeptResults(results_path or results_store.default_results_path(), self)
        self.kept.writeFailed.connect(lambda message: self.statusBar().showMessage(message))
        self.list_editing = ListEditing(self)
        self._build_actions()
        self._restore_layout()
        self._restore_kept_results()
        self._update_actions()
        self._show_corpus_state()

    # construction -------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        self.papers = PapersList(self)
        self.papers.set_threshold(self.preferences.paper_threshold)
        self.papers.paperSelected.connect(self.show_paper)
        self.papers.thresholdChanged.connect(self._paper_threshold_changed)
        self.jobs = JobsPanel(self.queue, self)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(4, 4, 0, 4)
        left_layout.addWidget(self.papers, 1)
        left_layout.addWidget(self.jobs)

        self.paper_page = PaperPage(self)
        self.paper_page.compareRequested.connect(self.show_side_by_side)
        self.paper_page.exportRequested.connect(self.export_paper)
        self.paper_page.guideRequested.connect(self.show_guide)
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

    def _action(
        self,
        text: str,
        slot,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | list | None = None,
        tip: str = "",
        checkable: bool = False,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(shortcut)
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        a = self._action
        self.open_action = a(
            self.tr("&Open papers…"),
            self.open_papers,
            keys.Open,
            self.tr("Choose papers (or .zip archives) to check"),
        )
        self.open_folder_action = a(
            self.tr("Open &folder…"),
            self.open_folder,
            "Ctrl+Shift+O",
            self.tr("Check every paper in a folder"),
        )
        self.demo_action = a(
            self.tr("Check the &demo class"),
            self.check_demo_class,
            None,
            self.tr("Seven sample papers with planted borrowings"),
        )
        self.compare_action = a(
            self.tr("&Compare two documents…"),
            self.compare_two_documents,
            "Ctrl+D",
            self.tr("Show any two files side by side with what they share"),
        )
        self.template_action = a(
            self.tr("Assignment &template…"),
            self.choose_template,
            "Ctrl+T",
            self.tr(
                "The assignment text every student was given: its wording is not counted in the "
                "next checks"
            ),
        )
        self.clear_template_action = a(
            self.tr("No template"),
            lambda: self.set_template(None),
            None,
            self.tr("Count all text again in the next checks"),
        )
        self.export_action = a(
            self.tr("&Export report…"),
            lambda: self.export_paper(self.paper_page.entry),
            "Ctrl+E",
            self.tr("Save the current paper's report (HTML, PDF, JSON, CSV, evidence bundle)"),
        )
        self.export_class_action = a(
            self.tr("Export &class results…"),
            self.export_class,
            "Ctrl+Shift+E",
            self.tr(
                "Save every report of the current batch with an overview (index.html), "
                "papers.csv, pairs.csv and summary.json"
            ),
        )
        self.quit_action = a(self.tr("&Quit"), self.close, keys.Quit)
        # F3 / Shift+F3 here; Alt+Down / Alt+Up belong to the paper and side-by-side views
        # (app/gui/passage_keys.py).
        self.next_action = a(
            self.tr("&Next passage"),
            self.next_passage,
            QKeySequence(WINDOW_NEXT_KEY),
            self.tr("Go to the next borrowed passage (also Alt+Down)"),
        )
        self.previous_action = a(
            self.tr("&Previous passage"),
            self.previous_passage,
            QKeySequence(WINDOW_PREVIOUS_KEY),
            self.tr("Go to the previous borrowed passage (also Alt+Up)"),
        )
        self.view_actions = [
            a(self.tr("&Paper"), lambda: self._show_tab(0), "Ctrl+1"),
            a(self.tr("&Side by side"), lambda: self._show_tab(1), "Ctrl+2"),
            a(self.tr("&Class"), lambda: self._show_tab(2), "Ctrl+3"),
        ]
        engine = self.preferences.engine_settings()
        self.quotes_action = a(
            self.tr("Exclude &quotations"),
            self._exclusions_changed,
            None,
            self.tr("Text in quotation marks or block quotes is not counted (next checks)"),
            checkable=True,
        )
        self.quotes_action.setChecked(engine.exclude_quotes)
        self.bibliography_action = a(
            self.tr("Exclude &bibliography"),
            self._exclusions_changed,
            None,
            self.tr("The reference list at the end is not counted (next checks)"),
            checkable=True,
        )
        self.bibliography_action.setChecked(engine.exclude_bibliography)
        self.recheck_action = a(
            self.tr("Check &again"),
            self.check_again,
            "F5",
            self.tr("Check the current batch again with the current settings"),
        )
        self.cancel_action = a(
            self.tr("&Cancel all work"),
            self.queue.cancel_all,
            "Esc",
            self.tr("Stop every running and queued job"),
        )
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
            self._auto_add_changed,
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
        self.settings_action = a(
            self.tr("&Settings…"),
            self.show_settings,
            keys.Preferences,
            self.tr("Matching, exclusions, thresholds, language"),
        )
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut("Ctrl+,")
        self.guide_action = a(
            self.tr("How to read the &results"),
            self.show_guide,
            keys.HelpContents,
            self.tr(
                "What similarity, word for word, containment, resemblance, exclusions and "
                "flags mean"
            ),
        )
        if self.guide_action.shortcut().isEmpty():
            self.guide_action.setShortcut("F1")
        self.about_action = a(self.tr("&About Imbrex"), self.show_about)
        self.log_action = a(
            self.tr("Open the &log folder"),
            self.open_log_folder,
            None,
            self.tr("Where Imbrex writes the details of any error"),
        )

        menu = self.menuBar()
        file_menu = menu.addMenu(self.tr("&File"))
        for action in (self.open_action, self.open_folder_action):
            file_menu.addAction(action)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file_menu.addAction(self.demo_action)
        file_menu.addSeparator()
        file_menu.addAction(self.compare_action)
        file_menu.addSeparator()
        file_menu.addAction(self.export_action)
        file_menu.addAction(self.export_class_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit_menu = menu.addMenu(self.tr("&Edit"))
        for action in self.list_editing.actions():
            edit_menu.addAction(action)
        view_menu = menu.addMenu(self.tr("&View"))
        for action in self.view_actions:
            view_menu.addAction(action)
        view_menu.addSeparator()
        view_menu.addAction(self.next_action)
        view_menu.addAction(self.previous_action)
        check_menu = menu.addMenu(self.tr("&Check"))
        check_menu.addAction(self.quotes_action)
        check_menu.addAction(self.bibliography_action)
        check_menu.addAction(self.template_action)
        check_menu.addAction(self.clear_template_action)
        check_menu.addSeparator()
        check_menu.addAction(self.recheck_action)
        check_menu.addAction(self.cancel_action)
        corpus_menu = menu.addMenu(self.tr("C&orpus"))
        corpus_menu.addAction(self.corpus_action)
        corpus_menu.addAction(self.add_checked_action)
        corpus_menu.addAction(self.auto_add_action)
        corpus_menu.addAction(self.choose_corpus_action)
        settings_menu = menu.addMenu(self.tr("&Settings"))
        settings_menu.addAction(self.settings_action)
        language_menu = settings_menu.addMenu(self.tr("&Language"))
        self.language_actions = []
        for code, name in [("", self.tr("Follow the system")), *LANGUAGES.items()]:
            action = QAction(name, self, checkable=True)
            action.setChecked(self.preferences.language == code)
            action.triggered.connect(lambda _=False, code=code: self.set_language(code))
            language_menu.addAction(action)
            self.language_actions.append((code, action))
        help_menu = menu.addMenu(self.tr("&Help"))
        help_menu.addAction(self.guide_action)
        help_menu.addAction(self.about_action)
        help_menu.addAction(self.log_action)

        toolbar = QToolBar(self.tr("Main"), self)
        toolbar.setObjectName("main-toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addAction(self.open_action)
        toolbar.addAction(self.compare_action)
        toolbar.addAction(self.export_action)
        toolbar.addSeparator()
        toolbar.addAction(self.quotes_action)
        toolbar.addAction(self.bibliography_action)
        toolbar.addWidget(QLabel(self.tr(" Min. match: "), self))
        self.min_words = QSpinBox(self)
        self.min_words.setRange(1, 500)
        self.min_words.setSuffix(self.tr(" words"))
        self.min_words.setValue(engine.min_words)
        self.min_words.setToolTip(
            self.tr("Passages shorter than this are not counted (next checks; default 20)")
        )
        self.min_words.valueChanged.connect(self._exclusions_changed)
        toolbar.addWidget(self.min_words)
        toolbar.addAction(self.template_action)
        self.template_label = QLabel(self)
        self.template_label.setTextFormat(Qt.TextFormat.PlainText)
        toolbar.addWidget(self.template_label)
        toolbar.addSeparator()
        toolbar.addAction(self.corpus_action)
        self.addToolBar(toolbar)
        self._update_template_label()

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

    # corpus -------------------------------------------------------------------------------
    def _show_corpus_state(self) -> None:
        fresh = not self.corpus_path.exists()
        if fresh:
            self.queue.submit(self._corpus_setup_job())
        self._update_corpus_label()

    def _corpus_setup_job(self) -> Job:
        path = self.corpus_path

        def work(progress, cancel) -> int:
            store = open_user_corpus(path, progress=progress)
            try:
                return store.document_count()
            finally:
                store.close()

        job = Job(self.tr("Preparing the corpus (demo reference texts)"), work)
        job.ended.connect(self._update_corpus_label)
        job.failed.connect(self._job_failed)
        return job

    def _update_corpus_label(self) -> None:
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
        self.corpus_label.setText(text)
        self.corpus_label.setToolTip(str(self.corpus_path))
        self.hint.corpus.setText(
            self.tr("Reference corpus: {path}").format(path=self.corpus_path)
            + (" (" + self.tr("%Ln document(s)", "", documents) + ")" if documents else "")
        )

    def show_corpus_manager(self) -> CorpusManager:
        if self._corpus_manager is None:
            self._corpus_manager = CorpusManager(self.corpus_path, self.queue, self)
            self._corpus_manager.corpusChanged.connect(self._update_corpus_label)
        self._corpus_manager.show()
        self._corpus_manager.raise_()
        self._corpus_manager.activateWindow()
        return self._corpus_manager

    def choose_corpus_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
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
        self._update_corpus_label()

    def add_checked_papers(self, batch: Batch | None = None) -> Job | None:
        batch = batch or self._current_batch()
        if batch is None:
            return None
        paths = _original_files(batch)
        if not paths:
            return None
        manager = self._corpus_manager or CorpusManager(self.corpus_path, self.queue, self)
        if self._corpus_manager is None:
            self._corpus_manager = manager
            manager.corpusChanged.connect(self._update_corpus_label)
        return manager.add_paths(paths, CHECKED_COLLECTION)

    def _auto_add_changed(self, checked: bool) -> None:
        self.preferences.add_checked_to_corpus = checked

    # checking -----------------------------------------------------------------------------
    def _settings(self):
        return self.preferences.engine_settings()

    def _exclusions_changed(self, *_args: object) -> None:
        settings = self._settings().with_changes(
            exclude_quotes=self.quotes_action.isChecked(),
            exclude_bibliography=self.bibliography_action.isChecked(),
            min_words=self.min_words.value(),
        )
        self.preferences.set_engine_settings(settings)
        if self.batches:
            self.statusBar().showMessage(
                self.tr("The new settings apply to the next check (Check ▸ Check again)."), 8000
            )

    def open_papers(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Papers to check"),
            self._last_folder(),
            self.tr("Papers ({types});;All files (*)").format(types=OPEN_FILTER),
        )
        if paths:
            self.check_paths(paths)

    def open_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, self.tr("Folder of papers"), self._last_folder()
        )
        if path:
            self.check_paths([path])

    def _last_folder(self) -> str:
        recent = self.preferences.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.preferences.recent_files()
        for path in recent:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, path=path: self.check_paths([path]))
        if recent:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear the list"), self.preferences.clear_recent)
        else:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)

    def check_demo_class(self) -> Batch:
        return self.check_paths([str(demo_folder() / "papers")], self.tr("Demo class"))

    def check_again(self) -> Batch | None:
        batch = self._current_batch()
        if batch is None:
            return None
        return self.check_paths(list(batch.paths), batch.title, remember=False)

    def check_paths(
        self, paths: list[str], title: str | None = None, remember: bool = True
    ) -> Batch:
        """Queue a check of ``paths`` (files, folders, .zip) as one batch: each paper against
        the corpus and against the others."""
        if remember:
            self.preferences.add_recent(paths)
        previous = self._batch_of_paths(paths)
        if title is None and previous is not None:
            title = previous.title
        if title is None:
            first = Path(paths[0]).name
            title = (
                first
                if len(paths) == 1
                else self.tr("{first} and {n} more").format(first=first, n=len(paths) - 1)
            )
            title = f"{title} · {datetime.now():%H:%M}"
        batch = Batch(title, tuple(paths), str(self.template) if self.template else None)
        if previous is not None:  # the same papers again: checked in place
            batch.replaces, batch.id, batch.stored = previous, previous.id, previous.stored
        self.batches.append(batch)
        self.kept.batch_started(batch)
        settings = self._settings()
        corpus = self.corpus_path
        template = self.template
        candidates = self.preferences.candidates

        arguments = {
            "paths": list(paths),
            "corpus": corpus,
            "settings": settings,
            "template": template,
            "candidates": candidates,
        }

        def work(progress, cancel) -> BatchResult:
            return run_in_child(
                check_batch, arguments, progress=progress, cancel=cancel, deliver=job.deliver
            )

        job = Job(self.tr("Checking {title}").format(title=batch.title), work)
        job.delivered.connect(lambda outcome, batch=batch: self._paper_arrived(batch, outcome))
        job.succeeded.connect(lambda result, batch=batch: self._batch_done(batch, result))
        job.failed.connect(
            lambda message, details, batch=batch: self._batch_failed(batch, message, details)
        )
        job.cancelled.connect(lambda batch=batch: self._batch_cancelled(batch))
        batch.job = job
        self.queue.submit(job)
        self.stack.setCurrentWidget(self.tabs)
        self._update_actions()
        return batch

    def _batch_of_paths(self, paths: list[str]) -> Batch | None:
        """The latest batch of exactly these files or folders (in any order), if any."""
        wanted = {os.path.normcase(os.path.abspath(p)) for p in paths}
        for batch in reversed(self.batches):
            if {os.path.normcase(os.path.abspath(p)) for p in batch.paths} == wanted:
                return batch
        return None

    def _paper_arrived(self, batch: Batch, outcome: PaperOutcome) -> None:
        if batch not in self.batches:  # removed from the list while it was being checked
            return
        entry = PaperEntry(outcome, batch)
        batch.papers.append(entry)
        old = self._replaced_entry(batch, outcome.path)
        if old is not None:  # checked again: the new results take the old row
            shown = self.paper_page.entry is old
            self.papers.replace(old, entry)
            if shown:
                self.show_paper(entry)
        else:
            self.papers.add(entry)
        self.kept.paper_checked(entry)
        if self.papers.current() is None and outcome.evidence is not None:
            self.papers.select(entry)
        self.paperAdded.emit(entry)

    def _replaced_entry(self, batch: Batch, path: str) -> PaperEntry | None:
        """The paper of the same path in the batch this one checks again (taken out of it)."""
        old = batch.replaces
        if old is None or old not in self.batches:
            return None
        entry = next((e for e in old.papers if e.path == path), None)
        if entry is not None:
            old.papers.remove(entry)
        return entry

    def _adopt_replaced(self, batch: Batch) -> None:
        """A check again that stopped: the papers it did not reach keep their old results,
        now in the new batch (one batch in the list, as in the store)."""
        old = batch.replaces
        if old is None or old not in self.batches:
            return
        for entry in old.papers:
            entry.batch = batch
            batch.papers.append(entry)
        if batch.result is None:
            batch.result = old.result
        self.batches.remove(old)
        batch.replaces = None

    def _batch_done(self, batch: Batch, result: BatchResult) -> None:
        batch.result = result
        batch.status = "done"
        if batch not in self.batches:  # removed from the list while it was being checked
            self.batchFinished.emit(batch)
            return
        old = batch.replaces
        if old is not None and old in self.batches:  # checked again: the new results replace it
            if self.paper_page.entry in old.papers:
                self.paper_page.show_entry(None)
            self.papers.remove(old.papers)  # papers no longer found (the rest were replaced)
            self.batches.remove(old)
        batch.replaces = None  # (the old results are not held on to)
        self.kept.batch_finished(batch, result)
        self.list_editing.update()
        failed = [p for p in result.papers if p.error]
        self.class_view.set_batch(result, batch.title)
        message = self.tr(
            "{title}: %n paper(s) checked", "", len(result.papers) - len(failed)
        ).format(title=batch.title)
        if failed:
            message += " · " + self.tr("%n not checked (see the list)", "", len(failed))
        if not result.papers:
            message = self.tr(
                "{title}: no papers found. Imbrex reads .docx, .pdf, .odt, .rtf, .txt and .html "
                "files, and folders or .zip archives holding them."
            ).format(title=batch.title)
            if not self.papers.model.entries:
                self.stack.setCurrentWidget(self.hint)
        self.statusBar().showMessage(message, 15000)
        if self.preferences.add_checked_to_corpus:
            self.add_checked_papers(batch)
        self._update_actions()
        self.batchFinished.emit(batch)

    def _batch_failed(self, batch: Batch, message: str, details: str) -> None:
        batch.status, batch.message = "failed", message
        self._adopt_replaced(batch)
        show_error(
            self,
            self.tr("The check of {title} stopped: {message}").format(
                title=batch.title, message=message
            ),
            details,
        )
        self.batchFinished.emit(batch)

    def _batch_cancelled(self, batch: Batch) -> None:
        batch.status = "cancelled"
        self._adopt_replaced(batch)
        self.statusBar().showMessage(
            self.tr("{title}: cancelled; the papers already checked stay in the list.").format(
                title=batch.title
            ),
            15000,
        )
        self.batchFinished.emit(batch)

    def _job_failed(self, message: str, details: str) -> None:
        show_error(self, message, details)

    def _current_batch(self) -> Batch | None:
        entry = self.paper_page.entry
        if entry is not None:
            return entry.batch
        done = [b for b in self.batches if b.result is not None]
        return done[-1] if done else (self.batches[-1] if self.batches else None)

    # template -----------------------------------------------------------------------------
    def choose_template(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Assignment template"),
            self._last_folder(),
            self.tr("Documents ({types});;All files (*)").format(types=OPEN_FILTER),
        )
        if path:
            self.set_template(Path(path))

    def set_template(self, path: Path | None) -> None:
        if path is not None:
            try:
                extract(path)
            except UserError as error:
                show_error(
                    self,
                    self.tr("This template cannot be used: {error}").format(
                        error=user_error_text(error)
                    ),
                )
                return
        self.template = path
        self._update_template_label()

    def _update_template_label(self) -> None:
        if self.template is None:
            self.template_label.setText(self.tr(" no template "))
            self.template_label.setToolTip(self.tr("No assignment template for the next checks"))
        else:
            self.template_label.setText(" " + self.template.name + " ")
            self.template_label.setToolTip(
                self.tr("Text of {name} is not counted in the next checks").format(
                    name=self.template
                )
            )
        self.clear_template_action.setEnabled(self.template is not None)

    # showing results ----------------------------------------------------------------------
    def show_paper(self, entry: PaperEntry | None) -> None:
        self.paper_page.show_entry(entry)
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

    def show_pair(self, path_a: str, path_b: str) -> None:
        """Two papers of the class side by side (from the class view)."""
        entry = self.papers.entry_for_path(path_a)
        if entry is not None and entry.full_evidence is not None:
            for s, source in enumerate(entry.full_evidence.report.sources):
                if source.path == path_b and source.passages:
                    self.papers.select(entry)
                    self.show_side_by_side(entry, s, 0)
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
            self._last_folder(),
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
            "settings": self._settings(),
            "template": self.template,
        }

        def work(progress, cancel):
            return run_in_child(compare_pair, arguments, progress=progress, cancel=cancel)

        job = Job(
            self.tr("Comparing {a} with {b}").format(a=Path(first).name, b=Path(second).name), work
        )
        job.succeeded.connect(self._comparison_done)
        job.failed.connect(self._job_failed)
        self.queue.submit(job)
        return job

    def _comparison_done(self, comparison) -> None:
        self.papers.clear_selection()  # the two documents are not a paper of the list
        evidence = comparison.evidence
        if evidence.report.sources:
            self.side_by_side.show_pair(evidence, 0, 0)
        else:
            self.side_by_side.show_texts(
                comparison.paper.name,
                comparison.paper.text,
                comparison.source.name,
                comparison.source.text,
                None,
            )
        self._show_tab(1)
        self.comparisonShown.emit()

    # export -------------------------------------------------------------------------------
    def export_paper(self, entry: PaperEntry | None) -> None:
        if entry is None or entry.evidence is None:
            return
        suggested = str(Path(self._export_folder()) / (Path(entry.path).stem + "-report.html"))
        path, selected = QFileDialog.getSaveFileName(
            self, self.tr("Export report"), suggested, ";;".join(name_filters())
        )
        if path:
            fmt = format_for_filter(selected, path)  # a typed .pdf/.json/… wins over the filter
            target = with_suffix(path, fmt)
            self.preferences.export_folder = str(target.parent)
            self.export_paper_to(entry, target, fmt)

    def _export_folder(self) -> str:
        """Where the last export went (while it exists), else the last papers' folder."""
        folder = self.preferences.export_folder
        return folder if folder and Path(folder).is_dir() else self._last_folder()

    def export_paper_to(self, entry: PaperEntry, target: Path, fmt) -> Job:
        job = paper_export_job(entry, target, fmt)
        job.succeeded.connect(
            lambda path: self.statusBar().showMessage(
                self.tr("Report saved: {path}").format(path=path), 15000
            )
        )
        job.failed.connect(self._job_failed)
        self.queue.submit(job)
        return job

    def export_class(self) -> ClassExportDialog | None:
        """Ask where and in which format (``ClassExportDialog``, opened window-modal), then
        write the current batch's results folder."""
        batch = self._current_batch()
        if batch is None or batch.result is None:
            QMessageBox.information(
                self, self.tr("Export class results"), self.tr("No finished check to export yet.")
            )
            return None
        dialog = ClassExportDialog(self._export_folder(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def chosen() -> None:
            self.preferences.export_folder = dialog.folder()
            target = Path(dialog.folder()) / _folder_name(batch)
            self.export_class_to(batch, target, dialog.format_key())

        dialog.accepted.connect(chosen)
        dialog.open()
        return dialog

    def export_class_to(self, batch: Batch, folder: Path, fmt: str = "html") -> Job:
        while folder.exists() and any(folder.iterdir()):
            folder = folder.with_name(folder.name + "-2")
        job = batch_export_job(batch, batch.papers, folder, fmt, self.preferences.pair_threshold)
        job.succeeded.connect(
            lambda path: self.statusBar().showMessage(
                self.tr("Results saved in {path}").format(path=path), 15000
            )
        )
        job.failed.connect(self._job_failed)
        self.queue.submit(job)
        return job

    # settings, language, help -------------------------------------------------------------
    def show_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self.preferences, self)
        dialog.settingsChanged.connect(self._settings_changed)
        dialog.open()
        return dialog

    def _settings_changed(self) -> None:
        engine = self.preferences.engine_settings()
        for widget, value in (
            (self.quotes_action, engine.exclude_quotes),
            (self.bibliography_action, engine.exclude_bibliography),
        ):
            widget.setChecked(value)
        self.min_words.blockSignals(True)
        self.min_words.setValue(engine.min_words)
        self.min_words.blockSignals(False)
        self.papers.set_threshold(self.preferences.paper_threshold)
        self.class_view.set_threshold(self.preferences.pair_threshold)
        self.auto_add_action.setChecked(self.preferences.add_checked_to_corpus)
        for code, action in self.language_actions:
            action.setChecked(code == self.preferences.language)

    def set_language(self, code: str) -> None:
        changed = code != self.preferences.language
        self.preferences.language = code
        for other, action in self.language_actions:
            action.setChecked(other == code)
        if changed:
            QMessageBox.information(
                self,
                self.tr("Language"),
                self.tr("The new language is used from the next start of Imbrex."),
            )

    def show_guide(self) -> GuideDialog:
        """Help ▸ How to read the results (F1; also the paper page's "How to read this")."""
        dialog = GuideDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_about(self) -> None:
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion

        QMessageBox.about(
            self,
            self.tr("About Imbrex"),
            self.tr(
                "<h3>Imbrex {version}</h3><p>An offline plagiarism checker for teachers: papers "
                "are compared with your own reference corpus and with each other on this "
                "computer; no text leaves it.</p><p>Methods: word-shingle containment "
                "(Broder) and sentence-block suffix-tree matching (SL+ST).</p>"
                "<p>Free software under the MIT licence. Qt {qt}, PySide6 {pyside}.</p>"
            ).format(version=__version__, qt=qVersion(), pyside=pyside_version),
        )

    def open_log_folder(self) -> None:
        folder = log_path().parent
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def _update_actions(self) -> None:
        entry = self.paper_page.entry
        self.export_action.setEnabled(entry is not None and entry.evidence is not None)
        done = any(b.result is not None for b in self.batches)
        self.export_class_action.setEnabled(done)
        self.add_checked_action.setEnabled(done)
        self.recheck_action.setEnabled(bool(self.batches))
        self.list_editing.update()

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


def _folder_name(batch: Batch) -> str:
    safe = "".join(ch if ch.isalnum() or ch in "-_ " else "-" for ch in batch.title).strip()
    return "imbrex-" + (safe.replace(" ", "-") or "results")
