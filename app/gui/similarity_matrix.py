"""A picture of a whole class: one row and one column per paper, each square coloured by the
share of the row's paper found in the column's paper.

Papers of a group (a cluster of ``app.batch.BatchResult``) sit next to each other, so a group
shows as a red block near the diagonal. Everything is painted in ``paintEvent`` (no widget per
square): only the squares of confirmed pairs are filled one by one, so 200 papers paint as fast
as 7. Unreadable papers are left out (``unreadable()`` lists them with their error).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QLineF, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from app.batch_results import BatchResult
from app.gui.text_metrics import char_width
from app.report.labels import file_name, percent

#: The share at which a square is fully red; larger shares look the same.
FULL_SHARE = 0.5
#: Colour stops of the scale over ``share / FULL_SHARE``: white, light yellow, orange, red.
SCALE_STOPS: tuple[tuple[float, str], ...] = (
    (0.0, "#ffffff"),
    (0.1, "#fff3bf"),
    (0.4, "#ffa94d"),
    (1.0, "#f03e3e"),
)
DIAGONAL_COLOUR = "#c8c8c8"
GRID_COLOUR = "#e4e4e4"
#: Squares smaller than this (pixels) have no grid lines.
MIN_GRID_CELL = 6
#: Squares never grow larger than this (pixels), so a class of 2 does not fill the screen.
MAX_CELL = 44
MARGIN = 8
#: The shortest labels shown (average characters); with less room the names are left out.
MIN_LABEL_CHARS = 8


def share_colour(share: float, full: float = FULL_SHARE) -> QColor:
    """The colour of a share on the white → yellow → red scale (``full`` and above are red)."""
    t = max(0.0, min(1.0, share / full if full > 0 else 1.0))
    for (t0, c0), (t1, c1) in zip(SCALE_STOPS, SCALE_STOPS[1:], strict=False):
        if t <= t1:
            k = (t - t0) / (t1 - t0)
            a, b = QColor(c0), QColor(c1)
            return QColor(
                round(a.red() + (b.red() - a.red()) * k),
                round(a.green() + (b.green() - a.green()) * k),
                round(a.blue() + (b.blue() - a.blue()) * k),
            )
    return QColor(SCALE_STOPS[-1][1])


def short_names(paths: Iterable[str]) -> dict[str, str]:
    """A short name per path: the file name, with its folder when two files share a name."""
    paths = list(dict.fromkeys(paths))
    names = {p: file_name(p) for p in paths}
    counts: dict[str, int] = {}
    for name in names.values():
        counts[name] = counts.get(name, 0) + 1
    for path, name in names.items():
        if counts[name] > 1:
            parts = [p for p in path.replace("\\", "/").split("/") if p]
            if len(parts) > 1:
                names[path] = f"{parts[-2]}/{parts[-1]}"
    return names


def matrix_order(batch: BatchResult) -> tuple[str, ...]:
    """The readable papers, those of each group together (groups in the batch's order, members
    in the group's order), then the papers in no group in input order."""
    readable = [p.path for p in batch.papers if p.error is None]
    known = set(readable)
    order: list[str] = []
    placed: set[str] = set()
    for group in batch.clusters:
        for path in group:
            if path in known and path not in placed:
                order.append(path)
                placed.add(path)
    order.extend(p for p in readable if p not in placed)
    return tuple(order)


@dataclass(frozen=True, slots=True)
class _Layout:
    x0: int  # left of the grid
    y0: int  # top of the grid
    cell: int  # side of a square
    label: int  # room for the labels (0: none shown)
    legend: QRect  # the colour scale


def _runs(indices: Iterable[int]) -> list[tuple[int, int]]:
    """Contiguous runs (first, last) of a set of indices."""
    runs: list[tuple[int, int]] = []
    for i in sorted(set(indices)):
        if runs and runs[-1][1] == i - 1:
            runs[-1] = (runs[-1][0], i)
        else:
            runs.append((i, i))
    return runs


class SimilarityMatrix(QWidget):
    """The class as a coloured grid. Square (i, j) is the share of paper i found in paper j.

    Signals: ``cellActivated(str path_a, str path_b)`` (click on a square off the diagonal:
    row paper, column paper), ``paperActivated(str path)`` (click on the diagonal, double-click
    on a paper's name).
    Geometry helpers for tests and tools: ``paths()``, ``cell_rect(i, j)``, ``cell_at(pos)``,
    ``label_at(pos)``, ``tooltip_text(i, j)``.
    """

    cellActivated = Signal(object, object)  # str paths: QString would drop undecodable bytes
    paperActivated = Signal(object)  # a str path

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._paths: tuple[str, ...] = ()
        self._index: dict[str, int] = {}
        self._names: dict[str, str] = {}
        self._cells: dict[tuple[int, int], float] = {}
        #: The squares of pairs that share text only through a corpus source: its name.
        self._through: dict[tuple[int, int], str] = {}
        self._unreadable: tuple[tuple[str, str], ...] = ()
        self._highlighted_pairs: set[tuple[int, int]] = set()
        self._highlighted_group: set[int] = set()
        self._hovered: tuple[int, int] | None = None
        self._widest: int | None = None  # the widest name, in pixels
        self._pressed: tuple[int, int] | None = None
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAccessibleName(self.tr("Similarity of the papers"))
        self.setAccessibleDescription(
            self.tr("Each square: share of the row's paper found in the column's paper")
        )

    # ----------------------------------------------------------------- data

    def set_batch(self, batch: BatchResult | None) -> None:
        """Show ``batch`` (``None``: nothing). Papers that could not be read are left out."""
        self._highlighted_pairs.clear()
        self._highlighted_group.clear()
        self._hovered = self._pressed = None
        if batch is None:
            self._paths, self._cells, self._unreadable = (), {}, ()
        else:
            self._paths = matrix_order(batch)
            self._unreadable = tuple(
                (p.path, p.error or "") for p in batch.papers if p.error is not None
            )
        self._index = {path: i for i, path in enumerate(self._paths)}
        self._names = short_names(self._paths)
        self._widest = None
        self._cells = {}
        self._through = {}
        for pair in batch.pairs if batch is not None else ():
            i, j = self._index.get(pair.a), self._index.get(pair.b)
            if i is None or j is None or i == j:
                continue
            if not pair.collusion and pair.common_source is not None:
                self._through[(i, j)] = self._through[(j, i)] = file_name(pair.common_source)
            if pair.a_in_b > 0:
                self._cells[(i, j)] = float(pair.a_in_b)
            if pair.b_in_a > 0:
                self._cells[(j, i)] = float(pair.b_in_a)
        self.update()

    def paths(self) -> tuple[str, ...]:
        """The papers in the order of the rows (and columns)."""
        return self._paths

    def unreadable(self) -> tuple[tuple[str, str], ...]:
        """The papers left out, as (path, error)."""
        return self._unreadable

    def share(self, i: int, j: int) -> float:
        """The share of paper ``i`` found in paper ``j`` (0 when they share nothing)."""
        return self._cells.get((i, j), 0.0)

    def set_highlighted_pairs(self, pairs: Iterable[tuple[str, str]]) -> None:
        """Outline the squares of these pairs of papers (both (a, b) and (b, a))."""
        cells: set[tuple[int, int]] = set()
        for a, b in pairs:
            i, j = self._index.get(a), self._index.get(b)
            if i is not None and j is not None:
                cells.update({(i, j), (j, i)})
        if cells != self._highlighted_pairs:
            self._highlighted_pairs = cells
            self.update()

    def set_highlighted_group(self, paths: Iterable[str]) -> None:
        """Outline the block of a group of papers and show their names in bold."""
        group = {self._index[p] for p in paths if p in self._index}
        if group != self._highlighted_group:
            self._highlighted_group = group
            self.update()

    def highlighted_pairs(self) -> frozenset[tuple[int, int]]:
        """The squares outlined by ``set_highlighted_pairs`` as (row, column)."""
        return frozenset(self._highlighted_pairs)

    def highlighted_group(self) -> frozenset[int]:
        """The rows of the group outlined by ``set_highlighted_group``."""
        return frozenset(self._highlighted_group)

    # ------------------------------------------------------------- geometry

    def _legend_height(self) -> int:
        return self.fontMetrics().height() * 2 + 26

    def _label_room(self) -> int:
        if self._widest is None:
            bold = QFont(self.font())
            bold.setBold(True)  # the names of a highlighted group are bold
            metrics = QFontMetrics(bold)
            names = self._names.values()
            self._widest = max((metrics.horizontalAdvance(name) for name in names), default=0)
        return min(self._widest, char_width(self.fontMetrics()) * 26) + 14

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.FontChange:
            self._widest = None
        super().changeEvent(event)

    def _layout(self) -> _Layout:
        n = max(1, len(self._paths))
        fm = self.fontMetrics()
        legend_h = self._legend_height()
        room_w = self.width() - 2 * MARGIN
        room_h = self.height() - 2 * MARGIN - legend_h
        # The labels give up room (names elided further, in the middle) until each square is
        # a line of text high; below MIN_LABEL_CHARS characters they are left out.
        wanted = self._label_room()
        label = min(wanted, min(room_w, room_h) - n * fm.height())
        if label < min(wanted, char_width(fm) * MIN_LABEL_CHARS + 14):
            label = 0
        cell = min(room_w - label, room_h - label) // n
        if cell < fm.height():
            label = 0
            cell = min(room_w, room_h) // n
        cell = max(1, min(MAX_CELL, cell))
        x0 = MARGIN + label
        y0 = MARGIN + label
        grid = cell * len(self._paths)
        legend = QRect(MARGIN, y0 + grid + 10, max(room_w, 1), legend_h - 10)
        return _Layout(x0, y0, cell, label, legend)

    def labels_shown(self) -> bool:
        """Whether the papers' names fit beside the rows and above the columns."""
        return self._layout().label > 0 and bool(self._paths)

    def cell_rect(self, i: int, j: int) -> QRect:
        """The square of row ``i`` (paper i) and column ``j`` (paper j), in widget pixels."""
        lay = self._layout()
        return QRect(lay.x0 + j * lay.cell, lay.y0 + i * lay.cell, lay.cell, lay.cell)

    def cell_at(self, pos: QPoint) -> tuple[int, int] | None:
        """(row, column) of the square under ``pos``, or ``None``."""
        n = len(self._paths)
        if not n:
            return None
        lay = self._layout()
        dx, dy = pos.x() - lay.x0, pos.y() - lay.y0
        if dx < 0 or dy < 0:
            return None
        i, j = dy // lay.cell, dx // lay.cell
        return (i, j) if i < n and j < n else None

    def label_at(self, pos: QPoint) -> int | None:
        """The paper whose name (row or column label) is under ``pos``, or ``None``."""
        n = len(self._paths)
        lay = self._layout()
        if not n or not lay.label:
            return None
        grid = lay.cell * n
        if lay.x0 - lay.label <= pos.x() < lay.x0 and lay.y0 <= pos.y() < lay.y0 + grid:
            return (pos.y() - lay.y0) // lay.cell
        if lay.y0 - lay.label <= pos.y() < lay.y0 and lay.x0 <= pos.x() < lay.x0 + grid:
            return (pos.x() - lay.x0) // lay.cell
        return None

    def tooltip_text(self, i: int, j: int) -> str:
        """What hovering square (i, j) says: both names and both shares."""
        a, b = self._paths[i], self._paths[j]
        name_a, name_b = self._names[a], self._names[b]
        if i == j:
            return self.tr("{name}: the same paper").format(name=name_a)
        text = self.tr("{a} \u2194 {b}: {ab} of {a} in {b}, {ba} of {b} in {a}").format(
            a=name_a, b=name_b, ab=percent(self.share(i, j)), ba=percent(self.share(j, i))
        )
        through = self._through.get((i, j))
        if through is not None:
            text += "\n" + self.tr("Only through {source}, a corpus source both copied").format(
                source=through
            )
        return text

    def common_source_cells(self) -> frozenset[tuple[int, int]]:
        """The squares (row, column) of pairs that share text only through a corpus source
        (drawn hatched)."""
        return frozenset(self._through)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(420, 460)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(180, 200)

    # --------------------------------------------------------------- events

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self._tooltip_at(event.pos())
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def _tooltip_at(self, pos: QPoint) -> str:
        cell = self.cell_at(pos)
        if cell is not None:
            return self.tooltip_text(*cell)
        label = self.label_at(pos)
        if label is not None:
            return self.tr("{path}\nDouble-click to open this paper").format(
                path=self._paths[label]
            )
        if self._paths and self._layout().legend.contains(pos):
            return self.tr(
                "White: nothing in common. Red: half of the paper or more was found in the "
                "other one."
            )
        return ""

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        cell = self.cell_at(event.position().toPoint())
        if cell != self._hovered:
            self._hovered = cell
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if self._hovered is not None:
            self._hovered = None
            self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = self.cell_at(event.position().toPoint())
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        if event.button() == Qt.MouseButton.LeftButton:
            cell = self.cell_at(event.position().toPoint())
            if cell is not None and cell == self._pressed:
                i, j = cell
                if i == j:
                    self.paperActivated.emit(self._paths[i])
                else:
                    self.cellActivated.emit(self._paths[i], self._paths[j])
            self._pressed = None
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        label = self.label_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and label is not None:
            self.paperActivated.emit(self._paths[label])
            return
        super().mouseDoubleClickEvent(event)

    # -------------------------------------------------------------- painting

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        palette = self.palette()
        painter.fillRect(self.rect(), palette.window())
        n = len(self._paths)
        if not n:
            painter.setPen(palette.placeholderText().color())
            painter.drawText(
                self.rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.tr("No papers to show"),
            )
            return
        lay = self._layout()
        cell, x0, y0 = lay.cell, lay.x0, lay.y0
        side = cell * n
        painter.fillRect(QRect(x0, y0, side, side), QColor("#ffffff"))
        hatch = QBrush(QColor(255, 255, 255, 200), Qt.BrushStyle.BDiagPattern)
        for (i, j), share in self._cells.items():
            square = QRect(x0 + j * cell, y0 + i * cell, cell, cell)
            painter.fillRect(square, share_colour(share))
            if (i, j) in self._through:  # a common source, not collusion: hatched
                painter.fillRect(square, hatch)
        diagonal = QColor(DIAGONAL_COLOUR)
        for i in range(n):
            painter.fillRect(QRect(x0 + i * cell, y0 + i * cell, cell, cell), diagonal)
        if cell >= MIN_GRID_CELL:
            painter.setPen(QPen(QColor(GRID_COLOUR), 1))
            lines = []
            for k in range(1, n):
                lines.append(QLineF(x0 + k * cell, y0, x0 + k * cell, y0 + side))
                lines.append(QLineF(x0, y0 + k * cell, x0 + side, y0 + k * cell))
            painter.drawLines(lines)
        painter.setPen(QPen(palette.mid().color(), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRect(x0, y0, side, side).adjusted(0, 0, -1, -1))
        self._paint_highlights(painter, lay)
        if lay.label:
            self._paint_labels(painter, lay)
        _paint_legend(
            painter,
            lay.legend,
            self.fontMetrics(),
            palette,
            self.tr("Share of the row's paper found in the column's paper"),
        )

    def _paint_highlights(self, painter: QPainter, lay: _Layout) -> None:
        cell, x0, y0 = lay.cell, lay.x0, lay.y0
        accent = self.palette().highlight().color()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = 2 if cell >= 8 else 1
        runs = _runs(self._highlighted_group)
        if runs:
            painter.setPen(QPen(accent, width))
            for r0, r1 in runs:
                for c0, c1 in runs:
                    painter.drawRect(
                        QRect(
                            x0 + c0 * cell,
                            y0 + r0 * cell,
                            (c1 - c0 + 1) * cell,
                            (r1 - r0 + 1) * cell,
                        ).adjusted(0, 0, -1, -1)
                    )
        if self._highlighted_pairs:
            painter.setPen(QPen(accent, width))
            for i, j in self._highlighted_pairs:
                rect = QRect(x0 + j * cell, y0 + i * cell, cell, cell)
                painter.drawRect(rect.adjusted(0, 0, -1, -1))
        if self._hovered is not None:
            i, j = self._hovered
            painter.setPen(QPen(self.palette().text().color(), 1))
            painter.drawRect(QRect(x0 + j * cell, y0 + i * cell, cell, cell).adjusted(0, 0, -1, -1))

    def _paint_labels(self, painter: QPainter, lay: _Layout) -> None:
        cell, x0, y0, room = lay.cell, lay.x0, lay.y0, lay.label - 6
        normal = QFont(self.font())
        bold = QFont(self.font())
        bold.setBold(True)
        text = self.palette().windowText().color()
        hovered = set(self._hovered) if self._hovered else set()
        painter.setPen(text)
        for i, path in enumerate(self._paths):
            marked = i in self._highlighted_group or i in hovered
            font = bold if marked else normal
            painter.setFont(font)
            name = QFontMetrics(font).elidedText(
                self._names[path], Qt.TextElideMode.ElideMiddle, room
            )
            painter.drawText(
                QRect(x0 - lay.label, y0 + i * cell, room, cell),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
            painter.save()
            painter.translate(x0 + i * cell + cell / 2, y0 - 6)
            painter.rotate(-90)
            painter.drawText(
                QRect(0, -cell // 2, room, cell),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
            painter.restore()
        painter.setFont(normal)


def _paint_legend(
    painter: QPainter, rect: QRect, fm: QFontMetrics, palette: QPalette, caption: str
) -> None:
    """The colour scale under the matrix, with its ``caption`` and 0 %, 25 % and ≥ 50 %."""
    painter.setPen(palette.windowText().color())
    caption = fm.elidedText(
        caption,
        Qt.TextElideMode.ElideRight,
        rect.width(),
    )
    painter.drawText(
        QRect(rect.left(), rect.top(), rect.width(), fm.height()),
        Qt.AlignmentFlag.AlignLeft,
        caption,
    )
    bar_w = min(rect.width(), 220)
    bar = QRect(rect.left(), rect.top() + fm.height() + 2, bar_w, 10)
    gradient = QLinearGradient(bar.left(), 0, bar.right(), 0)
    for t, colour in SCALE_STOPS:
        gradient.setColorAt(t, QColor(colour))
    painter.fillRect(bar, gradient)
    painter.setPen(palette.mid().color())
    painter.drawRect(bar.adjusted(0, 0, -1, -1))
    painter.setPen(palette.windowText().color())
    ticks = (
        (0.0, f"{0:.0%}"),
        (0.5, f"{FULL_SHARE / 2:.0%}"),
        (1.0, f"\u2265{FULL_SHARE:.0%}"),
    )
    label_y = bar.bottom() + 2
    for t, label in ticks:
        w = fm.horizontalAdvance(label)
        x = bar.left() + round(t * bar.width()) - w // 2
        x = max(bar.left(), min(x, bar.right() - w))
        painter.drawText(QRect(x, label_y, w + 2, fm.height()), Qt.AlignmentFlag.AlignLeft, label)
