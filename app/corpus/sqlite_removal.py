"""Documents deleted from a SQLite corpus a group at a time (``SqliteCorpus.remove``, and one at a
time for a replaced document): the group's gram rows in index order, as an add inserts them, and
its documents taken out of the key summary's posting lists at once (docs/corpus.md, "Removing
many documents")."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

import numpy as np

from app.corpus import sqlite_key_summary
from app.corpus.sql_common import gram_list_sound, stored_super_shingles
from app.corpus.sqlite_rows import delete_rows
from app.corpus.store import DamagedCorpusError, damaged_message

#: Documents :meth:`SqliteCorpus.remove` deletes together, their gram rows in index order.
REMOVE_STEP = 500


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
    found: list[tuple[int, str, np.ndarray, bytes | None]] = []
    for doc_id in doc_ids:
        row = db.execute(
            "SELECT path, gram_count, grams, grams_hash, sketch FROM documents WHERE id = ?",
            (doc_id,),
        ).fetchone()
        if row is None:
            continue
        name, count, blob, checksum, sketch = row
        if not gram_list_sound(blob, count, checksum):
            raise DamagedCorpusError(
                damaged_message(f"the gram list of document {doc_id}, {name}, is damaged"),
                path,
            )
        found.append((doc_id, name, np.unique(np.frombuffer(blob, dtype=np.int64)), sketch))
    if not found:
        return 0
    hashes = np.concatenate([keys for _, _, keys, _ in found])
    owners = np.repeat([doc_id for doc_id, *_ in found], [len(k) for _, _, k, _ in found])
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
        (value, doc_id) for doc_id, _, _, sketch in found for value in stored_super_shingles(sketch)
    )
    db.executemany("DELETE FROM super_shingles WHERE hash = ? AND doc = ?", shingles)
    db.executemany("DELETE FROM documents WHERE id = ?", [(doc_id,) for doc_id, *_ in found])
    return len(found)


def _not_matching(found: Sequence[tuple[int, str, np.ndarray, bytes | None]]) -> str:
    """What to say when the gram rows deleted for ``found`` (id, path, …) are fewer than
    their lists name: the document, or the group it is one of."""
    if len(found) == 1:
        doc_id, name = found[0][0], found[0][1]
        return f"the gram list of document {doc_id}, {name}, does not match the index"
    first, last = found[0], found[-1]
    return (
        f"the gram list of one of {len(found)} documents being removed (documents {first[0]},"
        f" {first[1]}, to {last[0]}, {last[1]}) does not match the index"
    )
