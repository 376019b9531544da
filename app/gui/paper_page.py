"""One paper: its text with the passages marked, its sources and its flags."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.gui.elided_label import ElidedLabel
from app.gui.error_text import outcome_error
from app.gui.flags_panel import FlagsPanel
from app.gui.paper_view import PaperView
from app.gui.passage_keys import add_passage_shortcuts
from app.gui.passage_order import paper_order, step_from
from app.gui.plain_text import plain_tooltip
from app.gui.session import PaperEntry
from app.gui.sources_panel import SourcesPanel
from app.report.labels import passage_label, percent


class PaperPage(QWidget):
    """The paper view with its sources and flags panels.

    Signals: ``compareRequested(entry, source, passage)``, ``exportRequested(entry)``,
    ``hiddenChanged(entry)`` (the teacher ticked or unticked a source), ``guideRequested()``
    (the "How to read this" button: the window opens Help's guide)."""

    compareRequested = Signal(object, int, int)
    exportRequested = Signal(object)
    hiddenChanged = Signal(object)
    guideRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry: PaperEntry | None = None
        self.title = ElidedLabel(self)  # a long file name must not widen the window
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # holds file names and errors
        self.summary.setWordWrap(True)
        self.summary.setToolTip(
            self.tr(
                "Matches: the share of the paper inside passages that match a source, copied "
                "or reworded. Word for word: the share in runs of three or more words identical "
                "to a source, text copied without change."
            )
        )
        header = self._build_header()

        self.view = PaperView(self)
        self.view.passageClicked.connect(self._passage_clicked)
        self.sources = SourcesPanel(self)
        self.sources.hiddenChanged.connect(self._hidden_changed)
        self.sources.sourceActivated.connect(self._source_activated)
        self.flags = FlagsPanel(self)
        self.flags.flagActivated.connect(self.view.select_span)

        self.side = QTabWidget(self)
        self.side.addTab(self.sources, self.tr("Sources"))
        self.side.addTab(self.flags, self.tr("Flags"))
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(header)
        layout.addWidget(self.summary)
        layout.addWidget(self.splitter, 1)
        self._order: list[tuple[int, int]] = []
        add_passage_shortcuts(self, self.next_passage, self.previous_passage)
        self._update_buttons()

    def _export_requested(self) -> None:
        if self.entry:
            self.exportRequested.emit(self.entry)

    def _build_header(self) -> QHBoxLayout:
        """The passage position, Previous / Next, Side by side, Export report and How to read
        this, on one line."""
        self.position = QLabel(self)
        self.position.setTextFormat(Qt.TextFormat.PlainText)
        self.previous_button = QPushButton(self.tr("◀ Previous"), self)
        self.previous_button.setToolTip(self.tr("Previous passage (Alt+Up)"))
        self.previous_button.clicked.connect(self.previous_passage)
        self.next_button = QPushButton(self.tr("Next ▶"), self)
        self.next_button.setToolTip(self.tr("Next passage (Alt+Down)"))
        self.next_button.clicked.connect(self.next_passage)
        self.compare_button = QPushButton(self.tr("Side by side"), self)
        self.compare_button.setToolTip(
            self.tr("Show the current passage beside its source (or click a passage)")
        )
        self.compare_button.clicked.connect(self.compare_current)
        self.export_button = QPushButton(self.tr("Export report…"), self)
        self.export_button.setToolTip(
            self.tr("Save this paper's report as HTML, PDF, JSON, CSV or an evidence bundle")
        )
        self.export_button.clicked.connect(self._export_requested)
        self.guide_button = QPushButton(self.tr("How to read this"), self)
        self.guide_button.setToolTip(
            self.tr("What the figures, the struck-through text and the flags mean (F1)")
        )
        self.guide_button.clicked.connect(self.guideRequested)

        # The name has a line of its own (the student's file name matters most); the passage
        # controls sit on the line below, to the right.
        header = QHBoxLayout()
        header.addStretch(1)
        header.addWidget(self.position)
        header.addWidget(self.previous_button)
        header.addWidget(self.next_button)
        header.addWidget(self.compare_button)
        header.addWidget(self.export_button)
        header.addWidget(self.guide_button)
        return header

    # content ------------------------------------------------------------------------------
    def show_entry(self, entry: PaperEntry | None) -> None:
        self.entry = entry
        if entry is None or entry.full_evidence is None:
            self.view.clear_report()
            self.sources.clear()
            self.flags.clear()
            self.side.setTabText(1, self.tr("Flags"))  # not the previous paper's count
            self.title.setText(entry.name if entry else "")
            self.summary.setText(
                self.tr("This file could not be checked: {error}").format(
                    error=outcome_error(entry.outcome)
                )
                if entry
                else ""
            )
            self._order = []
            self._update_buttons()
            return
        full = entry.full_evidence
        self.title.setText(entry.name)  # the file name is the student's; the title is secondary
        self.title.setToolTip(
            plain_tooltip(f"{entry.path}\n{entry.title}" if entry.title else entry.path)
        )
        self.view.show_report(full.report, full.paper_text, entry.hidden)
        self.sources.show_sources(full.report, entry.hidden)
        self.flags.show_flags(full.report, full.paper_text)
        flags = self.flags.count_of(full.report)
        self.side.setTabText(
            1, self.tr("Flags ({n})").format(n=flags) if flags else self.tr("Flags")
        )
        self._refresh_summary()

    def _refresh_summary(self) -> None:
        entry = self.entry
        if entry is None or entry.evidence is None:
            return
        report = entry.evidence.report
        sources = len(report.sources)
        text = self.tr("{share} of this paper matches %n source(s)", "", sources).format(
            share=percent(report.similarity)
        )
        if report.identical is not None:
            text += " · " + self.tr("{share} word for word").format(share=percent(report.identical))
        scope = report.scope
        if scope is not None and scope.corpus is None and scope.compared_with is None:
            # A class checked without the corpus: its 0 % must not read as "nothing copied".
            text += " · " + self.tr("checked against the class only, not the corpus")
        if entry.hidden:
            text += " · " + self.tr("%n source(s) hidden", "", len(entry.hidden))
        excluded = len(report.excluded)
        if excluded:
            text += " · " + self.tr("%n span(s) not counted (quotes, references…)", "", excluded)
        self.summary.setText(text)
        full = entry.full_evidence
        assert full is not None  # entry.evidence is derived from it
        self._order = paper_order(full.report, entry.hidden)
        if self.view.current not in self._order:
            self.view.current = None
        self._update_buttons()

    def _hidden_changed(self, hidden: frozenset[int]) -> None:
        entry = self.entry
        if entry is None or entry.full_evidence is None:
            return
        entry.hide(hidden)
        full = entry.full_evidence
        current = self.view.current
        self.view.show_report(full.report, full.paper_text, entry.hidden)
        if current is not None and current[0] not in entry.hidden:
            self.view.show_passage(*current)
        self._refresh_summary()
        self.hiddenChanged.emit(entry)

    # navigation ---------------------------------------------------------------------------
    def passages(self) -> list[tuple[int, int]]:
        """The visible passages in the order they appear in the paper."""
        return list(self._order)

    def go_to(self, source: int, passage: int) -> None:
        self.view.show_passage(source, passage)
        self._update_buttons()

    def next_passage(self) -> None:
        self._step(1)

    def previous_passage(self) -> None:
        self._step(-1)

    def _step(self, step: int) -> None:
        target = step_from(self._order, self.view.current, step)
        if target is not None:
            self.go_to(*target)

    def _update_buttons(self) -> None:
        has = bool(self._order)
        current = self.view.current
        i = self._order.index(current) if current in self._order else -1
        self.previous_button.setEnabled(has and i != 0)
        self.next_button.setEnabled(has and i != len(self._order) - 1)
        self.compare_button.setEnabled(has)
        self.export_button.setEnabled(self.entry is not None and self.entry.evidence is not None)
        if i >= 0:
            assert current is not None  # it is in self._order
            self.position.setText(
                self.tr("Passage {label} · {i} of {n}").format(
                    label=passage_label(*current), i=i + 1, n=len(self._order)
                )
            )
        else:
            self.position.setText(self.tr("%n passage(s)", "", len(self._order)) if has else "")

    def _passage_clicked(self, source: int, passage: int) -> None:
        self.go_to(source, passage)
        if self.entry is not None:
            self.compareRequested.emit(self.entry, source, passage)

    def _source_activated(self, source: int) -> None:
        if self.entry is not None and self.entry.full_evidence is not None:
            if self.entry.full_evidence.report.sources[source].passages:
                self._passage_clicked(source, 0)

    def compare_current(self) -> None:
        """Ask for the current passage (else the first) side by side with its source."""
        if self.entry is None or not self._order:
            return
        current = self.view.current if self.view.current in self._order else self._order[0]
        self._passage_clicked(*current)
