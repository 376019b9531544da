"""The corpus manager's message area: what the last job did, in one paragraph with an icon,
the files concerned behind "Show details", and "Remove them from the index" after a refresh
that found files missing. No popups: the teacher reads it when they look.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from app.corpus.indexer import IndexSummary
from app.gui.corpus_documents import format_number
from app.report.labels import file_name


class CorpusMessages(QFrame):
    """The message area below the corpus manager's lists (hidden until there is a message).

    ``removeMissing(origins)`` asks for the documents of the missing files of the last refresh
    to be removed from the index."""

    removeMissing = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: What the last add or refresh did (None before the first).
        self.last_summary: IndexSummary | None = None
        #: The files the last refresh found missing, still in the index.
        self.missing: list[str] = []
        self.setFrameShape(QFrame.Shape.StyledPanel)
        message_layout = QVBoxLayout(self)
        message_row = QHBoxLayout()
        self.message_icon = QLabel()
        self.message_label = QLabel()
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details_button = QPushButton(self.tr("Show details"))
        self.details_button.setAutoDefault(False)
        self.details_button.setToolTip(self.tr("List every file concerned, with the reason"))
        self.details_button.clicked.connect(self._toggle_details)
        self.remove_missing_button = QPushButton(self.tr("Remove them from the index"))
        self.remove_missing_button.setAutoDefault(False)
        self.remove_missing_button.setToolTip(
            self.tr(
                "Remove the documents of the missing files from the corpus; nothing on disk "
                "is changed"
            )
        )
        self.remove_missing_button.clicked.connect(lambda: self.removeMissing.emit(self.missing))
        message_row.addWidget(self.message_icon, 0, Qt.AlignmentFlag.AlignTop)
        message_row.addWidget(self.message_label, 1)
        message_row.addWidget(self.remove_missing_button, 0, Qt.AlignmentFlag.AlignTop)
        message_row.addWidget(self.details_button, 0, Qt.AlignmentFlag.AlignTop)
        message_layout.addLayout(message_row)
        self.details_view = QPlainTextEdit()
        self.details_view.setReadOnly(True)
        self.details_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details_view.setMaximumHeight(160)
        message_layout.addWidget(self.details_view)
        self.details_view.hide()
        self.remove_missing_button.hide()
        self.hide()

    def tell(
        self, text: str, icon: QStyle.StandardPixmap, details: str = "", missing: bool = False
    ) -> None:
        """Show ``text`` with ``icon``; ``details`` behind "Show details"; ``missing``: offer
        to remove the missing files from the index."""
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.message_icon.setPixmap(self.style().standardIcon(icon).pixmap(size, size))
        self.message_label.setText(text)
        self.details_view.setPlainText(details)
        self.details_view.hide()
        self.details_button.setText(self.tr("Show details"))
        self.details_button.setVisible(bool(details))
        self.remove_missing_button.setVisible(missing)
        self.show()

    def forget_missing(self) -> None:
        """The missing files are being removed: no longer offer it."""
        self.missing = []
        self.remove_missing_button.hide()

    def _toggle_details(self) -> None:
        showing = not self.details_view.isVisible()
        self.details_view.setVisible(showing)
        self.details_button.setText(self.tr("Hide details") if showing else self.tr("Show details"))

    def tell_summary(self, summary: IndexSummary, refreshing: bool) -> None:
        """Say what an add or refresh did, in the message area (no popup)."""
        self.last_summary = summary
        self.missing = list(summary.missing)
        self.tell(
            self.summary_text(summary, refreshing),
            QStyle.StandardPixmap.SP_MessageBoxWarning
            if summary.failed or summary.missing or summary.cancelled
            else QStyle.StandardPixmap.SP_MessageBoxInformation,
            self.summary_details(summary),
            missing=bool(summary.missing) and not summary.cancelled,
        )

    def summary_text(self, summary: IndexSummary, refreshing: bool = False) -> str:
        """One paragraph: "Added 3, updated 1, unchanged 5; 1 file could not be read: …"."""
        parts: list[str] = []
        if summary.cancelled:
            parts.append(self.tr("Stopped before the end; what was done until then is kept."))
        parts.append(self._counts_text(summary, refreshing))
        if summary.duplicates:
            first = summary.duplicates[0]
            if len(summary.duplicates) == 1:
                parts.append(
                    self.tr("{name} has the same text as {other}, already in the corpus.").format(
                        name=file_name(first.path), other=file_name(first.same_as)
                    )
                )
            else:
                parts.append(
                    self.tr(
                        "%Ln documents have the same text as documents already in the corpus.",
                        "",
                        len(summary.duplicates),
                    )
                )
        if summary.near_duplicates:
            first = summary.near_duplicates[0]
            if len(summary.near_duplicates) == 1:
                parts.append(
                    self.tr(
                        "{name} is nearly the same text as {other}, already in the corpus; it "
                        "was added all the same."
                    ).format(name=file_name(first.path), other=file_name(first.same_as))
                )
            else:
                parts.append(
                    self.tr(
                        "%Ln documents are nearly the same text as documents already in the "
                        "corpus (see the details).",
                        "",
                        len(summary.near_duplicates),
                    )
                )
        if summary.warnings:
            parts.append(
                self.tr(
                    "%Ln document(s) added with a note (see the details).",
                    "",
                    len(summary.warnings),
                )
            )
        parts += self._missing_and_removed(summary)
        return " ".join(parts)

    def _counts_text(self, summary: IndexSummary, refreshing: bool) -> str:
        """ "Added 3, updated 1, unchanged 5" and the files that could not be read."""
        counts = self.tr("Added {added}, updated {updated}, unchanged {unchanged}").format(
            added=format_number(len(summary.added)),
            updated=format_number(len(summary.updated)),
            unchanged=format_number(summary.unchanged),
        )
        if (
            not refreshing
            and not summary.cancelled
            and not (summary.added or summary.updated or summary.unchanged or summary.failed)
        ):
            counts = self.tr("No documents were found in what was given")
        failed = summary.failed
        if len(failed) == 1:
            counts += self.tr("; 1 file could not be read: {name} — {reason}").format(
                name=file_name(failed[0].path), reason=failed[0].message
            )
        elif failed:
            counts += self.tr("; %Ln files could not be read (see the details).", "", len(failed))
        else:
            counts += "."
        return counts

    def _missing_and_removed(self, summary: IndexSummary) -> list[str]:
        """The sentences on files found missing and documents removed from the index."""
        parts: list[str] = []
        if summary.missing:
            if len(summary.missing) == 1:
                parts.append(
                    self.tr(
                        "1 file is missing (moved or deleted) and is still in the index: {name}."
                    ).format(name=file_name(summary.missing[0]))
                )
            else:
                parts.append(
                    self.tr(
                        "%Ln files are missing (moved or deleted) and are still in the index.",
                        "",
                        len(summary.missing),
                    )
                )
        if summary.removed:
            parts.append(self.tr("%Ln removed from the index.", "", len(summary.removed)))
        if summary.others:
            parts.append(
                self.tr(
                    "%Ln document(s) of colleagues' collections left alone (a refresh looks "
                    "after your own collections only).",
                    "",
                    summary.others,
                )
            )
        return parts

    def summary_details(self, summary: IndexSummary) -> str:
        """Every file concerned by an add or refresh, one a line, with the reason."""
        sections: list[tuple[str, list[str]]] = [
            (
                self.tr("Could not be read:"),
                [f"{failure.path} — {failure.message}" for failure in summary.failed],
            ),
            (
                self.tr("Missing (moved or deleted), still in the index:"),
                list(summary.missing),
            ),
            (
                self.tr("Same text as a document already in the corpus:"),
                [
                    self.tr("{path} — same text as {other}").format(
                        path=duplicate.path, other=duplicate.same_as
                    )
                    for duplicate in summary.duplicates
                ],
            ),
            (
                self.tr("Nearly the same text as a document already in the corpus:"),
                [
                    self.tr("{path} — nearly the same text as {other}").format(
                        path=near.path, other=near.same_as
                    )
                    for near in summary.near_duplicates
                ],
            ),
            (
                self.tr("Added with a note:"),
                [f"{notice.path} — {notice.message}" for notice in summary.warnings],
            ),
            (self.tr("Removed from the index:"), list(summary.removed)),
        ]
        lines: list[str] = []
        for heading, entries in sections:
            if entries:
                if lines:
                    lines.append("")
                lines.append(heading)
                lines.extend(f"  {entry}" for entry in entries)
        return "\n".join(lines)
