"""Issue 15's segfault as a teacher met it, run as its own process by ``test_sources_panel``
(a segfault would otherwise take the whole test run down):

select a paper, click a row and a tick box in its Sources panel, then click other papers of the
list. Exits 0 when the window survived; a native crash ends the process with SIGSEGV and
faulthandler's trace on stderr.

    python -X faulthandler -m tests.gui.sources_click_scenario CORPUS SETTINGS.ini
"""

from __future__ import annotations

import faulthandler
import sys
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

from app.gui.main_window import MainWindow
from app.gui.preferences import Preferences
from app.paths import resource

TIMEOUT_MS = 240_000


def _wait_for_batch(window: MainWindow) -> None:
    loop = QEventLoop()
    window.batchFinished.connect(lambda _batch: loop.quit())
    QTimer.singleShot(TIMEOUT_MS, lambda: loop.exit(1))
    if loop.exec() != 0:
        raise SystemExit("the check did not finish")


def _click_paper(window: MainWindow, row: int) -> None:
    table = window.papers.table
    rect = table.visualRect(table.model().index(row, 0))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QApplication.processEvents()


def _click_source(window: MainWindow, row: int, on_tick_box: bool) -> None:
    sources = window.paper_page.sources
    index = sources.model().index(row, 0)
    rect = sources.visualRect(index)
    point = rect.center()
    if on_tick_box:
        option = QStyleOptionViewItem()
        option.rect = rect
        option.features |= QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator
        box = sources.style().subElementRect(
            QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, sources
        )
        point = box.center()
    QTest.mouseClick(sources.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QApplication.processEvents()


def main(corpus: str, settings: str) -> int:
    faulthandler.enable()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    preferences = Preferences(QSettings(settings, QSettings.Format.IniFormat))
    window = MainWindow(preferences, Path(corpus))
    window.resize(1200, 800)
    window.show()
    window.check_paths([str(resource("demo", "papers"))])
    _wait_for_batch(window)
    rows = window.papers.table.model().rowCount()
    assert rows >= 3, rows
    for paper in range(rows):
        _click_paper(window, paper)
        if window.paper_page.sources.model().rowCount() == 0:
            continue
        _click_source(window, 0, on_tick_box=False)
        _click_paper(window, (paper + 1) % rows)
        if window.paper_page.sources.model().rowCount():
            before = window.paper_page.entry.hidden
            _click_source(window, 0, on_tick_box=True)
            assert window.paper_page.entry.hidden != before, "the tick box was not clicked"
        _click_paper(window, (paper + 2) % rows)
    window.close()
    app.processEvents()
    print("survived", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
