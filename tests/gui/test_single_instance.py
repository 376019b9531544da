"""One window per corpus: a second ``imbrex`` hands its papers to the window already open."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalSocket

from app.gui.single_instance import InstanceServer, forward, server_name
from tests.gui.conftest import DEMO

FORWARD = (
    "import sys; from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]); "
    "from app.gui.single_instance import forward; print(forward(sys.argv[1], sys.argv[2:]))"
)


@pytest.fixture
def name(tmp_path: Path) -> str:
    return server_name(tmp_path / "corpus.imbrex")


def test_the_name_depends_on_the_corpus(tmp_path):
    assert server_name(tmp_path / "a.imbrex") == server_name(tmp_path / "x" / ".." / "a.imbrex")
    assert server_name(tmp_path / "a.imbrex") != server_name(tmp_path / "b.imbrex")


def test_papers_of_two_processes_arrive_as_one_batch(qtbot, tmp_path, name):
    received = []
    server = InstanceServer(name, received.append)
    assert server.listen()
    # Two processes start further apart than the gathering interval on a loaded machine:
    # the batch is held until both have been answered, then let go (no race on start-up).
    gathering = server._gathered._timer
    gathering.setInterval(3_600_000)
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", FORWARD, name, *papers],
            stdout=subprocess.PIPE,
            text=True,
            cwd=tmp_path,
        )
        for papers in (["a.docx", "b.pdf"], ["b.pdf", "c.odt"])
    ]
    try:
        qtbot.waitUntil(lambda: all(p.poll() is not None for p in processes), timeout=60_000)
    finally:
        for process in processes:
            process.kill()
    assert [p.communicate(timeout=20)[0].strip() for p in processes] == ["True", "True"]
    assert received == []
    gathering.setInterval(0)
    gathering.start()
    qtbot.waitUntil(lambda: received != [])
    assert len(received) == 1
    assert sorted(received[0]) == [str(tmp_path / n) for n in ("a.docx", "b.pdf", "c.odt")]
    server.close()


def test_without_a_window_the_papers_are_not_taken(name):
    assert forward(name, ["a.docx"]) is False


def test_a_socket_left_by_a_crash_is_replaced(qtbot, name):
    if sys.platform == "win32":
        pytest.skip("named pipes leave nothing behind")
    path = os.path.join(QDir.tempPath(), name)
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(path)  # bound, never listening, then closed: the file stays, as after kill -9
    stale.close()
    assert os.path.exists(path)
    received = []
    server = InstanceServer(name, received.append)
    assert server.listen()
    server.close()


def test_a_second_window_does_not_take_over_a_live_one(qtbot, name):
    first, second = InstanceServer(name, list), InstanceServer(name, list)
    assert first.listen()
    assert not second.listen()
    client = QLocalSocket()
    client.connectToServer(name)
    qtbot.waitUntil(lambda: client.state() == QLocalSocket.LocalSocketState.ConnectedState)
    first.close()


def test_a_malformed_message_is_answered_error_and_ignored(qtbot, name):
    received = []
    server = InstanceServer(name, received.append)
    assert server.listen()
    client = QLocalSocket()
    client.connectToServer(name)
    qtbot.waitUntil(lambda: client.state() == QLocalSocket.LocalSocketState.ConnectedState)
    client.write(b'{"files": 3}\n')
    qtbot.waitUntil(lambda: client.bytesAvailable() > 0)
    assert bytes(client.readAll()) == b"error\n"
    # A good message sent after it: once it has arrived, it must be all that arrived.
    sentinel = QLocalSocket()
    sentinel.connectToServer(name)
    qtbot.waitUntil(lambda: sentinel.state() == QLocalSocket.LocalSocketState.ConnectedState)
    sentinel.write(b'{"paths": ["/sentinel.docx"]}\n')
    qtbot.waitUntil(lambda: any("/sentinel.docx" in paths for paths in received))
    assert received == [["/sentinel.docx"]]
    client.abort()
    sentinel.abort()
    server.close()


def test_imbrex_gui_hands_its_papers_to_the_open_window(qtbot, tmp_path):
    """``imbrex gui PAPER`` run while a window on the same corpus is open: it ends at once and
    the window receives the paper (what a double-click in the file manager does)."""
    corpus = tmp_path / "corpus.imbrex"
    received = []
    server = InstanceServer(server_name(corpus), received.append)
    assert server.listen()
    paper = DEMO / "papers" / "en-noah-honey-bees.txt"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "gui", "--corpus", str(corpus), str(paper)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    qtbot.waitUntil(lambda: received == [[str(paper)]], timeout=30000)
    out, _ = process.communicate(timeout=30)
    assert process.returncode == 0
    assert "already open" in out
    assert not corpus.exists()  # the second process opened nothing
    server.close()


def test_the_window_answers_for_the_corpus_it_switched_to(qtbot, window, tmp_path):
    """A window that changed its corpus takes the papers opened for the new one (before, a
    second ``imbrex`` found nobody on the new corpus's socket and opened a second window), and
    no longer answers for the corpus it left."""
    from app.gui.application import serve_papers

    first = window.corpus.spec
    instance = serve_papers(window, server_name(first))
    other = tmp_path / "department.imbrex"
    window.corpus.use_corpus(other)
    assert instance.name == server_name(other)
    assert _answered(qtbot, server_name(other))
    assert not _answered(qtbot, server_name(first))
    window.corpus.use_own_corpus()
    assert _answered(qtbot, server_name(window.corpus.spec))
    instance.close()


def _answered(qtbot, name: str) -> bool:
    """Whether a window answers on ``name``: another process hands it no paper (which only
    brings the window forward), while this one's event loop runs."""
    process = subprocess.Popen(
        [sys.executable, "-c", FORWARD, name], stdout=subprocess.PIPE, text=True
    )
    try:
        qtbot.waitUntil(lambda: process.poll() is not None, timeout=60_000)
    finally:
        process.kill()
    return process.communicate(timeout=20)[0].strip() == "True"
