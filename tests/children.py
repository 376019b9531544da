"""Running a Python child process in a test: bounded in time, and telling where it hung.

`run_python` gives the child ``PYTHONFAULTHANDLER=1`` (`faulthandler_env` for a child started
otherwise); if it has not exited within its timeout, `communicate` sends it SIGABRT, so
Python's faulthandler prints every thread's stack to its stderr before it dies, and the test
fails with that stack (a hang costs the timeout, not the suite's time).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest


def faulthandler_env(env: Mapping[str, str] | None = None) -> dict[str, str]:
    """``env`` (default: this process's) with Python's faulthandler switched on."""
    return {**(os.environ if env is None else env), "PYTHONFAULTHANDLER": "1"}


def _abort(child: subprocess.Popen) -> None:
    """SIGABRT: faulthandler prints the stack of each thread, then the child dies."""
    if child.poll() is None:
        child.send_signal(signal.SIGABRT if hasattr(signal, "SIGABRT") else signal.SIGTERM)


def kill_group(child: subprocess.Popen) -> None:
    """Kill what is left of a child started with ``start_new_session=True`` (its worker
    processes, a multiprocessing fork server): nothing outlives the test or holds its pipes."""
    if hasattr(os, "killpg"):
        try:
            os.killpg(child.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    if child.poll() is None:
        child.kill()


def _command(child: subprocess.Popen) -> str:
    args = child.args
    if isinstance(args, (str, bytes, os.PathLike)):
        return str(args)
    return " ".join(map(str, args))


def communicate(child: subprocess.Popen, timeout: float) -> tuple[str, str]:
    """``child.communicate(timeout=timeout)``; past the timeout, fail the test with the
    child's thread stacks (it must run with `faulthandler_env`) and its output."""
    try:
        return child.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        pass
    exited = child.poll() is not None
    _abort(child)
    try:
        out, err = child.communicate(timeout=10)
    except subprocess.TimeoutExpired:  # a process it started still holds the pipes
        kill_group(child)
        try:
            out, err = child.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            out, err = "", "(its output pipes stay open)"
    what = "exited but its output stayed open" if exited else "did not exit"
    pytest.fail(
        f"{_command(child)} {what} within {timeout} s; its stderr, with the stack of each of "
        f"its threads:\n{err}\nstdout:\n{out}",
        pytrace=False,
    )


def _signal_state(pid: int) -> str:
    """Linux: each thread's pending, blocked, ignored and caught signals (hex masks)."""
    lines = []
    for task in sorted(Path(f"/proc/{pid}/task").glob("*")):
        try:
            status = (task / "status").read_text().splitlines()
        except OSError:
            continue
        fields = [s.replace("\t", " ") for s in status if s.startswith(("Sig", "ShdPnd"))]
        lines.append(f"thread {task.name}: " + ", ".join(fields))
    return "\n".join(lines)


def wait(child: subprocess.Popen, timeout: float, stderr: Path) -> int:
    """``child.wait(timeout=timeout)`` for a child writing its stderr to the file ``stderr``
    (no pipe to wait on); past the timeout, fail the test with the child's thread stacks."""
    try:
        return child.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        pass
    signals = _signal_state(child.pid)
    _abort(child)
    try:
        child.wait(timeout=10)
    except subprocess.TimeoutExpired:
        kill_group(child)
    pytest.fail(
        f"{_command(child)} did not exit within {timeout} s; its stderr, with the stack of "
        f"each of its threads:\n{stderr.read_text(encoding='utf-8', errors='replace')}\n"
        f"signals per thread:\n{signals}",
        pytrace=False,
    )


def run_python(
    arguments: Sequence[str], timeout: float, env: Mapping[str, str] | None = None, **kwargs
) -> subprocess.CompletedProcess:
    """``python arguments…`` with its output captured as text; fails the test with the
    child's stacks if it runs longer than ``timeout`` seconds."""
    command = [sys.executable, *arguments]
    with subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=faulthandler_env(env),
        **kwargs,
    ) as child:
        out, err = communicate(child, timeout)
    return subprocess.CompletedProcess(command, child.returncode, out, err)
