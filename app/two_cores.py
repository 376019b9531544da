"""Running a list of independent jobs on two cores: a worker process takes a share of them.

A check aligns its paper with some twenty corpus documents, one after another: about two thirds
of a check's time on one core of a two-core machine (issue 20). The jobs are independent, so a
worker process takes a share of them while the parent does the rest.

A worker is kept between the calls of a process (``imbrex batch``, a class checked by the
window's child process, a benchmark): a child forked anew for every check cost the fork of a
~150 MB process and some 4,000 copy-on-write page faults in each process afterwards, every time
(docs/performance.md, "A worker kept between checks"). A freshly forked worker runs its first
share with what it inherited (nothing is pickled on the way in, so a single check is as quick as
before); later shares come through a pipe as a pickled `Task`, a module-level function with its
arguments (``functools.partial``), and every share's results go back pickled. The worker keeps
nothing of a share once it has answered. The process's first worker answers its one share and
ends: kept, it would make a process that checks one paper (``imbrex check`` from the shell)
wait at its exit for its end, ~10 ms; the second, forked at the next call, is kept.

A kept worker ends when its parent closes the pipe: the parent's exit handler (`stop_worker`;
in a multiprocessing child, which ends without the exit handlers, one of multiprocessing's
finalizers) closes it, kills and reaps the worker, and a parent that ends otherwise (a signal)
leaves the worker an end of file, on which it ends. A worker ends with ``os._exit``: it never
runs the parent's exit handlers nor flushes the parent's buffers, and its standard streams are
``/dev/null``, so it never holds the parent's output open.

When a worker is forked: only on Linux (``fork`` without ``exec`` is not safe on macOS and
missing on Windows), with two or more cores available to the process, from a process running no
other Python thread and no Qt application (a thread holding a lock at the fork would leave the
child stuck on it: the window's own process never forks; its checks run in single-threaded child
processes, which do), and only for jobs worth more than the hand-over (`MIN_CHILD_COST`). A
worker already running takes shares whatever the threads (a pipe is safe), one caller at a
time. Anywhere else every job runs in the process, in order.

The result never depends on the worker: if it fails in any way (an exception, killed, hung past
`WAIT_SECONDS` plus `WAIT_FACTOR` times the parent's own share, a short or damaged pickle), the
parent reaps it, runs its share itself, and forks a new worker at a later call. Results come
back in the jobs' order whichever process ran them.
"""

from __future__ import annotations

import atexit
import os
import pickle
import select
import signal
import struct
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

R = TypeVar("R")

#: A share of the jobs as the worker runs it: a module-level function with its (picklable)
#: arguments bound, returning the share's results in order.
Task = Callable[[], list[R]]

#: The worker takes jobs only when its share is worth at least this much (in the caller's cost
#: unit; for alignment, characters of the sources): pickling the share and its results and
#: reading them back cost about what aligning a 2,000-word source costs.
MIN_CHILD_COST = 12_000

#: The parent waits for the worker's answer at most this long plus `WAIT_FACTOR` times what its
#: own share took (the worker's share costs about as much), then runs the share itself.
WAIT_SECONDS = 2.0
WAIT_FACTOR = 10.0

_HEADER = struct.Struct("<Q")  # the length of the pickle that follows
_CHUNK = 1 << 20


def can_fork() -> bool:
    """Whether this process may fork a worker: Linux, at least two cores available to it, no
    other Python thread running, and no Qt application (whose own threads Python does not
    see). O(1): a thread count, a module look-up and one system call."""
    if not sys.platform.startswith("linux") or threading.active_count() != 1:
        return False
    qt = sys.modules.get("PySide6.QtCore")
    if qt is not None and qt.QCoreApplication.instance() is not None:
        return False
    return several_cores()


def several_cores() -> bool:
    """Whether two cores or more are available to this process (its CPU affinity; the core
    count where there is none, on macOS and Windows). O(1): one system call."""
    try:
        return len(os.sched_getaffinity(0)) >= 2
    except (AttributeError, OSError):
        return (os.cpu_count() or 1) >= 2


def child_share(costs: Sequence[int], keep: Sequence[bool], setup: int = 0) -> list[int]:
    """The jobs the worker takes: about half the total cost, counting ``setup`` (what the
    worker must do before its first job, e.g. analyse the paper the parent has analysed) as
    the worker's, never a job marked ``keep`` (cheap for the parent, e.g. a source whose
    analysis the parent has kept), and none when the jobs it takes are worth less than
    ``MIN_CHILD_COST``. Greedy by cost, largest first, to whichever side has less so far.
    O(n log n)."""
    parent = sum(c for c, k in zip(costs, keep, strict=True) if k)
    child = setup
    taken: list[int] = []
    for i in sorted((i for i in range(len(costs)) if not keep[i]), key=lambda i: -costs[i]):
        if child < parent:
            child += costs[i]
            taken.append(i)
        else:
            parent += costs[i]
    return sorted(taken) if child - setup >= MIN_CHILD_COST else []


class _Worker:
    """A forked process that runs shares of jobs for the process that forked it, one at a
    time: it reads a `Task` from ``tasks`` and writes its results to ``replies``. A worker
    without ``tasks`` (None) answers its first share and ends."""

    def __init__(self, pid: int, tasks: int | None, replies: int) -> None:
        self.pid = pid
        self.tasks = tasks  # non-blocking, so a worker that stopped reading cannot hang us
        self.replies: int | None = replies
        self.owner = os.getpid()

    def alive(self) -> bool:
        """Whether the worker still runs (a worker that ended is reaped). O(1)."""
        try:
            return os.waitpid(self.pid, os.WNOHANG) == (0, 0)
        except ChildProcessError:
            return False

    def send(self, payload: bytes, deadline: float) -> bool:
        """Hand over one pickled task; False when the worker is gone or stops reading."""
        if self.tasks is None:
            return False
        try:
            _send(self.tasks, payload, deadline)
        except (OSError, TimeoutError):  # a broken pipe: the worker ended
            return False
        return True

    def reply(self, deadline: float) -> bytes | None:
        """The worker's next pickled answer; None when it ends, answers short or not before
        ``deadline``."""
        if self.replies is None:
            return None
        try:
            return _receive(self.replies, deadline)
        except (OSError, EOFError, TimeoutError):
            return None

    def close(self) -> None:
        """Close this process's ends of the pipes (the worker then reads the end of file)."""
        for fd in (self.tasks, self.replies):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self.tasks = self.replies = None

    def stop(self) -> None:
        """Close the pipes, kill the worker and reap it (from its parent only)."""
        self.close()
        if os.getpid() != self.owner:
            return  # a copy inherited by another child of the owner: not ours to end
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        _reap(self.pid, block=True)


_worker: _Worker | None = None  # the worker kept between calls
_ending: list[int] = []  # workers that answered their one share and end by themselves
_forked = False  # whether this process has forked a worker already
_lock = threading.Lock()  # one caller at a time talks to the worker


def stop_worker() -> None:
    """End this process's worker, if it has one, and reap the workers that ended (the exit
    handler; tests). O(1) plus the wait for the workers to end."""
    global _worker
    worker, _worker = _worker, None
    if worker is not None:
        worker.stop()
    _ending[:] = [pid for pid in _ending if not _reap(pid, block=True)]


atexit.register(stop_worker)


def _reap(pid: int, block: bool) -> bool:
    """Reap the child ``pid``; False when ``block`` is not set and it still runs."""
    try:
        return os.waitpid(pid, 0 if block else os.WNOHANG) != (0, 0)
    except ChildProcessError:  # reaped already, or not this process's child
        return True


def run_jobs(
    job: Callable[[int], R],
    costs: Sequence[int],
    share: Callable[[list[int]], Task[R]],
    keep: Sequence[bool] | None = None,
    fork: bool | None = None,
    setup: int = 0,
) -> list[R]:
    """``[job(0), job(1), …]``, a share of them (`child_share`, the worker's ``setup`` counted)
    run by a worker process when
    ``fork`` (default: a worker is running, or `can_fork`). A worker forked by this call runs
    ``job`` on its share; a running one is sent ``share(indices)``, a picklable `Task` whose
    results must be ``[job(i) for i in indices]``. Results must pickle. Cost: the jobs' own,
    spread over two cores, plus the pickles of the share and of its results (and a fork at the
    process's first two calls)."""
    count = len(costs)
    if not _lock.acquire(blocking=False):  # another thread has the worker: all here
        return [job(i) for i in range(count)]
    try:
        _ending[:] = [pid for pid in _ending if not _reap(pid, block=False)]
        usable = (_running() is not None or can_fork()) if fork is None else fork
        taken = child_share(costs, keep or [False] * count, setup) if usable else []
        if not taken:
            return [job(i) for i in range(count)]
        return _with_worker(job, count, share, taken, fork)
    finally:
        _lock.release()


def _with_worker(
    job: Callable[[int], R],
    count: int,
    share: Callable[[list[int]], Task[R]],
    taken: list[int],
    fork: bool | None,
) -> list[R]:
    """`run_jobs` once it has a share for the worker (the caller holds ``_lock``)."""
    global _worker
    worker = _handed_over(job, share, taken, fork)
    answered = False
    try:
        started = time.monotonic()
        chosen = set(taken)
        results: dict[int, R] = {i: job(i) for i in range(count) if i not in chosen}
        if worker is not None:
            deadline = time.monotonic() + WAIT_SECONDS + WAIT_FACTOR * (time.monotonic() - started)
            values = _values(worker.reply(deadline), len(taken))
            answered = values is not None
            if values is not None:
                results.update(zip(taken, values, strict=True))
    finally:
        if worker is not None and not answered:  # dead, hung, garbled or interrupted: ended
            stop_worker()
        elif worker is not None and worker.tasks is None:  # it ends by itself: reaped later
            worker.close()
            _worker = None
            _ending.append(worker.pid)
    for i in taken:  # the worker failed: its share, here
        if i not in results:
            results[i] = job(i)
    return [results[i] for i in range(count)]


def _running() -> _Worker | None:
    """This process's worker if it still runs; one that ended is reaped and forgotten."""
    worker = _worker
    if worker is not None and (worker.owner != os.getpid() or not worker.alive()):
        stop_worker()
        return None
    return worker


def _handed_over(
    job: Callable[[int], R],
    share: Callable[[list[int]], Task[R]],
    taken: list[int],
    fork: bool | None,
) -> _Worker | None:
    """The worker now running the share ``taken``: the running one, sent the share, or a new
    one forked for it (kept unless it is the process's first); None when there is none (the
    parent then runs the share itself)."""
    global _worker, _forked
    worker = _running()
    if worker is None:
        if not (can_fork() if fork is None else fork):
            return None
        _worker = _start(lambda: [job(i) for i in taken], kept=_forked)
        _forked = True
        return _worker
    try:
        payload = pickle.dumps(share(taken), protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # a share that does not pickle: run here, the worker stays as it is
        return None
    if not worker.send(payload, time.monotonic() + WAIT_SECONDS):
        stop_worker()
        return None
    return worker


def _start(first: Task[object], kept: bool) -> _Worker | None:
    """Fork a worker that runs ``first`` (inherited, not pickled), then, when ``kept``, serves
    tasks; None when the fork fails."""
    tasks_read, tasks_write = os.pipe()
    replies_read, replies_write = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        for fd in (tasks_read, tasks_write, replies_read, replies_write):
            os.close(fd)
        return None
    if pid == 0:  # the worker: never returns
        os.close(tasks_write)
        os.close(replies_read)
        _serve(tasks_read, replies_write, first)
    os.close(tasks_read)
    os.close(replies_write)
    if not kept:  # the end of file right after its first answer
        os.close(tasks_write)
        return _Worker(pid, None, replies_read)
    os.set_blocking(tasks_write, False)
    _stop_with_this_process()
    return _Worker(pid, tasks_write, replies_read)


def _stop_with_this_process() -> None:
    """Have `stop_worker` run when this process ends. A program runs it as an exit handler
    (registered above); a multiprocessing child (the window's check) ends with ``os._exit``
    after multiprocessing's finalizers, not the exit handlers, so there it is one of those too
    (else its worker would end, on the end of file, only after it: an orphan). O(1)."""
    processes = sys.modules.get("multiprocessing")
    util = sys.modules.get("multiprocessing.util")
    if processes is not None and util is not None and processes.parent_process() is not None:
        util.Finalize(None, stop_worker, exitpriority=0)


def _serve(tasks: int, replies: int, first: Task[object]) -> None:
    """The worker's life: ``first``, then each task read from ``tasks``, each answered on
    ``replies`` with its pickled results, until the end of file; any failure ends it (the
    parent runs that share itself). It ends with ``os._exit``, without the parent's exit
    handlers or buffers."""
    code = 1
    try:
        quiet = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):  # the parent's output is not held open by the worker
            os.dup2(quiet, fd)
        os.close(quiet)
        task: Task[object] | None = first
        while task is not None:
            _send(replies, pickle.dumps(task(), protocol=pickle.HIGHEST_PROTOCOL), None)
            task = None  # the share's objects go before the next one comes
            payload = _receive(tasks, None)
            task = pickle.loads(payload) if payload is not None else None
        code = 0
    except BaseException:  # anything: the parent runs this share itself
        pass
    finally:
        os._exit(code)


def _send(fd: int, payload: bytes, deadline: float | None) -> None:
    """Write ``payload`` framed by its length. With a ``deadline`` (``time.monotonic``) the
    pipe is non-blocking and TimeoutError is raised when it passes; OSError when the reader is
    gone."""
    view = memoryview(_HEADER.pack(len(payload)) + payload)
    while view:
        _wait(fd, select.POLLOUT, deadline)
        try:
            view = view[os.write(fd, view) :]
        except BlockingIOError:
            continue


def _receive(fd: int, deadline: float | None) -> bytes | None:
    """One payload framed by its length; None at the end of file before it starts. Raises
    EOFError for a frame cut short, TimeoutError when ``deadline`` passes first."""
    header = _read(fd, _HEADER.size, deadline)
    if not header:
        return None
    if len(header) == _HEADER.size:
        (size,) = _HEADER.unpack(header)
        body = _read(fd, size, deadline)
        if len(body) == size:
            return body
    raise EOFError("a frame cut short")


def _read(fd: int, size: int, deadline: float | None) -> bytes:
    """Up to ``size`` bytes: fewer only at the end of file."""
    chunks: list[bytes] = []
    while size:
        _wait(fd, select.POLLIN, deadline)
        chunk = os.read(fd, min(size, _CHUNK))
        if not chunk:
            break
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def _wait(fd: int, event: int, deadline: float | None) -> None:
    """Wait until ``fd`` is ready for ``event`` or closed at the other end (at once without a
    ``deadline``: the pipe blocks); TimeoutError when ``deadline`` passes first."""
    if deadline is None:
        return
    poller = select.poll()
    poller.register(fd, event)
    while not poller.poll(max(0.0, deadline - time.monotonic()) * 1000):
        if time.monotonic() >= deadline:
            raise TimeoutError("the worker did not answer in time")


def _values(payload: bytes | None, count: int) -> list | None:
    """The worker's results from its reply; None when it is missing or damaged."""
    if payload is None:
        return None
    try:
        values = pickle.loads(payload)
    except Exception:  # a damaged pickle
        return None
    return values if isinstance(values, list) and len(values) == count else None
