"""Removing documents in groups (``SqliteCorpus.remove``): each group's gram rows deleted in index
order and its documents taken out of the key summary's posting lists at once. The index and the
summary must be exactly what removing them one by one leaves, with progress per group; a group
holding a document whose rows the index lacks must be refused whole, and a cancelled removal
must remove nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.corpus import open_corpus, sqlite_key_summary, sqlite_removal
from app.corpus.indexer import remove_documents
from app.corpus.sqlite_store import SqliteCorpus
from app.corpus.store import CorruptCorpusError
from app.errors import Cancelled
from tests.corpus.builders import essay, indexed
from tests.corpus.consistency import assert_consistent, content
from tests.corpus.test_key_summary import assert_summary_sound

pytestmark = pytest.mark.sqlite_only


def _corpus(path: Path) -> SqliteCorpus:
    store = open_corpus(path)
    store.put([indexed(f"/c/{i:02}.txt", essay(i % 6, 500)) for i in range(20)])
    sqlite_key_summary.hold_every_key(store.connection)  # stale: made again, counting
    assert store.refresh_key_summary()
    return store


def test_a_removal_in_groups_leaves_what_one_by_one_leaves(tmp_path, monkeypatch):
    monkeypatch.setattr(sqlite_key_summary, "COUNTED_ABOVE", 2)  # counted keys among 20
    with _corpus(tmp_path / "one.imbrex") as alone, _corpus(tmp_path / "groups.imbrex") as grouped:
        ids = [doc.id for doc in alone.documents()][::2] + [999]  # 999: not stored
        monkeypatch.setattr(sqlite_removal, "REMOVE_STEP", 1)
        assert alone.remove(ids) == 10
        monkeypatch.setattr(sqlite_removal, "REMOVE_STEP", 4)
        steps: list[tuple[int, int, str]] = []
        assert grouped.remove(ids, lambda *step: steps.append(step)) == 10
        assert steps == [(4, 11, ""), (8, 11, ""), (11, 11, "")]
        assert content(grouped) == content(alone)
        for store in (alone, grouped):
            assert_consistent(store)
            assert_summary_sound(store)
        postings = "SELECT hash, docs, postings FROM key_counts ORDER BY hash"
        counted = grouped.connection.execute(postings).fetchall()
        assert counted == alone.connection.execute(postings).fetchall() != []


def test_a_group_with_a_document_the_index_lacks_rows_of_is_refused_whole(tmp_path, monkeypatch):
    monkeypatch.setattr(sqlite_removal, "REMOVE_STEP", 5)
    with _corpus(tmp_path / "c.imbrex") as store:
        documents = store.documents()
        lost = documents[3]
        store.connection.execute(
            "DELETE FROM grams WHERE doc = ? AND hash = (SELECT min(hash) FROM grams WHERE doc = ?)",
            (lost.id, lost.id),
        )
        with pytest.raises(CorruptCorpusError, match="does not match the index") as refused:
            store.remove([doc.id for doc in documents[:5]])
        assert "one of 5 documents being removed" in str(refused.value)
        assert len(store.documents()) == 20  # the refused removal wrote nothing


def test_a_cancelled_removal_removes_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(sqlite_removal, "REMOVE_STEP", 4)
    with _corpus(tmp_path / "c.imbrex") as store:
        before = content(store)
        asked = iter([False, False, True])  # the third group is not begun
        with pytest.raises(Cancelled):
            remove_documents(
                store, [doc.id for doc in store.documents()], cancel=lambda: next(asked)
            )
        assert content(store) == before
        assert_consistent(store)
