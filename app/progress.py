"""The progress protocol of long work, and its command-line display: a bar on a terminal,
plain lines in a log or a pipe.

Long work (reading a batch, indexing, checking a class, writing a results folder) takes a
``progress`` and a ``cancel`` callable: it calls ``progress(done, total, name)`` after each item
and asks ``cancel()`` between items, stopping with ``app.errors.Cancelled`` once it is true. The
window's jobs pass their own (``app.gui.jobs``), the command line a :class:`ConsoleProgress`.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

#: ``progress(done, total, name)``: ``done`` of ``total`` items finished, ``name`` the last one.
Progress = Callable[[int, int, str], None]
#: ``cancel()``: true once the user asked the work to stop.
Cancel = Callable[[], bool]
#: The ``name`` while the corpus file is packed after an add (no file is read then; the window
#: shows it in the teacher's language, the command line as it is).
PACKING = "packing the corpus file"
#: The ``name`` while an add's last step makes the corpus's key summary again (a pass over the
#: index after the last file; shown like :data:`PACKING`).
FINISHING = "finishing the index"

#: Seconds between two plain progress lines (so a log of 10,000 files stays readable).
LINE_INTERVAL = 2.0
_BAR = 24


class ConsoleProgress:
    """``progress(done, total, name)`` for the command line.

    On a terminal: ``[#######.........] 120/834  name`` redrawn on one line. Otherwise: a plain
    line ``indexing: 120/834 (14%)`` at most every :data:`LINE_INTERVAL` seconds and at the end;
    the index's finishing and the packing after an add are named as such (``packing the corpus
    file: 684/684 (100%)``).
    """

    def __init__(self, label: str, stream: TextIO | None = None) -> None:
        self.label = label
        self.stream = stream or sys.stderr
        self.terminal = self.stream.isatty()
        self.shown = False
        self.last_line = float("-inf")  # the first call prints

    def __call__(self, done: int, total: int, name: str) -> None:
        if total <= 1:
            return
        if self.terminal:
            filled = _BAR * done // total
            bar = "#" * filled + "." * (_BAR - filled)
            line = f"{self.label} [{bar}] {done}/{total}  {name}"[:110]
            self.stream.write("\r\033[K" + line)
            self.stream.flush()
            self.shown = True
            return
        now = time.monotonic()
        if done == total or now - self.last_line >= LINE_INTERVAL:
            label = name if name in (PACKING, FINISHING) else self.label  # a step of its own
            self.stream.write(f"{label}: {done}/{total} ({100 * done // total}%)\n")
            self.stream.flush()
            self.last_line = now

    def clear(self) -> None:
        """Remove the bar (before printing results)."""
        if self.shown:
            self.stream.write("\r\033[K")
            self.stream.flush()
            self.shown = False
