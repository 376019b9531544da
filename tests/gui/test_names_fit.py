"""Names are not cut off in a normal window (issue 15, item 7): long file names are elided in
the middle (the start, usually the student's name, and the extension stay), the full name is in
the tooltip, and the columns that hold names get a sensible default width."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from app.gui.papers_list import PapersModel
from tests.gui.test_main_window import WAIT
from tests.gui.test_naming import HARRY, JANE, essays  # noqa: F401 (fixture)

#: The width a name column needs at least: 16 average characters.
NAME_CHARS = 16


def test_names_fit_and_are_elided_in_the_middle(qtbot, window, essays):  # noqa: F811 (fixture)
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(essays)])
    batch = finished.args[0]
    harry = next(e for e in batch.papers if Path(e.path).name == HARRY)
    window.papers.select(harry)
    qtbot.wait(0)
    enough = window.fontMetrics().averageCharWidth() * NAME_CHARS

    papers = window.papers.table
    assert papers.textElideMode() == Qt.TextElideMode.ElideMiddle
    assert papers.columnWidth(PapersModel.PAPER) >= enough
    assert papers.columnWidth(PapersModel.TOP_SOURCE) >= enough
    row = window.papers.model.row_of(harry)
    top = window.papers.model.index(row, PapersModel.TOP_SOURCE)
    assert top.data(Qt.ItemDataRole.ToolTipRole).startswith(str(essays / JANE))

    sources = window.paper_page.sources
    assert sources.textElideMode() == Qt.TextElideMode.ElideMiddle
    swatch_and_tick_box = 2 * sources.fontMetrics().height()
    assert sources.columnWidth(0) >= enough + swatch_and_tick_box
    first = sources.model().index(0, 0)
    assert first.data(Qt.ItemDataRole.ToolTipRole).startswith(str(essays / JANE))

    window.class_view.set_batch(batch.result, batch.title)
    window.tabs.setCurrentWidget(window.class_view)
    qtbot.wait(0)
    pairs = window.class_view.pair_table
    assert pairs.textElideMode() == Qt.TextElideMode.ElideMiddle
    assert pairs.columnWidth(0) >= enough and pairs.columnWidth(1) >= enough
    assert pairs.model().index(0, 0).data(Qt.ItemDataRole.ToolTipRole) in {
        str(essays / HARRY),
        str(essays / JANE),
    }
