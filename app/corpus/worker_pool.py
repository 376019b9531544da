"""The indexer's worker processes, started before the files to index are known.

A pool's first results came ~0.4-0.7 s after it was made: the fork server starts and imports
the readers, then each worker forks from it and imports the indexer and the engine. The parent
spent the first 0.2-0.3 s of a large add walking the folders and planning the files, one core
busy and the other idle. An add that may well use workers (a folder, or more than two paths)
starts them first, so their start overlaps the walk (docs/performance.md, "Indexing, stop 24").
"""

from __future__ import annotations

import concurrent.futures as futures
import os
import signal
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from app.extract.sandbox import reader_context
from app.extract.sniff import extension_of
from app.lifetime import die_with_parent

#: More paths than this, and an add is worth starting its workers before it plans the files.
FEW_PATHS = 2


def _start_worker() -> None:
    """Pool worker set-up: die with the parent (``app.lifetime``); Ctrl-C is the parent's."""
    die_with_parent()
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def may_need_workers(paths: Sequence[str | os.PathLike[str]]) -> bool:
    """Whether indexing ``paths`` is likely to be worth worker processes: a folder, or more
    than :data:`FEW_PATHS` files (a single .zip is one job, read in this process). O(paths)
    ``stat`` calls at most."""
    return len(paths) > FEW_PATHS or any(
        extension_of(str(path)) != "zip" and Path(path).is_dir() for path in paths
    )


class WorkerPool:
    """``workers`` processes (the readers' start method, ``sandbox.reader_context``) that die
    with this one, started now on a thread: each is asked for its process id, which makes the
    pool fork it at once rather than at the first real task. Forking from the fork server waits
    until the server has imported the readers, so the thread waits, not the caller."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.executor = futures.ProcessPoolExecutor(
            workers, mp_context=reader_context(), initializer=_start_worker
        )
        self._lock = threading.Lock()
        self._start_done = False
        self._stopped = False
        self._stop_when_started = False
        self._starting = threading.Thread(
            target=self._start_processes, name="imbrex-start-workers", daemon=True
        )
        try:
            self._starting.start()
        except RuntimeError:  # no thread to be had: the workers start with the first task
            self._start_done = True

    def _start_processes(self) -> None:
        try:
            for _ in range(self.workers):
                self.executor.submit(os.getpid)
        except Exception:  # e.g. no process could be started: the first task says so
            pass
        finally:
            with self._lock:
                self._start_done = True
                stop = self._stop_when_started
            if stop:
                self._terminate()

    def submit(self, work: Callable[..., object], *args: object) -> futures.Future[object]:
        """Run ``work(*args)`` in a worker (once the workers are started)."""
        if self._starting.is_alive():
            self._starting.join()
        return self.executor.submit(work, *args)

    def stop(self) -> None:
        """Stop at once: the tasks not started are cancelled, the workers terminated (the files
        in flight are read again next time). Idempotent. While the workers are still being
        started (an add that found nothing to read: its files unchanged), this returns at once
        and the thread that starts them stops them when it is done."""
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
            if not self._start_done:
                self._stop_when_started = True
                return
        self._terminate()

    def _terminate(self) -> None:
        """The executor shut down and its workers terminated.

        The executor's own thread cancels the tasks not yet started (cancelling them here raced
        with it: once the workers are stopped it marks every task it still holds as failed, and
        a task cancelled meanwhile made it raise InvalidStateError, which the window shows as an
        unexpected error)."""
        executor = self.executor
        processes = list((getattr(executor, "_processes", None) or {}).values())
        manager = getattr(executor, "_executor_manager_thread", None)
        executor.shutdown(wait=False, cancel_futures=True)  # forgets both
        for process in processes:
            process.terminate()
        if manager is not None:
            manager.join()
