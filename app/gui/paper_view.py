"""The paper's text with every borrowed passage in its source's colour.

Excluded spans (quotations, bibliography, template text, matches too short to count) are greyed
with their reason; flags (look-alike letters, invisible characters, hidden text) get a wavy red
underline. Hovering shows what a span is; clicking a passage asks for the side-by-side view.

A QPlainTextEdit lays out only what it shows, so a 100,000-word paper opens at once; the marks
are character formats applied once per span (O(spans), not O(text)).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection
from dataclasses import dataclass

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QTextCharFormat, QTextCursor, QTextFormat
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

from app.gui.colours import CHANGED_TEXT, PASSAGE_TEXT, current_tint
from app.gui.labels import flag_name, method_name, reason_name
from app.gui.offsets import Utf16Map, qt_safe_text
from app.gui.theme import view_colours
from app.report.labels import document_name, passage_label, percent, source_colour
from app.report.model import Report


@dataclass(frozen=True, slots=True)
class Mark:
    """One marked span of the paper, in Python offsets: a passage (``source``, ``passage`` are
    indices into the full report), an exclusion or a flag (``index`` into its list)."""

    start: int
    end: int
    kind: str  # "passage" | "excluded" | "flag"
    source: int = -1
    passage: int = -1
    index: int = -1


def marks_of(report: Report, hidden: Collection[int] = ()) -> list[Mark]:
    """Every span to mark, sorted by start: the passages of the sources not ``hidden``, the
    excluded spans and the flags placed in the text. O(s log s)."""
    marks = [
        Mark(p.start, p.end, "passage", s, n)
        for s, source in enumerate(report.sources)
        if s not in hidden
        for n, p in enumerate(source.passages)
    ]
    marks += [Mark(e.start, e.end, "excluded", index=i) for i, e in enumerate(report.excluded)]
    marks += [
        Mark(f.start, f.end, "flag", index=i) for i, f in enumerate(report.flags) if f.end > f.start
    ]
    marks.sort(key=lambda m: (m.start, m.end))
    return marks


class PaperView(QPlainTextEdit):
    """Read-only paper text with passages, exclusions and flags marked.

    Signals: ``passageClicked(source, passage)`` (indices into the full report)."""

    passageClicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setMouseTracking(True)
        # Files dropped on the text go to the window (which checks them), not into the text.
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.setFont(font)
        self._report: Report | None = None
        self._text = ""
        self._map = Utf16Map("")
        self._marks: list[Mark] = []
        self._starts: list[int] = []
        self._press: QPoint | None = None
        self.current: tuple[int, int] | None = None

    # content ------------------------------------------------------------------------------
    def show_report(self, report: Report, text: str, hidden: Collection[int] = ()) -> None:
        """Show ``text`` with the marks of ``report`` (sources in ``hidden`` left unmarked)."""
        fresh = text != self._text or self.document().isEmpty() != (not text)
        if fresh:
            self._text = text
            self._map = Utf16Map(text)
            self.setPlainText(qt_safe_text(text))
        self._report = report
        self.current = None
        self._marks = marks_of(report, hidden)
        self._starts = [m.start for m in self._marks]
        self._paint_marks(clear=not fresh)

    def clear_report(self) -> None:
        self._report, self._text, self._marks, self._starts = None, "", [], []
        self._map = Utf16Map("")
        self.current = None
        self.setPlainText("")
        self.setExtraSelections([])

    def _cursor(self, start: int, end: int) -> QTextCursor:
        cursor = QTextCursor(self.document())
        length = self.document().characterCount() - 1
        cursor.setPosition(min(self._map.to_qt(start), length))
        cursor.setPosition(min(self._map.to_qt(end), length), QTextCursor.MoveMode.KeepAnchor)
        return cursor

    def _paint_marks(self, clear: bool = True) -> None:
        document = self.document()
        whole = QTextCursor(document)
        whole.beginEditBlock()
        if clear:  # a text just set has no formats yet
            whole.select(QTextCursor.SelectionType.Document)
            whole.setCharFormat(QTextCharFormat())
        # Exclusions first, passages over them, flags (an underline) merged on top: dark red
        # on the light passage tints, the palette's flag colour elsewhere.
        # Where passages of several sources overlap, the lowest source index is painted last and
        # wins, as in the HTML report: the corpus is credited before classmates, so text a
        # copied article explains shows in the article's colour.
        colours = view_colours(self)
        order = {"excluded": 0, "passage": 1, "flag": 2}
        for mark in sorted(self._marks, key=lambda m: (order[m.kind], -m.source)):
            fmt = QTextCharFormat()
            if mark.kind == "passage":
                fmt.setBackground(QColor(source_colour(mark.source)))
                fmt.setForeground(QColor(PASSAGE_TEXT))
                fmt.setProperty(QTextFormat.Property.UserProperty, mark.source)
                self._cursor(mark.start, mark.end).setCharFormat(fmt)
            elif mark.kind == "excluded":
                fmt.setForeground(QColor(colours.excluded_text))
                fmt.setFontItalic(True)
                self._cursor(mark.start, mark.end).setCharFormat(fmt)
            else:
                fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
                for start, end, on_tint in self._tinted_pieces(mark.start, mark.end):
                    fmt.setUnderlineColor(QColor(CHANGED_TEXT if on_tint else colours.flag_mark))
                    self._cursor(start, end).mergeCharFormat(fmt)
        whole.endEditBlock()
        self._paint_current()

    def _tinted_pieces(self, start: int, end: int) -> list[tuple[int, int, bool]]:
        """``[start, end)`` cut where it enters or leaves a passage: (start, end, in a
        passage) pieces. O(m) for m marks."""
        cuts = {start, end}
        for mark in self._marks:
            if mark.kind == "passage" and mark.start < end and mark.end > start:
                cuts.update(c for c in (mark.start, mark.end) if start < c < end)
        edges = sorted(cuts)
        return [
            (a, b, any(m.kind == "passage" and m.start <= a < m.end for m in self._marks))
            for a, b in zip(edges, edges[1:], strict=False)
        ]

    def _paint_current(self) -> None:
        selections = []
        if self.current is not None and self._report is not None:
            s, p = self.current
            passage = self._report.sources[s].passages[p]
            selection = QTextEdit.ExtraSelection()
            selection.cursor = self._cursor(passage.start, passage.end)
            selection.format.setBackground(QColor(current_tint(s)))
            selection.format.setForeground(QColor(PASSAGE_TEXT))
            selections.append(selection)
        self.setExtraSelections(selections)

    # queries ------------------------------------------------------------------------------
    def marks_at(self, offset: int) -> list[Mark]:
        """The marks covering Python offset ``offset`` (passages first). O(log m + k)."""
        found = []
        for i in range(bisect_right(self._starts, offset) - 1, -1, -1):
            mark = self._marks[i]
            if mark.start <= offset < mark.end:
                found.append(mark)
            if offset - mark.start > 200_000:  # no span is that long in practice; stop early
                break
        order = {"passage": 0, "flag": 1, "excluded": 2}
        return sorted(found, key=lambda m: order[m.kind])

    def offset_at(self, point: QPoint) -> int:
        """The Python offset of the character under viewport point ``point``."""
        return self._map.from_qt(self.cursorForPosition(point).position())

    def describe(self, mark: Mark) -> str:
        """The tooltip text of one mark."""
        report = self._report
        if report is None:
            return ""
        if mark.kind == "passage":
            source = report.sources[mark.source]
            passage = source.passages[mark.passage]
            name = document_name(source)
            share = passage.end - passage.start
            total = max(1, report.document.chars)
            return self.tr(
                "<b>{label}</b> · {name}<br>{words} words · {share} of the paper · found by {method}"
                "<br>Source: {source} of the paper in total<br><i>Click to see it side by side</i>"
            ).format(
                label=passage_label(mark.source, mark.passage),
                name=_escape(name),
                words=passage.words,
                share=percent(share / total),
                method=method_name(passage.method),
                source=percent(source.similarity),
            )
        if mark.kind == "excluded":
            reason = report.excluded[mark.index].reason
            return self.tr("Not counted: {reason}").format(reason=reason_name(reason))
        flag = report.flags[mark.index]
        return "<b>{}</b><br>{}".format(_escape(flag_name(flag.kind)), _escape(flag.detail))

    # navigation ---------------------------------------------------------------------------
    def show_passage(self, source: int, passage: int) -> None:
        """Mark passage ``passage`` of ``source`` as the current one and scroll it into the
        middle of the view."""
        if self._report is None:
            return
        self.current = (source, passage)
        self._paint_current()
        data = self._report.sources[source].passages[passage]
        self.scroll_to(data.start)

    def scroll_to(self, offset: int) -> None:
        cursor = QTextCursor(self.document())
        cursor.setPosition(min(self._map.to_qt(offset), self.document().characterCount() - 1))
        self.setTextCursor(cursor)
        self.centerCursor()

    def select_span(self, start: int, end: int) -> None:
        """Select a span (e.g. a flag chosen in the flags panel) and scroll to it."""
        self.setTextCursor(self._cursor(start, end))
        self.centerCursor()

    # events -------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt)
        self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt)
        super().mouseReleaseEvent(event)
        point = event.position().toPoint()
        pressed, self._press = self._press, None
        if event.button() != Qt.MouseButton.LeftButton or pressed is None:
            return
        if (point - pressed).manhattanLength() > 4 or self.textCursor().hasSelection():
            return  # the teacher selected text
        passages = [m for m in self.marks_at(self.offset_at(point)) if m.kind == "passage"]
        if passages:
            self.passageClicked.emit(passages[0].source, passages[0].passage)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt)
        """The pointer over a passage becomes a hand, and the viewport's tooltip describes the
        spans under it (Qt shows it on hover; no Python runs while the view paints)."""
        super().mouseMoveEvent(event)
        marks = self.marks_at(self.offset_at(event.position().toPoint()))
        tip = "<br><br>".join(self.describe(m) for m in marks)
        if tip != self.viewport().toolTip():
            self.viewport().setToolTip(tip)
        over = any(m.kind == "passage" for m in marks)
        shape = Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.IBeamCursor
        if self.viewport().cursor().shape() != shape:
            self.viewport().setCursor(shape)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
