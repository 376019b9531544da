"""The command line's progress display: a bar on a terminal, plain lines otherwise."""

from __future__ import annotations

import io

from app import progress as progress_module
from app.progress import ConsoleProgress


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_gets_one_redrawn_bar():
    stream = _Terminal()
    bar = ConsoleProgress("indexing", stream)
    bar(1, 4, "a.txt")
    bar(2, 4, "b.txt")
    bar.clear()
    out = stream.getvalue()
    assert "indexing [######..................] 1/4  a.txt" in out
    assert "indexing [############............] 2/4  b.txt" in out
    assert out.count("\r\033[K") == 3 and "\n" not in out


def test_a_log_gets_plain_lines_at_most_every_interval_and_at_the_end(monkeypatch):
    clock = iter([0.0, 0.5, 1.0, 10.0, 10.1])
    monkeypatch.setattr(progress_module.time, "monotonic", lambda: next(clock))
    stream = io.StringIO()
    lines = ConsoleProgress("indexing", stream)
    for done in range(1, 6):
        lines(done, 5, f"{done}.txt")
    assert stream.getvalue().splitlines() == [
        "indexing: 1/5 (20%)",
        "indexing: 4/5 (80%)",
        "indexing: 5/5 (100%)",
    ]


def test_a_log_names_the_packing_after_an_add(monkeypatch):
    monkeypatch.setattr(progress_module.time, "monotonic", lambda: 0.0)
    stream = io.StringIO()
    lines = ConsoleProgress("indexing", stream)
    lines(2, 2, "b.txt")
    lines(33, 33, progress_module.FINISHING)
    lines(684, 684, progress_module.PACKING)
    assert stream.getvalue().splitlines() == [
        "indexing: 2/2 (100%)",
        "finishing the index: 33/33 (100%)",
        "packing the corpus file: 684/684 (100%)",
    ]


def test_a_single_file_shows_no_progress():
    stream = _Terminal()
    ConsoleProgress("indexing", stream)(1, 1, "only.txt")
    assert stream.getvalue() == ""
