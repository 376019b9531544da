"""The corpus as one SQLite file (stdlib ``sqlite3``): WAL, ordered migrations, checked on open.

Safety (docs/corpus.md):
* every write is one ``BEGIN IMMEDIATE`` transaction, so a killed process leaves the index as it
  was after the last whole batch, and the next ``corpus add`` finishes the job;
* two processes on one file wait for each other (busy timeout) instead of failing;
* a file that is not an Imbrex corpus, is damaged, or comes from a newer Imbrex is refused with a
  :class:`CorruptCorpusError` / :class:`CorpusError`; every stored text and every document's
  gram list carries its own checksum, and a corpus whose file SQLite finds damaged
  (``PRAGMA quick_check``, run before the first write of a connection) is only read, never
  written (:class:`DamagedCorpusError`), until ``imbrex corpus repair`` rebuilds it;
* read-only files and full disks give a message that says what to do.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Generic, TypeVar

import numpy as np
import platformdirs

from app import __version__
from app.corpus import (
    key_lists,
    key_summary,
    sqlite_key_summary,
    sqlite_probe,
    sqlite_removal,
    sqlite_stems,
    sqlite_verify,
    text_codec,
)
from app.corpus.records import RECORDS_QUERY, record_of
from app.corpus.schema import (
    APPLICATION_ID,
    KEY_SUMMARY_VERSION,
    MIGRATIONS,
    SCHEMA_VERSION,
    SKETCH_VERSION,
    STEMS_VERSION,
)
from app.corpus.sql_common import (
    DocumentReads,
    corpus_stats,
    document_row,
    insert_document_sql,
    whole_sketches,
)
from app.corpus.sql_common import blob_hash as _blob_hash
from app.corpus.sql_common import signed as _signed
from app.corpus.sql_common import stored_super_shingles as _stored_super_shingles
from app.corpus.sqlite_log_folder import LogFolder
from app.corpus.sqlite_rows import insert_rows
from app.corpus.store import (
    CorpusError,
    CorpusStats,
    CorruptCorpusError,
    DamagedCorpusError,
    IndexedDocument,
    ReadOnlyCorpusError,
    Written,
    as_signed,
    damaged_message,
)
from app.corpus.stretch_queries import StemPostings, document_terms
from app.engine.fingerprints import retrieval_grams
from app.engine.shingles import sorted_distinct
from app.engine.sketches import SUPER_SHINGLES, minhash_sketch, super_shingles
from app.engine.tokens import word_forms
from app.errors import Cancelled
from app.progress import FINISHING, PACKING, Cancel, Progress
from app.two_cores import several_cores

SQLITE_HEADER = b"SQLite format 3\x00"
_T = TypeVar("_T")
#: The key summary as stored (``sqlite_key_summary.read``).
_StoredSummary = tuple[np.ndarray, int, np.ndarray, np.ndarray]

#: How long a process waits for another one that is writing to the same corpus.
BUSY_TIMEOUT_SECONDS = 600.0
#: An add leaves the file packed when more than this share of its pages are free (left by
#: removed or replaced documents and rewritten summaries, reused by later writes before the
#: file grows): :meth:`SqliteCorpus.pack_if_slack`; docs/corpus.md, "Where the bytes are, and
#: packing the file".
PACK_FREE = 0.25
#: SQLite virtual-machine instructions between two progress reports and cancel checks of a pack.
_PACK_STEP = 10_000
#: Measured on the 10,000-document benchmark corpus: VACUUM runs about this many virtual-machine
#: instructions per page of the file; used only to move the progress bar.
_PACK_INSTRUCTIONS_PER_PAGE = 470
#: How long packing waits for readers before leaving the write-ahead log to SQLite (ms).
_CHECKPOINT_WAIT_MS = 2000
#: SQLite's page cache while documents are written or the file packed, in KiB (``PRAGMA
#: cache_size``; the connection's own 64 MiB serve the look-ups of checks). A write's pages come
#: from the operating system's file cache just as fast: writing 10,000 documents took the same
#: CPU with 16, 32 or 64 MiB, and the memory left over holds the indexer's larger transactions;
#: packing that corpus took the same CPU and 70 MB instead of 170 (VACUUM's copy has a cache of
#: the same size) (docs/performance.md, "Indexing, stop 20").
_WRITE_CACHE_KIB = 16 * 1024
#: The page cache of a corpus's connections, in KiB (SQLite's pages of the look-ups of checks).
_READ_CACHE_KIB = 64 * 1024


def default_corpus_path() -> Path:
    """The user's corpus: ``corpus.imbrex`` in the platform's user data folder (platformdirs)."""
    return platformdirs.user_data_path("Imbrex", appauthor=False) / "corpus.imbrex"


@contextlib.contextmanager
def _translated(path: str) -> Iterator[None]:
    """Turn SQLite's errors into messages a teacher can act on."""
    try:
        yield
    except sqlite3.DatabaseError as error:
        raise _user_error(error, path) from error


def _user_error(error: sqlite3.DatabaseError, path: str) -> CorpusError:
    text = str(error).lower()
    if "malformed" in text or "not a database" in text or "encrypted" in text:
        return CorruptCorpusError(
            "The corpus file is damaged. Imbrex will not use it. Move it away and rebuild the "
            "corpus with 'imbrex corpus add' (your own files are untouched).",
            path,
        )
    if "readonly" in text or "read-only" in text:
        return ReadOnlyCorpusError(
            "The corpus file is read-only, so nothing can be added or removed. Choose a corpus "
            "in a folder you can write to (--corpus FILE).",
            path,
        )
    if "disk is full" in text or "database or disk is full" in text:
        return CorpusError(
            "The disk is full. Nothing was half-written: free some space and run the same "
            "command again to finish.",
            path,
        )
    if "locked" in text or "busy" in text:
        return CorpusError(
            "Another Imbrex window or command is still writing to this corpus. Try again when "
            "it has finished.",
            path,
        )
    if "unable to open" in text:
        return CorpusError(
            "The corpus file cannot be opened. Check that its folder exists and that you may "
            "write to it.",
            path,
        )
    return CorpusError(f"The corpus could not be used ({error}).", path)


def _readonly_uri(path: str | os.PathLike[str]) -> str:
    """The SQLite URI that opens the corpus file at ``path`` for reading only."""
    return f"{Path(path).resolve().as_uri()}?mode=ro"


def _text_sketch(data: bytes | None, language: str) -> bytes | None:
    """The sketch of a stored (compressed) text, as ``fingerprints`` makes it for a new
    document; None for a text that cannot be read. The SQL function ``imbrex_sketch``, which
    gives existing documents their sketches in migration 3. O(n)."""
    raw = text_codec.decompress(data or b"", text_codec.MOST_BYTES)
    if raw is None:
        return None
    try:
        text = raw.decode("utf-8", "surrogatepass")
    except UnicodeDecodeError:
        return None
    return minhash_sketch(retrieval_grams(word_forms(text), language)).tobytes()


def _super_shingle(sketch: bytes | None, part: int) -> int | None:
    """Super-shingle number ``part`` of a stored sketch; the SQL function
    ``imbrex_super_shingle``."""
    values = _stored_super_shingles(sketch)
    return values[part] if part < len(values) else None


def _check_header(path: Path) -> None:
    try:
        with path.open("rb") as handle:
            head = handle.read(len(SQLITE_HEADER))
    except IsADirectoryError:
        raise CorpusError("This is a folder; give the corpus file's name.", str(path)) from None
    except OSError as error:
        raise CorpusError(
            f"The corpus file cannot be read ({error.strerror}).", str(path)
        ) from None
    if head and head != SQLITE_HEADER:
        raise CorruptCorpusError(
            "This file is not an Imbrex corpus (or it is damaged). Imbrex will not use it; "
            "choose another file with --corpus.",
            str(path),
        )
    # Asked twice: another process's checkpoint may have been finishing the file just then.
    if head and _cut_short(path) and _cut_short(path):
        raise CorruptCorpusError(
            "The corpus file is incomplete (cut short, e.g. by an interrupted copy). Imbrex "
            "will not use it. Copy it again from where it came, or move it away and rebuild the "
            "corpus with 'imbrex corpus add' (your own files are untouched).",
            str(path),
        )


def _cut_short(path: Path) -> bool:
    """True when the file ends inside a page, or before the last page its header counts, while
    no write-ahead log or journal could hold the rest. SQLite itself reads missing pages as
    zeros and may then return too few rows without an error."""
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
            size = os.fstat(handle.fileno()).st_size
        if len(header) < 100:
            return False  # SQLite refuses it as "not a database"
        for suffix in ("-wal", "-journal"):
            if os.path.exists(f"{path}{suffix}") and os.path.getsize(f"{path}{suffix}") > 0:
                return False
    except OSError:
        return False
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        return False  # not a valid header: SQLite refuses it as "not a database"
    pages = int.from_bytes(header[28:32], "big")
    counted = pages > 0 and header[24:28] == header[92:96]  # the in-header size is valid
    return size % page_size != 0 or (counted and pages * page_size > size)


class SqliteCorpus(DocumentReads):
    """A :class:`~app.corpus.store.CorpusStore` in one SQLite file. One connection per thread;
    open it with :func:`open_corpus`."""

    MARK = "?"
    PATH_ORDER = "path"
    ANY_OF = "{} IN (SELECT value FROM json_each(?))"

    def __init__(self, connection: sqlite3.Connection, path: str) -> None:
        self.connection = connection
        self.path = path
        #: The format version of the file (an older one is only read, until it is migrated).
        self.version = SCHEMA_VERSION
        #: Why this corpus is only read (damage found before the first write), if it is.
        self.damage: str | None = None
        self._write_checked = False
        #: (``PRAGMA data_version``, the key filter, the counted keys (ascending), their numbers
        #: of documents) as last read; dropped by this connection's writes (``data_version``
        #: tells those of others).
        self._summary: tuple[int, np.ndarray, np.ndarray, np.ndarray] | None = None
        #: ((``PRAGMA data_version``, ``total_changes``), the documents' lengths by id) as last
        #: read for the stretch queries (``sqlite_stems.document_lengths``).
        self._lengths: tuple[tuple[int, int], np.ndarray] | None = None
        #: The summary being read on a second core (:meth:`read_key_summary_beside`), if it is.
        self._early_summary: _BesideReader[_StoredSummary | None] | None = None
        #: The connection that probes half of a look-up's keys beside this one (:meth:`lookup`).
        self._second_reader = sqlite_probe.SecondReader(_readonly_uri(path), _READ_CACHE_KIB)
        #: The connection that folds a large write's log into the file beside the writer.
        self._log_folder = LogFolder(path)
        connection.create_function("imbrex_xxh3", 1, _blob_hash, deterministic=True)
        connection.create_function("imbrex_sketch", 2, _text_sketch, deterministic=True)
        connection.create_function("imbrex_super_shingle", 2, _super_shingle, deterministic=True)
        connection.create_function(
            "imbrex_super_shingle_count", 0, lambda: SUPER_SHINGLES, deterministic=True
        )

    # -- setup -------------------------------------------------------------------------------

    def _check_identity(self, readonly: bool) -> None:
        """Refuse a file that is no Imbrex corpus, or one of a newer Imbrex, before anything is
        written to it (even switching to WAL rewrites the file's header)."""
        db = self.connection
        version = db.execute("PRAGMA user_version").fetchone()[0]
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        tables = db.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0]
        if app_id != APPLICATION_ID and (app_id != 0 or tables or readonly):
            raise CorruptCorpusError(
                "This SQLite file is not an Imbrex corpus. Imbrex will not change it; choose "
                "another file with --corpus.",
                self.path,
            )
        if version > SCHEMA_VERSION:
            raise CorpusError(
                f"This corpus was made by a newer Imbrex (format {version}; this one reads up "
                f"to {SCHEMA_VERSION}). Update Imbrex to use it.",
                self.path,
            )
        if readonly and version < 1:
            raise CorruptCorpusError(
                "This file is not an Imbrex corpus this version can read.", self.path
            )
        self.version = version

    def _migrate(self, sampling: str) -> None:
        db = self.connection
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version == SCHEMA_VERSION:
            return
        if version > 0 and not self.writable():
            return  # a damaged corpus of an older format is read as it is, never migrated
        db.execute("BEGIN IMMEDIATE")
        try:
            # Re-read inside the write lock: another process may have migrated meanwhile.
            version = db.execute("PRAGMA user_version").fetchone()[0]
            for number in range(version, SCHEMA_VERSION):
                for statement in MIGRATIONS[number].split(";"):
                    if statement.strip():
                        db.execute(statement)
            if version < KEY_SUMMARY_VERSION:
                sqlite_key_summary.remake(db)
            if 0 < version < STEMS_VERSION:
                sqlite_stems.fill(db)
            if version == 0:
                now = datetime.now(timezone.utc).isoformat(timespec="seconds")
                db.executemany(
                    "INSERT INTO meta (key, value) VALUES (?, ?)",
                    [("created", now), ("created_by", __version__), ("sampling", sampling)],
                )
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("COMMIT")
            self.version = SCHEMA_VERSION
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def quick_check(self) -> list[str]:
        """SQLite's ``PRAGMA quick_check``: the file's structure (pages, cells, free list), not
        the content of rows nor the indexes against their tables. The problems found. O(size of
        the file): 1.1 s of CPU for a 170 MB corpus of 10,000 documents (docs/corpus.md), so
        it runs before writing, never for a read."""
        try:
            rows = self.connection.execute("PRAGMA quick_check").fetchall()
        except sqlite3.DatabaseError as error:
            return [str(error)]
        return [row[0] for row in rows if row[0].lower() != "ok"]

    def own_collections(self) -> frozenset[str] | None:
        """Every collection of a corpus file is its user's: None (``ManagedCorpus``)."""
        return None

    def writable(self) -> bool:
        """Whether this corpus may be written: the first call runs :meth:`quick_check`; a
        damaged file is then only read (``damage`` says why) until it is repaired."""
        if not self._write_checked:
            self._write_checked = True
            problems = self.quick_check()
            if problems:
                self.damage = damaged_message(f"SQLite reports: {problems[0]}")
        return self.damage is None

    def ensure_writable(self) -> None:
        """Raise :class:`DamagedCorpusError` when this corpus must not be written
        (:meth:`writable`). Every write starts here, so it also waits for the log of the last
        large write to be folded into the file (``sqlite_log_folder``)."""
        self._log_folder.wait()
        if not self.writable():
            raise DamagedCorpusError(self.damage or "", self.path)

    @contextlib.contextmanager
    def _write(self, fold_beside: bool = False) -> Iterator[sqlite3.Connection]:
        """One write transaction. With ``fold_beside`` (a large write), its commit leaves the
        log to be folded into the file on a thread (``sqlite_log_folder``) instead of inside
        the ``COMMIT``, when that thread's connection can be had."""
        self.ensure_writable()
        self._summary = None
        beside = fold_beside and self._log_folder.available()
        with (
            _translated(self.path),
            _pragma_set(self.connection, "wal_autocheckpoint", 0)
            if beside
            else contextlib.nullcontext(),
        ):
            self.connection.execute("BEGIN IMMEDIATE")
            try:
                yield self.connection
                self.connection.execute("COMMIT")
            except BaseException:
                if self.connection.in_transaction:
                    self.connection.execute("ROLLBACK")
                raise
        if beside:
            self._log_folder.start()

    def _list_parameter(self, values: list[int]) -> object:
        """A list of integers as one parameter: JSON, read back by ``json_each``."""
        return json.dumps(values)

    def _read(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        with _translated(self.path):
            return self.connection.execute(sql, parameters).fetchall()

    # -- properties ---------------------------------------------------------------------------

    def meta(self, key: str) -> str | None:
        """A value of the ``meta`` table (``created``, ``created_by``, ``sampling``)."""
        rows = self._read("SELECT value FROM meta WHERE key = ?", (key,))
        return rows[0][0] if rows else None

    def set_meta(self, values: dict[str, str]) -> None:
        """Set values of the ``meta`` table in one transaction."""
        with self._write() as db:
            db.executemany("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", values.items())

    @property
    def sampling(self) -> str:
        """How this index samples fingerprints (``winnow`` or ``mod-m``)."""
        return self.meta("sampling") or "winnow"

    # -- writing ------------------------------------------------------------------------------

    def put(self, documents: Sequence[IndexedDocument]) -> list[int]:
        """Insert or replace (by path) ``documents`` in one transaction. O(total fingerprints ·
        log index size); the fingerprints go in one sorted batch."""
        return [written.id for written in self._put(documents, keep_same=False)]

    def write(
        self,
        documents: Sequence[IndexedDocument],
        last: bool = False,
        progress: Progress | None = None,
    ) -> list[Written]:
        """Like :meth:`put`, but a document already stored under its path from the same file
        (same file hash, size and modification time: another process indexed it meanwhile) is
        left as it is; what happened to each document (``added``, ``replaced``, ``unchanged``),
        decided inside the transaction. With ``last`` (an add's last write, on more than one
        core), a key summary this write leaves stale is made again beside it
        (:meth:`_write_making_summary`), reported to ``progress`` as the index's finishing."""
        if (
            last
            and self.version >= KEY_SUMMARY_VERSION
            and sqlite_key_summary.stale_after(self.connection, len(documents))
        ):
            return self._write_making_summary(documents, progress)
        return self._put(documents, keep_same=True)

    def _write_making_summary(
        self, documents: Sequence[IndexedDocument], progress: Progress | None
    ) -> list[Written]:
        """:meth:`write`, with the key summary the index will need after it made beside the
        write (``sqlite_key_summary.MakingBeside``), from a snapshot of the file before it and,
        once it has committed, from one after it (:meth:`_store_summary_made_beside`). The
        making is used only when every document was added (none replaced or left unchanged:
        their keys would be counted wrong) and no other process wrote to the file meanwhile
        (``data_version``). Otherwise, or when anything of it fails once the documents are
        written (a damaged page, a full disk), the summary stays stale and is made again the
        usual way (:meth:`refresh_key_summary`), whose failure the add reports. On the 10,000
        documents of ``make bench-corpus`` the add's end, from its last transaction on, fell
        from 1.88 s (the remake on two threads after it) to ~1.65 s (docs/performance.md,
        "Indexing, stop 26")."""
        version = self._data_version()
        with self._reader_beside(True) as first:
            try:
                making = (
                    sqlite_key_summary.MakingBeside(first, [as_signed(d.grams) for d in documents])
                    if first is not None
                    else None
                )
            except sqlite3.Error:
                making = None
            if making is None or not making.usable:
                return self._put(documents, keep_same=True)
            try:
                written = self._put(documents, keep_same=True)
                if all(w.state == "added" for w in written) and self._data_version() == version:
                    making.committed()
                    with contextlib.suppress(sqlite3.Error, CorpusError):
                        self._store_summary_made_beside(making, version, progress)
            finally:
                making.stop()
        return written

    def _store_summary_made_beside(
        self, making: sqlite_key_summary.MakingBeside, version: int, progress: Progress | None
    ) -> None:
        """The rest of :meth:`_write_making_summary` once its write has committed: the ranges
        left read here and on the making's thread, from snapshots that hold the written rows;
        the write's log folded on the folding thread meanwhile (a snapshot from before it held
        the fold back); then the summary stored, in a transaction of its own, unless another
        process wrote since ``version``."""
        with self._reader_beside(True) as second:
            if second is None:
                return
            making.moved_on.wait()
            self._log_folder.start()
            steps = _finishing_steps(progress)
            scanned = making.finish(second, steps)
            if scanned is None:
                return
            with self._write() as db, _page_cache(db, _WRITE_CACHE_KIB):
                if self._data_version() == version:
                    made = sqlite_key_summary.made(db, scanned, steps, second)
                    sqlite_key_summary.store(db, made)

    def _put(self, documents: Sequence[IndexedDocument], keep_same: bool) -> list[Written]:
        written: list[Written] = []
        rows: dict[int, np.ndarray] = {}  # doc id -> its kept grams, written at the end
        stems: dict[int, np.ndarray] = {}  # doc id -> its distinct stems, written at the end
        shingles: list[tuple[int, int]] = []  # (super-shingle, doc id)
        added = datetime.now(timezone.utc).isoformat(timespec="seconds")
        with self._write(fold_beside=True) as db, _page_cache(db, _WRITE_CACHE_KIB):
            for doc in documents:
                old = db.execute(
                    "SELECT id, file_hash, origin, origin_size, origin_mtime_ns FROM documents"
                    " WHERE path = ?",
                    (doc.path,),
                ).fetchone()
                same = (doc.file_hash, doc.origin, doc.origin_size, doc.origin_mtime_ns)
                if old and keep_same and tuple(old[1:]) == same:
                    written.append(Written(old[0], "unchanged"))
                    continue
                if old:
                    # Replaced within this batch: its grams are not in the index yet.
                    pending = rows.pop(old[0], None) is not None
                    stems.pop(old[0], None)
                    shingles = [row for row in shingles if row[1] != old[0]]
                    self._delete(db, old[0], self.path, pending=pending)
                signed = as_signed(doc.grams)
                cursor = db.execute(
                    insert_document_sql("?"),
                    document_row(doc, signed, added, packed=self.version >= STEMS_VERSION),
                )
                assert cursor.lastrowid is not None  # an INSERT always sets it
                doc_id = int(cursor.lastrowid)
                db.execute(
                    "INSERT INTO texts (doc, chars, text_hash, data) VALUES (?, ?, ?, ?)",
                    (doc_id, doc.text.chars, _signed(doc.text.checksum), doc.text.data),
                )
                rows[doc_id] = signed
                stems[doc_id] = document_terms(doc)
                shingles.extend((v, doc_id) for v in _stored_super_shingles(doc.sketch.tobytes()))
                written.append(Written(doc_id, "replaced" if old else "added"))
            if shingles:
                # In index order, many rows a statement, as the grams below.
                pairs = np.asarray(shingles, dtype=np.int64)
                order = np.lexsort((pairs[:, 1], pairs[:, 0]))
                insert_rows(
                    db,
                    "INSERT OR IGNORE INTO super_shingles (hash, doc) VALUES",
                    pairs[order, 0],
                    pairs[order, 1],
                )
            if rows:
                # One batch in index order: neighbouring inserts touch neighbouring pages.
                hashes = np.concatenate(list(rows.values()))
                owners = np.repeat(list(rows), [len(h) for h in rows.values()])
                order = np.lexsort((owners, hashes))
                insert_rows(
                    db,
                    "INSERT OR IGNORE INTO grams (hash, doc) VALUES",
                    hashes[order],
                    owners[order],
                )
                sqlite_key_summary.note_added(db, hashes[order], owners[order])
            if stems and self.version >= STEMS_VERSION:
                (size,) = db.execute("SELECT count(*) FROM documents").fetchone()
                sqlite_stems.add(db, list(stems.items()), size)
        return written

    @staticmethod
    def _delete(db: sqlite3.Connection, doc_id: int, path: str, pending: bool = False) -> None:
        """Delete a document and the gram rows its own list names (none are written yet when
        ``pending``): ``sqlite_removal.delete_documents`` of one."""
        sqlite_removal.delete_documents(db, [doc_id], path, pending)

    def remove(
        self, ids: Iterable[int], progress: Progress | None = None, cancel: Cancel | None = None
    ) -> int:
        """Delete documents, their texts and fingerprints in one transaction, in groups of
        ``sqlite_removal.REMOVE_STEP`` documents (``sqlite_removal.delete_documents``),
        reporting the documents done to ``progress``; how many were stored. ``cancel`` is asked before each group: a
        cancelled removal (:class:`Cancelled`) rolls back whole, nothing removed. Removing the
        10,000 documents of ``make bench-corpus``: 112.7 s of CPU one document at a time (each
        re-read the key summary's 4 MiB filter and deleted its rows in hash order of its own),
        15.0 s in groups."""
        wanted = list(ids)
        removed = 0
        with self._write() as db:
            step = sqlite_removal.REMOVE_STEP
            for start in range(0, len(wanted), step):
                if cancel and cancel():
                    raise Cancelled()
                removed += sqlite_removal.delete_documents(
                    db, wanted[start : start + step], self.path
                )
                if progress:
                    progress(min(start + step, len(wanted)), len(wanted), "")
        return removed

    def touch_origin(self, origin: str, size: int, mtime_ns: int) -> None:
        """Remember a file's new size/mtime when its content did not change."""
        with self._write() as db:
            db.execute(
                "UPDATE documents SET origin_size = ?, origin_mtime_ns = ? WHERE origin = ?",
                (size, mtime_ns, origin),
            )

    # -- reading ------------------------------------------------------------------------------

    def lookup(
        self, grams: np.ndarray, common_above: int | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """(hash, doc id) of every stored fingerprint among ``grams``, grouped by hash, but
        none of some keys stored for more than ``common_above`` documents when that is given:
        one B-tree probe per key, O(q log N) for q query keys over N stored rows.

        The key summary (schema 4, ``sqlite_key_summary``) is read first, in the same
        snapshot: keys its Bloom filter says are absent are not probed (~13,000 of a check's
        ~20,000 on 10,000 documents); the frequent keys it counts are read from their posting
        lists (~260 keys holding ~28 % of the rows), and left out when they are stored for more
        than ``common_above`` documents (~40 keys holding ~25 % of the rows). The other keys
        are probed in ascending order (``sqlite_probe.probe``); with two cores and more than
        ``sqlite_probe.SPLIT_ABOVE`` of them, the upper half on a second connection at the
        same time (``sqlite_probe.SecondReader``), from the same state of the file: when
        another process committed meanwhile (``data_version``), every key is probed again on
        this connection alone."""
        distinct = sorted_distinct(grams)
        with _translated(self.path):
            snapshot = not self.connection.in_transaction
            split = snapshot and several_cores()
            before = self._data_version() if split else None
            found, was_split = self._lookup_rows(distinct, common_above, split=split)
            if was_split and self._data_version() != before:
                found, _ = self._lookup_rows(distinct, common_above, split=False)
        hashes, docs = np.concatenate([h for h, _ in found]), np.concatenate([d for _, d in found])
        if len(found[0][0]):
            # Both parts come in SQLite's order of the signed hash: merged into it (two sorted
            # runs: a linear merge), so the rows are in the same order as with no summary.
            order = np.argsort(hashes, kind="stable")
            hashes, docs = hashes[order], docs[order]
        return hashes.view(np.uint64), docs

    def _lookup_rows(
        self, distinct: np.ndarray, common_above: int | None, split: bool
    ) -> tuple[list[sqlite_probe.Rows], bool]:
        """The rows of :meth:`lookup`: the posting lists' first, then the probed keys' in
        ascending order of the signed hash, in one snapshot of this connection (or in the
        caller's transaction); the upper half of the probed keys on the second connection
        when ``split`` and there are enough of them. Whether they were split."""
        db = self.connection
        snapshot = not db.in_transaction
        if snapshot:
            db.execute("BEGIN")
        try:
            probed, posted = self._split(distinct, common_above)
            signed = np.sort(as_signed(probed))  # SQLite's order, as the postings come
            half = len(signed) // 2 if split and len(signed) > sqlite_probe.SPLIT_ABOVE else 0
            beside = self._second_reader.start(signed[half:]) if half else None
            try:
                found = [sqlite_key_summary.postings(db, as_signed(posted))]
                found += sqlite_probe.probe(db, signed[:half] if beside else signed)
            finally:  # on an error here too: the thread's statement ends before anything closes
                upper = beside.result() if beside else None
            if beside and upper is None:  # the second connection failed: probed here
                found += sqlite_probe.probe(db, signed[half:])
            found += upper or []
        finally:
            if snapshot and db.in_transaction:
                db.execute("COMMIT")
        return found, beside is not None

    def _split(self, keys: np.ndarray, common_above: int | None) -> tuple[np.ndarray, np.ndarray]:
        """The distinct ``keys`` to probe in the gram index, and those to read from their
        posting lists: of the keys the key filter may hold, the counted ones go to the posting
        lists, but not those stored for more than ``common_above`` documents (their exact
        counts say so), while the postings are kept (``sqlite_key_summary.counts_usable``:
        until the bound passes, during a large add, and the remake at its end). All keys are
        probed in a corpus without the summary (an older format, read as it is). The summary
        is cached until the file changes. O(len(keys))."""
        if self.version < KEY_SUMMARY_VERSION:
            return keys, keys[:0]
        version = int(self.connection.execute("PRAGMA data_version").fetchone()[0])
        if self._summary is None or self._summary[0] != version:
            stored = self._read_summary(version)
            if stored is None:
                return keys, keys[:0]
            usable = sqlite_key_summary.counts_usable(stored[1])
            counted, counts = (stored[2], stored[3]) if usable else (stored[2][:0], stored[3][:0])
            self._summary = (version, stored[0], counted, counts)
        _, bloom, counted, counts = self._summary
        keys = keys[key_summary.may_hold(bloom, keys)]
        slot = np.searchsorted(counted, keys).clip(max=max(len(counted) - 1, 0))
        is_counted = counted[slot] == keys if len(counted) else np.zeros(len(keys), dtype=bool)
        posted = is_counted
        if common_above is not None and len(counted):
            posted = is_counted & (counts[slot] <= common_above)
        return keys[~is_counted], keys[posted]

    def _summary_stale(self) -> bool:
        """Whether this corpus has a key summary (schema 4) that needs making again
        (``sqlite_key_summary.stale``). O(size of the filter)."""
        return self.version >= KEY_SUMMARY_VERSION and sqlite_key_summary.stale(self.connection)

    def read_key_summary_beside(self) -> None:
        """Start reading the key summary on a second core (:class:`_BesideReader`) for this
        process's first look-up, while it does other work: ``imbrex check`` imports the engine
        meanwhile (the read is ~17 ms in a fresh process on 10,000 documents: the 4 MiB filter
        and the counted keys). Nothing for a corpus without a summary or once it is read."""
        if self.version >= KEY_SUMMARY_VERSION and self._summary is None:
            self._early_summary = _BesideReader(
                self.path, self._data_version(), sqlite_key_summary.read
            )

    def _read_summary(self, version: int) -> _StoredSummary | None:
        """The stored key summary (``sqlite_key_summary.read``): the one read beside
        (:meth:`read_key_summary_beside`) when it was read from the file as this connection
        sees it at ``data_version`` ``version``, else read now."""
        early, self._early_summary = self._early_summary, None
        if early is not None:
            stored = early.result()
            if stored is not None and early.data_version == version:
                return stored
        return sqlite_key_summary.read(self.connection)

    def refresh_key_summary(self, progress: Progress | None = None, workers: int = 1) -> bool:
        """Make the key summary again from the index when it has gone stale (documents added
        past ``sqlite_key_summary.REMAKE_ABOVE`` since it was made, or its filter too full),
        in one transaction; whether it did. O(size of the filter), and O(index rows) when it
        remakes it (1-2 s for 10,000 documents; with ``workers`` above 1, half the index is
        read on a second thread through a second connection, 0.8-0.9 s of wall time for the
        scan instead of 1.3), reported to ``progress`` as the index's finishing (the teacher
        sees the add's last step move, not a stopped bar). The scan runs with the
        writer's small page cache: with the connection's 64 MiB it filled it for nothing (one
        pass), and a 1-worker index of 10,000 documents peaked ~100 MB higher."""
        if not self._summary_stale():
            return False
        with self._write() as db, _page_cache(db, _WRITE_CACHE_KIB):
            # Opened once this transaction holds the write lock: it sees what ``db`` sees.
            with self._reader_beside(workers > 1) as second:
                sqlite_key_summary.remake(db, _finishing_steps(progress), second)
        return True

    @contextlib.contextmanager
    def _reader_beside(self, wanted: bool) -> Iterator[sqlite3.Connection | None]:
        """A read-only connection to the file, usable from another thread, with the writer's
        small page cache, closed afterwards; None when not ``wanted`` or when it cannot be had
        (the work is then done on one connection)."""
        if not wanted:
            yield None
            return
        try:
            second = _small_reader(self.path)
        except sqlite3.Error:
            yield None
            return
        try:
            second.execute("BEGIN")
            yield second
        finally:
            second.close()

    def sketches_sharing_super_shingles(self, sketch: np.ndarray) -> list[tuple[int, np.ndarray]]:
        """(doc id, stored sketch) of every document sharing a super-shingle with ``sketch``:
        ``SUPER_SHINGLES`` B-tree probes, O(log N) each, whatever the number of documents; none
        in a corpus of a format before sketches (read as it is). Ordered by doc id."""
        if self.version < SKETCH_VERSION:
            return []
        values = [_signed(v) for v in super_shingles(np.asarray(sketch, dtype=np.uint64))]
        rows = self._read(
            "SELECT id, sketch FROM documents WHERE id IN (SELECT doc FROM super_shingles"
            f" WHERE hash IN ({','.join('?' * len(values))})) ORDER BY id",
            values,
        )
        return whole_sketches(rows, len(sketch))

    def sketches_sharing_super_shingles_of(
        self, sketches: Sequence[np.ndarray]
    ) -> list[list[tuple[int, np.ndarray]]]:
        """For each sketch, the documents sharing a super-shingle with it (one query for the
        group, ``DocumentReads``); none in a corpus of a format before sketches."""
        if self.version < SKETCH_VERSION:
            return [[] for _ in sketches]
        return super().sketches_sharing_super_shingles_of(sketches)

    def stem_postings(self, stems: np.ndarray, corpus_size: int) -> StemPostings | None:
        """What the term index holds of ``stems`` (``sqlite_stems.postings``); None in a file of
        a format before it (read as it is). O(q log V + r + N)."""
        if self.version < STEMS_VERSION:
            return None
        with _translated(self.path):
            db = self.connection
            # The documents' lengths, read again only when the file changed since.
            (version,) = db.execute("PRAGMA data_version").fetchone()
            if self._lengths is None or self._lengths[0] != (version, db.total_changes):
                self._lengths = ((version, db.total_changes), sqlite_stems.document_lengths(db))
            return sqlite_stems.postings(db, stems, corpus_size, self._lengths[1])

    def stats(self) -> CorpusStats:
        """Totals over the whole index. O(documents)."""
        return corpus_stats(self._read)

    def disk_bytes(self) -> int:
        """Size of the corpus file and its write-ahead log on disk."""
        return sum(os.path.getsize(p) for p in (self.path, self.path + "-wal") if os.path.exists(p))

    def verify(self) -> list[str]:
        """Full check of the file (``sqlite_verify.problems``): the problems found, each naming
        its document (or the key summary); empty when the corpus is sound. O(size of the
        file)."""
        return sqlite_verify.problems(self)

    # -- packing ------------------------------------------------------------------------------

    def page_count(self) -> int:
        """Pages of the database as it stands (the write-ahead log's committed pages included)."""
        return int(self._read("PRAGMA page_count")[0][0])

    def free_pages(self) -> int:
        """Pages of the file that hold nothing (SQLite's free list), reused by later writes."""
        return int(self._read("PRAGMA freelist_count")[0][0])

    def pack_if_slack(
        self, progress: Progress | None = None, cancel: Cancel | None = None, workers: int = 1
    ) -> bool:
        """:meth:`pack` the file when more than :data:`PACK_FREE` of its pages are free;
        whether it packed. Called after every add: otherwise the key summary is made again if
        it has gone stale (:meth:`refresh_key_summary`, on ``workers`` threads). An add alone
        does not pack: its gram pages are ~91 % full whether the file was packed before or not
        (packing 5,000 documents and adding 5,000 more gave 309.2 × 10^6 bytes, never packing
        309.5), so a packing after it would buy ~4.5 % of the file for one core's 2.3 s per
        10,000 documents, until the next add (docs/corpus.md, "Where the bytes are, and packing
        the file"). Free pages are what packing gives back for good."""
        if self.free_pages() <= self.page_count() * PACK_FREE:
            self.refresh_key_summary(progress, workers)
            return False
        self.pack(progress, cancel)
        return True

    def pack(self, progress: Progress | None = None, cancel: Cancel | None = None) -> None:
        """Rewrite the file with its pages full and every B-tree in key order (SQLite's
        ``VACUUM``), then fold the write-ahead log back into it. Sorted batch inserts into the
        gram index leave its pages about 9 % empty: on the 10,000-document benchmark corpus
        314.4 become 299.7 × 10^6 bytes, for 3.2 s of CPU (docs/corpus.md, "Where the bytes
        are, and packing the file").

        One transaction: killed, interrupted (``KeyboardInterrupt``) or cancelled (``cancel``:
        :class:`Cancelled`), the file stays as it was. Needs free disk space of about twice the
        file's size while it runs, and runs with a small page cache (:data:`_WRITE_CACHE_KIB`).
        Cost: O(size of the file).

        A stale key summary is made again beside it, on a second core: the packing's last step
        takes about as long as the packing alone instead of the remake's 1.3-1.6 s more for
        10,000 documents (docs/corpus.md, "The key summary made beside the packing"). The old
        summary is first replaced by one that skips nothing
        (``sqlite_key_summary.hold_every_key``: right, and no pages for the packing to keep),
        the new one is made from a read-only connection while SQLite rewrites the file (the
        index's content is the same before and after), and stored once the packing is over,
        in pages added at the file's end. If another process wrote to the corpus meanwhile,
        or the making failed, it is made again the usual way, after the packing. The making
        starts first, before this connection waits for the last write's log to be folded
        (``ensure_writable``) and writes the summary that skips nothing: it is the longer of
        the two (~2.0 against ~1.9 s for 10,000 documents), and the index it reads is the same
        before and after those."""
        make_summary = self._summary_stale()
        beside: _BesideReader[sqlite_key_summary.MadeSummary] | None = None
        if make_summary and self.writable():
            beside = _BesideReader(self.path, self._data_version(), sqlite_key_summary.make)
        try:
            self.ensure_writable()
            if make_summary:
                with self._write() as db:
                    sqlite_key_summary.hold_every_key(db)
            self._vacuum(progress, cancel)
        finally:
            if beside is not None:
                self._store_made_summary(beside)
        with _translated(self.path):
            self._fold_log()

    def _data_version(self) -> int:
        """SQLite's ``data_version`` of this connection: it changes when another connection
        (another process) commits a change to the file, not with this one's own."""
        return int(self.connection.execute("PRAGMA data_version").fetchone()[0])

    def _store_made_summary(self, maker: _BesideReader[sqlite_key_summary.MadeSummary]) -> None:
        """Store the summary ``maker`` made, or make it again here when it could not be made
        or another process wrote to the corpus since (its snapshot may then lack their keys).
        A second Ctrl-C while this waits leaves the summary that skips nothing: right, and
        made again after the next add."""
        made = maker.result()
        with self._write() as db, _page_cache(db, _WRITE_CACHE_KIB):
            if made is not None and self._data_version() == maker.data_version:
                sqlite_key_summary.store(db, made)
            else:
                sqlite_key_summary.remake(db)

    def _vacuum(self, progress: Progress | None, cancel: Cancel | None) -> None:
        """SQLite's ``VACUUM`` with the writer's small page cache, reporting to ``progress``
        and stopping on ``cancel`` (:class:`Cancelled`) or Ctrl-C; the file stays as it was
        when it stops. O(size of the file)."""
        total = max(1, self.page_count() * _PACK_INSTRUCTIONS_PER_PAGE // _PACK_STEP)
        steps = 0
        stopped: type[BaseException] | None = None

        def step() -> int:
            nonlocal steps, stopped
            steps += 1
            try:
                if progress:
                    progress(min(steps, total - 1), total, PACKING)
                if cancel and cancel():
                    stopped = Cancelled
            except KeyboardInterrupt:  # Ctrl-C arrives here while SQLite works
                stopped = KeyboardInterrupt
            return 1 if stopped else 0  # non-zero makes SQLite stop and roll back

        with _translated(self.path), _page_cache(self.connection, _WRITE_CACHE_KIB):
            self.connection.set_progress_handler(step, _PACK_STEP)
            try:
                self.connection.execute("VACUUM")
            except sqlite3.OperationalError:
                if stopped:
                    raise stopped() from None
                raise
            finally:
                self.connection.set_progress_handler(None, 0)
        if progress:
            progress(total, total, PACKING)

    def _fold_log(self) -> None:
        """Copy the write-ahead log into the file and empty it, waiting at most
        :data:`_CHECKPOINT_WAIT_MS` for readers (another window's check) to leave the old
        pages: the busy timeout would make the command wait up to 10 minutes. If they stay, the
        log is folded back later by SQLite itself; nothing is lost either way."""
        waited = self._read("PRAGMA busy_timeout")[0][0]
        self.connection.execute(f"PRAGMA busy_timeout = {_CHECKPOINT_WAIT_MS}")
        try:
            self.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            self.connection.execute(f"PRAGMA busy_timeout = {int(waited)}")

    def records(self) -> Iterator[IndexedDocument]:
        """Every document as stored (grams, sketch and packed text), in id order: ``corpus
        copy``; a list of keys that does not decode is the damage it is."""
        with _translated(self.path):
            for row in self.connection.execute(RECORDS_QUERY):
                try:
                    record = record_of(row)
                except key_lists.DamagedKeyListError as error:
                    detail = f"the gram list of {row[0]} is damaged"
                    raise DamagedCorpusError(damaged_message(detail), self.path) from error
                yield record

    def close(self) -> None:
        """Close the connections (the WAL is checkpointed by SQLite)."""
        self._log_folder.close()
        self._second_reader.close()
        self.connection.close()

    def __enter__(self) -> SqliteCorpus:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


class _BesideReader(Generic[_T]):
    """``work`` run on a thread with a second, read-only connection to the corpus file, in one
    snapshot, while this process's own connection (or its Python code) does something else:
    SQLite leaves Python's lock while it reads, so the two use both cores. ``data_version`` is
    the own connection's when it started (:meth:`SqliteCorpus._data_version`): the result is
    what that connection would read only while it still has it (no other process wrote since).
    Any failure gives no result (the caller reads the usual way)."""

    def __init__(
        self, path: str, data_version: int, work: Callable[[sqlite3.Connection], _T]
    ) -> None:
        self.data_version = data_version
        self._path = path
        self._work = work
        self._result: _T | None = None
        self._thread = threading.Thread(target=self._run, name="imbrex-corpus-reader", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            reader = _small_reader(self._path)
        except sqlite3.Error:
            return
        try:
            reader.execute("BEGIN")  # one snapshot for the whole work
            self._result = self._work(reader)
        except Exception:  # e.g. a damaged page, or no memory: the caller reads it itself
            self._result = None
        finally:
            reader.close()

    def result(self) -> _T | None:
        """The work's result once the thread is done; None when it failed."""
        self._thread.join()
        return self._result


def _small_reader(path: str) -> sqlite3.Connection:
    """A read-only connection to the corpus file, usable from another thread, with the
    writer's small page cache (:data:`_WRITE_CACHE_KIB`: a pass over the index, or over the
    file, needs no more). Raises ``sqlite3.Error`` when it cannot be had."""
    reader = sqlite3.connect(
        _readonly_uri(path), uri=True, isolation_level=None, check_same_thread=False
    )
    try:
        reader.execute(f"PRAGMA cache_size = {-_WRITE_CACHE_KIB}")
    except sqlite3.Error:
        reader.close()
        raise
    return reader


def _finishing_steps(progress: Progress | None) -> Callable[[int, int], None]:
    """``done(steps, total)`` of a summary's making, reported to ``progress`` as the index's
    finishing (the add's last step: the teacher sees it move, not a stopped bar)."""

    def done(steps: int, total: int) -> None:
        if progress:
            progress(steps, total, FINISHING)

    return done


@contextlib.contextmanager
def _pragma_set(db: sqlite3.Connection, name: str, value: int) -> Iterator[None]:
    """SQLite's integer setting ``name`` at ``value`` while the block runs, then set back to
    what it was, whether the block fails or not. O(1) plus what the setting costs."""
    before = db.execute(f"PRAGMA {name}").fetchone()[0]
    db.execute(f"PRAGMA {name} = {value}")
    try:
        yield
    finally:
        db.execute(f"PRAGMA {name} = {int(before)}")


def _page_cache(db: sqlite3.Connection, kib: int) -> contextlib.AbstractContextManager[None]:
    """SQLite's page cache held to ``kib`` KiB (pages beyond it are let go) while the block
    runs, then set back to what it was. O(pages let go)."""
    return _pragma_set(db, "cache_size", -kib)


def open_corpus(
    path: str | os.PathLike[str] | None = None,
    *,
    create: bool = True,
    readonly: bool = False,
    sampling: str = "winnow",
    busy_timeout: float = BUSY_TIMEOUT_SECONDS,
) -> SqliteCorpus:
    """Open (or create) the corpus at ``path`` (default: :func:`default_corpus_path`).

    The file is checked first: not SQLite, not an Imbrex corpus, damaged, or newer than this
    Imbrex gives a ``CorpusError`` and the file is left as it is. ``sampling`` applies to a new
    corpus only. ``readonly`` opens without any write (a shared read-only corpus).
    """
    target = Path(path) if path is not None else default_corpus_path()
    shown = str(target)
    if target.exists():
        _check_header(target)
    elif not create or readonly:
        raise CorpusError(
            "There is no corpus here yet. Add documents with 'imbrex corpus add' first.", shown
        )
    else:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise CorpusError(
                f"The corpus folder cannot be created ({error.strerror}).", shown
            ) from None
    with _translated(shown):
        if readonly:
            connection = sqlite3.connect(
                _readonly_uri(target), uri=True, timeout=busy_timeout, isolation_level=None
            )
        else:
            connection = sqlite3.connect(target, timeout=busy_timeout, isolation_level=None)
        try:
            connection.execute("PRAGMA foreign_keys = ON")
            connection.execute(f"PRAGMA cache_size = {-_READ_CACHE_KIB}")
            store = SqliteCorpus(connection, shown)
            store._check_identity(readonly)
            if not readonly:
                connection.execute("PRAGMA journal_mode = WAL")
                connection.execute("PRAGMA synchronous = NORMAL")
                store._migrate(sampling)
        except BaseException:
            connection.close()
            raise
    return store
