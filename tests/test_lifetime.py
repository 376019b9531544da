"""Children die with their parent: kill the command (SIGKILL, SIGTERM, SIGHUP) while a reader
loops on a hostile PDF, and no process of its group is left (issue 19, item 4)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.extract.test_sandbox import self_referencing_pdf

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads the process tree from Linux's /proc"
)

ROOT = Path(__file__).resolve().parent.parent
#: Upper bound for each condition wait; the conditions usually hold within a second.
WAIT_SECONDS = 60


def _group(pgid: int) -> dict[int, int]:
    """{pid: parent pid} of the live (not zombie) processes of process group ``pgid``."""
    members = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        state, ppid, group = fields[0], int(fields[1]), int(fields[2])
        if group == pgid and state != "Z":
            members[int(entry)] = ppid
    return members


def _depth(members: dict[int, int], pid: int, root: int) -> int:
    depth = 0
    while pid != root and pid in members:
        pid = members[pid]
        depth += 1
    return depth if pid == root else -1


def _wait_for(condition, what: str) -> None:
    deadline = time.monotonic() + WAIT_SECONDS
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting until {what}")
        time.sleep(0.05)


def _start(tmp_path: Path, *args: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-m", "app", *args],
        cwd=tmp_path,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group: every descendant is findable
    )


def _kill_and_check(process: subprocess.Popen, sig: int, reader_depth: int) -> None:
    pgid = process.pid
    try:
        # The reader is a grandchild (forked by the forkserver), deeper under corpus add's pool.
        _wait_for(
            lambda: any(
                _depth(members, pid, pgid) >= reader_depth
                for members in [_group(pgid)]
                for pid in members
            ),
            "the reader child runs",
        )
        os.kill(pgid, sig)
        process.wait(timeout=WAIT_SECONDS)
        _wait_for(lambda: not _group(pgid), "every process of the group has ended")
    finally:
        try:
            os.killpg(pgid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait(timeout=WAIT_SECONDS)
        process.stderr.close()


@pytest.mark.parametrize(
    ("sig", "code"),
    [(signal.SIGKILL, -signal.SIGKILL), (signal.SIGTERM, 143), (signal.SIGHUP, 129)],
    ids=["SIGKILL", "SIGTERM", "SIGHUP"],
)
def test_killing_extract_ends_its_reader(tmp_path, sig, code):
    (tmp_path / "looping.pdf").write_bytes(self_referencing_pdf())
    process = _start(tmp_path, "extract", "looping.pdf")
    _kill_and_check(process, sig, reader_depth=2)
    assert process.returncode == code


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_killing_corpus_add_leaves_no_process(tmp_path, sig):
    folder = tmp_path / "papers"
    folder.mkdir()
    (folder / "looping.pdf").write_bytes(self_referencing_pdf())
    for i in range(3):
        (folder / f"paper-{i}.txt").write_text(f"Paper {i} about rivers, mills and railways.")
    process = _start(
        tmp_path, "corpus", "add", str(folder), "--corpus", "c.imbrex", "--workers", "2"
    )
    # main → forkserver → pool worker → the worker's forkserver → reader
    _kill_and_check(process, sig, reader_depth=4)
    if sig == signal.SIGTERM:
        assert process.returncode == 143


def _spins_with_a_watch() -> None:
    from app.lifetime import _watch_parent

    assert _watch_parent()
    while True:
        pass


SPAWNING_PARENT = (
    "import multiprocessing, sys, time\n"
    "from tests.test_lifetime import _spins_with_a_watch\n"
    "if __name__ == '__main__':\n"
    "    child = multiprocessing.get_context('spawn').Process(target=_spins_with_a_watch)\n"
    "    child.start()\n"
    "    print(child.pid, flush=True)\n"
    "    child.join()\n"
)


def test_the_liveness_pipe_ends_a_spawned_child_when_its_parent_is_killed(tmp_path):
    # The mechanism macOS and Windows rely on, tried with spawn on Linux.
    parent = subprocess.Popen(
        [sys.executable, "-c", SPAWNING_PARENT],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        child = int(parent.stdout.readline())
        assert child in _group(parent.pid)
        parent.kill()
        parent.wait(timeout=WAIT_SECONDS)
        _wait_for(lambda: child not in _group(parent.pid), "the spawned child has ended")
    finally:
        try:
            os.killpg(parent.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        parent.wait(timeout=WAIT_SECONDS)
        parent.stdout.close()


def spin_forever(progress, cancel, deliver) -> None:
    """Background work that ignores Cancel: what a hung check looks like."""
    progress(0, 1, "spinning")
    while True:
        pass


RUNNING_A_CHECK = (
    "from app.child_process import run_in_child\n"
    "from tests.test_lifetime import spin_forever\n"
    "if __name__ == '__main__':\n"
    "    run_in_child(spin_forever, {}, progress=lambda *a: print('started', flush=True))\n"
)


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_the_windows_background_process_ends_with_the_window(sig):
    # app/child_process.py's child (the window's class check), its parent killed.
    parent = subprocess.Popen(
        [sys.executable, "-c", RUNNING_A_CHECK],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )
    try:
        assert parent.stdout.readline().strip() == "started"
        os.kill(parent.pid, sig)
        parent.wait(timeout=WAIT_SECONDS)
        _wait_for(lambda: not _group(parent.pid), "every process of the group has ended")
    finally:
        try:
            os.killpg(parent.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        parent.wait(timeout=WAIT_SECONDS)
        parent.stdout.close()
