"""``imbrex corpus verify`` on a SQLite corpus file: every structure checked against what it
must hold, each problem named by its document (or the key summary)."""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

from app.corpus import sqlite_key_summary
from app.corpus.schema import KEY_SUMMARY_VERSION, SKETCH_VERSION
from app.corpus.sql_common import (
    gram_digest,
    index_digests,
    index_problems,
    sound_keys,
    super_shingle_digests,
    super_shingle_problems,
)
from app.corpus.store import CorruptCorpusError

if TYPE_CHECKING:
    from app.corpus.sqlite_store import SqliteCorpus


def problems(store: SqliteCorpus) -> list[str]:
    """Full check: SQLite's ``integrity_check``; every document's gram list and every stored
    text against its checksum; the inverted index against the documents' own gram lists (no
    row of a document that is not there, none missing, none different); the super-shingles
    against the sketches; the key summary against the index (schema 4,
    ``sqlite_key_summary.problems``). The problems found, each naming its document (or the key
    summary); empty when the corpus is sound.

    Cost: O(size of the file) time; memory one chunk of the gram table plus two integers per
    document (the index and the lists are compared as per-document digests: the count and the
    sum of a 64-bit mix of the grams)."""
    connection = store.connection
    found: list[str] = []
    try:
        rows = connection.execute("PRAGMA integrity_check").fetchall()
        found += [f"SQLite reports: {r[0]}" for r in rows if r[0].lower() != "ok"]
    except sqlite3.DatabaseError as error:
        found.append(f"SQLite cannot check the file: {error}")
    names: dict[int, str] = {}
    expected: dict[int, tuple[int, int]] = {}
    try:
        _documents(store, names, expected, found)
    except sqlite3.DatabaseError as error:
        found.append(f"SQLite cannot read the list of documents to its end: {error}")
    if store.version >= SKETCH_VERSION:
        try:
            _super_shingles(connection, names, found)
        except sqlite3.DatabaseError as error:
            found.append(f"SQLite cannot read the super-shingles to their end: {error}")
    if store.version >= KEY_SUMMARY_VERSION:
        try:
            found += sqlite_key_summary.problems(connection)
        except sqlite3.DatabaseError as error:
            found.append(f"SQLite cannot read the key summary to its end: {error}")
    try:
        index = index_digests(connection.execute("SELECT hash, doc FROM grams"))
    except sqlite3.DatabaseError as error:
        found.append(f"SQLite cannot read the gram index to its end: {error}")
        return found
    return found + index_problems(names, expected, index)


def _documents(
    store: SqliteCorpus,
    names: dict[int, str],
    expected: dict[int, tuple[int, int]],
    found: list[str],
) -> None:
    """Check every gram list and text; fill ``names`` (id -> path), ``expected`` (id -> digest
    of its sound gram list) and ``found``."""
    checksum_column = "grams_hash" if store.version >= 2 else "NULL"
    cursor = store.connection.execute(
        f"SELECT id, path, gram_count, grams, {checksum_column} FROM documents ORDER BY id"
    )
    for doc_id, path, count, blob, checksum in cursor:
        names[doc_id] = path
        keys = sound_keys(blob, count, checksum)
        if keys is None:
            found.append(f"document {doc_id}, {path}: its gram list is damaged")
        else:
            expected[doc_id] = gram_digest(keys)
    for doc_id, path in names.items():
        try:
            store.text(doc_id)
        except (CorruptCorpusError, KeyError):
            found.append(f"document {doc_id}, {path}: its stored text is damaged or missing")
    try:
        for (doc_id,) in store.connection.execute(
            "SELECT doc FROM texts WHERE doc NOT IN (SELECT id FROM documents)"
        ):
            found.append(f"a stored text belongs to document {doc_id}, which is not there")
    except sqlite3.DatabaseError as error:
        found.append(f"SQLite cannot read the stored texts to their end: {error}")


def _super_shingles(
    connection: sqlite3.Connection, names: dict[int, str], found: list[str]
) -> None:
    """Each document's super-shingle rows against its sketch (none for a document whose text
    could not be read when its sketch was made), and no row of a missing document."""
    expected = super_shingle_digests(connection.execute("SELECT id, sketch FROM documents"))
    rows = index_digests(connection.execute("SELECT hash, doc FROM super_shingles"))
    found += super_shingle_problems(names, expected, rows)
