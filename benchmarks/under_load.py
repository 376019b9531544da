"""Run a command while CPU-bound processes compete for the cores (``make test-stress``).

Races between threads, signals and child processes show up when the machine is busy: a
two-core school laptop running an antivirus scan, or CI sharing its cores. This starts
``--hogs`` Python busy loops (default 2), runs the command, and stops the loops however the
command ends (success, failure, Ctrl+C, SIGTERM). A loop also stops by itself if this script
dies without cleaning up (it watches its parent's process id), so none is ever left running.

Usage::

    python benchmarks/under_load.py [--hogs N] -- COMMAND [ARG...]

Prints the command's wall time and exits with its exit status.
"""

from __future__ import annotations

import argparse
import signal
import subprocess
import sys
import time

#: The busy loop: pure Python arithmetic, checking every ~0.1 s that its parent still lives.
HOG = """
import os
parent = os.getppid()
while os.getppid() == parent:
    n = 0
    for i in range(200_000):
        n += i * i
"""


def start_hogs(count: int) -> list[subprocess.Popen]:
    """``count`` busy-loop processes (one core each while they can get it)."""
    return [subprocess.Popen([sys.executable, "-c", HOG]) for _ in range(count)]


def stop_hogs(hogs: list[subprocess.Popen]) -> None:
    """Terminate the loops and wait for them (kill any that ignore SIGTERM)."""
    for hog in hogs:
        if hog.poll() is None:
            hog.terminate()
    for hog in hogs:
        try:
            hog.wait(timeout=10)
        except subprocess.TimeoutExpired:
            hog.kill()
            hog.wait()


def _stop_on_sigterm(signum, frame) -> None:
    raise KeyboardInterrupt  # unwinds through the finally that stops the loops


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hogs", type=int, default=2, help="busy-loop processes (default 2)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND [ARG...]")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no command given (put it after --)")
    signal.signal(signal.SIGTERM, _stop_on_sigterm)
    hogs = start_hogs(args.hogs)
    started = time.perf_counter()
    code = 1
    try:
        print(f"under_load: {len(hogs)} busy loops running: {' '.join(command)}", flush=True)
        code = subprocess.call(command)
    except KeyboardInterrupt:
        code = 130
    finally:
        stop_hogs(hogs)
        print(
            f"under_load: exit {code}, wall time {time.perf_counter() - started:.1f} s "
            f"with {len(hogs)} busy loops",
            flush=True,
        )
    return code


if __name__ == "__main__":
    sys.exit(main())
