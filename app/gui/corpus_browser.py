"""The corpus manager's lists: the collections with their document and word counts (left) and
the documents of the selected collection (right: sortable, filterable, multi-select).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.corpus.store import StoredDocument
from app.gui.corpus_documents import DocumentsFilter, DocumentsModel
from app.gui.item_roles import ROW_ROLE
from app.gui.plain_text import plain_tooltip


class CorpusBrowser(QSplitter):
    """The collections (left) and the documents of the selected one (right).
    ``selectionChanged`` follows a change of collection or of the selected documents."""

    selectionChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.documents: list[StoredDocument] = []
        self.collections_list = QListWidget()
        self.collections_list.setToolTip(
            self.tr("Collections group the corpus's documents (e.g. textbooks, earlier years)")
        )
        self.collections_list.currentItemChanged.connect(lambda *_: self._show_collection())
        self.addWidget(self.collections_list)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter by title or file name"))
        self.filter_edit.setClearButtonEnabled(True)
        right_layout.addWidget(self.filter_edit)
        self.documents_model = DocumentsModel(self)
        self.documents_filter = DocumentsFilter(self)
        self.documents_filter.setSourceModel(self.documents_model)
        self.filter_edit.textChanged.connect(self.documents_filter.set_text)
        self.documents_view = QTableView()
        self.documents_view.setModel(self.documents_filter)
        self.documents_view.setSortingEnabled(True)
        self.documents_view.sortByColumn(DocumentsModel.TITLE, Qt.SortOrder.AscendingOrder)
        self.documents_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.documents_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.documents_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.documents_view.verticalHeader().hide()
        self.documents_view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.documents_view.setWordWrap(False)
        header = self.documents_view.horizontalHeader()
        header.setResizeContentsPrecision(200)  # a 10,000-document corpus stays quick
        header.setSectionResizeMode(DocumentsModel.TITLE, QHeaderView.ResizeMode.Stretch)
        for column in (DocumentsModel.WORDS, DocumentsModel.LANGUAGE, DocumentsModel.ADDED):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.resizeSection(DocumentsModel.FILE, 180)
        header.resizeSection(DocumentsModel.COLLECTION, 140)
        header.setMinimumSectionSize(60)
        self.documents_view.selectionModel().selectionChanged.connect(
            lambda *_: self.selectionChanged.emit()
        )
        right_layout.addWidget(self.documents_view)
        self.addWidget(right)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 2)
        self.setSizes([330, 670])

    def set_documents(self, documents: Sequence[StoredDocument]) -> None:
        """List ``documents`` by collection, keeping the selected collection."""
        selected = self.selected_collection()
        self.documents = list(documents)
        self.collections_list.blockSignals(True)
        self.collections_list.clear()
        totals: dict[str, list[int]] = {}
        for doc in documents:
            row = totals.setdefault(doc.collection, [0, 0])
            row[0] += 1
            row[1] += doc.words
        everything = QListWidgetItem(
            self.tr("All documents — {documents}, {words}").format(
                documents=self.documents_text(len(documents)),
                words=self.words_text(sum(doc.words for doc in documents)),
            )
        )
        everything.setData(Qt.ItemDataRole.UserRole, None)
        self.collections_list.addItem(everything)
        current = everything
        for name in sorted(totals, key=str.casefold):
            count, words = totals[name]
            item = QListWidgetItem(
                self.tr("{name} — {documents}, {words}").format(
                    name=name,
                    documents=self.documents_text(count),
                    words=self.words_text(words),
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setToolTip(plain_tooltip(item.text()))
            self.collections_list.addItem(item)
            if name == selected:
                current = item
        self.collections_list.setCurrentItem(current)
        self.collections_list.blockSignals(False)
        self._show_collection()

    def _show_collection(self) -> None:
        collection = self.selected_collection()
        shown = [
            doc for doc in self.documents if collection is None or doc.collection == collection
        ]
        self.documents_model.set_documents(shown)
        self.documents_view.setColumnHidden(DocumentsModel.COLLECTION, collection is not None)
        self.selectionChanged.emit()

    def documents_text(self, count: int) -> str:
        """ "1 document", "4,210 documents" in the interface's language."""
        return self.tr("%Ln document(s)", "", count)

    def words_text(self, count: int) -> str:
        """ "1 word", "4,210 words" in the interface's language."""
        return self.tr("%Ln word(s)", "", count)

    def collections(self) -> list[str]:
        """The names of the collections, in the order listed."""
        return [
            self.collections_list.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(1, self.collections_list.count())
        ]

    def selected_collection(self) -> str | None:
        """The collection selected on the left; None for "All documents"."""
        item = self.collections_list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def select_collection(self, name: str | None) -> bool:
        """Select a collection by name (None: all documents); False if there is none such."""
        for row in range(self.collections_list.count()):
            item = self.collections_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == name:
                self.collections_list.setCurrentItem(item)
                return True
        return False

    def shown_documents(self) -> list[StoredDocument]:
        """The documents in the table, in the order shown (sorted and filtered)."""
        return [
            self.documents_model.document(
                self.documents_filter.mapToSource(self.documents_filter.index(row, 0)).row()
            )
            for row in range(self.documents_filter.rowCount())
        ]

    def selected_document_ids(self) -> list[int]:
        """Ids of the documents selected in the table."""
        selection = self.documents_view.selectionModel()
        if selection is None:
            return []
        return [int(index.data(ROW_ROLE)) for index in selection.selectedRows(DocumentsModel.TITLE)]
