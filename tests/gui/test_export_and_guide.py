"""Issue 15 items 9 and 10 in the window: a typed suffix wins over the save dialog's filter,
the export folder is remembered, the class export offers the formats and writes index.html,
extraction errors are shown in the interface's language, and Help ▸ How to read the results
opens in each language (also from the paper page)."""

from __future__ import annotations

import csv
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QFileDialog, QTextBrowser

from app.gui.export import name_filters
from app.gui.main_window import MainWindow
from app.gui.papers_list import PapersModel
from app.gui.translations import translations_dir
from tests.extract.pdf_fixtures import image_only_pdf
from tests.gui.conftest import DEMO
from tests.gui.test_main_window import WAIT

SCAN = "Tom_Baker_scan.pdf"
BROKEN = "zz-broken.docx"


def _filter(label: str) -> str:
    return next(f for f in name_filters() if f.startswith(label))


def _check(qtbot, win: MainWindow, paths: list[Path]):
    with qtbot.waitSignal(win.batchFinished, timeout=WAIT) as finished:
        win.check_paths([str(p) for p in paths])
    return finished.args[0]


def _export(qtbot, win: MainWindow, monkeypatch, typed: Path, selected: str) -> list[tuple]:
    """File ▸ Export report… with the save dialog answering ``typed`` under filter
    ``selected``; returns the arguments the dialog was opened with."""
    calls: list[tuple] = []

    def answer(*args, **kwargs):
        calls.append(args)
        return str(typed), selected

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    with qtbot.waitSignal(win.queue.added, timeout=WAIT) as added:
        win.menus.export_action.trigger()
    job = added.args[0]
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    return calls


@pytest.fixture
def emma(tmp_path: Path) -> Path:
    folder = tmp_path / "papers"
    folder.mkdir()
    shutil.copyfile(DEMO / "papers" / "en-emma-water-and-life.txt", folder / "emma.txt")
    return folder / "emma.txt"


@pytest.fixture
def mixed_class(tmp_path: Path) -> Path:
    """Two readable papers, a scan and a broken .docx."""
    folder = tmp_path / "class"
    folder.mkdir()
    shutil.copyfile(DEMO / "papers" / "en-emma-water-and-life.txt", folder / "emma.txt")
    shutil.copyfile(DEMO / "papers" / "en-jack-rain.txt", folder / "jack.txt")
    (folder / SCAN).write_bytes(image_only_pdf())
    (folder / BROKEN).write_bytes(b"PK\x03\x04 not really")
    return folder


def test_a_typed_suffix_wins_over_the_selected_filter(qtbot, window, emma, tmp_path, monkeypatch):
    _check(qtbot, window, [emma])
    window.papers.select(window.papers.model.entries[0])
    out = tmp_path / "out"
    out.mkdir()
    _export(qtbot, window, monkeypatch, out / "report.pdf", _filter("HTML"))
    _export(qtbot, window, monkeypatch, out / "data.json", _filter("PDF"))
    _export(qtbot, window, monkeypatch, out / "page.htm", _filter("JSON"))
    _export(qtbot, window, monkeypatch, out / "plain", _filter("HTML"))  # no suffix: the filter's
    assert sorted(p.name for p in out.iterdir()) == [
        "data.json",
        "page.htm",
        "plain.html",
        "report.pdf",
    ]
    assert (out / "report.pdf").read_bytes().startswith(b"%PDF")
    assert (out / "data.json").read_text(encoding="utf-8").lstrip().startswith('{\n "schema"')
    assert b'<meta name="generator" content="Imbrex">' in (out / "page.htm").read_bytes()


def test_the_suggested_report_name_of_a_very_long_name_fits(qtbot, window, tmp_path, monkeypatch):
    """A paper named with 255 bytes (the most a file system takes) is offered a report name
    that a file system takes too: its start and end around "…", then "-report.html"."""
    name = ("Essay on the water cycle " * 11)[: 255 - len(" Anna.txt")] + " Anna.txt"
    paper = tmp_path / name
    paper.write_text((DEMO / "papers" / "en-emma-water-and-life.txt").read_text("utf-8"), "utf-8")
    _check(qtbot, window, [paper])
    window.papers.select(window.papers.model.entries[0])
    asked = _export(qtbot, window, monkeypatch, tmp_path / "out.html", _filter("HTML"))
    suggested = Path(asked[0][2]).name
    assert suggested.startswith("Essay on the water") and suggested.endswith("Anna-report.html")
    assert len(suggested.encode()) <= 255


def test_the_export_folder_is_remembered_across_windows(
    qtbot,
    window,
    emma,
    corpus,
    preferences,
    tmp_path,
    monkeypatch,
):
    _check(qtbot, window, [emma])
    window.papers.select(window.papers.model.entries[0])
    exports = tmp_path / "exports"
    exports.mkdir()
    first = _export(qtbot, window, monkeypatch, exports / "emma.html", _filter("HTML"))
    assert Path(first[0][2]).parent == emma.parent  # nothing exported yet: the papers' folder

    again = MainWindow(preferences, corpus)  # a new window (a restart) with the same settings
    qtbot.addWidget(again)
    again.show()
    try:
        batch = _check(qtbot, again, [emma])
        again.papers.select(again.papers.model.entries[0])
        second = _export(qtbot, again, monkeypatch, exports / "emma-2.html", _filter("HTML"))
        assert Path(second[0][2]).parent == exports
        assert Path(second[0][2]).name == "emma-report.html"
        # The class export starts there too (a folder dialog, were one opened, answers "").
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: "")
        again.menus.export_class_action.trigger()
        dialog = again.findChild(QDialog, "classExportDialog")
        assert dialog is not None and dialog.isVisible()
        assert dialog.folder() == str(exports)
        dialog.reject()
        assert batch.result is not None
    finally:
        again.queue.cancel_all()
        again.queue.wait(60_000)


def test_the_class_export_offers_the_formats_and_writes_an_overview(
    qtbot,
    window,
    mixed_class,
    preferences,
    tmp_path,
    monkeypatch,
):
    _check(qtbot, window, [mixed_class])
    out = tmp_path / "results here"
    out.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(out))
    window.menus.export_class_action.trigger()
    dialog = window.findChild(QDialog, "classExportDialog")
    assert dialog is not None and dialog.isVisible()
    box = dialog.format_box
    assert [box.itemData(i) for i in range(box.count())] == ["html", "pdf", "json", "csv", "text"]
    qtbot.mouseClick(dialog.browse_button, Qt.MouseButton.LeftButton)
    assert dialog.folder() == str(out)
    box.setCurrentIndex(box.findData("json"))
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    with qtbot.waitSignal(window.queue.added, timeout=WAIT) as added:
        qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    job = added.args[0]
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    assert preferences.export_folder == str(out)

    (results,) = out.iterdir()
    # The title "<folder> · HH:MM" as one readable name: separators made single hyphens.
    assert re.fullmatch(r"imbrex-\w+(-\w+)*", results.name), results.name
    assert results.name.startswith(f"imbrex-{mixed_class.name}-")
    assert sorted(p.name for p in (results / "reports").iterdir()) == ["emma.json", "jack.json"]
    index = (results / "index.html").read_text(encoding="utf-8")
    assert 'href="reports/emma.json"' in index and 'href="reports/jack.json"' in index
    assert "Not checked: " in index and "(OCR)" in index and BROKEN in index
    with open(results / "papers.csv", encoding="utf-8-sig", newline="") as table:
        rows = {Path(r["paper path"]).name: r for r in csv.DictReader(table)}
    assert "flags" in rows["emma.txt"]
    assert rows[SCAN]["status"] == "not checked" and "(OCR)" in rows[SCAN]["error"]
    assert rows[BROKEN]["status"] == "not checked" and "damaged" in rows[BROKEN]["error"]


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[QTranslator]:
    translator = QTranslator()
    assert translator.load("imbrex_ru", str(translations_dir()))
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def test_extraction_errors_are_russian_in_the_russian_interface(
    qtbot,
    russian,
    corpus,
    preferences,
    mixed_class,
    tmp_path,
):
    win = MainWindow(preferences, corpus)
    qtbot.addWidget(win)
    win.show()
    try:
        batch = _check(qtbot, win, [mixed_class])
        entries = {Path(e.path).name: e for e in win.papers.model.entries}
        model = win.papers.model
        broken = model.index(model.row_of(entries[BROKEN]), PapersModel.TOP_SOURCE).data()
        scan = model.index(model.row_of(entries[SCAN]), PapersModel.TOP_SOURCE).data()
        assert "повреждён" in broken and "damaged" not in broken
        assert "OCR" in scan and "Не проверено" in scan and "scanned" not in scan
        win.papers.select(entries[BROKEN])
        assert "повреждён" in win.paper_page.summary.text()
        win.class_view.set_batch(batch.result, batch.title)
        assert "повреждён" in win.class_view.unreadable_label.text()
        # The files keep the English message (the reports are English).
        job = win.exports.export_class_to(batch, tmp_path / "results")
        qtbot.waitUntil(lambda: job.done, timeout=WAIT)
        table = (tmp_path / "results" / "papers.csv").read_text(encoding="utf-8-sig")
        assert "damaged" in table and "повреждён" not in table
    finally:
        win.queue.cancel_all()
        win.queue.wait(60_000)


def test_a_damaged_corpus_is_explained_in_russian(russian):
    from app.corpus.store import DamagedCorpusError, ReadOnlyCorpusError
    from app.gui.error_text import user_error_text

    damaged = user_error_text(DamagedCorpusError("a page is unreadable", "/c/corpus.imbrex"))
    assert damaged.startswith("/c/corpus.imbrex: ") and "повреждён" in damaged
    assert "imbrex corpus repair" in damaged
    read_only = user_error_text(ReadOnlyCorpusError("read-only", "/c/corpus.imbrex"))
    assert "только для чтения" in read_only


def test_errors_stay_exact_in_the_english_interface():
    from app.errors import CorruptFileError
    from app.gui.error_text import user_error_text

    error = CorruptFileError("This file looks like a Word document but is damaged.", "a.docx")
    assert user_error_text(error) == "a.docx: This file looks like a Word document but is damaged."


@pytest.mark.parametrize(
    ("language", "heading", "term"),
    [
        ("en", "How to read the results", "Containment"),
        ("ru", "Как читать результаты", "Вхождение"),
        ("zh_CN", "如何阅读结果", "包含度"),
    ],
)
def test_help_guide_opens_in_each_language(
    qtbot,
    qapp,
    corpus,
    preferences,
    language,
    heading,
    term,
):
    translator = QTranslator()
    if language != "en":
        assert translator.load(f"imbrex_{language}", str(translations_dir()))
        qapp.installTranslator(translator)
    try:
        win = MainWindow(preferences, corpus)
        qtbot.addWidget(win)
        win.show()
        help_menu = next(
            m.menu()
            for m in win.menuBar().actions()
            if m.menu() and win.menus.guide_action in m.menu().actions()
        )
        assert help_menu.actions()[0] is win.menus.guide_action
        assert win.menus.guide_action.shortcut() in (
            QKeySequence("F1"),
            QKeySequence(QKeySequence.StandardKey.HelpContents),
        )
        win.menus.guide_action.trigger()
        dialog = win.findChild(QDialog, "guideDialog")
        assert dialog is not None and dialog.isVisible()
        text = dialog.findChild(QTextBrowser).toPlainText()
        assert text.startswith(heading) and term in text
        assert QCoreApplication.translate("GuideDialog", "How to read the results") == heading
        dialog.close()
    finally:
        qapp.removeTranslator(translator)


def test_the_paper_page_opens_the_guide(qtbot, window, emma):
    _check(qtbot, window, [emma])
    window.papers.select(window.papers.model.entries[0])
    qtbot.mouseClick(window.paper_page.guide_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(QDialog, "guideDialog")
    assert dialog is not None and dialog.isVisible()
    assert "Word for word" in dialog.findChild(QTextBrowser).toPlainText()
