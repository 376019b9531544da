"""Two 'imbrex corpus add' processes of the same folder at once: each document is stored once,
and each process counts only what it added itself."""

from __future__ import annotations

import re
import sqlite3
import subprocess
import sys
from pathlib import Path

from app.corpus import open_corpus
from tests.corpus.builders import essay
from tests.corpus.consistency import assert_consistent

ROOT = Path(__file__).resolve().parents[2]
FILES = 40

# Writes every 5 documents, never on a timer, so that the first progress line (after the first
# file) comes before the first write: by then the child has looked at what the index holds.
CHILD = (
    "import sys; sys.path.insert(0, {root!r}); import app.corpus.indexer as indexer\n"
    "indexer.BATCH_DOCUMENTS = 5; indexer.BATCH_SECONDS = 3600.0\n"
    "from app.cli import main; sys.exit(main(sys.argv[1:]))"
)


def _counts(out: str) -> tuple[int, int]:
    found = re.search(r"Indexed (\d+) new documents? .*?(\d+) unchanged", out)
    assert found, out
    return int(found.group(1)), int(found.group(2))


def test_two_adds_of_one_folder_at_once_store_and_count_each_document_once(tmp_path: Path):
    folder = tmp_path / "papers"
    folder.mkdir()
    for n in range(FILES):
        (folder / f"paper{n:03d}.txt").write_text(essay(n), encoding="utf-8")
    corpus = tmp_path / "corpus.imbrex"
    open_corpus(corpus).close()
    # Hold the write lock until both children have planned their work from the same empty index.
    lock = sqlite3.connect(corpus, isolation_level=None)
    lock.execute("BEGIN IMMEDIATE")
    command = [sys.executable, "-c", CHILD.format(root=str(ROOT)), "corpus", "add", str(folder)]
    children = [
        subprocess.Popen(
            [*command, "--corpus", str(corpus), "--workers", "1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    try:
        for child in children:
            line = child.stderr.readline()  # "indexing: 1/40": planned, now waiting to write
            assert line.startswith("indexing"), line + child.stderr.read()
    finally:
        lock.execute("ROLLBACK")
        lock.close()
    results = [child.communicate(timeout=300) for child in children]
    assert [child.returncode for child in children] == [0, 0], results
    counts = [_counts(out) for out, _ in results]
    assert sum(new for new, _ in counts) == FILES, counts
    assert all(new + unchanged == FILES for new, unchanged in counts), counts
    with open_corpus(corpus) as store:
        assert store.document_count() == FILES
        assert_consistent(store)
