"""CSV tables: one line per source, one line per paper of a batch, UTF-8 with BOM, no formulas."""

from __future__ import annotations

import csv
import io
from dataclasses import replace

import pytest

from app.report.csv_report import (
    PAPER_COLUMNS,
    SOURCE_COLUMNS,
    PaperRow,
    encode_csv,
    render_all_sources_csv,
    render_papers_csv,
    render_sources_csv,
)
from app.report.evidence import Evidence


def rows_of(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text, newline="")))


def test_one_line_per_source_with_percentages(english: Evidence):
    report = english.report
    rows = rows_of(render_sources_csv(report))
    assert list(rows[0]) == list(SOURCE_COLUMNS)
    assert len(rows) == len(report.sources)
    for row, source in zip(rows, report.sources, strict=True):
        assert row["paper path"] == "paper.txt"
        assert row["source path"] == source.path
        assert row["source title"] == source.title
        assert float(row["similarity (%)"]) == pytest.approx(source.similarity * 100)
        assert source.identical is not None
        assert float(row["identical (%)"]) == pytest.approx(source.identical * 100)
        assert float(row["containment (%)"]) == pytest.approx(source.containment * 100)
        assert float(row["resemblance (%)"]) == pytest.approx(source.resemblance * 100)
        assert int(row["passages"]) == len(source.passages)
        assert int(row["words in passages"]) == sum(p.words for p in source.passages)
        assert row["collection"] == ""


def test_lines_end_in_crlf_and_the_header_comes_first(english: Evidence):
    text = render_sources_csv(english.report)
    assert text.startswith("paper path,source path,")
    assert text.count("\r\n") == len(english.report.sources) + 1


def test_collection_and_non_latin_names(russian: Evidence, chinese: Evidence):
    report = replace(
        russian.report,
        sources=(replace(russian.report.sources[0], collection="Рефераты 2025, «Байкал»"),),
    )
    text = render_all_sources_csv([report, chinese.report])
    rows = rows_of(text)
    assert [r["source path"] for r in rows] == ["байкал.txt", "茶.txt"]
    assert [r["paper path"] for r in rows] == ["реферат.txt", "作文.txt"]
    assert rows[0]["collection"] == "Рефераты 2025, «Байкал»"  # the comma is quoted
    data = encode_csv(text)
    assert data.startswith(b"\xef\xbb\xbf")  # the BOM Excel needs
    assert data[3:].decode("utf-8") == text


def test_formulas_in_names_are_neutralised(english: Evidence):
    report = replace(
        english.report,
        document=replace(english.report.document, path="=HYPERLINK(1)"),
        sources=(replace(english.report.sources[0], title="+cmd", collection="@x"),),
    )
    (row,) = rows_of(render_sources_csv(report))
    assert row["paper path"] == "'=HYPERLINK(1)"
    assert row["source title"] == "'+cmd" and row["collection"] == "'@x"


def test_one_line_per_paper(english: Evidence, no_match: Evidence, chinese: Evidence):
    rows = [
        PaperRow.from_report(english.report),
        PaperRow.from_report(no_match.report),
        PaperRow.failed("broken.docx", "The file is damaged; save it again."),
        PaperRow.from_report(chinese.report),
    ]
    text = render_papers_csv(rows)
    parsed = rows_of(text)
    assert list(parsed[0]) == list(PAPER_COLUMNS)
    first, empty, failed, last = parsed
    top = max(english.report.sources, key=lambda s: s.similarity)
    assert first["paper path"] == "paper.txt"
    assert int(first["words"]) == english.report.document.words
    assert float(first["similarity (%)"]) == pytest.approx(english.report.similarity * 100)
    identical = english.report.identical
    assert identical is not None
    assert float(first["word for word (%)"]) == pytest.approx(identical * 100)
    assert 0 < identical <= english.report.similarity
    assert first["top source path"] == top.path
    assert float(first["top source similarity (%)"]) == pytest.approx(top.similarity * 100)
    assert int(first["sources"]) == 3 and first["error"] == ""
    assert first["status"] == "checked" and first["file name"] == "paper.txt"
    assert empty["similarity (%)"] == "0.00" and empty["top source path"] == ""
    assert empty["top source similarity (%)"] == "" and empty["sources"] == "0"
    assert failed == {
        "paper path": "broken.docx",
        "file name": "broken.docx",
        "title": "",
        "words": "",
        "similarity (%)": "",
        "word for word (%)": "",
        "top source path": "",
        "top source similarity (%)": "",
        "sources": "",
        "flags": "",
        "status": "not checked",
        "error": "The file is damaged; save it again.",
    }
    assert last["paper path"] == "作文.txt"


def test_paper_row_checks_its_values():
    with pytest.raises(ValueError):
        PaperRow("a.txt", similarity=1.5)
    with pytest.raises(ValueError):
        PaperRow("a.txt", words=-1)
    with pytest.raises(AttributeError):
        PaperRow("a.txt").title = "x"


def test_no_rows_is_a_header_only():
    assert rows_of(render_papers_csv([])) == []
    assert render_papers_csv([]).startswith("paper path,file name,title,words,")
