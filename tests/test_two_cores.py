"""A share of a check's alignments in a forked child (app.two_cores): the same results, in
order, whatever the child does."""

from __future__ import annotations

import os
import signal
import sys
import threading

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


def test_the_child_takes_about_half_and_never_a_kept_job():
    assert child_share([5_000, 20_000, 9_000, 20_000], [False] * 4) == [0, 3]  # 25,000 : 29,000
    assert child_share(COSTS, [False] * 6) == [1, 3, 5]
    assert child_share(COSTS, [True, True, False, False, False, False]) == [2, 3, 5]
    assert child_share(COSTS, [True] * 6) == []


def test_a_share_too_small_for_a_fork_stays_in_the_process():
    assert child_share([MIN_CHILD_COST // 2] * 2, [False, False]) == []
    assert child_share([10 * MIN_CHILD_COST], [False]) == []  # one job: nothing to share


@linux_only
def test_the_child_runs_its_share_and_the_results_keep_their_order():
    parent = os.getpid()
    results = run_jobs(lambda i: (i * i, os.getpid() != parent), COSTS, fork=True)
    assert [square for square, _ in results] == [i * i for i in range(6)]
    assert [in_child for _, in_child in results] == [False, True] * 3


@linux_only
@pytest.mark.parametrize("failure", ["raise", "exit", "kill", "unpicklable"])
def test_a_failed_child_leaves_its_share_to_the_parent(failure):
    parent = os.getpid()

    def job(i: int):
        if os.getpid() != parent:
            if failure == "raise":
                raise RuntimeError("broken in the child")
            if failure == "exit":
                os._exit(3)
            if failure == "kill":
                os.kill(os.getpid(), signal.SIGKILL)
            return lambda: i  # cannot be pickled
        return i

    assert run_jobs(job, COSTS, fork=True) == list(range(6))


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
def test_a_check_on_two_cores_gives_the_report_of_one(tmp_path, monkeypatch):
    """A paper drawn from six demo sources: the forked check's report is the serial one's."""
    texts = [p.read_text("utf-8") for p in sorted((demo_folder() / "sources").glob("en-*.txt"))]
    (tmp_path / "paper.txt").write_text(
        "\n\n".join(text[:1200] for text in texts), encoding="utf-8"
    )
    store = open_corpus(tmp_path / "corpus.imbrex")
    add_demo(store)
    document = extract(tmp_path / "paper.txt")
    forks: list[int] = []
    real_fork = os.fork

    def counted_fork() -> int:
        forks.append(1)
        return real_fork()

    monkeypatch.setattr(os, "fork", counted_fork)
    monkeypatch.setattr(two_cores, "MIN_CHILD_COST", 1_000)  # the demo's sources are short
    reports = []
    for fork in (False, True):
        SHARED.clear()
        monkeypatch.setattr(two_cores, "can_fork", lambda fork=fork: fork)
        reports.append(check_document(document, store).evidence.report)
    store.close()
    assert len(forks) == 1
    assert len(reports[0].sources) >= 5
    serial, forked = (repr(r).replace(r.created or "", "") for r in reports)
    assert forked == serial
