"""A paper and one of its sources side by side, for a teacher to see a borrowed passage beside
its origin.

Two read-only panes (paper left, source right) show every passage of the source in its colour;
the current passage is drawn darker with its word-level differences marked, and both panes are
scrolled so that its first line sits at the same height. Scrolling one pane scrolls the other
along a piecewise-linear map between the passages' ends, so corresponding text stays aligned.

Offsets from the report are Python string offsets; every one goes through
:class:`app.gui.offsets.Utf16Map` before it touches Qt.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QColor,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.engine.passage import Passage
from app.engine.passage_diff import PassageDiff
from app.gui.colours import current_tint
from app.gui.jobs import JobQueue
from app.gui.minimap import MiniMapBar
from app.gui.passage_keys import add_passage_shortcuts
from app.gui.passage_order import Place, paper_order, position_of, step_from
from app.gui.scroll_sync import ScrollSync
from app.gui.side_by_side_controls import PanesFooter, PassageBar
from app.gui.side_by_side_texts import SideBySideTexts, pane_name
from app.gui.text_pane import TextPane, cursor_at, mark_passages
from app.gui.word_diffs import WordDiffs
from app.report.evidence import Evidence, checked_passage
from app.report.labels import (
    passage_label,
    source_colour,
)
from app.report.model import Passage as ReportPassage

log = logging.getLogger(__name__)


# plain functions (no widgets) ---------------------------------------------------------------
# the widget ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Shown:
    """A passage of the shown source: its index in the report and its Qt positions."""

    index: int
    passage: Passage
    paper_qt: tuple[int, int]
    source_qt: tuple[int, int]


class SideBySideView(QWidget):
    """A paper (left) and one of its sources (right) in two synchronised read-only panes.

    - :meth:`show_pair` shows a source of an Evidence with its passages, the chosen one
      current; :meth:`show_documents` the first source of a comparison (or a message when the
      two documents share no passage); :meth:`show_texts` any two texts.
    - :meth:`next_passage` / :meth:`previous_passage` (Alt+Down/Alt+Up, Ctrl+]/Ctrl+[; the
      window's F3/Shift+F3) step through every passage of the paper in paper order, across
      all its sources (the right-hand pane switches source when needed), or through the
      shown source's passages only while "This source only" is ticked; :meth:`go_to_passage`
      moves within the shown source. ``currentPassageChanged(source_index, passage_index)``
      follows every change.
    - Long word comparisons run on ``jobs`` (a JobQueue; the view makes its own if none).
    """

    currentPassageChanged = Signal(int, int)

    def __init__(self, parent: QWidget | None = None, jobs: JobQueue | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs if jobs is not None else JobQueue()
        self._evidence: Evidence | None = None
        self._hidden: frozenset[int] = frozenset()
        self._source_index = -1
        # Every passage of the paper the view steps through, in paper order.
        self._order: list[Place] = []
        self._passages: list[_Shown] = []
        self._current = -1
        self._colour = QColor(source_colour(0))
        self.diffs = WordDiffs(self._jobs, self)
        self.texts = SideBySideTexts(self)
        self.diffs.ready.connect(self._diff_ready)
        self._align_pending = False

        self.paper_pane = TextPane()
        self.source_pane = TextPane()
        self.paper_edit = self.paper_pane.edit
        self.source_edit = self.source_pane.edit
        self.paper_header = self.paper_pane.header
        self.source_header = self.source_pane.header
        self.paper_minimap = self.paper_pane.minimap
        self.source_minimap = self.source_pane.minimap
        self.paper_edit.setAccessibleName(self.tr("Paper text"))
        self.source_edit.setAccessibleName(self.tr("Source text"))

        self.bar = PassageBar()
        self.previous_button = self.bar.previous_button
        self.next_button = self.bar.next_button
        self.status_label = self.bar.status_label
        self.source_only_checkbox = self.bar.source_only_checkbox
        self.footer = PanesFooter()
        self.legend_label = self.footer.legend_label
        self.sync_checkbox = self.footer.sync_checkbox
        self.sync = ScrollSync(self.paper_pane, self.source_pane, self.sync_checkbox, self)
        self.message_label = _message_label()
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.paper_pane)
        self.splitter.addWidget(self.source_pane)
        layout = QVBoxLayout(self)
        layout.addWidget(self.bar)
        layout.addWidget(self.message_label)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.footer)
        self._connect()
        self._update_controls()

    def _connect(self) -> None:
        self.previous_button.clicked.connect(self.previous_passage)
        self.next_button.clicked.connect(self.next_passage)
        self.source_only_checkbox.toggled.connect(lambda _on: self._update_controls())
        add_passage_shortcuts(self, self.next_passage, self.previous_passage)
        self.paper_pane.tooltip_at = lambda offset: self.tooltip_for("paper", offset)
        self.source_pane.tooltip_at = lambda offset: self.tooltip_for("source", offset)
        self.paper_edit.resized.connect(self._pane_resized)
        self.source_edit.resized.connect(self._pane_resized)
        self.paper_minimap.passageClicked.connect(self._minimap_passage)
        self.source_minimap.passageClicked.connect(self._minimap_passage)

    # public API -----------------------------------------------------------------------------
    def show_pair(
        self,
        evidence: Evidence,
        source_index: int,
        passage_index: int = 0,
        hidden: Collection[int] = (),
    ) -> None:
        """Show the paper of ``evidence`` beside its source ``source_index`` with every passage
        of that source highlighted and passage ``passage_index`` current. Next and Previous
        step through the passages of every source not in ``hidden`` (the sources the teacher
        unticked), and of the shown one."""
        document = evidence.report.document
        sources = evidence.report.sources
        self._hidden = frozenset(hidden)
        if not 0 <= source_index < len(sources):
            self._present(
                (pane_name(document), document.path, evidence.paper_text),
                ("", "", ""),
                evidence,
                -1,
                [],
                self.tr("This report has no source number {n}.").format(n=source_index + 1),
            )
            return
        source = sources[source_index]
        self._present(
            (pane_name(document), document.path, evidence.paper_text),
            (pane_name(source), source.path, evidence.source_texts[source_index]),
            evidence,
            source_index,
            source.passages,
            self.tr("These two documents have no passage in common."),
            passage_index,
            _showable_order(evidence, self._hidden - {source_index}),
        )

    def show_documents(self, evidence: Evidence, empty_message: str = "") -> None:
        """``show_pair(evidence, 0, 0)`` for a comparison of two documents; when they share no
        passage (a report without sources) the paper is shown with ``empty_message``."""
        if evidence.report.sources:
            self.show_pair(evidence, 0, 0)
            return
        self._present(
            self._paper_info(evidence),
            ("", "", ""),
            evidence,
            -1,
            [],
            empty_message or self.tr("These two documents have no passage in common."),
        )

    def show_texts(
        self,
        paper_title: str,
        paper_text: str,
        source_title: str,
        source_text: str,
        evidence: Evidence | None = None,
    ) -> None:
        """Show any two texts side by side. The passages of ``evidence``'s first source are
        highlighted when the evidence is about these very texts; otherwise (or without
        evidence) a message says the documents have no passage in common."""
        passages: Sequence[ReportPassage] = ()
        source_index = -1
        if (
            evidence is not None
            and evidence.report.sources
            and evidence.paper_text == paper_text
            and evidence.source_texts[0] == source_text
        ):
            passages = evidence.report.sources[0].passages
            source_index = 0
        self._present(
            (paper_title, "", paper_text),
            (source_title, "", source_text),
            evidence if source_index == 0 else None,
            source_index,
            passages,
            self.tr("These two documents have no passage in common."),
        )

    def next_passage(self) -> None:
        """Make the next passage of the paper current, switching the source on the right when
        it belongs to another one (only the shown source's while "This source only" is
        ticked); nothing at the last one."""
        self._step(1)

    def previous_passage(self) -> None:
        """Make the previous passage current (see :meth:`next_passage`)."""
        self._step(-1)

    def passage_position(self) -> tuple[int, int]:
        """``(k, n)``: the current passage is the k-th of the n passages Next and Previous
        step through (k = 0: none is current)."""
        return position_of(self._order, self._here(), self._only_source())

    def go_to_passage(self, passage_index: int) -> None:
        """Make passage ``passage_index`` of the shown source (its index in the report)
        current; an unknown index is ignored."""
        for i, shown in enumerate(self._passages):
            if shown.index == passage_index:
                self._select(i)
                return

    def evidence(self) -> Evidence | None:
        """The Evidence whose passages are shown (None for two texts without one)."""
        return self._evidence

    def source_index(self) -> int:
        """The shown source's index in the report (-1: none)."""
        return self._source_index

    def current_passage(self) -> int:
        """The current passage's index in the report (-1: none)."""
        return self._passages[self._current].index if self._current >= 0 else -1

    def passage_count(self) -> int:
        """How many passages of the shown source are highlighted."""
        return len(self._passages)

    def current_diff(self) -> PassageDiff | None:
        """The word diff of the current passage, once computed."""
        if self._current < 0:
            return None
        return self.diffs.get(self._passages[self._current].passage)

    def tooltip_for(self, side: str, offset: int) -> str:
        """What hovering over Python offset ``offset`` of the ``"paper"`` or ``"source"`` text
        says: the passages there, their offsets, words and method; "" outside passages."""
        return self.texts.passage_tooltip(
            [(shown.index, shown.passage) for shown in self._passages],
            self._source_index,
            side,
            offset,
            lambda passage, at, paper_side: self.diffs.change_at(
                passage, at, paper_side, self.paper_pane.text or "", self.source_pane.text or ""
            ),
        )

    # stepping -------------------------------------------------------------------------------
    def _here(self) -> Place | None:
        return (self._source_index, self.current_passage()) if self._current >= 0 else None

    def _only_source(self) -> int | None:
        return self._source_index if self.source_only_checkbox.isChecked() else None

    def _step(self, step: int) -> None:
        target = step_from(self._order, self._here(), step, self._only_source())
        if target is None:
            return
        source, passage = target
        if source == self._source_index:
            self.go_to_passage(passage)
        elif self._evidence is not None:
            self.show_pair(self._evidence, source, passage, self._hidden)

    # loading --------------------------------------------------------------------------------
    def _paper_info(self, evidence: Evidence) -> tuple[str, str, str]:
        document = evidence.report.document
        return pane_name(document), document.path, evidence.paper_text

    def _present(
        self,
        paper: tuple[str, str, str],
        source: tuple[str, str, str],
        evidence: Evidence | None,
        source_index: int,
        passages: Sequence[ReportPassage],
        empty_message: str,
        passage_index: int = 0,
        order: list[Place] | None = None,
    ) -> None:
        """Load both texts (each only when it changed), highlight ``passages`` and make
        ``passage_index`` current, or show ``empty_message`` when no passage is valid. Next and
        Previous step through ``order`` (by default the shown passages, in paper order)."""
        changed = self.paper_pane.load(paper[2])
        changed = self.source_pane.load(source[2]) or changed
        if changed:
            self.diffs.clear()
        self._evidence = evidence
        self._source_index = source_index
        self._colour = QColor(source_colour(max(source_index, 0)))
        self._passages = _shown_passages(passages, self.paper_pane, self.source_pane)
        self._current = -1
        self._order = (
            order
            if order is not None
            else [
                (source_index, s.index)
                for s in sorted(self._passages, key=lambda s: (s.passage.start, s.index))
            ]
        )
        self._set_headers(paper, source, evidence, source_index)
        bars = [MiniMapBar(*s.paper_qt, self._colour) for s in self._passages]
        self.paper_minimap.set_passages(bars)
        self.source_minimap.set_passages(
            [MiniMapBar(*s.source_qt, self._colour) for s in self._passages]
        )
        if self._passages:
            self.message_label.hide()
            self._settle_layout()
            chosen = next((i for i, s in enumerate(self._passages) if s.index == passage_index), 0)
            self._select(chosen)
        else:
            self.message_label.setText(empty_message)
            self.message_label.show()
            self._rebuild_anchors()
            self._update_selections()
            self._update_controls()
            self.sync.to_top()

    def _settle_layout(self) -> None:
        """Give the panes their final sizes now (headers and message changed), so the
        alignment is computed on the lines the teacher will see."""
        for widget in (self, self.paper_pane, self.source_pane):
            layout = widget.layout()
            if layout is not None:
                layout.activate()

    def _set_headers(
        self,
        paper: tuple[str, str, str],
        source: tuple[str, str, str],
        evidence: Evidence | None,
        source_index: int,
    ) -> None:
        headers = self.texts.headers(paper, source, evidence, source_index)
        for pane, (title, detail, tip) in zip(
            (self.paper_pane, self.source_pane), headers, strict=True
        ):
            pane.set_header(title, detail, tip)

    # the current passage --------------------------------------------------------------------
    def _select(self, list_index: int) -> None:
        self._current = list_index
        shown = self._passages[list_index]
        self.paper_edit.setTextCursor(cursor_at(self.paper_edit, shown.paper_qt[0]))
        self.source_edit.setTextCursor(cursor_at(self.source_edit, shown.source_qt[0]))
        self._rebuild_anchors()
        self._request_diff(shown)
        self._update_selections()
        self._update_controls()
        self.paper_minimap.set_current(list_index)
        self.source_minimap.set_current(list_index)
        self.align_current()
        self.currentPassageChanged.emit(self._source_index, shown.index)

    def align_current(self) -> None:
        """Scroll both panes so that the current passage's first line sits at the same height,
        about a quarter from the top (nearer the top when a side cannot scroll that far)."""
        if self._current < 0:
            return
        if not self.isVisible():
            self._align_pending = True
            return
        self._align_pending = False
        shown = self._passages[self._current]
        self.sync.align(shown.paper_qt[0], shown.source_qt[0])

    def _update_controls(self) -> None:
        here, only = self._here(), self._only_source()
        self.previous_button.setEnabled(step_from(self._order, here, -1, only) is not None)
        self.next_button.setEnabled(step_from(self._order, here, 1, only) is not None)
        if self._current < 0:
            self.status_label.setText(self.tr("No passages"))
            return
        shown = self._passages[self._current]
        n, total = self.passage_position()
        self.status_label.setText(self.texts.passage_status(n, total, shown.passage, self.diffs))

    # word differences -----------------------------------------------------------------------
    def _request_diff(self, shown: _Shown) -> None:
        self.diffs.request(
            shown.passage,
            self.paper_pane.text or "",
            self.source_pane.text or "",
            passage_label(max(self._source_index, 0), shown.index),
        )

    def _diff_ready(self, passage: Passage) -> None:
        if self._current >= 0 and self._passages[self._current].passage == passage:
            self._update_selections()
            self._update_controls()

    # highlighting ---------------------------------------------------------------------------
    def _update_selections(self) -> None:
        mark_passages(
            self.paper_pane,
            self.source_pane,
            [(shown.paper_qt, shown.source_qt) for shown in self._passages],
            self._current,
            self._colour,
            QColor(current_tint(max(self._source_index, 0))),
            self.current_diff(),
        )

    # synchronised scrolling -----------------------------------------------------------------
    def _rebuild_anchors(self) -> None:
        self.sync.rebuild_anchors(
            [s.passage for s in self._passages], self._current if self._current >= 0 else None
        )

    def _pane_resized(self) -> None:
        """Keep the panes aligned when their width (and so their line breaks) changes."""
        if self._current >= 0 and (self.sync.aligned or self._align_pending):
            self.align_current()
        elif self.sync_checkbox.isChecked() and self.isVisible():
            self.sync.follow_paper()
        self.sync.update_visible_ranges()

    def _minimap_passage(self, list_index: int) -> None:
        if 0 <= list_index < len(self._passages):
            self._select(list_index)

    # Qt -------------------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._align_pending:
            self.align_current()


def _showable_order(evidence: Evidence, hidden: Collection[int]) -> list[Place]:
    """``paper_order`` without the passages the view cannot show (offsets outside the
    texts)."""
    sources = evidence.report.sources
    return [
        (s, p)
        for s, p in paper_order(evidence.report, hidden)
        if s < len(evidence.source_texts)
        and checked_passage(sources[s].passages[p], evidence.paper_text, evidence.source_texts[s])
        is not None
    ]


def _shown_passages(
    passages: Sequence[ReportPassage], paper_pane: TextPane, source_pane: TextPane
) -> list[_Shown]:
    """The passages that lie inside both panes' texts, with their Qt positions."""
    paper_text, source_text = paper_pane.text or "", source_pane.text or ""
    shown = []
    for index, data in enumerate(passages):
        passage = checked_passage(data, paper_text, source_text)
        if passage is None:
            log.warning("passage %d left out of the side-by-side view: %r", index, data)
            continue
        shown.append(
            _Shown(
                index,
                passage,
                paper_pane.qt_span(passage.start, passage.end),
                source_pane.qt_span(passage.source_start, passage.source_end),
            )
        )
    return shown


def _message_label() -> QLabel:
    """The bold line above the panes that says why no passage is shown (hidden until then)."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setStyleSheet("font-weight: bold; padding: 4px;")
    label.hide()
    return label
