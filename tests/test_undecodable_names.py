"""A paper whose file name holds bytes that are not UTF-8 (made on a machine with another
character set): every command checks it and writes every report, the name shown with those
bytes as ``[xNN]`` (`app.printable`). Before, each command ended with a
UnicodeEncodeError, and ``imbrex batch`` wrote nothing for the whole class."""

from __future__ import annotations

import csv
import json
import os
import shutil
import sys
from pathlib import Path
from urllib.parse import quote

import pytest

from app.batch import check_class
from app.corpus.demo import demo_folder
from app.printable import printable
from app.report.labels import shown_name
from tests.children import run_python

ROOT = Path(__file__).resolve().parents[1]
DEMO = demo_folder()
#: "Анна" in Windows-1251: bytes that are not UTF-8.
ANNA_1251 = "Анна".encode("cp1251")
SHOWN = "[xC0][xED][xED][xE0]"


def class_with_an_undecodable_name(tmp_path: Path) -> Path:
    """A class folder holding a copy of a demo paper under a Windows-1251 name (returned) and
    ``jack.txt``; skips where such a name cannot be made."""
    if not sys.platform.startswith("linux"):
        pytest.skip("only Linux keeps a file name's bytes as they are")
    folder = tmp_path / "class"
    folder.mkdir()
    name = os.path.join(os.fsencode(folder), ANNA_1251 + b".txt")
    try:
        with open(name, "wb") as odd:
            odd.write((DEMO / "papers" / "en-emma-water-and-life.txt").read_bytes())
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    shutil.copyfile(DEMO / "papers" / "en-jack-rain.txt", folder / "jack.txt")
    return Path(os.fsdecode(name))


@pytest.fixture
def odd_paper(tmp_path: Path) -> Path:
    return class_with_an_undecodable_name(tmp_path)


@pytest.fixture
def corpus(tmp_path: Path, demo_corpus: Path) -> Path:
    copy = tmp_path / "demo.imbrex"
    shutil.copyfile(demo_corpus, copy)
    return copy


def imbrex(*arguments: str | Path, cwd: Path):
    """The real command, printing as a UTF-8 terminal does that refuses what is not text."""
    env = {
        **os.environ,
        "PYTHONIOENCODING": "utf-8:strict",
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    done = run_python(
        ["-m", "app", *map(str, arguments)],
        timeout=120,
        env=env,
        cwd=cwd,
        errors="surrogateescape",  # a name is printed with its bytes, as ls prints it
    )
    assert done.returncode == 0, done.stderr
    return done


def test_printable_writes_each_byte_and_keeps_names_apart():
    assert printable("/class/\udcc0\udced\udced\udce0.txt") == f"/class/{SHOWN}.txt"
    assert printable("\udcc0.txt") != printable("\udcc1.txt")
    assert printable("Анна.txt") == "Анна.txt"
    assert shown_name("\udcff\u202e.txt") == "[xFF][U+202E].txt"


def test_check_prints_and_writes_every_report(odd_paper, corpus, tmp_path):
    printed = imbrex("check", "--corpus", corpus, odd_paper, cwd=tmp_path)
    assert "en-water-cycle.txt" in printed.stdout  # a source, found
    assert f"{SHOWN}.txt" in printed.stdout
    for suffix in ("json", "html", "csv", "pdf"):
        target = tmp_path / f"report.{suffix}"
        imbrex("check", "--corpus", corpus, odd_paper, "--report", target, cwd=tmp_path)
        assert target.stat().st_size > 0
    report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert report["document"]["name"] == f"{SHOWN}.txt"
    assert report["document"]["path"].endswith(f"class/{SHOWN}.txt")
    assert f"{SHOWN}.txt" in (tmp_path / "report.html").read_text(encoding="utf-8")
    bundle = tmp_path / "evidence.zip"
    imbrex("check", "--corpus", corpus, odd_paper, "--bundle", bundle, cwd=tmp_path)
    assert bundle.stat().st_size > 0


def test_compare_with_it_on_either_side(odd_paper, tmp_path):
    other = DEMO / "sources" / "en-water-cycle.txt"
    target = tmp_path / "pair.html"
    imbrex("compare", other, odd_paper, "--report", target, cwd=tmp_path)
    assert f"{SHOWN}.txt" in target.read_text(encoding="utf-8")
    printed = imbrex("compare", odd_paper, other, cwd=tmp_path)
    assert json.loads(printed.stdout)["document"]["name"] == f"{SHOWN}.txt"


def test_batch_writes_the_whole_class(odd_paper, corpus, tmp_path):
    out = tmp_path / "results"
    imbrex("batch", "--corpus", corpus, odd_paper.parent, "--out", out, cwd=tmp_path)
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert sorted(Path(p["path"]).name for p in summary["papers"]) == [f"{SHOWN}.txt", "jack.txt"]
    assert sorted(p.name for p in (out / "reports").iterdir()) == [f"{SHOWN}.html", "jack.html"]
    with open(out / "papers.csv", encoding="utf-8-sig", newline="") as table:
        names = sorted(Path(row["paper path"]).name for row in csv.DictReader(table))
    assert names == [f"{SHOWN}.txt", "jack.txt"]
    index = (out / "index.html").read_text(encoding="utf-8")
    assert f"{SHOWN}.txt" in index and f'href="reports/{quote(SHOWN)}.html"' in index


def test_a_pair_with_it_has_both_figures(odd_paper):
    """Each paper of a pair finds the other among its sources: the report names it by its
    printable path, the class by its real one (`Report.source_at`). Before, the share of the
    other paper found in it read 0.0 % (the window's class view showed "100.0 % / 0.0 %")."""
    shutil.copyfile(DEMO / "papers" / "en-emma-water-and-life.txt", odd_paper.parent / "emma.txt")
    result = check_class([odd_paper.parent], None)
    (pair,) = [p for p in result.pairs if {Path(p.a).name, Path(p.b).name} >= {"emma.txt"}]
    assert {pair.a, pair.b} == {str(odd_paper), str(odd_paper.parent / "emma.txt")}
    assert pair.a_in_b > 0.9 and pair.b_in_a > 0.9
