"""Screenshots of the main views for the README: ``make screenshots`` (or
``python packaging/screenshots.py docs/screenshots``).

The demo class is checked against the demo corpus (both bundled) in a window drawn offscreen
with throw-away settings; each view is saved with ``QWidget.grab()``: the paper view, the
side-by-side view, the class view and the corpus manager. Then a messy class
(``packaging/messy_class.py``: a shared common source, a collusion pair, identical PDF titles, a
scan, a broken file) in the same window: the scan "not checked", the class view, the guide,
and the window after a restart (results kept).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from app.corpus import open_corpus
    from app.corpus.demo import add_demo
    from app.gui.main_window import MainWindow
    from app.gui.preferences import Preferences
    from app.gui.theme import apply_theme

    # PySide6's stubs type instance() as QCoreApplication; here it is always the QApplication.
    app: QApplication = QApplication.instance() or QApplication([])  # type: ignore[assignment]
    QCoreApplication.setOrganizationName("Imbrex-screenshots")
    apply_theme(app)
    work = Path(tempfile.mkdtemp(prefix="imbrex-shots-"))

    def wait_for(signal, timeout_ms: int = 300_000) -> list:
        loop, got = QEventLoop(), []

        def arrived(*args: object) -> None:
            got.append(args)
            loop.quit()

        signal.connect(arrived)
        QTimer.singleShot(timeout_ms, loop.quit)
        loop.exec()
        if not got:
            raise SystemExit("timed out waiting for the window")
        return list(got[0])

    def settle() -> None:
        for _ in range(5):
            app.processEvents()

    def shoot(widget, name: str) -> None:
        settle()
        widget.grab().save(str(out / name))

    try:
        corpus = work / "corpus.imbrex"
        store = open_corpus(corpus)
        add_demo(store)
        store.close()
        preferences = Preferences(QSettings(str(work / "settings.ini"), QSettings.Format.IniFormat))

        def open_window() -> MainWindow:
            """A new window on the same settings, corpus and results store (a start)."""
            window = MainWindow(preferences, corpus, results_path=work / "results.sqlite3")
            window.resize(1400, 860)
            window.show()
            settle()
            return window

        def close(window: MainWindow) -> None:
            window.close()
            window.deleteLater()
            settle()

        window = open_window()
        shoot(window, "start.png")
        window.check_demo_class()
        wait_for(window.batchFinished)
        entries = window.papers.model.entries
        emma = next(e for e in entries if "emma" in e.path)
        window.papers.select(emma)
        window.paper_page.next_passage()
        shoot(window, "paper-view.png")
        window.paper_page.compare_button.click()
        shoot(window, "side-by-side.png")
        window._show_tab(2)
        shoot(window, "class-view.png")
        manager = window.corpus.show_corpus_manager()
        manager.resize(1000, 640)
        shoot(manager, "corpus-manager.png")
        manager.close()
        close(window)

        # A messy class, as a teacher gets one (packaging/messy_class.py): a common source seven
        # students copied, one collusion pair, identical PDF titles, a scan, a broken file.
        import runpy

        write_class = runpy.run_path(str(ROOT / "packaging" / "messy_class.py"))["write_class"]
        folder = work / "Class 9B"
        write_class(folder)
        window = open_window()
        window.check_paths([str(folder)])
        wait_for(window.batchFinished)
        entries = window.papers.model.entries
        window._show_tab(0)  # the paper page (a checked folder opens on the class view)
        window.papers.select(next(e for e in entries if "scan_of_paper" in e.path))
        shoot(window, "class-not-checked.png")
        window._show_tab(2)
        shoot(window, "class-collusion.png")
        guide = window.menus.show_guide()
        shoot(guide, "guide.png")
        guide.close()
        close(window)
        # A restart: the results come back from the results store, nothing is checked again.
        window = open_window()
        shoot(window, "after-restart.png")
        close(window)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for png in sorted(out.glob("*.png")):
        print(f"{png} ({png.stat().st_size // 1024} kB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
