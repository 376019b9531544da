"""Job state as the UI thread sees it: a job is no longer busy once its outcome arrives.

The worker thread that ran a job can be anywhere (still returning, or descheduled by a loaded
machine) when the job's ``succeeded``, ``failed`` or ``cancelled`` slot runs on the UI thread.
These tests hold the worker right after it sent the outcome (a slot connected directly, so it
runs on whichever thread emits), until the UI thread has handled it: the order that a loaded
two-core machine produces by chance is produced every time.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.errors import Cancelled, UserError
from app.gui.jobs import Job, JobQueue

WAIT = 60_000  # ms


def _work(outcome: str):
    def work(progress, cancel):
        if outcome == "failed":
            raise UserError("the corpus file is damaged")
        if outcome == "cancelled":
            raise Cancelled()
        return 42

    return work


def _hold_worker_until(job: Job, outcome: str, handled: threading.Event) -> None:
    """Keep whichever thread emits the outcome signal inside the emission until ``handled``
    (set by a UI-thread slot connected before this one). If the worker emitted it, the UI
    thread handles the outcome while the worker has not finished its run."""
    getattr(job, outcome).connect(
        lambda *args: handled.wait(WAIT / 1000), Qt.ConnectionType.DirectConnection
    )


@pytest.mark.parametrize("outcome", ["succeeded", "failed", "cancelled"])
def test_a_job_is_not_busy_inside_its_outcome_slot(qtbot, outcome):
    queue = JobQueue()
    job = Job("check", _work(outcome))
    seen: list[tuple[bool, bool, list[Job]]] = []
    handled = threading.Event()

    def on_outcome(*args) -> None:
        seen.append((queue.busy(), job.done, queue.active()))
        handled.set()

    getattr(job, outcome).connect(on_outcome)
    _hold_worker_until(job, outcome, handled)
    with qtbot.waitSignal(job.ended, timeout=WAIT):
        queue.submit(job)
    assert seen == [(False, True, [])]
    assert queue.wait(WAIT)


def test_a_window_closed_by_a_failed_check_closes_without_a_question(qtbot, window, monkeypatch):
    """What ``--quit-when-checked`` does when a check fails: the failed slot closes the window.
    The job is over, so nothing asks "still checking, stop?" (a modal nobody could answer)."""
    asked: list[str] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    job = Job("check", _work("failed"))
    handled = threading.Event()

    def close_window(message: str, details: str) -> None:
        window.close()
        handled.set()

    job.failed.connect(close_window)
    _hold_worker_until(job, "failed", handled)
    with qtbot.waitSignal(job.ended, timeout=WAIT):
        window.queue.submit(job)
    assert asked == []
    assert not window.isVisible()
    assert window.queue.wait(WAIT)


def test_closing_while_a_job_runs_still_asks(qtbot, window, monkeypatch):
    """The teacher's question stays for work that is really running."""
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No
    )
    release = threading.Event()
    started = threading.Event()

    def hold(progress, cancel):
        started.set()
        release.wait(WAIT / 1000)

    job = window.queue.submit(Job("hold", hold))
    qtbot.waitUntil(started.is_set, timeout=WAIT)
    try:
        assert not window.close()
        assert window.isVisible() and len(asked) == 1
        window.ask_before_closing = False  # as with --quit-when-checked: cancel, never ask
        release.set()
        assert window.close()
        assert len(asked) == 1 and not window.isVisible()
    finally:
        release.set()
        window.queue.wait(WAIT)
    qtbot.waitUntil(lambda: job.done, timeout=WAIT)
