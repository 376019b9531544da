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

import pytest


def faulthandler_env(env: Mapping[str, str] | None = None) -> dict[str, str]:
    """``env`` (default: this process's) with Python's faulthandler switched on."""
    return {**(os.environ if env is None else env), "PYTHONFAULTHANDLER": "1"}


def communicate(child: subprocess.Popen, timeout: float) -> tuple[str, str]:
    """``child.communicate(timeout=timeout)``; past the timeout, fail the test with the
    child's thread stacks (it must run with `faulthandler_env`) and its output."""
    try:
        return child.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        pass
    child.send_signal(signal.SIGABRT if hasattr(signal, "SIGABRT") else signal.SIGTERM)
    try:
        out, err = child.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
    command = child.args if isinstance(child.args, str) else " ".join(map(str, child.args))
    pytest.fail(
        f"{command} did not exit within {timeout} s; its stderr, with the stack of each of "
        f"its threads:\n{err}\nstdout:\n{out}",
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
