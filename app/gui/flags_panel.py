"""The signs of hidden or altered text in a paper, each one a click away from its place, and
what went wrong reading the file (a misnamed file, a damaged part), as the reports list it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from app.gui.labels import flag_advice, flag_name
from app.report.labels import WHOLE_FILE_FLAGS, file_name, is_invisible
from app.report.model import Report

SPAN_ROLE = Qt.ItemDataRole.UserRole


class FlagsPanel(QListWidget):
    """One row per flag; ``flagActivated(start, end)`` asks the paper view to show it."""

    flagActivated = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.itemActivated.connect(self._activated)
        self.itemClicked.connect(self._activated)

    def show_flags(self, report: Report, text: str) -> None:
        self.clear()
        for flag in report.flags:
            kind = flag.kind
            name = flag_name(kind)
            whole_paper = flag.start >= flag.end  # e.g. a near-duplicate: the paper
            if kind in WHOLE_FILE_FLAGS:
                label = name
            elif whole_paper:
                label = f"{name}: {file_name(flag.detail)}" if flag.detail else name
            else:
                excerpt = "".join(
                    " " if ch in "\n\r\t" else "\u2423" if is_invisible(ch) else ch
                    for ch in text[max(0, flag.start - 20) : flag.end + 20]
                )
                label = f"{name}: …{excerpt}…"
            item = QListWidgetItem("⚠ " + label, self)
            item.setToolTip(flag_advice(kind) + ("\n" + flag.detail if flag.detail else ""))
            if not whole_paper:
                item.setData(SPAN_ROLE, (flag.start, flag.end))
        for warning in report.warnings:  # not a place in the text: nowhere to jump to
            item = QListWidgetItem(
                "⚠ " + self.tr("Reading the file: {warning}").format(warning=warning), self
            )
            item.setToolTip(
                self.tr(
                    "The text Imbrex compared may differ from what the file shows; check the "
                    "file by eye."
                )
            )
        if not report.flags:
            item = QListWidgetItem(self.tr("No sign of hidden or altered text."), self)
            item.setFlags(Qt.ItemFlag.NoItemFlags)

    @staticmethod
    def count_of(report: Report) -> int:
        """The rows that are not the all-clear: the flags and the reading warnings."""
        return len(report.flags) + len(report.warnings)

    def _activated(self, item: QListWidgetItem) -> None:
        span = item.data(SPAN_ROLE)
        if span:
            self.flagActivated.emit(int(span[0]), int(span[1]))
