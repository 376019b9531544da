"""Papers opened from the file manager while Imbrex runs on macOS ("Open With" in Finder).

macOS does not put the files on the command line: it sends the application a ``FileOpen``
event per file, at start-up or later. Finder sends one event for each of the papers a teacher
selected, so the events are gathered for a moment and checked as one batch, as if they had
been dropped together.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent

#: Events closer together than this are one selection in the file manager.
GATHER_MSECS = 250


class PathGatherer(QObject):
    """Paths added within ``msecs`` of each other go to ``deliver(paths)`` together, once each:
    one selection in the file manager arrives as several events or processes."""

    def __init__(
        self, msecs: int, deliver: Callable[[list[str]], object], parent: QObject | None = None
    ):
        super().__init__(parent)
        self._deliver = deliver
        self._paths: list[str] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(msecs)
        self._timer.timeout.connect(self._flush)

    def add(self, paths: list[str]) -> None:
        self._paths += [p for p in paths if p not in self._paths]
        self._timer.start()

    def _flush(self) -> None:
        paths, self._paths = self._paths, []
        self._deliver(paths)


class FileOpenCatcher(QObject):
    """An application event filter: ``FileOpen`` events, gathered, go to ``check(paths)``."""

    def __init__(self, check: Callable[[list[str]], object], parent: QObject | None = None):
        super().__init__(parent)
        self._gathered = PathGatherer(GATHER_MSECS, check, self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            if event.file():
                self._gathered.add([event.file()])
            return True
        return False
