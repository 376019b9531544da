"""Documents deleted from a SQLite corpus a group at a time (``SqliteCorpus.remove``, and one at a
time for a replaced document): the group's gram rows in index order, as an add inserts them, and
its documents taken out of the key summary's posting lists at once (docs/corpus.md, "Removing
many documents")."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import NamedTuple

import numpy as np

from app.corpus import sqlite_key_summary, sqlite_stems
from app.corpus.sql_common import sound_keys, stored_super_shingles
from app.corpus.sqlite_rows import delete_rows
from app.corpus.store import DamagedCorpusError, damaged_message

#: Documents :meth:`SqliteCorpus.remove` deletes together, their gram rows in index order.
REMOVE_STEP = 500


class _Listed(NamedTuple):
    """A document to delete as its row lists it: id, path, its distinct keys, its sketch."""

    doc_id: int
    path: str
    keys: np.ndarray
    sketch: bytes | None


def delete_documents(
    db: sqlite3.Connection, doc_ids: Sequence[int], path: str, pending: bool = False
) -> int:
    """Delete documents and the gram rows their own lists name (none are written yet when
    ``pending``); how many of ``doc_ids`` were stored. The gram rows of all of them are
    deleted in index order, as an add inserts them (neighbouring deletes touch
    neighbouring pages), and the key summary's postings are kept current once for the
    group. A list that does not match its checksum, or names rows the index does not hold,
    would leave rows pointing nowhere: refused (the transaction rolls back).
    O(their rows · log N)."""
    found: list[_Listed] = []
    for doc_id in doc_ids:
        row = db.execute(
            "SELECT path, gram_count, grams, grams_hash, sketch FROM documents WHERE id = ?",
            (doc_id,),
        ).fetchone()
        if row is None:
            continue
        name, count, blob, checksum, sketch = row
        keys = sound_keys(blob, count, checksum)
        if keys is None:
            raise DamagedCorpusError(
                damaged_message(f"the gram list of document {doc_id}, {name}, is damaged"),
                path,
            )
        found.append(_Listed(doc_id, name, np.unique(keys), sketch))
    if not found:
        return 0
    hashes = np.concatenate([doc.keys for doc in found])
    owners = np.repeat([doc.doc_id for doc in found], [len(doc.keys) for doc in found])
    order = np.lexsort((owners, hashes))
    hashes, owners = hashes[order], owners[order]
    before = db.total_changes
    delete_rows(db, "DELETE FROM grams WHERE hash = ? AND doc = ?", hashes, owners)
    if not pending and db.total_changes - before != len(hashes):
        raise DamagedCorpusError(damaged_message(_not_matching(found)), path)
    if not pending:
        sqlite_key_summary.note_removed(db, hashes, owners)
    # Their super-shingles, looked up by value (the table is keyed by hash).
    shingles = sorted(
        (value, doc.doc_id) for doc in found for value in stored_super_shingles(doc.sketch)
    )
    db.executemany("DELETE FROM super_shingles WHERE hash = ? AND doc = ?", shingles)
    if not pending and sqlite_stems.present(db):  # before the texts, which give their stems
        sqlite_stems.remove(db, [doc.doc_id for doc in found])
    db.executemany("DELETE FROM documents WHERE id = ?", [(doc.doc_id,) for doc in found])
    return len(found)


def _not_matching(found: Sequence[_Listed]) -> str:
    """What to say when the gram rows deleted for ``found`` are fewer than their lists name:
    the document, or the group it is one of."""
    if len(found) == 1:
        return f"the gram list of document {found[0].doc_id}, {found[0].path}, does not match the index"
    first, last = found[0], found[-1]
    return (
        f"the gram list of one of {len(found)} documents being removed (documents"
        f" {first.doc_id}, {first.path}, to {last.doc_id}, {last.path}) does not match the index"
    )
