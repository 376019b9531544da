"""``imbrex corpus``, ``imbrex check``, ``imbrex batch`` and ``imbrex demo`` on the demo corpus."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest

from app.cli import main
from app.cli.common import EXIT_INTERRUPTED
from app.corpus.demo import demo_folder

DEMO = demo_folder()
MANIFEST = json.loads((DEMO / "manifest.json").read_text(encoding="utf-8"))


@pytest.fixture()
def data_home(tmp_path, monkeypatch):
    """The user data folder (platformdirs) moved into the test's folder."""
    home = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.chdir(tmp_path)
    return home


@pytest.fixture()
def corpus(tmp_path):
    """A corpus file holding the demo reference texts, added through the command line."""
    path = tmp_path / "refs.imbrex"
    assert (
        main(
            [
                "corpus",
                "add",
                str(DEMO / "sources"),
                "--corpus",
                str(path),
                "--collection",
                "Demo",
                "--workers",
                "1",
            ]
        )
        == 0
    )
    return path


def test_add_list_stats_and_a_second_add_that_skips_everything(corpus, capsys):
    capsys.readouterr()
    assert main(["corpus", "add", str(DEMO / "sources"), "--corpus", str(corpus)]) == 0
    assert "Indexed 0 new documents" in capsys.readouterr().out
    assert main(["corpus", "list", "--corpus", str(corpus), "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert sorted(Path(d["path"]).name for d in listed) == sorted(MANIFEST["collections"])
    assert {d["collection"] for d in listed} == {"Demo"}
    assert {d["language"] for d in listed} == {"en", "ru", "zh"}
    assert main(["corpus", "stats", "--corpus", str(corpus)]) == 0
    out = capsys.readouterr().out
    assert "documents     12" in out and "collection    Demo: 12" in out


def test_add_reports_bad_files_and_duplicates_and_exits_1(tmp_path, corpus, capsys):
    folder = tmp_path / "more"
    folder.mkdir()
    (folder / "broken.pdf").write_bytes(b"%PDF-1.4 broken")
    (folder / "empty.txt").write_bytes(b"")
    shutil.copy(DEMO / "sources" / "en-volcanoes.txt", folder / "copy-of-volcanoes.txt")
    capsys.readouterr()
    assert main(["corpus", "add", str(folder), "--corpus", str(corpus)]) == 1
    out = capsys.readouterr().out
    assert "Indexed 1 new document (" in out
    assert "not indexed: " in out and "broken.pdf" in out and "empty.txt" in out
    assert "exact duplicate: " in out and "en-volcanoes.txt" in out


def test_add_of_a_mistyped_path_creates_no_corpus(tmp_path, data_home, capsys):
    """A wrong path is an error (exit 2) and leaves neither a new empty corpus file nor the
    user's default corpus behind."""
    mine = tmp_path / "mine.imbrex"
    wrong = str(tmp_path / "no-such-folder")
    assert main(["corpus", "add", wrong, "--corpus", str(mine)]) == 2
    assert "no such file or folder" in capsys.readouterr().err
    assert not mine.exists()
    assert main(["corpus", "add", wrong]) == 2
    assert not data_home.exists() or not any(data_home.rglob("*.imbrex"))


def test_remove_by_collection_and_refresh_reports_missing(tmp_path, corpus, capsys):
    extra = tmp_path / "extra.txt"
    extra.write_text((DEMO / "papers" / "en-olivia-volcanoes.txt").read_text("utf-8"), "utf-8")
    assert main(["corpus", "add", str(extra), "--corpus", str(corpus), "--collection", "X"]) == 0
    extra.unlink()
    capsys.readouterr()
    assert main(["corpus", "refresh", "--corpus", str(corpus)]) == 0
    assert f"missing: {extra}" in capsys.readouterr().out
    assert main(["corpus", "remove", "--collection", "Demo", "--corpus", str(corpus)]) == 0
    assert "12 documents removed" in capsys.readouterr().out
    assert main(["corpus", "refresh", "--remove-missing", "--corpus", str(corpus)]) == 0
    assert f"removed from the index: {extra}" in capsys.readouterr().out
    assert main(["corpus", "stats", "--corpus", str(corpus)]) == 0
    assert "documents     0" in capsys.readouterr().out
    assert main(["corpus", "remove", "--corpus", str(corpus)]) == 2


def test_check_finds_every_planted_source_and_not_the_control(corpus, capsys):
    for paper, entry in MANIFEST["papers"].items():
        capsys.readouterr()
        target = corpus.parent / f"{Path(paper).stem}.json"
        assert (
            main(
                [
                    "check",
                    str(DEMO / "papers" / paper),
                    "--corpus",
                    str(corpus),
                    "--report",
                    str(target),
                ]
            )
            == 0
        )
        report = json.loads(target.read_text(encoding="utf-8"))
        found = {Path(s["path"]).name for s in report["sources"]}
        expected = {
            b["source"]
            for b in entry["borrows"]
            if not b["source"].startswith("papers/") and b["kind"] != "quoted"
        }
        assert found == expected, paper
        assert all(s["collection"] == "Demo" for s in report["sources"])
        if entry["original"]:
            assert report["similarity"] == 0


def test_check_prints_a_summary_without_report_and_refuses_a_missing_corpus(
    tmp_path, corpus, capsys
):
    liam = str(DEMO / "papers" / "en-liam-inventions.txt")
    assert main(["check", liam, "--corpus", str(corpus)]) == 0
    assert "en-printing-press.txt" in capsys.readouterr().out
    assert main(["check", liam, "--corpus", str(corpus), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["schema"] == "imbrex.report/1"
    assert main(["check", liam, "--corpus", str(corpus), "--format", "pdf"]) == 2
    missing = tmp_path / "nowhere.imbrex"
    assert (
        main(["check", str(DEMO / "papers" / "en-liam-inventions.txt"), "--corpus", str(missing)])
        == 1
    )
    assert "no corpus here yet" in capsys.readouterr().err
    assert not missing.exists()


def test_check_several_papers_into_a_folder_never_overwrites(tmp_path, corpus, capsys):
    out = tmp_path / "reports"
    out.mkdir()
    (out / "en-noah-honey-bees.json").write_text("mine", encoding="utf-8")
    papers = [str(DEMO / "papers" / p) for p in ("en-noah-honey-bees.txt", "ru-masha-baikal.txt")]
    assert (
        main(["check", *papers, "--corpus", str(corpus), "--report", str(out), "--format", "json"])
        == 0
    )
    assert (out / "en-noah-honey-bees.json").read_text(encoding="utf-8") == "mine"
    written = json.loads((out / "en-noah-honey-bees-2.json").read_text(encoding="utf-8"))
    assert written["sources"][0]["path"].endswith("en-honey-bees.txt")
    assert (out / "ru-masha-baikal.json").exists()


def test_check_leaves_out_the_paper_itself(corpus, capsys):
    paper = DEMO / "sources" / "en-honey-bees.txt"
    assert (
        main(
            [
                "check",
                str(paper),
                "--corpus",
                str(corpus),
                "--format",
                "json",
                "--report",
                str(corpus.parent / "self.json"),
            ]
        )
        == 0
    )
    assert "is this paper itself" in capsys.readouterr().err
    report = json.loads((corpus.parent / "self.json").read_text(encoding="utf-8"))
    assert all(not s["path"].endswith("en-honey-bees.txt") for s in report["sources"])


def test_check_reports_a_renamed_identical_copy_but_not_the_same_file_moved(
    corpus, tmp_path, capsys
):
    """The same bytes under another file name are a classmate's file handed in again: reported
    in full. Under the same name elsewhere it is the paper itself, moved: left out."""
    original = DEMO / "sources" / "en-honey-bees.txt"

    def bees_sources(folder: str, name: str) -> list[dict]:
        paper = tmp_path / folder / name
        paper.parent.mkdir()
        shutil.copyfile(original, paper)
        report = tmp_path / f"{folder}.json"
        args = ["check", str(paper), "--corpus", str(corpus), "--format", "json"]
        assert main([*args, "--report", str(report)]) == 0
        sources = json.loads(report.read_text(encoding="utf-8"))["sources"]
        return [s for s in sources if s["path"].endswith("en-honey-bees.txt")]

    renamed = bees_sources("renamed", "my-essay.txt")
    assert len(renamed) == 1 and renamed[0]["similarity"] > 0.95
    assert "is this paper itself" not in capsys.readouterr().err
    assert bees_sources("moved", original.name) == []
    assert "is this paper itself" in capsys.readouterr().err


def test_first_use_of_the_default_corpus_indexes_the_demo(data_home, capsys):
    assert main(["check", str(DEMO / "papers" / "zh-li-wei-inventions.txt")]) == 0
    captured = capsys.readouterr()
    assert "A new corpus was made" in captured.err
    assert "zh-papermaking.txt" in captured.out and "zh-great-wall.txt" in captured.out
    assert (data_home / "Imbrex" / "corpus.imbrex").exists()
    assert main(["corpus", "stats"]) == 0
    assert "Demo · Textbooks: 6" in capsys.readouterr().out


def test_batch_finds_the_collusion_pair_and_writes_tables_and_reports(data_home, corpus, capsys):
    assert main(["batch", str(DEMO / "papers"), "--corpus", str(corpus), "--out", "results"]) == 0
    folder = data_home.parent / "results"
    summary = json.loads((folder / "summary.json").read_text(encoding="utf-8"))
    pairs = {frozenset(Path(p).name for p in (pair["a"], pair["b"])) for pair in summary["pairs"]}
    assert pairs == {frozenset({"en-emma-water-and-life.txt", "en-jack-rain.txt"})}
    assert [sorted(Path(p).name for p in c) for c in summary["clusters"]] == [
        ["en-emma-water-and-life.txt", "en-jack-rain.txt"]
    ]
    with (folder / "papers.csv").open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == len(MANIFEST["papers"])
    olivia = next(r for r in rows if r["paper path"].endswith("en-olivia-volcanoes.txt"))
    assert float(olivia["similarity (%)"]) == 0
    reports = sorted(p.name for p in (folder / "reports").iterdir())
    assert len(reports) == len(MANIFEST["papers"]) and all(r.endswith(".html") for r in reports)
    assert main(["batch", str(DEMO / "papers"), "--corpus", str(corpus), "--out", "results"]) == 1
    assert "already holds the results" in capsys.readouterr().err


def test_batch_lists_an_unreadable_paper(tmp_path, data_home, capsys):
    folder = tmp_path / "class"
    shutil.copytree(DEMO / "papers", folder)
    (folder / "zz-broken.docx").write_bytes(b"PK\x03\x04 not really")
    (folder / "misnamed.pdf").write_text("A short plain-text essay about rivers.\n", "utf-8")
    assert main(["batch", str(folder), "--no-corpus"]) == 1
    out = capsys.readouterr().out
    assert "not checked: " in out and "zz-broken.docx" in out
    assert "warning: The file is named .pdf but is a plain-text file" in out
    with (tmp_path / "imbrex-batch" / "papers.csv").open(encoding="utf-8-sig") as handle:
        rows = list(csv.DictReader(handle))
    assert rows[-1]["error"]


def test_demo_checks_the_demo_class(data_home, capsys):
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    assert (
        "en-printing-press.txt" in out and "en-emma-water-and-life.txt and en-jack-rain.txt" in out
    )
    assert (data_home / "Imbrex" / "demo-reports" / "ru-masha-baikal.html").exists()


def test_batch_compares_a_classmate_already_in_the_corpus_once(tmp_path, corpus, capsys):
    assert main(["corpus", "add", str(DEMO / "papers"), "--corpus", str(corpus)]) == 0
    assert (
        main(
            ["batch", str(DEMO / "papers"), "--corpus", str(corpus), "--out", str(tmp_path / "res")]
        )
        == 0
    )
    summary = json.loads((tmp_path / "res" / "summary.json").read_text(encoding="utf-8"))
    emma = next(p for p in summary["papers"] if p["path"].endswith("en-emma-water-and-life.txt"))
    jack = [s for s in emma["sources"] if s["path"].endswith("en-jack-rain.txt")]
    assert [s["collection"] for s in jack] == ["This class"]
    assert not any(s["path"] == emma["path"] for s in emma["sources"])


def test_reading_commands_fall_back_to_a_read_only_corpus(corpus, monkeypatch, capsys):
    """A corpus on a drive this user cannot write (simulated: tests run as root, so the
    read-write open is made to fail the way SQLite fails on such a file)."""
    import app.corpus.stores as corpus_package
    from app.corpus.store import ReadOnlyCorpusError

    real_open = corpus_package.open_corpus
    modes = []

    def open_on_a_read_only_drive(path=None, **options):
        modes.append(options.get("readonly", False))
        if not options.get("readonly"):
            raise ReadOnlyCorpusError("The corpus file is read-only.", str(path))
        return real_open(path, **options)

    monkeypatch.setattr(corpus_package, "open_corpus", open_on_a_read_only_drive)
    paper = str(DEMO / "papers" / "en-noah-honey-bees.txt")
    assert main(["check", paper, "--corpus", str(corpus), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["sources"][0]["path"].endswith("en-honey-bees.txt")
    assert modes == [False, True]
    assert main(["corpus", "stats", "--corpus", str(corpus)]) == 0
    assert main(["corpus", "add", paper, "--corpus", str(corpus)]) == 1
    assert "read-only" in capsys.readouterr().err


def test_add_and_remove_say_when_they_packed_the_corpus_file(tmp_path, capsys):
    """A new corpus's first add leaves no free pages: it does not pack. Removing its documents
    frees most of the file: the removal packs it at once and says so; an add then does not."""
    path = tmp_path / "refs.imbrex"
    corpus = ["--corpus", str(path), "--workers", "1"]
    assert main(["corpus", "add", str(DEMO / "sources"), *corpus]) == 0
    assert "packed" not in capsys.readouterr().out
    size = path.stat().st_size
    assert main(["corpus", "remove", "--collection", "General", "--corpus", str(path)]) == 0
    assert "the corpus file was packed" in capsys.readouterr().out
    assert path.stat().st_size < size / 2
    assert main(["corpus", "add", str(DEMO / "papers" / "en-noah-honey-bees.txt"), *corpus]) == 0
    assert "packed" not in capsys.readouterr().out


def test_ctrl_c_during_a_removal_removes_nothing_and_says_so(tmp_path, capsys, monkeypatch):
    from app.corpus import sqlite_removal

    path = tmp_path / "refs.imbrex"
    assert main(["corpus", "add", str(DEMO / "sources"), "--corpus", str(path)]) == 0
    delete = sqlite_removal.delete_documents
    calls = []

    def interrupted_in_the_second_group(*args, **kwargs):
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return delete(*args, **kwargs)

    monkeypatch.setattr(sqlite_removal, "REMOVE_STEP", 4)
    monkeypatch.setattr(sqlite_removal, "delete_documents", interrupted_in_the_second_group)
    capsys.readouterr()
    arguments = ["corpus", "remove", "--collection", "General", "--corpus", str(path)]
    assert main(arguments) == EXIT_INTERRUPTED
    out, err = capsys.readouterr()
    assert "Nothing was removed" in err and "removed from the index" not in out
    monkeypatch.undo()
    assert main(["corpus", "stats", "--corpus", str(path)]) == 0
    assert "documents     12" in capsys.readouterr().out
