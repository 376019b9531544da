"""The documents table of the corpus manager: one row per indexed document, sortable by raw
values and filtered by title, path or author."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from app.corpus.store import StoredDocument
from app.gui.item_roles import ROW_ROLE, SORT_ROLE
from app.report.labels import file_name


def format_number(value: int) -> str:
    """An integer in the user's locale (4,210 / 4 210)."""
    return QLocale().toString(int(value))


class DocumentsModel(QAbstractTableModel):
    """The documents of one collection (or all of them) as table rows."""

    TITLE, FILE, COLLECTION, WORDS, LANGUAGE, ADDED = range(6)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._documents: list[StoredDocument] = []
        self._languages: dict[str, str] = {}
        self._dates: dict[str, str] = {}

    def set_documents(self, documents: Sequence[StoredDocument]) -> None:
        """Show ``documents`` (replaces the rows)."""
        self.beginResetModel()
        self._documents = list(documents)
        self.endResetModel()

    def document(self, row: int) -> StoredDocument:
        """The document of a (source) row."""
        return self._documents[row]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._documents)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                self.tr("Title"),
                self.tr("File"),
                self.tr("Collection"),
                self.tr("Words"),
                self.tr("Language"),
                self.tr("Added"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("The document's title (from the file, or its name)"),
                self.tr("The file the text was read from; for a .zip, the member inside it"),
                self.tr("The collection the document belongs to"),
                self.tr("How many words the extracted text has"),
                self.tr("The language Imbrex recognised in the text"),
                self.tr("When the document was added to the corpus"),
            )[section]
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        doc = self._documents[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                doc.title or file_name(doc.path),
                file_name(doc.path),
                doc.collection,
                format_number(doc.words),
                self._language(doc.language),
                self._date(doc.added),
            )[column]
        if role == SORT_ROLE:
            return (
                (doc.title or file_name(doc.path)).casefold(),
                doc.path.casefold(),
                doc.collection.casefold(),
                doc.words,
                self._language(doc.language).casefold(),
                doc.added,
            )[column]
        if role == ROW_ROLE:
            return doc.id
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.TITLE and doc.author:
                return self.tr("{title} — by {author}").format(title=doc.title, author=doc.author)
            if column == self.FILE:
                return doc.path
            if column == self.LANGUAGE:
                return doc.language
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.WORDS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _language(self, code: str) -> str:
        name = self._languages.get(code)
        if name is None:
            language = QLocale(code).language() if code else QLocale.Language.C
            name = code if language == QLocale.Language.C else QLocale.languageToString(language)
            self._languages[code] = name
        return name

    def _date(self, added: str) -> str:
        shown = self._dates.get(added)
        if shown is None:
            moment = QDateTime.fromString(added, Qt.DateFormat.ISODate)
            shown = (
                QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
                if moment.isValid()
                else added
            )
            self._dates[added] = shown
        return shown


class DocumentsFilter(QSortFilterProxyModel):
    """Sorts by raw values and keeps the rows whose title, path or author contain the text
    typed in the filter box (case-insensitive)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self.setSortRole(SORT_ROLE)

    def set_text(self, text: str) -> None:
        """Keep only the documents matching ``text`` (all of them when it is empty)."""
        self.beginFilterChange()
        self._needle = text.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        if not self._needle:
            return True
        model = self.sourceModel()
        if not isinstance(model, DocumentsModel):
            return True
        doc = model.document(source_row)
        return any(self._needle in value.casefold() for value in (doc.title, doc.path, doc.author))
