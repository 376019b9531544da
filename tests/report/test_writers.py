"""One function writes a report in any format: format from the suffix or by choice, atomic
writes, clear errors, and no Qt unless a PDF is asked for."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.errors import UserError
from app.report import writers
from app.report.evidence import Evidence
from app.report.writers import REPORT_FORMATS, format_for, render, write_report


@pytest.mark.parametrize(
    "name, fmt",
    [
        ("r.html", "html"),
        ("R.HTM", "html"),
        ("r.pdf", "pdf"),
        ("r.json", "json"),
        ("r.csv", "csv"),
        ("r.txt", "text"),
        ("dir.v2/r.Json", "json"),
    ],
)
def test_the_format_follows_the_suffix(name: str, fmt: str):
    assert format_for(Path(name), None) == fmt


def test_an_explicit_format_wins():
    assert format_for(Path("r.json"), "html") == "html"
    assert format_for(Path("report"), "TEXT") == "text"
    assert format_for(Path("report"), "txt") == "text"


@pytest.mark.parametrize("name", ["r.docx", "report", "r.zip"])
def test_an_unknown_suffix_lists_the_choices(name: str):
    with pytest.raises(UserError) as caught:
        format_for(Path(name), None)
    message = str(caught.value)
    assert all(choice in message for choice in REPORT_FORMATS)
    assert ".html" in message and name in message


def test_an_unknown_explicit_format_lists_the_choices():
    with pytest.raises(UserError, match="html, pdf, json, csv, text"):
        format_for(Path("r.html"), "docx")


def test_each_format_is_written(english: Evidence, tmp_path: Path):
    html = tmp_path / "r.html"
    assert write_report(html, english) == "html"
    assert html.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")

    assert write_report(tmp_path / "r.json", english) == "json"
    assert json.loads((tmp_path / "r.json").read_text(encoding="utf-8")) == english.report.to_json()

    assert write_report(tmp_path / "r.csv", english) == "csv"
    data = (tmp_path / "r.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and b"sources/bees.txt" in data

    assert write_report(tmp_path / "r.txt", english) == "text"
    text = (tmp_path / "r.txt").read_text(encoding="utf-8")
    assert "similar" in text and "source: A returning forager" in text

    assert write_report(tmp_path / "other", english, "json") == "json"
    assert (tmp_path / "other").read_bytes() == render(english, "json")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "other", "r.csv", "r.html", "r.json", "r.txt",
    ]  # fmt: skip


def test_full_texts_reach_the_html(english: Evidence):
    assert b"ZEBRA4471" not in render(english, "html")
    assert b"ZEBRA4471" in render(english, "html", full_texts=True)
    for fmt in ("json", "csv", "text"):
        assert b"ZEBRA4471" not in render(english, fmt, full_texts=True)


def test_json_keeps_non_latin_text_readable(chinese: Evidence):
    data = render(chinese, "json")
    assert "茶.txt".encode() in data and json.loads(data) == chinese.report.to_json()


def test_a_missing_folder_is_a_user_error(english: Evidence, tmp_path: Path):
    with pytest.raises(UserError, match="folder does not exist"):
        write_report(tmp_path / "nowhere" / "r.html", english)


def test_a_folder_as_target_is_a_user_error(english: Evidence, tmp_path: Path):
    (tmp_path / "r.html").mkdir()
    with pytest.raises(UserError, match="folder"):
        write_report(tmp_path / "r.html", english)


def test_a_failed_write_leaves_the_old_report_and_no_temporary_file(
    english: Evidence, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    target = tmp_path / "r.html"
    write_report(target, english)
    previous = target.read_bytes()

    def disk_full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(UserError, match="could not be written"):
        write_report(target, english)
    assert target.read_bytes() == previous
    assert [p.name for p in tmp_path.iterdir()] == ["r.html"]


def test_pdf_is_written_by_the_pdf_writer(english: Evidence):
    pytest.importorskip("app.report.pdf_report", reason="the PDF writer is not written yet")
    assert render(english, "pdf").startswith(b"%PDF")


def test_without_the_pdf_writer_a_pdf_is_a_user_error(
    english: Evidence, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setitem(sys.modules, "app.report.pdf_report", None)
    with pytest.raises(UserError, match="HTML"):
        render(english, "pdf")


def test_writers_load_without_qt():
    code = (
        "import sys, app.report.writers, app.report.bundle, app.report.html_report, "
        "app.report.csv_report; sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_an_unknown_format_name_is_a_bug_in_render(english: Evidence):
    with pytest.raises(ValueError):
        writers.render(english, "docx")
