"""A paper whose file name holds bytes that are not UTF-8 (a name made on a machine with another
character set) is checked, listed with those bytes written as ``[xNN]``, kept, and listed again
after a restart (`app.printable`)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_kept_results import restart
from tests.gui.test_main_window import WAIT
from tests.test_undecodable_names import class_with_an_undecodable_name


@pytest.fixture
def odd_class(tmp_path: Path) -> Path:
    return class_with_an_undecodable_name(tmp_path).parent


def test_an_undecodable_name_is_checked_listed_and_kept(qtbot, open_window, odd_class):
    window = open_window()
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(odd_class)])
    names = sorted(e.name for e in finished.args[0].papers)
    assert names == ["[xC0][xED][xED][xE0].txt", "jack.txt"]
    assert all(e.evidence is not None for e in finished.args[0].papers)

    again = restart(window, open_window)
    assert sorted(e.name for e in again.papers.model.entries) == names
    # Its page comes back from the store, and the class is checked again from the real files.
    odd = next(e for e in again.papers.model.entries if e.name.startswith("[xC0]"))
    again.papers.select(odd)
    assert again.paper_page.view.toPlainText()
    with qtbot.waitSignal(again.batchFinished, timeout=WAIT) as rechecked:
        again.menus.recheck_action.trigger()
    assert sorted(e.name for e in rechecked.args[0].papers) == names
    assert all(e.evidence is not None for e in rechecked.args[0].papers)


def test_a_pair_with_it_opens_side_by_side(qtbot, window, odd_class):
    """The pair's double-click carries the real paths: a Qt string signal dropped the name's
    undecodable bytes, and the window said the file "does not exist"."""
    odd = next(p for p in odd_class.iterdir() if p.name != "jack.txt")
    shutil.copyfile(odd, odd_class / "emma.txt")  # the odd paper's twin
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(odd_class)])
    batch = finished.args[0]
    window.class_view.set_batch(batch.result, batch.title)
    window._show_tab(2)
    table = window.class_view.pair_table
    model = window.class_view.pairs_proxy
    (row,) = [
        r
        for r in range(model.rowCount())
        if any("[xC0]" in str(model.index(r, c).data()) for c in range(2))
    ]
    centre = table.visualRect(model.index(row, 0)).center()
    with qtbot.waitSignal(window.comparisonShown, timeout=WAIT):
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert window.tabs.currentWidget() is window.side_by_side
