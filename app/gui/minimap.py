"""A narrow strip showing a whole document's length: its passages as coloured bars, the current
passage outlined and the part on screen shaded. Clicking a bar asks for that passage, clicking
elsewhere asks to scroll there.

Positions are in whatever unit the owner uses consistently (the side-by-side view uses Qt text
positions); the strip only maps them linearly to its height.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

#: Least height of a passage's bar in pixels, so a short passage in a long text can be clicked.
MIN_BAR_HEIGHT = 4
#: Pixels above and below a bar that still count as a click on it.
CLICK_SLACK = 2


@dataclass(frozen=True, slots=True)
class MiniMapBar:
    """One passage on the strip: positions [start, end) and its fill colour."""

    start: int
    end: int
    colour: QColor


class MiniMap(QWidget):
    """The whole length of a document with its passages as bars.

    Signals: ``passageClicked(index)`` when a bar is clicked (index into the bars given to
    :meth:`set_passages`), ``positionClicked(position)`` when the strip is clicked elsewhere.
    """

    passageClicked = Signal(int)
    positionClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._length = 0
        self._bars: list[MiniMapBar] = []
        self._current = -1
        self._visible: tuple[int, int] | None = None
        self.setFixedWidth(16)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(
            self.tr(
                "The whole document from top to bottom. Coloured bars are passages found in "
                "the source; the outlined bar is the current passage and the shaded part is "
                "what the text pane shows. Click a bar to go to its passage, or anywhere else "
                "to scroll there."
            )
        )

    # data -----------------------------------------------------------------------------------
    def set_document_length(self, length: int) -> None:
        """The length of the document in positions (the strip's full height)."""
        self._length = max(0, int(length))
        self.update()

    def document_length(self) -> int:
        return self._length

    def set_passages(self, bars: Sequence[MiniMapBar]) -> None:
        """The passages to draw, in the order their indexes are reported by clicks."""
        self._bars = list(bars)
        if not 0 <= self._current < len(self._bars):
            self._current = -1
        self.update()

    def passages(self) -> list[MiniMapBar]:
        return list(self._bars)

    def set_current(self, index: int) -> None:
        """Outline bar ``index`` (-1: none)."""
        self._current = index if 0 <= index < len(self._bars) else -1
        self.update()

    def current(self) -> int:
        return self._current

    def set_visible_range(self, start: int, end: int) -> None:
        """The positions the text pane shows, shaded on the strip."""
        self._visible = (min(start, end), max(start, end))
        self.update()

    def visible_range(self) -> tuple[int, int] | None:
        return self._visible

    # geometry -------------------------------------------------------------------------------
    def y_of(self, position: int) -> float:
        """The strip's y coordinate of a document position."""
        if self._length <= 0:
            return 0.0
        return max(0.0, min(1.0, position / self._length)) * self.height()

    def position_at(self, y: float) -> int:
        """The document position shown at strip coordinate ``y``."""
        if self.height() <= 0:
            return 0
        share = max(0.0, min(1.0, y / self.height()))
        return round(share * self._length)

    def bar_rect(self, index: int) -> QRectF:
        """Where bar ``index`` is drawn (at least MIN_BAR_HEIGHT tall)."""
        bar = self._bars[index]
        top = self.y_of(bar.start)
        height = max(float(MIN_BAR_HEIGHT), self.y_of(bar.end) - top)
        top = min(top, max(0.0, self.height() - height))
        return QRectF(2.0, top, max(1.0, self.width() - 4.0), height)

    def bar_at(self, y: float) -> int:
        """The bar under strip coordinate ``y`` (the nearest one within CLICK_SLACK), or -1."""
        best, best_distance = -1, float(CLICK_SLACK) + 0.5
        for index in range(len(self._bars)):
            rect = self.bar_rect(index)
            if rect.top() <= y <= rect.bottom():
                distance = 0.0
            else:
                distance = min(abs(y - rect.top()), abs(y - rect.bottom()))
            if distance < best_distance or (
                distance == best_distance == 0.0 and index == self._current
            ):
                best, best_distance = index, distance
        return best

    # Qt -------------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(16, 200)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().color(self.backgroundRole()).darker(105))
        if self._visible is not None and self._length > 0:
            top, bottom = self.y_of(self._visible[0]), self.y_of(self._visible[1])
            shade = QColor(self.palette().color(self.foregroundRole()))
            shade.setAlpha(45)
            painter.fillRect(QRectF(0.0, top, self.width(), max(2.0, bottom - top)), shade)
        painter.setPen(Qt.PenStyle.NoPen)
        for index, bar in enumerate(self._bars):
            painter.fillRect(self.bar_rect(index), bar.colour)
        if 0 <= self._current < len(self._bars):
            rect = self.bar_rect(self._current).adjusted(-1.5, -1.5, 1.5, 1.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#000000"), 2))
            painter.drawRect(rect)
        painter.setPen(QPen(self.palette().color(self.foregroundRole()), 1))
        painter.drawLine(QPointF(0.5, 0.0), QPointF(0.5, float(self.height())))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        y = event.position().y()
        index = self.bar_at(y)
        if index >= 0:
            self.passageClicked.emit(index)
        else:
            self.positionClicked.emit(self.position_at(y))
        event.accept()
