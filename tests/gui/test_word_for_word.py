"""The word-for-word share beside the similarity: a column of the papers list (next to the
similarity, wide enough for its header), the paper header, a legend, and both recomputed when
the teacher hides a source. Driven through the real window (drop, clicks)."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QPoint, Qt

from app.gui.main_window import MainWindow
from app.gui.papers_list import PapersModel
from app.report.labels import percent
from tests.gui.conftest import DEMO
from tests.gui.test_main_window import WAIT, drop

WORD_FOR_WORD, SIMILARITY = PapersModel.WORD_FOR_WORD, PapersModel.SIMILARITY


@pytest.fixture
def checked(qtbot, preferences, tmp_path, demo_corpus):
    corpus = tmp_path / "corpus.imbrex"
    shutil.copyfile(demo_corpus, corpus)
    paper = tmp_path / "emma.txt"
    shutil.copyfile(DEMO / "papers" / "en-emma-water-and-life.txt", paper)
    window = MainWindow(preferences, corpus)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        drop(window, [paper])
    (entry,) = window.papers.model.entries
    yield window, entry
    window.queue.cancel_all()
    window.queue.wait(60_000)


def _cell(window: MainWindow, entry, column: int) -> str:
    model = window.papers.model
    return model.data(model.index(model.row_of(entry), column))


def test_the_list_shows_the_word_for_word_share_beside_the_similarity(checked):
    window, entry = checked
    report = entry.evidence.report
    assert 0 < report.identical < report.similarity  # Emma reworded part of her sources
    assert _cell(window, entry, WORD_FOR_WORD) == percent(report.identical)
    table = window.papers.table
    header = table.horizontalHeader()
    assert not table.isColumnHidden(WORD_FOR_WORD)
    assert header.visualIndex(WORD_FOR_WORD) == header.visualIndex(SIMILARITY) + 1
    title = window.papers.model.headerData(WORD_FOR_WORD, Qt.Orientation.Horizontal)
    assert title == "Word for word"
    assert header.sectionSize(WORD_FOR_WORD) >= header.fontMetrics().horizontalAdvance(title)
    tip = window.papers.model.horizontalHeaderItem(WORD_FOR_WORD).toolTip()
    assert "identical" in tip and "without change" in tip
    assert "reworded" in window.papers.model.horizontalHeaderItem(SIMILARITY).toolTip()
    legend = window.papers.legend
    assert legend.isVisible() and "Word for word: text identical to a source" in legend.text()


def test_the_paper_header_shows_both_figures_and_hiding_a_source_updates_them(qtbot, checked):
    window, entry = checked
    window.papers.select(entry)
    page = window.paper_page
    report = entry.full_evidence.report
    summary = page.summary.text()
    assert summary.startswith(percent(report.similarity))
    assert f"{percent(report.identical)} word for word" in summary
    assert "Word for word:" in page.summary.toolTip()
    # Hide the top source with a click on its tick box, as a teacher does.
    sources = page.sources
    item = sources.item_for(0)
    rect = sources.visualRect(sources.proxy.mapFromSource(item.index()))
    style = sources.style()
    box = QPoint(
        rect.left() + style.pixelMetric(style.PixelMetric.PM_IndicatorWidth) // 2 + 4,
        rect.center().y(),
    )
    with qtbot.waitSignal(page.hiddenChanged):
        qtbot.mouseClick(sources.viewport(), Qt.MouseButton.LeftButton, pos=box)
    visible = entry.evidence.report
    assert visible.identical < report.identical
    assert _cell(window, entry, WORD_FOR_WORD) == percent(visible.identical)
    assert f"{percent(visible.identical)} word for word" in page.summary.text()


def test_a_paper_that_was_not_checked_shows_no_figure(qtbot, preferences, tmp_path):
    broken = tmp_path / "broken.docx"
    broken.write_bytes(b"PK\x03\x04 not really a docx")
    window = MainWindow(preferences, tmp_path / "none.imbrex")
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: all(job.done for job in window.queue.jobs), timeout=WAIT)
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        drop(window, [broken])
    (entry,) = window.papers.model.entries
    assert entry.error and _cell(window, entry, WORD_FOR_WORD) == ""
    model = window.papers.model
    assert model.index(model.row_of(entry), WORD_FOR_WORD).data(Qt.ItemDataRole.UserRole) == -1
    window.queue.cancel_all()
    window.queue.wait(60_000)
