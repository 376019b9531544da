"""Checks shared by the corpus tests: an index is consistent, and what two indexes hold."""

from __future__ import annotations

import functools
import hashlib
import os
import sqlite3
from pathlib import Path
from typing import Any

import numpy as np

from app.corpus import key_lists


def sql(store, query: str, parameters: tuple = ()) -> list[tuple]:
    """Run one statement on either store's own connection (``?`` placeholders, as in SQLite;
    PostgreSQL's ``%s`` for a server corpus); its rows, if any."""
    connection = store.connection
    if not isinstance(connection, sqlite3.Connection):
        query = query.replace("?", "%s")
    cursor = connection.execute(query, parameters)
    return cursor.fetchall() if cursor.description else []


def stored_grams(store: Any) -> dict[int, set[int]]:
    """doc id -> the set of (unsigned) hashes the inverted index holds for it."""
    table: dict[int, set[int]] = {}
    for gram, doc in store.connection.execute("SELECT hash, doc FROM grams"):
        table.setdefault(doc, set()).add(gram & 0xFFFFFFFFFFFFFFFF)
    return table


def assert_consistent(store: Any) -> None:
    """The store's own ``verify`` (SQLite's integrity check, every text's checksum) passes; every document has its text and
    exactly the grams its own record lists in the inverted index; no gram points nowhere."""
    assert store.verify() == []
    index = stored_grams(store)
    ids = set()
    for doc_id, blob, count in store.connection.execute(
        "SELECT id, grams, gram_count FROM documents"
    ):
        ids.add(doc_id)
        own = set(key_lists.unpacked(blob).view(np.uint64).tolist())
        assert len(own) == count
        assert index.get(doc_id, set()) == own, f"grams of document {doc_id} differ"
        assert isinstance(store.text(doc_id), str)
    assert set(index) <= ids, "grams of documents that are not in the index"
    (texts,) = store.connection.execute("SELECT count(*) FROM texts").fetchone()
    assert texts == len(ids)


def content(store: Any) -> dict[str, tuple]:
    """path -> everything that must not depend on how the index was built (ids and dates aside)."""
    index = stored_grams(store)
    out = {}
    for doc in store.documents():
        out[doc.path] = (
            doc.origin,
            doc.title,
            doc.author,
            doc.collection,
            doc.format,
            doc.language,
            doc.words,
            doc.checksum,
            doc.file_hash,
            doc.sha256,
            doc.size,
            store.text(doc.id),
            frozenset(index.get(doc.id, ())),
            bytes(sql(store, "SELECT sketch FROM documents WHERE id = ?", (doc.id,))[0][0] or b""),
        )
    return out


def snapshot(folder: Path) -> dict[str, tuple[str, int, int]]:
    """relative path -> (sha256, size, mtime_ns) of every file under ``folder``."""
    out = {}
    for root, _, files in os.walk(folder):
        for name in files:
            path = Path(root, name)
            info = path.stat()
            digest = hashlib.sha256()
            with open(path, "rb") as handle:
                for block in iter(functools.partial(handle.read, 1 << 20), b""):
                    digest.update(block)
            out[str(path.relative_to(folder))] = (
                digest.hexdigest(),
                info.st_size,
                info.st_mtime_ns,
            )
    return out
