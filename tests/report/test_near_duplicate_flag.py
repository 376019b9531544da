"""A check's near-duplicate flag (the whole paper nearly duplicates a corpus document) in the
HTML, PDF, text and CSV reports: named, "the whole file", the corpus document's path."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.report.csv_report import flag_names
from app.report.evidence import Evidence
from app.report.html_report import render_html
from app.report.model import Flag
from app.report.text_report import format_text
from tests.report.test_pdf_report import text_of

CORPUS_PATH = "/corpus/2024/anna-essay.docx"
NAME = "Near-duplicate of a corpus document"


@pytest.fixture
def flagged(english: Evidence) -> Evidence:
    report = replace(
        english.report,
        flags=(*english.report.flags, Flag("near-duplicate", 0, 0, CORPUS_PATH)),
    )
    return Evidence(report, english.paper_text, english.source_texts)


def test_html_lists_the_flag_for_the_whole_file_with_the_document(flagged: Evidence):
    html = render_html(flagged)
    row = html[html.index('data-kind="near-duplicate"') :]
    row = row[: row.index("</tr>")]
    assert f"<td>{NAME}</td><td>the whole file</td>" in row and CORPUS_PATH in row
    assert "Compare the two side by side." in html  # the advice


def test_pdf_lists_the_flag_for_the_whole_file_with_the_document(qapp, flagged: Evidence):
    from app.report.pdf_report import render_pdf

    text = text_of(render_pdf(flagged))
    assert NAME in text and f"the whole file {CORPUS_PATH}" in text  # a row of the flags table


def test_text_and_csv_name_the_flag(flagged: Evidence):
    text = format_text(flagged.report, flagged.paper_text, {})
    assert f"! near-duplicate at characters 0-0: {CORPUS_PATH}" in text
    assert NAME in flag_names(flagged.report.flags)
