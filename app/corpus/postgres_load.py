"""Writing documents to a corpus on a PostgreSQL server: several whole documents per transaction.

Where a load's time went (docs/scaling.md, "Measured"): one transaction per document, about ten
round trips each, and on the server the foreign-key check of every gram row (a B-tree probe and
a row lock on ``documents`` per row: more than half of the server's time). So:

* a group of documents is one transaction: their existing rows are locked in one statement (in
  path order), the replaced ones deleted in one, the new rows inserted in one (``INSERT …
  SELECT FROM unnest`` of an array per column), their texts and grams sent in one binary
  ``COPY`` each and their super-shingles in one ``INSERT``.
  A document is never split across transactions; a killed client leaves whole documents;
* the rows of ``texts``, ``grams`` and ``super_shingles`` point to documents this transaction
  has just inserted, which no other transaction can see, let alone delete, before it commits:
  their foreign-key checks can only succeed. A role allowed to set ``session_replication_role``
  (the corpus's owner when the administrator granted it, or a superuser) skips them for those
  rows alone (``SET LOCAL``, back to ``origin`` before anything else): the constraints stay, and
  every ``DELETE`` (the transaction's own replacements included) still cascades;
* a group that meets another client's write of the same path (a deadlock, or a path committed
  meanwhile) is rolled back and tried again, and at last written one document at a time;
* the index the cascade searches, ``grams (doc)``, is a BRIN (migration 5): nothing per row.
  Right after a group commits, a role that owns the table summarizes the page ranges its rows
  filled (one statement), so that removing one of its documents reads those ranges (and each
  partition's last, partial one), not every page written since autovacuum last came by.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence

import numpy as np
import psycopg
import psycopg.errors

from app.corpus.postgres_binary import Int8Array, gram_copy
from app.corpus.sql_common import NEW_DOCUMENT_COLUMNS, document_row, signed
from app.corpus.sql_common import stored_super_shingles as _stored_super_shingles
from app.corpus.store import CorpusError, IndexedDocument, ReadOnlyCorpusError, Written, as_signed
from app.engine.shingles import sorted_distinct

#: How often one group's write is tried again after a conflict with another client.
WRITE_ATTEMPTS = 5
#: At most this many documents, or this many gram rows, are written in one transaction (the
#: indexer hands over up to 200 at a time). Each group's COPY walks every partition's primary
#: key once, so larger groups cost the server less per row (docs/scaling.md, "Measured"); a
#: removal reads the BRIN ranges of its group's rows, so larger groups cost removals more.
GROUP_DOCUMENTS = 200
GROUP_GRAMS = 400_000

#: Heap pages per range of the ``grams (doc)`` BRIN (migration 5's ``pages_per_range``).
BRIN_PAGES = 32
#: The last complete page ranges of each partition's ``grams (doc)`` BRIN, summarized (a range
#: already summarized is left as it is): the ranges a group can have filled, and more. The
#: partial range at the end is not: while it has no summary, a row written into it costs the
#: BRIN nothing (a summarized minmax-multi range is read and rewritten for each new doc id),
#: and a removal reads it whole (at most 32 pages a partition). Each partition's index in the
#: same order, so two clients never wait for each other in a cycle.
_SUMMARIZE = (
    "SELECT coalesce(sum(brin_summarize_range(i.inhrelid, r * {pages})), 0) FROM ("
    " SELECT p.inhrelid, x.indrelid FROM pg_inherits p"
    " JOIN pg_index x ON x.indexrelid = p.inhrelid"
    " WHERE p.inhparent = 'grams_doc'::regclass ORDER BY p.inhrelid) AS i"
    " CROSS JOIN LATERAL (SELECT pg_relation_size(i.indrelid)"
    " / current_setting('block_size')::int / {pages} AS complete) AS n"
    " CROSS JOIN LATERAL generate_series(greatest(0, n.complete - 16), n.complete - 1) AS r"
).format(pages=BRIN_PAGES)


#: The new ``documents`` rows of a group in one statement, one array per column (in
#: ``NEW_DOCUMENT_COLUMNS``' order and types, in binary), in their order: (path, id) of each
#: row inserted; none for a path another client committed since the lock.
_INSERT_NEW = (
    f"INSERT INTO documents ({NEW_DOCUMENT_COLUMNS}) SELECT * FROM unnest("
    "%b::text[], %b::text[], %b::int8[], %b::int8[], %b::text[], %b::text[], %b::int8[],"
    " %b::text[], %b::text[], %b::text[], %b::text[], %b::text[], %b::int4[], %b::int8[],"
    " %b::int4[], %b::bytea[], %b::int8[], %b::bytea[], %b::text[])"
    " ON CONFLICT (path) DO NOTHING RETURNING path, id"
)

_LOCK_OLD = (
    "SELECT path, id, file_hash, origin, origin_size, origin_mtime_ns FROM documents"
    ' WHERE path = ANY(%s) ORDER BY path COLLATE "C" FOR UPDATE'
)


class Retry(psycopg.errors.SerializationFailure):
    """This transaction met another client's committed write of the same path: roll back and
    decide again (handled like a serialisation failure)."""


def may_skip_key_checks(connection: psycopg.Connection) -> bool:
    """Whether this role may set ``session_replication_role`` (superuser, or granted ``SET`` on
    it): then the foreign-key checks of rows pointing to this transaction's own new documents
    are skipped. Tried once, outside any transaction, and reset."""
    try:
        connection.execute("SET session_replication_role = replica")
    except psycopg.errors.InsufficientPrivilege:
        return False
    connection.execute("RESET session_replication_role")
    return True


@contextlib.contextmanager
def cascade_through_brin(connection: psycopg.Connection) -> Iterator[None]:
    """Inside a transaction: the cascade of a ``DELETE FROM documents`` finds the grams through
    the ``grams (doc)`` BRIN even where the partitions have no statistics yet (a corpus just
    loaded, before autovacuum's analyze: the planner then read every partition whole, 195 ms
    a removal at 10,000 documents instead of 17). Sequential scans off for this statement
    only (``SET LOCAL``, back on after it; a failed statement rolls the setting back)."""
    connection.execute("SET LOCAL enable_seqscan = off")
    yield
    connection.execute("SET LOCAL enable_seqscan = on")


def may_summarize(connection: psycopg.Connection) -> bool:
    """Whether this role may summarize the BRIN ranges of ``grams (doc)`` (PostgreSQL asks for
    the index's owner, or a member of the owning role, or a superuser)."""
    row = connection.execute(
        "SELECT pg_has_role(relowner, 'USAGE') FROM pg_class WHERE oid = 'grams_doc'::regclass"
    ).fetchone()
    return bool(row and row[0])


def groups(documents: Sequence[IndexedDocument]) -> Iterator[list[IndexedDocument]]:
    """Consecutive documents in groups of at most :data:`GROUP_DOCUMENTS` documents and about
    :data:`GROUP_GRAMS` gram rows, a path never twice in one group (a later version of a path
    replaces the earlier one in the next transaction). O(documents)."""
    group: list[IndexedDocument] = []
    paths: set[str] = set()
    grams = 0
    for doc in documents:
        if group and (doc.path in paths or len(group) >= GROUP_DOCUMENTS or grams >= GROUP_GRAMS):
            yield group
            group, paths, grams = [], set(), 0
        group.append(doc)
        paths.add(doc.path)
        grams += len(doc.grams)
    if group:
        yield group


class GroupWriter:
    """Writes groups of documents on one connection (see the module's docstring)."""

    def __init__(
        self,
        connection: psycopg.Connection,
        shown: str,
        *,
        row_security: bool,
        skip_key_checks: bool,
        summarize: bool = False,
    ) -> None:
        self.connection = connection
        self.shown = shown
        self.row_security = row_security
        self.skip_key_checks = skip_key_checks
        self.summarize = summarize

    def write(
        self, documents: Sequence[IndexedDocument], keep_same: bool, added: str
    ) -> list[Written]:
        """What happened to each of ``documents``, in their order, a group per transaction."""
        written: list[Written] = []
        for group in groups(documents):
            written.extend(self._write_group(group, keep_same, added))
            if self.summarize and any(w.state != "unchanged" for w in written[-len(group) :]):
                self._summarize()
        return written

    def _summarize(self) -> None:
        """Summarize the BRIN ranges filled so far (:data:`_SUMMARIZE`), after the group's
        commit: it takes a lock on each partition (until the end of its own short transaction)
        that autovacuum and another writer's summarizing also take. When one of them holds it
        for more than a moment, the summarizing is left to it (a vacuum summarizes the filled
        ranges itself)."""
        try:
            with self.connection.transaction():
                self.connection.execute("SET LOCAL lock_timeout = '100ms'")
                self.connection.execute(_SUMMARIZE)
        except psycopg.errors.LockNotAvailable:
            pass

    def _write_group(
        self, group: list[IndexedDocument], keep_same: bool, added: str
    ) -> list[Written]:
        for _ in range(WRITE_ATTEMPTS if len(group) > 1 else 0):
            try:
                with self.connection.transaction():
                    return self._write_in_transaction(group, keep_same, added)
            except (psycopg.errors.DeadlockDetected, psycopg.errors.SerializationFailure):
                continue
        return [self._write_alone(doc, keep_same, added) for doc in group]

    def _write_alone(self, doc: IndexedDocument, keep_same: bool, added: str) -> Written:
        """One document in one transaction, after its group kept meeting other clients."""
        for attempt in range(WRITE_ATTEMPTS):
            try:
                with self.connection.transaction():
                    return self._write_in_transaction([doc], keep_same, added)[0]
            except (psycopg.errors.DeadlockDetected, psycopg.errors.SerializationFailure):
                if attempt == WRITE_ATTEMPTS - 1:
                    raise
        raise CorpusError(
            "Another Imbrex client kept changing the same document; try again.", self.shown
        )

    def _write_in_transaction(
        self, group: list[IndexedDocument], keep_same: bool, added: str
    ) -> list[Written]:
        """The whole group inside the caller's transaction. Another client writing one of its
        paths first is waited for (its row lock, or the unique path); a path it committed
        since the lock is a :class:`Retry` of the group."""
        db = self.connection
        old = {row[0]: row[1:] for row in db.execute(_LOCK_OLD, ([d.path for d in group],))}
        results: list[Written | None] = [None] * len(group)
        new: list[int] = []  # positions in group of the documents to insert, in path order
        for position, doc in enumerate(group):
            found = old.get(doc.path)
            same = (doc.file_hash, doc.origin, doc.origin_size, doc.origin_mtime_ns)
            if found and keep_same and tuple(found[1:]) == same:
                results[position] = Written(found[0], "unchanged")
            else:
                new.append(position)
        if not new:
            return [r for r in results if r is not None]
        new.sort(key=lambda p: group[p].path.encode("utf-8"))  # as the locks: fewer deadlocks
        for name in sorted({group[p].collection for p in new}):
            self._claim_collection(name)
        replaced = [old[group[p].path][0] for p in new if group[p].path in old]
        if replaced:
            with cascade_through_brin(db):
                db.execute("DELETE FROM documents WHERE id = ANY(%s)", (replaced,))
        grams = {p: sorted_distinct(as_signed(group[p].grams)) for p in new}
        rows = [document_row(group[p], as_signed(group[p].grams), added) for p in new]
        columns = [list(column) for column in zip(*rows, strict=True)]
        inserted = {str(path): int(doc_id) for path, doc_id in db.execute(_INSERT_NEW, columns)}
        if len(inserted) < len(new):
            # Another client stored one of these paths since the lock (and has committed):
            # undo what this transaction did and decide again against its row.
            raise Retry()
        ids = [inserted[group[p].path] for p in new]
        for position, doc_id in zip(new, ids, strict=True):
            state = "replaced" if group[position].path in old else "added"
            results[position] = Written(doc_id, state)
        if self.skip_key_checks:
            db.execute("SET LOCAL session_replication_role = replica")
        self._insert_rows([group[p] for p in new], [grams[p] for p in new], ids)
        if self.skip_key_checks:
            db.execute("SET LOCAL session_replication_role = origin")
        return [r for r in results if r is not None]

    def _insert_rows(
        self, docs: list[IndexedDocument], grams: list[np.ndarray], ids: list[int]
    ) -> None:
        """The texts, grams and super-shingles of the new documents ``ids``."""
        db = self.connection
        texts = [
            (doc_id, doc.text.chars, signed(doc.text.checksum), doc.text.data)
            for doc, doc_id in zip(docs, ids, strict=True)
        ]
        with db.cursor() as cursor:
            if self.row_security:
                # PostgreSQL refuses COPY under row security: INSERT, in one pipeline.
                cursor.executemany(
                    "INSERT INTO texts (doc, chars, text_hash, data) VALUES (%s, %s, %s, %s)",
                    texts,
                )
            else:
                copy_sql = "COPY texts (doc, chars, text_hash, data) FROM STDIN (FORMAT BINARY)"
                with cursor.copy(copy_sql) as copy:
                    copy.set_types(["int8", "int4", "int8", "bytea"])
                    for row in texts:
                        copy.write_row(row)
        hashes = np.concatenate(grams) if grams else np.zeros(0, np.int64)
        owners = np.repeat(np.asarray(ids, dtype=np.int64), [len(g) for g in grams])
        # In hash order, consecutive rows of a partition go to neighbouring B-tree leaves: a
        # third less server time than in document order (docs/scaling.md).
        order = np.argsort(hashes, kind="stable")
        hashes, owners = hashes[order], owners[order]
        if len(hashes) and self.row_security:
            # Under row security the rows go in as two arrays.
            db.execute(
                "INSERT INTO grams (hash, doc) SELECT * FROM unnest(%b, %b)",
                (Int8Array(hashes.view(np.uint64)), Int8Array(owners.view(np.uint64))),
            )
        elif len(hashes):
            with db.cursor() as cursor:
                with cursor.copy("COPY grams (hash, doc) FROM STDIN (FORMAT BINARY)") as copy:
                    copy.write(gram_copy(hashes, owners))
        shingles = [
            (value, doc_id)
            for doc, doc_id in zip(docs, ids, strict=True)
            for value in sorted(set(_stored_super_shingles(doc.sketch.tobytes())))
        ]
        if shingles:
            db.execute(
                "INSERT INTO super_shingles (hash, doc)"
                " SELECT * FROM unnest(%s::bigint[], %s::bigint[])",
                ([s[0] for s in shingles], [s[1] for s in shingles]),
            )

    def _claim_collection(self, name: str) -> None:
        """Make ``name`` a collection of this role if nobody has it yet; refuse a collection
        of another teacher (this role may at most read it)."""
        db = self.connection
        db.execute(
            "INSERT INTO collections (name) VALUES (%s) ON CONFLICT (name) DO NOTHING", (name,)
        )
        if not self.row_security:
            return  # the corpus's owner writes every collection
        row = db.execute("SELECT owner FROM collections WHERE name = %s", (name,)).fetchone()
        mine = db.execute("SELECT %s = ANY (imbrex_writable())", (name,)).fetchone()
        if not (mine and mine[0]):
            raise ReadOnlyCorpusError(
                f"The collection '{name}' belongs to {row[0] if row else 'another teacher'}: it "
                "is read-only for you, so nothing can be added to it or removed from it. Add "
                "your documents to a collection of your own (--collection NAME).",
                self.shown,
            )
