"""The main window's actions, its menu bar and toolbar, and which actions are enabled.

``WindowMenus`` builds every action of the window once (File, Edit, View, Check, Corpus,
Settings, Help and the toolbar), connects each to what it does (the window, its corpus and
export controllers, its batch checks) and keeps their checked and enabled states in step with
the preferences and the batches. The recent files, the language menu and the About box live
here too: each is only reached from a menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox, QSpinBox, QToolBar

from app import __version__
from app.gui.error_dialog import log_path
from app.gui.guide_dialog import GuideDialog
from app.gui.passage_keys import WINDOW_NEXT_KEY, WINDOW_PREVIOUS_KEY
from app.gui.settings_dialog import SettingsDialog
from app.gui.translations import LANGUAGES

if TYPE_CHECKING:
    from app.gui.main_window import MainWindow


def make_action(
    parent: QObject,
    text: str,
    slot,
    shortcut: QKeySequence | QKeySequence.StandardKey | str | list | None = None,
    tip: str = "",
    checkable: bool = False,
) -> QAction:
    """An action of the window: ``text``, run ``slot``; optional shortcut(s), tooltip and
    status tip, tick box."""
    action = QAction(text, parent)
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


class WindowMenus(QObject):
    """The actions, menus and toolbar of one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.preferences = window.preferences
        self._file_actions()
        self._view_actions()
        self._check_actions()
        self._help_actions()
        self._build_menus()
        self._build_toolbar()

    def _action(self, text: str, slot, *args, **kwargs) -> QAction:
        return make_action(self.window, text, slot, *args, **kwargs)

    # the actions ----------------------------------------------------------------------------
    def _file_actions(self) -> None:
        keys = QKeySequence.StandardKey
        a = self._action
        window = self.window
        self.open_action = a(
            self.tr("&Open papers…"),
            window.checks.open_papers,
            keys.Open,
            self.tr("Choose papers (or .zip archives) to check"),
        )
        self.open_folder_action = a(
            self.tr("Open &folder…"),
            window.checks.open_folder,
            "Ctrl+Shift+O",
            self.tr("Check every paper in a folder"),
        )
        self.demo_action = a(
            self.tr("Check the &demo class"),
            window.check_demo_class,
            None,
            self.tr("Seven sample papers with planted borrowings"),
        )
        self.compare_action = a(
            self.tr("&Compare two documents…"),
            window.compare_two_documents,
            "Ctrl+D",
            self.tr("Show any two files side by side with what they share"),
        )
        self.export_action = a(
            self.tr("&Export report…"),
            lambda: window.exports.export_paper(window.paper_page.entry),
            "Ctrl+E",
            self.tr("Save the current paper's report (HTML, PDF, JSON, CSV, evidence bundle)"),
        )
        self.export_class_action = a(
            self.tr("Export &class results…"),
            window.exports.export_class,
            "Ctrl+Shift+E",
            self.tr(
                "Save every report of the current batch with an overview (index.html), "
                "papers.csv, pairs.csv and summary.json"
            ),
        )
        self.quit_action = a(self.tr("&Quit"), window.close, keys.Quit)

    def _view_actions(self) -> None:
        a = self._action
        window = self.window
        # F3 / Shift+F3 here; Alt+Down / Alt+Up belong to the paper and side-by-side views
        # (app/gui/passage_keys.py).
        self.next_action = a(
            self.tr("&Next passage"),
            window.next_passage,
            QKeySequence(WINDOW_NEXT_KEY),
            self.tr("Go to the next borrowed passage (also Alt+Down)"),
        )
        self.previous_action = a(
            self.tr("&Previous passage"),
            window.previous_passage,
            QKeySequence(WINDOW_PREVIOUS_KEY),
            self.tr("Go to the previous borrowed passage (also Alt+Up)"),
        )
        self.view_actions = [
            a(self.tr("&Paper"), lambda: window._show_tab(0), "Ctrl+1"),
            a(self.tr("&Side by side"), lambda: window._show_tab(1), "Ctrl+2"),
            a(self.tr("&Class"), lambda: window._show_tab(2), "Ctrl+3"),
        ]

    def _check_actions(self) -> None:
        a = self._action
        window = self.window
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
        self.template_action = a(
            self.tr("Assignment &template…"),
            window.checks.choose_template,
            "Ctrl+T",
            self.tr(
                "The assignment text every student was given: its wording is not counted in the "
                "next checks"
            ),
        )
        self.clear_template_action = a(
            self.tr("No template"),
            lambda: window.checks.set_template(None),
            None,
            self.tr("Count all text again in the next checks"),
        )
        self.recheck_action = a(
            self.tr("Check &again"),
            window.checks.check_again,
            "F5",
            self.tr("Check the current batch again with the current settings"),
        )
        self.cancel_action = a(
            self.tr("&Cancel all work"),
            window.queue.cancel_all,
            "Esc",
            self.tr("Stop every running and queued job"),
        )

    def _help_actions(self) -> None:
        keys = QKeySequence.StandardKey
        a = self._action
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

    # the menus and the toolbar --------------------------------------------------------------
    def _build_menus(self) -> None:
        menu = self.window.menuBar()
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
        for action in self.window.list_editing.actions():
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
        for action in self.window.corpus.actions():
            corpus_menu.addAction(action)
        settings_menu = menu.addMenu(self.tr("&Settings"))
        settings_menu.addAction(self.settings_action)
        self._build_language_menu(settings_menu.addMenu(self.tr("&Language")))
        help_menu = menu.addMenu(self.tr("&Help"))
        help_menu.addAction(self.guide_action)
        help_menu.addAction(self.about_action)
        help_menu.addAction(self.log_action)

    def _build_language_menu(self, language_menu) -> None:
        self.language_actions = []
        for code, name in [("", self.tr("Follow the system")), *LANGUAGES.items()]:
            action = QAction(name, self.window, checkable=True)
            action.setChecked(self.preferences.language == code)
            action.triggered.connect(lambda _=False, code=code: self.set_language(code))
            language_menu.addAction(action)
            self.language_actions.append((code, action))

    def _build_toolbar(self) -> None:
        window = self.window
        engine = self.preferences.engine_settings()
        toolbar = QToolBar(self.tr("Main"), window)
        toolbar.setObjectName("main-toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addAction(self.open_action)
        toolbar.addAction(self.compare_action)
        toolbar.addAction(self.export_action)
        toolbar.addSeparator()
        toolbar.addAction(self.quotes_action)
        toolbar.addAction(self.bibliography_action)
        toolbar.addWidget(QLabel(self.tr(" Min. match: "), window))
        self.min_words = QSpinBox(window)
        self.min_words.setRange(1, 500)
        self.min_words.setSuffix(self.tr(" words"))
        self.min_words.setValue(engine.min_words)
        self.min_words.setToolTip(
            self.tr("Passages shorter than this are not counted (next checks; default 20)")
        )
        self.min_words.valueChanged.connect(self._exclusions_changed)
        toolbar.addWidget(self.min_words)
        toolbar.addAction(self.template_action)
        self.template_label = QLabel(window)
        self.template_label.setTextFormat(Qt.TextFormat.PlainText)
        toolbar.addWidget(self.template_label)
        toolbar.addSeparator()
        toolbar.addAction(window.corpus.corpus_action)
        window.addToolBar(toolbar)

    # what the actions do --------------------------------------------------------------------
    def _exclusions_changed(self, *_args: object) -> None:
        settings = self.preferences.engine_settings().with_changes(
            exclude_quotes=self.quotes_action.isChecked(),
            exclude_bibliography=self.bibliography_action.isChecked(),
            min_words=self.min_words.value(),
        )
        self.preferences.set_engine_settings(settings)
        if self.window.batches:
            self.window.statusBar().showMessage(
                self.tr("The new settings apply to the next check (Check ▸ Check again)."), 8000
            )

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.preferences.recent_files()
        for path in recent:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, path=path: self.window.check_paths([path]))
        if recent:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear the list"), self.preferences.clear_recent)
        else:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)

    def show_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self.preferences, self.window)
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
        self.window.papers.set_threshold(self.preferences.paper_threshold)
        self.window.class_view.set_threshold(self.preferences.pair_threshold)
        self.window.corpus.auto_add_action.setChecked(self.preferences.add_checked_to_corpus)
        for code, action in self.language_actions:
            action.setChecked(code == self.preferences.language)

    def set_language(self, code: str) -> None:
        changed = code != self.preferences.language
        self.preferences.language = code
        for other, action in self.language_actions:
            action.setChecked(other == code)
        if changed:
            QMessageBox.information(
                self.window,
                self.tr("Language"),
                self.tr("The new language is used from the next start of Imbrex."),
            )

    def show_guide(self) -> GuideDialog:
        """Help ▸ How to read the results (F1; also the paper page's "How to read this")."""
        dialog = GuideDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_about(self) -> None:
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion

        QMessageBox.about(
            self.window,
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

    def update(self) -> None:
        """Enable what can be done now (an export needs a report, a check again a batch)."""
        window = self.window
        entry = window.paper_page.entry
        self.export_action.setEnabled(entry is not None and entry.evidence is not None)
        done = any(b.result is not None for b in window.batches)
        self.export_class_action.setEnabled(done)
        window.corpus.add_checked_action.setEnabled(done)
        self.recheck_action.setEnabled(bool(window.batches))
        window.list_editing.update()
