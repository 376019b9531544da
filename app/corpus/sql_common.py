"""What the SQLite and the PostgreSQL stores do alike with their rows: signed hashes, listed
documents, stored texts, totals, and the comparison of the gram and super-shingle indexes with
the documents' own gram lists and sketches."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar

import numpy as np
import xxhash

from app.corpus import key_lists
from app.corpus.store import (
    CorpusStats,
    CorruptCorpusError,
    IndexedDocument,
    OriginState,
    PackedText,
    StoredDocument,
)
from app.engine.shingles import sorted_distinct, splitmix64
from app.engine.sketches import super_shingles

_UNSIGNED = 0xFFFFFFFFFFFFFFFF
#: The document columns of a listed document, in :class:`StoredDocument`'s order.
DOCUMENT_COLUMNS = (
    "id, path, origin, title, author, collection, format, language, words, checksum, "
    "file_hash, sha256, size, added"
)
#: Rows of an inverted index read at a time by ``verify`` (its memory does not grow with it).
#: The columns of a new ``documents`` row, in the order of :func:`document_row`.
NEW_DOCUMENT_COLUMNS = (
    "path, origin, origin_size, origin_mtime_ns, file_hash, sha256, size, format, title, author,"
    " collection, language, words, checksum, gram_count, grams, grams_hash, sketch, added"
)


def insert_document_sql(mark: str) -> str:
    """The INSERT of a new ``documents`` row with the store's parameter ``mark``."""
    count = NEW_DOCUMENT_COLUMNS.count(",") + 1
    return f"INSERT INTO documents ({NEW_DOCUMENT_COLUMNS}) VALUES ({', '.join([mark] * count)})"


def document_row(
    doc: IndexedDocument, grams: np.ndarray, added: str, packed: bool = False
) -> tuple[object, ...]:
    """The values of ``doc``'s ``documents`` row (``NEW_DOCUMENT_COLUMNS``), ``grams`` being its
    grams as signed int64: what both stores insert, the list of keys in the Elias-Fano layout
    when ``packed`` (``key_lists``; a SQLite corpus from format 6). O(grams) for the blob and
    its hash."""
    blob = key_lists.packed(grams) if packed else grams.tobytes()
    return (
        doc.path,
        doc.origin,
        doc.origin_size,
        doc.origin_mtime_ns,
        doc.file_hash,
        doc.sha256,
        doc.size,
        doc.format,
        doc.title,
        doc.author,
        doc.collection,
        doc.language,
        doc.words,
        signed(doc.checksum),
        len(grams),
        blob,
        blob_hash(blob),
        doc.sketch.tobytes(),
        added,
    )


VERIFY_CHUNK = 65_536


def signed(value: int) -> int:
    """An unsigned 64-bit value as the signed integer SQL stores (same bits)."""
    return value - (1 << 64) if value >= 1 << 63 else value


def stored_document(row: Sequence[Any]) -> StoredDocument:
    """A :class:`StoredDocument` from a row of the stores' document columns (the checksum back
    to unsigned)."""
    values = list(row)
    values[9] = values[9] & _UNSIGNED
    return StoredDocument(*values)


def blob_hash(blob: bytes | None) -> int | None:
    """xxh3_64 of a blob as the signed integer SQL stores; SQLite's function ``imbrex_xxh3``."""
    return None if blob is None else signed(xxhash.xxh3_64_intdigest(blob))


def sound_keys(blob: object, count: int, checksum: int | None) -> np.ndarray | None:
    """A document's stored gram list (signed, ``key_lists.unpacked``) when it has its stated
    length and checksum (a list written before schema 2 has none) and, packed, decodes; None
    when it is damaged. O(its keys)."""
    if not isinstance(blob, bytes) or (checksum is not None and blob_hash(blob) != checksum):
        return None
    try:
        if key_lists.count(blob) != count:
            return None
        return key_lists.unpacked(blob)
    except key_lists.DamagedKeyListError:
        return None


def gram_digest(values: np.ndarray) -> tuple[int, int]:
    """(count, sum mod 2**64 of the values mixed by splitmix64, so that sums tell sets apart
    even when the values are structured) of a set of grams or super-shingles (signed or not):
    what ``verify`` compares between a document's own list and an inverted index, in O(1)
    memory per document."""
    unique = sorted_distinct(values.view(np.uint64))
    return len(unique), int(splitmix64(unique).sum(dtype=np.uint64))


def stored_super_shingles(sketch: bytes | None) -> list[int]:
    """The super-shingles of a stored sketch (``sketches.super_shingles``), signed as SQL
    stores them (none for a missing or cut sketch: a document whose text could not be read
    when its sketch was made). O(sketch)."""
    if not sketch or len(sketch) % 8:
        return []
    values = super_shingles(np.frombuffer(sketch, dtype=np.uint64))
    return [v - _TWO_64 if v >= _TWO_63 else v for v in values]


_TWO_63 = 1 << 63
_TWO_64 = 1 << 64


def whole_sketches(
    rows: Iterable[tuple[int, bytes | None]], size: int
) -> list[tuple[int, np.ndarray]]:
    """(doc id, sketch) of the (id, stored sketch) rows whose sketch is whole (``size``
    positions); a document without a sketch, or with a cut one, is left out. O(rows)."""
    return [
        (int(doc_id), np.frombuffer(bytes(blob), dtype=np.uint64).copy())
        for doc_id, blob in rows
        if blob and len(blob) == size * 8
    ]


def index_digests(cursor: Any) -> dict[int, tuple[int, int]]:
    """doc id -> (rows, sum of mixed hashes mod 2**64) of the (hash, doc) rows of a DB-API
    ``cursor`` over an inverted index (``grams`` or ``super_shingles``), read in chunks of
    ``VERIFY_CHUNK`` rows. O(rows)."""
    digests: dict[int, tuple[int, int]] = {}
    while rows := cursor.fetchmany(VERIFY_CHUNK):
        table = np.array(rows, dtype=np.int64)
        docs, inverse = np.unique(table[:, 1], return_inverse=True)
        sums = np.zeros(len(docs), dtype=np.uint64)
        np.add.at(sums, inverse, splitmix64(np.ascontiguousarray(table[:, 0]).view(np.uint64)))
        counts = np.bincount(inverse, minlength=len(docs))
        for doc_id, count, total in zip(docs.tolist(), counts.tolist(), sums.tolist(), strict=True):
            old_count, old_total = digests.get(doc_id, (0, 0))
            digests[doc_id] = (old_count + count, (old_total + total) & _UNSIGNED)
    return digests


def super_shingle_digests(rows: Iterable[tuple[int, bytes | None]]) -> dict[int, tuple[int, int]]:
    """doc id -> digest of the super-shingles its stored sketch has, from (id, sketch) rows
    (nothing for a document without a sketch). O(documents · sketch size)."""
    return {
        doc_id: gram_digest(np.array(values, dtype=np.int64))
        for doc_id, sketch in rows
        if (values := stored_super_shingles(sketch))
    }


def super_shingle_problems(
    names: dict[int, str],
    expected: dict[int, tuple[int, int]],
    found: dict[int, tuple[int, int]],
) -> list[str]:
    """What ``verify`` reports when the super-shingle index (``found``) differs from what the
    documents' sketches give (``expected``), each naming its document. O(documents)."""
    problems: list[str] = []
    for doc_id in sorted(set(found) | set(expected)):
        if doc_id not in names:
            problems.append(
                f"super-shingles of document {doc_id}, which is not in the corpus, are indexed"
            )
        elif found.get(doc_id, (0, 0)) != expected.get(doc_id, (0, 0)):
            problems.append(
                f"document {doc_id}, {names[doc_id]}: its super-shingles in the index do not "
                "match its sketch"
            )
    return problems


def unpacked_text(row: Sequence[Any], doc_id: int, path: str) -> str:
    """The text of a ``(chars, text_hash, data)`` row of ``texts``, checked against its hash;
    :class:`CorruptCorpusError` when it does not match. O(len(text))."""
    chars, checksum, data = row
    text = PackedText(chars, checksum & _UNSIGNED, bytes(data)).unpack()
    if text is None:
        raise CorruptCorpusError(
            f"The stored text of document {doc_id} is damaged. Run 'imbrex corpus refresh' "
            "to read its file again, or remove it.",
            path,
        )
    return text


def corpus_stats(read: Callable[[str], list[tuple[Any, ...]]], collate: str = "") -> CorpusStats:
    """Totals over the whole index through ``read`` (one statement, its rows); ``collate``
    makes names sort bytewise on a server (``' COLLATE "C"'``). O(documents)."""
    documents, words, grams, file_bytes = read(
        "SELECT count(*), coalesce(sum(words), 0), coalesce(sum(gram_count), 0),"
        " coalesce(sum(size), 0) FROM documents"
    )[0]
    chars, stored = read(
        "SELECT coalesce(sum(chars), 0), coalesce(sum(length(data)), 0) FROM texts"
    )[0]
    collections = read(
        "SELECT collection, count(*) FROM documents GROUP BY collection"
        f" ORDER BY collection{collate}"
    )
    languages = read(
        "SELECT language, count(*) FROM documents GROUP BY language"
        f" ORDER BY count(*) DESC, language{collate}"
    )
    groups = read(
        "SELECT count(*) FROM (SELECT checksum FROM documents GROUP BY checksum"
        " HAVING count(*) > 1) AS twins"
    )[0][0]
    return CorpusStats(
        documents=int(documents),
        words=int(words),
        grams=int(grams),
        text_bytes=int(chars),
        stored_text_bytes=int(stored),
        file_bytes=int(file_bytes),
        collections=tuple((name, int(count)) for name, count in collections),
        languages=tuple((name, int(count)) for name, count in languages),
        duplicate_groups=int(groups),
    )


def index_problems(
    names: dict[int, str],
    expected: dict[int, tuple[int, int]],
    index: dict[int, tuple[int, int]],
) -> list[str]:
    """What ``verify`` reports when the gram index (``index``: doc id -> digest of its rows)
    differs from the documents' own gram lists (``expected``), each naming its document.
    O(documents)."""
    problems: list[str] = []
    for doc_id, (count, _) in sorted(index.items()):
        if doc_id not in names:
            problems.append(
                f"{count} gram rows of the index belong to document {doc_id}, which is not "
                "in the corpus"
            )
    for doc_id, digest in sorted(expected.items()):
        found = index.get(doc_id, (0, 0))
        if found != digest:
            problems.append(
                f"document {doc_id}, {names[doc_id]}: its rows in the gram index do not "
                f"match its own gram list ({found[0]} rows in the index, {digest[0]} grams "
                "in the list)"
            )
    return problems


class DocumentReads:
    """The document reads both SQL stores make alike, written once. A store gives ``_read``
    (a query with its parameters → rows), its parameter mark (``?`` for SQLite, ``%s`` for
    psycopg) and how ``path`` is ordered bytewise (SQLite compares bytes; PostgreSQL needs
    ``COLLATE "C"`` for the same order). Each read is one indexed query."""

    MARK: ClassVar[str]
    PATH_ORDER: ClassVar[str]
    #: ``column`` is one of a list of values given as one parameter (``{}``: the column).
    ANY_OF: ClassVar[str]
    path: str

    def _read(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _list_parameter(self, values: list[int]) -> object:
        """``values`` as the one parameter of :attr:`ANY_OF` (a list, for psycopg)."""
        return values

    def origins(self) -> dict[str, OriginState]:
        """Every file on disk the index was built from, with its remembered size and mtime."""
        rows = self._read(
            "SELECT origin, max(origin_size), max(origin_mtime_ns), min(file_hash), count(*)"
            " FROM documents GROUP BY origin"
        )
        return {row[0]: OriginState(*row) for row in rows}

    def documents(self, collection: str | None = None) -> list[StoredDocument]:
        """All documents, or those of one collection, ordered by path (bytewise)."""
        where, params = (
            (f"WHERE collection = {self.MARK}", (collection,)) if collection else ("", ())
        )
        rows = self._read(
            f"SELECT {DOCUMENT_COLUMNS} FROM documents {where} ORDER BY {self.PATH_ORDER}", params
        )
        return [stored_document(row) for row in rows]

    def document(self, doc_id: int) -> StoredDocument:
        """One document by id; KeyError when there is none."""
        rows = self._read(
            f"SELECT {DOCUMENT_COLUMNS} FROM documents WHERE id = {self.MARK}", (doc_id,)
        )
        if not rows:
            raise KeyError(doc_id)
        return stored_document(rows[0])

    def find(self, path: str) -> StoredDocument | None:
        """The document stored under ``path``, if any."""
        rows = self._read(
            f"SELECT {DOCUMENT_COLUMNS} FROM documents WHERE path = {self.MARK}", (path,)
        )
        return stored_document(rows[0]) if rows else None

    def text(self, doc_id: int) -> str:
        """The document's extracted text, decompressed and checked against its stored hash."""
        rows = self._read(
            f"SELECT chars, text_hash, data FROM texts WHERE doc = {self.MARK}", (doc_id,)
        )
        if not rows:
            raise KeyError(doc_id)
        return unpacked_text(rows[0], doc_id, self.path)

    def document_count(self) -> int:
        """How many documents the index holds."""
        return int(self._read("SELECT count(*) FROM documents")[0][0])

    def duplicates_of(self, checksum: int, exclude: int | None = None) -> list[StoredDocument]:
        """Documents whose canonical form has this checksum (seed 000's exact duplicates)."""
        rows = self._read(
            f"SELECT {DOCUMENT_COLUMNS} FROM documents WHERE checksum = {self.MARK}"
            f" AND id != {self.MARK} ORDER BY {self.PATH_ORDER}",
            (signed(checksum), -1 if exclude is None else exclude),
        )
        return [stored_document(row) for row in rows]

    def documents_with_checksums(self, checksums: Iterable[int]) -> dict[int, list[StoredDocument]]:
        """checksum -> the documents whose canonical form has it, ordered by path (bytewise):
        the exact duplicates (seed 000) of a whole group of documents in one indexed query,
        O(group · log N); a checksum no document has is left out."""
        wanted = sorted({signed(value) for value in checksums})
        found: dict[int, list[StoredDocument]] = {}
        if not wanted:
            return found
        rows = self._read(
            f"SELECT {DOCUMENT_COLUMNS} FROM documents WHERE {self.ANY_OF.format('checksum')}"
            f" ORDER BY {self.PATH_ORDER}",
            (self._list_parameter(wanted),),
        )
        for row in rows:
            document = stored_document(row)
            found.setdefault(document.checksum, []).append(document)
        return found

    def sketches_sharing_super_shingles_of(
        self, sketches: Sequence[np.ndarray]
    ) -> list[list[tuple[int, np.ndarray]]]:
        """For each of ``sketches``, what ``sketches_sharing_super_shingles`` gives for it
        ((doc id, stored sketch) of every document sharing a super-shingle with it, by doc id),
        for the whole group in one query: ``SUPER_SHINGLES`` B-tree probes per sketch, O(log N)
        each, then the rows matched to the sketches' super-shingles with numpy (sorted rows,
        ``searchsorted``), O((group · SUPER_SHINGLES + rows) log rows + found · sketch
        size)."""
        wanted = [
            stored_super_shingles(np.asarray(sketch, dtype=np.uint64).tobytes())
            for sketch in sketches
        ]
        own = np.fromiter((v for values in wanted for v in values), dtype=np.int64)
        if not len(own):
            return [[] for _ in sketches]
        # The index of super-shingles alone first, then each document's sketch once: joined in
        # one query, a sketch came back once per super-shingle it shares (a group's own
        # documents share all of theirs: 28 copies each).
        rows = self._read(
            f"SELECT hash, doc FROM super_shingles WHERE {self.ANY_OF.format('hash')}",
            (self._list_parameter(np.unique(own).tolist()),),
        )
        if not rows:
            return [[] for _ in sketches]
        found = np.asarray(rows, dtype=np.int64).reshape(-1, 2)
        found = found[np.argsort(found[:, 0], kind="stable")]
        # Each sketch's super-shingles against the sorted rows: the (sketch, doc) pairs.
        first = np.searchsorted(found[:, 0], own, side="left")
        counts = np.searchsorted(found[:, 0], own, side="right") - first
        owner = np.repeat(np.arange(len(wanted)), [len(values) for values in wanted])
        at = np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)
        docs = found[np.repeat(first, counts) + at, 1]
        if not len(docs):
            return [[] for _ in sketches]
        span = int(docs.max()) + 1
        pairs = np.unique(np.repeat(owner, counts) * span + docs)  # by sketch, then doc id
        pair_owner, pair_doc = np.divmod(pairs, span)
        ids = np.unique(pair_doc).tolist()
        stored: dict[int, bytes | None] = dict(
            self._read(
                f"SELECT id, sketch FROM documents WHERE {self.ANY_OF.format('id')}",
                (self._list_parameter(ids),),
            )
        )
        bounds = np.searchsorted(pair_owner, np.arange(len(sketches) + 1)).tolist()
        listed = pair_doc.tolist()
        return [
            whole_sketches(
                [(i, stored[i]) for i in listed[bounds[n] : bounds[n + 1]] if i in stored],
                len(sketch),
            )
            for n, sketch in enumerate(sketches)
        ]
