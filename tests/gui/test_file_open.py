"""Papers opened from macOS's Finder arrive as FileOpen events and are checked as one batch."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

from app.gui.file_open import FileOpenCatcher


def test_file_open_events_of_one_selection_are_one_batch(qtbot, tmp_path):
    batches = []
    target = QObject()
    catcher = FileOpenCatcher(batches.append, target)
    target.installEventFilter(catcher)
    papers = [tmp_path / "a.docx", tmp_path / "b.pdf", tmp_path / "a.docx"]
    for paper in papers:
        event = QFileOpenEvent(str(paper))
        QCoreApplication.sendEvent(target, event)
        assert event.isAccepted()
    qtbot.waitUntil(lambda: len(batches) == 1, timeout=2000)
    assert batches == [[str(papers[0]), str(papers[1])]]  # the repeated file is checked once

    QCoreApplication.sendEvent(target, QFileOpenEvent(str(tmp_path / "c.odt")))
    qtbot.waitUntil(lambda: len(batches) == 2, timeout=2000)
    assert batches[1] == [str(tmp_path / "c.odt")]


def test_other_events_pass_through(qtbot):
    target = QObject()
    catcher = FileOpenCatcher(lambda paths: None, target)
    assert not catcher.eventFilter(target, QEvent(QEvent.Type.Show))
