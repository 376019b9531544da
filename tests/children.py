"""Running a Python child process in a test: bounded in time, and telling where it hung.

`run_python` gives the child ``PYTHONFAULTHANDLER=1``; if it has not exited within its timeout,
it is sent SIGABRT, so Python's faulthandler prints every thread's stack to its stderr before
it dies, and the test fails with that stack (a hang costs the timeout, not the suite's time).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Mapping, Sequence

import pytest


def run_python(
    arguments: Sequence[str], timeout: float, env: Mapping[str, str] | None = None, **kwargs
) -> subprocess.CompletedProcess:
    """``python arguments…`` with its output captured as text; fails the test with the
    child's stacks if it runs longer than ``timeout`` seconds."""
    command = [sys.executable, *arguments]
    child_env = {**(os.environ if env is None else env), "PYTHONFAULTHANDLER": "1"}
    with subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=child_env,
        **kwargs,
    ) as child:
        try:
            out, err = child.communicate(timeout=timeout)
            return subprocess.CompletedProcess(command, child.returncode, out, err)
        except subprocess.TimeoutExpired:
            pass
        child.send_signal(signal.SIGABRT if hasattr(signal, "SIGABRT") else signal.SIGTERM)
        try:
            out, err = child.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            out, err = child.communicate()
    pytest.fail(
        f"{' '.join(command)} did not exit within {timeout} s; its stderr, with the stack of "
        f"each of its threads:\n{err}\nstdout:\n{out}",
        pytrace=False,
    )
