"""The window's passage keys in the side-by-side view: F3 / Shift+F3 (the menu actions) and
Alt+Down / Alt+Up step through every passage of the paper, switching the source on the right
(real key presses, offscreen)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.gui.main_window import MainWindow
from app.gui.passage_order import paper_order
from tests.gui.conftest import DEMO

WAIT = 120_000  # ms; generous for a shared two-core machine


def _paragraphs(folder: str, name: str) -> list[str]:
    text = (DEMO / folder / name).read_text(encoding="utf-8")
    return [p.strip() for p in text.split("\n\n") if len(p.split()) > 40]


@pytest.fixture
def window(qtbot, preferences, tmp_path: Path, demo_corpus: Path):
    corpus = tmp_path / "corpus.imbrex"
    shutil.copyfile(demo_corpus, corpus)
    win = MainWindow(preferences, corpus)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.queue.cancel_all()
    win.queue.wait(60_000)


def test_f3_and_alt_down_step_across_sources_side_by_side(qtbot, window, tmp_path):
    own = _paragraphs("papers", "en-noah-honey-bees.txt")
    volcano = _paragraphs("sources", "en-volcanoes.txt")
    water = _paragraphs("sources", "en-water-cycle.txt")
    paper = tmp_path / "two-sources.txt"
    paper.write_text(
        "\n\n".join([own[0], volcano[0], own[1], water[0], own[2], volcano[2]]), encoding="utf-8"
    )
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(paper)])
    entry = window.papers.model.entries[0]
    report = entry.full_evidence.report
    order = paper_order(report)
    assert len(order) >= 3 and len({s for s, _ in order}) >= 2, "passages of two sources"
    window.papers.select(entry)
    window.show_side_by_side(entry, *order[0])
    side = window.side_by_side
    assert window.tabs.currentWidget() is side
    side.paper_edit.setFocus()
    qtbot.waitUntil(side.paper_edit.hasFocus)
    steps = []
    side.currentPassageChanged.connect(lambda s, p: steps.append((s, p)))
    total = len(order)
    for k in range(1, total):
        key, modifier = (
            (Qt.Key.Key_F3, Qt.KeyboardModifier.NoModifier)
            if k % 2
            else (Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
        )
        qtbot.keyClick(side.paper_edit, key, modifier)
        assert side.status_label.text().startswith(f"Passage {k + 1} of {total} ·")
    assert steps == order[1:], "one key press, one step, in paper order"
    shown = {source for source, _ in steps}
    assert len(shown) >= 2
    assert side.source_edit.toPlainText() == entry.full_evidence.source_texts[order[-1][0]]
    qtbot.keyClick(side.paper_edit, Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(side.paper_edit, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert steps[-2:] == [order[-2], order[-3]]
    assert window.tabs.currentWidget() is side
