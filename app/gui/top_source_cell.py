"""The papers list's "Top source" cell in a narrow column.

The cell reads "19.5% Jane_Doe_inheritance.pdf". With the list's middle elision a narrow column
cut the share and the name together ("19.5…ce.pdf", "100.0%…n.docx"), so neither could be
read. Here the share stays whole and only the name is elided in its middle, in the width the
share leaves ("19.5% Jan…ce.pdf"). The reason a paper was not checked, shown in the same
column, is a sentence: it is cut at its end ("This PDF is incompl…"), not in the middle.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from app.gui.item_roles import ROW_ROLE
from app.report.labels import percent


class TopSourceDelegate(QStyledItemDelegate):
    """Draws the "Top source" column of the papers list (see the module docstring); the text
    is elided here, for the cell's width, each time the cell is drawn."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        entry = index.data(ROW_ROLE)
        best = None if entry is None or entry.error else entry.top_source
        # Whatever is still too wide is cut at its end: never the share at the start.
        option.textElideMode = Qt.TextElideMode.ElideRight
        if best is None:
            return
        share = percent(best[1]) + " "
        metrics = option.fontMetrics
        style = option.widget.style() if option.widget is not None else None
        margin = (
            2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) if style else 6
        )
        room = option.rect.width() - margin - metrics.horizontalAdvance(share)
        name = metrics.elidedText(best[0], Qt.TextElideMode.ElideMiddle, max(room, 0))
        option.text = share + name
