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

import html
import logging
from bisect import bisect_right
from collections.abc import Collection, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QResizeEvent,
    QShowEvent,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTextEdit,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.engine.analysis import analyse
from app.engine.passage import Passage
from app.engine.passage_diff import PassageDiff, passage_diff
from app.gui.colours import CHANGED_TEXT, PASSAGE_TEXT, current_tint
from app.gui.jobs import Job, JobQueue
from app.gui.labels import method_name
from app.gui.minimap import MiniMap, MiniMapBar
from app.gui.offsets import Utf16Map, qt_safe_text
from app.gui.passage_keys import add_passage_shortcuts
from app.gui.passage_order import Place, paper_order, position_of, step_from
from app.gui.theme import view_colours
from app.report.evidence import Evidence, passage_of
from app.report.labels import (
    Named,
    document_name,
    document_title,
    passage_label,
    percent,
    source_colour,
)
from app.report.model import Passage as ReportPassage

log = logging.getLogger(__name__)

#: A passage with at most this many characters (both sides together) has its words compared on
#: the UI thread (a few milliseconds); a longer one is compared by a background job.
SYNC_DIFF_CHARS = 20_000
#: Where the current passage's first line is put, as a share of the pane's height.
ALIGN_SHARE = 0.25


# plain functions (no widgets) ---------------------------------------------------------------
def diff_of_passage(paper_text: str, source_text: str, passage: Passage) -> PassageDiff:
    """The word-level diff of one passage, analysing only its two spans: O(passage length),
    not O(text length), so the current passage of a 100k-word paper is compared at once. The
    changes' offsets index the full texts."""
    paper = analyse(paper_text[passage.start : passage.end])
    source = analyse(source_text[passage.source_start : passage.source_end])
    local = replace(
        passage,
        start=0,
        end=passage.end - passage.start,
        source_start=0,
        source_end=passage.source_end - passage.source_start,
    )
    found = passage_diff(paper, source, local)
    changes = tuple(
        replace(
            change,
            start=change.start + passage.start,
            end=change.end + passage.start,
            source_start=change.source_start + passage.source_start,
            source_end=change.source_end + passage.source_start,
        )
        for change in found.changes
    )
    return replace(found, changes=changes)


def anchor_chain(passages: Sequence[Passage], keep: int | None = None) -> list[Passage]:
    """Passages in the same order on both sides, for the scrolling map: passage ``keep`` (an
    index into ``passages``) and the ones greedily chained before and after it. O(p log p)."""
    if not passages:
        return []
    order = sorted(range(len(passages)), key=lambda i: (passages[i].start, passages[i].end))
    pivot = order.index(keep) if keep is not None and 0 <= keep < len(passages) else 0
    chain = [passages[order[pivot]]]
    for i in order[pivot + 1 :]:
        p, last = passages[i], chain[-1]
        if p.start >= last.end and p.source_start >= last.source_end:
            chain.append(p)
    before: list[Passage] = []
    first = chain[0]
    for i in reversed(order[:pivot]):
        p = passages[i]
        if p.end <= first.start and p.source_end <= first.source_start:
            before.append(p)
            first = p
    return before[::-1] + chain


def map_offset(offset: int, from_anchors: Sequence[int], to_anchors: Sequence[int]) -> int:
    """``offset`` carried through the piecewise-linear map that sends each of ``from_anchors``
    (non-decreasing) to the matching ``to_anchors``. O(log a)."""
    if len(from_anchors) < 2:
        return to_anchors[0] if to_anchors else 0
    i = bisect_right(from_anchors, offset) - 1
    i = max(0, min(i, len(from_anchors) - 2))
    a0, a1 = from_anchors[i], from_anchors[i + 1]
    b0, b1 = to_anchors[i], to_anchors[i + 1]
    if a1 <= a0:
        return b1 if offset >= a1 else b0
    share = max(0.0, min(1.0, (offset - a0) / (a1 - a0)))
    return round(b0 + share * (b1 - b0))


# scrolling a QPlainTextEdit by text position ------------------------------------------------
def _cursor_at(edit: QPlainTextEdit, position: int) -> QTextCursor:
    cursor = QTextCursor(edit.document())
    cursor.setPosition(max(0, min(position, edit.document().characterCount() - 1)))
    return cursor


def _line_height(edit: QPlainTextEdit) -> float:
    return max(1.0, float(edit.cursorRect(edit.cursorForPosition(QPoint(1, 1))).height()))


def _row_of(edit: QPlainTextEdit, position: int) -> int:
    """The visual row of the viewport (0 = top line) that holds ``position``."""
    top = edit.cursorRect(edit.cursorForPosition(QPoint(1, 1))).top()
    return round((edit.cursorRect(_cursor_at(edit, position)).top() - top) / _line_height(edit))


def _visual_line(edit: QPlainTextEdit, position: int, rows_before: int) -> int:
    """The scroll bar value that puts ``position``'s line at the top of the viewport. The
    blocks of the ``rows_before`` lines above it are laid out first, so later painting does not
    push the line down."""
    document = edit.document()
    layout = document.documentLayout()
    block = document.findBlock(position)
    if not block.isValid():
        block = document.lastBlock()
    layout.blockBoundingRect(block)
    line = block.layout().lineForTextPosition(position - block.position())
    line_number = line.lineNumber() if line.isValid() else 0
    seen, earlier = line_number, block.previous()
    while seen < rows_before and earlier.isValid():
        layout.blockBoundingRect(earlier)
        seen += max(1, earlier.lineCount())
        earlier = earlier.previous()
    return block.firstLineNumber() + line_number


def scroll_to_row(edit: QPlainTextEdit, position: int, row: int) -> int:
    """Scroll ``edit`` so that ``position`` sits on viewport row ``row``, as far as the scroll
    range allows; returns the row it ends on."""
    bar = edit.verticalScrollBar()
    bar.setValue(_visual_line(edit, position, row) - row)
    for _ in range(4):  # correct for lines whose layout changed while scrolling
        off = _row_of(edit, position) - row
        if off == 0:
            break
        value = bar.value()
        bar.setValue(value + off)
        if bar.value() == value:
            break
    return _row_of(edit, position)


def _name(document: Named) -> str:
    """A paper's or source's file name (its title is only in the tooltip)."""
    return document_name(document) if document.path else ""


def _tooltip(path: str, document: Named) -> str:
    """The header's tooltip: the full path, and the file's metadata title when it has one."""
    title = document_title(document) if document.path else ""
    return f"{path}\n{title}" if title else path


# the widget ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Shown:
    """A passage of the shown source: its index in the report and its Qt positions."""

    index: int
    passage: Passage
    paper_qt: tuple[int, int]
    source_qt: tuple[int, int]


class _TextView(QPlainTextEdit):
    """A read-only text that says when it was resized (``resized``) and whether it is being
    resized (``resizing``), so scrolling caused by re-wrapping is not taken for the user's."""

    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resizing = False
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        # Files dropped here go to the window (two files: compared side by side).
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)
        self.setCenterOnScroll(True)  # the last passages can be aligned too
        # A scroll bar that comes and goes would re-wrap the text and undo the alignment.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        self.resizing = True
        try:
            super().resizeEvent(event)
        finally:
            self.resizing = False
        self.resized.emit()


class _Pane(QWidget):
    """One side: a header, the read-only text and its mini-map."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.edit = _TextView()
        self.minimap = MiniMap()
        self.text: str | None = None
        self.offsets = Utf16Map("")
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        row.addWidget(self.edit, 1)
        row.addWidget(self.minimap)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.header)
        column.addLayout(row, 1)

    def load(self, text: str) -> bool:
        """Show ``text`` unless it is already shown; True when the text was replaced."""
        if self.text == text:
            return False
        self.edit.setPlainText(qt_safe_text(text))
        self.text = text
        self.offsets = Utf16Map(text)
        self.minimap.set_document_length(self.offsets.qt_length)
        return True

    def qt_span(self, start: int, end: int) -> tuple[int, int]:
        return self.offsets.to_qt(start), self.offsets.to_qt(end)

    def visible_range(self) -> tuple[int, int]:
        """Qt positions of the first and last characters on screen."""
        viewport = self.edit.viewport()
        first = self.edit.cursorForPosition(QPoint(0, 0)).position()
        last = self.edit.cursorForPosition(QPoint(viewport.width(), viewport.height())).position()
        return first, last


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
        self._diffs: dict[Passage, PassageDiff | None] = {}
        self._pending: set[Passage] = set()
        self._generation = 0
        self._paper_anchors: list[int] = [0, 0]
        self._source_anchors: list[int] = [0, 0]
        self._syncing = 0
        self._align_pending = False
        # True while the panes show the current passage as align_current() left them.
        self._aligned = False

        self.paper_pane = _Pane()
        self.source_pane = _Pane()
        self.paper_edit = self.paper_pane.edit
        self.source_edit = self.source_pane.edit
        self.paper_header = self.paper_pane.header
        self.source_header = self.source_pane.header
        self.paper_minimap = self.paper_pane.minimap
        self.source_minimap = self.source_pane.minimap
        self.paper_edit.setAccessibleName(self.tr("Paper text"))
        self.source_edit.setAccessibleName(self.tr("Source text"))

        self.previous_button = QPushButton(self.tr("Previous passage"))
        self.next_button = QPushButton(self.tr("Next passage"))
        self.previous_button.setToolTip(
            self.tr(
                "Go to the previous passage of the paper, whatever its source (Alt+Up, "
                "Ctrl+[ or Shift+F3)."
            )
        )
        self.next_button.setToolTip(
            self.tr(
                "Go to the next passage of the paper, whatever its source (Alt+Down, Ctrl+] or F3)."
            )
        )
        self.source_only_checkbox = QCheckBox(self.tr("This source only"))
        self.source_only_checkbox.setToolTip(
            self.tr(
                "When ticked, Next and Previous step only through the passages of the source "
                "on the right; otherwise through every passage of the paper, in the order they "
                "appear in it."
            )
        )
        self.status_label = QLabel()
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setToolTip(
            self.tr(
                "The current passage: its number, its length in words of the paper and the "
                "share of its words that the paper and the source have in the same order."
            )
        )
        self.legend_label = QLabel()
        self.legend_label.setWordWrap(True)
        self.legend_label.setToolTip(
            self.tr(
                "Inside the current passage, words in red differ between the paper and the "
                "source; the other words are the same in both."
            )
        )
        self.sync_checkbox = QCheckBox(self.tr("Synchronise scrolling"))
        self.sync_checkbox.setChecked(True)
        self.sync_checkbox.setToolTip(
            self.tr(
                "When on, scrolling one text scrolls the other so that matching passages stay "
                "side by side."
            )
        )
        self._show_legend()
        self.message_label = QLabel()
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setWordWrap(True)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message_label.setStyleSheet("font-weight: bold; padding: 4px;")
        self.message_label.hide()

        bar = QHBoxLayout()
        bar.addWidget(self.previous_button)
        bar.addWidget(self.next_button)
        bar.addWidget(self.status_label, 1)
        bar.addWidget(self.source_only_checkbox)
        # Below the panes, beside the legend (which wraps), so the bar stays narrow.
        footer = QHBoxLayout()
        footer.addWidget(self.legend_label, 1)
        footer.addWidget(self.sync_checkbox)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.paper_pane)
        self.splitter.addWidget(self.source_pane)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.message_label)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(footer)

        self.previous_button.clicked.connect(self.previous_passage)
        self.next_button.clicked.connect(self.next_passage)
        self.sync_checkbox.toggled.connect(self._sync_toggled)
        self.source_only_checkbox.toggled.connect(lambda _on: self._update_controls())
        add_passage_shortcuts(self, self.next_passage, self.previous_passage)
        self.paper_edit.verticalScrollBar().valueChanged.connect(self._paper_scrolled)
        self.source_edit.verticalScrollBar().valueChanged.connect(self._source_scrolled)
        self.paper_edit.viewport().installEventFilter(self)
        self.source_edit.viewport().installEventFilter(self)
        self.paper_edit.resized.connect(self._pane_resized)
        self.source_edit.resized.connect(self._pane_resized)
        self.paper_minimap.passageClicked.connect(self._minimap_passage)
        self.source_minimap.passageClicked.connect(self._minimap_passage)
        self.paper_minimap.positionClicked.connect(self._paper_minimap_position)
        self.source_minimap.positionClicked.connect(self._source_minimap_position)
        self._update_controls()

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
                (_name(document), document.path, evidence.paper_text),
                ("", "", ""),
                evidence,
                -1,
                [],
                self.tr("This report has no source number {n}.").format(n=source_index + 1),
            )
            return
        source = sources[source_index]
        self._present(
            (_name(document), document.path, evidence.paper_text),
            (_name(source), source.path, evidence.source_texts[source_index]),
            evidence,
            source_index,
            source.passages,
            self.tr("These two documents have no passage in common."),
            passage_index,
            self._paper_order(evidence, self._hidden - {source_index}),
        )

    def show_documents(self, evidence: Evidence) -> None:
        """``show_pair(evidence, 0, 0)`` for a comparison of two documents; when they share no
        passage (a report without sources) the paper is shown with a message saying so."""
        if evidence.report.sources:
            self.show_pair(evidence, 0, 0)
            return
        self._present(
            self._paper_info(evidence),
            ("", "", ""),
            evidence,
            -1,
            [],
            self.tr("These two documents have no passage in common."),
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
        return self._diffs.get(self._passages[self._current].passage)

    def tooltip_for(self, side: str, offset: int) -> str:
        """What hovering over Python offset ``offset`` of the ``"paper"`` or ``"source"`` text
        says: the passages there, their offsets, words and method; "" outside passages."""
        paper_side = side == "paper"
        lines: list[str] = []
        for shown in self._passages:
            p = shown.passage
            lo, hi = (p.start, p.end) if paper_side else (p.source_start, p.source_end)
            if not lo <= offset < hi:
                continue
            if lines:
                lines.append("")
            label = passage_label(max(self._source_index, 0), shown.index)
            lines.append(
                self.tr("Passage {label}, found by {method}").format(
                    label=label, method=method_name(p.method)
                )
            )
            lines.append(
                self.tr("Paper: characters {start}–{end}").format(start=p.start, end=p.end)
            )
            lines.append(
                self.tr("Source: characters {start}–{end}").format(
                    start=p.source_start, end=p.source_end
                )
            )
            lines.append(self.tr("{words} words").format(words=p.words))
            change = self._change_at(p, offset, paper_side)
            if change:
                lines.append(change)
        return "\n".join(lines)

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

    def _paper_order(self, evidence: Evidence, hidden: Collection[int]) -> list[Place]:
        """``paper_order`` without the passages the view cannot show (offsets outside the
        texts)."""
        sources = evidence.report.sources
        return [
            (s, p)
            for s, p in paper_order(evidence.report, hidden)
            if s < len(evidence.source_texts)
            and _checked_passage(
                sources[s].passages[p], evidence.paper_text, evidence.source_texts[s]
            )
            is not None
        ]

    # loading --------------------------------------------------------------------------------
    def _paper_info(self, evidence: Evidence) -> tuple[str, str, str]:
        document = evidence.report.document
        return _name(document), document.path, evidence.paper_text

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
            self._generation += 1
            self._diffs.clear()
            self._pending.clear()
        self._evidence = evidence
        self._source_index = source_index
        self._colour = QColor(source_colour(max(source_index, 0)))
        self._passages = self._valid_passages(passages, paper[2], source[2])
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
            with self._guard():
                self.paper_edit.verticalScrollBar().setValue(0)
                self.source_edit.verticalScrollBar().setValue(0)
            self._update_visible_ranges()

    def _settle_layout(self) -> None:
        """Give the panes their final sizes now (headers and message changed), so the
        alignment is computed on the lines the teacher will see."""
        for widget in (self, self.paper_pane, self.source_pane):
            layout = widget.layout()
            if layout is not None:
                layout.activate()

    def _valid_passages(
        self, passages: Sequence[ReportPassage], paper_text: str, source_text: str
    ) -> list[_Shown]:
        shown = []
        for index, data in enumerate(passages):
            passage = _checked_passage(data, paper_text, source_text)
            if passage is None:
                log.warning("passage %d left out of the side-by-side view: %r", index, data)
                continue
            shown.append(
                _Shown(
                    index,
                    passage,
                    self.paper_pane.qt_span(passage.start, passage.end),
                    self.source_pane.qt_span(passage.source_start, passage.source_end),
                )
            )
        return shown

    def _set_headers(
        self,
        paper: tuple[str, str, str],
        source: tuple[str, str, str],
        evidence: Evidence | None,
        source_index: int,
    ) -> None:
        def header(title: str, detail: str) -> str:
            return "<b>{}</b><br><small>{}</small>".format(html.escape(title), html.escape(detail))

        paper_detail = paper[1]
        source_detail = source[1]
        paper_tip, source_tip = paper[1] or paper[0], source[1] or source[0]
        if evidence is not None:
            paper_tip = _tooltip(paper_tip, evidence.report.document)
            paper_detail = self.tr("{path} · {share} of the paper found in sources").format(
                path=paper[1], share=percent(evidence.report.similarity)
            )
            sources = evidence.report.sources
            if 0 <= source_index < len(sources):
                source_detail = self.tr("{path} · {share} of the paper").format(
                    path=source[1], share=percent(sources[source_index].similarity)
                )
                source_tip = _tooltip(source_tip, sources[source_index])
        paper_title = paper[0] or self.tr("Paper")
        source_title = source[0] or (self.tr("Source") if source[2] else self.tr("No source"))
        if source_index >= 0:
            source_title = self.tr("Source {n}: {title}").format(
                n=source_index + 1, title=source_title
            )
        self.paper_header.setText(header(paper_title, paper_detail.lstrip(" ·")))
        self.source_header.setText(header(source_title, source_detail.lstrip(" ·")))
        self.paper_header.setToolTip(paper_tip or paper_title)
        self.source_header.setToolTip(source_tip or source_title)

    def _show_legend(self) -> None:
        """The legend, its red readable on this palette's window colour."""
        self.legend_label.setText(
            self.tr(
                '<span style="color:{red}; text-decoration:underline">underlined</span>: '
                "words the paper added or changed · "
                '<span style="color:{red}; text-decoration:line-through">struck out</span>: '
                "source words the paper left out"
            ).format(red=view_colours(self).legend_changed_text)
        )

    # the current passage --------------------------------------------------------------------
    def _select(self, list_index: int) -> None:
        self._current = list_index
        shown = self._passages[list_index]
        self.paper_edit.setTextCursor(_cursor_at(self.paper_edit, shown.paper_qt[0]))
        self.source_edit.setTextCursor(_cursor_at(self.source_edit, shown.source_qt[0]))
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
        self._aligned = True
        shown = self._passages[self._current]
        viewport = self.paper_edit.viewport()
        row = max(0, int(viewport.height() * ALIGN_SHARE / _line_height(self.paper_edit)))
        with self._guard():
            paper_row = scroll_to_row(self.paper_edit, shown.paper_qt[0], row)
            source_row = scroll_to_row(self.source_edit, shown.source_qt[0], row)
            if paper_row != source_row:  # one side could not scroll far enough: follow it
                if paper_row != row:
                    scroll_to_row(self.source_edit, shown.source_qt[0], paper_row)
                else:
                    scroll_to_row(self.paper_edit, shown.paper_qt[0], source_row)
        self._update_visible_ranges()

    def _update_controls(self) -> None:
        here, only = self._here(), self._only_source()
        self.previous_button.setEnabled(step_from(self._order, here, -1, only) is not None)
        self.next_button.setEnabled(step_from(self._order, here, 1, only) is not None)
        if self._current < 0:
            self.status_label.setText(self.tr("No passages"))
            return
        shown = self._passages[self._current]
        n, total = self.passage_position()
        text = self.tr("Passage {n} of {total} · {words} words").format(
            n=n, total=total, words=shown.passage.words
        )
        if shown.passage in self._diffs:
            found = self._diffs[shown.passage]
            if found is not None:
                text += self.tr(" · {share} identical").format(share=percent(found.resemble))
        elif shown.passage in self._pending:
            text += self.tr(" · comparing words…")
        self.status_label.setText(text)

    # word differences -----------------------------------------------------------------------
    def _request_diff(self, shown: _Shown) -> None:
        passage = shown.passage
        if passage in self._diffs or passage in self._pending:
            return
        paper_text, source_text = self.paper_pane.text or "", self.source_pane.text or ""
        if passage.length + passage.source_length <= SYNC_DIFF_CHARS:
            self._diffs[passage] = _safe_diff(paper_text, source_text, passage)
            return
        self._pending.add(passage)
        generation = self._generation

        def work(progress: Any, cancel: Any) -> tuple[int, Passage, PassageDiff | None]:
            progress(0, 1, "")
            return generation, passage, _safe_diff(paper_text, source_text, passage)

        job = Job(
            self.tr("Comparing the words of passage {label}").format(
                label=passage_label(max(self._source_index, 0), shown.index)
            ),
            work,
        )
        job.succeeded.connect(self._diff_done)
        self._jobs.submit(job)

    def _diff_done(self, result: tuple[int, Passage, PassageDiff | None]) -> None:
        generation, passage, found = result
        if generation != self._generation:
            return  # the texts changed meanwhile
        self._pending.discard(passage)
        self._diffs[passage] = found
        if self._current >= 0 and self._passages[self._current].passage == passage:
            self._update_selections()
            self._update_controls()

    def _change_at(self, passage: Passage, offset: int, paper_side: bool) -> str:
        found = self._diffs.get(passage)
        if found is None:
            return ""
        for change in found.changes:
            lo, hi = (
                (change.start, change.end)
                if paper_side
                else (change.source_start, change.source_end)
            )
            if not lo <= offset < hi or change.kind == "equal":
                continue
            if change.kind == "insert":
                return self.tr("The paper added these words.")
            if change.kind == "delete":
                return self.tr("The paper left these words out.")
            return self.tr("Changed: “{source}” → “{paper}”").format(
                source=(self.source_pane.text or "")[change.source_start : change.source_end],
                paper=(self.paper_pane.text or "")[change.start : change.end],
            )
        return ""

    # highlighting ---------------------------------------------------------------------------
    def _update_selections(self) -> None:
        passage_format = QTextCharFormat()
        passage_format.setBackground(self._colour)
        passage_format.setForeground(QColor(PASSAGE_TEXT))
        current_format = QTextCharFormat(passage_format)
        current_format.setBackground(QColor(current_tint(max(self._source_index, 0))))
        paper: list[QTextEdit.ExtraSelection] = []
        source: list[QTextEdit.ExtraSelection] = []
        for i, shown in enumerate(self._passages):
            chosen = current_format if i == self._current else passage_format
            paper.append(_selection(self.paper_edit, shown.paper_qt, chosen))
            source.append(_selection(self.source_edit, shown.source_qt, chosen))
        current = self.current_diff()
        if current is not None:
            for change in current.changes:
                if change.kind in ("insert", "replace") and change.end > change.start:
                    span = self.paper_pane.qt_span(change.start, change.end)
                    paper.append(
                        _selection(
                            self.paper_edit, span, _changed_format(current_format, change.kind)
                        )
                    )
                if change.kind in ("delete", "replace") and change.source_end > change.source_start:
                    span = self.source_pane.qt_span(change.source_start, change.source_end)
                    source.append(
                        _selection(
                            self.source_edit, span, _changed_format(current_format, change.kind)
                        )
                    )
        self.paper_edit.setExtraSelections(paper)
        self.source_edit.setExtraSelections(source)

    # synchronised scrolling -----------------------------------------------------------------
    @contextmanager
    def _guard(self) -> Iterator[None]:
        """Scrolling done inside does not scroll the other pane back (no feedback loop)."""
        self._syncing += 1
        try:
            yield
        finally:
            self._syncing -= 1

    def _rebuild_anchors(self) -> None:
        keep = self._current if self._current >= 0 else None
        chain = anchor_chain([s.passage for s in self._passages], keep)
        paper = [0]
        source = [0]
        for p in chain:
            paper += [p.start, p.end]
            source += [p.source_start, p.source_end]
        paper.append(len(self.paper_pane.text or ""))
        source.append(len(self.source_pane.text or ""))
        self._paper_anchors, self._source_anchors = paper, source

    def _paper_scrolled(self) -> None:
        self._scrolled(self.paper_pane, self.source_pane)

    def _source_scrolled(self) -> None:
        self._scrolled(self.source_pane, self.paper_pane)

    def _scrolled(self, pane: _Pane, other: _Pane) -> None:
        pane.minimap.set_visible_range(*pane.visible_range())
        if self._syncing or pane.edit.resizing or other.edit.resizing:
            return
        self._aligned = False
        if self.sync_checkbox.isChecked():
            self._sync_from(pane, other)

    def _pane_resized(self) -> None:
        """Keep the panes aligned when their width (and so their line breaks) changes."""
        if self._current >= 0 and (self._aligned or self._align_pending):
            self.align_current()
        elif self.sync_checkbox.isChecked() and self.isVisible():
            self._sync_from(self.paper_pane, self.source_pane)
        self._update_visible_ranges()

    def _sync_from(self, pane: _Pane, other: _Pane) -> None:
        """Scroll ``other`` so that the text matching ``pane``'s reference row (a quarter from
        the top) sits on the same row."""
        if not pane.text or not other.text:
            return
        edit = pane.edit
        line = _line_height(edit)
        row = max(0, int(edit.viewport().height() * ALIGN_SHARE / line))
        top = edit.cursorRect(edit.cursorForPosition(QPoint(1, 1))).top()
        position = edit.cursorForPosition(QPoint(1, int(top + (row + 0.5) * line))).position()
        row = _row_of(edit, position)
        offset = pane.offsets.from_qt(position)
        if pane is self.paper_pane:
            mapped = map_offset(offset, self._paper_anchors, self._source_anchors)
        else:
            mapped = map_offset(offset, self._source_anchors, self._paper_anchors)
        with self._guard():
            scroll_to_row(other.edit, other.offsets.to_qt(mapped), row)
        other.minimap.set_visible_range(*other.visible_range())

    def _sync_toggled(self, on: bool) -> None:
        if on:
            self._sync_from(self.paper_pane, self.source_pane)

    def _update_visible_ranges(self) -> None:
        for pane in (self.paper_pane, self.source_pane):
            pane.minimap.set_visible_range(*pane.visible_range())

    # mini-maps ------------------------------------------------------------------------------
    def _minimap_passage(self, list_index: int) -> None:
        if 0 <= list_index < len(self._passages):
            self._select(list_index)

    def _paper_minimap_position(self, position: int) -> None:
        self._scroll_pane_to(self.paper_pane, self.source_pane, position)

    def _source_minimap_position(self, position: int) -> None:
        self._scroll_pane_to(self.source_pane, self.paper_pane, position)

    def _scroll_pane_to(self, pane: _Pane, other: _Pane, position: int) -> None:
        """Put Qt position ``position`` of ``pane`` on the reference row; the other follows."""
        edit = pane.edit
        row = max(0, int(edit.viewport().height() * ALIGN_SHARE / _line_height(edit)))
        with self._guard():
            scroll_to_row(edit, position, row)
        pane.minimap.set_visible_range(*pane.visible_range())
        if self.sync_checkbox.isChecked():
            self._sync_from(pane, other)

    # Qt -------------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        pane = (
            self.paper_pane
            if watched is self.paper_edit.viewport()
            else self.source_pane
            if watched is self.source_edit.viewport()
            else None
        )
        if pane is not None and event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            position = pane.edit.cursorForPosition(event.pos()).position()
            side = "paper" if pane is self.paper_pane else "source"
            text = self.tooltip_for(side, pane.offsets.from_qt(position))
            if text:
                QToolTip.showText(event.globalPos(), text, pane.edit.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._show_legend()  # light or dark: the legend's red follows

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._align_pending:
            self.align_current()


def _checked_passage(data: object, paper_text: str, source_text: str) -> Passage | None:
    """The passage of a report's ``data`` when it is well formed and inside both texts."""
    passage = passage_of(data) if isinstance(data, ReportPassage) else None
    if passage is None or passage.end > len(paper_text) or passage.source_end > len(source_text):
        return None
    return passage


def _selection(
    edit: QPlainTextEdit, span: tuple[int, int], char_format: QTextCharFormat
) -> QTextEdit.ExtraSelection:
    selection = QTextEdit.ExtraSelection()
    cursor = _cursor_at(edit, span[0])
    end = max(0, min(span[1], edit.document().characterCount() - 1))
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    selection.cursor = cursor
    selection.format = char_format
    return selection


def _changed_format(base: QTextCharFormat, kind: str) -> QTextCharFormat:
    """Red words: underlined where the paper added words, wavy where it replaced them, struck
    out where it left source words out."""
    changed = QTextCharFormat(base)
    changed.setForeground(QColor(CHANGED_TEXT))
    if kind == "delete":
        changed.setFontStrikeOut(True)
    else:
        changed.setUnderlineStyle(
            QTextCharFormat.UnderlineStyle.WaveUnderline
            if kind == "replace"
            else QTextCharFormat.UnderlineStyle.SingleUnderline
        )
        changed.setUnderlineColor(QColor(CHANGED_TEXT))
    return changed


def _safe_diff(paper_text: str, source_text: str, passage: Passage) -> PassageDiff | None:
    try:
        return diff_of_passage(paper_text, source_text, passage)
    except Exception:  # a bug must not take the view down: the passage shows without marks
        log.exception("word diff of passage %r failed", passage)
        return None
