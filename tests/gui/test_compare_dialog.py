"""Compare two documents (issue 15, item 11): one dialog that says which file goes left (the
paper) and which right, instead of two untitled file dialogs in a row; the papers list then
no longer shows an unrelated paper as selected."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog

from tests.gui.conftest import DEMO
from tests.gui.test_main_window import WAIT

PAPER = str(DEMO / "papers" / "en-emma-water-and-life.txt")
SOURCE = str(DEMO / "sources" / "en-water-cycle.txt")


def test_one_dialog_names_left_and_right_and_the_list_selection_is_cleared(
    qtbot,
    window,
    monkeypatch,
):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(DEMO / "papers")])
    assert window.papers.current() is not None  # the first paper is shown

    asked: list[str] = []

    def one_file(parent, title, *args, **kwargs):
        asked.append(title)
        return {"The paper (left)": PAPER}.get(title, SOURCE), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", one_file)
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileNames",
        lambda parent, title, *a, **k: ([one_file(parent, title)[0]], ""),
    )
    window.menus.compare_action.trigger()
    dialog = window.findChild(QDialog, "compareDialog")
    assert dialog is not None and dialog.isVisible()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    assert "left" in dialog.left_button.toolTip() and "right" in dialog.right_button.toolTip()
    qtbot.mouseClick(dialog.left_button, Qt.MouseButton.LeftButton)
    assert not ok.isEnabled()
    qtbot.mouseClick(dialog.right_button, Qt.MouseButton.LeftButton)
    assert asked == ["The paper (left)", "The document to compare it with (right)"]
    assert dialog.paths() == (PAPER, SOURCE) and ok.isEnabled()
    qtbot.mouseClick(dialog.swap_button, Qt.MouseButton.LeftButton)
    assert dialog.paths() == (SOURCE, PAPER)
    qtbot.mouseClick(dialog.swap_button, Qt.MouseButton.LeftButton)

    with qtbot.waitSignal(window.comparisonShown, timeout=WAIT):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    side = window.side_by_side
    assert window.tabs.currentWidget() is side
    assert "en-emma-water-and-life.txt" in side.paper_header.text()
    assert "en-water-cycle.txt" in side.source_header.text()
    assert window.papers.current() is None
    assert not window.papers.table.selectionModel().hasSelection()
