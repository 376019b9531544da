"""Never overwrite what the teacher has (issue 19 item 1): an output path that is the corpus,
an input, or an existing file that is not an earlier Imbrex output of the same kind is refused
with a reason, exit code 2, and nothing written."""

from __future__ import annotations

import hashlib
import os
import shutil
import zipfile
from pathlib import Path

import pytest

from app.cli import main
from app.corpus import open_corpus
from app.corpus.indexer import add_paths
from app.errors import UserError
from app.report.bundle import write_bundle
from app.report.evidence import Evidence
from app.report.output_guard import OutputRefused, check_output, is_earlier_output
from app.report.writers import write_report
from tests.corpus.builders import essay
from tests.report.conftest import BEES, OWN_BEES

SOURCE = " ".join(BEES) + "\n"
PAPER = " ".join(OWN_BEES[:3]) + "\n\n" + " ".join(BEES[2:8]) + "\n"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture()
def files(tmp_path: Path) -> Path:
    (tmp_path / "p.txt").write_text(PAPER, encoding="utf-8")
    (tmp_path / "s.txt").write_text(SOURCE, encoding="utf-8")
    (tmp_path / "paper.docx").write_bytes(b"PK\x03\x04 a student's document")
    refs = tmp_path / "refs"
    refs.mkdir()
    shutil.copy(tmp_path / "s.txt", refs / "s.txt")
    for i in range(3):
        (refs / f"other-{i}.txt").write_text(essay(i), encoding="utf-8")
    with open_corpus(tmp_path / "corp.imbrex") as store:
        add_paths(store, [refs], workers=1)
    return tmp_path


def _unchanged(files: Path):
    names = ("p.txt", "s.txt", "paper.docx", "corp.imbrex")
    before = {n: _digest(files / n) for n in names}
    yield
    assert {n: _digest(files / n) for n in names} == before
    assert not [p for p in files.iterdir() if p.name.endswith(".part")]


@pytest.mark.parametrize(
    "argv, why",
    [
        (["check", "{p}", "--corpus", "{c}", "--report", "{c}", "--format", "json"], "the corpus"),
        (["compare", "{p}", "{s}", "--report", "{s}"], "the source"),
        (["compare", "{p}", "{s}", "--report", "{p}", "--format", "html"], "the paper"),
        (["compare", "{p}", "{s}", "--report", "{d}", "--format", "pdf"], "Imbrex did not write"),
        (["check", "{p}", "--corpus", "{c}", "--report", "{d}", "--format", "pdf"], "did not"),
        (["compare", "{p}", "{s}", "--bundle", "{s}"], "the source"),
        (["compare", "{p}", "{s}", "--report", "{o}/r.json", "--bundle", "{o}/r.json"], "report"),
        (["check", "{p}", "--corpus", "{c}", "--bundle", "{c}"], "the corpus"),
        (["compare", "{p}", "{s}", "--report", "{p}", "--template", "{p}"], "the paper"),
    ],
)
def test_the_command_line_refuses_to_write_over_an_input(files, capsys, argv, why):
    values = {
        "p": str(files / "p.txt"),
        "s": str(files / "s.txt"),
        "c": str(files / "corp.imbrex"),
        "d": str(files / "paper.docx"),
        "o": str(files),
    }
    before = sorted(p.name for p in files.iterdir())
    guard = _unchanged(files)
    next(guard)
    assert main([a.format(**values) for a in argv]) == 2
    err = capsys.readouterr().err
    assert why in err and "Nothing was written" in err
    next(guard, None)
    assert sorted(p.name for p in files.iterdir()) == before


def test_a_hard_link_or_another_spelling_of_the_corpus_is_the_corpus(files, capsys):
    link = files / "alias.json"
    try:
        os.link(files / "corp.imbrex", link)
    except OSError as error:
        pytest.skip(f"no hard links here: {error}")
    corpus = str(files / "corp.imbrex")
    dotted = str(files / "refs" / ".." / "corp.imbrex")
    for target in (str(link), dotted):
        code = main(["check", str(files / "p.txt"), "--corpus", corpus, "--report", target])
        assert code == 2 and "this is the corpus" in capsys.readouterr().err
    assert link.read_bytes()[:16] == b"SQLite format 3\x00"


def test_an_earlier_report_of_the_same_kind_is_replaced(files, capsys):
    paper, source = str(files / "p.txt"), str(files / "s.txt")
    for name in ("r.json", "r.html", "r.csv", "r.txt", "r.pdf"):
        target = files / name
        assert main(["compare", paper, source, "--report", str(target)]) == 0, name
        first = target.read_bytes()
        assert is_earlier_output(target, {"r.txt": "text"}.get(name, name[2:])), name
        assert main(["compare", paper, source, "--report", str(target)]) == 0, name
        assert target.stat().st_size > 0 and first[:4] == target.read_bytes()[:4]
    bundle, report = str(files / "b.zip"), str(files / "r.json")
    assert main(["compare", paper, source, "--bundle", bundle, "--report", report]) == 0
    assert main(["compare", paper, source, "--bundle", bundle, "--report", report]) == 0
    assert "manifest.json" in zipfile.ZipFile(bundle).namelist()


def test_a_report_of_another_kind_or_a_foreign_file_is_kept(files, english: Evidence):
    html = files / "r.html"
    write_report(html, english)
    with pytest.raises(OutputRefused, match="an Imbrex HTML report, not an earlier Imbrex JSON"):
        write_report(html, english, "json")
    notes = files / "notes.csv"
    notes.write_text("name,mark\nAnna,5\n", encoding="utf-8")
    with pytest.raises(OutputRefused, match="not an earlier Imbrex CSV table"):
        write_report(notes, english)
    assert notes.read_text(encoding="utf-8") == "name,mark\nAnna,5\n"
    with pytest.raises(OutputRefused, match="not an earlier Imbrex evidence bundle"):
        write_bundle(files / "paper.docx", english, pdf=None)
    empty = files / "empty.json"
    empty.write_bytes(b"")
    write_report(empty, english)  # an empty file holds nothing to lose
    with pytest.raises(OutputRefused, match="folder"):
        check_output(files / "refs", "json")


def test_the_paper_and_sources_of_the_report_itself_are_protected(files, english: Evidence):
    with pytest.raises(OutputRefused, match="this is the corpus"):
        check_output(files / "corp.imbrex", "json", [(files / "corp.imbrex", "the corpus")])
    source = english.report.sources[0].path
    with pytest.raises(UserError, match="a source of this report"):
        write_report(Path(source), english, "text")


def test_batch_refuses_an_output_folder_holding_foreign_tables(files, capsys):
    out = files / "results"
    out.mkdir()
    (out / "papers.csv").write_text("my own marks\n", encoding="utf-8")
    code = main(["batch", str(files / "refs"), "--no-corpus", "--out", str(out)])
    assert code == 2 and "papers.csv" in capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == ["papers.csv"]
    corpus = str(files / "corp.imbrex")
    code = main(["batch", str(files / "refs"), "--corpus", corpus, "--out", corpus])
    assert code == 2 and "this is the corpus" in capsys.readouterr().err
    for inside in (files / "refs", files / "refs" / "results"):
        code = main(["batch", str(files / "refs"), "--no-corpus", "--out", str(inside)])
        assert code == 2 and "inside the folder of papers" in capsys.readouterr().err
    assert sorted(p.name for p in (files / "refs").iterdir()) == [
        "other-0.txt",
        "other-1.txt",
        "other-2.txt",
        "s.txt",
    ]


def test_demo_refuses_to_write_over_a_foreign_html_file(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from app.corpus.demo import demo_folder

    out = tmp_path / "out"
    out.mkdir()
    stem = sorted((demo_folder() / "papers").iterdir())[0].stem
    (out / f"{stem}.html").write_text("<p>my page</p>", encoding="utf-8")
    assert main(["demo", "--out", str(out)]) == 2
    assert "not an earlier Imbrex HTML report" in capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == [f"{stem}.html"]


def test_an_interrupted_write_leaves_no_temporary_file(files, english, monkeypatch):
    def interrupted(*_args):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_report(files / "new.json", english)
    assert not [p.name for p in files.iterdir() if p.name.startswith(".new.json")]
    assert not (files / "new.json").exists()
