"""Whole stored documents as rows, the same SQL on both stores: what ``corpus copy`` moves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from app.corpus import key_lists
from app.corpus.store import IndexedDocument, PackedText

#: The columns of one stored document with its text, in :func:`record_of`'s order.
RECORD_COLUMNS = (
    "d.path, d.origin, d.origin_size, d.origin_mtime_ns, d.file_hash, d.sha256, d.size, "
    "d.format, d.title, d.author, d.collection, d.language, d.words, d.checksum, "
    "t.chars, t.text_hash, t.data, d.grams, d.sketch"
)
#: Every stored document with its text, in id order (documents d, texts t).
RECORDS_QUERY = (
    f"SELECT {RECORD_COLUMNS} FROM documents d JOIN texts t ON t.doc = d.id ORDER BY d.id"
)


def record_of(row: Sequence[Any]) -> IndexedDocument:
    """An :class:`IndexedDocument` from a row of :data:`RECORD_COLUMNS`: the grams, the sketch
    and the packed text exactly as stored (nothing derived again; a document whose text could
    not be read when its sketch was made has an empty sketch). O(len(grams))."""
    path, origin, origin_size, mtime, file_hash, sha256, size, fmt, title, author = row[:10]
    collection, language, words, checksum, chars, text_hash, data, blob, sketch = row[10:]
    return IndexedDocument(
        path=path,
        origin=origin,
        origin_size=origin_size,
        origin_mtime_ns=mtime,
        file_hash=file_hash,
        sha256=sha256,
        size=size,
        format=fmt,
        title=title,
        author=author,
        collection=collection,
        language=language,
        words=words,
        checksum=checksum & 0xFFFFFFFFFFFFFFFF,
        text=PackedText(chars, text_hash & 0xFFFFFFFFFFFFFFFF, bytes(data)),
        grams=key_lists.unpacked(bytes(blob)).view(np.uint64),
        sketch=np.frombuffer(bytes(sketch or b""), dtype=np.uint64).copy(),
    )
