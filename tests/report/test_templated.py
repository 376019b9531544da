"""Templated text (the same template, other numbers) in the reports: not a source, but listed
among the excluded spans with its reason, in the JSON, the text summary and the HTML."""

from __future__ import annotations

from app.check import compare_documents
from app.extract.document import Document
from app.report.writers import render
from tests.engine.test_shares import TOWN_A, TOWN_B


def _document(text: str, path: str) -> Document:
    return Document(text=text, path=path, format="txt", sha256=path.ljust(64, "0"), size=len(text))


def test_another_towns_census_paragraph_is_listed_as_templated_not_as_a_source():
    comparison = compare_documents(_document(TOWN_A, "town-a.txt"), _document(TOWN_B, "town-b.txt"))
    report = comparison.report
    assert report.similarity == 0.0 and report.sources == ()
    assert [e.reason for e in report.excluded] == ["templated"]
    assert "excluded (templated)" in render(comparison.evidence, "text").decode("utf-8")
    assert "shared template, other numbers" in render(comparison.evidence, "html").decode("utf-8")
