"""``imbrex gui --quit-when-checked``: the window started as its own process checks the papers
named on its command line and closes by itself (what the packaged build's smoke test runs)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from tests.children import run_python
from tests.gui.conftest import DEMO

#: Seconds a window child may take (about 4-8 s on an idle two-core machine); a child that
#: hangs fails the test with its threads' stacks instead of holding the suite.
CHILD_TIMEOUT = 60


def start_window(tmp_path: Path, *arguments: str) -> subprocess.CompletedProcess:
    home = tmp_path / "home"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
    }
    return run_python(
        ["-m", "app", "gui", "--quit-when-checked", *arguments], timeout=CHILD_TIMEOUT, env=env
    )


def test_the_window_checks_its_papers_and_closes(tmp_path, demo_corpus, demo_corpus_batch):
    paper = DEMO / "papers" / "en-noah-honey-bees.txt"
    done = start_window(tmp_path, "--corpus", str(demo_corpus), str(paper))
    assert done.returncode == 0, done.stderr
    (expected,) = [p for p in demo_corpus_batch.papers if p.path.endswith(paper.name)]
    share = expected.evidence.report.similarity * 100
    assert done.stdout.splitlines() == [f"{paper.name}: {share:.1f} %", "check done: 1 paper"]
    assert share > 10


def test_a_check_that_stops_exits_1_instead_of_waiting(tmp_path):
    damaged = tmp_path / "damaged.imbrex"
    damaged.write_bytes(bytes(range(256)) * 40)
    done = start_window(tmp_path, "--corpus", str(damaged), str(DEMO / "papers"))
    assert done.returncode == 1, done.stderr
    assert "check failed: 0 papers" in done.stdout
    assert damaged.read_bytes() == bytes(range(256)) * 40
