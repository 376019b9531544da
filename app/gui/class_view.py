"""The class view: after a whole class is checked, which papers share text with each other.

Three views of one ``app.batch.BatchResult``: a sortable table of the pairs of papers above a
threshold, the groups of papers that share text not found in the corpus (collusion) beside the
common sources (corpus documents several papers copied, which link them without collusion),
and a picture of the whole class
(``app.gui.similarity_matrix.SimilarityMatrix``). Double-clicking a pair (or clicking its
square) asks the main window to open the two papers side by side.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.batch_results import BatchResult, PaperPair
from app.gui.error_text import outcome_error
from app.gui.item_roles import ROW_ROLE, SORT_ROLE
from app.gui.similarity_matrix import SimilarityMatrix, share_colour, short_names
from app.gui.text_metrics import char_width
from app.report.labels import percent

#: A group with no number sorts after every numbered one.
NO_GROUP = 1 << 30
#: How many names a group's line lists before "and n more".
GROUP_NAMES_SHOWN = 6
#: The widest the Group column grows for "via <common source>" (average characters).
GROUP_CELL_CHARS = 14

ModelIndex = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()  # the invisible root of a table


def _share_text(share: float) -> str:
    """A threshold as a teacher reads it: 0.05 -> ``5%``, 0.125 -> ``12.5%``."""
    return f"{share * 100:.4g}%"


def _clear_quietly(items: QListWidget) -> None:
    """Unselect every item of a list without telling its listeners."""
    items.blockSignals(True)
    items.clearSelection()
    items.blockSignals(False)


class PairTableModel(QAbstractTableModel):
    """The confirmed pairs of a class: paper A, paper B, % of A in B, % of B in A, group."""

    PAPER_A, PAPER_B, A_IN_B, B_IN_A, GROUP = range(5)
    COLUMNS = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pairs: list[PaperPair] = []
        self._names: dict[str, str] = {}
        self._groups: dict[str, int] = {}
        self._source_names: dict[str, str] = {}

    def set_pairs(
        self,
        pairs: list[PaperPair],
        names: dict[str, str],
        groups: dict[str, int],
        source_names: dict[str, str] | None = None,
    ) -> None:
        """Show ``pairs``; ``names`` gives the short name of each path, ``groups`` the 1-based
        group number of each grouped path, ``source_names`` the names of the common sources."""
        self.beginResetModel()
        self._pairs = list(pairs)
        self._names = dict(names)
        self._groups = dict(groups)
        self._source_names = dict(source_names or {})
        self.endResetModel()

    def pair(self, row: int) -> PaperPair:
        """The pair of a source row."""
        return self._pairs[row]

    def rowCount(self, parent: ModelIndex = _ROOT) -> int:  # noqa: N802 (Qt name)
        return 0 if parent.isValid() else len(self._pairs)

    def columnCount(self, parent: ModelIndex = _ROOT) -> int:  # noqa: N802 (Qt name)
        return 0 if parent.isValid() else self.COLUMNS

    def _group(self, pair: PaperPair) -> int | None:
        if not pair.collusion:
            return None
        a, b = self._groups.get(pair.a), self._groups.get(pair.b)
        return a if a is not None and a == b else None

    def via(self, source: str) -> str:
        """The Group cell of a pair sharing text only through ``source``."""
        return self.tr("via {source}").format(source=source)

    def _through(self, pair: PaperPair) -> str | None:
        """The name of the corpus source a pair shares its text through (not collusion)."""
        if pair.collusion or pair.common_source is None:
            return None
        return self._source_names.get(pair.common_source, pair.common_source)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._pairs):
            return None
        pair, column = self._pairs[index.row()], index.column()
        name_a = self._names.get(pair.a, pair.a)
        name_b = self._names.get(pair.b, pair.b)
        share = {self.A_IN_B: pair.a_in_b, self.B_IN_A: pair.b_in_a}.get(column)
        if role == ROW_ROLE:
            return (pair.a, pair.b)
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.PAPER_A:
                return name_a
            if column == self.PAPER_B:
                return name_b
            if share is not None:
                return percent(share)
            group = self._group(pair)
            through = self._through(pair)
            if through is not None:
                return self.via(through)
            return str(group) if group is not None else "\u2014"
        if role == SORT_ROLE:
            if column == self.PAPER_A:
                return name_a.casefold()
            if column == self.PAPER_B:
                return name_b.casefold()
            if share is not None:
                return float(share)
            group = self._group(pair)
            return group if group is not None else NO_GROUP
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.PAPER_A:
                return pair.a
            if column == self.PAPER_B:
                return pair.b
            if column == self.A_IN_B:
                return self.tr("{share} of {a} was also found in {b}").format(
                    share=percent(pair.a_in_b), a=name_a, b=name_b
                )
            if column == self.B_IN_A:
                return self.tr("{share} of {b} was also found in {a}").format(
                    share=percent(pair.b_in_a), a=name_a, b=name_b
                )
            through = self._through(pair)
            if through is not None:
                return self.tr(
                    "Not collusion: the text {a} and {b} share is all in {source}, a document "
                    "of the corpus both copied"
                ).format(a=name_a, b=name_b, source=through)
            return None
        if role == Qt.ItemDataRole.BackgroundRole and share is not None:
            return share_colour(share)
        if role == Qt.ItemDataRole.ForegroundRole and share is not None:
            return QColor("#000000")
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= self.A_IN_B:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(  # noqa: N802 (Qt name)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                self.tr("Paper A"),
                self.tr("Paper B"),
                self.tr("% of A in B"),
                self.tr("% of B in A"),
                self.tr("Group"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                None,
                None,
                self.tr("Share of paper A's characters that were also found in paper B"),
                self.tr("Share of paper B's characters that were also found in paper A"),
                self.tr(
                    "The group of papers that share text not found in the corpus (see the list "
                    "of groups), or the corpus source two papers share their text through"
                ),
            )[section]
        return None


class PairFilterModel(QSortFilterProxyModel):
    """Keeps the pairs where one paper shares at least ``threshold`` of itself with the other,
    and sorts by ``SORT_ROLE`` (numbers as numbers)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._threshold = 0.0
        self.setSortRole(SORT_ROLE)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def threshold(self) -> float:
        """The smallest share shown (0..1)."""
        return self._threshold

    def set_threshold(self, share: float) -> None:
        """Show only the pairs where max(a_in_b, b_in_a) >= ``share``."""
        if share == self._threshold:
            return
        if hasattr(self, "beginFilterChange"):  # Qt 6.9+; invalidateRowsFilter is deprecated
            self.beginFilterChange()
            self._threshold = share
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._threshold = share
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, row: int, parent: ModelIndex) -> bool:  # noqa: N802 (Qt name)
        model = self.sourceModel()
        if not isinstance(model, PairTableModel):
            return True
        pair = model.pair(row)
        return max(pair.a_in_b, pair.b_in_a) >= self._threshold - 1e-9


class ClassView(QWidget):
    """Which papers of a checked class share text.

    Signals: ``pairActivated(str path_a, str path_b)`` (a row double-clicked or Enter, or a
    square of the picture clicked), ``paperActivated(str path)`` (a paper's name in the picture
    double-clicked), ``thresholdChanged(float share)`` (0..1, to remember it).
    """

    pairActivated = Signal(object, object)  # str paths: a QString drops undecodable bytes
    paperActivated = Signal(object)  # a str path (see pairActivated)
    thresholdChanged = Signal(float)

    def __init__(self, parent: QWidget | None = None, threshold: float = 0.05) -> None:
        super().__init__(parent)
        self._batch = BatchResult((), (), (), 0)
        self._selecting_group = False

        top = self._build_top(threshold)
        self._build_pair_table()
        groups_label, groups_help = self._build_lists()
        self._build_matrix()
        self._build_layout(top, groups_label, groups_help)
        self.threshold_box.valueChanged.connect(self._threshold_edited)
        self._refresh()

    def _build_top(self, threshold: float) -> QHBoxLayout:
        """The title, the summary and the threshold of the pairs shown."""
        self.title_label = QLabel(self)
        title_font = QFont(self.title_label.font())
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.2)
        self.title_label.setFont(title_font)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.hide()
        self.summary_label = QLabel(self)
        self.summary_label.setTextFormat(Qt.TextFormat.PlainText)
        self.summary_label.setWordWrap(True)

        self.threshold_box = QDoubleSpinBox(self)
        self.threshold_box.setRange(0.0, 100.0)
        self.threshold_box.setDecimals(1)
        self.threshold_box.setSingleStep(1.0)
        self.threshold_box.setSuffix(self.tr(" %"))
        self.threshold_box.setValue(self._clamp(threshold) * 100)
        self.threshold_box.setToolTip(
            self.tr(
                "List a pair of papers when at least this share of one of them was also found "
                "in the other"
            )
        )
        threshold_label = QLabel(self.tr("Show pairs sharing at least"), self)
        threshold_label.setBuddy(self.threshold_box)

        top = QHBoxLayout()
        top.addWidget(self.summary_label, 1)
        top.addWidget(threshold_label)
        top.addWidget(self.threshold_box)
        return top

    def _build_pair_table(self) -> None:
        """The table of pairs of papers (filtered by the threshold, sortable)."""
        self.pairs_model = PairTableModel(self)
        self.pairs_proxy = PairFilterModel(self)
        self.pairs_proxy.setSourceModel(self.pairs_model)
        self.pairs_proxy.set_threshold(self.threshold_box.value() / 100)
        self.pair_table = QTableView(self)
        self.pair_table.setModel(self.pairs_proxy)
        self.pair_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.pair_table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.pair_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.pair_table.setSortingEnabled(True)
        self.pair_table.verticalHeader().hide()
        self.pair_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.pair_table.setWordWrap(False)
        self.pair_table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        header = self.pair_table.horizontalHeader()
        _size_columns(header, self.pairs_model)
        # Largest first, as the batch lists them, until the teacher sorts by a column.
        header.setSortIndicator(-1, Qt.SortOrder.DescendingOrder)
        self.pairs_proxy.sort(-1)
        self.pair_table.setToolTip(self.tr("Double-click a pair to compare the two papers"))
        self.pair_table.activated.connect(self._row_activated)
        self.pair_table.selectionModel().selectionChanged.connect(self._pairs_selected)
        self.pairs_empty_label = QLabel(self)
        self.pairs_empty_label.setWordWrap(True)
        self.pairs_empty_label.setTextFormat(Qt.TextFormat.PlainText)

    def _build_lists(self) -> tuple[QLabel, QLabel]:
        """The groups and the common sources; returns the groups' heading and help."""
        self.groups_list = QListWidget(self)
        self.groups_list.setWordWrap(True)
        self.groups_list.itemSelectionChanged.connect(self._group_selected)
        groups_label = QLabel(self.tr("Groups"), self)
        groups_label.setFont(QFont(groups_label.font().family(), -1, QFont.Weight.Bold))
        groups_help = QLabel(
            self.tr(
                "Papers are grouped when they share text that is not found in the corpus. "
                "Click a group to select its pairs."
            ),
            self,
        )
        groups_help.setWordWrap(True)
        self.common_list = QListWidget(self)
        self.common_list.setWordWrap(True)
        self.common_list.itemSelectionChanged.connect(self._common_selected)
        self.common_label = QLabel(self.tr("Common sources (not collusion)"), self)
        self.common_label.setFont(QFont(self.common_label.font().family(), -1, QFont.Weight.Bold))
        self.common_label.setToolTip(
            self.tr(
                "Papers that share text only because each copied the same document of the "
                "corpus: the text is attributed to that source, not to a classmate"
            )
        )

        return groups_label, groups_help

    def _build_matrix(self) -> None:
        """The picture of the class, and what its hatching and missing papers mean."""
        self.matrix = SimilarityMatrix(self)
        self.matrix.cellActivated.connect(self.pairActivated)
        self.matrix.paperActivated.connect(self.paperActivated)
        self.matrix.setToolTip(
            self.tr("Click a square to compare the two papers of its row and column")
        )
        self.hatch_label = QLabel(
            self.tr("Hatched squares: the two papers share text only through a corpus source."),
            self,
        )
        self.hatch_label.setWordWrap(True)
        self.hatch_label.hide()
        self.unreadable_label = QLabel(self)
        self.unreadable_label.setWordWrap(True)
        self.unreadable_label.setTextFormat(Qt.TextFormat.PlainText)
        self.unreadable_label.hide()

    def _build_layout(self, top: QHBoxLayout, groups_label: QLabel, groups_help: QLabel) -> None:
        """Pairs, groups and common sources (left) beside the picture (right)."""
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        pairs_label = QLabel(self.tr("Pairs of papers"), self)
        pairs_label.setFont(QFont(pairs_label.font().family(), -1, QFont.Weight.Bold))
        left_layout.addWidget(pairs_label)
        left_layout.addWidget(self.pairs_empty_label)
        left_layout.addWidget(self.pair_table, 3)
        left_layout.addWidget(groups_label)
        left_layout.addWidget(groups_help)
        left_layout.addWidget(self.groups_list, 2)
        left_layout.addWidget(self.common_label)
        left_layout.addWidget(self.common_list, 1)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.matrix, 1)
        right_layout.addWidget(self.hatch_label)
        right_layout.addWidget(self.unreadable_label)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([2000, 1000])  # 2:1 of the width, whatever the parts would like
        left.setMinimumWidth(char_width(self.fontMetrics()) * 56)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

    # ------------------------------------------------------------------ API

    def batch(self) -> BatchResult:
        """The class shown."""
        return self._batch

    def set_batch(self, batch: BatchResult, title: str = "") -> None:
        """Show a checked class; ``title`` (e.g. the folder's name) heads the view."""
        self._batch = batch
        self.title_label.setText(title)
        self.title_label.setVisible(bool(title))
        paths = [p.path for p in batch.papers]
        paths += [path for pair in batch.pairs for path in (pair.a, pair.b)]
        paths += [path for group in batch.clusters for path in group]
        names = short_names(paths)
        groups = {path: n for n, group in enumerate(batch.clusters, 1) for path in group}
        sources = short_names(c.path for c in batch.common_sources)
        self.pairs_model.set_pairs(list(batch.pairs), names, groups, sources)
        self.matrix.set_batch(batch)
        self._fill_groups(names)
        self._fill_common(names, sources)
        self._fill_unreadable(names)
        self._refresh()

    def threshold(self) -> float:
        """The smallest share (0..1) a pair needs to be listed."""
        return self.pairs_proxy.threshold()

    def set_threshold(self, share: float) -> None:
        """List the pairs where one paper shares at least ``share`` (0..1) with the other."""
        self.threshold_box.setValue(self._clamp(share) * 100)

    def visible_pairs(self) -> list[tuple[str, str]]:
        """The (path_a, path_b) of the table's rows, top to bottom."""
        return [
            self.pairs_proxy.index(row, 0).data(ROW_ROLE)
            for row in range(self.pairs_proxy.rowCount())
        ]

    def select_group(self, number: int) -> None:
        """Select group ``number`` (1-based) in the list: its pairs in the table, its block in
        the picture."""
        for row in range(self.groups_list.count()):
            item = self.groups_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole + 1) == number:
                self.groups_list.setCurrentItem(item)
                return

    # ------------------------------------------------------------ internals

    @staticmethod
    def _clamp(share: float) -> float:
        try:
            value = float(share)
        except (TypeError, ValueError):
            return 0.05
        return min(1.0, max(0.0, value)) if value == value else 0.05

    def _threshold_edited(self, value: float) -> None:
        share = value / 100
        if share == self.pairs_proxy.threshold():
            return
        self.pairs_proxy.set_threshold(share)
        self._refresh()
        self.thresholdChanged.emit(share)

    def _refresh(self) -> None:
        self.summary_label.setText(self._summary())
        rows = self.pairs_proxy.rowCount()
        if rows:
            self.pairs_empty_label.hide()
        else:
            if self._batch.pairs:
                text = self.tr(
                    "No pair of papers shares {share} or more. Lower the threshold to see the "
                    "pairs that share less."
                ).format(share=_share_text(self.threshold()))
            else:
                text = self.tr("No two papers share passages.")
            self.pairs_empty_label.setText(text)
            self.pairs_empty_label.show()

    def _summary(self) -> str:
        checked = sum(1 for p in self._batch.papers if p.error is None)
        unreadable = len(self._batch.papers) - checked
        pairs = self.pairs_proxy.rowCount()
        groups = len(self._batch.clusters)
        share = _share_text(self.threshold())
        parts = [
            self.tr("%n paper(s) checked", "", checked),
            self.tr("%n pair(s) above {share}", "", pairs).format(share=share),
            self.tr("%n group(s)", "", groups),
        ]
        common = {p for c in self._batch.common_sources for p in c.papers}
        if common:
            parts.append(self.tr("%n paper(s) share a common source", "", len(common)))
        if unreadable:
            parts.append(self.tr("%n not checked", "", unreadable))
        return self.tr(", ").join(parts)

    def _listed(self, names: dict[str, str], paths: tuple[str, ...]) -> str:
        """The short names of ``paths``, the first few and "and n more"."""
        listed = ", ".join(names.get(p, p) for p in paths[:GROUP_NAMES_SHOWN])
        if len(paths) > GROUP_NAMES_SHOWN:
            listed = self.tr("{names} and {n} more").format(
                names=listed, n=len(paths) - GROUP_NAMES_SHOWN
            )
        return listed

    def _fill_groups(self, names: dict[str, str]) -> None:
        self.groups_list.blockSignals(True)
        self.groups_list.clear()
        for number, group in enumerate(self._batch.clusters, 1):
            listed = self._listed(names, group)
            text = self.tr("Group {number}: %n paper(s) \u2014 {names}", "", len(group)).format(
                number=number, names=listed
            )
            item = QListWidgetItem(text, self.groups_list)
            item.setData(Qt.ItemDataRole.UserRole, tuple(group))
            item.setData(Qt.ItemDataRole.UserRole + 1, number)
            item.setToolTip("\n".join(group))
        if not self._batch.clusters:
            item = QListWidgetItem(self.tr("No groups: no two papers share passages."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.groups_list.addItem(item)
        self.groups_list.blockSignals(False)
        self.matrix.set_highlighted_group(())

    def _fill_common(self, names: dict[str, str], sources: dict[str, str]) -> None:
        self.common_list.blockSignals(True)
        self.common_list.clear()
        for common in self._batch.common_sources:
            listed = self._listed(names, common.papers)
            text = self.tr(
                "{source}: %n paper(s) share text only through it \u2014 {names}",
                "",
                len(common.papers),
            ).format(source=sources.get(common.path, common.path), names=listed)
            item = QListWidgetItem(text, self.common_list)
            item.setData(Qt.ItemDataRole.UserRole, tuple(common.papers))
            item.setData(Qt.ItemDataRole.UserRole + 1, common.path)
            item.setToolTip("\n".join([common.path, *common.papers]))
        self.common_list.blockSignals(False)
        any_common = bool(self._batch.common_sources)
        for widget in (self.common_label, self.common_list, self.hatch_label):
            widget.setVisible(any_common)
        # The Group column says "via <source>" for these pairs: room for a short source name.
        header = self.pair_table.horizontalHeader()
        metrics = header.fontMetrics()
        texts = [self.pairs_model.via(n) for n in sources.values()]
        texts.append(
            str(self.pairs_model.headerData(PairTableModel.GROUP, Qt.Orientation.Horizontal))
        )
        widest = max(metrics.horizontalAdvance(t) for t in texts)
        limit = char_width(metrics) * GROUP_CELL_CHARS
        header.resizeSection(
            PairTableModel.GROUP,
            max(metrics.horizontalAdvance("100.0%"), min(widest, limit)) + 16,
        )

    def _fill_unreadable(self, names: dict[str, str]) -> None:
        failed = [p for p in self._batch.papers if p.error is not None]
        if not failed:
            self.unreadable_label.hide()
            self.unreadable_label.clear()
            return
        lines = [self.tr("Not checked:")]
        lines += [
            self.tr("{name} \u2014 {error}").format(
                name=names.get(p.path, p.path), error=outcome_error(p)
            )
            for p in failed
        ]
        self.unreadable_label.setText("\n".join(lines))
        self.unreadable_label.setToolTip("\n".join(p.path for p in failed))
        self.unreadable_label.show()

    def _row_activated(self, index: QModelIndex) -> None:
        pair = index.siblingAtColumn(0).data(ROW_ROLE) if index.isValid() else None
        if pair:
            self.pairActivated.emit(pair[0], pair[1])

    def _selected_pairs(self) -> list[tuple[str, str]]:
        rows = self.pair_table.selectionModel().selectedRows()
        return [index.data(ROW_ROLE) for index in rows]

    def _pairs_selected(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self.matrix.set_highlighted_pairs(self._selected_pairs())
        if self._selecting_group:
            return
        for lists in (self.groups_list, self.common_list):
            if lists.selectedItems():
                _clear_quietly(lists)
                self.matrix.set_highlighted_group(())

    def _group_selected(self) -> None:
        _clear_quietly(self.common_list)
        items = self.groups_list.selectedItems()
        members = set(items[0].data(Qt.ItemDataRole.UserRole) or ()) if items else set()
        self._select_members(members)

    def _common_selected(self) -> None:
        _clear_quietly(self.groups_list)
        items = self.common_list.selectedItems()
        members = set(items[0].data(Qt.ItemDataRole.UserRole) or ()) if items else set()
        self._select_members(members)

    def _select_members(self, members: set[str]) -> None:
        """Highlight these papers in the picture and select the pairs among them."""
        self.matrix.set_highlighted_group(members)
        selection = QItemSelection()
        for row in range(self.pairs_proxy.rowCount()):
            a, b = self.pairs_proxy.index(row, 0).data(ROW_ROLE)
            if a in members and b in members:
                last = self.pairs_proxy.index(row, PairTableModel.COLUMNS - 1)
                selection.select(self.pairs_proxy.index(row, 0), last)
        self._selecting_group = True
        try:
            self.pair_table.selectionModel().select(
                selection, QItemSelectionModel.SelectionFlag.ClearAndSelect
            )
            if not selection.isEmpty():
                self.pair_table.scrollTo(selection.indexes()[0])
        finally:
            self._selecting_group = False


def _size_columns(header: QHeaderView, model: PairTableModel) -> None:
    """The names share the width; the figures as wide as their header or "100.0%" (no room
    kept for a sort arrow)."""
    header.setSectionResizeMode(PairTableModel.PAPER_A, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(PairTableModel.PAPER_B, QHeaderView.ResizeMode.Stretch)
    metrics = header.fontMetrics()
    for column in (PairTableModel.A_IN_B, PairTableModel.B_IN_A, PairTableModel.GROUP):
        label = str(model.headerData(column, Qt.Orientation.Horizontal))
        width = max(metrics.horizontalAdvance(label), metrics.horizontalAdvance("100.0%"))
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(column, width + 16)
