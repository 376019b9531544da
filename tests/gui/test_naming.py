"""Papers and sources are named by their file name, never by the title in their metadata
(issue 15): two students' PDFs that both say "Essay" must be told apart everywhere, in the
window and in the reports. The title stays available, beside the name."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from fpdf import FPDF

from app.gui.papers_list import PapersModel
from tests.gui.conftest import DEMO
from tests.gui.test_main_window import WAIT

HARRY = "Harry_Irwin_inheritance.pdf"
JANE = "Jane_Doe_inheritance.pdf"


def _essay_pdf(path: Path, paragraphs: list[str]) -> Path:
    pdf = FPDF(format="A4")
    pdf.set_title("Essay")
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    for paragraph in paragraphs:
        pdf.multi_cell(0, 6, paragraph.encode("latin-1", "replace").decode("latin-1"))
        pdf.ln(3)
    pdf.output(str(path))
    return path


@pytest.fixture
def essays(tmp_path: Path) -> Path:
    """A class folder: two PDFs titled "Essay", the second copying most of the first."""
    text = (DEMO / "papers" / "en-noah-honey-bees.txt").read_text(encoding="utf-8")
    paragraphs = [p.strip() for p in text.split("\n\n") if p.strip()]
    folder = tmp_path / "class"
    folder.mkdir()
    _essay_pdf(folder / HARRY, paragraphs)
    own = "My own ending: I watched the hives in my grandmother's garden every summer."
    _essay_pdf(folder / JANE, [*paragraphs[:-1], own])
    return folder


def _checked(qtbot, window, folder: Path) -> dict:
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(folder)])
    batch = finished.args[0]
    entries = {Path(e.path).name: e for e in batch.papers}
    assert set(entries) == {HARRY, JANE}
    assert all(e.evidence is not None for e in entries.values())
    return {"batch": batch, **entries}


def test_two_essays_titled_essay_are_named_by_their_files(qtbot, window, essays, tmp_path):
    checked = _checked(qtbot, window, essays)
    harry = checked[HARRY]
    model = window.papers.model

    # The papers list: each paper and its top source by file name; the title in the tooltip.
    row = model.row_of(harry)
    assert model.index(row, PapersModel.PAPER).data() == HARRY
    top = model.index(row, PapersModel.TOP_SOURCE)
    assert top.data().endswith("% " + JANE)  # the share first: "83.1% jane.docx"
    assert "Essay" in top.data(0x03)  # ToolTipRole: the title is secondary
    assert "Essay" in model.index(row, PapersModel.PAPER).data(0x03)

    # The paper page and its Sources panel.
    window.papers.select(harry)
    page = window.paper_page
    assert page.title.full_text() == HARRY  # shown elided in the middle when narrow
    assert "Essay" in page.title.toolTip()
    sources = page.sources
    names = [sources.model().index(r, 0).data() for r in range(sources.model().rowCount())]
    assert JANE in names and "Essay" not in names
    jane_row = names.index(JANE)
    assert "Essay" in sources.model().index(jane_row, 0).data(0x03)

    # The passage tooltip in the paper view names the source's file.
    view = page.view
    mark = next(m for m in view._marks if m.kind == "passage")
    assert JANE in view.describe(mark) and "Essay" not in view.describe(mark)

    # Side by side.
    source = next(
        s for s, info in enumerate(harry.evidence.report.sources) if info.path.endswith(JANE)
    )
    window.show_side_by_side(harry, source, 0)
    side = window.side_by_side
    assert HARRY in side.paper_header.text() and JANE in side.source_header.text()
    assert "Essay" not in side.paper_header.text() + side.source_header.text()
    assert "Essay" in side.source_header.toolTip()

    # The class view's pairs table.
    window.class_view.set_batch(checked["batch"].result, checked["batch"].title)
    table = window.class_view.pair_table
    cells = {
        table.model().index(r, c).data()
        for r in range(table.model().rowCount())
        for c in range(table.model().columnCount())
    }
    assert {HARRY, JANE} <= cells

    # The reports of the class: HTML, JSON and papers.csv.
    html_job = window.exports.export_class_to(checked["batch"], tmp_path / "html", "html")
    qtbot.waitUntil(lambda: html_job.done, timeout=WAIT)
    json_job = window.exports.export_class_to(checked["batch"], tmp_path / "json", "json")
    qtbot.waitUntil(lambda: json_job.done, timeout=WAIT)
    html = (tmp_path / "html" / "reports" / "Harry_Irwin_inheritance.html").read_text("utf-8")
    assert f"<h1>Similarity report: {HARRY}</h1>" in html
    assert f"<title>Imbrex report: {HARRY}</title>" in html
    assert "Title: Essay" in html
    assert f'<a href="#source-0">{JANE}</a>' in html
    report = json.loads(
        (tmp_path / "json" / "reports" / "Harry_Irwin_inheritance.json").read_text("utf-8")
    )
    assert report["document"]["name"] == HARRY and report["document"]["title"] == "Essay"
    # Jane's copy first; the demo corpus's text these essays paraphrase may follow, by its file.
    names = [s["name"] for s in report["sources"]]
    assert names[0] == JANE and "Essay" not in names
    assert all(name.endswith((".pdf", ".txt")) for name in names)
    assert report["sources"][0]["title"] == "Essay"
    with open(tmp_path / "html" / "papers.csv", encoding="utf-8-sig", newline="") as table_file:
        rows = list(csv.DictReader(table_file))
    assert {r["file name"] for r in rows} == {HARRY, JANE}
    assert {r["title"] for r in rows} == {"Essay"}


def test_the_pdf_report_names_the_files(qtbot, window, essays, tmp_path):
    from pdfminer.high_level import extract_text

    from app.gui.export import export_formats

    harry = _checked(qtbot, window, essays)[HARRY]
    target = tmp_path / "harry.pdf"
    pdf = next(f for f in export_formats() if f.key == "pdf")
    job = window.exports.export_paper_to(harry, target, pdf)
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    first = " ".join(extract_text(str(target), page_numbers=[0]).split())
    assert f"Imbrex similarity report {HARRY}" in first
    assert JANE in first and "Title: Essay" in first


def test_a_name_with_a_bidi_override_cannot_pass_for_another(qtbot, window, essays, tmp_path):
    """A right-to-left override in a file name reorders what follows it: "Harry\u202excod.pdf"
    is drawn as "Harryfdp.docx". Every name shows the control as its code point instead, in
    the list, its tooltip, the top source column and the reports (the JSON keeps the path)."""
    spoofed = "Harry\u202excod.pdf"
    (essays / HARRY).rename(essays / spoofed)
    shown = "Harry[U+202E]xcod.pdf"
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(essays)])
    batch = finished.args[0]
    entries = {Path(e.path).name: e for e in batch.papers}
    harry, jane = entries[spoofed], entries[JANE]
    model = window.papers.model
    row = model.row_of(harry)
    assert model.index(row, PapersModel.PAPER).data() == shown
    assert "\u202e" not in model.index(row, PapersModel.PAPER).data(0x03)  # ToolTipRole
    assert model.index(model.row_of(jane), PapersModel.TOP_SOURCE).data().endswith(shown)
    window.papers.select(harry)
    assert window.paper_page.title.full_text() == shown
    job = window.exports.export_class_to(batch, tmp_path / "json", "json")
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
    (report_file,) = [
        p for p in (tmp_path / "json" / "reports").glob("*.json") if "Jane" not in p.name
    ]
    report = json.loads(report_file.read_text("utf-8"))
    assert report["document"]["name"] == shown
    assert report["document"]["path"].endswith(spoofed)
