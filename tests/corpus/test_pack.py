"""Packing the corpus file (SQLite's VACUUM) after an add that grew it by more than a quarter:
the file has no slack left, a small add does not pack again, and a cancelled or interrupted
packing leaves the corpus as it was (docs/corpus.md, "Where the bytes are, and packing the file")."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.corpus import open_corpus
from app.corpus.indexer import add_paths
from app.corpus.sqlite_store import PACKED_PAGES, SqliteCorpus
from app.corpus.store import CorpusError
from app.errors import Cancelled
from app.progress import PACKING
from tests.corpus.builders import essay
from tests.corpus.consistency import assert_consistent, content

pytestmark = pytest.mark.sqlite_only


def _essays(folder: Path, first: int, count: int, words: int = 600) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for seed in range(first, first + count):
        (folder / f"essay{seed:03}.txt").write_text(essay(seed, words), encoding="utf-8")
    return folder


def _packed_pages(path: Path, tmp_path: Path) -> int:
    """The page count of a packed copy of the corpus file (``VACUUM INTO``)."""
    copy = tmp_path / "packed-copy.imbrex"
    connection = sqlite3.connect(path)
    connection.execute("VACUUM INTO ?", (str(copy),))
    connection.close()
    connection = sqlite3.connect(copy)
    pages = connection.execute("PRAGMA page_count").fetchone()[0]
    connection.close()
    return pages


def _with_free_pages(tmp_path: Path) -> Path:
    """A packed corpus from which half the documents were removed since (free pages)."""
    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        add_paths(store, [_essays(tmp_path / "essays", 0, 120)], workers=1)
        store.remove([doc.id for doc in store.documents()][::2])
    return path


def test_an_add_that_grows_the_corpus_leaves_no_slack_in_the_file(tmp_path):
    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        add_paths(store, [_essays(tmp_path / "first", 0, 40)], workers=1)
        summary = add_paths(store, [_essays(tmp_path / "more", 40, 120)], workers=1)
        assert summary.packed
        pages = store.page_count()
        assert store.meta(PACKED_PAGES) == str(pages)
        assert_consistent(store)
    assert pages == _packed_pages(path, tmp_path)
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0


def test_a_small_add_does_not_pack_again(tmp_path):
    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        assert add_paths(store, [_essays(tmp_path / "first", 0, 80)], workers=1).packed
        packed = store.meta(PACKED_PAGES)
        summary = add_paths(store, [_essays(tmp_path / "one", 500, 1)], workers=1)
        assert summary.added and not summary.packed
        assert store.meta(PACKED_PAGES) == packed


def test_the_growth_is_counted_from_the_last_packing_across_adds(tmp_path):
    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        add_paths(store, [_essays(tmp_path / "first", 0, 80)], workers=1)
        packed = int(store.meta(PACKED_PAGES) or 0)
        packs = [
            add_paths(store, [_essays(tmp_path / f"small{n}", 100 + 8 * n, 8)], workers=1).packed
            for n in range(6)
        ]
        # each add grows the file by about a tenth: no single one by a quarter, together more
        assert packs[0] is False and any(packs)
        assert int(store.meta(PACKED_PAGES) or 0) > packed


def test_a_cancelled_packing_leaves_the_corpus_as_it_was(tmp_path):
    path = _with_free_pages(tmp_path)
    with open_corpus(path) as store:
        before = content(store)
        pages = store.page_count()
        with pytest.raises(Cancelled):
            store.pack(cancel=lambda: True)
        assert store.page_count() == pages
        assert content(store) == before
        assert_consistent(store)
        store.pack()  # and it can still be packed afterwards
        assert content(store) == before
        assert store.page_count() < pages


def test_ctrl_c_while_packing_after_an_add_keeps_every_document(tmp_path):
    path = tmp_path / "corpus.imbrex"
    reports: list[str] = []

    def progress(done: int, total: int, name: str) -> None:
        reports.append(name)
        if name == PACKING:  # the files are all written by now
            raise KeyboardInterrupt

    with open_corpus(path) as store:
        summary = add_paths(
            store, [_essays(tmp_path / "first", 0, 60)], workers=1, progress=progress
        )
        assert summary.cancelled and not summary.packed
        assert len(summary.added) == 60 and len(store.documents()) == 60
        assert store.meta(PACKED_PAGES) is None
        assert PACKING in reports
        assert_consistent(store)


def test_a_packing_that_fails_keeps_the_add_and_says_so(tmp_path, monkeypatch):
    def full_disk(self, progress=None, cancel=None):
        raise CorpusError("The disk is full.", self.path)

    monkeypatch.setattr(SqliteCorpus, "_vacuum", full_disk)
    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        summary = add_paths(store, [_essays(tmp_path / "first", 0, 20)], workers=1)
        assert len(summary.added) == 20 and not summary.packed and not summary.cancelled
        assert [w.path for w in summary.warnings] == [str(path)]
        assert "could not be packed afterwards (The disk is full)" in summary.warnings[0].message
        assert len(store.documents()) == 20
