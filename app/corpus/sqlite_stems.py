"""The term index of a SQLite corpus (schema 6): for each content stem, how many documents hold
it and, while it is rare, which; read by the stretch queries (``app.corpus.stretch_queries``).

One row a stem (``stems``): its hash (the primary key, so a paper's stems are found with one
B-tree probe each), ``docs`` (how many documents hold it), ``last`` (the highest id among them)
and ``postings`` (their ids, ascending, as varint gaps: ``app.corpus.varints``). A stem's
postings are kept only while at most ``stretch_queries.max_documents`` of the documents hold
it (5 % of the documents, at least 5); past that they are dropped for good (NULL) and only the
count is kept: the queries leave such stems out, and their postings would be most of the table.
On the 10,000 documents of ``make bench-corpus``: 26,428 stems, 1.66 M of their 9.28 M postings
kept, ~3 MB (docs/corpus.md, "Ranked queries from each stretch of the paper").

An add appends its documents' ids to the lists (new ids are above every stored one). A removal
takes a document out with the stems it was put in with, made again from its stored text in its
stored language (``fingerprints.document_stems``, exactly as indexing made them). A document
whose text cannot be read leaves its postings behind: they name an id that is no document, and
:func:`postings` reads only documents that are there. Nothing here can make a check fail: a
list that does not decode is treated as dropped.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import NamedTuple

import numpy as np
from numpy.typing import NDArray

from app.corpus import varints
from app.corpus.store import PackedText
from app.corpus.stretch_queries import StemPostings, max_documents
from app.engine.fingerprints import document_stems
from app.engine.shingles import sorted_distinct

#: Documents whose stems a migration reads and writes at a time.
_FILL_STEP = 500


class _Row(NamedTuple):
    docs: int
    last: int
    postings: bytes | None


def present(db: sqlite3.Connection) -> bool:
    """Whether the file holds the term index (format 6 and later)."""
    row = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'stems'")
    return row.fetchone() is not None


def _grouped(
    rows: Sequence[tuple[int, NDArray[np.uint64]]],
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """The (stem, document) postings of ``rows`` sorted by stem (signed, as SQLite keeps it)
    then document: the stems, the documents, and where each stem's run starts."""
    if not rows:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    stems = np.concatenate([np.asarray(s, dtype=np.uint64) for _, s in rows]).view(np.int64)
    owners = np.repeat(
        np.array([doc_id for doc_id, _ in rows], dtype=np.int64), [len(s) for _, s in rows]
    )
    order = np.lexsort((owners, stems))
    stems, owners = stems[order], owners[order]
    starts = np.flatnonzero(np.r_[True, stems[1:] != stems[:-1]]) if len(stems) else stems
    return stems, owners, starts


class _Runs(NamedTuple):
    """The postings of some documents grouped by stem: the documents, each run's stem, where
    the runs start and end, and the rows the index holds of those stems."""

    owners: NDArray[np.int64]
    keys: NDArray[np.int64]
    starts: NDArray[np.int64]
    ends: NDArray[np.int64]
    stored: dict[int, _Row]


def _runs(db: sqlite3.Connection, rows: Sequence[tuple[int, NDArray[np.uint64]]]) -> _Runs | None:
    """:func:`_grouped` of ``rows`` with the index's rows of their stems; None for no stems."""
    stems, owners, starts = _grouped(rows)
    if not len(stems):
        return None
    keys = stems[starts]
    return _Runs(owners, keys, starts, np.r_[starts[1:], len(stems)], _stored(db, keys))


def _stored(db: sqlite3.Connection, stems: NDArray[np.int64]) -> dict[int, _Row]:
    """The rows of ``stems`` the index holds."""
    found: dict[int, _Row] = {}
    for stem, docs, last, data in db.execute(
        "SELECT stem, docs, last, postings FROM stems"
        " WHERE stem IN (SELECT value FROM json_each(?))",
        (json.dumps(stems.tolist()),),
    ):
        found[stem] = _Row(docs, last, None if data is None else bytes(data))
    return found


def _ids(data: bytes | None) -> NDArray[np.int64] | None:
    """A stored list's ids; None for a dropped or damaged one."""
    if data is None:
        return None
    try:
        return varints.ids_of(data)
    except varints.DamagedVarintsError:
        return None


def add(
    db: sqlite3.Connection, rows: Sequence[tuple[int, NDArray[np.uint64]]], corpus_size: int
) -> None:
    """Put documents into the index: (document id, its distinct stems) each, the corpus then
    holding ``corpus_size`` documents. A stem's count rises; its list gets the new ids unless
    it was dropped or now goes past ``max_documents(corpus_size)``. O(postings + the rows of
    their stems · log V)."""
    runs = _runs(db, rows)
    if runs is None:
        return
    owners, keys, starts, ends, stored = runs
    cap = max_documents(corpus_size)
    # Every run's gaps, the first from its stem's highest stored id, encoded in one go.
    after = np.array([stored[k].last if k in stored else 0 for k in keys.tolist()], np.int64)
    previous = np.r_[0, owners[:-1]]
    previous[starts] = after
    data, sizes = varints.encoded((owners - previous).astype(np.uint64))
    byte_ends = np.cumsum(sizes)[ends - 1]
    byte_starts = np.r_[0, byte_ends[:-1]]
    written: list[tuple[int, int, int, bytes | None]] = []
    for i, key in enumerate(keys.tolist()):
        old = stored.get(key)
        first, stop = int(starts[i]), int(ends[i])
        docs = stop - first + (old.docs if old else 0)
        last = max(int(owners[stop - 1]), old.last if old else 0)
        postings: bytes | None = None
        if docs <= cap and not (old and old.postings is None):
            if old is None or int(owners[first]) > old.last:
                tail = data[byte_starts[i] : byte_ends[i]].tobytes()
                postings = (old.postings if old else b"") + tail  # type: ignore[operator]
            else:  # an id at or below a stored one (a stale posting): the list made again
                ids = _ids(old.postings)
                if ids is not None:
                    ids = np.union1d(ids, owners[first:stop])
                    postings = varints.encoded(varints.gaps(ids))[0].tobytes()
        written.append((key, docs, last, postings))
    db.executemany(
        "INSERT OR REPLACE INTO stems (stem, docs, last, postings) VALUES (?, ?, ?, ?)", written
    )


def stored_stems(db: sqlite3.Connection, doc_id: int) -> NDArray[np.uint64] | None:
    """The stems a stored document was indexed with, from its stored text and language; None
    when the text cannot be read. O(text)."""
    row = db.execute(
        "SELECT t.chars, t.text_hash, t.data, d.language FROM texts t"
        " JOIN documents d ON d.id = t.doc WHERE t.doc = ?",
        (doc_id,),
    ).fetchone()
    if row is None:
        return None
    chars, checksum, data, language = row
    text = PackedText(chars, checksum & 0xFFFFFFFFFFFFFFFF, bytes(data)).unpack()
    return None if text is None else document_stems(text, language)


def remove(db: sqlite3.Connection, doc_ids: Sequence[int]) -> None:
    """Take documents out of the index, before their rows and texts are deleted: their stems
    made again from their texts, each stem's count lowered and the ids taken off its list (a
    stem no document holds any more is deleted). O(their texts + the rows of their stems)."""
    rows = []
    for doc_id in doc_ids:
        made = stored_stems(db, doc_id)
        if made is not None:
            rows.append((doc_id, made))
    runs = _runs(db, rows)
    if runs is None:
        return
    owners, keys, starts, ends, stored = runs
    gone: list[tuple[int]] = []
    kept: list[tuple[int, int, bytes | None, int]] = []
    for i, key in enumerate(keys.tolist()):
        old = stored.get(key)
        if old is None:
            continue
        docs = old.docs - (int(ends[i]) - int(starts[i]))
        if docs <= 0:
            gone.append((key,))
            continue
        ids = _ids(old.postings)
        postings, last = None, old.last
        if ids is not None:
            ids = np.setdiff1d(ids, owners[starts[i] : ends[i]], assume_unique=True)
            postings = varints.encoded(varints.gaps(ids))[0].tobytes()
            last = int(ids[-1]) if len(ids) else 0
        kept.append((docs, last, postings, key))
    db.executemany("DELETE FROM stems WHERE stem = ?", gone)
    # Plain ? placeholders: Python 3.12 deprecates numbered ones (?1) given a sequence, and
    # 3.14 refuses them.
    db.executemany("UPDATE stems SET docs = ?, last = ?, postings = ? WHERE stem = ?", kept)


def fill(db: sqlite3.Connection) -> None:
    """Index every stored document's stems (the migration that adds the term index to a corpus
    made before it), with the cap of the whole corpus; what the table held is replaced (a file
    whose version number was set back). O(size of the texts)."""
    db.execute("DELETE FROM stems")
    ids = [doc_id for (doc_id,) in db.execute("SELECT id FROM documents ORDER BY id")]
    for start in range(0, len(ids), _FILL_STEP):
        rows = []
        for doc_id in ids[start : start + _FILL_STEP]:
            made = stored_stems(db, doc_id)
            if made is not None:
                rows.append((doc_id, made))
        add(db, rows, len(ids))


def _decoded_lists(
    rows: list[tuple[int, bytes]],
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """The stems of ``rows`` (stem, list) whose lists decode, all their ids back to back, and
    how many each has: the lists decoded in one go. O(bytes)."""
    sound = [(stem, bytes(data)) for stem, data in rows if _sound(data)]
    try:
        return _decoded_sound(sound)
    except varints.DamagedVarintsError:  # a varint too long: the lists one by one
        return _decoded_sound([(stem, data) for stem, data in sound if _ids(data) is not None])


def _decoded_sound(
    sound: list[tuple[int, bytes]],
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """:func:`_decoded_lists` of lists that each end where a varint ends."""
    if not sound:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    blob = b"".join(data for _, data in sound)
    ends = np.cumsum([len(data) for _, data in sound])
    gaps = varints.decoded(blob).astype(np.int64)
    last_bytes = np.frombuffer(blob, dtype=np.uint8) < 0x80
    counts = np.add.reduceat(last_bytes, np.r_[0, ends[:-1]]).astype(np.int64)
    total = np.cumsum(gaps)
    starts = np.cumsum(counts) - counts
    before = np.where(starts > 0, total[np.maximum(starts - 1, 0)], 0)
    ids = total - np.repeat(before, counts)
    return np.array([stem for stem, _ in sound], dtype=np.int64), ids, counts


def _sound(data: bytes | None) -> bool:
    """Whether a stored list is there and ends where a varint ends (a damaged one is left out:
    it only loses that stem's nominations)."""
    return bool(data) and not data[-1] & 0x80  # type: ignore[index]


def document_lengths(db: sqlite3.Connection) -> NDArray[np.int64]:
    """Each document's length in words by its id (-1: no such document), from the
    ``documents_words`` index: what the stretch queries' BM25 normalises by. O(N)."""
    # Two JSON arrays made by SQLite: 2.4 ms for 10,000 documents, against 4.5-7 ms for
    # their rows as Python tuples.
    ids, words = db.execute(
        "SELECT json_group_array(id), json_group_array(words)"
        " FROM documents INDEXED BY documents_words"
    ).fetchone()
    held = np.array(json.loads(ids), dtype=np.int64)
    lengths = np.full(int(held.max()) + 1 if len(held) else 0, -1, dtype=np.int64)
    lengths[held] = np.array(json.loads(words), dtype=np.int64)
    return lengths


def postings(
    db: sqlite3.Connection,
    stems: NDArray[np.uint64],
    corpus_size: int,
    lengths: NDArray[np.int64],
) -> StemPostings:
    """What the index holds of ``stems``: those held by at most
    ``stretch_queries.max_documents(corpus_size)`` documents whose lists it kept, with their
    documents (only documents that are there: ``lengths``, the file's
    :func:`document_lengths`) and their lengths. O(q log V + r) for the q stems, V in the index
    and the r postings read."""
    distinct = sorted_distinct(np.asarray(stems, dtype=np.uint64)).view(np.int64)
    cap = max_documents(corpus_size)
    found = db.execute(
        "SELECT stem, postings FROM stems WHERE stem IN (SELECT value FROM json_each(?))"
        " AND docs <= ? AND postings IS NOT NULL",
        (json.dumps(distinct.tolist()), cap),
    ).fetchall()
    found.sort(key=lambda row: row[0] & 0xFFFFFFFFFFFFFFFF)
    held, owners, df = _decoded_lists(found)
    # Only documents that are there: a posting of one gone is left out.
    there = owners < len(lengths)
    there[there] = lengths[owners[there]] >= 0
    kept = np.add.reduceat(there, np.r_[0, np.cumsum(df)[:-1]]) if len(df) else df
    owners = owners[there]
    present = lengths[lengths >= 0]
    return StemPostings(
        stems=held[kept > 0].view(np.uint64),
        df=kept[kept > 0].astype(np.int64),
        docs=owners,
        lengths=lengths[owners].astype(np.float64),
        corpus_size=max(corpus_size, len(present)),
        mean_length=float(present.mean()) if len(present) else 1.0,
    )
