"""The ``imbrex`` program: the parser of every command, then the command run with its exit
code (the package's docstring lists them), Ctrl-C, SIGTERM and SIGHUP, and output that cannot be
written."""

from __future__ import annotations

import argparse
import atexit
import errno
import os
import signal
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from app import __version__
from app.cli import batch, check, compare, corpus, demo, extract, gui
from app.cli.common import EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, error
from app.logs import configure as configure_logging

#: Signals that stop a command the way Ctrl-C does (SIGHUP does not exist on Windows).
STOP_SIGNALS = tuple(
    s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if s
)
#: Output errors that mean "the output cannot be written", not a bug: a full disk or quota.
_OUTPUT_ERRNOS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO}


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``imbrex`` and every command (light: no command's work is imported)."""
    parser = argparse.ArgumentParser(
        prog="imbrex",
        description="Imbrex: an offline plagiarism checker for teachers.",
    )
    parser.add_argument("--version", action="version", version=f"imbrex {__version__}")
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="log details (with tracebacks) to the terminal"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in (extract, gui, demo, compare, corpus, check, batch):
        command.register(commands)
    parser.set_defaults(command_names=tuple(commands.choices))
    return parser


def _with_command(argv: list[str], commands: Sequence[str]) -> list[str]:
    """``imbrex`` alone, or ``imbrex FILE...`` (how a file manager opens a paper), is ``gui``.
    A first argument that names no command and no file, but looks like a path (a folder in
    it, or a file's extension), is a mistyped or moved paper: raises ``_MissingPaper``
    rather than letting the parser call it an invalid command."""
    if not argv:
        return ["gui"]
    first = argv[0]
    if first in commands or first.startswith("-"):
        return argv
    if Path(first).exists():
        return ["gui", *argv]
    if _looks_like_a_path(first):
        raise _MissingPaper(first)
    return argv


def _looks_like_a_path(argument: str) -> bool:
    """Whether ``argument`` names a file or folder rather than a command: it holds a path
    separator, or ends with an extension (``essay.docx``)."""
    name = Path(argument).name
    return "/" in argument or os.sep in argument or ("." in name.strip(".") and " " not in name)


class _MissingPaper(Exception):
    """``imbrex PATH`` where nothing is at PATH."""


class _StopSignal(KeyboardInterrupt):
    """SIGTERM or SIGHUP, raised where Ctrl-C's KeyboardInterrupt would be."""


def _handle_stop_signals() -> list[int]:
    """Make SIGTERM and SIGHUP raise ``KeyboardInterrupt`` like Ctrl-C; the returned list gets
    the number of each signal received."""
    received: list[int] = []

    def stop(signum: int, frame) -> None:
        received.append(signum)
        raise _StopSignal()

    for number in STOP_SIGNALS:
        signal.signal(number, stop)
    return received


def _silence_stdout() -> None:
    """Point stdout at the null device so the interpreter's last flush fails no more."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _run(args: argparse.Namespace) -> int:
    from app.errors import UserError

    try:
        return args.handler(args)
    except UserError as failure:  # e.g. a damaged, busy or missing corpus
        error(failure)
        return EXIT_FAILED
    except KeyboardInterrupt:
        error("interrupted")
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        sys.stderr.close()  # output piped into `head`: not an error of ours
        return EXIT_OK
    except OSError as failure:
        if failure.errno not in _OUTPUT_ERRNOS:
            raise
        _silence_stdout()
        error(f"the output could not be written: {failure.strerror}")
        return EXIT_FAILED


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``imbrex`` with ``argv`` (default: the process's arguments); the exit code."""
    parser = build_parser()
    if argv is None:
        argv = sys.argv[1:]
    try:
        argv = _with_command(list(argv), parser.get_default("command_names"))
    except _MissingPaper as missing:
        parser.error(
            f"there is no file or folder {missing.args[0]!r} (moved, renamed or mistyped?). "
            "Name papers, folders or .zip archives that exist, or one of the commands "
            f"{', '.join(parser.get_default('command_names'))}."
        )
    args = parser.parse_args(argv)
    configure_logging(args.verbose)
    if not getattr(args, "handler", None):
        parser.print_help()
        return EXIT_OK
    # The window has its own event loop and closes its children itself; the others stop on
    # SIGTERM/SIGHUP as on Ctrl-C, with 128 + the signal's number.
    received = [] if getattr(args, "own_event_loop", False) else _handle_stop_signals()
    code = _run(args)
    if received and code == EXIT_INTERRUPTED:
        return 128 + received[0]
    return code


def leave(code: int) -> NoReturn:
    """End the process with ``code`` once the exit handlers have run (``atexit``: the logs'
    files closed, temporary folders removed) and the output is flushed, without the
    interpreter's teardown, which frees every object of every module one by one: 25-35 ms of a
    0.37 s ``imbrex check`` against 10,000 documents (docs/performance.md, "Leaving at once").
    Only when nothing else may need that teardown: no other thread, no child process, no Qt
    application; otherwise, or when the output cannot be flushed (a closed pipe, a full disk),
    the ordinary exit, whose handling of such output is unchanged. O(1)."""
    processes = sys.modules.get("multiprocessing")
    if (
        threading.active_count() > 1
        or (processes is not None and processes.active_children())
        or "PySide6.QtWidgets" in sys.modules
    ):
        sys.exit(code)
    if not _flushed():
        sys.exit(code)
    atexit._run_exitfuncs()
    _flushed()  # what the handlers wrote: a pipe's output is buffered unless PYTHONUNBUFFERED
    os._exit(code)


def _flushed() -> bool:
    """Flush the standard output and error; whether they could be (not: a closed pipe, a full
    disk)."""
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):
        return False
    return True


def run() -> NoReturn:
    """The ``imbrex`` program's entry point: :func:`main` with the process's arguments, then
    :func:`leave` with its exit code. A file name whose bytes are not UTF-8 is printed with
    those bytes as they are, as ``ls`` prints it (in a UTF-8 locale other than C.UTF-8 Python
    would refuse it and the command would end with a traceback)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="surrogateescape")
    leave(main())
