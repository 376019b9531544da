"""The papers list keeps its results between starts, re-checks the same files in place, and
papers and batches can be removed and the list cleared (issue 15, item 6). Real widgets: the
Delete key on the table, its context menu, the Edit menu, the confirmation boxes."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from app import results_store
from app.gui.main_window import MainWindow
from app.gui.papers_list import PapersModel
from tests.gui.conftest import DEMO

WAIT = 120_000
#: Demo papers copied under the names of a teacher's students.
CLASS = {
    "en-emma-water-and-life.txt": "anna-water.txt",
    "en-jack-rain.txt": "boris-rain.txt",
    "en-liam-inventions.txt": "chen-inventions.txt",
}


@pytest.fixture
def class_folder(tmp_path: Path) -> Path:
    """Three demo papers in a folder of their own (a teacher's class)."""
    folder = tmp_path / "class 7b"
    folder.mkdir()
    for name, student in CLASS.items():
        shutil.copyfile(DEMO / "papers" / name, folder / student)
    return folder


def check(qtbot, window: MainWindow, paths: list[Path]):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(p) for p in paths])
    assert finished.args[0].status == "done"
    return finished.args[0]


def rows(window: MainWindow) -> list[tuple[str, str]]:
    """(paper, similarity) of every row, sorted."""
    model = window.papers.model
    return sorted(
        (model.index(r, PapersModel.PAPER).data(), model.index(r, PapersModel.SIMILARITY).data())
        for r in range(model.rowCount())
    )


def restart(window: MainWindow, open_window) -> MainWindow:
    window.close()
    return open_window()


def answer_next_question(button: QMessageBox.StandardButton) -> list[str]:
    """Click ``button`` in the next modal question box; returns its text (once answered)."""
    seen: list[str] = []

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        seen.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, click)
    return seen


def select_row_of(window: MainWindow, name: str) -> None:
    entry = next(e for e in window.papers.model.entries if e.name == name)
    window.papers.select(entry)
    assert window.papers.current() is entry


def open_context_menu(qtbot, window: MainWindow, name: str):
    """Right-click (a context-menu event) on the row of paper ``name``."""
    table = window.papers.table
    entry = next(e for e in window.papers.model.entries if e.name == name)
    index = window.papers.proxy.mapFromSource(
        window.papers.model.index(window.papers.model.row_of(entry), 0)
    )
    point = table.visualRect(index).center()
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, table.viewport().mapToGlobal(point)
    )
    QApplication.sendEvent(table.viewport(), event)
    menu = window.papers.context_menu
    assert menu is not None
    qtbot.waitUntil(menu.isVisible)
    assert window.papers.current() is entry  # the row under the pointer
    return menu


def click_menu_item(qtbot, menu, text_start: str) -> None:
    action = next(a for a in menu.actions() if a.text().replace("&", "").startswith(text_start))
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def edit_menu_action(window: MainWindow, text_start: str):
    menus = [cast(QMenu, a.menu()) for a in window.menuBar().actions()]
    edit = next(m for m in menus if m.title().replace("&", "") == "Edit")
    return next(a for a in edit.actions() if a.text().replace("&", "").startswith(text_start))


def test_a_restart_keeps_the_results(qtbot, open_window, class_folder, results_folder):
    window = open_window()
    kept = results_folder / results_store.FILE_NAME
    assert not kept.exists()  # made at the first check, not while the window starts
    check(qtbot, window, [class_folder])
    assert kept.exists()
    before = rows(window)
    assert len(before) == 3
    emma = next(e for e in window.papers.model.entries if e.name == "anna-water.txt")
    emma_text = emma.full_evidence.paper_text
    pairs = window.class_view.batch().pairs

    again = restart(window, open_window)
    assert rows(again) == before
    assert again.stack.currentWidget() is again.tabs  # not the "drop papers" hint
    assert again.class_view.batch().pairs == pairs
    # The paper page comes back without a new check: text and sources from the store.
    select_row_of(again, "anna-water.txt")
    shown = again.paper_page.entry
    assert shown is not None and shown.full_evidence is not None
    assert shown.full_evidence.paper_text == emma_text
    assert again.paper_page.view.toPlainText()
    assert not again.queue.jobs or all(j.title.startswith("Preparing") for j in again.queue.jobs)
    # The kept class checked again is checked in place, as in the session it came from.
    with qtbot.waitSignal(again.batchFinished, timeout=WAIT):
        again.menus.recheck_action.trigger()
    assert rows(again) == before and len(again.batches) == 1


def test_opening_the_same_folder_again_checks_it_in_place(qtbot, open_window, class_folder):
    window = open_window()
    first = check(qtbot, window, [class_folder])
    for _ in range(2):
        check(qtbot, window, [class_folder])
    assert len(window.papers.model.entries) == 3  # not 6, not 9
    assert len(window.batches) == 1 and window.batches[0].id == first.id
    assert window.papers.table.isColumnHidden(PapersModel.BATCH)
    # The store too holds the class once.
    assert len(rows(restart(window, open_window))) == 3


def test_a_new_folder_is_its_own_batch_apart_from_the_demo(qtbot, open_window, class_folder):
    window = open_window()
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_demo_class()
    teacher = check(qtbot, window, [class_folder])
    assert len(window.batches) == 2
    assert not window.papers.table.isColumnHidden(PapersModel.BATCH)
    # Grouped: the rows of each batch are together in the table, the newest batch first.
    proxy = window.papers.proxy
    batches = [
        proxy.index(r, 0).data(Qt.ItemDataRole.UserRole + 1).batch.id
        for r in range(proxy.rowCount())
    ]
    assert batches == sorted(batches, reverse=True)
    assert batches[0] == teacher.id


def test_delete_removes_the_selected_paper_for_good(qtbot, open_window, class_folder):
    window = open_window()
    check(qtbot, window, [class_folder])
    select_row_of(window, "boris-rain.txt")
    window.papers.table.setFocus()
    qtbot.keyClick(window.papers.table, Qt.Key.Key_Delete)
    names = [name for name, _ in rows(window)]
    assert names == ["anna-water.txt", "chen-inventions.txt"]
    assert (class_folder / "boris-rain.txt").exists()  # the student's file is not touched
    batch = window.batches[0]
    assert all("boris-rain.txt" not in p.path for p in batch.result.papers)
    again = restart(window, open_window)
    assert [name for name, _ in rows(again)] == names


def test_the_context_menu_removes_a_batch_after_asking(qtbot, open_window, class_folder):
    window = open_window()
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_demo_class()
    check(qtbot, window, [class_folder])
    demo_rows = len(window.papers.model.entries) - 3

    menu = open_context_menu(qtbot, window, "chen-inventions.txt")
    asked = answer_next_question(QMessageBox.StandardButton.Cancel)
    click_menu_item(qtbot, menu, "Remove batch")
    assert asked and "class 7b" in asked[0]
    assert len(window.papers.model.entries) == demo_rows + 3  # cancelled: nothing removed

    menu = open_context_menu(qtbot, window, "chen-inventions.txt")
    answer_next_question(QMessageBox.StandardButton.Yes)
    click_menu_item(qtbot, menu, "Remove batch")
    assert len(window.papers.model.entries) == demo_rows
    assert all("class 7b" not in e.path for e in window.papers.model.entries)
    assert len(window.batches) == 1
    assert sorted(p.name for p in class_folder.iterdir()) == sorted(CLASS.values())
    again = restart(window, open_window)
    assert len(again.papers.model.entries) == demo_rows and len(again.batches) == 1


def test_the_edit_menu_clears_the_list(qtbot, open_window, class_folder, results_folder):
    window = open_window()
    check(qtbot, window, [class_folder])
    answer_next_question(QMessageBox.StandardButton.Yes)
    edit_menu_action(window, "Clear the list").trigger()
    assert window.papers.model.rowCount() == 0
    assert window.stack.currentWidget() is window.hint
    assert not edit_menu_action(window, "Clear the list").isEnabled()
    again = restart(window, open_window)
    assert again.papers.model.rowCount() == 0
    assert again.stack.currentWidget() is again.hint
    store = sqlite3.connect(results_folder / results_store.FILE_NAME)
    try:
        assert store.execute("SELECT count(*) FROM texts").fetchone() == (0,)
    finally:
        store.close()


def _message_box(window: MainWindow) -> QMessageBox:
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1
    return boxes[0]


def test_a_damaged_store_is_set_aside_with_a_message(qtbot, open_window, results_folder):
    results_folder.mkdir(parents=True)
    damaged = results_folder / results_store.FILE_NAME
    damaged.write_bytes(b"this is not a database" * 100)
    window = open_window()
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(QMessageBox)))
    box = _message_box(window)
    assert "damaged" in box.text() and "set aside" in box.text()
    kept = [p for p in results_folder.iterdir() if "-damaged-" in p.name]
    assert len(kept) == 1 and str(kept[0]) in box.text()
    assert kept[0].read_bytes() == b"this is not a database" * 100  # nothing lost
    assert window.kept.store is not None  # and results are kept again from now on


def test_a_store_from_a_newer_imbrex_is_set_aside(qtbot, open_window, results_folder):
    results_folder.mkdir(parents=True)
    newer = sqlite3.connect(results_folder / results_store.FILE_NAME)
    newer.execute("CREATE TABLE future (x)")
    newer.execute(f"PRAGMA user_version = {results_store.FORMAT_VERSION + 1}")
    newer.commit()
    newer.close()
    window = open_window()
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(QMessageBox)))
    assert "newer version" in _message_box(window).text()
    assert [p for p in results_folder.iterdir() if "-newer-" in p.name]


def test_a_hidden_source_stays_hidden_after_a_restart(qtbot, open_window, class_folder):
    window = open_window()
    check(qtbot, window, [class_folder])
    select_row_of(window, "anna-water.txt")
    sources = window.paper_page.sources
    item = sources.item_for(0)
    rect = sources.visualRect(sources.proxy.mapFromSource(item.index()))
    indicator = sources.style().pixelMetric(sources.style().PixelMetric.PM_IndicatorWidth)
    box = QPoint(rect.left() + indicator // 2 + 4, rect.center().y())
    with qtbot.waitSignal(window.paper_page.hiddenChanged):
        qtbot.mouseClick(sources.viewport(), Qt.MouseButton.LeftButton, pos=box)
    hidden = rows(window)

    again = restart(window, open_window)
    assert rows(again) == hidden  # the similarity without the hidden source
    select_row_of(again, "anna-water.txt")
    assert again.paper_page.entry.hidden == frozenset({0})
    assert again.paper_page.sources.item_for(0).checkState() == Qt.CheckState.Unchecked


def test_a_kept_class_can_be_exported_after_a_restart(qtbot, open_window, class_folder, tmp_path):
    window = open_window()
    check(qtbot, window, [class_folder])
    again = restart(window, open_window)
    (batch,) = again.batches
    job = again.exports.export_class_to(batch, tmp_path / "out")
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    csv = (tmp_path / "out" / "papers.csv").read_text(encoding="utf-8")
    assert all(name in csv for name in CLASS.values())
    assert len(list((tmp_path / "out").rglob("*.html"))) >= 3


def test_a_class_checked_again_without_the_corpus_keeps_its_title_after_a_restart(
    qtbot, open_window, class_folder, corpus
):
    """Checked with the corpus, then again in place against each other only (the corpus file
    gone): a restart shows the second title, so the teacher still sees the corpus was left
    out; checked again with the corpus back, the note goes, after a restart too."""
    window = open_window()
    first = check(qtbot, window, [class_folder])
    moved = Path(str(corpus) + ".away")
    Path(corpus).rename(moved)  # the drive is unplugged
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.checks.check_paths([str(class_folder)], without_corpus=True)
    assert finished.args[0].title == first.title + " · classmates only"
    again = restart(window, open_window)
    (kept,) = again.batches
    assert kept.title == first.title + " · classmates only"
    moved.rename(corpus)
    with qtbot.waitSignal(again.batchFinished, timeout=WAIT):
        again.menus.recheck_action.trigger()
    third = restart(again, open_window)
    assert [b.title for b in third.batches] == [first.title]
