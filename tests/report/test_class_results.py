"""The results folder of a class (issue 15 item 9): ``index.html`` lists every paper with its
score, flags and "not checked" reason and links to each report; ``papers.csv`` names the flags.
One code path for ``imbrex batch`` and the window's class export."""

from __future__ import annotations

import csv
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

import pytest

from app.batch import check_class
from app.cli import main
from app.corpus.demo import demo_folder
from app.report.batch_output import write_batch_results
from tests.extract.pdf_fixtures import image_only_pdf

DEMO = demo_folder()
SCAN = "Tom_Baker_scan.pdf"
BROKEN = "zz-broken.docx"
HIDDEN = "ada & <lovelace>.txt"  # a name that must be escaped, and a link that must be quoted


@pytest.fixture(scope="module")
def class_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("class")
    for name in ("en-emma-water-and-life.txt", "en-jack-rain.txt"):
        shutil.copyfile(DEMO / "papers" / name, folder / name)
    (folder / SCAN).write_bytes(image_only_pdf())
    (folder / BROKEN).write_bytes(b"PK\x03\x04 not really")
    text = (DEMO / "papers" / "en-noah-honey-bees.txt").read_text(encoding="utf-8")
    (folder / HIDDEN).write_text(text.replace("honey", "ho\u200bney"), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def results(class_folder: Path, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("out") / "results"
    write_batch_results(out, check_class([class_folder], None), "json")
    return out


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        href = dict(attrs).get("href")
        if tag == "a" and href and not href.startswith("#"):
            self.links.append(href)


def _rows(results: Path) -> dict[str, dict[str, str]]:
    with open(results / "papers.csv", encoding="utf-8-sig", newline="") as table:
        return {row["file name"]: row for row in csv.DictReader(table)}


def test_papers_csv_names_the_flags_and_why_a_paper_was_not_checked(results: Path):
    rows = _rows(results)
    assert "Invisible characters" in rows[HIDDEN]["flags"].split("; ")
    assert rows[HIDDEN]["status"] == "checked"
    assert rows["en-jack-rain.txt"]["flags"] == ""
    assert rows[SCAN]["status"] == "not checked" and "(OCR)" in rows[SCAN]["error"]
    assert rows[BROKEN]["status"] == "not checked" and rows[BROKEN]["error"]


def test_index_links_every_checked_paper_to_its_report(results: Path):
    page = (results / "index.html").read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>")
    assert '<meta name="generator" content="Imbrex">' in page
    parser = _Links()
    parser.feed(page)
    reports = sorted(p.name for p in (results / "reports").iterdir())
    assert len(reports) == 3  # the scan and the broken file have none
    assert sorted(Path(unquote(link)).name for link in parser.links) == reports
    for link in parser.links:
        assert not re.match(r"(?i)[a-z]+:", link) and not link.startswith("/")  # relative
        assert (results / unquote(link)).is_file()


def test_index_shows_scores_flags_and_not_checked_reasons(results: Path):
    page = (results / "index.html").read_text(encoding="utf-8")
    rows = _rows(results)
    assert "ada &amp; &lt;lovelace&gt;.txt" in page and "<lovelace>" not in page
    emma = float(rows["en-emma-water-and-life.txt"]["similarity (%)"])
    assert f"{emma:.1f}%" in page
    assert "Invisible characters" in page
    assert "Not checked: " in page and "(OCR)" in page
    assert rows[BROKEN]["error"].split(".")[0] in page
    assert "Papers that share text" in page and "How to read this report" in page


def test_imbrex_batch_writes_the_same_index(class_folder: Path, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["batch", str(class_folder), "--no-corpus", "--out", "out"]) == 1  # unreadable
    page = (tmp_path / "out" / "index.html").read_text(encoding="utf-8")
    assert "reports/en-jack-rain.html" in page and "Not checked: " in page


def test_an_index_html_imbrex_did_not_write_is_never_overwritten(class_folder: Path, tmp_path):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "index.html").write_text("<p>my class page</p>", encoding="utf-8")
    from app.errors import UserError

    with pytest.raises(UserError, match="not an earlier Imbrex"):
        write_batch_results(out, check_class([class_folder / "en-jack-rain.txt"], None))
    assert (out / "index.html").read_text(encoding="utf-8") == "<p>my class page</p>"
    assert sorted(p.name for p in out.iterdir()) == ["index.html"]


def _failing_on_the_second(fmt: str = "json"):
    from app.errors import UserError
    from app.report.writers import write_report

    done: list[Path] = []

    def write(target: Path, evidence) -> None:
        if done:
            raise UserError("the report could not be written (No space left on device)")
        write_report(target, evidence, fmt)
        done.append(target)

    return write, done


def test_a_run_that_fails_midway_leaves_no_folder_that_looks_like_results(
    class_folder: Path, tmp_path
):
    """A full disk at the second report: the first report and the folders this run made are
    taken away again; the error still reaches the caller."""
    from app.errors import UserError

    result = check_class([class_folder], None)
    write, done = _failing_on_the_second()
    out = tmp_path / "new" / "results"
    with pytest.raises(UserError, match="No space left"):
        write_batch_results(out, result, "json", write=write)
    assert len(done) == 1 and not done[0].exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # not even "new"


def test_a_failed_or_cancelled_run_removes_only_what_it_wrote(class_folder: Path, tmp_path):
    """The teacher's own folder, with a file of theirs in it (and in ``reports/``), stays as
    it was after a failed run and after a cancelled one."""
    from app.errors import Cancelled, UserError

    result = check_class([class_folder], None)
    out = tmp_path / "mine"
    (out / "reports").mkdir(parents=True)
    (out / "notes.txt").write_text("my notes", encoding="utf-8")
    (out / "reports" / "boris-rain.json").write_text("{}", encoding="utf-8")  # not Imbrex's
    write, _ = _failing_on_the_second()
    with pytest.raises(UserError):
        write_batch_results(out, result, "json", write=write)
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 2  # after two reports

    with pytest.raises(Cancelled):
        write_batch_results(out, result, "json", cancel=cancel)
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == [
        "notes.txt",
        "reports",
        "reports/boris-rain.json",
    ]
    assert (out / "reports" / "boris-rain.json").read_text(encoding="utf-8") == "{}"


def test_a_name_as_long_as_the_file_system_allows_still_gets_its_report(tmp_path):
    """A 255-byte name (the most a file system takes) left no room for ".html": the whole
    batch failed with "File name too long". Its report's name keeps its start and its end."""
    folder = tmp_path / "class"
    folder.mkdir()
    long_name = ("Essay on the water cycle " * 11)[: 255 - len(" Anna.txt")] + " Anna.txt"
    assert len(long_name.encode()) == 255
    shutil.copyfile(DEMO / "papers" / "en-jack-rain.txt", folder / long_name)
    shutil.copyfile(DEMO / "papers" / "en-emma-water-and-life.txt", folder / "emma.txt")
    out = tmp_path / "results"
    write_batch_results(out, check_class([folder], None), "html")
    (report,) = [p.name for p in (out / "reports").iterdir() if p.name != "emma.html"]
    assert report.startswith("Essay on the water cycle") and report.endswith("Anna.html")
    assert "…" in report and len(report.encode()) <= 255
