"""kill -9 in the middle of 'imbrex corpus add': the index stays consistent and the next run
completes it."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from app.corpus import open_corpus
from app.corpus.indexer import add_paths
from tests.children import faulthandler_env, kill_group, wait
from tests.corpus.builders import essay
from tests.corpus.consistency import assert_consistent, content

pytestmark = pytest.mark.skipif(os.name != "posix", reason="needs SIGKILL")

ROOT = Path(__file__).resolve().parents[2]
FILES = 150

# The child commits every 5 documents and takes ~20 ms a file; from the 100th file on it waits
# (for the kill), so it is caught halfway however slowly the test polls.
CHILD = textwrap.dedent(
    """
    import sys, time
    sys.path.insert(0, {root!r})
    import app.corpus.indexer as indexer
    from app.corpus import open_corpus
    indexer.BATCH_DOCUMENTS = 5
    store = open_corpus({corpus!r})
    def progress(done, total, path):
        time.sleep(0.02 if done < 100 else 3600)
    indexer.add_paths(store, [{folder!r}], workers=1, progress=progress)
    store.close()
    """
)


def _count(corpus: Path) -> int:
    """Documents committed so far, seen through a read-only connection of our own."""
    if not corpus.exists():
        return 0
    try:
        db = sqlite3.connect(f"{corpus.as_uri()}?mode=ro", uri=True, timeout=5)
        try:
            return db.execute("SELECT count(*) FROM documents").fetchone()[0]
        finally:
            db.close()
    except sqlite3.OperationalError:  # the schema is not there yet
        return 0


def test_kill_9_during_add_leaves_a_consistent_index_that_the_next_add_completes(tmp_path):
    folder = tmp_path / "papers"
    folder.mkdir()
    for i in range(FILES):
        (folder / f"paper-{i:03}.txt").write_text(essay(i, 120), encoding="utf-8")
    corpus = tmp_path / "corpus.imbrex"
    code = CHILD.format(root=str(ROOT), corpus=str(corpus), folder=str(folder))
    child = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        deadline = time.monotonic() + 60
        while _count(corpus) < 10:
            assert child.poll() is None, child.communicate(timeout=30)[1].decode()
            assert time.monotonic() < deadline, "the child added nothing within a minute"
            time.sleep(0.02)
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.kill()
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    assert Path(f"{corpus}-wal").exists()  # killed with the index open: nothing was tidied up

    with open_corpus(corpus) as store:
        kept = store.document_count()
        assert 10 <= kept < FILES, "the kill came too late to test anything"
        assert_consistent(store)  # integrity, every text, every document's grams, no orphans
        summary = add_paths(store, [folder], workers=1)
        assert not summary.cancelled and summary.failed == []
        assert summary.unchanged == kept and len(summary.added) == FILES - kept
        assert store.document_count() == FILES
        assert_consistent(store)
        with open_corpus(tmp_path / "uninterrupted.imbrex") as clean:
            add_paths(clean, [folder], workers=1)
            assert content(store) == content(clean)


def test_ctrl_c_on_the_command_line_stops_workers_keeps_the_index_and_exits_130(tmp_path):
    """A real SIGINT to the whole process group of 'imbrex corpus add' with two workers."""
    folder = tmp_path / "papers"
    folder.mkdir()
    for n in range(400):
        (folder / f"paper{n:03d}.txt").write_text(essay(n), encoding="utf-8")
    corpus = tmp_path / "corpus.imbrex"
    code = (
        # Commit every 5 documents and write slowly (the workers are real and fast); once 20
        # are in, wait for the Ctrl-C: however slowly the test polls, the add cannot finish.
        # Ctrl-C as in a terminal, even when the tests run where SIGINT is ignored (started
        # in the background by a non-interactive shell, as CI may): children inherit that.
        "import signal; signal.signal(signal.SIGINT, signal.default_int_handler)\n"
        "import sys, time; sys.path.insert(0, {root!r}); import app.corpus.indexer as indexer; "
        "indexer.BATCH_DOCUMENTS = 5; original = indexer._Writer.add\n"
        "def slow(self, documents):\n    time.sleep(0.02)\n"
        "    while len(self.summary.added) >= 20: time.sleep(0.05)\n"
        "    return original(self, documents)\n"
        "indexer._Writer.add = slow\n"
        "from app.cli import main; sys.exit(main(sys.argv[1:]))"
    ).format(root=str(ROOT))
    # Output to files: leftover worker processes cannot hold a pipe open.
    out_path, err_path = tmp_path / "stdout.txt", tmp_path / "stderr.txt"
    with open(out_path, "w") as out_file, open(err_path, "w") as err_file:
        child = subprocess.Popen(
            [
                sys.executable,
                "-c",
                code,
                "corpus",
                "add",
                str(folder),
                "--corpus",
                str(corpus),
                "--workers",
                "2",
            ],
            stdout=out_file,
            stderr=err_file,
            text=True,
            start_new_session=True,
            env=faulthandler_env(),
        )
    try:
        deadline = time.monotonic() + 60
        while _count(corpus) < 20 and time.monotonic() < deadline and child.poll() is None:
            time.sleep(0.05)
        assert child.poll() is None, "the add finished before it could be interrupted"
        os.killpg(child.pid, signal.SIGINT)  # as Ctrl-C does: to the workers too
        returncode = wait(child, timeout=60, stderr=err_path)  # a hang fails with its stacks
    finally:
        kill_group(child)
    err = err_path.read_text(encoding="utf-8")
    assert returncode == 130, err
    assert "run the same command again" in err and "Traceback" not in err
    done = _count(corpus)
    assert 0 < done < 400
    store = open_corpus(corpus)
    try:
        assert_consistent(store)
        summary = add_paths(store, [folder], workers=1)
        assert len(summary.added) == 400 - done and summary.unchanged == done
        assert store.document_count() == 400
        assert_consistent(store)
    finally:
        store.close()
