"""Running a list of independent jobs on two cores: a forked child takes a share of them.

A check aligns its paper with some twenty corpus documents, one after another: about two thirds
of a check's time on one core of a two-core machine (issue 20). The jobs are independent, so a
child forked once the paper is analysed (it inherits the paper's analysis and the sources'
texts, nothing is pickled on the way in) takes a share of them and sends back its results as a
pickle through a pipe, while the parent does the rest.

When it forks: only on Linux (``fork`` without ``exec`` is not safe on macOS and missing on
Windows), with two or more cores available to the process, from a process running no other
Python thread and no Qt application (a thread holding a lock at the fork would leave the child
stuck on it: the window's own process never forks; its checks run in single-threaded child
processes, which do), and only
for jobs worth more than the fork (`MIN_CHILD_COST`). Anywhere else every job runs in the
process, in order.

The result never depends on the child: if it fails in any way (an exception, killed, a short or
damaged pickle), the parent runs the child's share itself. Results come back in the jobs'
order whichever process ran them.
"""

from __future__ import annotations

import os
import pickle
import sys
import threading
from collections.abc import Callable, Sequence
from typing import TypeVar

R = TypeVar("R")

#: The child takes jobs only when its share is worth at least this much (in the caller's cost
#: unit; for alignment, characters of the sources): forking, pickling the results and reading
#: them back cost a few milliseconds, about what aligning a 2,000-word source costs.
MIN_CHILD_COST = 12_000


def can_fork() -> bool:
    """Whether this process may hand jobs to a forked child: Linux, at least two cores
    available to it, no other Python thread running, and no Qt application (whose own threads
    Python does not see)."""
    if not sys.platform.startswith("linux") or threading.active_count() != 1:
        return False
    qt = sys.modules.get("PySide6.QtCore")
    if qt is not None and qt.QCoreApplication.instance() is not None:
        return False
    try:
        return len(os.sched_getaffinity(0)) >= 2
    except OSError:
        return False


def child_share(costs: Sequence[int], keep: Sequence[bool]) -> list[int]:
    """The jobs the child takes: about half the total cost, never a job marked ``keep`` (cheap
    for the parent, e.g. a source whose analysis the parent has kept), and none when that half
    is worth less than ``MIN_CHILD_COST``. Greedy by cost, largest first, to whichever side
    has less so far. O(n log n)."""
    parent = sum(c for c, k in zip(costs, keep, strict=True) if k)
    child = 0
    taken: list[int] = []
    for i in sorted((i for i in range(len(costs)) if not keep[i]), key=lambda i: -costs[i]):
        if child < parent:
            child += costs[i]
            taken.append(i)
        else:
            parent += costs[i]
    return sorted(taken) if child >= MIN_CHILD_COST else []


def run_jobs(
    job: Callable[[int], R],
    costs: Sequence[int],
    keep: Sequence[bool] | None = None,
    fork: bool | None = None,
) -> list[R]:
    """``[job(0), job(1), …]``, a share of them (`child_share`) run in a forked child when
    ``fork`` (default: `can_fork`). ``job`` must return something that pickles. Cost: the jobs'
    own, spread over two cores, plus one fork and the pickle of the child's results."""
    count = len(costs)
    keep = keep if keep is not None else [False] * count
    taken = child_share(costs, keep) if (can_fork() if fork is None else fork) else []
    if not taken:
        return [job(i) for i in range(count)]
    read_end, write_end = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        os.close(read_end)
        os.close(write_end)
        return [job(i) for i in range(count)]
    if pid == 0:  # the child: its share, pickled to the pipe; never returns
        _child(job, taken, read_end, write_end)
    os.close(write_end)
    mine = set(range(count)).difference(taken)
    results: dict[int, R] = {i: job(i) for i in sorted(mine)}
    results.update(_collect(read_end, pid, taken))
    for i in taken:  # the child failed: its share, here
        if i not in results:
            results[i] = job(i)
    return [results[i] for i in range(count)]


def _child(job: Callable[[int], object], taken: list[int], read_end: int, write_end: int) -> None:
    """Run ``taken`` and write their results to ``write_end``; end the process without running
    the parent's exit handlers or flushing its buffers (they belong to the parent)."""
    code = 1
    try:
        os.close(read_end)
        payload = pickle.dumps([job(i) for i in taken], protocol=pickle.HIGHEST_PROTOCOL)
        with os.fdopen(write_end, "wb") as out:
            out.write(payload)
        code = 0
    except BaseException:  # anything: the parent runs this share itself
        pass
    finally:
        os._exit(code)


def _collect(read_end: int, pid: int, taken: list[int]) -> dict[int, R]:
    """The child's results by job index; empty when it failed."""
    chunks = []
    with os.fdopen(read_end, "rb") as source:
        while chunk := source.read(1 << 20):
            chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        return {}
    try:
        values = pickle.loads(b"".join(chunks))
    except Exception:  # a damaged pickle: the parent runs the share itself
        return {}
    if not isinstance(values, list) or len(values) != len(taken):
        return {}
    return dict(zip(taken, values, strict=True))
