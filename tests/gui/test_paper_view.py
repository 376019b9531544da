"""The paper view marks passages, exclusions and flags where the report says, in Qt's
positions, and turns hovering and clicking into tooltips and side-by-side requests."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QTextCursor
from PySide6.QtWidgets import QToolTip

from app.batch import PaperOutcome
from app.check import compare_documents
from app.extract.document import Document
from app.gui.offsets import Utf16Map
from app.gui.paper_page import PaperPage
from app.gui.paper_view import PaperView
from app.gui.session import Batch, PaperEntry
from app.report.labels import source_colour


def _background_at(view: PaperView, offset: int) -> QColor:
    cursor = QTextCursor(view.document())
    cursor.setPosition(Utf16Map(view.toPlainText()).to_qt(offset) + 1)
    return cursor.charFormat().background().color()


def _point_of(view: PaperView, offset: int) -> QPoint:
    cursor = QTextCursor(view.document())
    cursor.setPosition(view._map.to_qt(offset))
    view.setTextCursor(cursor)
    view.centerCursor()
    return view.cursorRect(cursor).center() + QPoint(3, 0)


def test_passages_are_coloured_and_exclusions_greyed(qtbot, emma_evidence):
    view = PaperView()
    qtbot.addWidget(view)
    report = emma_evidence.report
    view.show_report(report, emma_evidence.paper_text)
    passage = report.sources[0].passages[0]
    middle = (passage.start + passage.end) // 2
    assert _background_at(view, middle) == QColor(source_colour(0))
    quote = next(e for e in report.excluded if e.reason == "quote")
    cursor = QTextCursor(view.document())
    cursor.setPosition(quote.start + 2)
    assert cursor.charFormat().fontItalic()
    assert _background_at(view, quote.start + 2) != QColor(source_colour(0))
    # Hiding the source removes its colour.
    view.show_report(report, emma_evidence.paper_text, {0})
    assert _background_at(view, middle) != QColor(source_colour(0))


def test_offsets_after_an_emoji_land_on_the_right_words(qtbot):
    source_text = (
        "The printing press with movable type made books cheaper and far more common than ever "
        "before, because every copy of a text had previously been written out by hand over "
        "many months of patient work in a monastery scriptorium. Printers could now produce "
        "hundreds of identical pages in a day and ideas travelled faster than before."
    )
    paper_text = "My essay 😀😀 about books. " + source_text + " The end."
    make = lambda text, name: Document(  # noqa: E731
        text=text, path=name, format="txt", sha256=name * 64, size=len(text)
    )
    evidence = compare_documents(make(paper_text, "a"), make(source_text, "b")).evidence
    passage = evidence.report.sources[0].passages[0]
    assert paper_text[passage.start : passage.start + 12] == "The printing"
    view = PaperView()
    qtbot.addWidget(view)
    view.show_report(evidence.report, evidence.paper_text)
    cursor = QTextCursor(view.document())
    cursor.setPosition(view._map.to_qt(passage.start))
    cursor.setPosition(view._map.to_qt(passage.start + 12), QTextCursor.MoveMode.KeepAnchor)
    assert cursor.selectedText() == "The printing"
    assert cursor.charFormat().background().color() == QColor(source_colour(0))


def test_hover_shows_the_source_and_click_asks_for_side_by_side(qtbot, emma_evidence):
    view = PaperView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    qtbot.waitExposed(view)
    report = emma_evidence.report
    view.show_report(report, emma_evidence.paper_text)
    passage = report.sources[0].passages[0]
    point = _point_of(view, passage.start + 30)
    marks = view.marks_at(view.offset_at(point))
    assert [(m.kind, m.source, m.passage) for m in marks] == [("passage", 0, 0)]
    assert "en-water-cycle" in view.describe(marks[0])
    qtbot.mouseMove(view.viewport(), point)
    assert "en-water-cycle" in view.viewport().toolTip()
    assert view.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor
    with qtbot.waitSignal(view.passageClicked) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert clicked.args == [0, 0]
    QToolTip.hideText()


def test_next_and_previous_passage_and_hiding_a_source(qtbot, demo_corpus_batch):
    paper = max(
        (p for p in demo_corpus_batch.papers if p.evidence),
        key=lambda p: sum(len(s.passages) for s in p.evidence.report.sources),
    )
    entry = PaperEntry(paper, Batch("demo", ()))
    page = PaperPage()
    qtbot.addWidget(page)
    page.show_entry(entry)
    order = page.passages()
    assert len(order) >= 2
    page.next_passage()
    assert page.view.current == order[0]
    page.next_passage()
    assert page.view.current == order[1]
    page.previous_passage()
    assert page.view.current == order[0]
    before = entry.similarity
    with qtbot.waitSignal(page.hiddenChanged):
        page.sources.set_source_visible(order[0][0], False)
    assert entry.similarity < before
    assert all(s != order[0][0] for s, _ in page.passages())
    assert "hidden" in page.summary.text()


def test_an_unreadable_paper_shows_its_error(qtbot):
    page = PaperPage()
    qtbot.addWidget(page)
    page.show_entry(
        PaperEntry(PaperOutcome("bad.docx", error="the file is damaged"), Batch("b", ()))
    )
    assert "the file is damaged" in page.summary.text()
    assert not page.export_button.isEnabled()


def test_a_long_paper_opens(qtbot, emma_evidence):
    """100,000 words: the text and its marks are set without laying out the whole document
    (speed is measured in benchmarks/gui.py, not here)."""
    repeats = 100_000 // max(1, emma_evidence.report.document.words) + 1
    text = emma_evidence.paper_text * repeats
    original = emma_evidence.report
    step = len(emma_evidence.paper_text)
    source = replace(
        original.sources[0],
        passages=tuple(
            replace(p, start=p.start + k * step, end=p.end + k * step)
            for k in range(repeats)
            for p in original.sources[0].passages
        ),
    )
    report = replace(
        original,
        sources=(source,),
        excluded=(),
        flags=(),
        document=replace(original.document, chars=len(text)),
    )
    view = PaperView()
    qtbot.addWidget(view)
    view.show_report(report, text)
    last = source.passages[-1]
    assert _background_at(view, (last.start + last.end) // 2) == QColor(source_colour(0))
    view.show_passage(0, len(source.passages) - 1)
    assert view.current == (0, len(source.passages) - 1)
