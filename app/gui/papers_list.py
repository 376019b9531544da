"""The checked papers: overall similarity on a colour scale, the word-for-word share, top
source, flags; sortable and filtered by a threshold. Unreadable papers stay in the list with
their error."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QColor, QIcon, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.gui.error_text import outcome_error
from app.gui.item_roles import ROW_ROLE, SORT_ROLE
from app.gui.session import PaperEntry
from app.gui.text_metrics import char_width
from app.gui.theme import view_colours
from app.gui.top_source_cell import TopSourceDelegate
from app.report.labels import document_title, percent, shown_name

Index = QModelIndex | QPersistentModelIndex

#: Similarity at which the colour scale reaches full red (a third of the paper borrowed).
SCALE_TOP = 0.35
#: The top source column's width in average characters (the paper's name takes the rest).
TOP_SOURCE_CHARS = 17
#: The paper's name keeps room for this many average characters when the batch column shows,
#: or for its longest listed name, up to `PAPER_CHARS_MOST`.
PAPER_CHARS = 16
PAPER_CHARS_MOST = 40
#: The batch column fits its titles up to this many average characters ("messy2 · 21:33").
BATCH_CHARS = 24


def similarity_colour(share: float) -> QColor:
    """Green (0 %) through yellow to red (≥ 35 %), light enough for dark text."""
    t = max(0.0, min(1.0, share / SCALE_TOP))
    hue = 120 * (1 - t)  # 120 green -> 0 red
    return QColor.fromHsv(int(hue), int(70 + 110 * t), 255)


class PapersModel(QStandardItemModel):
    """One row per paper of every batch, in the order they were checked.

    The cells are QStandardItems (stored in C++), not computed in a Python ``data()``: a
    repaint of the table makes no Python calls for them, which matters while a thread of the
    window holds the interpreter lock (a check itself runs in a child process,
    ``app.gui.check_work``). Only the "Top source" column is drawn through Python
    (`TopSourceDelegate`: one elision per visible row).
    """

    # The word-for-word column comes last in the model; the list shows it beside the similarity.
    PAPER, SIMILARITY, TOP_SOURCE, FLAGS, BATCH, WORD_FOR_WORD = range(6)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 6, parent)
        self.entries: list[PaperEntry] = []
        self._icons: dict[QStyle.StandardPixmap, QIcon] = {}
        self.setHorizontalHeaderLabels(
            [
                self.tr("Paper"),
                self.tr("Similarity"),
                self.tr("Top source"),
                self.tr("Flags"),
                self.tr("Batch"),
                self.tr("Word for word"),
            ]
        )
        tips = [
            self.tr("The checked file"),
            self.tr(
                "Share of the paper's characters inside passages that match a source, copied or "
                "reworded (hidden sources left out)"
            ),
            self.tr("The source covering most of the paper"),
            self.tr(
                "Signs of hidden or altered text (look-alike letters, invisible characters, "
                "hidden text)"
            ),
            self.tr("The drop or Open… the paper came with"),
            self.tr(
                "Share of the paper's characters in runs of three or more words identical to a "
                "source: text copied without change (hidden sources left out)"
            ),
        ]
        for column, tip in enumerate(tips):
            self.horizontalHeaderItem(column).setToolTip(tip)

    def add(self, entry: PaperEntry) -> None:
        self.entries.append(entry)
        self.appendRow(self._items(entry))

    def remove(self, entry: PaperEntry) -> None:
        row = self.entries.index(entry)
        self.removeRow(row)
        del self.entries[row]

    def refresh(self, entry: PaperEntry) -> None:
        """The entry changed (a source hidden): rewrite its row."""
        self.replace(entry, entry)

    def replace(self, old: PaperEntry, new: PaperEntry) -> None:
        """``new`` takes ``old``'s row (the paper checked again)."""
        row = self.entries.index(old)
        self.entries[row] = new
        for column, item in enumerate(self._items(new)):
            self.setItem(row, column, item)

    def row_of(self, entry: PaperEntry) -> int:
        return self.entries.index(entry)

    def _icon(self, pixmap: QStyle.StandardPixmap) -> QIcon:
        """The style's icon, made once (a few hundred rows restored at start need it)."""
        if pixmap not in self._icons:
            self._icons[pixmap] = QApplication.style().standardIcon(pixmap)
        return self._icons[pixmap]

    def _items(self, entry: PaperEntry) -> list[QStandardItem]:
        items = [QStandardItem() for _ in range(6)]
        for item in items:
            item.setEditable(False)
            item.setData(entry, ROW_ROLE)
        paper, share, top, flags, batch, identical = items
        similarity = entry.similarity
        paper.setText(entry.name)
        paper.setData(entry.name.lower(), SORT_ROLE)
        path = shown_name(entry.path)
        paper.setToolTip(f"{path}\n{entry.title}" if entry.title else path)
        batch.setText(entry.batch.title)
        batch.setData(entry.batch.id, SORT_ROLE)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        share.setTextAlignment(right)
        identical.setTextAlignment(right)
        flags.setTextAlignment(right)
        word_for_word = entry.identical
        identical.setText("" if word_for_word is None else percent(word_for_word))
        identical.setData(-1.0 if word_for_word is None else word_for_word, SORT_ROLE)
        if entry.error:
            red = QColor(view_colours().error_text)
            share.setText(self.tr("not checked"))
            share.setData(-1.0, SORT_ROLE)
            reason = outcome_error(entry.outcome)
            top.setText(reason)
            top.setData(-1.0, SORT_ROLE)
            paper.setIcon(self._icon(QStyle.StandardPixmap.SP_MessageBoxCritical))
            tip = self.tr("Could not be checked: {error}").format(error=reason)
            for item in items:
                item.setForeground(red)
                item.setToolTip(tip)
            flags.setData(0, SORT_ROLE)
            return items
        assert similarity is not None  # a paper without an error was checked
        share.setText(percent(similarity))
        share.setData(similarity, SORT_ROLE)
        share.setBackground(similarity_colour(similarity))
        share.setForeground(QColor("#111111"))
        best = entry.top_source
        # The share first, kept whole in a narrow column (`TopSourceDelegate`).
        top.setText("—" if best is None else f"{percent(best[1])} {best[0]}")
        top.setData(best[1] if best else -1.0, SORT_ROLE)
        info = entry.top_source_info
        if info is not None:
            title = document_title(info)
            top.setToolTip(f"{info.path}\n{title}" if title else info.path)
        flags.setData(entry.flags, SORT_ROLE)
        if entry.flags:
            flags.setText(str(entry.flags))
            flags.setIcon(self._icon(QStyle.StandardPixmap.SP_MessageBoxWarning))
            flags.setToolTip(
                self.tr(
                    "%n sign(s) of hidden or altered text: open the paper to see them",
                    "",
                    entry.flags,
                )
            )
        return items


class ThresholdFilter(QSortFilterProxyModel):
    """Shows papers at or above a similarity threshold (and every paper that failed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.threshold = 0.0
        self.setSortRole(SORT_ROLE)

    def lessThan(self, left: Index, right: Index) -> bool:  # noqa: N802 (Qt)
        """Papers stay grouped by batch, the newest batch first, whichever column sorts them
        within the batch."""
        # A list, no call into Qt for each comparison: sorting a few hundred rows stays cheap.
        entries = cast(PapersModel, self.sourceModel()).entries
        a, b = entries[left.row()].batch.id, entries[right.row()].batch.id
        if a != b:
            newer_first = a > b
            # Qt reverses lessThan for a descending sort: the batch order must not turn.
            return (
                newer_first if self.sortOrder() == Qt.SortOrder.AscendingOrder else not newer_first
            )
        return super().lessThan(left, right)

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
        entry: PaperEntry = model.index(row, 0, parent).data(ROW_ROLE)
        similarity = entry.similarity
        return similarity is None or similarity >= self.threshold - 1e-9


class PapersList(QWidget):
    """The table with its threshold box. ``paperSelected(PaperEntry)`` when the current row
    changes; ``thresholdChanged(float)`` when the teacher moves the threshold."""

    paperSelected = Signal(object)
    thresholdChanged = Signal(float)
    #: The width in pixels the list needs to show every column without cutting the names:
    #: sent when the batch column appears or a longer batch title arrives.
    wantsWidth = Signal(int)

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
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        _size_columns(self.table.horizontalHeader(), self.model)
        self._top_source_cell = TopSourceDelegate(self.table)
        self.table.setItemDelegateForColumn(PapersModel.TOP_SOURCE, self._top_source_cell)
        # The batch column appears once papers of a second batch arrive.
        self.table.setColumnHidden(PapersModel.BATCH, True)
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
        self.legend = QLabel(
            self.tr(
                "Similarity: text that matches a source, copied or reworded. Word for word: "
                "text identical to a source."
            ),
            self,
        )
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.legend)
        self.model.rowsInserted.connect(self._update_count)
        self.model.rowsRemoved.connect(self._update_count)
        self.model.modelReset.connect(self._update_count)
        self._update_count()
        self._context_actions: list[QAction | None] = []
        self.context_menu: QMenu | None = None

    def set_threshold(self, share: float) -> None:
        self.threshold.setValue(round(share * 100))

    def _threshold_changed(self, value: float) -> None:
        self.proxy.set_threshold(value / 100)
        self._update_count()
        self.thresholdChanged.emit(value / 100)

    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.count.setText(
            self.tr("{shown} of %n paper(s)", "", total).format(shown=shown)
            if shown != total
            else self.tr("%n paper(s)", "", total)
        )

    def add(self, entry: PaperEntry) -> None:
        self.model.add(entry)
        self._show_batch_column()

    def add_many(self, entries: list[PaperEntry]) -> None:
        """Papers restored from the results store, sorted once (not once per row)."""
        self.proxy.setDynamicSortFilter(False)
        for entry in entries:
            self.model.add(entry)
        self.proxy.setDynamicSortFilter(True)
        self._show_batch_column()

    def remove(self, entries: list[PaperEntry]) -> None:
        for entry in entries:
            self.model.remove(entry)
        self._update_count()
        self._show_batch_column()

    def replace(self, old: PaperEntry, new: PaperEntry) -> None:
        """The paper checked again: its new results take the old row (no second row; the
        proxy re-sorts and re-filters that row alone)."""
        self.model.replace(old, new)

    def _show_batch_column(self) -> None:
        """The batch column shows once papers of two batches are listed, as wide as its
        longest title (up to ``BATCH_CHARS``) so that two batches of one folder are told apart;
        when it appears or widens, ``wantsWidth`` asks for the room the names need (not at every
        paper that arrives: a list the teacher narrowed meanwhile stays as it is)."""
        titles = {e.batch.id: e.batch.title for e in self.model.entries}
        several = len(titles) > 1
        appears = several and self.table.isColumnHidden(PapersModel.BATCH)
        self.table.setColumnHidden(PapersModel.BATCH, not several)
        if not several:
            return
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        widest = max(metrics.horizontalAdvance(title) for title in titles.values())
        width = min(widest, char_width(metrics) * BATCH_CHARS) + 16
        widens = width > header.sectionSize(PapersModel.BATCH)
        if widens:
            header.resizeSection(PapersModel.BATCH, width)
        if appears or widens:
            self.wantsWidth.emit(self.needed_width())

    def needed_width(self) -> int:
        """Pixels the list needs for its visible columns, the paper's name getting its longest
        listed name (with its icon), at least ``PAPER_CHARS`` and at most ``PAPER_CHARS_MOST``
        average characters, plus the frame and a vertical scroll bar: "ben_volcanoes.docx"
        was cut to "ben_volc…oes.docx" in a list with room to spare."""
        header = self.table.horizontalHeader()
        others = sum(
            header.sectionSize(column)
            for column in range(self.model.columnCount())
            if column != PapersModel.PAPER and not self.table.isColumnHidden(column)
        )
        average = char_width(header.fontMetrics())
        names = self.table.sizeHintForColumn(PapersModel.PAPER)
        paper = min(max(names, average * PAPER_CHARS + 12), average * PAPER_CHARS_MOST)
        scroll_bar = self.table.verticalScrollBar().sizeHint().width()
        return others + paper + scroll_bar + 2 * self.table.frameWidth()

    def set_context_actions(self, actions: list[QAction | None]) -> None:
        """The actions of the list's context menu (None: a separator). Actions with a shortcut
        (Delete) work while the list has the focus."""
        self._context_actions = actions
        for action in actions:
            if action is not None and not action.shortcut().isEmpty():
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                self.table.addAction(action)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)

    def _context_menu(self, position: QPoint) -> None:
        """The row under the pointer becomes the current paper, then the menu opens there."""
        index = self.table.indexAt(position)
        if index.isValid():
            self.table.setCurrentIndex(index)
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for action in self._context_actions:
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
        self.context_menu = menu  # for tests
        menu.popup(self.table.viewport().mapToGlobal(position))

    def refresh(self, entry: PaperEntry) -> None:
        self.model.refresh(entry)
        self.proxy.invalidate()

    def current(self) -> PaperEntry | None:
        index = self.table.currentIndex()
        return None if not index.isValid() else self.proxy.data(index, ROW_ROLE)

    def select(self, entry: PaperEntry) -> None:
        source = self.model.index(self.model.row_of(entry), 0)
        index = self.proxy.mapFromSource(source)
        if index.isValid():
            self.table.setCurrentIndex(index)
            self.table.scrollTo(index)

    def clear_selection(self) -> None:
        """No paper selected (the views show something else, e.g. two compared documents)."""
        self.table.selectionModel().clear()

    def entry_for_path(self, path: str) -> PaperEntry | None:
        return next((e for e in reversed(self.model.entries) if e.path == path), None)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.paperSelected.emit(self.proxy.data(current, ROW_ROLE))


def _size_columns(header: QHeaderView, model: PapersModel) -> None:
    """The paper's name (the student) takes the rest of the width; the top source and the
    batch get a fixed share (long names elided in the middle, the full name in the tooltip,
    the columns can be widened); the figures take what they need."""
    header.setSectionResizeMode(PapersModel.PAPER, QHeaderView.ResizeMode.Stretch)
    metrics = header.fontMetrics()
    for column, chars in ((PapersModel.TOP_SOURCE, TOP_SOURCE_CHARS), (PapersModel.BATCH, 13)):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        # Never narrower than its (translated) header: "Главный источник" was cut.
        label = str(model.headerData(column, Qt.Orientation.Horizontal))
        width = max(char_width(metrics) * chars, metrics.horizontalAdvance(label) + 12)
        header.resizeSection(column, width + 12)
    for column in (PapersModel.SIMILARITY, PapersModel.FLAGS):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    # Word for word: as wide as its header or "100.0%" (no room kept for a sort arrow), so
    # the names keep their width.
    label = str(model.headerData(PapersModel.WORD_FOR_WORD, Qt.Orientation.Horizontal))
    width = max(metrics.horizontalAdvance(label), metrics.horizontalAdvance("100.0%"))
    header.setSectionResizeMode(PapersModel.WORD_FOR_WORD, QHeaderView.ResizeMode.Interactive)
    header.resizeSection(PapersModel.WORD_FOR_WORD, width + 16)
    header.moveSection(
        header.visualIndex(PapersModel.WORD_FOR_WORD),
        header.visualIndex(PapersModel.SIMILARITY) + 1,
    )
