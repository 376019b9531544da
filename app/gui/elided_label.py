"""A one-line label that elides its text in the middle to fit, instead of widening its window."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from app.gui.text_metrics import char_width


class ElidedLabel(QLabel):
    """Plain text cut in the middle ("Harry_Irw…tance.pdf") when the label is narrower than
    it; the start (usually the student's name) and the extension stay. The full text is
    ``full_text()``; its minimum width is a few characters, so a long file name never forces
    the window wider."""

    MIN_CHARS = 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def full_text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._full = text
        self._elide()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        return QSize(char_width(self.fontMetrics()) * self.MIN_CHARS, hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(
            self.fontMetrics().horizontalAdvance(self._full) + 4, super().sizeHint().height()
        )

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(
            self._full, Qt.TextElideMode.ElideMiddle, self.width()
        )
        super().setText(shown)
