"""Long work off the UI thread: a job is a plain synchronous function run on a QThreadPool.

The function receives ``progress(done, total, label)`` and ``cancel()`` (DESIGN.md: long work
checks them at natural boundaries) and its outcome comes back to the UI thread as a queued
signal. Progress is throttled in the worker so a fast loop cannot flood the event loop.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal

from app.errors import Cancelled, UserError
from app.gui.error_text import user_error_text
from app.progress import Cancel, Progress

log = logging.getLogger(__name__)

Work = Callable[[Progress, Cancel], Any]

#: Least time between two progress signals of one job (the last one always goes out).
PROGRESS_INTERVAL = 0.05
#: How long a thread waiting for the interpreter lock waits before the running one must hand
#: it over (Python's default is 5 ms). Every call from Qt into Python (a slot, a paint of a
#: Python widget) waits for the lock while a job computes; 1 ms keeps the window responsive.
GIL_SWITCH_INTERVAL = 0.001


class Job(QObject):
    """One piece of background work with a title, progress, a result and a Cancel.

    Signals arrive on the UI thread: ``progressed(done, total, label)``, then exactly one of
    ``succeeded(result)``, ``failed(message, traceback)`` (traceback empty for a UserError,
    which is the user's to fix) or ``cancelled()``; ``ended()`` follows each of them.

    The worker thread only sends the outcome (one queued ``_finished`` signal); the job's state
    changes on the UI thread, in `_finish`, before any of those signals is emitted there. So a
    slot of ``succeeded``, ``failed`` or ``cancelled`` already sees the job as done (not busy),
    whichever thread the operating system happens to run first.
    """

    progressed = Signal(int, int, str)
    succeeded = Signal(object)
    failed = Signal(str, str)
    cancelled = Signal()
    ended = Signal()
    #: Extra data a job's work wants delivered on the UI thread while it runs.
    delivered = Signal(object)
    #: Worker thread -> UI thread: the outcome (``succeeded``, ``failed`` or ``cancelled``)
    #: and its arguments; `_finish` turns it into the public signals.
    _finished = Signal(str, object)

    def __init__(self, title: str, work: Work, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self._work = work
        self._cancel = threading.Event()
        self._last_progress = 0.0
        #: Set by the worker thread when the work starts, cleared on the UI thread in `_finish`.
        self.running = False
        #: Set on the UI thread as the outcome arrives, before its signal is emitted.
        self.done = False
        self.progress = (0, 0, "")
        # Queued explicitly: the job lives on the UI thread, `_finished` is emitted by a worker.
        self._finished.connect(self._finish, Qt.ConnectionType.QueuedConnection)

    # called from the worker thread --------------------------------------------------------
    def _report(self, done: int, total: int, label: str) -> None:
        self.progress = (int(done), int(total), str(label))
        now = time.monotonic()
        if done < total and now - self._last_progress < PROGRESS_INTERVAL:
            return
        self._last_progress = now
        self.progressed.emit(int(done), int(total), str(label))

    def deliver(self, item: object) -> None:
        """Send ``item`` to the UI thread (``delivered`` signal); callable from the work."""
        self.delivered.emit(item)

    def run(self) -> None:
        """Run the work on the calling (worker) thread and send its outcome to the UI thread."""
        self.running = True
        if self._cancel.is_set():  # cancelled while it waited in the queue
            self._finished.emit("cancelled", ())
            return
        try:
            result = self._work(self._report, self._cancel.is_set)
        except Cancelled:
            outcome: tuple[str, tuple] = ("cancelled", ())
        except UserError as error:
            outcome = ("failed", (user_error_text(error), ""))
        except MemoryError:
            outcome = ("failed", ("Imbrex ran out of memory on this job.", traceback.format_exc()))
        except Exception as error:  # a bug: log it and show it, never take the app down
            details = getattr(error, "details", "") or traceback.format_exc()
            log.error("job %r failed: %s\n%s", self.title, error, details)
            message = (
                str(error) if hasattr(error, "details") else f"{type(error).__name__}: {error}"
            )
            outcome = ("failed", (message, details))
        else:
            outcome = ("cancelled", ()) if self._cancel.is_set() else ("succeeded", (result,))
        self._finished.emit(*outcome)

    # called from the UI thread ------------------------------------------------------------
    def _finish(self, kind: str, arguments: tuple) -> None:
        """The outcome has arrived: the job is done from here on, then its signals go out."""
        self.running = False
        self.done = True
        try:
            getattr(self, kind).emit(*arguments)
        finally:
            self.ended.emit()

    def cancel(self) -> None:
        """Ask the work to stop at its next check; ``cancelled`` follows."""
        self._cancel.set()

    @property
    def is_cancelling(self) -> bool:
        return self._cancel.is_set()


class _Runner(QRunnable):
    def __init__(self, job: Job) -> None:
        super().__init__()
        self.job = job
        self.setAutoDelete(True)

    def run(self) -> None:
        self.job.run()


class JobQueue(QObject):
    """Jobs run one at a time, in the order they were queued (a check must not compete with
    another check for the two cores of a school laptop). ``changed`` fires when a job is added,
    starts or ends."""

    changed = Signal()
    added = Signal(object)

    def __init__(self, parent: QObject | None = None, threads: int = 1) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(threads)
        sys.setswitchinterval(min(sys.getswitchinterval(), GIL_SWITCH_INTERVAL))
        self.jobs: list[Job] = []

    def submit(self, job: Job) -> Job:
        job.setParent(self)
        self.jobs.append(job)
        job.progressed.connect(self.changed)
        job.ended.connect(lambda job=job: self._ended(job))
        self.pool.start(_Runner(job))
        self.added.emit(job)
        self.changed.emit()
        return job

    def _ended(self, job: Job) -> None:
        self.changed.emit()

    def active(self) -> list[Job]:
        """Jobs queued or running (whose outcome has not reached the UI thread yet)."""
        return [j for j in self.jobs if not j.done]

    def busy(self) -> bool:
        """Whether any job is queued or running. A job stops counting as soon as its outcome
        reaches the UI thread: false inside its ``succeeded``, ``failed`` and ``cancelled``
        slots (`Job._finish`)."""
        return bool(self.active())

    def cancel_all(self) -> None:
        for job in self.active():
            job.cancel()

    def forget_finished(self) -> None:
        self.jobs = [j for j in self.jobs if not j.done]

    def wait(self, msecs: int = -1) -> bool:
        """Block until every job's work has returned (used when the window closes); their
        outcomes are then still on their way to the UI thread."""
        return self.pool.waitForDone(msecs)
