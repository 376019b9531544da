"""A copy in quotation marks without a citation: not counted, but listed with its source."""

from __future__ import annotations

from app.check import compare_documents
from app.extract.document import Document
from app.report.writers import render
from tests.engine.test_align import BEES, OWN_BEES, source_text


def _document(text: str, path: str) -> Document:
    return Document(text=text, path=path, format="txt", sha256=path.ljust(64, "0"), size=len(text))


def test_a_quoted_copy_is_listed_with_its_source_in_every_report():
    copy = " ".join(BEES[7:9])
    paper = " ".join(OWN_BEES[:3]) + " I found this: “" + copy + "” " + " ".join(OWN_BEES[5:7])
    comparison = compare_documents(
        _document(paper, "paper.txt"), _document(source_text(BEES), "bees.txt")
    )
    report = comparison.report
    assert report.similarity == 0.0 and report.quoted > 0.1
    (source,) = report.sources
    assert source.passages == () and len(source.quoted_passages) == 1
    assert source.quoted == report.quoted
    for fmt in ("text", "html"):
        shown = render(comparison.evidence, fmt).decode("utf-8")
        assert "quoted without a citation" in shown
