"""Work in a child process: results, progress, handed-over items, Cancel, errors, crashes."""

from __future__ import annotations

import os
import threading
import time

import pytest

from app.child_process import ChildCrashed, run_in_child
from app.errors import Cancelled, CorruptFileError, UserError


def counting(progress, cancel, deliver, *, n: int) -> int:
    for i in range(n):
        deliver({"item": i})
        progress(i + 1, n, f"item {i}")
    return n * 10


def until_cancelled(progress, cancel, deliver) -> None:
    progress(1, 2, "waiting")
    while not cancel():
        time.sleep(0.01)
    raise Cancelled()


def ignores_cancel(progress, cancel, deliver) -> None:
    progress(1, 2, "stubborn")
    threading.Event().wait()  # forever: only killing it ends the call


def user_error(progress, cancel, deliver) -> None:
    raise CorruptFileError("the file is damaged", "x.pdf")


def bug(progress, cancel, deliver) -> None:
    raise ZeroDivisionError("a bug")


def dies(progress, cancel, deliver) -> None:
    os._exit(3)


def test_results_progress_and_items_come_back_in_order():
    seen, items = [], []
    result = run_in_child(
        counting, {"n": 5}, progress=lambda *a: seen.append(a), deliver=items.append
    )
    assert result == 50
    assert items == [{"item": i} for i in range(5)]
    assert seen[-1] == (5, 5, "item 4")


def test_cancel_asks_the_child_to_stop():
    flag = threading.Event()
    # Cancel once the child has said it is running (no timer: its first message triggers it).
    with pytest.raises(Cancelled):
        run_in_child(until_cancelled, {}, progress=lambda *a: flag.set(), cancel=flag.is_set)


def test_a_child_that_ignores_cancel_is_killed():
    flag = threading.Event()
    flag.set()
    # The child never returns on its own, so Cancelled can only come from killing it.
    with pytest.raises(Cancelled):
        run_in_child(ignores_cancel, {}, cancel=flag.is_set)


def test_errors_reach_the_parent():
    with pytest.raises(UserError, match="the file is damaged"):
        run_in_child(user_error, {})
    with pytest.raises(ChildCrashed) as crashed:
        run_in_child(bug, {})
    assert "ZeroDivisionError" in str(crashed.value)
    assert "a bug" in crashed.value.details and "Traceback" in crashed.value.details


def test_a_child_that_dies_is_reported():
    with pytest.raises(ChildCrashed, match="exit code 3"):
        run_in_child(dies, {})
