"""Every report says what its paper was checked against (``Report.scope``): the corpus and its
size, the other papers of the class, or the one document of a comparison. A class checked
without the corpus ("Check them against each other only") says so in each report, in
``index.html`` and in ``summary.json``: its low figures must not read as "nothing copied"."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest
from pdfminer.high_level import extract_text

from app.batch import check_class
from app.check import check_document, compare_documents
from app.corpus.demo import demo_folder
from app.extract import extract
from app.report.batch_output import write_batch_results
from app.report.model import DocumentInfo, Report, ReportFormatError, Scope, validate_report
from app.report.writers import render
from tests.extract.pdf_fixtures import image_only_pdf

PAPERS = demo_folder() / "papers"
EMMA, JACK = "en-emma-water-and-life.txt", "en-jack-rain.txt"


@pytest.fixture()
def store(demo_store):
    return demo_store


@pytest.fixture()
def pair_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "class"
    folder.mkdir()
    for name in (EMMA, JACK):
        shutil.copyfile(PAPERS / name, folder / name)
    return folder


def _texts(evidence) -> dict[str, str]:
    return {
        "html": render(evidence, "html").decode("utf-8"),
        "text": render(evidence, "text").decode("utf-8"),
        "pdf": " ".join(extract_text(io.BytesIO(render(evidence, "pdf"))).split()),
    }


def test_the_scope_is_written_read_back_and_validated():
    scope = Scope("/data/corpus.imbrex", 2012, 18)
    report = Report(DocumentInfo(path="a.txt", name="a.txt", chars=14, words=3), scope=scope)
    data = report.to_json()
    assert list(data)[:5] == ["schema", "imbrex", "created", "document", "scope"]
    assert data["scope"] == {
        "corpus": "/data/corpus.imbrex",
        "corpus_documents": 2012,
        "classmates": 18,
        "compared_with": None,
    }
    assert Report.from_json(data) == report
    assert validate_report(json.loads(json.dumps(data))).scope == scope
    older = dict(data)
    del older["scope"]  # a report written before the scope was recorded
    assert (
        Report.from_json(older).scope is None and "scope" not in Report.from_json(older).to_json()
    )
    with pytest.raises(ReportFormatError, match="corpus_documents"):
        Report.from_json({**data, "scope": {**data["scope"], "corpus_documents": "many"}})
    with pytest.raises(ReportFormatError, match="unknown keys 'extra'"):
        validate_report({**data, "scope": {**data["scope"], "extra": 1}})


def test_a_corpus_check_names_the_corpus_and_its_size_in_every_format(store):
    evidence = check_document(extract(PAPERS / EMMA), store).evidence
    assert evidence.report.scope == Scope(str(store.path), store.document_count())
    sentence = f"Checked against the corpus {store.path} ({store.document_count()} documents)."
    for fmt, text in _texts(evidence).items():
        assert sentence in text, fmt


def test_a_comparison_names_the_one_document():
    paper, source = extract(PAPERS / EMMA), extract(PAPERS / JACK)
    comparison = compare_documents(paper, source)
    assert comparison.report.scope == Scope(compared_with=source.path)
    texts = _texts(comparison.evidence)
    for fmt, text in texts.items():
        assert "Compared with one document: en-jack-rain.txt." in text, fmt


def test_a_class_checked_without_the_corpus_says_so_everywhere(pair_folder: Path, tmp_path: Path):
    result = check_class([pair_folder], None)
    for paper in result.papers:
        assert paper.evidence is not None
        assert paper.evidence.report.scope == Scope(classmates=1)
        texts = _texts(paper.evidence)
        sentence = "Checked against the 1 other paper of the class only; the corpus was not used."
        for fmt, text in texts.items():
            assert sentence in text, fmt
    out = tmp_path / "results"
    summary = write_batch_results(out, result, "json")
    assert summary["scope"] == Scope(classmates=1).to_json()
    assert json.loads((out / "summary.json").read_text(encoding="utf-8"))["scope"]["corpus"] is None
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "checked against each other only; the corpus was not used." in page


def test_a_class_checked_with_the_corpus_names_it_and_counts_the_classmates(
    store, pair_folder: Path, tmp_path: Path
):
    (pair_folder / "scan.pdf").write_bytes(image_only_pdf())  # not checked: not a classmate
    result = check_class([pair_folder], store)
    scopes = {p.evidence.report.scope for p in result.papers if p.evidence is not None}
    assert scopes == {Scope(str(store.path), store.document_count(), 1)}
    out = tmp_path / "results"
    write_batch_results(out, result, "html")
    page = (out / "index.html").read_text(encoding="utf-8")
    assert f"checked against the corpus {store.path} ({store.document_count()} documents)" in page
    report = (out / "reports" / "en-jack-rain.html").read_text(encoding="utf-8")
    assert "and the 1 other paper of the class." in report


def test_a_lone_paper_without_the_corpus_was_checked_against_nothing(pair_folder: Path):
    (pair_folder / JACK).unlink()
    (paper,) = check_class([pair_folder], None).papers
    assert paper.evidence is not None
    html = render(paper.evidence, "html").decode("utf-8")
    assert "Not checked against any document: the corpus was not used" in html


def test_a_scan_says_only_that_it_was_not_checked(store, tmp_path: Path):
    scan = tmp_path / "scan.pdf"
    scan.write_bytes(image_only_pdf())
    evidence = check_document(extract(scan), store).evidence
    assert evidence.report.scope is not None  # recorded, but not shown: nothing was checked
    for fmt, text in _texts(evidence).items():
        assert "Checked against" not in text, fmt
