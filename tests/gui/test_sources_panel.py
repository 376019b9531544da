"""The Sources panel survives clicks followed by another paper (issue 15's segfault), and a
native crash of the window leaves its trace in the log folder.

Both run the window as its own process (``python -X faulthandler``, with a timeout): a
segfault would otherwise end the whole test run instead of failing one test.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt

from app.gui.item_roles import ROW_ROLE
from app.gui.sources_panel import SourcesPanel

TIMEOUT = 300  # s; generous for a shared two-core machine
#: The checkout: the processes run in a temporary folder (where a core dump would land), with
#: the checkout on their path.
ROOT = Path(__file__).resolve().parents[2]


def _environment(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_STATE_HOME": str(home / "state"),
    }


def test_clicking_a_source_then_another_paper_does_not_crash(tmp_path, demo_corpus):
    done = subprocess.run(
        [
            sys.executable,
            "-X",
            "faulthandler",
            "-m",
            "tests.gui.sources_click_scenario",
            str(demo_corpus),
            str(tmp_path / "imbrex.ini"),
        ],
        capture_output=True,
        text=True,
        env=_environment(tmp_path / "home"),
        cwd=tmp_path,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "survived" in done.stdout


def test_a_refill_announces_the_rows_it_removes_and_inserts(qtbot, demo_corpus_batch):
    """In process, without a current row (which made the old code crash): the proxy and the
    view learn of every removed and inserted row, so they never hold indexes of rows gone."""
    panel = SourcesPanel()
    qtbot.addWidget(panel)
    reports = [p.evidence.report for p in demo_corpus_batch.papers if p.evidence is not None]
    reports = [r for r in reports if r.sources]
    many = max(reports, key=lambda r: len(r.sources))
    few = min(reports, key=lambda r: len(r.sources))
    assert len(many.sources) > len(few.sources)
    panel.show_sources(many)
    removed: list[int] = []
    inserted: list[int] = []
    panel.model().rowsAboutToBeRemoved.connect(lambda _p, a, b: removed.append(b - a + 1))
    panel.model().rowsInserted.connect(lambda _p, a, b: inserted.append(b - a + 1))
    panel.show_sources(few)
    assert sum(removed) == len(many.sources)
    assert sum(inserted) == len(few.sources) == panel.model().rowCount()
    rows = range(panel.model().rowCount())
    shares = [panel.model().index(r, 1).data(Qt.ItemDataRole.UserRole + 1) for r in rows]
    assert shares == sorted(shares, reverse=True)


def test_the_sources_keep_the_reports_credited_order(qtbot, demo_corpus_batch):
    """A class report lists a corpus source before a classmate who shares the same text through
    it, even when the classmate's share is a little higher (issue 15 item 5): the panel keeps
    that order (it used to sort by share, putting the classmate first) and says why."""
    report = next(
        p.evidence.report
        for p in demo_corpus_batch.papers
        if p.evidence is not None and len(p.evidence.report.sources) >= 2
    )
    article, mate = report.sources[0], report.sources[1]
    mate = replace(mate, similarity=article.similarity + 0.002, own=0.0, common_source=article.path)
    panel = SourcesPanel()
    qtbot.addWidget(panel)
    panel.show_sources(replace(report, sources=(article, mate)))
    first, second = (panel.model().index(r, 0) for r in range(2))
    assert first.data(ROW_ROLE) == 0 and second.data(ROW_ROLE) == 1
    assert "only through" in second.data(Qt.ItemDataRole.ToolTipRole)


def test_a_native_crash_of_the_window_writes_its_trace_to_the_log_folder(tmp_path, demo_corpus):
    home = tmp_path / "home"
    crash = (
        "import faulthandler\n"
        "from PySide6.QtCore import QTimer\n"
        "import app.gui.application as application\n"
        "from app.gui.main_window import MainWindow\n"
        "shown = MainWindow.show\n"
        "def show_then_crash(window):\n"
        "    shown(window)\n"
        "    QTimer.singleShot(0, faulthandler._sigsegv)\n"
        "MainWindow.show = show_then_crash\n"
        f"application.run(corpus={str(demo_corpus)!r})\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", crash],
        capture_output=True,
        text=True,
        env=_environment(home),
        cwd=tmp_path,
        timeout=TIMEOUT,
    )
    assert done.returncode == -signal.SIGSEGV, (done.returncode, done.stderr[-3000:])
    (log,) = home.rglob("crash-*.log")
    assert log.parent.name.lower() == "log"
    trace = log.read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in trace
    assert "show_then_crash" not in trace  # the crash came from the event loop, not show()
    assert "application.py" in trace


def test_a_normal_exit_leaves_no_empty_crash_log(tmp_path, demo_corpus):
    home = tmp_path / "home"
    done = subprocess.run(
        [sys.executable, "-m", "app", "gui", "--quit-after-show", "--corpus", str(demo_corpus)],
        capture_output=True,
        text=True,
        env=_environment(home),
        cwd=tmp_path,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert list(home.rglob("crash-*.log")) == []
