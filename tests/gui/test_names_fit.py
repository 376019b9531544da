"""Names are not cut off in a normal window (issue 15, item 7): long file names are elided in
the middle (the start, usually the student's name, and the extension stay), the full name is in
the tooltip, and the columns that hold names get a sensible default width."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionViewItem

from app.gui.papers_list import PapersModel
from app.gui.text_metrics import char_width
from app.report.labels import percent
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
    enough = char_width(window.fontMetrics()) * NAME_CHARS

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


def test_a_narrow_top_source_keeps_the_share_and_both_ends_of_the_name(qtbot, window, essays):  # noqa: F811
    """Narrowed to 20 characters, "Top source" shows the share whole and the source's name
    elided in its middle (its start and extension stay); not "95.1…ce.pdf"."""
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(essays)])
    harry = next(e for e in finished.args[0].papers if Path(e.path).name == HARRY)
    papers = window.papers.table
    papers.setColumnWidth(PapersModel.TOP_SOURCE, char_width(papers.fontMetrics()) * 20)
    index = window.papers.proxy.mapFromSource(
        window.papers.model.index(window.papers.model.row_of(harry), PapersModel.TOP_SOURCE)
    )
    option = QStyleOptionViewItem()
    option.initFrom(papers)
    option.widget = papers
    option.rect = papers.visualRect(index)
    papers.itemDelegateForColumn(PapersModel.TOP_SOURCE).initStyleOption(option, index)

    share = percent(harry.top_source[1])
    assert harry.top_source[0] == JANE
    assert option.text.startswith(f"{share} Jan") and option.text.endswith(".pdf")
    assert "…" in option.text
    assert option.fontMetrics.horizontalAdvance(option.text) <= option.rect.width()


def test_a_second_batch_keeps_the_names_readable(qtbot, window, essays):  # noqa: F811 (fixture)
    """Papers of two batches: the batch column appears, wide enough to tell "class" from
    "class (again)", and the list widens (up to 60 % of the window) so that the paper's name
    keeps its room instead of being cut to a few letters."""
    titles = ["class · 21:33", "class (again) · 21:35"]
    check_two_batches(qtbot, window, essays, titles)
    qtbot.wait(0)

    papers = window.papers.table
    assert not papers.isColumnHidden(PapersModel.BATCH)
    metrics = papers.horizontalHeader().fontMetrics()
    longest = max(metrics.horizontalAdvance(title) for title in titles)
    assert papers.columnWidth(PapersModel.BATCH) >= longest
    enough = char_width(window.fontMetrics()) * NAME_CHARS
    assert papers.columnWidth(PapersModel.PAPER) >= enough
    left, right = window.splitter.sizes()
    assert left <= 0.6 * (left + right) + 1


def test_a_second_batch_leaves_whole_names_whole_in_a_wide_window(qtbot, window, essays):  # noqa: F811
    """With room to spare, the list (left narrow by the teacher) widens for the longest name
    ("Harry_Irwin_inheritance.pdf") when the batch column appears, not for 16 characters of
    it: the names are shown whole."""
    window.resize(1600, 900)
    check_two_batches(qtbot, window, essays, ["class · 21:33"])
    total = sum(window.splitter.sizes())
    window.splitter.setSizes([400, total - 400])
    check_two_batches(qtbot, window, essays, ["class (again) · 21:35"], first=1)
    qtbot.wait(0)

    papers = window.papers.table
    names = papers.sizeHintForColumn(PapersModel.PAPER)
    assert names > papers.fontMetrics().horizontalAdvance(HARRY)
    assert papers.columnWidth(PapersModel.PAPER) >= names
    left, right = window.splitter.sizes()
    assert left <= 0.6 * (left + right) + 1


def test_the_names_stay_readable_after_a_restart(qtbot, open_window, essays):  # noqa: F811
    """Two batches kept from the last session, and a papers list left narrow: the restarted
    window widens the list once it is shown (before that its panes have no width)."""
    from tests.gui.test_kept_results import restart

    window = open_window()
    check_two_batches(qtbot, window, essays, ["class · 09:00", "class (again) · 09:30"])
    total = sum(window.splitter.sizes())
    window.splitter.setSizes([300, total - 300])

    again = restart(window, open_window)
    assert len({e.batch.id for e in again.papers.model.entries}) == 2
    papers = again.papers

    def widened() -> bool:
        # As wide as the names need, but at most 60 % of the window and what the pane beside
        # it leaves (its smallest width).
        left, right = again.splitter.sizes()
        beside = again.splitter.widget(1).minimumSizeHint().width()
        return left >= min(papers.needed_width(), 0.6 * (left + right) - 1, left + right - beside)

    qtbot.waitUntil(widened, timeout=WAIT)
    assert not papers.table.isColumnHidden(PapersModel.BATCH)
    enough = char_width(again.fontMetrics()) * NAME_CHARS
    assert papers.table.columnWidth(PapersModel.PAPER) >= enough


def check_two_batches(qtbot, window, folder: Path, titles: list[str], first: int = 0) -> None:
    """Check a copy of the class folder per title, as a batch of that title (the copies
    numbered from ``first``)."""
    for number, title in enumerate(titles, start=first):
        copy = folder.parent / f"batch {number}"
        copy.mkdir()
        for pdf in folder.iterdir():
            (copy / pdf.name).write_bytes(pdf.read_bytes())
        with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
            window.check_paths([str(copy)], title=title, remember=False)
