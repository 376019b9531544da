"""Fixtures for the GUI tests: real widgets, offscreen, with settings in a temporary INI file
and results built from the bundled demo corpus (no ../shared, no network)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings  # noqa: E402

from app.batch import check_class  # noqa: E402
from app.check import compare_files  # noqa: E402
from app.corpus import open_corpus  # noqa: E402
from app.corpus.demo import demo_folder  # noqa: E402
from app.gui.preferences import Preferences  # noqa: E402

DEMO = demo_folder()


@pytest.fixture(scope="session", autouse=True)
def window_font(qapp) -> None:
    """The font the application sets up at its start: the system's, or on a machine without
    any font the shipped ones (as `app.gui.application` does for the real window)."""
    from app.gui.fallback_font import fall_back_to_shipped_fonts

    fall_back_to_shipped_fonts(qapp)


@pytest.fixture(scope="session", autouse=True)
def english_plural_forms(qapp):
    """The English plural forms ("1 paper" / "2 papers") the application always loads."""
    from PySide6.QtCore import QTranslator

    from app.gui.translations import translations_dir

    translator = QTranslator()
    assert translator.load("imbrex_en", str(translations_dir()))
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


@pytest.fixture(autouse=True)
def results_folder(tmp_path: Path, monkeypatch) -> Path:
    """Every window of a test keeps its results in the test's folder (never the real home)."""
    from app import results_store

    folder = tmp_path / "kept-results"
    monkeypatch.setattr(
        results_store, "default_results_path", lambda: folder / results_store.FILE_NAME
    )
    return folder


@pytest.fixture
def preferences(tmp_path: Path) -> Preferences:
    """Preferences kept in a throw-away INI file (never the developer's own settings)."""
    return Preferences(QSettings(str(tmp_path / "imbrex.ini"), QSettings.Format.IniFormat))


@pytest.fixture(scope="session")
def emma_evidence():
    """Emma's demo paper compared with the water-cycle textbook chapter: one passage, a
    quotation and the bibliography set aside."""
    comparison = compare_files(
        DEMO / "papers" / "en-emma-water-and-life.txt", DEMO / "sources" / "en-water-cycle.txt"
    )
    return comparison.evidence


@pytest.fixture(scope="session")
def demo_batch():
    """The demo class checked against itself (no corpus): a pair of papers shares text."""
    return check_class([DEMO / "papers"], None)


@pytest.fixture(scope="session")
def demo_corpus_batch(demo_corpus):
    """The demo class checked against the demo corpus and itself: papers with several
    sources and passages."""
    store = open_corpus(demo_corpus, create=False, readonly=True)
    try:
        return check_class([DEMO / "papers"], store)
    finally:
        store.close()


@pytest.fixture
def corpus(tmp_path: Path, demo_corpus: Path) -> Path:
    """A copy of the demo corpus that a test may change."""
    copy = tmp_path / "corpus.imbrex"
    shutil.copyfile(demo_corpus, copy)
    return copy


@pytest.fixture
def window(qtbot, preferences, corpus):
    """The main window on a copy of the demo corpus, shown at 1200 × 800; its jobs are
    cancelled and waited for at the end."""
    from app.gui.main_window import MainWindow

    win = MainWindow(preferences, corpus)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.queue.cancel_all()
    win.queue.wait(60_000)


@pytest.fixture
def open_window(qtbot, preferences, corpus):
    """Opens windows as starts with these preferences would: on the teacher's own corpus file
    (a copy of the demo corpus) unless the preferences name another, on the same results
    store (the test's folder); their jobs are cancelled and waited for at the end."""
    from app.gui.main_window import MainWindow

    preferences.corpus_path = str(corpus)
    windows: list[MainWindow] = []

    def make() -> MainWindow:
        window = MainWindow(preferences)
        qtbot.addWidget(window)
        window.resize(1200, 800)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.queue.cancel_all()
        window.queue.wait(60_000)
