"""Packing the corpus file (SQLite's VACUUM) after an add when more than a quarter of it is free
pages (left by removed documents): the file has no slack left; an add into a file with few free
pages, a new corpus's first add among them, does not pack; a cancelled or interrupted packing
leaves the corpus as it was (docs/corpus.md, "Where the bytes are, and packing the file")."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.corpus import open_corpus, sqlite_store
from app.corpus.indexer import Removal, add_paths, remove_documents
from app.corpus.sqlite_store import PACK_FREE, SqliteCorpus
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


def _with_free_pages(tmp_path: Path, removed: int = 90) -> Path:
    """A corpus of 120 essays from which ``removed`` of them, spread out, were removed since."""
    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        add_paths(store, [_essays(tmp_path / "essays", 0, 120)], workers=1)
        ids = [doc.id for doc in store.documents()]
        store.remove([ids[i * len(ids) // removed] for i in range(removed)])
    return path


def _free_share(store: SqliteCorpus) -> float:
    return store.free_pages() / store.page_count()


def test_a_new_corpus_is_not_packed_after_its_first_add(tmp_path, monkeypatch):
    monkeypatch.setattr(SqliteCorpus, "_vacuum", _refuse_vacuum)
    with open_corpus(tmp_path / "corpus.imbrex") as store:
        summary = add_paths(store, [_essays(tmp_path / "first", 0, 120)], workers=2)
        assert len(summary.added) == 120 and not summary.packed
        assert _free_share(store) < 0.05
        assert_consistent(store)


def _refuse_vacuum(self, progress=None, cancel=None):
    raise AssertionError("the file was packed")


def test_an_add_after_removals_that_freed_a_quarter_of_the_file_packs_it(tmp_path):
    path = _with_free_pages(tmp_path)
    with open_corpus(path) as store:
        assert _free_share(store) > PACK_FREE
        summary = add_paths(store, [_essays(tmp_path / "one", 500, 1)], workers=1)
        assert summary.added and summary.packed
        pages = store.page_count()
        assert store.free_pages() == 0
        assert_consistent(store)
    assert pages == _packed_pages(path, tmp_path)
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0


def test_an_add_into_a_file_with_few_free_pages_does_not_pack(tmp_path, monkeypatch):
    path = _with_free_pages(tmp_path, removed=10)
    monkeypatch.setattr(SqliteCorpus, "_vacuum", _refuse_vacuum)
    with open_corpus(path) as store:
        assert 0 < _free_share(store) <= PACK_FREE
        summary = add_paths(store, [_essays(tmp_path / "one", 500, 1)], workers=1)
        assert summary.added and not summary.packed
        assert_consistent(store)


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
    path = _with_free_pages(tmp_path)
    reports: list[str] = []

    def progress(done: int, total: int, name: str) -> None:
        reports.append(name)
        if name == PACKING:  # the files are all written by now
            raise KeyboardInterrupt

    with open_corpus(path) as store:
        free = store.free_pages()
        summary = add_paths(
            store, [_essays(tmp_path / "more", 500, 30)], workers=1, progress=progress
        )
        assert summary.cancelled and not summary.packed
        assert len(summary.added) == 30 and len(store.documents()) == 60
        assert PACKING in reports
        assert 0 < store.free_pages() < free  # the add reused some, the packing none
        assert_consistent(store)


def test_a_packing_that_fails_keeps_the_add_and_says_so(tmp_path, monkeypatch):
    def full_disk(self, progress=None, cancel=None):
        raise CorpusError("The disk is full.", self.path)

    path = _with_free_pages(tmp_path)
    monkeypatch.setattr(SqliteCorpus, "_vacuum", full_disk)
    with open_corpus(path) as store:
        summary = add_paths(store, [_essays(tmp_path / "more", 500, 20)], workers=1)
        assert len(summary.added) == 20 and not summary.packed and not summary.cancelled
        assert [w.path for w in summary.warnings] == [str(path)]
        assert "could not be packed afterwards (The disk is full)" in summary.warnings[0].message
        assert len(store.documents()) == 50


def test_a_removal_that_frees_a_quarter_of_the_file_packs_it(tmp_path):
    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        add_paths(store, [_essays(tmp_path / "essays", 0, 120)], workers=1)
        ids = [doc.id for doc in store.documents()]
        removal = remove_documents(store, ids[:90])
        assert removal == Removal(90, packed=True)
        assert store.free_pages() == 0 and len(store.documents()) == 30
        assert_consistent(store)
        assert remove_documents(store, ids[90:91]) == Removal(1)  # little freed: not packed


@pytest.mark.parametrize("how", ["cancelled", "full disk"])
def test_a_removal_stands_when_its_packing_is_stopped_or_fails(tmp_path, monkeypatch, how):
    def full_disk(self, progress=None, cancel=None):
        raise CorpusError("The disk is full.", self.path)

    path = tmp_path / "corpus.imbrex"
    with open_corpus(path) as store:
        add_paths(store, [_essays(tmp_path / "essays", 0, 120)], workers=1)
        ids = [doc.id for doc in store.documents()]
        if how == "full disk":
            monkeypatch.setattr(SqliteCorpus, "_vacuum", full_disk)
        monkeypatch.setattr(sqlite_store, "_PACK_STEP", 10)  # asks soon
        packing: list[bool] = []  # the removal done, its packing begun: Cancel pressed then

        def progress(done: int, total: int, name: str) -> None:
            packing.append(name == PACKING)

        removal = remove_documents(
            store, ids[:90], progress, cancel=lambda: how == "cancelled" and any(packing)
        )
        assert removal.removed == 90 and not removal.packed
        assert removal.stopped == (how == "cancelled")
        assert removal.note and removal.note.startswith("The documents were removed")
        assert len(store.documents()) == 30 and _free_share(store) > PACK_FREE
        assert_consistent(store)
