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
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QShowEvent,
    QTextCharFormat,
)
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QTextEdit,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.engine.passage import Passage
from app.engine.passage_diff import PassageDiff
from app.gui.colours import PASSAGE_TEXT, current_tint
from app.gui.jobs import JobQueue
from app.gui.labels import method_name
from app.gui.minimap import MiniMapBar
from app.gui.passage_keys import add_passage_shortcuts
from app.gui.passage_order import Place, paper_order, position_of, step_from
from app.gui.scroll_sync import ScrollSync
from app.gui.side_by_side_controls import PanesFooter, PassageBar
from app.gui.text_pane import TextPane, changed_format, cursor_at, selection_of
from app.gui.word_diffs import WordDiffs
from app.report.evidence import Evidence, checked_passage
from app.report.labels import (
    document_name,
    document_title,
    passage_label,
    percent,
    source_colour,
)

log = logging.getLogger(__name__)


# plain functions (no widgets) ---------------------------------------------------------------
def _name(document: Mapping[str, Any]) -> str:
    """A paper's or source's file name (its title is only in the tooltip)."""
    return document_name(document) if document.get("path") else ""


def _tooltip(path: str, document: Mapping[str, Any]) -> str:
    """The header's tooltip: the full path, and the file's metadata title when it has one."""
    title = document_title(document) if document.get("path") else ""
    return f"{path}\n{title}" if title else path


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
        self.message_label = QLabel()
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setWordWrap(True)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message_label.setStyleSheet("font-weight: bold; padding: 4px;")
        self.message_label.hide()
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
        self.paper_edit.viewport().installEventFilter(self)
        self.source_edit.viewport().installEventFilter(self)
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
        document = evidence.report.get("document", {})
        sources = evidence.report.get("sources") or []
        self._hidden = frozenset(hidden)
        if not 0 <= source_index < len(sources):
            self._present(
                (_name(document), document.get("path", ""), evidence.paper_text),
                ("", "", ""),
                evidence,
                -1,
                [],
                self.tr("This report has no source number {n}.").format(n=source_index + 1),
            )
            return
        source = sources[source_index]
        self._present(
            (_name(document), document.get("path", ""), evidence.paper_text),
            (_name(source), source.get("path", ""), evidence.source_texts[source_index]),
            evidence,
            source_index,
            source.get("passages") or [],
            self.tr("These two documents have no passage in common."),
            passage_index,
            self._paper_order(evidence, self._hidden - {source_index}),
        )

    def show_documents(self, evidence: Evidence) -> None:
        """``show_pair(evidence, 0, 0)`` for a comparison of two documents; when they share no
        passage (a report without sources) the paper is shown with a message saying so."""
        if evidence.report.get("sources"):
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
        passages: list[Mapping[str, Any]] = []
        source_index = -1
        if (
            evidence is not None
            and evidence.report.get("sources")
            and evidence.paper_text == paper_text
            and evidence.source_texts[0] == source_text
        ):
            passages = evidence.report["sources"][0].get("passages") or []
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
            change = self.diffs.change_at(
                p, offset, paper_side, self.paper_pane.text or "", self.source_pane.text or ""
            )
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
        sources = evidence.report.get("sources") or []
        return [
            (s, p)
            for s, p in paper_order(evidence.report, hidden)
            if s < len(evidence.source_texts)
            and checked_passage(
                sources[s]["passages"][p], evidence.paper_text, evidence.source_texts[s]
            )
            is not None
        ]

    # loading --------------------------------------------------------------------------------
    def _paper_info(self, evidence: Evidence) -> tuple[str, str, str]:
        document = evidence.report.get("document", {})
        return _name(document), document.get("path", ""), evidence.paper_text

    def _present(
        self,
        paper: tuple[str, str, str],
        source: tuple[str, str, str],
        evidence: Evidence | None,
        source_index: int,
        passages: Sequence[Mapping[str, Any]],
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
            self.sync.to_top()

    def _settle_layout(self) -> None:
        """Give the panes their final sizes now (headers and message changed), so the
        alignment is computed on the lines the teacher will see."""
        for widget in (self, self.paper_pane, self.source_pane):
            layout = widget.layout()
            if layout is not None:
                layout.activate()

    def _valid_passages(
        self, passages: Sequence[Mapping[str, Any]], paper_text: str, source_text: str
    ) -> list[_Shown]:
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
            paper_tip = _tooltip(paper_tip, evidence.report.get("document") or {})
            share = evidence.report.get("similarity")
            if isinstance(share, int | float):
                paper_detail = self.tr("{path} · {share} of the paper found in sources").format(
                    path=paper[1], share=percent(share)
                )
            sources = evidence.report.get("sources") or []
            if 0 <= source_index < len(sources):
                share = sources[source_index].get("similarity")
                if isinstance(share, int | float):
                    source_detail = self.tr("{path} · {share} of the paper").format(
                        path=source[1], share=percent(share)
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
        text = self.tr("Passage {n} of {total} · {words} words").format(
            n=n, total=total, words=shown.passage.words
        )
        if self.diffs.known(shown.passage):
            found = self.diffs.get(shown.passage)
            if found is not None:
                text += self.tr(" · {share} identical").format(share=percent(found.resemble))
        elif self.diffs.pending(shown.passage):
            text += self.tr(" · comparing words…")
        self.status_label.setText(text)

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
        passage_format = QTextCharFormat()
        passage_format.setBackground(self._colour)
        passage_format.setForeground(QColor(PASSAGE_TEXT))
        current_format = QTextCharFormat(passage_format)
        current_format.setBackground(QColor(current_tint(max(self._source_index, 0))))
        paper: list[QTextEdit.ExtraSelection] = []
        source: list[QTextEdit.ExtraSelection] = []
        for i, shown in enumerate(self._passages):
            chosen = current_format if i == self._current else passage_format
            paper.append(selection_of(self.paper_edit, shown.paper_qt, chosen))
            source.append(selection_of(self.source_edit, shown.source_qt, chosen))
        current = self.current_diff()
        if current is not None:
            for change in current.changes:
                if change.kind in ("insert", "replace") and change.end > change.start:
                    span = self.paper_pane.qt_span(change.start, change.end)
                    paper.append(
                        selection_of(
                            self.paper_edit, span, changed_format(current_format, change.kind)
                        )
                    )
                if change.kind in ("delete", "replace") and change.source_end > change.source_start:
                    span = self.source_pane.qt_span(change.source_start, change.source_end)
                    source.append(
                        selection_of(
                            self.source_edit, span, changed_format(current_format, change.kind)
                        )
                    )
        self.paper_edit.setExtraSelections(paper)
        self.source_edit.setExtraSelections(source)

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

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._align_pending:
            self.align_current()
