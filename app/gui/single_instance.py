"""One window per corpus: papers opened while Imbrex runs go to the window already open.

A teacher double-clicks a .docx, or picks "Open with Imbrex", while Imbrex is open: the file
manager starts a second ``imbrex gui PAPER``. That process first tries to hand its papers to a
running window checking against the same corpus, over a local socket (``QLocalSocket``; a
Unix socket readable by this user only, a named pipe on Windows). If a window answers, the
second process ends at once and the running window checks the papers and comes to the front;
if none answers, it opens its own window and listens in turn. A socket file left behind by a
crashed Imbrex is removed when no window answers on it.

Windows' "Open with" on several selected files starts one process per file: messages that
arrive together are gathered into one batch, as if the papers had been dropped together.

The message is one line of JSON, ``{"paths": [...]}``, answered by ``ok``.
"""

from __future__ import annotations

import getpass
import json
import logging
from collections.abc import Callable
from pathlib import Path

import xxhash
from PySide6.QtCore import QObject, Slot
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from app.corpus.postgres_spec import is_server_spec
from app.gui.file_open import PathGatherer

log = logging.getLogger(__name__)

#: How long a second Imbrex waits for a running window (connect, then answer), in ms.
CONNECT_MSECS = 500
ANSWER_MSECS = 3000
#: Messages closer together than this are one selection in the file manager.
GATHER_MSECS = 300
#: Longest message read (a few thousand paths).
MAX_MESSAGE = 4 * 1024 * 1024


def server_name(corpus: Path | str) -> str:
    """The socket of the window checking against ``corpus`` (a file, or a server's connection
    string) for this user."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name (a container): the home folder instead
        user = str(Path.home())
    key = xxhash.xxh64_hexdigest(
        f"{user}\0{corpus if is_server_spec(corpus) else Path(corpus).resolve()}".encode(
            "utf-8", "surrogateescape"
        )
    )
    return f"org.imbrex.Imbrex-{key[:16]}"


def forward(name: str, paths: list[str]) -> bool:
    """Hand ``paths`` to the window listening on ``name``; True if it took them. Blocks for
    at most CONNECT_MSECS + ANSWER_MSECS."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(CONNECT_MSECS):
        return False
    message = json.dumps({"paths": [str(Path(p).absolute()) for p in paths]}) + "\n"
    socket.write(message.encode("utf-8"))
    socket.flush()
    answer = b""
    while not answer.endswith(b"\n") and socket.waitForReadyRead(ANSWER_MSECS):
        # PySide6's stubs omit that QByteArray has the buffer protocol (bytes() reads it).
        answer += bytes(socket.readAll())  # type: ignore[call-overload]
    socket.disconnectFromServer()
    return answer.strip() == b"ok"


def _answers(name: str) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(name)
    alive = socket.waitForConnected(CONNECT_MSECS)
    socket.abort()
    return alive


class InstanceServer(QObject):
    """Listens on :func:`server_name`; papers handed over go to ``receive(paths)``, gathered
    over GATHER_MSECS (an empty list: just bring the window to the front)."""

    def __init__(self, name: str, receive: Callable[[list[str]], object], parent=None) -> None:
        super().__init__(parent)
        self.name = name
        self._gathered = PathGatherer(GATHER_MSECS, receive, self)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)

    def listen(self) -> bool:
        """Start listening, unless a window already answers on the name (then False). A socket
        left behind by an Imbrex that crashed is removed first. (Qt would otherwise replace a
        live window's socket: with UserAccessOption it binds elsewhere and renames into place.)"""
        if _answers(self.name):
            return False
        QLocalServer.removeServer(self.name)
        if self.server.listen(self.name):
            return True
        log.warning("cannot listen on %s: %s", self.name, self.server.errorString())
        return False

    def close(self) -> None:
        self.server.close()

    def move_to(self, name: str) -> bool:
        """Listen on ``name`` instead (the window now checks against another corpus, so the
        papers opened for that corpus are its own); False when another window answers there."""
        if name == self.name and self.server.isListening():
            return True
        self.server.close()
        self.name = name
        return self.listen()

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            # C++ to C++: no Python runs while a socket is being destroyed with the server.
            socket.disconnected.connect(socket.deleteLater)
            # No lambda holding the socket: its Python wrapper must not outlive the C++ object.
            socket.readyRead.connect(self._read)

    @Slot()
    def _read(self) -> None:
        socket = self.sender()
        if not isinstance(socket, QLocalSocket):
            return
        # PySide6's stubs omit that QByteArray has the buffer protocol (bytes() reads it).
        data = bytes(socket.property("imbrex-message") or b"") + bytes(socket.readAll())  # type: ignore[call-overload]
        if len(data) > MAX_MESSAGE:
            socket.abort()
            return
        socket.setProperty("imbrex-message", data)
        if not data.endswith(b"\n"):
            return
        try:
            paths = [str(p) for p in json.loads(data)["paths"]]
        except (ValueError, KeyError, TypeError):
            socket.write(b"error\n")
            socket.flush()
            return
        socket.write(b"ok\n")
        socket.flush()
        self._gathered.add(paths)
