"""The checked papers: overall similarity on a colour scale, top source, flags; sortable and
filtered by a threshold. Unreadable papers stay in the list with their error."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.gui.session import PaperEntry
from app.report.labels import percent

SORT_ROLE = Qt.ItemDataRole.UserRole
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

#: Similarity at which the colour scale reaches full red (a third of the paper borrowed).
SCALE_TOP = 0.35


def similarity_colour(share: float) -> QColor:
    """Green (0 %) through yellow to red (≥ 35 %), light enough for dark text."""
    t = max(0.0, min(1.0, share / SCALE_TOP))
    hue = 120 * (1 - t)  # 120 green -> 0 red
    return QColor.fromHsv(int(hue), int(70 + 110 * t), 255)


class PapersModel(QAbstractTableModel):
    """One row per paper of every batch, in the order they were checked."""

    PAPER, SIMILARITY, TOP_SOURCE, FLAGS, BATCH = range(5)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[PaperEntry] = []

    def headers(self) -> list[str]:
        return [
            self.tr("Paper"),
            self.tr("Similarity"),
            self.tr("Top source"),
            self.tr("Flags"),
            self.tr("Batch"),
        ]

    def rowCount(self, parent: Index = _ROOT) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: Index = _ROOT) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            return [
                self.tr("The checked file"),
                self.tr(
                    "Share of the paper's characters inside borrowed passages (hidden sources left out)"
                ),
                self.tr("The source covering most of the paper"),
                self.tr(
                    "Signs of hidden or altered text (look-alike letters, invisible characters, hidden text)"
                ),
                self.tr("The drop or Open… the paper came with"),
            ][section]
        return None

    def add(self, entry: PaperEntry) -> None:
        row = len(self.entries)
        self.beginInsertRows(QModelIndex(), row, row)
        self.entries.append(entry)
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self.entries.clear()
        self.endResetModel()

    def refresh(self, entry: PaperEntry) -> None:
        """The entry changed (a source hidden): repaint its row."""
        row = self.entries.index(entry)
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def row_of(self, entry: PaperEntry) -> int:
        return self.entries.index(entry)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        entry = self.entries[index.row()]
        column = index.column()
        if role == ENTRY_ROLE:
            return entry
        similarity = entry.similarity
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.PAPER:
                return entry.name
            if column == self.SIMILARITY:
                return self.tr("not checked") if similarity is None else percent(similarity)
            if column == self.TOP_SOURCE:
                if entry.error:
                    return entry.error
                top = entry.top_source
                return "—" if top is None else f"{top[0]} ({percent(top[1])})"
            if column == self.FLAGS:
                return str(entry.flags) if entry.flags else ""
            if column == self.BATCH:
                return entry.batch.title
        if role == SORT_ROLE:
            if column == self.SIMILARITY:
                return -1.0 if similarity is None else similarity
            if column == self.FLAGS:
                return entry.flags
            if column == self.TOP_SOURCE:
                top = entry.top_source
                return top[1] if top else -1.0
            return self.data(index, Qt.ItemDataRole.DisplayRole)
        if role == Qt.ItemDataRole.BackgroundRole and column == self.SIMILARITY:
            return None if similarity is None else similarity_colour(similarity)
        if role == Qt.ItemDataRole.ForegroundRole:
            if column == self.SIMILARITY and similarity is not None:
                return QColor("#111111")
            if entry.error:
                return QColor("#c62828")
        if role == Qt.ItemDataRole.DecorationRole and column == self.FLAGS and entry.flags:
            return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        if role == Qt.ItemDataRole.DecorationRole and column == self.PAPER and entry.error:
            return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.SIMILARITY, self.FLAGS):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            if entry.error:
                return self.tr("Could not be checked: {error}").format(error=entry.error)
            if column == self.FLAGS and entry.flags:
                return self.tr(
                    "{n} sign(s) of hidden or altered text: open the paper to see them"
                ).format(n=entry.flags)
            if column == self.PAPER:
                return entry.path
        return None


class ThresholdFilter(QSortFilterProxyModel):
    """Shows papers at or above a similarity threshold (and every paper that failed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.threshold = 0.0
        self.setSortRole(SORT_ROLE)

    def set_threshold(self, share: float) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt ≥ 6.9; invalidateFilter is deprecated
            self.beginFilterChange()
            self.threshold = share
            self.endFilterChange()
        else:
            self.threshold = share
            self.invalidateFilter()

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:  # noqa: N802 (Qt)
        model = self.sourceModel()
        entry: PaperEntry = model.data(model.index(row, 0, parent), ENTRY_ROLE)
        similarity = entry.similarity
        return similarity is None or similarity >= self.threshold - 1e-9


class PapersList(QWidget):
    """The table with its threshold box. ``paperSelected(PaperEntry)`` when the current row
    changes; ``thresholdChanged(float)`` when the teacher moves the threshold."""

    paperSelected = Signal(object)
    thresholdChanged = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = PapersModel(self)
        self.proxy = ThresholdFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView(self)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PapersModel.SIMILARITY, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(PapersModel.PAPER, QHeaderView.ResizeMode.Stretch)
        for column in (PapersModel.SIMILARITY, PapersModel.FLAGS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)

        self.threshold = QDoubleSpinBox(self)
        self.threshold.setRange(0, 100)
        self.threshold.setDecimals(0)
        self.threshold.setSuffix(" %")
        self.threshold.setToolTip(self.tr("Show only papers with at least this similarity"))
        self.threshold.valueChanged.connect(self._threshold_changed)
        self.count = QLabel(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show papers from"), self))
        top.addWidget(self.threshold)
        top.addStretch(1)
        top.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.table)
        self.model.rowsInserted.connect(self._update_count)
        self.model.modelReset.connect(self._update_count)
        self._update_count()

    def set_threshold(self, share: float) -> None:
        self.threshold.setValue(round(share * 100))

    def _threshold_changed(self, value: float) -> None:
        self.proxy.set_threshold(value / 100)
        self._update_count()
        self.thresholdChanged.emit(value / 100)

    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.count.setText(
            self.tr("{shown} of {total} papers").format(shown=shown, total=total)
            if shown != total
            else self.tr("{total} papers").format(total=total)
        )

    def add(self, entry: PaperEntry) -> None:
        self.model.add(entry)

    def refresh(self, entry: PaperEntry) -> None:
        self.model.refresh(entry)
        self.proxy.invalidate()

    def current(self) -> PaperEntry | None:
        index = self.table.currentIndex()
        return None if not index.isValid() else self.proxy.data(index, ENTRY_ROLE)

    def select(self, entry: PaperEntry) -> None:
        source = self.model.index(self.model.row_of(entry), 0)
        index = self.proxy.mapFromSource(source)
        if index.isValid():
            self.table.setCurrentIndex(index)
            self.table.scrollTo(index)

    def entry_for_path(self, path: str) -> PaperEntry | None:
        return next((e for e in reversed(self.model.entries) if e.path == path), None)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.paperSelected.emit(self.proxy.data(current, ENTRY_ROLE))
