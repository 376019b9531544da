"""Labels that show file names or messages show them as they are (issue 19 item 7a): a name
like ``<h1>x</h1><img src=...>`` (a zip member's, a paper's) is never rendered as markup."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QLabel, QStyle

from app.batch import PaperOutcome
from app.gui.corpus_manager import CorpusManager
from app.gui.jobs import JobQueue
from app.gui.main_window import MainWindow
from app.gui.paper_page import PaperPage
from app.gui.session import Batch, PaperEntry
from app.gui.side_by_side import SideBySideView

MARKUP = '<h1>x</h1><img src="/etc/hosts">'


def _shows_literally(label: QLabel) -> bool:
    """What Qt does: AutoText renders the text as rich text when it looks like markup."""
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.PlainText:
        return True
    return fmt == Qt.TextFormat.AutoText and not QtGui.mightBeRichText(label.text())


def test_an_unreadable_paper_named_with_markup_shows_its_error_literally(qtbot):
    page = PaperPage()
    qtbot.addWidget(page)
    name = f"class.zip/{MARKUP}.docx"
    page.show_entry(PaperEntry(PaperOutcome(name, error=f"{name}: damaged"), Batch("b", ())))
    assert MARKUP in page.summary.text() and _shows_literally(page.summary)
    assert _shows_literally(page.title) and _shows_literally(page.position)


def test_the_corpus_managers_messages_show_names_literally(qtbot, tmp_path: Path):
    queue = JobQueue()
    manager = CorpusManager(tmp_path / "c.imbrex", queue, workers=1)
    qtbot.addWidget(manager)
    try:
        manager.messages.tell(f"{MARKUP}: not added", QStyle.StandardPixmap.SP_MessageBoxWarning)
        for label in (
            manager.messages.message_label,
            manager.corpus_banner,
            manager.jobs.progress_label,
            manager.stats_label,
        ):
            label.setText(MARKUP)
            assert _shows_literally(label), label.objectName() or label
    finally:
        queue.cancel_all()
        queue.wait(60_000)


def test_the_side_by_side_view_shows_messages_literally(qtbot):
    view = SideBySideView()
    qtbot.addWidget(view)
    for label in (view.status_label, view.message_label):
        label.setText(MARKUP)
        assert _shows_literally(label)


@pytest.fixture
def window(qtbot, preferences, tmp_path: Path, demo_corpus: Path):
    corpus = tmp_path / f"{MARKUP.replace('/', '_')}.imbrex"
    shutil.copyfile(demo_corpus, corpus)
    win = MainWindow(preferences, corpus)
    qtbot.addWidget(win)
    yield win
    win.queue.cancel_all()
    win.queue.wait(60_000)


def test_the_windows_corpus_and_template_labels_show_names_literally(window, tmp_path):
    window.corpus.update_corpus_label()
    assert "<h1>" in window.corpus_label.text() and _shows_literally(window.corpus_label)
    template = tmp_path / f"{MARKUP.replace('/', '_')}.txt"
    template.write_text("The assignment: write about bees and their hives.", encoding="utf-8")
    window.checks.set_template(template)
    assert "<h1>" in window.menus.template_label.text() and _shows_literally(
        window.menus.template_label
    )
    assert "<h1>" in window.hint.corpus.text() and _shows_literally(window.hint.corpus)


def test_tooltips_with_a_name_that_looks_like_markup_show_it_literally(qtbot, tmp_path: Path):
    from PySide6.QtGui import QTextDocument

    from app.gui.plain_text import plain_tooltip

    assert plain_tooltip("/home/anna/essay.docx") == "/home/anna/essay.docx"
    shown = QTextDocument()
    shown.setHtml(plain_tooltip(f"class.zip/{MARKUP}.docx"))
    assert shown.toPlainText() == f"class.zip/{MARKUP}.docx"
    queue = JobQueue()
    manager = CorpusManager(tmp_path / f"{MARKUP.replace('/', '_')}.imbrex", queue, workers=1)
    qtbot.addWidget(manager)
    try:
        tip = manager.stats_label.toolTip()
        assert "<h1>" not in tip and "&lt;h1&gt;" in tip
    finally:
        queue.cancel_all()
        queue.wait(60_000)
