"""A share of a check's alignments in a worker process (app.two_cores): the same results, in
order, whatever the worker does; the worker kept between calls, replaced when it fails, and
gone when the process that used it ends."""

from __future__ import annotations

import os
import pickle
import signal
import subprocess
import sys
import threading
import time
from functools import partial
from pathlib import Path

import pytest

import app.two_cores as two_cores
from app.check import check_document
from app.corpus import open_corpus
from app.corpus.demo import add_demo, demo_folder
from app.extract import extract
from app.source_analyses import SHARED
from app.two_cores import MIN_CHILD_COST, can_fork, child_share, run_jobs

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="forks on Linux only")

COSTS = [MIN_CHILD_COST] * 6
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def fresh_process(monkeypatch):
    """Each test starts as a process that has forked no worker yet, and ends its workers."""
    two_cores.stop_worker()
    monkeypatch.setattr(two_cores, "_forked", False)
    yield
    two_cores.stop_worker()


@pytest.fixture
def forks(monkeypatch) -> list[int]:
    """The pids of the workers forked during the test."""
    pids: list[int] = []
    real_fork = os.fork

    def recorded_fork() -> int:
        pid = real_fork()
        if pid:
            pids.append(pid)
        return pid

    monkeypatch.setattr(os, "fork", recorded_fork)
    return pids


def inherited(i: int) -> tuple[str, int, int]:
    """A job as its process runs it: how it came, its value, the process."""
    return ("inherited", i * i, os.getpid())


def sent(indices: list[int]) -> list[tuple[str, int, int]]:
    """A share sent to a running worker (a module-level function: it pickles)."""
    return [("sent", i * i, os.getpid()) for i in indices]


def squares() -> list[tuple[str, int, int]]:
    return run_jobs(inherited, COSTS, share=lambda taken: partial(sent, taken), fork=True)


def reaped(pid: int) -> bool:
    """Whether ``pid`` is no longer a child of this process to wait for."""
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return False


def test_the_child_takes_about_half_and_never_a_kept_job():
    assert child_share([5_000, 20_000, 9_000, 20_000], [False] * 4) == [0, 3]  # 25,000 : 29,000
    assert child_share(COSTS, [False] * 6) == [1, 3, 5]
    assert child_share(COSTS, [True, True, False, False, False, False]) == [2, 3, 5]
    assert child_share(COSTS, [True] * 6) == []


def test_the_workers_setup_counts_as_its_work():
    """A worker that must first analyse the paper (cost 20,000) takes that much less."""
    # 14,000 of the jobs, 34,000 with its setup, against the parent's 40,000
    assert child_share([5_000, 20_000, 9_000, 20_000], [False] * 4, setup=20_000) == [0, 2]
    assert child_share(COSTS, [False] * 6, setup=sum(COSTS)) == []


def test_a_share_too_small_for_a_fork_stays_in_the_process():
    assert child_share([MIN_CHILD_COST // 2] * 2, [False, False]) == []
    assert child_share([10 * MIN_CHILD_COST], [False]) == []  # one job: nothing to share


@linux_only
def test_the_worker_runs_its_share_and_the_results_keep_their_order():
    parent = os.getpid()
    results = squares()
    assert [square for _, square, _ in results] == [i * i for i in range(6)]
    assert [pid != parent for _, _, pid in results] == [False, True] * 3


@linux_only
def test_the_worker_is_kept_and_later_shares_are_sent_to_it(forks):
    """The process's first worker answers once and ends (a single check does not wait for it
    at exit); the second is kept: the same process runs every later share, sent by pickle."""
    parent = os.getpid()
    calls = [squares() for _ in range(4)]
    assert all([v for _, v, _ in c] == [i * i for i in range(6)] for c in calls)
    workers = [{(how, pid) for how, _, pid in c if pid != parent} for c in calls]
    assert len(forks) == 2
    first, kept = forks
    assert workers == [
        {("inherited", first)},
        {("inherited", kept)},
        {("sent", kept)},
        {("sent", kept)},
    ]
    two_cores.stop_worker()  # the exit handler: the first worker, which ended, reaped too
    assert reaped(first) and reaped(kept)


@linux_only
def test_a_worker_killed_between_calls_is_replaced(forks):
    parent = os.getpid()
    squares()
    squares()
    kept = forks[-1]
    os.kill(kept, signal.SIGKILL)
    for _ in range(2):
        assert [v for _, v, _ in squares()] == [i * i for i in range(6)]
    last = squares()
    assert [v for _, v, _ in last] == [i * i for i in range(6)]
    assert {pid for _, _, pid in last} - {parent} == {forks[-1]} != {kept}
    assert reaped(kept)


def failing(failure: str, indices: list[int]) -> list[object]:
    """A share that fails in the worker as ``failure`` says."""
    if failure == "raise":
        raise RuntimeError("broken in the worker")
    if failure == "exit":
        os._exit(3)
    if failure == "kill":
        os.kill(os.getpid(), signal.SIGKILL)
    if failure == "hang":
        time.sleep(3600)
    return [lambda i=i: i for i in indices]  # cannot be pickled


FAILURES = ["raise", "exit", "kill", "unpicklable", "hang"]


@linux_only
@pytest.mark.timeout(60)
@pytest.mark.parametrize("failure", FAILURES)
@pytest.mark.parametrize("when", ["first share", "sent share"])
def test_a_failed_worker_leaves_its_share_to_the_parent(failure, when, forks, monkeypatch):
    monkeypatch.setattr(two_cores, "WAIT_SECONDS", 0.5)  # a hung worker is given up quickly
    monkeypatch.setattr(two_cores, "WAIT_FACTOR", 0.0)
    parent = os.getpid()

    def job(i: int) -> object:
        if os.getpid() != parent and when == "first share":
            return failing(failure, [i])[0]
        return i

    def run() -> list[object]:
        return run_jobs(job, COSTS, share=lambda taken: partial(failing, failure, taken), fork=True)

    if when == "sent share":  # a kept worker, then a share sent to it
        run()
        run()
    assert run() == list(range(6))
    assert reaped(forks[-1])  # the failed worker, at once
    assert two_cores._worker is None


def damaging(damage: str, real_send):
    """`two_cores._send` as a worker that answers wrongly uses it (the parent's is the real)."""
    parent = os.getpid()

    def send(fd: int, payload: bytes, deadline: float | None) -> None:
        if os.getpid() == parent:
            return real_send(fd, payload, deadline)
        if damage == "short":
            os.write(fd, two_cores._HEADER.pack(len(payload)) + payload[: len(payload) // 2])
            os._exit(0)
        if damage == "garbled":
            payload = b"\x80\x05garbage" + payload[10:]
        if damage == "too few":
            payload = pickle.dumps(pickle.loads(payload)[:-1])
        return real_send(fd, payload, deadline)

    return send


@linux_only
@pytest.mark.timeout(60)
@pytest.mark.parametrize("damage", ["short", "garbled", "too few"])
def test_a_damaged_reply_leaves_the_share_to_the_parent(damage, forks, monkeypatch):
    monkeypatch.setattr(two_cores, "_send", damaging(damage, two_cores._send))
    parent = os.getpid()
    for _ in range(3):  # the first worker, then kept ones that answer wrongly
        results = squares()
        assert [v for _, v, _ in results] == [i * i for i in range(6)]
        assert {pid for _, _, pid in results} == {parent}
        assert two_cores._worker is None
    assert len(forks) == 3
    assert all(reaped(pid) for pid in forks)


@linux_only
def test_a_worker_busy_with_another_thread_leaves_the_jobs_here(forks):
    squares()
    squares()
    two_cores._lock.acquire()  # as while another thread has the worker
    try:
        other: list[list[tuple[str, int, int]]] = []
        thread = threading.Thread(target=lambda: other.append(squares()))
        thread.start()
        thread.join()
    finally:
        two_cores._lock.release()
    assert {pid for _, _, pid in other[0]} == {os.getpid()}
    assert len(forks) == 2


CHECKS_THEN_LEAVE = """
import os
from functools import partial
from app.cli.program import leave
from app.two_cores import MIN_CHILD_COST, run_jobs
import app.two_cores as two_cores

def share(indices):
    return [os.getpid() for i in indices]

class Teardown:
    def __del__(self):
        print("the interpreter's teardown ran", flush=True)

kept_to_the_end = Teardown()  # freed only by the slow, ordinary exit
for _ in range(3):
    pids = run_jobs(
        lambda i: os.getpid(), [MIN_CHILD_COST] * 6, share=lambda taken: partial(share, taken),
        fork=True,
    )
    print(*sorted(set(pids) - {os.getpid()}), flush=True)
print(os.readlink(f"/proc/{two_cores._worker.pid}/fd/1"), flush=True)
leave(0)
"""

SUBREAPER = """
import ctypes, os, subprocess, sys
libc = ctypes.CDLL(None, use_errno=True)
assert libc.prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER: orphans below come here
done = subprocess.run([sys.executable, "-c", sys.argv[1]], capture_output=True, text=True,
                      timeout=60)
print(done.returncode, repr(done.stderr))
print(done.stdout, end="")
workers = {int(pid) for line in done.stdout.splitlines()[:-1] for pid in line.split()}
left = []
for pid in sorted(workers):
    try:
        os.waitpid(pid, os.WNOHANG)  # only an orphan of the checks' process is ours
        left.append(pid)
    except ChildProcessError:
        pass
print("left behind:", left)
"""


@linux_only
def test_a_process_that_used_the_worker_leaves_no_process_behind():
    """Three rounds of jobs (the first worker, the kept one forked and reused), then the
    program's exit: the worker is gone with the process, which still exits at once (``leave``
    ends with ``os._exit``, without the interpreter's teardown), and it never held the
    process's output open."""
    done = subprocess.run(
        [sys.executable, "-c", SUBREAPER, CHECKS_THEN_LEAVE],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "0 ''"
    first, kept, again = lines[1:4]
    assert first != kept == again
    assert lines[4:] == ["/dev/null", "left behind: []"]


IN_A_CHILD_PROCESS = """
import ctypes, os, sys
from functools import partial


def share(indices):
    return [os.getpid() for _ in indices]


def checks(progress, cancel, deliver):
    from app.two_cores import MIN_CHILD_COST, run_jobs

    rounds = [
        run_jobs(
            lambda i: os.getpid(), [MIN_CHILD_COST] * 6, share=lambda taken: partial(share, taken),
            fork=True,
        )
        for _ in range(3)
    ]
    return sorted({pid for pids in rounds for pid in pids} - {os.getpid()})


if __name__ == "__main__":
    libc = ctypes.CDLL(None, use_errno=True)
    assert libc.prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER: orphans below come here
    from app.child_process import run_in_child

    workers = run_in_child(checks, {})
    left = []
    for pid in workers:
        try:
            os.waitpid(pid, os.WNOHANG)  # only an orphan of the child process is ours
            left.append(pid)
        except ChildProcessError:
            pass
    print(len(workers), "left behind:", left)
    from multiprocessing import forkserver, resource_tracker

    forkserver._forkserver._stop()  # multiprocessing's own helpers, not to outlive the test
    resource_tracker._resource_tracker._stop()
"""


@linux_only
def test_the_windows_child_process_leaves_no_worker_behind(tmp_path):
    """The window checks in a multiprocessing child (app.child_process), which ends without
    the exit handlers: its workers are gone with it all the same."""
    script = tmp_path / "window_child.py"
    script.write_text(IN_A_CHILD_PROCESS, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == "2 left behind: []\n"


@linux_only
def test_no_fork_in_the_window_process(qapp, monkeypatch):
    monkeypatch.setattr(threading, "active_count", lambda: 1)  # pytest-timeout's timer thread
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})
    assert qapp is not None
    assert not can_fork()
    monkeypatch.delitem(sys.modules, "PySide6.QtCore")  # a process without Qt
    assert can_fork()


def test_no_fork_beside_another_thread():
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert not can_fork()
    finally:
        stop.set()
        other.join()


@linux_only
@pytest.mark.parametrize("with_template", [False, True])
def test_checks_on_two_cores_give_the_reports_of_one(tmp_path, monkeypatch, forks, with_template):
    """A paper drawn from six demo sources, checked four times with the worker (the first
    worker, the kept one forked, then the shares sent to it): each report is the serial one,
    with an assignment text (a template) too."""
    texts = [p.read_text("utf-8") for p in sorted((demo_folder() / "sources").glob("en-*.txt"))]
    (tmp_path / "paper.txt").write_text(
        "\n\n".join(text[:1200] for text in texts), encoding="utf-8"
    )
    store = open_corpus(tmp_path / "corpus.imbrex")
    add_demo(store)
    document = extract(tmp_path / "paper.txt")
    (tmp_path / "template.txt").write_text(texts[2][:600], encoding="utf-8")
    template = extract(tmp_path / "template.txt") if with_template else None
    monkeypatch.setattr(two_cores, "MIN_CHILD_COST", 1_000)  # the demo's sources are short
    sent_shares: list[int] = []
    real_send = two_cores._Worker.send

    def counted_send(worker, payload: bytes, deadline: float) -> bool:
        sent_shares.append(len(payload))
        return real_send(worker, payload, deadline)

    monkeypatch.setattr(two_cores._Worker, "send", counted_send)
    reports = []
    for fork in (False, True, True, True, True):
        SHARED.clear()
        monkeypatch.setattr(two_cores, "can_fork", lambda fork=fork: fork)
        reports.append(check_document(document, store, template=template).evidence.report)
    store.close()
    assert len(forks) == 2
    assert len(sent_shares) == 2
    assert len(reports[0].sources) >= 5
    serial, *with_worker = (repr(r).replace(r.created or "", "") for r in reports)
    assert with_worker == [serial] * 4
