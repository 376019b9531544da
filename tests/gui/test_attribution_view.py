"""A class with a common source and one true collusion pair, dropped on the real window: the
class view shows one collusion group (the true pair) and the seven copiers as sharing a common
source; the papers list names the article, not a classmate, as their top source."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.gui.class_view import PairTableModel
from app.gui.item_roles import ROW_ROLE
from app.gui.main_window import MainWindow
from app.gui.papers_list import PapersModel
from tests.class_scenario import ARTICLE, COLLUDERS, COPIERS, build_class
from tests.gui.test_main_window import WAIT, drop


@pytest.fixture
def checked_window(qtbot, preferences, tmp_path):
    scenario = build_class(tmp_path / "scenario")
    window = MainWindow(preferences, scenario.corpus)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        drop(window, [scenario.papers])
    assert finished.args[0].status == "done"
    yield scenario, window
    window.queue.cancel_all()
    window.queue.wait(60_000)


def test_the_class_view_separates_collusion_from_a_common_source(qtbot, checked_window):
    scenario, window = checked_window
    view = window.class_view
    window.tabs.setCurrentWidget(view)
    # One group: the true pair, nobody else.
    assert view.groups_list.count() == 1
    group = view.groups_list.item(0)
    assert set(group.data(Qt.ItemDataRole.UserRole)) == {scenario.paper(n) for n in COLLUDERS}
    assert group.text().startswith("Group 1: 2 papers")
    # The seven copiers: one common-source line naming the article.
    assert view.common_list.isVisible() and view.common_list.count() == 1
    common = view.common_list.item(0)
    assert common.text().startswith(f"{ARTICLE}: 7 papers share text only through it")
    assert set(common.data(Qt.ItemDataRole.UserRole)) == {scenario.paper(n) for n in COPIERS}
    assert "7 papers share a common source" in view.summary_label.text()
    # The collusion pair heads the pairs table; the picture says what its hatching means.
    assert set(view.visible_pairs()[0]) == {scenario.paper(n) for n in COLLUDERS}
    assert view.hatch_label.isVisible()
    # A click on the common source selects the copiers' pairs, each marked "via" the article.
    rect = view.common_list.visualItemRect(common)
    qtbot.mouseClick(view.common_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    rows = view.pair_table.selectionModel().selectedRows()
    assert len(rows) >= len(COPIERS) - 1
    copiers = {scenario.paper(n) for n in COPIERS}
    for index in rows:
        assert set(index.data(ROW_ROLE)) <= copiers
        group_cell = index.siblingAtColumn(PairTableModel.GROUP)
        assert group_cell.data() == f"via {ARTICLE}"
    assert view.matrix.common_source_cells()


def test_the_copiers_top_source_is_the_article(checked_window):
    scenario, window = checked_window
    model = window.papers.model
    for entry in model.entries:
        name = Path(entry.path).name
        top = model.data(model.index(model.row_of(entry), PapersModel.TOP_SOURCE))
        if name in COPIERS:
            assert top.split(" ", 1)[1] == ARTICLE, (name, top)  # "70.5% en-roman-…"
        elif name in COLLUDERS:
            other = next(n for n in COLLUDERS if n != name)
            assert top.split(" ", 1)[1] == other, (name, top)


def test_the_copiers_sources_panel_lists_the_article_first(qtbot, checked_window):
    """The Sources panel keeps the report's credited order (a copier's classmates, whose
    passages are the article's text, come after the article) and says why in the tooltip."""
    scenario, window = checked_window
    entry = next(e for e in window.papers.model.entries if Path(e.path).name == COPIERS[0])
    window.papers.select(entry)
    qtbot.wait(0)
    panel = window.paper_page.sources
    names = [panel.model().index(r, 0).data() for r in range(panel.model().rowCount())]
    assert names[0] == ARTICLE and len(names) > 1, names
    classmate = panel.model().index(1, 0)
    assert "only through " + ARTICLE in classmate.data(Qt.ItemDataRole.ToolTipRole)


def test_the_copiers_text_shows_in_the_articles_colour(qtbot, checked_window):
    """Where the article and classmates cover the same text, the paper view paints it in the
    colour of the source credited first (the article), as the HTML report does."""
    from PySide6.QtGui import QColor, QTextCursor

    from app.report.labels import source_colour

    scenario, window = checked_window
    entry = next(e for e in window.papers.model.entries if Path(e.path).name == COPIERS[0])
    window.papers.select(entry)
    qtbot.wait(0)
    report = window.paper_page.entry.report
    assert Path(report.sources[0].path).name == ARTICLE
    view = window.paper_page.view
    article_colour = QColor(source_colour(0)).name()
    mates = {Path(s.path).name for s in report.sources[1:]}
    assert mates  # classmates cover the same text too
    for passage in report.sources[0].passages:
        cursor = QTextCursor(view.document())
        cursor.setPosition(view._map.to_qt((passage.start + passage.end) // 2) + 1)
        assert cursor.charFormat().background().color().name() == article_colour
