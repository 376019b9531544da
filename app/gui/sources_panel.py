"""The sources of one paper: share of the paper, containment, resemblance, passages.

A tick box beside each source hides it: its passages are unmarked and the overall similarity
is recomputed from the passages that remain (``app.report.evidence.without_sources``), with
nothing re-read or re-aligned.

The rows are QStandardItems sorted by a proxy on a numeric role, so filling, sorting and
painting the table make no calls back into Python (each would wait for the interpreter lock
while a check runs in the background).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QTreeView, QWidget

from app.gui.item_roles import ROW_ROLE, SORT_ROLE
from app.gui.text_metrics import char_width
from app.report.labels import (
    document_name,
    document_title,
    file_name,
    percent,
    source_colour,
)
from app.report.model import Report, SourceReport

#: The name column is at least this many (average) characters wide.
NAME_CHARS = 20


def colour_icon(colour: str, size: int = 14) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class SourcesPanel(QTreeView):
    """One row per source of the paper. Signals: ``hiddenChanged(frozenset)`` (indices of the
    unticked sources), ``sourceActivated(int)`` (double-click/Enter: open side by side)."""

    hiddenChanged = Signal(object)
    sourceActivated = Signal(int)

    COLUMNS = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model_ = QStandardItemModel(0, self.COLUMNS, self)
        self.model_.setHorizontalHeaderLabels(
            [
                self.tr("Source"),
                self.tr("% of paper"),
                self.tr("Containment"),
                self.tr("Resemblance"),
                self.tr("Passages"),
                self.tr("Collection"),
            ]
        )
        tips = [
            self.tr("Untick a source to leave it out of the score"),
            self.tr("Share of the paper's characters inside passages of this source"),
            self.tr("Share of the paper's word sequences (shingles) also found in the source"),
            self.tr("Shared word sequences over all word sequences of both (Jaccard)"),
            self.tr("Passages found in this source"),
            self.tr("The corpus collection the source belongs to"),
        ]
        for column, tip in enumerate(tips):
            self.model_.horizontalHeaderItem(column).setToolTip(tip)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model_)
        self.proxy.setSortRole(SORT_ROLE)
        self.setModel(self.proxy)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setSortingEnabled(True)
        self.setAlternatingRowColors(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # keep the name's start and end
        header = self.header()
        header.setStretchLastSection(False)
        # Fixed widths from the header texts: measuring every cell for each paper would cost
        # more than it shows. The name column takes the rest, never less than NAME_CHARS
        # characters (the panel scrolls sideways instead: the name matters most).
        metrics = header.fontMetrics()
        figure = metrics.horizontalAdvance("100.0%")
        for column in range(1, self.COLUMNS):
            label = self.model_.horizontalHeaderItem(column).text()
            header.resizeSection(column, max(figure, metrics.horizontalAdvance(label)) + 28)
        # ... plus the tick box and the colour swatch in front of the name.
        self.name_width = char_width(metrics) * NAME_CHARS + 3 * metrics.height()
        header.resizeSection(0, self.name_width)
        self.model_.itemChanged.connect(self._item_changed)
        self.activated.connect(self._activated)
        self._filling = False

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        header = self.header()
        rest = sum(header.sectionSize(c) for c in range(1, self.COLUMNS))
        header.resizeSection(0, max(self.name_width, self.viewport().width() - rest))

    def clear(self) -> None:
        self.model_.setRowCount(0)

    def show_sources(self, report: Report, hidden: frozenset[int] = frozenset()) -> None:
        """Replace the rows with the sources of ``report`` (ticked unless in ``hidden``).

        The model announces every removal and insertion (``QStandardItemModel`` calls
        begin/endRemoveRows and begin/endInsertRows itself): the proxy, the selection and the
        view's current index all follow. Blocking the model's signals around them instead left
        the view holding indexes of removed rows, and the next paper crashed the window."""
        self._filling = True
        try:
            self.model_.setRowCount(0)
            for i, source in enumerate(report.sources):
                self.model_.appendRow(self._row(i, source, i in hidden))
        finally:
            self._filling = False
        # The report's order: the source credited with the most text first, so a corpus source
        # comes before a classmate who shares the same text through it (a header click sorts).
        self.sortByColumn(-1, Qt.SortOrder.AscendingOrder)

    def _row(self, i: int, source: SourceReport, hidden: bool) -> list[QStandardItem]:
        name = document_name(source)
        first = QStandardItem(colour_icon(source_colour(i)), name)
        title = document_title(source)
        tip = f"{source.path}\n{title}" if title else source.path
        if source.common_source:  # a classmate sharing only a corpus source's text
            tip += "\n" + self.tr(
                "Shares text with this paper only through {source}, which is credited first"
            ).format(source=file_name(source.common_source))
        first.setToolTip(tip)
        first.setData(i, ROW_ROLE)
        first.setData(name.lower(), SORT_ROLE)
        first.setCheckable(True)
        first.setCheckState(Qt.CheckState.Unchecked if hidden else Qt.CheckState.Checked)
        row = [first]
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for share in (source.similarity, source.containment, source.resemblance):
            item = QStandardItem(percent(share))
            item.setData(share, SORT_ROLE)
            item.setTextAlignment(right)
            row.append(item)
        passages = QStandardItem(str(len(source.passages)))
        passages.setData(len(source.passages), SORT_ROLE)
        passages.setTextAlignment(right)
        collection = source.collection or ""
        last = QStandardItem(collection)
        last.setData(collection.lower(), SORT_ROLE)
        row += [passages, last]
        for item in row:
            item.setEditable(False)
            item.setData(i, ROW_ROLE)
        return row

    def hidden(self) -> frozenset[int]:
        return frozenset(
            int(item.data(ROW_ROLE))
            for row in range(self.model_.rowCount())
            if (item := self.model_.item(row, 0)).checkState() != Qt.CheckState.Checked
        )

    def item_for(self, source: int) -> QStandardItem | None:
        """The first cell (with the tick box) of a source's row."""
        for row in range(self.model_.rowCount()):
            item = self.model_.item(row, 0)
            if int(item.data(ROW_ROLE)) == source:
                return item
        return None

    def set_source_visible(self, source: int, visible: bool) -> None:
        """Tick or untick a source (as a click on its tick box would)."""
        item = self.item_for(source)
        if item is not None:
            item.setCheckState(Qt.CheckState.Checked if visible else Qt.CheckState.Unchecked)

    def _item_changed(self, item: QStandardItem) -> None:
        if not self._filling and item.column() == 0:
            self.hiddenChanged.emit(self.hidden())

    def _activated(self, index: QModelIndex) -> None:
        value = index.data(ROW_ROLE)
        if value is not None:
            self.sourceActivated.emit(int(value))
