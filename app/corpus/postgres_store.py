"""The corpus on a PostgreSQL server (psycopg 3), shared by every teacher of a department.

The same :class:`~app.corpus.store.CorpusStore` as the SQLite file (docs/scaling.md):
* the schema and its migrations are SQL files (``postgres_schema.py``); ``grams`` is
  hash-partitioned; removing a document removes its text and grams (``ON DELETE CASCADE``);
* documents are written a group of whole documents per transaction (``postgres_load``: their
  rows, their texts and grams by binary ``COPY``), so many clients write at once (MVCC) and a
  killed client leaves whole documents; a path another client is writing is waited for, then
  decided again;
* ``lookup`` sends the paper's grams as one binary ``bigint[]``, joined on its ``unnest`` (one
  partition probed per gram), and reads the rows back as two arrays; texts travel only for the
  documents a check aligns;
* collections belong to roles, and row-level security (migration 2) decides what each role
  reads and writes; a role that may only read gets :class:`ReadOnlyCorpusError`;
* passwords are never given here: libpq reads them from ``~/.pgpass``, the service file or
  ``PGPASSWORD``, as every PostgreSQL client does.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime, timezone
from typing import Any

import numpy as np
import psycopg
import psycopg.errors
from psycopg import sql

from app.corpus.postgres_binary import INT8_ARRAY_OID, Int8Array, Int8ArrayDumper, Int8ArrayLoader
from app.corpus.postgres_load import (
    GroupWriter,
    cascade_through_brin,
    may_skip_key_checks,
    may_summarize,
)
from app.corpus.postgres_schema import SCHEMA_VERSION, migrate, schema_version
from app.corpus.postgres_spec import without_password
from app.corpus.records import RECORDS_QUERY, record_of
from app.corpus.sql_common import (
    DocumentReads,
    corpus_stats,
    index_digests,
    index_problems,
    super_shingle_digests,
    super_shingle_problems,
    whole_sketches,
)
from app.corpus.sql_common import gram_digest as _gram_digest
from app.corpus.sql_common import sound_keys as _sound_keys
from app.corpus.sql_common import stored_super_shingles as _stored_super_shingles
from app.corpus.store import (
    CorpusError,
    CorpusStats,
    IndexedDocument,
    PackedText,
    ReadOnlyCorpusError,
    Written,
)
from app.corpus.stretch_queries import StemPostings
from app.engine.shingles import sorted_distinct
from app.progress import Cancel, Progress

#: Documents (with their texts) fetched at a time by ``records``.
_RECORDS_PER_FETCH = 200


def _user_error(error: psycopg.Error, shown: str) -> CorpusError:
    """A server error as a message a teacher can act on."""
    if isinstance(
        error, (psycopg.errors.InsufficientPrivilege, psycopg.errors.ReadOnlySqlTransaction)
    ):
        return ReadOnlyCorpusError(
            "The corpus is read-only for you, so nothing can be added or removed. Ask the "
            "corpus's owner for write rights, or choose another corpus (--corpus).",
            shown,
        )
    if isinstance(error, psycopg.errors.DiskFull):
        return CorpusError(
            "The server's disk is full. Nothing was half-written: ask its administrator to "
            "free some space and run the same command again to finish.",
            shown,
        )
    if isinstance(error, psycopg.errors.LockNotAvailable):
        return CorpusError(
            "Another Imbrex window or command is still writing to this corpus. Try again when "
            "it has finished.",
            shown,
        )
    if isinstance(error, psycopg.OperationalError):
        detail = str(error).strip().splitlines()[0] if str(error).strip() else "no answer"
        return CorpusError(f"The corpus server cannot be used ({detail}).", shown)
    return CorpusError(f"The corpus could not be used ({error}).", shown)


class PostgresCorpus(DocumentReads):
    """A :class:`~app.corpus.store.CorpusStore` in a PostgreSQL database. One connection, used
    by one thread; open it with :func:`open_postgres_corpus`."""

    MARK = "%s"
    PATH_ORDER = 'path COLLATE "C"'
    ANY_OF = "{} = ANY(%s::bigint[])"

    def __init__(self, connection: psycopg.Connection, shown: str) -> None:
        self.connection = connection
        #: The connection string without a password (shown in messages).
        self.path = shown
        self.version = SCHEMA_VERSION
        #: A server corpus is never damaged the way a file is; kept for the common interface.
        self.damage: str | None = None
        #: Row-level security applies to this role (a teacher, not the corpus's owner): grams
        #: go in by INSERT from an array, as PostgreSQL refuses COPY under row security.
        self.row_security = False
        #: This role may skip the foreign-key checks of rows pointing to documents its own
        #: transaction has just inserted (``postgres_load.may_skip_key_checks``).
        self.skip_key_checks = False
        #: This role summarizes the BRIN ranges its own writes filled
        #: (``postgres_load.may_summarize``).
        self.summarize = False
        connection.adapters.register_dumper(Int8Array, Int8ArrayDumper)

    # -- plumbing ------------------------------------------------------------------------------

    @contextlib.contextmanager
    def _translated(self) -> Iterator[None]:
        try:
            yield
        except psycopg.Error as error:
            raise _user_error(error, self.path) from error

    def _read(self, query: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        with self._translated():
            return self.connection.execute(query.encode(), parameters).fetchall()

    def writable(self) -> bool:
        """Whether this role may add and remove documents (its privileges on the tables)."""
        row = self._read(
            "SELECT has_table_privilege('documents', 'INSERT')"
            " AND has_table_privilege('documents', 'DELETE')"
            " AND has_table_privilege('grams', 'INSERT')"
        )
        return bool(row[0][0])

    def own_collections(self) -> frozenset[str] | None:
        """The collections whose owner is this very role (not a role it belongs to, nor an
        administrator's reach over everyone's): what a refresh from this computer may re-read
        or drop."""
        rows = self._read("SELECT name FROM collections WHERE owner = current_user")
        return frozenset(row[0] for row in rows)

    def ensure_writable(self) -> None:
        """Raise :class:`ReadOnlyCorpusError` when this role may only read."""
        if not self.writable():
            raise _user_error(psycopg.errors.InsufficientPrivilege(), self.path)

    # -- properties ----------------------------------------------------------------------------

    def meta(self, key: str) -> str | None:
        """A value of the ``meta`` table (``created``, ``created_by``, ``sampling``)."""
        rows = self._read("SELECT value FROM meta WHERE key = %s", (key,))
        return rows[0][0] if rows else None

    def set_meta(self, values: dict[str, str]) -> None:
        """Set values of the ``meta`` table in one transaction."""
        with self._translated(), self.connection.transaction():
            with self.connection.cursor() as cursor:
                cursor.executemany(
                    "INSERT INTO meta (key, value) VALUES (%s, %s)"
                    " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    list(values.items()),
                )

    @property
    def sampling(self) -> str:
        """How this index samples fingerprints (``winnow`` or ``mod-m``)."""
        return self.meta("sampling") or "winnow"

    # -- writing -------------------------------------------------------------------------------

    def put(self, documents: Sequence[IndexedDocument]) -> list[int]:
        """Insert or replace (by path) ``documents``, a group of whole documents per
        transaction (``postgres_load``). O(total fingerprints · log index size); a group's
        grams go in one binary COPY."""
        return [written.id for written in self._put(documents, keep_same=False)]

    def write(
        self,
        documents: Sequence[IndexedDocument],
        last: bool = False,
        progress: Progress | None = None,
    ) -> list[Written]:
        """Like :meth:`put`, but a document already stored under its path from the same file
        (another client indexed it meanwhile) is left as it is; what happened to each, decided
        inside its transaction. ``last`` and ``progress`` change nothing here: the server keeps
        no key summary."""
        return self._put(documents, keep_same=True)

    def _put(self, documents: Sequence[IndexedDocument], keep_same: bool) -> list[Written]:
        added = datetime.now(timezone.utc).isoformat(timespec="seconds")
        writer = GroupWriter(
            self.connection,
            self.path,
            row_security=self.row_security,
            skip_key_checks=self.skip_key_checks,
            summarize=self.summarize,
        )
        with self._translated():
            return writer.write(documents, keep_same, added)

    def remove(
        self, ids: Iterable[int], progress: Progress | None = None, cancel: Cancel | None = None
    ) -> int:
        """Delete documents in one transaction; their texts and grams go with them (``ON
        DELETE CASCADE``, found through the ``grams_doc`` BRIN: the pages of the ranges that
        hold a document's rows, about those of the group it was written with). One statement:
        ``progress`` is not told, ``cancel`` not asked."""
        wanted = sorted(set(int(i) for i in ids))
        with self._translated(), self.connection.transaction():
            if self.row_security:
                others = self.connection.execute(
                    "SELECT DISTINCT collection FROM documents WHERE id = ANY(%s)"
                    " AND NOT collection = ANY (imbrex_writable())",
                    (wanted,),
                ).fetchall()
                if others:
                    raise ReadOnlyCorpusError(
                        f"The collection '{others[0][0]}' belongs to another teacher: it is "
                        "read-only for you, so nothing can be removed from it.",
                        self.path,
                    )
            with cascade_through_brin(self.connection):
                cursor = self.connection.execute(
                    "DELETE FROM documents WHERE id = ANY(%s)", (wanted,)
                )
            return max(cursor.rowcount, 0)

    def touch_origin(self, origin: str, size: int, mtime_ns: int) -> None:
        """Remember a file's new size/mtime when its content did not change."""
        with self._translated(), self.connection.transaction():
            self.connection.execute(
                "UPDATE documents SET origin_size = %s, origin_mtime_ns = %s WHERE origin = %s",
                (size, mtime_ns, origin),
            )

    # -- reading -------------------------------------------------------------------------------

    def lookup(
        self, grams: np.ndarray, common_above: int | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """(hash, doc id) of every stored fingerprint among ``grams`` (the common keys' rows
        too: this store keeps no key summary, ``common_above`` is not used): one round trip, the
        grams sent as one binary ``bigint[]``, joined on ``unnest`` of it. Each gram probes
        the B-tree of the one partition that can hold it (a nested loop, pruned at run time:
        O(q log N)); ``hash = ANY(…)`` would probe every partition with every gram (16 times
        the work). The rows come back as two binary arrays."""
        query = Int8Array(sorted_distinct(grams))
        with self._translated(), self.connection.cursor(binary=True) as cursor:
            cursor.adapters.register_loader(INT8_ARRAY_OID, Int8ArrayLoader)
            cursor.execute(
                "SELECT coalesce(array_agg(q.hash), '{}'), coalesce(array_agg(g.doc), '{}')"
                " FROM unnest(%b) AS q (hash) CROSS JOIN LATERAL"
                " (SELECT doc FROM grams WHERE grams.hash = q.hash OFFSET 0) AS g",
                (query,),
            )
            row = cursor.fetchone()
        assert row is not None
        hashes, docs = row
        return np.asarray(hashes, dtype=np.int64).view(np.uint64), np.asarray(docs, np.int64)

    def stem_postings(self, stems: np.ndarray, corpus_size: int) -> StemPostings | None:
        """None: the server keeps no term index (docs/scaling.md, "The stretch queries"); its
        checks use the retrieval keys alone."""
        return None

    def sketches_sharing_super_shingles(self, sketch: np.ndarray) -> list[tuple[int, np.ndarray]]:
        """(doc id, stored sketch) of every document sharing a super-shingle with ``sketch``
        (that this role may read): ``SUPER_SHINGLES`` B-tree probes in one round trip,
        O(log N) each, whatever the number of documents. Ordered by doc id."""
        values = _stored_super_shingles(np.asarray(sketch, dtype=np.uint64).tobytes())
        if not values:
            return []
        rows = self._read(
            "SELECT id, sketch FROM documents WHERE id IN (SELECT doc FROM super_shingles"
            " WHERE hash = ANY(%s::bigint[])) ORDER BY id",
            (values,),
        )
        return whole_sketches(rows, len(sketch))

    def stats(self) -> CorpusStats:
        """Totals over the whole index (names in bytewise order, as SQLite's). O(documents)."""
        return corpus_stats(self._read, ' COLLATE "C"')

    def page_count(self) -> int:
        """0: the server's storage is not packed by Imbrex (``ManagedCorpus``)."""
        return 0

    def pack_if_slack(
        self, progress: Progress | None = None, cancel: Cancel | None = None, workers: int = 1
    ) -> bool:
        """Never: the server's autovacuum looks after its storage (``ManagedCorpus``)."""
        return False

    def disk_bytes(self) -> int:
        """Size on the server's disk of the corpus's tables, partitions, indexes and TOAST."""
        rows = self._read(
            "SELECT coalesce(sum(pg_total_relation_size(relid)), 0) FROM ("
            " SELECT relid FROM pg_partition_tree('grams')"
            " UNION SELECT 'documents'::regclass UNION SELECT 'texts'::regclass"
            " UNION SELECT 'super_shingles'::regclass"
            " UNION SELECT 'meta'::regclass) AS r"
        )
        return int(rows[0][0])

    def records(self) -> Iterator[IndexedDocument]:
        """Every document as written (its grams, sketch and packed text as stored), in id order,
        streamed through a server-side cursor: what ``corpus copy`` reads."""
        with self._translated(), self.connection.transaction():
            with self.connection.cursor(name="imbrex_records") as cursor:
                cursor.itersize = _RECORDS_PER_FETCH
                cursor.execute(RECORDS_QUERY)
                for row in cursor:
                    yield record_of(row)

    def verify(self) -> list[str]:
        """Full check: every document's gram list and stored text against its checksum, the
        super-shingle index against the sketches, and the inverted index against the
        documents' own gram lists (compared as per-document
        digests, as the SQLite corpus does). The problems found; empty when sound. O(index)
        time and rows on the wire; memory one chunk plus two integers per document."""
        problems: list[str] = []
        names: dict[int, str] = {}
        expected: dict[int, tuple[int, int]] = {}
        with self._translated(), self.connection.transaction():
            with self.connection.cursor(name="imbrex_verify_documents") as cursor:
                cursor.execute(
                    "SELECT d.id, d.path, d.gram_count, d.grams, d.grams_hash, t.chars,"
                    " t.text_hash, t.data FROM documents d LEFT JOIN texts t ON t.doc = d.id"
                    " ORDER BY d.id"
                )
                for doc_id, path, count, blob, checksum, chars, text_hash, data in cursor:
                    names[doc_id] = path
                    blob = bytes(blob)
                    keys = _sound_keys(blob, count, checksum)
                    if keys is None:
                        problems.append(f"document {doc_id}, {path}: its gram list is damaged")
                    else:
                        expected[doc_id] = _gram_digest(keys)
                    packed = (
                        None
                        if data is None
                        else PackedText(chars, text_hash & 0xFFFFFFFFFFFFFFFF, bytes(data))
                    )
                    if packed is None or packed.unpack() is None:
                        problems.append(
                            f"document {doc_id}, {path}: its stored text is damaged or missing"
                        )
            with self.connection.cursor(name="imbrex_verify_grams") as cursor:
                cursor.itersize = 65_536
                cursor.execute("SELECT hash, doc FROM grams")
                index = index_digests(cursor)
            with self.connection.cursor(name="imbrex_verify_sketches") as cursor:
                cursor.execute("SELECT id, sketch FROM documents")
                sketches = super_shingle_digests(
                    (i, None if s is None else bytes(s)) for i, s in cursor
                )
            with self.connection.cursor(name="imbrex_verify_super_shingles") as cursor:
                cursor.itersize = 65_536
                cursor.execute("SELECT hash, doc FROM super_shingles")
                found = index_digests(cursor)
        return (
            problems
            + super_shingle_problems(names, sketches, found)
            + index_problems(names, expected, index)
        )

    def close(self) -> None:
        """Close the connection."""
        self.connection.close()

    def __enter__(self) -> PostgresCorpus:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


def open_postgres_corpus(
    spec: str,
    *,
    create: bool = True,
    readonly: bool = False,
    sampling: str = "winnow",
    busy_timeout: float = 600.0,
) -> PostgresCorpus:
    """Connect to the corpus in the PostgreSQL database ``spec`` names (a libpq URL or
    ``key=value`` string, e.g. ``service=imbrex``); an empty database gets the schema when
    ``create`` (and not ``readonly``). ``busy_timeout`` bounds the wait for another client's
    lock on a document (``lock_timeout``). Errors are :class:`CorpusError` naming the server
    without its password."""
    shown = without_password(spec)
    try:
        connection = psycopg.connect(
            spec, autocommit=True, application_name="imbrex", connect_timeout=15
        )
    except psycopg.Error as error:
        raise _user_error(error, shown) from error
    try:
        # JIT compiling a plan over 16 partitions costs seconds and saves nothing here.
        connection.execute("SET jit = off")
        connection.execute(
            sql.SQL("SET lock_timeout = {}").format(sql.Literal(f"{int(busy_timeout * 1000)}"))
        )
        if readonly:
            connection.execute("SET default_transaction_read_only = on")
        try:
            version = schema_version(connection, shown)
            if version < SCHEMA_VERSION:
                if version == 0 and (readonly or not create):
                    raise CorpusError(
                        "There is no corpus in this database yet. Add documents with "
                        "'imbrex corpus add' first.",
                        shown,
                    )
                if readonly and version:
                    raise CorpusError(
                        "This corpus has an older format; open it once with write rights to "
                        "update it.",
                        shown,
                    )
                version = migrate(connection, shown, sampling)
        except psycopg.Error as error:
            raise _user_error(error, shown) from error
        store = PostgresCorpus(connection, shown)
        store.version = version
        try:
            active = connection.execute("SELECT row_security_active('grams')").fetchone()
        except psycopg.Error as error:
            raise _user_error(error, shown) from error
        store.row_security = bool(active and active[0])
        store.skip_key_checks = not readonly and may_skip_key_checks(connection)
        store.summarize = not readonly and may_summarize(connection)
    except BaseException:
        connection.close()
        raise
    return store
