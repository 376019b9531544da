"""The error reporter of the window: a log file, and a plain-language window for any bug.

``install_error_handling`` writes every logged error (with its traceback) to a rotating file
in the user's log folder and replaces ``sys.excepthook`` and ``threading.excepthook``. PySide6
hands an exception raised in a slot or an overridden Qt method to ``sys.excepthook``; the
reporter logs it and shows an ``ErrorDialog`` on the UI thread, and the application keeps
running. ``show_error`` shows a message (a ``UserError``'s, or a failed job's) on demand.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

import platformdirs
from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QObject, Qt, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from app import __version__

log = logging.getLogger(__name__)

#: The log file rotates at this size, keeping this many older files (imbrex.log.1 ...).
LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s]: %(message)s"

ParentGetter = Callable[[], QWidget | None]

_reporter: ErrorReporter | None = None
_handler: logging.Handler | None = None
#: The file errors are written to, or None while no log file is open.
_log_file: Path | None = None


def log_path() -> Path:
    """Where the window keeps its log (``imbrex.log`` in the user's log folder)."""
    return platformdirs.user_log_path("Imbrex", appauthor=False) / "imbrex.log"


def active_log_file() -> Path | None:
    """The log file errors are being written to (None before ``install_error_handling`` or
    when the log folder could not be created)."""
    return _log_file


def unexpected_error_message(error: str, log_file: Path | None = None) -> str:
    """The teacher's message for a bug: what happened, that their work is safe, where the
    details are."""
    text = QCoreApplication.translate(
        "ErrorDialog", "Something went wrong: {error}. Your papers and the corpus are not affected."
    ).format(error=error.strip().rstrip("."))
    if log_file is not None:
        text += " " + QCoreApplication.translate(
            "ErrorDialog", "The details were saved to {path}."
        ).format(path=log_file)
    return text


def _summary(exc_type: type[BaseException], exc: BaseException | None) -> str:
    text = str(exc) if exc is not None else ""
    return f"{exc_type.__name__}: {text}" if text else exc_type.__name__


class ErrorDialog(QDialog):
    """A message for the teacher; with ``details`` (a traceback) also "Show details", "Copy
    details" and "Open log folder" (the latter only when ``log_file`` is given).

    ``count_another()`` notes one more error that happened while the window was open."""

    def __init__(
        self,
        message: str,
        details: str = "",
        log_file: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("errorDialog")
        self.setWindowTitle(self.tr("Imbrex — something went wrong") if details else "Imbrex")
        self.message = message
        self.details = details
        self.log_file = log_file
        self.repeats = 0

        icon = QLabel(self)
        standard_icon = self.style().standardIcon(
            QStyle.StandardPixmap.SP_MessageBoxCritical
            if details
            else QStyle.StandardPixmap.SP_MessageBoxWarning
        )
        icon.setPixmap(standard_icon.pixmap(32, 32))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)

        self.message_label = QLabel(message, self)
        self.message_label.setObjectName("errorMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message_label.setMinimumWidth(380)

        self.repeats_label = QLabel(self)
        self.repeats_label.setObjectName("errorRepeats")
        self.repeats_label.setWordWrap(True)
        self.repeats_label.hide()

        text_column = QVBoxLayout()
        text_column.addWidget(self.message_label)
        text_column.addWidget(self.repeats_label)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addLayout(text_column, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.details_button: QPushButton | None = None
        self.details_view: QPlainTextEdit | None = None
        self.copy_button: QPushButton | None = None
        self.log_folder_button: QPushButton | None = None
        if details:
            self._add_details(layout)
        layout.addWidget(self.buttons)
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        close.setFocus()

    def _add_details(self, layout: QVBoxLayout) -> None:
        """The details below the message (hidden until asked for) and the buttons for them:
        Show details, Copy details, Open log folder (with a log file)."""
        self.details_button = QPushButton(self.tr("Show details"), self)
        self.details_button.setCheckable(True)
        self.details_button.setToolTip(
            self.tr("Show what the program was doing when it failed (for a bug report).")
        )
        self.details_button.toggled.connect(self.set_details_visible)
        self.details_view = QPlainTextEdit(self)
        self.details_view.setObjectName("errorDetails")
        self.details_view.setReadOnly(True)
        self.details_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details_view.setPlainText(self.details)
        self.details_view.setMinimumHeight(200)
        self.details_view.hide()
        layout.addWidget(self.details_view, 1)

        self.copy_button = self.buttons.addButton(
            self.tr("Copy details"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.copy_button.setToolTip(
            self.tr("Copy the message and the details, to paste them into an e-mail.")
        )
        self.copy_button.clicked.connect(self.copy_details)
        self.buttons.addButton(self.details_button, QDialogButtonBox.ButtonRole.ActionRole)
        if self.log_file is not None:
            self.log_folder_button = self.buttons.addButton(
                self.tr("Open log folder"), QDialogButtonBox.ButtonRole.ActionRole
            )
            self.log_folder_button.setToolTip(
                self.tr("Open the folder holding the log file: {path}").format(
                    path=self.log_file.parent
                )
            )
            self.log_folder_button.clicked.connect(self.open_log_folder)

    @Slot(bool)
    def set_details_visible(self, visible: bool) -> None:
        """Unfold (or fold) the traceback."""
        if self.details_view is None or self.details_button is None:
            return
        self.details_view.setVisible(visible)
        self.details_button.setText(self.tr("Hide details") if visible else self.tr("Show details"))
        if self.details_button.isChecked() != visible:
            self.details_button.setChecked(visible)
        self.adjustSize()

    def report_text(self) -> str:
        """The message, the versions and the details, as plain text for a bug report."""
        versions = (
            f"Imbrex {__version__}, Python {platform.python_version()}, "
            f"PySide6 {pyside_version}, {platform.platform()}"
        )
        parts = [self.message, versions]
        if self.repeats:
            parts.append(self.repeats_label.text())
        if self.details:
            parts.append(self.details.rstrip())
        return "\n\n".join(parts) + "\n"

    @Slot()
    def copy_details(self) -> None:
        """Put the report on the clipboard."""
        QApplication.clipboard().setText(self.report_text())

    @Slot()
    def open_log_folder(self) -> bool:
        """Open the log file's folder in the system's file manager."""
        if self.log_file is None:
            return False
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_file.parent)))

    def count_another(self) -> None:
        """One more error happened while this window was open (it is only logged)."""
        self.repeats += 1
        self.repeats_label.setText(
            self.tr(
                "%n more error(s) happened while this window was open. The log file has them all.",
                "",
                self.repeats,
            )
        )
        self.repeats_label.show()


def show_error(parent: QWidget | None, message: str, details: str = "") -> ErrorDialog:
    """Show a message without blocking and return its window.

    With ``details`` (a traceback: a bug, e.g. a failed job's) the message is wrapped in the
    plain-language explanation and the details can be unfolded and copied; without (a
    ``UserError``, which the teacher can fix) just the message is shown. The caller logs."""
    text = unexpected_error_message(message, _log_file) if details else message
    dialog = ErrorDialog(text, details, _log_file if details else None, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


class ErrorReporter(QObject):
    """Receives uncaught exceptions from any thread, logs them and shows one ``ErrorDialog``
    at a time on the UI thread (created there; the hand-over is a queued signal).

    ``dialogShown(ErrorDialog)`` is emitted when a window opens; errors arriving while it is
    open are counted in it. An exception while the window is being shown is only logged."""

    dialogShown = Signal(object)
    _reported = Signal(str, str)

    def __init__(self, parent_getter: ParentGetter, log_file: Path | None = None) -> None:
        super().__init__()
        app = QCoreApplication.instance()
        if app is not None and self.thread() is not app.thread():
            self.moveToThread(app.thread())
        self.parent_getter = parent_getter
        self.log_file = log_file
        self.dialog: ErrorDialog | None = None
        self._showing = False
        #: The hooks this reporter replaces (put back by ``uninstall_error_handling``).
        self.previous_excepthook = sys.excepthook
        self.previous_thread_excepthook = threading.excepthook
        self._reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    # any thread -------------------------------------------------------------------------
    def excepthook(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        """``sys.excepthook``: log, then show a window; never raises, never quits."""
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        try:
            self.report(exc_type, exc, tb)
        except Exception:  # the reporter itself failed (e.g. at exit): fall back to stderr
            sys.__excepthook__(exc_type, exc, tb)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        """``threading.excepthook``: the same for a Python thread's uncaught exception."""
        if args.exc_type is SystemExit:
            return
        self.excepthook(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback)

    def report(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        """Log the exception with its traceback and ask the UI thread to show it."""
        log.error("Unexpected error", exc_info=(exc_type, exc, tb))
        if self._showing:  # raised while the window was being shown: logging is enough
            return
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        self._reported.emit(_summary(exc_type, exc), details)

    # UI thread --------------------------------------------------------------------------
    @Slot(str, str)
    def _show(self, summary: str, details: str) -> None:
        if self._showing:
            return
        self._showing = True
        try:
            if self.dialog is not None:
                self.dialog.count_another()
                return
            if QApplication.instance() is None:
                return
            parent = QApplication.activeModalWidget() or self.parent_getter()
            dialog = ErrorDialog(
                unexpected_error_message(summary, self.log_file), details, self.log_file, parent
            )
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
            dialog.finished.connect(self._forget_dialog)
            self.dialog = dialog
            dialog.show()
            self.dialogShown.emit(dialog)
        except Exception:
            log.exception("could not show the error window")
        finally:
            self._showing = False

    @Slot()
    def _forget_dialog(self) -> None:
        self.dialog = None


def _open_log_file(path: Path) -> logging.Handler | None:
    """A rotating handler on ``path`` with its folder created, or None if that fails."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    return handler


def install_error_handling(
    parent_getter: ParentGetter, log_file: Path | None = None
) -> ErrorReporter:
    """Log errors to ``log_file`` (default ``log_path()``; skipped if its folder cannot be
    created) and show uncaught exceptions of any thread in an ``ErrorDialog`` whose parent is
    ``parent_getter()`` (the main window). Call once, on the UI thread, after the
    QApplication exists; a second call returns the reporter already installed."""
    global _reporter, _handler, _log_file
    if _reporter is not None:
        _reporter.parent_getter = parent_getter
        return _reporter
    path = log_file if log_file is not None else log_path()
    _handler = _open_log_file(path)
    _log_file = path if _handler is not None else None
    if _handler is not None:
        logging.getLogger().addHandler(_handler)
    reporter = ErrorReporter(parent_getter, _log_file)
    sys.excepthook = reporter.excepthook
    threading.excepthook = reporter.thread_excepthook
    _reporter = reporter
    return reporter


def uninstall_error_handling() -> None:
    """Put back the hooks found by ``install_error_handling``, close an open error window
    and the log file."""
    global _reporter, _handler, _log_file
    if _reporter is not None:
        if _reporter.dialog is not None:
            _reporter.dialog.close()
            _reporter.dialog = None
        sys.excepthook = _reporter.previous_excepthook
        threading.excepthook = _reporter.previous_thread_excepthook
        _reporter = None
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None
    _log_file = None
