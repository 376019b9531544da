"""The ``imbrex`` command: output, JSON, exit codes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from app import __version__
from app.cli import main
from tests.extract.docx_fixtures import essay_with_hidden_runs


@pytest.fixture()
def papers(tmp_path):
    (tmp_path / "good.txt").write_text("A good paper about rivers.\n", encoding="utf-8")
    (tmp_path / "essay.docx").write_bytes(essay_with_hidden_runs())
    (tmp_path / "bad.pdf").write_bytes(b"%PDF-1.4 broken")
    return tmp_path


def test_extract_prints_text_and_exit_0(papers, capsys):
    assert main(["extract", str(papers / "good.txt"), str(papers / "essay.docx")]) == 0
    out = capsys.readouterr().out
    assert "A good paper about rivers." in out
    assert "Climate and oceans" in out
    assert "3 hidden-text" in out  # the header line sums up the flags


def test_extract_with_a_bad_file_exits_1_and_prints_the_others(papers, capsys):
    code = main(["extract", str(papers / "bad.pdf"), str(papers / "good.txt")])
    captured = capsys.readouterr()
    assert code == 1
    assert "A good paper about rivers." in captured.out
    assert "bad.pdf" in captured.err and "PDF" in captured.err


def test_extract_json(papers, capsys):
    code = main(["extract", "--json", str(papers)])
    data = json.loads(capsys.readouterr().out)
    assert code == 1
    by_name = {item["path"].rsplit("/", 1)[-1]: item for item in data}
    assert by_name["good.txt"]["text"] == "A good paper about rivers.\n"
    docx = by_name["essay.docx"]
    assert docx["format"] == "docx" and docx["metadata"]["author"] == "Anna Student"
    assert [f["kind"] for f in docx["flags"]].count("hidden-text") == 3
    assert all(set(f) == {"kind", "start", "end", "detail"} for f in docx["flags"])
    assert by_name["bad.pdf"]["error"]["kind"] == "corrupt"


def test_usage_errors_exit_2(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["extract"])
    assert exc.value.code == 2
    with pytest.raises(SystemExit) as exc:
        main(["no-such-command"])
    assert exc.value.code == 2


def test_version_and_python_dash_m(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "app", "--version"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert result.stdout.strip() == f"imbrex {__version__}"


def test_files_without_a_command_open_the_window_with_them(tmp_path, monkeypatch):
    """How a file manager starts Imbrex: ``imbrex FILE...`` is ``imbrex gui FILE...``."""
    import app.gui.application

    opened = []
    monkeypatch.setattr(
        app.gui.application, "run", lambda papers, corpus, **kwargs: opened.append(papers) or 0
    )
    paper = tmp_path / "essay.docx"
    paper.write_bytes(b"not checked here")
    assert main([str(paper), str(tmp_path)]) == 0
    assert main([]) == 0
    assert opened == [[str(paper), str(tmp_path)], []]


@pytest.mark.parametrize("name", ["missing.docx", "folder/essay", "../essay"])
def test_a_missing_file_without_a_command_is_named_as_missing(tmp_path, capsys, monkeypatch, name):
    """A mistyped or moved paper is said to be missing (the parser called it an invalid
    command: "invalid choice: '…/missing.docx' (choose from 'extract', …)")."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_:
        main([name])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert f"there is no file or folder {name!r}" in err and "invalid choice" not in err


def test_a_mistyped_command_is_an_invalid_choice(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["chek", "essay.docx"])
    assert exit_.value.code == 2
    assert "invalid choice: 'chek'" in capsys.readouterr().err
