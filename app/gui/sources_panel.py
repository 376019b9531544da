"""The sources of one paper: share of the paper, containment, resemblance, passages.

A tick box beside each source hides it: its passages are unmarked and the overall similarity
is recomputed from the passages that remain (``app.report.evidence.without_sources``), with
nothing re-read or re-aligned.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from app.report.labels import percent, source_colour

INDEX_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


def colour_icon(colour: str, size: int = 14) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class _SourceItem(QTreeWidgetItem):
    def __lt__(self, other: QTreeWidgetItem) -> bool:
        column = self.treeWidget().sortColumn() if self.treeWidget() else 0
        mine, theirs = self.data(column, SORT_ROLE), other.data(column, SORT_ROLE)
        if isinstance(mine, (int, float)) and isinstance(theirs, (int, float)):
            return mine < theirs
        return str(mine or self.text(column)).lower() < str(theirs or other.text(column)).lower()


class SourcesPanel(QTreeWidget):
    """One row per source of the paper. Signals: ``hiddenChanged(frozenset)`` (indices of the
    unticked sources), ``sourceActivated(int)`` (double-click/Enter: open side by side)."""

    hiddenChanged = Signal(object)
    sourceActivated = Signal(int)

    COLUMNS = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setSortingEnabled(True)
        self.setAlternatingRowColors(True)
        self.setHeaderLabels(
            [
                self.tr("Source"),
                self.tr("% of paper"),
                self.tr("Containment"),
                self.tr("Resemblance"),
                self.tr("Passages"),
                self.tr("Collection"),
            ]
        )
        header = self.headerItem()
        header.setToolTip(0, self.tr("Untick a source to leave it out of the score"))
        header.setToolTip(
            1, self.tr("Share of the paper's characters inside passages of this source")
        )
        header.setToolTip(
            2, self.tr("Share of the paper's word sequences (shingles) also found in the source")
        )
        header.setToolTip(
            3, self.tr("Shared word sequences over all word sequences of both (Jaccard)")
        )
        header.setToolTip(4, self.tr("Passages found in this source"))
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.header().setStretchLastSection(False)
        self.itemChanged.connect(self._item_changed)
        self.itemActivated.connect(
            lambda item, _column: self.sourceActivated.emit(int(item.data(0, INDEX_ROLE)))
        )
        self._filling = False

    def show_sources(self, report: Mapping[str, Any], hidden: frozenset[int] = frozenset()) -> None:
        self._filling = True
        self.setSortingEnabled(False)
        self.clear()
        for i, source in enumerate(report["sources"]):
            item = _SourceItem(self)
            name = source.get("title") or source["path"]
            item.setText(0, name)
            item.setToolTip(0, source["path"])
            item.setIcon(0, colour_icon(source_colour(i)))
            item.setData(0, INDEX_ROLE, i)
            item.setData(0, SORT_ROLE, name.lower())
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(0, Qt.CheckState.Unchecked if i in hidden else Qt.CheckState.Checked)
            for column, key in ((1, "similarity"), (2, "containment"), (3, "resemblance")):
                item.setText(column, percent(source[key]))
                item.setData(column, SORT_ROLE, float(source[key]))
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight)
            item.setText(4, str(len(source["passages"])))
            item.setData(4, SORT_ROLE, len(source["passages"]))
            item.setTextAlignment(4, Qt.AlignmentFlag.AlignRight)
            item.setText(5, source.get("collection", ""))
        self.setSortingEnabled(True)
        self.sortItems(1, Qt.SortOrder.DescendingOrder)
        for column in range(1, self.COLUMNS):
            self.resizeColumnToContents(column)
        self._filling = False

    def hidden(self) -> frozenset[int]:
        return frozenset(
            int(item.data(0, INDEX_ROLE))
            for i in range(self.topLevelItemCount())
            if (item := self.topLevelItem(i)).checkState(0) != Qt.CheckState.Checked
        )

    def item_for(self, source: int) -> QTreeWidgetItem | None:
        for i in range(self.topLevelItemCount()):
            item = self.topLevelItem(i)
            if int(item.data(0, INDEX_ROLE)) == source:
                return item
        return None

    def set_source_visible(self, source: int, visible: bool) -> None:
        """Tick or untick a source (as a click on its tick box would)."""
        item = self.item_for(source)
        if item is not None:
            item.setCheckState(0, Qt.CheckState.Checked if visible else Qt.CheckState.Unchecked)

    def _item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if not self._filling and column == 0:
            self.hiddenChanged.emit(self.hidden())
