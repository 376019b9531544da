"""The two panes of the side-by-side view: a read-only text with its header and mini-map, and
the helpers that scroll a ``QPlainTextEdit`` to a text position and mark spans of it.

Positions here are Qt positions (UTF-16); the view converts the report's offsets with each
pane's :class:`app.gui.offsets.Utf16Map`.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QColor, QHelpEvent, QResizeEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QTextEdit,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.engine.passage_diff import PassageDiff
from app.gui.colours import CHANGED_TEXT, PASSAGE_TEXT
from app.gui.minimap import MiniMap
from app.gui.offsets import Utf16Map, qt_safe_text


def cursor_at(edit: QPlainTextEdit, position: int) -> QTextCursor:
    """A cursor at Qt position ``position`` of ``edit`` (clamped to the document)."""
    cursor = QTextCursor(edit.document())
    cursor.setPosition(max(0, min(position, edit.document().characterCount() - 1)))
    return cursor


def line_height(edit: QPlainTextEdit) -> float:
    """The height of a line of ``edit``, in pixels (at least 1)."""
    return max(1.0, float(edit.cursorRect(edit.cursorForPosition(QPoint(1, 1))).height()))


def row_of(edit: QPlainTextEdit, position: int) -> int:
    """The visual row of the viewport (0 = top line) that holds ``position``."""
    top = edit.cursorRect(edit.cursorForPosition(QPoint(1, 1))).top()
    return round((edit.cursorRect(cursor_at(edit, position)).top() - top) / line_height(edit))


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
        off = row_of(edit, position) - row
        if off == 0:
            break
        value = bar.value()
        bar.setValue(value + off)
        if bar.value() == value:
            break
    return row_of(edit, position)


class TextView(QPlainTextEdit):
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


class TextPane(QWidget):
    """One side: a header, the read-only text and its mini-map."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.edit = TextView()
        self.minimap = MiniMap()
        self.text: str | None = None
        self.offsets = Utf16Map("")
        #: What hovering over a Python offset of the text says ("": no tooltip).
        self.tooltip_at: Callable[[int], str] = lambda _offset: ""
        self.edit.viewport().installEventFilter(self)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        row.addWidget(self.edit, 1)
        row.addWidget(self.minimap)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.header)
        column.addLayout(row, 1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.edit.viewport() and event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            position = self.edit.cursorForPosition(event.pos()).position()
            text = self.tooltip_at(self.offsets.from_qt(position))
            if text:
                QToolTip.showText(event.globalPos(), text, self.edit.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().eventFilter(watched, event)

    def load(self, text: str) -> bool:
        """Show ``text`` unless it is already shown; True when the text was replaced."""
        if self.text == text:
            return False
        self.edit.setPlainText(qt_safe_text(text))
        self.text = text
        self.offsets = Utf16Map(text)
        self.minimap.set_document_length(self.offsets.qt_length)
        return True

    def set_header(self, title: str, detail: str, tip: str) -> None:
        """The header: ``title`` in bold, ``detail`` below it, ``tip`` as its tooltip."""
        self.header.setText(
            "<b>{}</b><br><small>{}</small>".format(html.escape(title), html.escape(detail))
        )
        self.header.setToolTip(tip)

    def qt_span(self, start: int, end: int) -> tuple[int, int]:
        return self.offsets.to_qt(start), self.offsets.to_qt(end)

    def visible_range(self) -> tuple[int, int]:
        """Qt positions of the first and last characters on screen."""
        viewport = self.edit.viewport()
        first = self.edit.cursorForPosition(QPoint(0, 0)).position()
        last = self.edit.cursorForPosition(QPoint(viewport.width(), viewport.height())).position()
        return first, last


def selection_of(
    edit: QPlainTextEdit, span: tuple[int, int], char_format: QTextCharFormat
) -> QTextEdit.ExtraSelection:
    """An extra selection of ``edit`` over the Qt span ``span`` drawn in ``char_format``."""
    selection = QTextEdit.ExtraSelection()
    cursor = cursor_at(edit, span[0])
    end = max(0, min(span[1], edit.document().characterCount() - 1))
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    selection.cursor = cursor
    selection.format = char_format
    return selection


def changed_format(base: QTextCharFormat, kind: str) -> QTextCharFormat:
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


def mark_passages(
    paper_pane: TextPane,
    source_pane: TextPane,
    spans: Sequence[tuple[tuple[int, int], tuple[int, int]]],
    current_index: int,
    colour: QColor,
    current_tint: QColor,
    current: PassageDiff | None,
) -> None:
    """Draw the passages (their Qt ``spans`` in the paper and in the source) in ``colour``,
    passage ``current_index`` in ``current_tint`` with the words of its diff ``current`` in
    red. O(passages + changes)."""
    passage_format = QTextCharFormat()
    passage_format.setBackground(colour)
    passage_format.setForeground(QColor(PASSAGE_TEXT))
    current_format = QTextCharFormat(passage_format)
    current_format.setBackground(current_tint)
    paper: list[QTextEdit.ExtraSelection] = []
    source: list[QTextEdit.ExtraSelection] = []
    for i, (paper_span, source_span) in enumerate(spans):
        chosen = current_format if i == current_index else passage_format
        paper.append(selection_of(paper_pane.edit, paper_span, chosen))
        source.append(selection_of(source_pane.edit, source_span, chosen))
    if current is not None:
        for change in current.changes:
            if change.kind in ("insert", "replace") and change.end > change.start:
                span = paper_pane.qt_span(change.start, change.end)
                paper.append(
                    selection_of(paper_pane.edit, span, changed_format(current_format, change.kind))
                )
            if change.kind in ("delete", "replace") and change.source_end > change.source_start:
                span = source_pane.qt_span(change.source_start, change.source_end)
                source.append(
                    selection_of(
                        source_pane.edit, span, changed_format(current_format, change.kind)
                    )
                )
    paper_pane.edit.setExtraSelections(paper)
    source_pane.edit.setExtraSelections(source)
