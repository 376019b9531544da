"""The error reporter: a bug in a slot (or another thread) is logged with its traceback and
shown in one window, and the application keeps running."""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtWidgets import QApplication, QMainWindow, QPushButton

from app.errors import EmptyFileError
from app.gui import error_dialog
from app.gui.error_dialog import (
    ErrorDialog,
    ErrorReporter,
    active_log_file,
    install_error_handling,
    log_path,
    show_error,
    uninstall_error_handling,
)


class Boom(RuntimeError):
    """An exception no code of Imbrex raises."""


@pytest.fixture
def hooks_restored(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Whatever a test does, the interpreter's hooks and the root logger come back as they
    were."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    handlers = list(logging.getLogger().handlers)
    yield
    uninstall_error_handling()
    assert logging.getLogger().handlers == handlers


@pytest.fixture
def window(qtbot) -> QMainWindow:
    main = QMainWindow()
    main.setCentralWidget(QPushButton("Check", main))
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    return main


@pytest.fixture
def log_file(tmp_path: Path) -> Path:
    return tmp_path / "logs" / "Imbrex" / "imbrex.log"


@pytest.fixture
def reporter(hooks_restored, window: QMainWindow, log_file: Path) -> ErrorReporter:
    return install_error_handling(lambda: window, log_file=log_file)


def _flush_log() -> None:
    for handler in logging.getLogger().handlers:
        handler.flush()


def test_log_path_is_in_the_users_log_folder() -> None:
    path = log_path()
    assert path.name == "imbrex.log"
    assert "Imbrex" in path.parts


def test_install_replaces_the_hooks_and_uninstall_puts_them_back(
    hooks_restored, window: QMainWindow, log_file: Path
) -> None:
    before = (sys.excepthook, threading.excepthook)
    reporter = install_error_handling(lambda: window, log_file=log_file)
    assert sys.excepthook == reporter.excepthook
    assert threading.excepthook == reporter.thread_excepthook
    assert install_error_handling(lambda: None, log_file=log_file) is reporter  # once only
    assert log_file.parent.is_dir() and active_log_file() == log_file
    uninstall_error_handling()
    assert (sys.excepthook, threading.excepthook) == before
    assert active_log_file() is None


def test_default_log_file_is_log_path(
    hooks_restored, window: QMainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(error_dialog, "log_path", lambda: tmp_path / "default" / "imbrex.log")
    reporter = install_error_handling(lambda: window)
    assert reporter.log_file == tmp_path / "default" / "imbrex.log"
    assert reporter.log_file.exists()


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_is_logged_and_shown_and_the_app_lives_on(
    qtbot, reporter: ErrorReporter, window: QMainWindow, log_file: Path
) -> None:
    def bad() -> None:
        raise Boom("the index file vanished")

    button = window.centralWidget()
    button.clicked.connect(bad)
    with qtbot.waitSignal(reporter.dialogShown, timeout=2000) as shown:
        button.click()
    dialog = shown.args[0]
    assert isinstance(dialog, ErrorDialog)
    assert dialog.isVisible() and dialog.parent() is window
    text = dialog.message_label.text()
    assert "Something went wrong: Boom: the index file vanished." in text
    assert "Your papers and the corpus are not affected." in text
    assert str(log_file) in text
    assert dialog.details_view is not None and not dialog.details_view.isVisible()
    assert "Traceback (most recent call last)" in dialog.details
    assert "in bad" in dialog.details_view.toPlainText()
    assert dialog.details_view.isReadOnly()

    _flush_log()
    logged = log_file.read_text(encoding="utf-8")
    assert "Unexpected error" in logged
    assert "Traceback (most recent call last)" in logged
    assert "Boom: the index file vanished" in logged

    # the application still runs: the window is alive and events are handled
    assert window.isVisible()
    fired: list[bool] = []
    QTimer.singleShot(0, lambda: fired.append(True))
    qtbot.waitUntil(lambda: fired == [True], timeout=2000)
    # closing the window forgets it, so the next error opens a new one
    with qtbot.waitSignal(dialog.finished, timeout=2000):
        dialog.close()
    assert reporter.dialog is None
    with qtbot.waitSignal(reporter.dialogShown, timeout=2000) as again:
        QTimer.singleShot(0, bad)
    assert again.args[0] is not dialog
    assert again.args[0].repeats == 0


@pytest.mark.qt_no_exception_capture
def test_show_details_unfolds_the_traceback(qtbot, reporter: ErrorReporter) -> None:
    with qtbot.waitSignal(reporter.dialogShown, timeout=2000) as shown:
        QTimer.singleShot(0, lambda: 1 / 0)
    dialog = shown.args[0]
    assert dialog.details_button.text() == "Show details"
    dialog.details_button.click()
    assert dialog.details_view.isVisible()
    assert dialog.details_button.text() == "Hide details"
    assert "ZeroDivisionError: division by zero" in dialog.details_view.toPlainText()
    dialog.details_button.click()
    assert not dialog.details_view.isVisible()


@pytest.mark.qt_no_exception_capture
def test_a_flood_of_errors_opens_one_window_that_counts_them(
    qtbot, reporter: ErrorReporter, log_file: Path
) -> None:
    shown: list[ErrorDialog] = []
    reporter.dialogShown.connect(shown.append)
    for n in range(5):
        QTimer.singleShot(0, lambda n=n: (_ for _ in ()).throw(Boom(f"error {n}")))
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.repeats == 4)
    assert len(shown) == 1
    dialog = shown[0]
    assert "error 0" in dialog.message_label.text()
    assert dialog.repeats_label.isVisible()
    assert "4" in dialog.repeats_label.text()
    _flush_log()
    logged = log_file.read_text(encoding="utf-8")
    assert all(f"Boom: error {n}" in logged for n in range(5))


@pytest.mark.qt_no_exception_capture
def test_an_exception_while_showing_the_window_is_only_logged(
    qtbot, hooks_restored, window: QMainWindow, log_file: Path
) -> None:
    calls: list[int] = []

    def broken_parent():
        calls.append(1)
        raise Boom("no main window")

    reporter = install_error_handling(broken_parent, log_file=log_file)
    shown: list[ErrorDialog] = []
    reporter.dialogShown.connect(shown.append)
    fired: list[bool] = []
    QTimer.singleShot(0, lambda: 1 / 0)
    QTimer.singleShot(0, lambda: fired.append(True))
    qtbot.waitUntil(lambda: fired == [True] and calls == [1], timeout=2000)
    # a round of the event loop later, nothing more happened: no loop of errors
    later: list[bool] = []
    QTimer.singleShot(0, lambda: later.append(True))
    qtbot.waitUntil(lambda: later == [True], timeout=2000)
    assert calls == [1] and shown == [] and reporter.dialog is None
    _flush_log()
    logged = log_file.read_text(encoding="utf-8")
    assert "ZeroDivisionError" in logged
    assert "could not show the error window" in logged and "Boom: no main window" in logged

    # an error raised while the window is being shown (here by a slot of dialogShown) is
    # logged, and neither opens a second window nor counts as another error
    reporter.parent_getter = lambda: window

    def failing_listener(dialog: ErrorDialog) -> None:
        raise Boom("inside")

    reporter.dialogShown.connect(failing_listener)
    with qtbot.waitSignal(reporter.dialogShown, timeout=2000):
        QTimer.singleShot(0, lambda: 1 / 0)
    more: list[bool] = []
    QTimer.singleShot(0, lambda: more.append(True))
    qtbot.waitUntil(lambda: more == [True], timeout=2000)
    assert len(shown) == 1 and reporter.dialog is shown[0]
    assert reporter.dialog.repeats == 0
    assert "ZeroDivisionError" in reporter.dialog.message_label.text()
    _flush_log()
    assert "Boom: inside" in log_file.read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_another_thread_is_shown_on_the_ui_thread(
    qtbot, reporter: ErrorReporter, log_file: Path
) -> None:
    def work() -> None:
        raise Boom("worker failed")

    with qtbot.waitSignal(reporter.dialogShown, timeout=3000) as shown:
        thread = threading.Thread(target=work, name="checker")
        thread.start()
        thread.join()
    dialog = shown.args[0]
    assert dialog.thread() is QApplication.instance().thread()
    assert "Boom: worker failed" in dialog.message_label.text()
    _flush_log()
    assert "[checker]" in log_file.read_text(encoding="utf-8")


def test_copy_details_puts_the_report_on_the_clipboard(qtbot, tmp_path: Path) -> None:
    details = "Traceback (most recent call last):\n  File 'x.py'\nBoom: copied\n"
    dialog = ErrorDialog("Something went wrong: Boom.", details, tmp_path / "imbrex.log")
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.clipboard().clear()
    dialog.copy_button.click()
    copied = QApplication.clipboard().text()
    assert copied.startswith("Something went wrong: Boom.")
    assert "Imbrex " in copied and "PySide6 " in copied
    assert copied.rstrip().endswith("Boom: copied")


def test_open_log_folder_opens_the_folder(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[QUrl] = []

    class FakeDesktop:
        @staticmethod
        def openUrl(url: QUrl) -> bool:  # noqa: N802 (Qt's name)
            opened.append(url)
            return True

    monkeypatch.setattr(error_dialog, "QDesktopServices", FakeDesktop)
    dialog = ErrorDialog("message", "details", tmp_path / "logs" / "imbrex.log")
    qtbot.addWidget(dialog)
    dialog.log_folder_button.click()
    assert [url.toLocalFile() for url in opened] == [str(tmp_path / "logs")]


def test_show_error_for_a_user_error_shows_only_the_message(qtbot, window: QMainWindow) -> None:
    error = EmptyFileError("The file is empty.", "essay.docx")
    dialog = show_error(window, str(error))
    qtbot.waitExposed(dialog)
    assert dialog.message_label.text() == "essay.docx: The file is empty."
    assert dialog.details_view is None and dialog.copy_button is None
    assert dialog.log_folder_button is None
    dialog.close()


def test_show_error_with_a_traceback_explains_and_offers_details(
    qtbot, reporter: ErrorReporter, window: QMainWindow, log_file: Path
) -> None:
    dialog = show_error(window, "KeyError: 'sources'.", "Traceback ...\nKeyError: 'sources'\n")
    qtbot.waitExposed(dialog)
    text = dialog.message_label.text()
    assert text.startswith("Something went wrong: KeyError: 'sources'. Your papers")
    assert f"The details were saved to {log_file}." in text
    assert dialog.details_view.toPlainText().endswith("KeyError: 'sources'\n")
    assert dialog.log_folder_button is not None
    dialog.close()


@pytest.mark.qt_no_exception_capture
def test_no_log_folder_still_shows_the_error(
    qtbot, hooks_restored, window: QMainWindow, tmp_path: Path
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the log folder should be")
    reporter = install_error_handling(lambda: window, log_file=blocker / "Imbrex" / "imbrex.log")
    assert reporter.log_file is None and active_log_file() is None
    with qtbot.waitSignal(reporter.dialogShown, timeout=2000) as shown:
        QTimer.singleShot(0, lambda: 1 / 0)
    dialog = shown.args[0]
    assert "ZeroDivisionError" in dialog.message_label.text()
    assert "saved to" not in dialog.message_label.text()
    assert dialog.log_folder_button is None and dialog.copy_button is not None
