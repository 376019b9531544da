"""The settings window: how closely Imbrex matches, what it sets aside, what the lists call
out, and the language of the window.

Every control explains itself in a tooltip and shows its default. Nothing is stored until OK
(or Apply); the engine numbers go through ``Settings`` so a value the engine refuses is shown
to the teacher instead of being stored.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.defaults import DEFAULT_CANDIDATES, DEFAULT_PAIR_THRESHOLD
from app.engine.settings import Settings
from app.gui.error_dialog import ErrorDialog, show_error
from app.gui.preferences import DEFAULT_PAPER_THRESHOLD, Preferences

#: The window's languages: (locale name, the language's own name). Each language is written
#: in itself so a teacher finds theirs whatever the window's current language; the first entry
#: ("follow the system") is translated in the dialog.
LANGUAGES = (("en", "English"), ("ru", "Русский"), ("zh_CN", "中文（简体）"))

SHINGLE_RANGE = (1, 12)
MIN_WORDS_RANGE = (1, 500)
COSINE_RANGE = (0.1, 0.9)
MAX_GAP_RANGE = (1, 50)
CANDIDATES_RANGE = (1, 200)


class SettingsDialog(QDialog):
    """Edit ``preferences``: the engine settings a teacher may change, the list thresholds,
    the corpus options and the language. ``settingsChanged()`` is emitted after OK or Apply
    stored them."""

    settingsChanged = Signal()

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.preferences = preferences
        self.error_dialog: ErrorDialog | None = None

        layout = QVBoxLayout(self)
        layout.addWidget(self._matching_group())
        layout.addWidget(self._exclusions_group())
        layout.addWidget(self._results_group())
        layout.addWidget(self._language_group())
        layout.addStretch(1)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.restore_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.setText(self.tr("Restore defaults"))
        self.restore_button.setToolTip(
            self.tr(
                "Put every setting in this window back to its default (the language stays as "
                "it is). Nothing is stored until you press OK."
            )
        )
        self.apply_button.setToolTip(self.tr("Store the settings and keep this window open."))
        self.ok_button.clicked.connect(self.accept)
        self.cancel_button.clicked.connect(self.reject)
        self.apply_button.clicked.connect(self.apply)
        self.restore_button.clicked.connect(self.restore_defaults)
        layout.addWidget(self.buttons)

        self.load()

    # building ---------------------------------------------------------------------------
    def _with_default(self, control: QWidget, default_text: str) -> QWidget:
        """The control with a grey "default: …" note beside it."""
        row = QWidget(self)
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(control)
        note = QLabel(self.tr("default: {value}").format(value=default_text), row)
        note.setObjectName(f"{control.objectName()}Default")
        note.setEnabled(False)  # drawn in the palette's disabled (grey) text colour
        box.addWidget(note)
        box.addStretch(1)
        control.setProperty("defaultText", default_text)
        return row

    def _spin(self, name: str, bounds: tuple[int, int], suffix: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(*bounds)
        spin.setSuffix(suffix)
        spin.setAccelerated(True)
        spin.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
        return spin

    def _cosine(self, name: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(self)
        spin.setObjectName(name)
        spin.setDecimals(2)
        spin.setRange(*COSINE_RANGE)
        spin.setSingleStep(0.01)
        spin.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
        return spin

    def _percent(self, name: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(self)
        spin.setObjectName(name)
        spin.setDecimals(1)
        spin.setRange(0.0, 100.0)
        spin.setSingleStep(1.0)
        spin.setSuffix(" %")
        spin.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
        return spin

    @staticmethod
    def _default_text(spin: QSpinBox | QDoubleSpinBox, value: float) -> str:
        if isinstance(spin, QSpinBox):  # its defaults are whole numbers
            return spin.textFromValue(int(value)) + spin.suffix()
        return spin.textFromValue(value) + spin.suffix()

    def _add_row(
        self, form: QFormLayout, label: str, control: QSpinBox | QDoubleSpinBox, default: float
    ) -> None:
        default_text = self._default_text(control, default)
        tip = control.toolTip() + " " + self.tr("Default: {value}.").format(value=default_text)
        control.setToolTip(tip)
        row = self._with_default(control, default_text)
        form.addRow(label, row)
        form.labelForField(row).setToolTip(tip)
        cast(QLabel, form.labelForField(row)).setBuddy(control)  # addRow(str, …) made a QLabel

    def _matching_group(self) -> QGroupBox:
        defaults = Settings()
        words = self.tr(" words")
        group = QGroupBox(self.tr("Matching"), self)
        form = QFormLayout(group)

        self.shingle_size_box = self._spin("shingleSize", SHINGLE_RANGE, words)
        self.shingle_size_box.setToolTip(
            self.tr(
                "Imbrex starts from runs of this many words found word for word in both texts. "
                "Fewer words find more copying, and more chance matches of common phrases; "
                "more words find only longer copied stretches."
            )
        )
        self._add_row(
            form,
            self.tr("Words in a row to compare:"),
            self.shingle_size_box,
            defaults.shingle_size,
        )

        self.min_words_box = self._spin("minWords", MIN_WORDS_RANGE, words)
        self.min_words_box.setToolTip(
            self.tr(
                "Passages shorter than this many words are not counted (they are still listed "
                "as too short). Raise it to ignore common phrases; lower it to see single "
                "copied sentences."
            )
        )
        self._add_row(
            form, self.tr("Shortest passage counted:"), self.min_words_box, defaults.min_words
        )

        self._similarity_rows(form, defaults)
        return group

    def _similarity_rows(self, form: QFormLayout, defaults: Settings) -> None:
        """How alike sentences and passages must be, and how far apart matches are joined."""
        self.sentence_cosine_box = self._cosine("sentenceCosine")
        self.sentence_cosine_box.setToolTip(
            self.tr(
                "How alike two sentences must be (0 = no words in common, 1 = the same words) "
                "before Imbrex takes one for a reworded copy of the other. Lower it to catch "
                "heavier rewording, at the price of more false alarms."
            )
        )
        self._add_row(
            form,
            self.tr("Sentence similarity needed:"),
            self.sentence_cosine_box,
            defaults.sentence_cosine,
        )

        self.passage_cosine_box = self._cosine("passageCosine")
        self.passage_cosine_box.setToolTip(
            self.tr(
                "How alike a whole passage must be to its source, once the matching sentences "
                "are joined up (0 = nothing in common, 1 = the same words). Lower keeps more "
                "loosely reworded passages; higher keeps only close copies."
            )
        )
        self._add_row(
            form,
            self.tr("Passage similarity needed:"),
            self.passage_cosine_box,
            defaults.passage_cosine,
        )

        self.max_gap_box = self._spin("maxGap", MAX_GAP_RANGE, self.tr(" sentences"))
        self.max_gap_box.setToolTip(
            self.tr(
                "Matching sentences at most this many sentences apart are joined into one "
                "passage. Raise it to see a copied section with a few sentences of the "
                "student's own in between as one passage; lower it to keep them apart."
            )
        )
        self._add_row(form, self.tr("Join matches up to:"), self.max_gap_box, defaults.max_gap)

    def _exclusions_group(self) -> QGroupBox:
        defaults = Settings()
        group = QGroupBox(self.tr("Exclusions"), self)
        box = QVBoxLayout(group)
        on, off = self.tr("on"), self.tr("off")

        self.exclude_quotes_box = QCheckBox(self.tr("Do not count quotations"), self)
        self.exclude_quotes_box.setObjectName("excludeQuotes")
        self.exclude_quotes_box.setToolTip(
            self.tr(
                "Text in quotation marks (“…”, «…», 「…」 and the like) and block quotes is shown "
                "but not counted in the similarity: the student named it as someone else's."
            )
            + " "
            + self.tr("Default: {value}.").format(value=on if defaults.exclude_quotes else off)
        )
        box.addWidget(
            self._with_default(self.exclude_quotes_box, on if defaults.exclude_quotes else off)
        )

        self.exclude_bibliography_box = QCheckBox(self.tr("Do not count the bibliography"), self)
        self.exclude_bibliography_box.setObjectName("excludeBibliography")
        self.exclude_bibliography_box.setToolTip(
            self.tr(
                "The list of references at the end of a paper (after a heading such as "
                "References or Bibliography) is not counted: reference lists look alike in "
                "every paper."
            )
            + " "
            + self.tr("Default: {value}.").format(
                value=on if defaults.exclude_bibliography else off
            )
        )
        box.addWidget(
            self._with_default(
                self.exclude_bibliography_box, on if defaults.exclude_bibliography else off
            )
        )
        return group

    def _results_group(self) -> QGroupBox:
        group = QGroupBox(self.tr("Results"), self)
        form = QFormLayout(group)

        self.pair_threshold_box = self._percent("pairThreshold")
        self.pair_threshold_box.setToolTip(
            self.tr(
                "The class view links two papers when they share at least this share of their "
                "text. Raise it to see only the strongest pairs."
            )
        )
        self._add_row(
            form,
            self.tr("Class view: link papers sharing at least:"),
            self.pair_threshold_box,
            DEFAULT_PAIR_THRESHOLD * 100,
        )

        self.paper_threshold_box = self._percent("paperThreshold")
        self.paper_threshold_box.setToolTip(
            self.tr(
                "The papers list calls out papers whose similarity is at least this. At 0 % "
                "every paper with any match is called out."
            )
        )
        self._add_row(
            form,
            self.tr("Papers list: call out papers from:"),
            self.paper_threshold_box,
            DEFAULT_PAPER_THRESHOLD * 100,
        )

        self.candidates_box = self._spin("candidates", CANDIDATES_RANGE, self.tr(" documents"))
        self.candidates_box.setToolTip(
            self.tr(
                "For each paper, Imbrex compares in full only the corpus documents most likely "
                "to match it. More finds sources that share less text, and checks take longer."
            )
        )
        self._add_row(
            form,
            self.tr("Corpus documents compared per paper:"),
            self.candidates_box,
            DEFAULT_CANDIDATES,
        )

        self.add_to_corpus_box = QCheckBox(
            self.tr("Add checked papers to the corpus after each check"), self
        )
        self.add_to_corpus_box.setObjectName("addToCorpus")
        self.add_to_corpus_box.setToolTip(
            self.tr(
                "Keep every checked paper in the corpus, so next year's papers (and other "
                "classes) are compared with them too."
            )
            + " "
            + self.tr("Default: {value}.").format(value=self.tr("off"))
        )
        form.addRow(self._with_default(self.add_to_corpus_box, self.tr("off")))
        return group

    def _language_group(self) -> QGroupBox:
        group = QGroupBox(self.tr("Language"), self)
        box = QVBoxLayout(group)
        self.language_box = QComboBox(self)
        self.language_box.setObjectName("language")
        self.language_box.addItem(self.tr("Follow the system"), "")
        for code, name in LANGUAGES:
            self.language_box.addItem(name, code)
        self.language_box.setToolTip(
            self.tr("The language of Imbrex's menus and messages (not of the papers).")
            + " "
            + self.tr("Default: {value}.").format(value=self.tr("Follow the system"))
        )
        self.language_box.currentIndexChanged.connect(self._update_restart_note)
        box.addWidget(self._with_default(self.language_box, self.tr("Follow the system")))
        self.restart_note = QLabel(self.tr("Takes effect when Imbrex is restarted."), self)
        self.restart_note.setObjectName("restartNote")
        self.restart_note.setWordWrap(True)
        self.restart_note.hide()
        box.addWidget(self.restart_note)
        return group

    # values -----------------------------------------------------------------------------
    def load(self) -> None:
        """Show the stored preferences in the controls."""
        engine = self.preferences.engine_settings()
        self._show_engine(engine)
        self.pair_threshold_box.setValue(self.preferences.pair_threshold * 100)
        self.paper_threshold_box.setValue(self.preferences.paper_threshold * 100)
        self.candidates_box.setValue(self.preferences.candidates)
        self.add_to_corpus_box.setChecked(self.preferences.add_checked_to_corpus)
        self.initial_language = self.preferences.language
        self.select_language(self.initial_language)
        self._update_restart_note()

    def _show_engine(self, engine: Settings) -> None:
        self.shingle_size_box.setValue(engine.shingle_size)
        self.min_words_box.setValue(engine.min_words)
        self.sentence_cosine_box.setValue(engine.sentence_cosine)
        self.passage_cosine_box.setValue(engine.passage_cosine)
        self.max_gap_box.setValue(engine.max_gap)
        self.exclude_quotes_box.setChecked(engine.exclude_quotes)
        self.exclude_bibliography_box.setChecked(engine.exclude_bibliography)

    def select_language(self, code: str) -> None:
        """Select the language ``code`` ("" = follow the system); an unknown stored code gets
        an entry of its own so OK keeps it."""
        index = self.language_box.findData(code)
        if index < 0:
            self.language_box.addItem(code, code)
            index = self.language_box.count() - 1
        self.language_box.setCurrentIndex(index)

    def language(self) -> str:
        """The chosen locale name ("" = follow the system)."""
        return str(self.language_box.currentData() or "")

    def engine_changes(self) -> dict[str, object]:
        """The engine fields as the controls show them."""
        return {
            "shingle_size": self.shingle_size_box.value(),
            "min_words": self.min_words_box.value(),
            "sentence_cosine": round(self.sentence_cosine_box.value(), 2),
            "passage_cosine": round(self.passage_cosine_box.value(), 2),
            "max_gap": self.max_gap_box.value(),
            "exclude_quotes": self.exclude_quotes_box.isChecked(),
            "exclude_bibliography": self.exclude_bibliography_box.isChecked(),
        }

    @Slot()
    def restore_defaults(self) -> None:
        """Put the controls (not the language) back to the defaults; stored only on OK."""
        self._show_engine(Settings())
        self.pair_threshold_box.setValue(DEFAULT_PAIR_THRESHOLD * 100)
        self.paper_threshold_box.setValue(DEFAULT_PAPER_THRESHOLD * 100)
        self.candidates_box.setValue(DEFAULT_CANDIDATES)
        self.add_to_corpus_box.setChecked(False)

    @Slot()
    def _update_restart_note(self) -> None:
        self.restart_note.setVisible(self.language() != self.initial_language)

    @Slot()
    def apply(self) -> bool:
        """Store the controls' values; on a value the engine refuses, say so and store
        nothing. Returns whether they were stored."""
        try:
            engine = self.preferences.engine_settings().with_changes(**self.engine_changes())
        except (TypeError, ValueError) as error:
            self.error_dialog = show_error(
                self,
                self.tr("These settings cannot be used together: {error}").format(error=error),
            )
            return False
        self.preferences.set_engine_settings(engine)
        self.preferences.pair_threshold = round(self.pair_threshold_box.value() / 100, 4)
        self.preferences.paper_threshold = round(self.paper_threshold_box.value() / 100, 4)
        self.preferences.candidates = self.candidates_box.value()
        self.preferences.add_checked_to_corpus = self.add_to_corpus_box.isChecked()
        self.preferences.language = self.language()
        self.preferences.sync()
        self.settingsChanged.emit()
        return True

    def accept(self) -> None:
        """OK: store and close, or stay open when the values are refused."""
        if self.apply():
            super().accept()
