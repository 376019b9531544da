"""How the ``imbrex`` program ends (``app.cli.program.leave``): at once, without the
interpreter's teardown, but only after the exit handlers have run and the output is written;
the ordinary exit while another thread still works."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _python(code: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` as a teacher's shell would: output to a pipe is buffered (the test
    machines set PYTHONUNBUFFERED, a teacher's does not)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=env,
    )


def test_leaving_writes_the_output_and_runs_the_exit_handlers_with_the_exit_code(tmp_path):
    folder = tmp_path / "left-open"
    result = _python(
        "import atexit, sys, tempfile\n"
        "from app.cli.program import leave\n"
        "atexit.register(print, 'handlers ran')\n"
        f"kept = tempfile.TemporaryDirectory(dir={str(tmp_path)!r}, prefix='left-open')\n"
        "sys.stdout.write('a report without a newline')\n"
        "sys.stderr.write('a note')\n"
        "leave(3)\n"
    )
    assert result.returncode == 3
    assert result.stdout == "a report without a newlinehandlers ran\n"
    assert result.stderr == "a note"
    assert not list(tmp_path.glob(f"{folder.name}*"))  # the temporary folder's finaliser ran


def test_leaving_waits_for_a_thread_that_still_works():
    result = _python(
        "import threading, time\n"
        "from app.cli.program import leave\n"
        "def late():\n"
        "    time.sleep(0.3)\n"
        "    print('the thread finished', flush=True)\n"
        "threading.Thread(target=late).start()\n"
        "leave(0)\n"
    )
    assert result.returncode == 0
    assert result.stdout == "the thread finished\n"


def _imbrex(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", *arguments],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )


def test_a_check_from_the_shell_prints_its_whole_report(tmp_path):
    source = tmp_path / "source.txt"
    source.write_text(
        " ".join(
            f"The river number {n} carries silt and water to the distant sea." for n in range(60)
        ),
        encoding="utf-8",
    )
    paper = tmp_path / "paper.txt"
    paper.write_text(source.read_text(encoding="utf-8")[:2000], encoding="utf-8")
    corpus = str(tmp_path / "refs.imbrex")
    assert _imbrex("corpus", "add", "--corpus", corpus, str(source)).returncode == 0
    result = _imbrex("check", "--corpus", corpus, "--format", "json", str(paper))
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)  # the whole document, up to its last brace
    assert [s["path"] for s in report["sources"]] == [str(source)]
    missing = _imbrex("check", "--corpus", corpus, str(tmp_path / "missing.txt"))
    assert missing.returncode == 1 and "missing.txt" in missing.stderr
