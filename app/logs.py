"""Logging set-up shared by the entry points (command line, window), and the window's crash log."""

from __future__ import annotations

import atexit
import faulthandler
import logging
from datetime import datetime
from pathlib import Path
from typing import TextIO

#: Libraries that log every oddity of a damaged input file; Imbrex reports those itself.
NOISY_LIBRARIES = ("pdfminer", "chardet", "fontTools")


def configure(verbose: bool = False) -> None:
    """Log to stderr: warnings by default, everything (with tracebacks) when ``verbose``."""
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )
    for name in NOISY_LIBRARIES:
        logging.getLogger(name).setLevel(logging.INFO if verbose else logging.ERROR)


def keep_crash_trace(folder: Path) -> Path | None:
    """Have a native crash (a segfault in Qt or a C extension) write Python's trace of every
    thread to ``folder/crash-<date>_<time>.log`` (``faulthandler``; the file is opened now and
    kept open, since nothing can be opened once the process is crashing). The file is removed
    at a normal exit if nothing was written to it. Returns the path, or None (and changes
    nothing) if the folder cannot be written."""
    path = folder / f"crash-{datetime.now():%Y-%m-%d_%H%M%S}.log"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        stream = open(path, "a", encoding="utf-8")  # noqa: SIM115 (kept open until exit)
    except OSError:
        return None
    faulthandler.enable(file=stream, all_threads=True)
    atexit.register(_forget_crash_trace, stream, path)
    return path


def _forget_crash_trace(stream: TextIO, path: Path) -> None:
    faulthandler.disable()
    stream.close()
    try:
        if path.stat().st_size == 0:
            path.unlink()
    except OSError:
        pass
