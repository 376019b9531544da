"""The typed ``imbrex.report/1`` model: round trips, strict validation of what the commands
write, and reports kept by older versions (exported JSON, results.sqlite3 summaries)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from app.cli import main
from app.corpus.demo import demo_folder
from app.report.evidence import Evidence, without_sources
from app.report.model import Flag, Report, ReportFormatError, validate_report
from app.report.writers import render, render_json
from app.results_store import list_summary

DEMO = demo_folder()
LIAM = DEMO / "papers" / "en-liam-inventions.txt"


@pytest.mark.parametrize("name", ["english", "russian", "chinese", "no_match"])
def test_a_report_read_and_written_again_is_the_same_json(name, request):
    evidence: Evidence = request.getfixturevalue(name)
    data = json.loads(render_json(evidence.report))
    assert Report.from_json(data) == evidence.report
    assert Report.from_json(data).to_json() == data
    assert list(data)[0] == "schema"  # what output_guard recognises an earlier report by
    assert validate_report(data) == evidence.report


def test_a_report_without_some_sources_keeps_its_hidden_sources(english: Evidence):
    visible = without_sources(english, {0}).report
    data = visible.to_json()
    assert data["hidden_sources"] == [english.report.sources[0].path]
    assert Report.from_json(json.loads(json.dumps(data))) == visible
    validate_report(data)


# --- every report the commands write validates -------------------------------------------------


def _validated(path: Path) -> Report:
    return validate_report(json.loads(path.read_text(encoding="utf-8")))


def test_compare_writes_a_valid_report(tmp_path, capsys):
    out = tmp_path / "compare.json"
    source = DEMO / "sources"
    first = sorted(source.iterdir())[0]
    assert main(["compare", str(LIAM), str(first), "--report", str(out)]) == 0
    assert _validated(out).document.path == str(LIAM)


@pytest.fixture(scope="module")
def demo_corpus(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("corpus") / "refs.imbrex"
    args = ["corpus", "add", str(DEMO / "sources"), "--corpus", str(path), "--workers", "1"]
    assert main([*args, "--collection", "Demo"]) == 0
    return path


def test_check_writes_a_valid_report(tmp_path, demo_corpus):
    out = tmp_path / "check.json"
    assert main(["check", str(LIAM), "--corpus", str(demo_corpus), "--report", str(out)]) == 0
    report = _validated(out)
    assert report.sources and all(s.collection == "Demo" for s in report.sources)


def test_batch_writes_valid_reports(tmp_path, demo_corpus, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    out = tmp_path / "results"
    args = ["batch", str(DEMO / "papers"), "--corpus", str(demo_corpus), "--out", str(out)]
    assert main([*args, "--format", "json"]) == 0
    reports = [_validated(path) for path in sorted((out / "reports").glob("*.json"))]
    assert len(reports) == len(list((DEMO / "papers").iterdir()))
    classmates = [s for r in reports for s in r.sources if s.collection == "This class"]
    assert classmates and all(s.own is not None for s in classmates)


# --- strict validation --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda d: d.pop("similarity"), "'similarity' is missing"),
        (lambda d: d["document"].pop("sha256"), "'sha256' is missing"),
        (lambda d: d.update(similarity="12%"), "expected a number"),
        (lambda d: d["sources"][0]["passages"][0].update(start=True), "expected an integer"),
        (lambda d: d.update(verdict="guilty"), "unknown keys 'verdict'"),
        (lambda d: d.update(schema="imbrex.report/2"), "not 'imbrex.report/1'"),
        (lambda d: d["sources"][0]["passages"][0].update(end=10**9), "outside the paper"),
        (lambda d: d["flags"].append({"kind": "x", "start": 5, "end": 4, "detail": ""}), "flags"),
    ],
)
def test_validation_names_what_is_wrong(english: Evidence, change, problem):
    data = copy.deepcopy(english.report.to_json())
    change(data)
    with pytest.raises(ReportFormatError, match=problem):
        validate_report(data)


# --- reports kept by older versions -------------------------------------------------------

#: A report as the first Imbrex wrote it: no file names, no word-for-word figures, no quoted
#: copies, no version or date, flags without detail.
OLD_REPORT = {
    "schema": "imbrex.report/1",
    "document": {"path": "C:\\class\\anna.txt", "title": "Essay", "chars": 40, "words": 8},
    "similarity": 0.5,
    "sources": [
        {
            "path": "/refs/bees.txt",
            "similarity": 0.5,
            "containment": 0.4,
            "resemblance": 0.2,
            "passages": [
                {
                    "start": 0,
                    "end": 20,
                    "source_start": 5,
                    "source_end": 25,
                    "words": 4,
                    "method": "shingle",
                    "score": 1.0,
                }
            ],
        }
    ],
    "excluded": [{"start": 30, "end": 40, "reason": "quote"}],
    "flags": [{"kind": "homoglyph", "start": 22, "end": 23}],
    "settings": {"shingle_size": 5},
}


def test_a_report_of_an_older_version_loads_and_renders():
    report = Report.from_json(OLD_REPORT)
    assert report.document.name == "anna.txt" and report.sources[0].name == "bees.txt"
    assert report.identical is None and report.sources[0].identical is None
    assert report.flags == (Flag("homoglyph", 22, 23, ""),)
    evidence = Evidence(report, "x" * 40, ("y" * 30,))
    for fmt in ("html", "json", "csv", "text"):
        assert render(evidence, fmt)
    assert "word for word" not in render(evidence, "text").decode("utf-8")
    with pytest.raises(ReportFormatError):  # it is not the current schema in full
        validate_report(OLD_REPORT)


def test_a_kept_list_summary_loads(english: Evidence):
    """results.sqlite3 keeps a summary per paper: no excluded spans, flags by kind only, the
    top source without its passages."""
    summary = json.loads(json.dumps(list_summary(english.report)))
    assert "excluded" not in summary and "passages" not in summary["sources"][0]
    read = Report.from_json(summary)
    assert read.similarity == english.report.similarity
    assert read.sources[0].path == english.report.sources[0].path
    assert read.sources[0].passages == () and read.excluded == ()
    assert [f.kind for f in read.flags] == [f.kind for f in english.report.flags]


@pytest.mark.parametrize(
    "bad",
    [
        [],
        {"schema": "imbrex.batch/1"},
        {"schema": "imbrex.report/1", "document": "paper.txt", "similarity": 0.1},
        {"schema": "imbrex.report/1", "document": {"path": "p"}, "similarity": 0.1, "sources": 3},
    ],
)
def test_what_is_not_a_report_is_refused_with_a_reason(bad):
    with pytest.raises(ReportFormatError):
        Report.from_json(bad)
