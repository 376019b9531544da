"""Starting the window: ``imbrex`` with no arguments, or ``imbrex gui [PAPER...]``."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

#: Set by the start-up benchmark: print the seconds from process start to the window shown.
STARTUP_ENV = "IMBREX_REPORT_STARTUP"


def run(paths: Sequence[str] = (), corpus: str | None = None, quit_after_show: bool = False) -> int:
    """Open the main window (checking ``paths`` at once if given) and run the event loop."""
    started = time.perf_counter()
    from PySide6.QtCore import QCoreApplication, Qt, QTimer
    from PySide6.QtGui import QGuiApplication, QIcon
    from PySide6.QtWidgets import QApplication

    from app import __version__
    from app.gui.error_dialog import install_error_handling
    from app.gui.preferences import Preferences
    from app.gui.theme import apply_theme
    from app.gui.translations import install_translators, pick_language
    from app.paths import resource

    QCoreApplication.setOrganizationName("Imbrex")
    QCoreApplication.setApplicationName("Imbrex")
    QCoreApplication.setApplicationVersion(__version__)
    # Fractional scaling (150 %) as the system asks, not rounded to whole pixels.
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setDesktopFileName("imbrex")
    icon = resource("icons", "imbrex.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    apply_theme(app)
    preferences = Preferences()
    translators = install_translators(app, pick_language(preferences.language))

    from app.gui.main_window import MainWindow

    window = MainWindow(preferences, Path(corpus) if corpus else None)
    window._translators = translators  # keep them alive with the window
    install_error_handling(lambda: window)
    window.show()
    if os.environ.get(STARTUP_ENV):

        def shown() -> None:
            print(f"window shown after {time.perf_counter() - started:.3f} s", flush=True)

        QTimer.singleShot(0, shown)
    if paths:
        window.check_paths([str(Path(p)) for p in paths])
    if quit_after_show:  # smoke tests and the start-up benchmark

        def finish() -> None:
            window.queue.cancel_all()
            window.queue.wait(60_000)
            window.close()

        QTimer.singleShot(0, finish)
    return app.exec()
