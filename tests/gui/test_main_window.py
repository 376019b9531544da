"""The main window, driven as a teacher would: drops, clicks, menus (offscreen, real widgets).

No test sleeps: each waits on the window's or the job's signals.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import docx
import pytest
from fpdf import FPDF
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QColor, QDragEnterEvent, QDropEvent, QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QMessageBox,
    QPushButton,
)

from app.check import check_document
from app.corpus import open_corpus
from app.corpus.indexer import add_paths
from app.corpus.schema import SCHEMA_VERSION
from app.extract import extract
from app.gui.main_window import MainWindow
from app.gui.papers_list import PapersModel
from app.gui.passage_order import paper_order
from app.report.labels import percent, source_colour
from app.report.model import Scope
from tests.corpus.test_near_duplicates import FORMAT_2
from tests.gui.conftest import DEMO

WAIT = 120_000  # ms; generous for a shared two-core machine


def _paragraphs(name: str) -> list[str]:
    text = (DEMO / "papers" / name).read_text(encoding="utf-8")
    return [p.strip() for p in text.split("\n\n") if p.strip()]


@pytest.fixture
def papers(tmp_path: Path) -> dict[str, Path]:
    """Emma's demo paper as a .docx and Liam's as a .pdf."""
    document = docx.Document()
    for paragraph in _paragraphs("en-emma-water-and-life.txt"):
        document.add_paragraph(paragraph)
    emma = tmp_path / "emma.docx"
    # python-docx's hints say str | IO[bytes]; it hands the path to zipfile, which takes a Path.
    document.save(emma)  # type: ignore[arg-type]
    pdf = FPDF(format="A4")
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    for paragraph in _paragraphs("en-liam-inventions.txt"):
        pdf.multi_cell(0, 6, paragraph.encode("latin-1", "replace").decode("latin-1"))
        pdf.ln(3)
    liam = tmp_path / "liam.pdf"
    pdf.output(str(liam))
    return {"docx": emma, "pdf": liam}


def drop(window: MainWindow, paths: list[Path], target=None) -> None:
    """What Qt delivers when files are dropped on the window (or one of its children)."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    target = target or window
    point = QPointF(target.width() / 2, target.height() / 2)
    enter = QDragEnterEvent(
        point.toPoint(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    event = QDropEvent(
        point,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, event)
    assert event.isAccepted()


def _entries(window: MainWindow):
    return {Path(e.path).name: e for e in window.papers.model.entries}


def _row_text(window: MainWindow, entry, column: int) -> str:
    model = window.papers.model
    return model.data(model.index(model.row_of(entry), column))


def test_the_window_starts_with_a_hint(window):
    assert window.stack.currentWidget() is window.hint
    assert "Drop" in window.hint.findChildren(type(window.corpus_label))[0].text()
    assert "12 documents" in window.corpus_label.text()


def test_a_corpus_file_cut_short_is_named_under_the_drop_hint_and_left_as_it_is(
    qtbot, preferences, corpus, tmp_path
):
    """The status bar cut the reason at the window's edge ("… Copy it again from where it
    came, or"); the hint a teacher reads at the start says it whole, and so does the status
    bar's tooltip. The file is not touched."""
    cut = tmp_path / "cut.imbrex"
    data = Path(corpus).read_bytes()
    cut.write_bytes(data[: len(data) // 2])
    win = MainWindow(preferences, cut)
    qtbot.addWidget(win)
    hint = win.hint.corpus.text()
    assert "The corpus file is incomplete" in hint and "imbrex corpus add" in hint
    assert "imbrex corpus add" in win.corpus_label.toolTip()
    assert str(cut) in win.corpus_label.toolTip()
    assert cut.read_bytes() == data[: len(data) // 2]


@pytest.mark.parametrize("trouble", ["cut short", "missing"])
def test_a_check_stopped_by_a_damaged_corpus_offers_to_compare_the_papers_with_each_other(
    qtbot, preferences, corpus, tmp_path, trouble
):
    """A corpus file cut short, or not there (a drive not connected), stops the check; the
    error offers to check the papers against each other only, and that finds the copying
    inside the class. The corpus file is left as it is, and checking the same papers again
    (the corpus mended) drops the title's note."""
    cut = tmp_path / "cut.imbrex"
    data = Path(corpus).read_bytes()
    cut.write_bytes(data[: len(data) // 2] if trouble == "cut short" else data)
    words = (DEMO / "papers" / "en-emma-water-and-life.txt").read_text(encoding="utf-8").split()
    first, second = tmp_path / "first.txt", tmp_path / "second.txt"
    first.write_text(" ".join(words), encoding="utf-8")
    second.write_text(" ".join(w if n % 40 else "indeed" for n, w in enumerate(words)), "utf-8")
    win = MainWindow(preferences, cut)
    qtbot.addWidget(win)
    if trouble == "missing":  # there when the window opened, gone by the check
        cut.unlink()
    with qtbot.waitSignal(win.batchFinished, timeout=WAIT):
        win.check_paths([str(first), str(second)])
    assert win.batches[-1].status == "failed"
    dialog = win.findChild(QDialog, "errorDialog")
    assert dialog is not None
    assert ("incomplete" if trouble == "cut short" else "was not found") in dialog.message
    if trouble == "missing":  # the status bar says so too, not only the corpus's name
        assert "The corpus file was not found" in win.corpus_label.text()
    button = dialog.findChild(QPushButton, "withoutCorpus")
    assert button is not None
    with qtbot.waitSignal(win.batchFinished, timeout=WAIT):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    batch = win.batches[-1]
    assert batch.status == "done" and batch.title.endswith(" · classmates only")
    entries = _entries(win)
    report = entries["first.txt"].full_evidence.report
    (source,) = report.sources
    assert source.path == str(second) and source.similarity > 0.5
    assert report.scope == Scope(classmates=1)  # its report says the corpus was not used
    win.papers.select(entries["first.txt"])
    assert "checked against the class only, not the corpus" in win.paper_page.summary.text()
    if trouble == "cut short":
        assert cut.read_bytes() == data[: len(data) // 2]
    else:
        assert not cut.exists()
    shutil.copyfile(corpus, cut)  # the corpus file mended, or back
    with qtbot.waitSignal(win.batchFinished, timeout=WAIT):
        win.menus.recheck_action.trigger()  # Check ▸ Check again, as a teacher would
    assert win.batches[-1].status == "done" and not win.batches[-1].without_corpus
    assert not win.batches[-1].title.endswith("classmates only")
    again = _entries(win)["first.txt"].full_evidence.report.scope
    assert again is not None and again.corpus == str(cut) and again.corpus_documents == 12


def test_a_new_corpus_is_made_with_the_demo_texts(qtbot, preferences, tmp_path):
    path = tmp_path / "new" / "corpus.imbrex"
    win = MainWindow(preferences, path)
    qtbot.addWidget(win)
    job = win.queue.jobs[0]
    assert "not found" not in win.corpus_label.text()  # being made, not missing
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    assert "12 documents" in win.corpus_label.text()


def test_a_chosen_corpus_file_that_is_gone_is_not_made_again(qtbot, preferences, tmp_path):
    """The teacher chose a corpus file on a drive; the window starts while the drive is not
    connected. It says the file is missing and makes no new corpus in its place."""
    path = tmp_path / "usb" / "class-corpus.imbrex"
    preferences.corpus_path = str(path)  # chosen earlier with Corpus ▸ Use another corpus file…
    win = MainWindow(preferences)
    qtbot.addWidget(win)
    assert win.queue.jobs == []
    assert "The corpus file was not found" in win.corpus_label.text()
    assert "The corpus file was not found" in win.hint.corpus.text()
    assert not path.parent.exists()


def test_a_corpus_of_an_older_format_is_updated_in_the_background(qtbot, preferences, tmp_path):
    path = tmp_path / "old.imbrex"
    shutil.copyfile(FORMAT_2, path)  # made by the previous Imbrex: no sketches
    win = MainWindow(preferences, path)
    qtbot.addWidget(win)
    (job,) = win.queue.jobs
    assert job.title == "Updating the corpus for this version of Imbrex"
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    with open_corpus(path, create=False, readonly=True) as store:
        assert store.version == SCHEMA_VERSION and store.document_count() == 3
    assert "3 documents" in win.corpus_label.text()
    again = MainWindow(preferences, path)  # up to date: no job
    qtbot.addWidget(again)
    assert again.queue.jobs == []


def test_dropping_a_docx_and_a_pdf_marks_their_sources(qtbot, window, papers, corpus):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        drop(window, [papers["docx"], papers["pdf"]])
    batch = finished.args[0]
    assert batch.status == "done"
    entries = _entries(window)
    assert set(entries) == {"emma.docx", "liam.pdf"}
    store = open_corpus(corpus, create=False, readonly=True)
    try:
        for name, source in (
            ("emma.docx", "en-water-cycle.txt"),
            ("liam.pdf", "en-printing-press.txt"),
        ):
            entry = entries[name]
            expected = check_document(extract(entry.path), store).evidence.report
            # The list shows the same overall share as a check from the command line ...
            assert _row_text(window, entry, PapersModel.SIMILARITY) == percent(expected.similarity)
            assert expected.similarity > 0.1
            sources = [Path(s.path).name for s in entry.evidence.report.sources]
            assert source in sources
            # ... and the paper view colours the passages of each source.
            window.papers.select(entry)
            assert window.paper_page.entry is entry
            view = window.paper_page.view
            for s, data in enumerate(entry.evidence.report.sources):
                passage = data.passages[0]
                cursor = QTextCursor(view.document())
                cursor.setPosition(view._map.to_qt((passage.start + passage.end) // 2))
                assert cursor.charFormat().background().color() == QColor(source_colour(s))
    finally:
        store.close()
    emma = entries["emma.docx"].evidence.report
    assert {Path(s.path).name for s in emma.sources} >= {
        "en-water-cycle.txt",
        "en-photosynthesis.txt",
    }
    assert any(e.reason == "quote" for e in emma.excluded)


def test_clicking_a_passage_opens_the_pair_side_by_side(qtbot, window, papers):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        drop(window, [papers["docx"]])
    entry = _entries(window)["emma.docx"]
    window.papers.select(entry)
    view = window.paper_page.view
    passage = entry.evidence.report.sources[0].passages[0]
    cursor = QTextCursor(view.document())
    cursor.setPosition(view._map.to_qt(passage.start + 25))
    view.setTextCursor(cursor)
    view.centerCursor()
    point = view.cursorRect(cursor).center() + QPoint(2, 0)
    with qtbot.waitSignal(window.comparisonShown, timeout=WAIT):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    side = window.side_by_side
    assert window.tabs.currentWidget() is side
    assert (side.source_index(), side.current_passage()) == (0, 0)
    for pane, start in (
        (side.paper_edit, passage.start),
        (side.source_edit, passage.source_start),
    ):
        rect = pane.cursorRect(_cursor_at(pane, start))
        assert pane.viewport().rect().contains(rect.center()), "passage not scrolled into view"


def test_the_side_by_side_tab_opened_by_itself_shows_the_selected_paper(
    qtbot, window, papers, tmp_path
):
    """Selecting a paper, then clicking the "Side by side" tab, shows that paper's first
    passage; choosing another paper while the tab is open follows it, and a paper that shares
    nothing is shown alone with a message, never beside an earlier paper's source."""
    own = tmp_path / "own.txt"
    own.write_text(
        "My grandmother kept bees behind the orchard wall. Every August we robbed the hives "
        "together, wearing her late husband's veils, and sold the honey at the church fair.",
        encoding="utf-8",
    )
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        drop(window, [papers["docx"], own])
    entries = _entries(window)
    window.papers.select(entries["emma.docx"])
    side = window.side_by_side
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert window.tabs.currentWidget() is side
    assert side.evidence() is entries["emma.docx"].full_evidence
    first = window.paper_page.passages()[0]  # the first in the paper's order
    assert (side.source_index(), side.current_passage()) == first
    assert side.status_label.text().startswith("Passage 1 of ")
    window.papers.select(entries["own.txt"])
    assert side.evidence() is entries["own.txt"].full_evidence
    assert "shares no passage with any source" in side.message_label.text()
    assert side.source_edit.toPlainText() == ""


def _cursor_at(pane, offset: int) -> QTextCursor:
    from app.gui.offsets import Utf16Map

    cursor = QTextCursor(pane.document())
    cursor.setPosition(Utf16Map(pane.toPlainText()).to_qt(offset))
    return cursor


def test_hiding_a_source_changes_the_overall_share(qtbot, window, papers):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        drop(window, [papers["docx"]])
    entry = _entries(window)["emma.docx"]
    window.papers.select(entry)
    before = _row_text(window, entry, PapersModel.SIMILARITY)
    sources = window.paper_page.sources
    item = sources.item_for(0)
    # A click on the tick box, as the teacher does it.
    rect = sources.visualRect(sources.proxy.mapFromSource(item.index()))
    box = QPoint(
        rect.left()
        + sources.style().pixelMetric(sources.style().PixelMetric.PM_IndicatorWidth) // 2
        + 4,
        rect.center().y(),
    )
    with qtbot.waitSignal(window.paper_page.hiddenChanged):
        qtbot.mouseClick(sources.viewport(), Qt.MouseButton.LeftButton, pos=box)
    assert item.checkState() == Qt.CheckState.Unchecked
    after = _row_text(window, entry, PapersModel.SIMILARITY)
    assert after != before
    assert entry.similarity < entry.full_evidence.report.similarity
    assert window.paper_page.summary.text().startswith(percent(entry.similarity))


def test_cancel_stops_a_long_check_and_the_window_stays_usable(qtbot, window, tmp_path):
    folder = tmp_path / "many"
    folder.mkdir()
    for n in range(40):
        for paper in (DEMO / "papers").glob("en-*.txt"):
            shutil.copyfile(paper, folder / f"{n:02d}-{paper.name}")
    window.check_paths([str(folder)])
    job = window.queue.jobs[-1]
    row = window.jobs.rows[job]
    qtbot.waitUntil(lambda: job.progress[0] >= 1, timeout=WAIT)
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        qtbot.mouseClick(row.cancel, Qt.MouseButton.LeftButton)
    assert finished.args[0].status == "cancelled"
    qtbot.waitUntil(lambda: not window.queue.active(), timeout=WAIT)
    # Still usable: the next check runs to the end.
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(DEMO / "papers" / "en-jack-rain.txt")])
    assert finished.args[0].status == "done"


def test_a_corrupt_file_in_a_dropped_folder_shows_its_error(qtbot, window, tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    shutil.copyfile(DEMO / "papers" / "en-emma-water-and-life.txt", folder / "emma.txt")
    shutil.copyfile(DEMO / "papers" / "en-jack-rain.txt", folder / "jack.txt")
    (folder / "broken.docx").write_bytes(b"PK\x03\x04 this is not really a docx" * 20)
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        drop(window, [folder])
    entries = _entries(window)
    assert set(entries) == {"emma.txt", "jack.txt", "broken.docx"}
    broken = entries["broken.docx"]
    assert broken.error
    assert _row_text(window, broken, PapersModel.SIMILARITY) == "not checked"
    assert broken.error in _row_text(window, broken, PapersModel.TOP_SOURCE)
    assert entries["emma.txt"].similarity > 0.1 and entries["jack.txt"].evidence is not None
    # The class view shows the pair the two readable papers share.
    assert window.class_view.visible_pairs()


def test_export_from_the_menu_writes_a_report(qtbot, window, papers, tmp_path, monkeypatch):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        drop(window, [papers["docx"]])
    window.papers.select(_entries(window)["emma.docx"])
    for name, label in (("report.html", "HTML"), ("report.pdf", "PDF"), ("bundle.zip", "Evidence")):
        target = tmp_path / name
        monkeypatch.setattr(
            QFileDialog,
            "getSaveFileName",
            lambda *a, target=target, label=label, **k: (
                str(target),
                next(
                    f
                    for f in __import__("app.gui.export", fromlist=["x"]).name_filters()
                    if f.startswith(label)
                ),
            ),
        )
        with qtbot.waitSignal(window.queue.added, timeout=WAIT) as added:
            window.menus.export_action.trigger()
        job = added.args[0]
        qtbot.waitUntil(lambda job=job: job.done, timeout=WAIT)
        assert target.exists() and target.stat().st_size > 1000, name
    assert b"en-water-cycle" in (tmp_path / "report.html").read_bytes()
    assert (tmp_path / "report.pdf").read_bytes().startswith(b"%PDF")


def test_export_class_results(qtbot, window, tmp_path):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_demo_class()
    batch = finished.args[0]
    job = window.exports.export_class_to(batch, tmp_path / "results")
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    assert (tmp_path / "results" / "summary.json").exists()
    assert len(list((tmp_path / "results" / "reports").glob("*.html"))) == 7


def test_compare_two_documents_from_the_menu(qtbot, window, monkeypatch):
    files = [
        str(DEMO / "papers" / "en-emma-water-and-life.txt"),
        str(DEMO / "sources" / "en-water-cycle.txt"),
    ]
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: (files, ""))
    window.menus.compare_action.trigger()
    dialog = window.findChild(QDialog, "compareDialog")
    qtbot.mouseClick(dialog.left_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.comparisonShown, timeout=WAIT):
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
    assert window.tabs.currentWidget() is window.side_by_side
    assert window.side_by_side.current_passage() == 0


def test_two_files_dropped_on_the_side_by_side_view_are_compared(qtbot, window):
    window._show_tab(1)
    with qtbot.waitSignal(window.comparisonShown, timeout=WAIT):
        drop(window, [DEMO / "papers" / "en-jack-rain.txt", DEMO / "sources" / "en-honey-bees.txt"])
    assert not window.papers.model.entries  # compared, not checked


def test_settings_and_layout_persist(qtbot, preferences, corpus):
    first = MainWindow(preferences, corpus)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(700, 450)  # the offscreen screen is 800 × 600
    size = first.size()
    assert first.menus.quotes_action.isChecked()
    first.menus.quotes_action.trigger()  # the menu item, as a click
    first.menus.min_words.setValue(35)
    first.papers.threshold.setValue(10)
    first.close()
    second = MainWindow(preferences, corpus)
    qtbot.addWidget(second)
    assert not second.menus.quotes_action.isChecked()
    assert second.menus.min_words.value() == 35
    assert second.papers.threshold.value() == 10
    assert second.size() == size
    settings = preferences.engine_settings()
    assert settings.min_words == 35 and not settings.exclude_quotes


def test_closing_while_checking_asks_first(qtbot, window, monkeypatch, tmp_path):
    window.check_paths([str(DEMO / "papers")])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not window.close()
    assert window.isVisible()


def test_a_comparison_of_a_broken_file_shows_its_error_and_the_window_stays(
    qtbot, window, tmp_path
):
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.7\n this file was cut off")
    job = window.compare_files(str(broken), str(DEMO / "sources" / "en-water-cycle.txt"))
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    from app.gui.error_dialog import ErrorDialog

    dialogs = [d for d in window.findChildren(ErrorDialog) if d.isVisible()]
    assert dialogs, "no error dialog"
    text = " ".join(label.text() for label in dialogs[0].findChildren(type(window.corpus_label)))
    assert "broken.pdf" in text
    dialogs[0].close()
    assert window.isVisible()
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(DEMO / "papers" / "en-jack-rain.txt")])
    assert finished.args[0].status == "done"


def test_the_corpus_count_is_read_again_after_a_check(qtbot, window, corpus, tmp_path):
    assert "12 documents" in window.corpus_label.text()
    extra = tmp_path / "added-elsewhere.txt"
    extra.write_text("A reference text added from a terminal. " * 30, encoding="utf-8")
    with open_corpus(corpus) as store:  # another program (imbrex corpus add) adds a document
        add_paths(store, [extra], workers=1)
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(DEMO / "papers" / "en-jack-rain.txt")])
    assert "13 documents" in window.corpus_label.text()


def test_checked_papers_can_be_added_to_the_corpus(qtbot, window, corpus):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(DEMO / "papers" / "en-jack-rain.txt")])
    job = window.corpus.add_checked_papers()
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    store = open_corpus(corpus, create=False, readonly=True)
    try:
        added = store.documents("Checked papers")
    finally:
        store.close()
    assert [Path(d.path).name for d in added] == ["en-jack-rain.txt"]
    assert "13 documents" in window.corpus_label.text()


def test_recent_files_reopen_a_batch(qtbot, window):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(DEMO / "papers" / "en-jack-rain.txt")])
    window.menus.recent_menu.aboutToShow.emit()
    actions = [
        a for a in window.menus.recent_menu.actions() if a.text().endswith("en-jack-rain.txt")
    ]
    assert actions
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        actions[0].trigger()
    assert finished.args[0].status == "done"
    # The same paper again is checked in place: one batch, one row.
    assert len(window.batches) == 1 and len(window.papers.model.entries) == 1
    assert window.papers.table.isColumnHidden(PapersModel.BATCH)


def test_the_export_button_of_the_paper_view(qtbot, window, tmp_path, monkeypatch):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(DEMO / "papers" / "en-emma-water-and-life.txt")])
    window.papers.select(window.papers.model.entries[0])
    target = tmp_path / "emma.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "JSON data (*.json)")
    )
    with qtbot.waitSignal(window.queue.added, timeout=WAIT) as added:
        qtbot.mouseClick(window.paper_page.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: added.args[0].done, timeout=WAIT)
    import json

    report = json.loads(target.read_text(encoding="utf-8"))
    assert report["schema"] == "imbrex.report/1" and report["sources"]


def test_about_and_settings_open(qtbot, window, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.menus.about_action.trigger()
    assert "Imbrex" in shown[0] and "MIT" in shown[0]
    dialog = window.menus.show_settings()
    assert dialog.isVisible()
    dialog.reject()


def test_a_resubmitted_corpus_text_is_flagged_as_its_near_duplicate(qtbot, window, tmp_path):
    source = DEMO / "sources" / "en-volcanoes.txt"
    words = source.read_text(encoding="utf-8").split(" ")
    for n in range(0, len(words), 30):  # a few words changed, as a student would
        words[n] = "moreover"
    paper = tmp_path / "my-volcano-essay.txt"
    paper.write_text(" ".join(words), encoding="utf-8")
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(paper)])
    entry = window.papers.model.entries[0]
    window.papers.select(entry)
    (flag,) = [f for f in entry.full_evidence.report.flags if f.kind == "near-duplicate"]
    assert flag.detail.endswith("en-volcanoes.txt") and flag.start == flag.end == 0
    flags = window.paper_page.flags
    texts = [flags.item(i).text() for i in range(flags.count())]
    assert "⚠ Near-duplicate of a corpus document: en-volcanoes.txt" in texts
    item = flags.item(texts.index("⚠ Near-duplicate of a corpus document: en-volcanoes.txt"))
    assert flag.detail in item.toolTip() and "side by side" in item.toolTip()
    with qtbot.assertNotEmitted(flags.flagActivated):  # the whole paper: nowhere to jump to
        qtbot.mouseClick(
            flags.viewport(), Qt.MouseButton.LeftButton, pos=flags.visualItemRect(item).center()
        )


def test_a_paper_whose_very_file_is_in_the_corpus_says_so_under_flags(qtbot, window, tmp_path):
    """A copy of a corpus document under its own name (last year's file handed in again) is
    left out as the paper itself: 0 %, and the Flags tab says the file is in the corpus (it
    said nothing)."""
    source = DEMO / "sources" / "en-volcanoes.txt"
    paper = tmp_path / source.name
    paper.write_bytes(source.read_bytes())
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(paper)])
    entry = window.papers.model.entries[0]
    window.papers.select(entry)
    assert entry.full_evidence.report.similarity == 0.0
    flags = window.paper_page.flags
    texts = [flags.item(i).text() for i in range(flags.count())]
    assert "⚠ This file is already in the corpus: en-volcanoes.txt" in texts
    item = flags.item(texts.index("⚠ This file is already in the corpus: en-volcanoes.txt"))
    assert "another year" in item.toolTip()
    assert window.paper_page.side.tabText(1) == "Flags (1)"


def test_a_misnamed_paper_says_how_it_was_read(qtbot, window, tmp_path):
    """A plain-text paper named .pdf is read as text; the window says so under Flags, as the
    reports do under "Reading the file" (the window used to say nothing)."""
    paper = tmp_path / "essay.pdf"
    paper.write_bytes((DEMO / "papers" / "en-emma-water-and-life.txt").read_bytes())
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(paper)])
    entry = window.papers.model.entries[0]
    window.papers.select(entry)
    flags = window.paper_page.flags
    texts = [flags.item(i).text() for i in range(flags.count())]
    assert any(
        t.startswith("⚠ Reading the file: The file is named .pdf but is a plain-text file")
        for t in texts
    ), texts
    assert window.paper_page.side.tabText(1) == "Flags (1)"


def test_a_paper_that_could_not_be_read_does_not_show_the_previous_papers_flags(
    qtbot, window, tmp_path
):
    """Choosing a 'not checked' paper after one with flags: the Flags tab said "Flags (17)",
    the previous paper's count, over an empty list."""
    broken = tmp_path / "broken.docx"
    broken.write_bytes(b"PK\x03\x04 not really a document")
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(DEMO / "papers" / "en-noah-honey-bees.txt"), str(broken)])
    by_name = {e.name: e for e in window.papers.model.entries}
    window.papers.select(by_name["en-noah-honey-bees.txt"])
    assert window.paper_page.side.tabText(1).startswith("Flags (")
    window.papers.select(by_name["broken.docx"])
    assert window.paper_page.side.tabText(1) == "Flags"
    assert window.paper_page.flags.count() == 0


def test_the_top_source_column_shows_the_share_before_the_name(qtbot, window):
    """The list elides the middle of a text too wide for its column: "emma_water.docx
    (100.0%)" became "emma c…00.0%)". The share comes first, so it survives the eliding."""
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(DEMO / "papers" / "en-noah-honey-bees.txt")])
    entry = window.papers.model.entries[0]
    text = _row_text(window, entry, PapersModel.TOP_SOURCE)
    assert entry.top_source is not None
    assert text == f"{percent(entry.top_source[1])} {entry.top_source[0]}"


def test_flags_are_listed_and_a_click_jumps_to_them(qtbot, window):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(DEMO / "papers" / "en-noah-honey-bees.txt")])
    entry = window.papers.model.entries[0]
    window.papers.select(entry)
    flags = window.paper_page.flags
    report = entry.full_evidence.report
    assert report.flags and flags.count() == len(report.flags)
    assert window.paper_page.side.tabText(1).endswith(f"({len(report.flags)})")
    flag = report.flags[-1]
    item = flags.item(flags.count() - 1)
    flags.scrollToItem(item)
    qtbot.mouseClick(
        flags.viewport(), Qt.MouseButton.LeftButton, pos=flags.visualItemRect(item).center()
    )
    cursor = window.paper_page.view.textCursor()
    view_map = window.paper_page.view._map
    assert (cursor.selectionStart(), cursor.selectionEnd()) == (
        view_map.to_qt(flag.start),
        view_map.to_qt(flag.end),
    )
    # The flag is marked in the text with a wavy underline.
    probe = QTextCursor(window.paper_page.view.document())
    probe.setPosition(view_map.to_qt(flag.start) + 1)
    assert probe.charFormat().underlineStyle() == probe.charFormat().UnderlineStyle.WaveUnderline


def test_excluded_spans_say_why(qtbot, window):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(DEMO / "papers" / "en-emma-water-and-life.txt")])
    entry = window.papers.model.entries[0]
    window.papers.select(entry)
    view = window.paper_page.view
    quote = next(e for e in entry.full_evidence.report.excluded if e.reason == "quote")
    marks = [m for m in view.marks_at(quote.start + 1) if m.kind == "excluded"]
    assert marks and "quotation" in view.describe(marks[0])


def test_a_template_sets_the_assignment_wording_aside(qtbot, window):
    window.checks.set_template(DEMO / "sources" / "en-water-cycle.txt")
    assert "en-water-cycle.txt" in window.menus.template_label.text()
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(DEMO / "papers" / "en-emma-water-and-life.txt")])
    assert finished.args[0].template.endswith("en-water-cycle.txt")
    report = window.papers.model.entries[0].full_evidence.report
    assert any(e.reason == "template" for e in report.excluded)
    assert all(not s.path.endswith("en-water-cycle.txt") for s in report.sources)
    window.menus.clear_template_action.trigger()
    assert window.checks.template is None


def test_the_language_can_be_chosen(qtbot, window, monkeypatch):
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a))
    russian = next(action for code, action in window.menus.language_actions if code == "ru")
    russian.trigger()
    assert window.preferences.language == "ru" and told
    assert [code for code, action in window.menus.language_actions if action.isChecked()] == ["ru"]


def test_a_dropped_zip_is_checked_member_by_member(qtbot, window, tmp_path):
    import zipfile

    archive = tmp_path / "class-export.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for name in ("en-emma-water-and-life.txt", "en-jack-rain.txt"):
            zipped.write(DEMO / "papers" / name, f"submissions/{name}")
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        drop(window, [archive])
    assert finished.args[0].status == "done"
    names = sorted(e.path for e in window.papers.model.entries)
    assert [n.split("class-export.zip/")[-1] for n in names] == [
        "submissions/en-emma-water-and-life.txt",
        "submissions/en-jack-rain.txt",
    ]
    assert window.class_view.visible_pairs()


def test_drops_anywhere_reach_the_window(window):
    """Qt gives a drop to the deepest widget under the pointer that accepts drops: no widget
    inside the window may take files for itself."""
    from PySide6.QtWidgets import QWidget

    window.corpus.show_corpus_manager().close()  # a window of its own, with its own drops
    takers = [
        type(w).__name__
        for w in window.findChildren(QWidget)
        if w.acceptDrops() and w.window() is window
    ]
    assert window.acceptDrops() and takers == []


def test_a_missing_corpus_file_is_said_not_skipped(qtbot, window, corpus, tmp_path):
    window.corpus.use_corpus(tmp_path / "unplugged" / "corpus.imbrex")
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(DEMO / "papers" / "en-jack-rain.txt")])
    batch = finished.args[0]
    assert batch.status == "failed" and "was not found" in batch.message
    assert not window.papers.model.entries


def test_an_empty_folder_checks_nothing_and_says_so(qtbot, window, tmp_path):
    (tmp_path / "empty").mkdir()
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        drop(window, [tmp_path / "empty"])
    assert finished.args[0].status == "done"
    assert "no papers found" in window.statusBar().currentMessage()
    assert window.stack.currentWidget() is window.hint


def test_passage_keys_work_in_both_views(qtbot, window, tmp_path):
    source_paragraphs = [
        p
        for p in (DEMO / "sources" / "en-water-cycle.txt").read_text("utf-8").split("\n\n")
        if len(p.split()) > 40
    ]
    own = _paragraphs("en-olivia-volcanoes.txt")
    paper = tmp_path / "two-passages.txt"
    paper.write_text(
        "\n\n".join([own[1], source_paragraphs[0], own[2], own[3], source_paragraphs[2], own[4]]),
        encoding="utf-8",
    )
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(paper)])
    entry = window.papers.model.entries[0]
    window.papers.select(entry)
    page = window.paper_page
    order = page.passages()
    assert len(order) >= 2
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert page.view.current == order[0]
    qtbot.keyClick(page.view, Qt.Key.Key_F3)
    assert page.view.current == order[1]
    qtbot.keyClick(page.view, Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    assert page.view.current == order[0]
    # Side by side: the same keys step through the passages (here all of one source).
    source = max(
        range(len(entry.full_evidence.report.sources)),
        key=lambda s: len(entry.full_evidence.report.sources[s].passages),
    )
    window.show_side_by_side(entry, source, 0)
    side = window.side_by_side
    side.paper_edit.setFocus()
    count = len(entry.full_evidence.report.sources[source].passages)
    assert count >= 2
    moves = []
    side.currentPassageChanged.connect(lambda s, p: moves.append(p))
    qtbot.keyClick(side.paper_edit, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert moves == [1], "one key press, one step"


def test_f3_and_alt_down_step_across_sources_side_by_side(qtbot, window, tmp_path):
    """Side by side, F3 / Shift+F3 (the menu actions) and Alt+Down / Alt+Up step through every
    passage of the paper, switching the source on the right (issue 15 item 8)."""

    def paragraphs(folder: str, name: str) -> list[str]:
        text = (DEMO / folder / name).read_text(encoding="utf-8")
        return [p.strip() for p in text.split("\n\n") if len(p.split()) > 40]

    own = paragraphs("papers", "en-noah-honey-bees.txt")
    volcano = paragraphs("sources", "en-volcanoes.txt")
    water = paragraphs("sources", "en-water-cycle.txt")
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


def test_a_pair_of_the_class_view_opens_side_by_side(qtbot, window):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_demo_class()
    window._show_tab(2)
    pairs = window.class_view.visible_pairs()
    assert pairs
    a, b = pairs[0]
    with qtbot.waitSignal(window.comparisonShown, timeout=WAIT):
        window.class_view.pairActivated.emit(a, b)
    side = window.side_by_side
    assert window.tabs.currentWidget() is side
    shown = side.evidence()
    assert shown.report.document.path == a
    assert shown.report.sources[side.source_index()].path == b


def test_check_again_uses_the_new_settings(qtbot, window):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(DEMO / "papers" / "en-emma-water-and-life.txt")])
    first = window.papers.model.entries[0].full_evidence.report
    assert first.settings["min_words"] == 20
    window.menus.min_words.setValue(90)  # longer than any passage of Emma's
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.menus.recheck_action.trigger()
    # The new results replace the old ones in the list.
    assert len(window.papers.model.entries) == 1 and len(window.batches) == 1
    again = window.papers.model.entries[0].full_evidence.report
    assert again.settings["min_words"] == 90
    assert again.similarity < first.similarity


def test_the_settings_dialog_updates_the_toolbar(qtbot, window):
    dialog = window.menus.show_settings()
    dialog.min_words_box.setValue(33)
    dialog.exclude_quotes_box.setChecked(False)
    with qtbot.waitSignal(dialog.settingsChanged):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert window.menus.min_words.value() == 33
    assert not window.menus.quotes_action.isChecked()
    assert window.preferences.engine_settings().min_words == 33
