"""A scanned PDF (no text layer) is "not checked", never "0.0 %" (issue 15): in the papers
list, the paper page, the class view and summary, papers.csv and the reports."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionViewItem

from app.check import compare_documents
from app.extract import extract
from app.gui.papers_list import PapersModel
from app.report.html_report import render_html
from tests.extract.pdf_fixtures import image_only_pdf
from tests.gui.conftest import DEMO
from tests.gui.test_main_window import WAIT

SCAN = "Tom_Baker_scan.pdf"


@pytest.fixture
def scanned_class(tmp_path: Path) -> Path:
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / SCAN).write_bytes(image_only_pdf())
    shutil.copyfile(DEMO / "papers" / "en-noah-honey-bees.txt", folder / "noah.txt")
    return folder


def test_a_scan_is_not_checked_everywhere_in_the_window(qtbot, window, scanned_class, tmp_path):
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(scanned_class)])
    batch = finished.args[0]
    entries = {Path(e.path).name: e for e in batch.papers}
    scan = entries[SCAN]
    assert scan.evidence is None and scan.similarity is None
    assert "(OCR)" in scan.error

    # The papers list: "not checked", not a green 0.0 %; the OCR advice in the tooltip.
    model = window.papers.model
    row = model.row_of(scan)
    share = model.index(row, PapersModel.SIMILARITY)
    assert share.data() == "not checked"
    assert "%" not in share.data()
    assert "OCR" in share.data(Qt.ItemDataRole.ToolTipRole)
    assert model.item(row, PapersModel.SIMILARITY).background().style() == Qt.BrushStyle.NoBrush
    # Its reason in "Top source" is a sentence: cut at its end, never in its middle.
    papers = window.papers.table
    index = window.papers.proxy.mapFromSource(model.index(row, PapersModel.TOP_SOURCE))
    option = QStyleOptionViewItem()
    papers.itemDelegateForColumn(PapersModel.TOP_SOURCE).initStyleOption(option, index)
    assert option.text == model.item(row, PapersModel.TOP_SOURCE).text()  # the reason
    assert option.textElideMode == Qt.TextElideMode.ElideRight

    # The paper page says so, with the advice.
    window.papers.select(scan)
    summary = window.paper_page.summary.text()
    assert "could not be checked" in summary and "OCR" in summary

    # The class: one paper checked, the scan listed as not checked.
    message = window.statusBar().currentMessage()
    assert "1 paper checked" in message and "1 not checked" in message
    window.class_view.set_batch(batch.result, batch.title)
    assert window.class_view.unreadable_label.isVisibleTo(window.class_view)
    assert SCAN in window.class_view.unreadable_label.text()

    # papers.csv: status "not checked", the reason in the error column; no report for it.
    job = window.exports.export_class_to(batch, tmp_path / "results")
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    with open(tmp_path / "results" / "papers.csv", encoding="utf-8-sig", newline="") as table:
        rows = {r["file name"]: r for r in csv.DictReader(table)}
    assert rows[SCAN]["status"] == "not checked" and "OCR" in rows[SCAN]["error"]
    assert rows[SCAN]["similarity (%)"] == ""
    assert rows["noah.txt"]["status"] == "checked"
    assert [p.name for p in (tmp_path / "results" / "reports").iterdir()] == ["noah.html"]


def test_the_report_of_a_scan_says_not_checked_not_hidden_text(tmp_path):
    scan = tmp_path / SCAN
    scan.write_bytes(image_only_pdf())
    comparison = compare_documents(extract(scan), extract(DEMO / "papers" / "en-jack-rain.txt"))
    html = render_html(comparison.evidence)
    assert '<span class="big">Not checked</span>' in html
    assert "(OCR)" in html
    assert "0.0%" not in html
    assert "of hidden or altered text: see" not in html
    assert "No sign of hidden or altered text was found." in html


def test_the_text_summary_of_a_scan_says_not_checked(tmp_path):
    from app.report.text_report import format_text

    scan = tmp_path / SCAN
    scan.write_bytes(image_only_pdf())
    comparison = compare_documents(extract(scan), extract(DEMO / "papers" / "en-jack-rain.txt"))
    first = format_text(comparison.report, "", {}).splitlines()[0]
    assert first.startswith(f"{SCAN} (") and ": not checked: " in first and "(OCR)" in first
