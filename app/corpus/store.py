"""What a corpus store is: the one interface the indexer, retrieval and checks talk to.

The desktop uses one SQLite file (``sqlite_store.py``); a department shares one PostgreSQL
database (``postgres_store.py``). Both implement this interface, and the rest of the program
talks only to it (docs/scaling.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import numpy as np
import xxhash

from app.corpus import text_codec
from app.errors import UserError
from app.progress import Cancel, Progress

if TYPE_CHECKING:
    from app.corpus.stretch_queries import StemPostings


class CorpusError(UserError):
    """The corpus cannot be used as asked (read-only, disk full, busy, made by a newer Imbrex)."""

    kind = "corpus"


class ReadOnlyCorpusError(CorpusError):
    """The corpus file (or its folder) cannot be written; it can still be read."""

    kind = "read-only-corpus"


class CorruptCorpusError(CorpusError):
    """The corpus file is damaged or is not an Imbrex corpus; it is never used as it is."""

    kind = "corrupt-corpus"


class DamagedCorpusError(CorruptCorpusError):
    """The corpus file is damaged: it is still read, never written, until it is repaired
    (``imbrex corpus repair``)."""

    kind = "damaged-corpus"


def damaged_message(detail: str) -> str:
    """What a teacher is told about a damaged corpus, with what was found."""
    return (
        f"The corpus file is damaged ({detail}). Imbrex only reads it until it is repaired: "
        "'imbrex corpus verify' lists what is damaged, 'imbrex corpus repair' rebuilds it from "
        "its stored texts."
    )


@dataclass(frozen=True, slots=True)
class Written:
    """What a write did to one document: ``added``, ``replaced`` (an older version under the
    same path), or ``unchanged`` (the same file was already stored, e.g. by another process)."""

    id: int
    state: str


@dataclass(frozen=True, slots=True)
class PackedText:
    """An extracted text as stored: its UTF-8 compressed (``text_codec``: a Zstandard frame, or
    a zlib stream in a corpus of before format 5), its length and an xxh3_64 checksum of the
    UTF-8 bytes (to detect damage when it is read back)."""

    chars: int
    checksum: int
    data: bytes

    @classmethod
    def pack(cls, text: str) -> PackedText:
        """Compress ``text`` (``text_codec.compress``: Zstandard, 2–3× smaller for prose).
        O(len(text))."""
        raw = text.encode("utf-8", "surrogatepass")
        return cls(len(text), xxhash.xxh3_64_intdigest(raw), text_codec.compress(raw))

    def unpack(self) -> str | None:
        """The text, or None when the data are damaged or do not match the checksum. O(n)."""
        # UTF-8 (with lone surrogates passed) spends at most 4 bytes on a character.
        raw = text_codec.decompress(self.data, 4 * max(self.chars, 0))
        if raw is None or xxhash.xxh3_64_intdigest(raw) != self.checksum:
            return None
        text = raw.decode("utf-8", "surrogatepass")
        return text if len(text) == self.chars else None


@dataclass(frozen=True, slots=True)
class IndexedDocument:
    """Everything the index keeps about one document, ready to be written.

    ``origin`` is the file on disk the document came from (the archive for a member of a .zip);
    ``origin_size``/``origin_mtime_ns`` are that file's, for skipping unchanged files.
    ``file_hash`` is xxh128 of the document's own bytes. ``grams`` are the sampled retrieval
    fingerprints, ``sketch`` the min-hash sketch of all of them (``app.engine.fingerprints``).
    """

    path: str
    origin: str
    origin_size: int
    origin_mtime_ns: int
    file_hash: str
    sha256: str
    size: int
    format: str
    title: str
    author: str
    collection: str
    language: str
    words: int
    checksum: int
    text: PackedText
    grams: np.ndarray
    sketch: np.ndarray
    #: Its distinct content stems for the term index (``DocumentFingerprints.stems``); None:
    #: made from the text when the document is written (``stretch_queries.document_terms``).
    stems: np.ndarray | None = None

    def __post_init__(self) -> None:
        if not self.path or not self.origin:
            raise ValueError("a document needs a path and an origin")
        if self.grams.dtype != np.uint64 or self.sketch.dtype != np.uint64:
            raise ValueError("grams and sketch must be uint64")
        if self.words < 0 or self.size < 0:
            raise ValueError("sizes must not be negative")


@dataclass(frozen=True, slots=True)
class StoredDocument:
    """One document as listed from the index (without its text)."""

    id: int
    path: str
    origin: str
    title: str
    author: str
    collection: str
    format: str
    language: str
    words: int
    checksum: int
    file_hash: str
    sha256: str
    size: int
    added: str

    def is_the_file(self, sha256: str, path: str) -> bool:
        """Whether this corpus document is the file ``path`` itself (a paper already added to
        the corpus, checked again from wherever it is now): the same bytes (SHA-256) under the
        same file name. The same bytes under another name are a copy of it, which a check
        reports (a student handing in a classmate's file renamed)."""
        return file_identity(self.sha256, self.path) == file_identity(sha256, path)


def file_identity(sha256: str, path: str) -> tuple[str, str]:
    """What makes two documents one file, wherever each is now: its bytes (SHA-256) and its
    file name (the last part of ``path``, a file path or ``archive.zip/inner/path``). O(1)."""
    return sha256, re.split(r"[\\/]", path)[-1]


@dataclass(frozen=True, slots=True)
class OriginState:
    """What the index remembers of one file on disk, to skip it when it has not changed."""

    origin: str
    size: int
    mtime_ns: int
    file_hash: str
    documents: int


@dataclass(frozen=True, slots=True)
class CorpusStats:
    """Totals for ``imbrex corpus stats``."""

    documents: int
    words: int
    grams: int
    text_bytes: int
    stored_text_bytes: int
    file_bytes: int
    collections: tuple[tuple[str, int], ...]
    languages: tuple[tuple[str, int], ...]
    duplicate_groups: int


class CorpusStore(Protocol):
    """The storage behind the corpus. Every write is atomic per call."""

    path: str

    def put(self, documents: Sequence[IndexedDocument]) -> list[int]:
        """Insert or replace (by path) ``documents`` in one transaction; their ids."""
        ...

    def write(
        self,
        documents: Sequence[IndexedDocument],
        last: bool = False,
        progress: Progress | None = None,
    ) -> list[Written]:
        """Like ``put``, but documents already stored from the same file are left alone; what
        happened to each, decided inside the transaction. ``last``: an add's last write, on
        more than one core (the SQLite store makes its key summary beside it, reporting to
        ``progress``)."""
        ...

    def remove(
        self, ids: Iterable[int], progress: Progress | None = None, cancel: Cancel | None = None
    ) -> int:
        """Delete documents and their fingerprints in one transaction; how many were removed.
        ``progress(done, total, "")``: documents done, and ``cancel`` (rolls the removal back
        whole: ``Cancelled``) asked, where the store can."""
        ...

    def touch_origin(self, origin: str, size: int, mtime_ns: int) -> None:
        """Record that an unchanged file got a new size/mtime (content hash equal)."""
        ...

    def origins(self) -> dict[str, OriginState]:
        """Every file on disk the index was built from."""
        ...

    def documents(self, collection: str | None = None) -> list[StoredDocument]:
        """All documents (of one collection), ordered by path."""
        ...

    def document(self, doc_id: int) -> StoredDocument:
        """One document by id (KeyError if there is none)."""
        ...

    def find(self, path: str) -> StoredDocument | None:
        """The document stored under ``path``, if there is one."""
        ...

    def text(self, doc_id: int) -> str:
        """The stored extracted text of a document, verified against its checksum."""
        ...

    def lookup(
        self, grams: np.ndarray, common_above: int | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """(hash, doc id) rows of every stored fingerprint among ``grams``. With
        ``common_above``, a store may leave out every row of a key stored for more than that
        many documents (all of a key's rows, or none)."""
        ...

    def document_count(self) -> int:
        """How many documents the index holds."""
        ...

    def stem_postings(self, stems: np.ndarray, corpus_size: int) -> StemPostings | None:
        """What the term index holds of a paper's ``stems`` (``app.corpus.stretch_queries``):
        the rare ones with their documents; None in a corpus without a term index."""
        ...

    def duplicates_of(self, checksum: int, exclude: int | None = None) -> list[StoredDocument]:
        """Documents with this canonical-form checksum (exact duplicates)."""
        ...

    def sketches_sharing_super_shingles(self, sketch: np.ndarray) -> list[tuple[int, np.ndarray]]:
        """(doc id, stored sketch) of every document sharing a super-shingle with ``sketch``
        (``app.engine.sketches``); none in a corpus too old to hold sketches."""
        ...

    def documents_with_checksums(self, checksums: Iterable[int]) -> dict[int, list[StoredDocument]]:
        """checksum -> the documents with it, by path: the exact duplicates of a group of
        documents in one query."""
        ...

    def sketches_sharing_super_shingles_of(
        self, sketches: Sequence[np.ndarray]
    ) -> list[list[tuple[int, np.ndarray]]]:
        """For each of ``sketches``, what ``sketches_sharing_super_shingles`` gives, in one
        query for the whole group."""
        ...

    def stats(self) -> CorpusStats:
        """Totals over the whole index."""
        ...

    def close(self) -> None:
        """Release the storage."""
        ...


def as_signed(values: np.ndarray) -> np.ndarray:
    """uint64 hashes as the int64 SQL stores (same bits)."""
    return np.ascontiguousarray(values, dtype=np.uint64).view(np.int64)
