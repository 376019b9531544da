"""Many teachers at once on a PostgreSQL corpus: two 'imbrex corpus add' processes of
overlapping folders and 'imbrex check' processes while both run leave a consistent corpus: no
document stored twice, no gram row without its document, no document lost."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from app.corpus.stores import open_corpus_store
from tests.corpus.builders import essay
from tests.corpus.consistency import assert_consistent, sql
from tests.corpus.test_concurrent import CHILD, ROOT, _counts

FILES = 24  # per folder: 8 of them in the folder both processes add


def _folders(root: Path) -> tuple[list[Path], set[str]]:
    """Three folders: one only the first process adds, one only the second, one both."""
    folders = [root / "first", root / "both", root / "second"]
    names: set[str] = set()
    for number, folder in enumerate(folders):
        folder.mkdir()
        for n in range(8 if number == 1 else FILES - 8):
            path = folder / f"paper{number}-{n:02d}.txt"
            path.write_text(essay(100 * number + n, 300), encoding="utf-8")
            names.add(str(path.resolve()))
    return folders, names


@pytest.mark.timeout(300)
def test_two_adds_of_overlapping_folders_and_checks_meanwhile_leave_a_consistent_corpus(
    tmp_path: Path, pg_corpus: str
):
    (first, both, second), expected = _folders(tmp_path)
    paper = tmp_path / "paper.txt"
    paper.write_text(essay(1000, 200) + "\n\n" + essay(100 + 3, 300)[:900], encoding="utf-8")
    open_corpus_store(pg_corpus).close()
    # Inserts wait (reads do not) until both children have planned from the same empty index.
    lock = psycopg.connect(pg_corpus)
    lock.execute("LOCK TABLE documents IN SHARE ROW EXCLUSIVE MODE")
    command = [sys.executable, "-c", CHILD.format(root=str(ROOT)), "corpus", "add"]
    adds = [
        subprocess.Popen(
            [*command, *map(str, folders), "--corpus", pg_corpus, "--workers", "1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for folders in ([both, first], [both, second])  # both start with the same files
    ]
    try:
        for child in adds:
            line = child.stderr.readline()  # "indexing: 1/N": planned, now waiting to write
            assert line.startswith("indexing"), line + child.stderr.read()
    finally:
        lock.rollback()
        lock.close()
    checks: list[subprocess.CompletedProcess[str]] = []
    while any(child.poll() is None for child in adds) or not checks:
        checks.append(
            subprocess.run(
                [sys.executable, "-m", "app", "check", str(paper), "--corpus", pg_corpus],
                capture_output=True,
                text=True,
                cwd=ROOT,
                timeout=120,
            )
        )
    results = [child.communicate(timeout=240) for child in adds]
    assert [child.returncode for child in adds] == [0, 0], results
    assert all(check.returncode == 0 for check in checks), [c.stderr for c in checks]
    counts = [_counts(out) for out, _ in results]
    assert sum(new for new, _ in counts) == len(expected), counts  # each stored by one of them
    assert all(new + unchanged == FILES for new, unchanged in counts), counts
    with open_corpus_store(pg_corpus) as store:
        assert {d.path for d in store.documents()} == expected  # none lost, none twice
        assert sql(store, "SELECT count(*) FROM grams WHERE doc NOT IN (SELECT id FROM documents)")[
            0
        ] == (0,)
        assert_consistent(store)
    # A check after both finds the copied document.
    final = subprocess.run(
        [sys.executable, "-m", "app", "check", str(paper), "--corpus", pg_corpus],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert "paper1-03.txt" in final.stdout, final.stdout + final.stderr
