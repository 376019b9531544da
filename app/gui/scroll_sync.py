"""The side-by-side view's two panes kept level: scrolling one scrolls the other through the
scroll map (``app.gui.scroll_map``), the current passage is put at the same height in both,
and a click in a mini-map scrolls its pane (and the other follows).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QObject, QPoint
from PySide6.QtWidgets import QCheckBox, QPlainTextEdit

from app.engine.passage import Passage
from app.gui.scroll_map import map_offset, scroll_anchors
from app.gui.text_pane import TextPane, line_height, row_of, scroll_to_row

#: Where the current passage's first line is put, as a share of the pane's height.
ALIGN_SHARE = 0.25


class ScrollSync(QObject):
    """Scrolls ``paper_pane`` and ``source_pane`` together while ``sync_checkbox`` is ticked."""

    def __init__(
        self,
        paper_pane: TextPane,
        source_pane: TextPane,
        sync_checkbox: QCheckBox,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.paper_pane = paper_pane
        self.source_pane = source_pane
        self.sync_checkbox = sync_checkbox
        self._paper_anchors: list[int] = [0, 0]
        self._source_anchors: list[int] = [0, 0]
        self._syncing = 0
        #: True while the panes show the current passage as align() left them.
        self.aligned = False
        paper_pane.edit.verticalScrollBar().valueChanged.connect(self._paper_scrolled)
        source_pane.edit.verticalScrollBar().valueChanged.connect(self._source_scrolled)
        paper_pane.minimap.positionClicked.connect(self._paper_minimap_position)
        source_pane.minimap.positionClicked.connect(self._source_minimap_position)
        sync_checkbox.toggled.connect(self._sync_toggled)

    @contextmanager
    def _guard(self) -> Iterator[None]:
        """Scrolling done inside does not scroll the other pane back (no feedback loop)."""
        self._syncing += 1
        try:
            yield
        finally:
            self._syncing -= 1

    def rebuild_anchors(self, passages: Sequence[Passage], keep: int | None) -> None:
        """Map the panes through ``passages`` (``keep``: the index of the current one)."""
        self._paper_anchors, self._source_anchors = scroll_anchors(
            passages,
            keep,
            len(self.paper_pane.text or ""),
            len(self.source_pane.text or ""),
        )

    def align(self, paper_position: int, source_position: int) -> None:
        """Put Qt positions ``paper_position`` and ``source_position`` on the same row, the
        reference row when both sides can scroll that far."""
        self.aligned = True
        row = _reference_row(self.paper_pane.edit)
        paper_edit, source_edit = self.paper_pane.edit, self.source_pane.edit
        with self._guard():
            paper_row = scroll_to_row(paper_edit, paper_position, row)
            source_row = scroll_to_row(source_edit, source_position, row)
            if paper_row != source_row:  # one side could not scroll far enough: follow it
                if paper_row != row:
                    scroll_to_row(source_edit, source_position, paper_row)
                else:
                    scroll_to_row(paper_edit, paper_position, source_row)
        self.update_visible_ranges()

    def to_top(self) -> None:
        """Both panes at their first line (nothing to align)."""
        with self._guard():
            self.paper_pane.edit.verticalScrollBar().setValue(0)
            self.source_pane.edit.verticalScrollBar().setValue(0)
        self.update_visible_ranges()

    def follow_paper(self) -> None:
        """Scroll the source to the text matching the paper's reference row."""
        self._sync_from(self.paper_pane, self.source_pane)

    def _paper_scrolled(self) -> None:
        self._scrolled(self.paper_pane, self.source_pane)

    def _source_scrolled(self) -> None:
        self._scrolled(self.source_pane, self.paper_pane)

    def _scrolled(self, pane: TextPane, other: TextPane) -> None:
        pane.minimap.set_visible_range(*pane.visible_range())
        if self._syncing or pane.edit.resizing or other.edit.resizing:
            return
        self.aligned = False
        if self.sync_checkbox.isChecked():
            self._sync_from(pane, other)

    def _sync_from(self, pane: TextPane, other: TextPane) -> None:
        """Scroll ``other`` so that the text matching ``pane``'s reference row (a quarter from
        the top) sits on the same row."""
        if not pane.text or not other.text:
            return
        edit = pane.edit
        line = line_height(edit)
        row = _reference_row(edit)
        top = edit.cursorRect(edit.cursorForPosition(QPoint(1, 1))).top()
        position = edit.cursorForPosition(QPoint(1, int(top + (row + 0.5) * line))).position()
        row = row_of(edit, position)
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

    def update_visible_ranges(self) -> None:
        """Each mini-map shows the part of its text on screen."""
        for pane in (self.paper_pane, self.source_pane):
            pane.minimap.set_visible_range(*pane.visible_range())

    def _paper_minimap_position(self, position: int) -> None:
        self._scroll_pane_to(self.paper_pane, self.source_pane, position)

    def _source_minimap_position(self, position: int) -> None:
        self._scroll_pane_to(self.source_pane, self.paper_pane, position)

    def _scroll_pane_to(self, pane: TextPane, other: TextPane, position: int) -> None:
        """Put Qt position ``position`` of ``pane`` on the reference row; the other follows."""
        edit = pane.edit
        row = _reference_row(edit)
        with self._guard():
            scroll_to_row(edit, position, row)
        pane.minimap.set_visible_range(*pane.visible_range())
        if self.sync_checkbox.isChecked():
            self._sync_from(pane, other)


def _reference_row(edit: QPlainTextEdit) -> int:
    """The row a quarter from the top of ``edit`` (``ALIGN_SHARE``), where passages are put."""
    return max(0, int(edit.viewport().height() * ALIGN_SHARE / line_height(edit)))
