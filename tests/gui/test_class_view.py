"""The class view and its similarity matrix, driven offscreen with real widgets."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QToolTip

from app.batch import BatchResult, PaperOutcome, PaperPair
from app.gui.class_view import ClassView, PairTableModel
from app.gui.item_roles import ROW_ROLE
from app.gui.similarity_matrix import (
    DIAGONAL_COLOUR,
    SimilarityMatrix,
    share_colour,
    short_names,
)

A_IN_B, B_IN_A = PairTableModel.A_IN_B, PairTableModel.B_IN_A


def paper(name: str) -> str:
    return f"/class/{name}"


def synthetic_batch() -> BatchResult:
    """Six papers and a broken one: group 1 = c, f, a (three pairs), group 2 = b, e."""
    names = ["a.docx", "b.docx", "c.docx", "d.docx", "e.docx", "f.docx"]
    papers = tuple(PaperOutcome(paper(n)) for n in names) + (
        PaperOutcome(paper("broken.docx"), error="The file is damaged"),
    )
    pairs = (
        PaperPair(paper("c.docx"), paper("f.docx"), 0.50, 0.40, 30),
        PaperPair(paper("b.docx"), paper("e.docx"), 0.25, 0.09, 12),
        PaperPair(paper("a.docx"), paper("c.docx"), 0.10, 0.03, 6),
        PaperPair(paper("a.docx"), paper("f.docx"), 0.09, 0.02, 5),
    )
    clusters = (
        (paper("c.docx"), paper("f.docx"), paper("a.docx")),
        (paper("b.docx"), paper("e.docx")),
    )
    return BatchResult(papers, pairs, clusters, 5)


def many_papers(n: int) -> BatchResult:
    """``n`` papers, every third one sharing with the next."""
    papers = tuple(PaperOutcome(paper(f"p{i:03}.docx")) for i in range(n))
    pairs = tuple(
        PaperPair(paper(f"p{i:03}.docx"), paper(f"p{i + 1:03}.docx"), 0.3, 0.2, 9)
        for i in range(0, n - 1, 3)
    )
    clusters = tuple((p.a, p.b) for p in pairs)
    return BatchResult(papers, pairs, clusters, len(pairs))


@pytest.fixture
def view(qtbot) -> ClassView:
    widget = ClassView()
    qtbot.addWidget(widget)
    widget.resize(1100, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def rows(view: ClassView) -> list[tuple[str, str]]:
    return view.visible_pairs()


def column(view: ClassView, col: int, role=Qt.ItemDataRole.DisplayRole) -> list:
    proxy = view.pairs_proxy
    return [proxy.index(r, col).data(role) for r in range(proxy.rowCount())]


def pixel(widget, point: QPoint) -> QColor:
    return widget.grab().toImage().pixelColor(point * widget.devicePixelRatioF())


# ------------------------------------------------------------------ the demo class


def test_demo_class_lists_its_confirmed_pair(view, demo_batch):
    view.set_batch(demo_batch, "Demo class")
    (pair,) = demo_batch.pairs
    assert rows(view) == [(pair.a, pair.b)]
    assert column(view, PairTableModel.PAPER_A) == [Path(pair.a).name]
    assert column(view, PairTableModel.PAPER_A, Qt.ItemDataRole.ToolTipRole) == [pair.a]
    assert column(view, A_IN_B) == ["12.0%"] and column(view, B_IN_A) == ["18.9%"]
    assert column(view, PairTableModel.GROUP) == ["1"]
    assert view.summary_label.text() == "7 papers checked, 1 pair above 5%, 1 group"
    assert view.title_label.text() == "Demo class" and view.title_label.isVisible()
    assert view.groups_list.count() == 1
    assert view.groups_list.item(0).text() == (
        "Group 1: 2 papers \u2014 en-emma-water-and-life.txt, en-jack-rain.txt"
    )
    assert not view.unreadable_label.isVisible()
    # The two papers of the group are the first two rows of the matrix.
    assert set(view.matrix.paths()[:2]) == {pair.a, pair.b}
    assert len(view.matrix.paths()) == 7


def test_demo_pair_disappears_above_its_share(view, demo_batch, qtbot):
    view.set_batch(demo_batch)
    view.threshold_box.setValue(18.0)
    assert len(rows(view)) == 1  # 18.9 % of jack is in emma
    with qtbot.waitSignal(view.thresholdChanged) as changed:
        view.threshold_box.setValue(19.0)
    assert changed.args == [pytest.approx(0.19)]
    assert rows(view) == []
    assert view.summary_label.text() == "7 papers checked, 0 pairs above 19%, 1 group"
    assert view.pairs_empty_label.isVisible()


# ---------------------------------------------------------------------- the table


def test_threshold_box_filters_rows(view, qtbot):
    view.set_batch(synthetic_batch())
    assert view.threshold() == pytest.approx(0.05)
    assert len(rows(view)) == 4
    with qtbot.waitSignal(view.thresholdChanged) as changed:
        view.threshold_box.setValue(10.0)
    assert changed.args == [pytest.approx(0.10)]
    assert rows(view) == [
        (paper("c.docx"), paper("f.docx")),
        (paper("b.docx"), paper("e.docx")),
        (paper("a.docx"), paper("c.docx")),  # exactly 10 %: kept
    ]
    view.threshold_box.setValue(30.0)
    assert rows(view) == [(paper("c.docx"), paper("f.docx"))]
    assert "1 pair above 30%" in view.summary_label.text()
    view.threshold_box.setValue(0.0)
    assert len(rows(view)) == 4


def test_set_threshold_moves_the_box_and_tells(view, qtbot):
    view.set_batch(synthetic_batch())
    with qtbot.waitSignal(view.thresholdChanged) as changed:
        view.set_threshold(0.2)
    assert changed.args == [pytest.approx(0.2)]
    assert view.threshold_box.value() == pytest.approx(20.0)
    assert len(rows(view)) == 2
    view.set_threshold(7)  # out of range: clamped to 100 %
    assert view.threshold_box.value() == pytest.approx(100.0)
    assert rows(view) == []


def test_constructor_threshold(qtbot):
    widget = ClassView(threshold=0.2)
    qtbot.addWidget(widget)
    widget.set_batch(synthetic_batch())
    assert widget.threshold_box.value() == pytest.approx(20.0)
    assert len(widget.visible_pairs()) == 2


def test_clicking_the_header_sorts_percentages_as_numbers(view, qtbot):
    view.set_batch(synthetic_batch())
    header = view.pair_table.horizontalHeader()
    x = header.sectionViewportPosition(A_IN_B) + header.sectionSize(A_IN_B) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    first = column(view, A_IN_B)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    second = column(view, A_IN_B)
    ascending = ["9.0%", "10.0%", "25.0%", "50.0%"]  # as text, "9.0%" would sort last
    assert {tuple(first), tuple(second)} == {tuple(ascending), tuple(reversed(ascending))}
    view.pair_table.sortByColumn(PairTableModel.GROUP, Qt.SortOrder.AscendingOrder)
    assert column(view, PairTableModel.GROUP)[-1] == "2"
    view.pair_table.sortByColumn(PairTableModel.PAPER_B, Qt.SortOrder.AscendingOrder)
    assert column(view, PairTableModel.PAPER_B) == ["c.docx", "e.docx", "f.docx", "f.docx"]


def test_percentage_cells_are_coloured_by_share(view):
    view.set_batch(synthetic_batch())
    backgrounds = column(view, A_IN_B, Qt.ItemDataRole.BackgroundRole)
    assert backgrounds[0] == QColor("#f03e3e")  # 50 %: full red
    assert backgrounds[0] == share_colour(0.50)
    reds = [c.red() for c in backgrounds]
    greens = [c.green() for c in backgrounds]
    assert greens == sorted(greens)  # larger share (rows are largest first): less green
    assert min(reds) > 200  # light yellow to red, never dark
    assert column(view, A_IN_B, Qt.ItemDataRole.ForegroundRole)[0] == QColor("#000000")
    assert share_colour(0.0) == QColor("#ffffff")


def test_double_click_and_enter_emit_the_pair(view, qtbot):
    view.set_batch(synthetic_batch())
    table = view.pair_table
    index = view.pairs_proxy.index(1, PairTableModel.PAPER_B)
    centre = table.visualRect(index).center()
    with qtbot.waitSignal(view.pairActivated) as activated:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert activated.args == [paper("b.docx"), paper("e.docx")]
    table.setFocus()
    table.setCurrentIndex(view.pairs_proxy.index(0, 0))
    with qtbot.waitSignal(view.pairActivated) as activated:
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert activated.args == [paper("c.docx"), paper("f.docx")]


# --------------------------------------------------------------------- the groups


def test_clicking_a_group_selects_its_pairs(view, qtbot):
    view.set_batch(synthetic_batch())
    assert view.groups_list.item(0).text() == ("Group 1: 3 papers \u2014 c.docx, f.docx, a.docx")
    item = view.groups_list.item(1)
    rect = view.groups_list.visualItemRect(item)
    qtbot.mouseClick(view.groups_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    selected = [i.data(ROW_ROLE) for i in view.pair_table.selectionModel().selectedRows()]
    assert selected == [(paper("b.docx"), paper("e.docx"))]
    matrix = view.matrix
    b, e = matrix.paths().index(paper("b.docx")), matrix.paths().index(paper("e.docx"))
    assert matrix.highlighted_group() == {b, e}
    assert matrix.highlighted_pairs() == {(b, e), (e, b)}
    # Group 1: three pairs selected.
    view.select_group(1)
    selected = {i.data(ROW_ROLE) for i in view.pair_table.selectionModel().selectedRows()}
    assert selected == {
        (paper("c.docx"), paper("f.docx")),
        (paper("a.docx"), paper("c.docx")),
        (paper("a.docx"), paper("f.docx")),
    }
    assert len(matrix.highlighted_group()) == 3
    # Clicking a row of the table leaves the group.
    centre = view.pair_table.visualRect(view.pairs_proxy.index(1, 0)).center()
    qtbot.mouseClick(view.pair_table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert view.groups_list.selectedItems() == []
    assert matrix.highlighted_group() == frozenset()
    assert matrix.highlighted_pairs() == {(b, e), (e, b)}


# --------------------------------------------------------------------- the matrix


def test_matrix_orders_papers_by_group(view):
    view.set_batch(synthetic_batch())
    names = [Path(p).name for p in view.matrix.paths()]
    assert names == ["c.docx", "f.docx", "a.docx", "b.docx", "e.docx", "d.docx"]


def test_matrix_click_emits_the_cell_pair(view, qtbot):
    view.set_batch(synthetic_batch())
    matrix = view.matrix
    order = matrix.paths()
    b, e = order.index(paper("b.docx")), order.index(paper("e.docx"))
    assert matrix.cell_at(matrix.cell_rect(e, b).center()) == (e, b)
    with qtbot.waitSignal(view.pairActivated) as activated:
        qtbot.mouseClick(matrix, Qt.MouseButton.LeftButton, pos=matrix.cell_rect(e, b).center())
    assert activated.args == [paper("e.docx"), paper("b.docx")]
    with qtbot.waitSignal(matrix.cellActivated) as activated:
        qtbot.mouseClick(matrix, Qt.MouseButton.LeftButton, pos=matrix.cell_rect(b, e).center())
    assert activated.args == [paper("b.docx"), paper("e.docx")]
    # The diagonal is a paper with itself: it opens the paper.
    with qtbot.waitSignal(view.paperActivated) as opened:
        qtbot.mouseClick(matrix, Qt.MouseButton.LeftButton, pos=matrix.cell_rect(b, b).center())
    assert opened.args == [paper("b.docx")]


def test_matrix_colours_cells_by_share(view):
    view.set_batch(synthetic_batch())
    matrix = view.matrix
    order = matrix.paths()
    c, f, d = (order.index(paper(n)) for n in ("c.docx", "f.docx", "d.docx"))
    assert matrix.share(c, f) == 0.50 and matrix.share(f, c) == 0.40
    assert pixel(matrix, matrix.cell_rect(c, f).center()) == share_colour(0.50)
    assert pixel(matrix, matrix.cell_rect(f, c).center()) == share_colour(0.40)
    assert pixel(matrix, matrix.cell_rect(c, d).center()) == QColor("#ffffff")
    assert pixel(matrix, matrix.cell_rect(d, d).center()) == QColor(DIAGONAL_COLOUR)


def test_matrix_tooltips(view, qtbot):
    view.set_batch(synthetic_batch())
    matrix = view.matrix
    order = matrix.paths()
    b, e = order.index(paper("b.docx")), order.index(paper("e.docx"))
    expected = "b.docx \u2194 e.docx: 25.0% of b.docx in e.docx, 9.0% of e.docx in b.docx"
    assert matrix.tooltip_text(b, e) == expected
    point = matrix.cell_rect(b, e).center()
    event = QHelpEvent(QEvent.Type.ToolTip, point, matrix.mapToGlobal(point))
    matrix.event(event)
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == expected
    QToolTip.hideText()


def test_matrix_label_double_click_opens_the_paper(view, qtbot):
    view.set_batch(synthetic_batch())
    matrix = view.matrix
    assert matrix.labels_shown()
    row = matrix.cell_rect(2, 0)
    label = QPoint(row.left() - 10, row.center().y())
    assert matrix.label_at(label) == 2
    with qtbot.waitSignal(view.paperActivated) as opened:
        qtbot.mouseDClick(matrix, Qt.MouseButton.LeftButton, pos=label)
    assert opened.args == [matrix.paths()[2]]


# ------------------------------------------------------------------ awkward classes


def test_empty_class(view):
    view.set_batch(BatchResult((), (), (), 0))
    assert rows(view) == []
    assert view.matrix.paths() == ()
    assert view.matrix.cell_at(QPoint(100, 100)) is None
    assert not view.matrix.grab().isNull()
    assert view.summary_label.text() == "0 papers checked, 0 pairs above 5%, 0 groups"
    assert view.pairs_empty_label.text() == "No two papers share passages."
    assert view.groups_list.count() == 1  # the "no groups" line, not selectable
    assert not view.groups_list.item(0).flags() & Qt.ItemFlag.ItemIsSelectable


def test_unreadable_paper_is_listed_not_drawn(view):
    view.set_batch(synthetic_batch())
    assert paper("broken.docx") not in view.matrix.paths()
    assert view.matrix.unreadable() == ((paper("broken.docx"), "The file is damaged"),)
    assert view.unreadable_label.isVisible()
    assert "broken.docx \u2014 The file is damaged" in view.unreadable_label.text()
    assert view.summary_label.text() == (
        "6 papers checked, 4 pairs above 5%, 2 groups, 1 not checked"
    )


def test_class_of_one_paper(qtbot):
    matrix = SimilarityMatrix()
    qtbot.addWidget(matrix)
    matrix.resize(300, 300)
    matrix.set_batch(BatchResult((PaperOutcome(paper("only.docx")),), (), (), 0))
    assert matrix.paths() == (paper("only.docx"),)
    assert pixel(matrix, matrix.cell_rect(0, 0).center()) == QColor(DIAGONAL_COLOUR)
    assert matrix.tooltip_text(0, 0) == "only.docx: the same paper"


def test_two_hundred_papers_paint(qtbot):
    matrix = SimilarityMatrix()
    qtbot.addWidget(matrix)
    matrix.resize(600, 640)
    matrix.set_batch(many_papers(200))
    image = matrix.grab()
    assert not image.isNull()
    assert not matrix.labels_shown()  # squares too small for names
    last = matrix.cell_rect(199, 199)
    assert matrix.rect().contains(last)
    assert pixel(matrix, last.center()) == QColor(DIAGONAL_COLOUR)
    order = matrix.paths()
    i, j = order.index(paper("p150.docx")), order.index(paper("p151.docx"))
    assert pixel(matrix, matrix.cell_rect(i, j).center()) == share_colour(0.3)
    with qtbot.waitSignal(matrix.cellActivated) as activated:
        qtbot.mouseClick(matrix, Qt.MouseButton.LeftButton, pos=matrix.cell_rect(j, i).center())
    assert activated.args == [paper("p151.docx"), paper("p150.docx")]


def test_pairs_of_unknown_papers_do_not_crash(view):
    batch = BatchResult(
        (PaperOutcome(paper("a.docx")),),
        (PaperPair(paper("a.docx"), paper("ghost.docx"), 0.2, 0.2, 3),),
        ((paper("a.docx"), paper("ghost.docx")),),
        1,
    )
    view.set_batch(batch)
    assert rows(view) == [(paper("a.docx"), paper("ghost.docx"))]
    assert view.matrix.paths() == (paper("a.docx"),)
    assert not view.matrix.grab().isNull()


def test_short_names_tell_same_named_files_apart():
    names = short_names(["/x/alice/essay.docx", "/x/bob/essay.docx", "C:\\y\\solo.odt"])
    assert names == {
        "/x/alice/essay.docx": "alice/essay.docx",
        "/x/bob/essay.docx": "bob/essay.docx",
        "C:\\y\\solo.odt": "solo.odt",
    }


def test_a_class_of_twelve_keeps_its_names_in_a_normal_window(qtbot):
    """Issue 15: long names gave up all their room at once; now they are elided further (in
    the middle) until the squares are a line high."""
    matrix = SimilarityMatrix()
    qtbot.addWidget(matrix)
    matrix.resize(330, 480)  # the matrix's share of the class tab in a 1200 × 800 window
    papers = tuple(
        PaperOutcome(paper(f"Student_{i:02}_Surname_inheritance_essay.docx")) for i in range(12)
    )
    matrix.set_batch(BatchResult(papers, (), (), 0))
    assert matrix.labels_shown()
    assert matrix.cell_rect(0, 0).height() >= matrix.fontMetrics().height()
    assert matrix.rect().contains(matrix.cell_rect(11, 11))
