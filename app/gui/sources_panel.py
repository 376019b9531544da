"""The sources of one paper: share of the paper, containment, resemblance, passages.

A tick box beside each source hides it: its passages are unmarked and the overall similarity
is recomputed from the passages that remain (``app.report.evidence.without_sources``), with
nothing re-read or re-aligned.

The rows are QStandardItems sorted by a proxy on a numeric role, so filling, sorting and
painting the table make no calls back into Python (each would wait for the interpreter lock
while a check runs in the background).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeView, QWidget

from app.report.labels import percent, source_colour

INDEX_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


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
        header = self.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        # Fixed widths: measuring every cell for each paper would cost more than it shows.
        width = self.fontMetrics().horizontalAdvance("Resemblance  ") + 12
        for column in range(1, self.COLUMNS):
            header.resizeSection(column, width)
        self.model_.itemChanged.connect(self._item_changed)
        self.activated.connect(self._activated)
        self._filling = False

    def clear(self) -> None:
        self.model_.removeRows(0, self.model_.rowCount())

    def show_sources(self, report: Mapping[str, Any], hidden: frozenset[int] = frozenset()) -> None:
        self._filling = True
        self.model_.blockSignals(True)
        try:
            self.model_.removeRows(0, self.model_.rowCount())
            for i, source in enumerate(report["sources"]):
                self.model_.appendRow(self._row(i, source, i in hidden))
        finally:
            self.model_.blockSignals(False)
            self._filling = False
        self.model_.layoutChanged.emit()
        self.proxy.invalidate()
        self.sortByColumn(1, Qt.SortOrder.DescendingOrder)

    def _row(self, i: int, source: Mapping[str, Any], hidden: bool) -> list[QStandardItem]:
        name = source.get("title") or source["path"]
        first = QStandardItem(colour_icon(source_colour(i)), name)
        first.setToolTip(source["path"])
        first.setData(i, INDEX_ROLE)
        first.setData(name.lower(), SORT_ROLE)
        first.setCheckable(True)
        first.setCheckState(Qt.CheckState.Unchecked if hidden else Qt.CheckState.Checked)
        row = [first]
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for key in ("similarity", "containment", "resemblance"):
            item = QStandardItem(percent(source[key]))
            item.setData(float(source[key]), SORT_ROLE)
            item.setTextAlignment(right)
            row.append(item)
        passages = QStandardItem(str(len(source["passages"])))
        passages.setData(len(source["passages"]), SORT_ROLE)
        passages.setTextAlignment(right)
        collection = source.get("collection", "")
        last = QStandardItem(collection)
        last.setData(collection.lower(), SORT_ROLE)
        row += [passages, last]
        for item in row:
            item.setEditable(False)
            item.setData(i, INDEX_ROLE)
        return row

    def hidden(self) -> frozenset[int]:
        return frozenset(
            int(item.data(INDEX_ROLE))
            for row in range(self.model_.rowCount())
            if (item := self.model_.item(row, 0)).checkState() != Qt.CheckState.Checked
        )

    def item_for(self, source: int) -> QStandardItem | None:
        """The first cell (with the tick box) of a source's row."""
        for row in range(self.model_.rowCount()):
            item = self.model_.item(row, 0)
            if int(item.data(INDEX_ROLE)) == source:
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
        value = index.data(INDEX_ROLE)
        if value is not None:
            self.sourceActivated.emit(int(value))
