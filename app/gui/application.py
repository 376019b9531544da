"""Starting the window: ``imbrex`` with no arguments, or ``imbrex gui [PAPER...]``."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from app.gui.main_window import MainWindow
    from app.gui.single_instance import InstanceServer

#: Set by the start-up benchmark: print the seconds from process start to the window shown.
STARTUP_ENV = "IMBREX_REPORT_STARTUP"


def run(
    paths: Sequence[str] = (),
    corpus: str | None = None,
    quit_after_show: bool = False,
    quit_when_checked: bool = False,
) -> int:
    """Open the main window (checking ``paths`` at once if given) and run the event loop.

    ``quit_after_show`` closes the window as soon as it is shown; ``quit_when_checked`` once
    ``paths`` are checked, printing each paper's similarity (the packaged build's smoke test,
    which needs the check's child process to work inside the bundle)."""
    started = time.perf_counter()
    from app.gui.error_dialog import install_error_handling
    from app.gui.preferences import Preferences
    from app.gui.translations import install_translators, pick_language

    app = _application()
    preferences = Preferences()
    # One window per corpus: papers opened while Imbrex runs go to its window (single_instance).
    single = not (quit_after_show or quit_when_checked)
    if single:
        from app.gui.single_instance import forward, server_name
        from app.gui.user_corpus import user_corpus_spec

        name = server_name(corpus or user_corpus_spec(preferences))
        if forward(name, list(paths)):
            print("Imbrex is already open: its window takes the papers.", flush=True)
            return 0
    _keep_crash_trace()
    translators = install_translators(app, pick_language(preferences.language))

    from app.gui.main_window import MainWindow

    window = MainWindow(preferences, corpus or None)  # a corpus file or a server
    window.ask_before_closing = not (quit_after_show or quit_when_checked)
    window._translators = translators  # keep them alive with the window
    install_error_handling(lambda: window)
    if single:
        serve_papers(window, name)
    if sys.platform == "darwin":  # Finder's "Open With" (elsewhere files come as arguments)
        from app.gui.file_open import FileOpenCatcher

        # A filter on the application sees every event of every widget: only where needed.
        app.installEventFilter(FileOpenCatcher(window.check_paths, window))
    window.show()
    _after_show(window, paths, started, quit_after_show, quit_when_checked)
    code = app.exec()
    return code or int(app.property("imbrexExitCode") or 0)


def serve_papers(window: MainWindow, name: str) -> InstanceServer:
    """Papers opened while ``window`` runs (a second ``imbrex``, a double-click) go to it: it
    listens on ``name``, the socket of its corpus, and moves to the new corpus's socket when
    the teacher chooses another corpus in the window."""
    from app.gui.single_instance import InstanceServer, server_name

    instance = InstanceServer(name, lambda handed: _take_papers(window, handed), window)
    instance.listen()
    window.corpus.corpusChanged.connect(lambda spec: instance.move_to(server_name(spec)))
    return instance


def _application() -> QApplication:
    """The QApplication (made once): names, fractional scaling, icon, theme, a font that
    resolves on a machine without any (`fall_back_to_shipped_fonts`)."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtGui import QGuiApplication, QIcon
    from PySide6.QtWidgets import QApplication

    from app import __version__
    from app.gui.fallback_font import fall_back_to_shipped_fonts
    from app.gui.theme import apply_theme
    from app.paths import resource

    QCoreApplication.setOrganizationName("Imbrex")
    QCoreApplication.setApplicationName("Imbrex")
    QCoreApplication.setApplicationVersion(__version__)
    # Fractional scaling (150 %) as the system asks, not rounded to whole pixels.
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    # PySide6's stubs type instance() as QCoreApplication; here it is always the QApplication.
    app: QApplication = QApplication.instance() or QApplication(sys.argv[:1])  # type: ignore[assignment]
    app.setDesktopFileName("org.imbrex.Imbrex")  # matches the .desktop file
    icon = resource("icons", "imbrex.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    apply_theme(app)
    fall_back_to_shipped_fonts(app)
    return app


def _after_show(
    window, paths: Sequence[str], started: float, quit_after_show: bool, quit_when_checked: bool
) -> None:
    """Once the window is shown: the start-up time (for the benchmark), the papers given on
    the command line, and closing for the smoke tests."""
    from PySide6.QtCore import QTimer

    if os.environ.get(STARTUP_ENV):

        def shown() -> None:
            print(f"window shown after {time.perf_counter() - started:.3f} s", flush=True)

        QTimer.singleShot(0, shown)
    if paths:
        window.check_paths([str(Path(p)) for p in paths])
    if quit_when_checked and paths:
        window.batchFinished.connect(lambda batch: _print_and_close(window, batch))
    elif quit_after_show or quit_when_checked:  # smoke tests and the start-up benchmark
        QTimer.singleShot(0, window.close)  # work still running is cancelled, never asked about


def _keep_crash_trace() -> None:
    """A native crash writes its trace to a ``crash-….log`` beside the window's log file."""
    from app.gui.error_dialog import log_path
    from app.logs import keep_crash_trace

    keep_crash_trace(log_path().parent)


def _print_and_close(window, batch) -> None:
    """Print one line per paper of a finished batch ("name: 27.0 %") and close the window
    (without a question: ``ask_before_closing`` is off for ``--quit-when-checked``)."""
    for entry in batch.papers:
        if entry.outcome.evidence is not None:
            print(f"{entry.name}: {entry.similarity * 100:.1f} %", flush=True)
        else:
            print(f"{entry.name}: not read: {entry.outcome.error}", flush=True)
    count = len(batch.papers)
    print(f"check {batch.status}: {count} paper{'' if count == 1 else 's'}", flush=True)
    from PySide6.QtWidgets import QApplication

    application = QApplication.instance()
    assert application is not None  # the window lives in it
    application.setProperty("imbrexExitCode", 0 if batch.status == "done" else 1)
    window.close()


def _take_papers(window, paths: list[str]) -> None:
    """Papers handed over by a second ``imbrex``: check them, and bring the window forward."""
    from PySide6.QtCore import Qt

    if paths:
        window.check_paths(paths)
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
