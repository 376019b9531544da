"""Output that cannot be written (a full disk, a closed pipe) ends a command with one clear
line, never a traceback (issue 19, item 7)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (a full disk)")
def test_a_full_disk_gives_one_message_and_exit_code_1(tmp_path):
    (tmp_path / "paper.txt").write_text("A paper about rivers and mills.\n" * 2000)
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "app", "extract", str(tmp_path / "paper.txt")],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            cwd=ROOT,
        )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    assert done.stderr.strip().splitlines() == [
        "imbrex: the output could not be written: No space left on device"
    ]
