"""Rebuilding a damaged corpus from its stored texts (``imbrex corpus repair``).

Method: every document whose record and text can still be read is written, with its gram list
and the values derived from the text (language, words, rank, checksums) computed again from that
text with the corpus's own sampling, into a new corpus file beside the old one, through the
corpus API (``put``, transactions of whole documents). The new file then replaces the old one in
one rename (``os.replace``): the corpus is the old file or the whole repaired one, never half of
each; a repair killed halfway leaves the old file as it was. Documents whose text cannot be read
are left out and named. While it reads, the repair holds the old file to itself (SQLite's
exclusive locking mode), so no other Imbrex reads or writes it meanwhile.

Cost: one ``verify`` of the old file, then O(total text) to fingerprint every document again
(the same work as indexing, without reading the original files) and a second file of the same
size on disk.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from app.corpus.indexer import fingerprinted
from app.corpus.sqlite_store import SqliteCorpus, open_corpus
from app.corpus.store import CorpusError, CorruptCorpusError, IndexedDocument

#: How long the repair waits for other Imbrex windows or commands to close the corpus.
LOCK_TIMEOUT_SECONDS = 10.0
#: Documents written per transaction into the new file.
BATCH_DOCUMENTS = 200

_RECORD_COLUMNS = (
    "path, origin, origin_size, origin_mtime_ns, file_hash, sha256, size, format, title, author,"
    " collection"
)


@dataclass(slots=True)
class RepairSummary:
    """What a repair found and did."""

    problems: list[str] = field(default_factory=list)
    rebuilt: int = 0
    dropped: list[tuple[str, str]] = field(default_factory=list)  # (document, why)
    gram_rows_before: int | None = None
    gram_rows_after: int = 0

    @property
    def repaired(self) -> bool:
        """Whether the file was replaced (it is left alone when it was sound)."""
        return bool(self.problems)


def _scratch(path: Path) -> Path:
    scratch = path.with_name(path.name + ".repairing")
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(f"{scratch}{suffix}").unlink(missing_ok=True)  # left by a repair that was killed
    return scratch


def _hold(path: Path, timeout: float) -> SqliteCorpus:
    """The old corpus, opened for this process alone (exclusive locking: other connections
    wait, and this one waits ``timeout`` seconds for the others to close)."""
    old = open_corpus(path, create=False, readonly=True)  # the header and identity checks
    version = old.version
    old.close()
    connection = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    try:
        connection.execute("PRAGMA locking_mode = EXCLUSIVE")
        connection.execute("BEGIN EXCLUSIVE")
    except sqlite3.OperationalError as error:
        connection.close()
        if "locked" in str(error).lower() or "busy" in str(error).lower():
            raise CorpusError(
                "Another Imbrex window or command has the corpus open. Close it and run the "
                "repair again.",
                str(path),
            ) from None
        raise CorruptCorpusError(
            f"The corpus file is too damaged to be repaired ({error}). Move it away and "
            "rebuild the corpus with 'imbrex corpus add' (your own files are untouched).",
            str(path),
        ) from None
    store = SqliteCorpus(connection, str(path))
    store.version = version
    return store


def _record(old: SqliteCorpus, doc_id: int, sampling: str) -> IndexedDocument:
    """A document of the old file, rebuilt from its stored text; raises when it cannot be."""
    row = old.connection.execute(
        f"SELECT {_RECORD_COLUMNS} FROM documents WHERE id = ?", (doc_id,)
    ).fetchone()
    if row is None:
        raise KeyError(doc_id)
    (path, origin, origin_size, mtime_ns, file_hash, sha256, size, fmt, title, author, coll) = row
    return fingerprinted(
        old.text(doc_id),
        sampling,
        path=path,
        origin=origin,
        origin_size=origin_size,
        origin_mtime_ns=mtime_ns,
        file_hash=file_hash,
        sha256=sha256,
        size=size,
        format=fmt,
        title=title,
        author=author,
        collection=coll,
    )


def _name(old: SqliteCorpus, doc_id: int) -> str:
    try:
        row = old.connection.execute(
            "SELECT path FROM documents WHERE id = ?", (doc_id,)
        ).fetchone()
    except sqlite3.DatabaseError:
        row = None
    return f"document {doc_id}, {row[0]}" if row else f"document {doc_id}"


def repair_corpus(
    path: str | os.PathLike[str], *, lock_timeout: float = LOCK_TIMEOUT_SECONDS
) -> RepairSummary:
    """Verify the corpus at ``path`` and, when it is damaged, rebuild it from its stored texts
    into a new file that then replaces it (module docstring). Raises ``CorpusError`` when the
    corpus is in use or too damaged to list its documents."""
    target = Path(path)
    summary = RepairSummary()
    old = _hold(target, lock_timeout)
    try:
        summary.problems = old.verify()
        if not summary.problems:
            return summary
        try:
            (summary.gram_rows_before,) = old.connection.execute(
                "SELECT count(*) FROM grams"
            ).fetchone()
        except sqlite3.DatabaseError:
            summary.gram_rows_before = None
        try:
            ids = [row[0] for row in old.connection.execute("SELECT id FROM documents")]
            sampling = old.sampling
            created = old.meta("created")
        except (sqlite3.DatabaseError, CorpusError) as error:
            raise CorruptCorpusError(
                f"The corpus file is too damaged to be repaired: its list of documents cannot be "
                f"read ({error}). Move it away and rebuild the corpus with 'imbrex corpus add'.",
                str(target),
            ) from None
        scratch = _scratch(target)
        try:
            _rebuild(old, scratch, ids, sampling, created, summary)
        except BaseException:
            for suffix in ("", "-wal", "-shm"):
                Path(f"{scratch}{suffix}").unlink(missing_ok=True)
            raise
    finally:
        if old.connection.in_transaction:
            old.connection.execute("ROLLBACK")
        old.close()
    os.replace(scratch, target)
    _sync_folder(target.parent)
    return summary


def _rebuild(
    old: SqliteCorpus,
    scratch: Path,
    ids: list[int],
    sampling: str,
    created: str | None,
    summary: RepairSummary,
) -> None:
    new = open_corpus(scratch, sampling=sampling)
    try:
        if created:
            now = datetime.now(timezone.utc).isoformat(timespec="seconds")
            new.set_meta({"created": created, "repaired": now})
        batch: list[IndexedDocument] = []
        for doc_id in ids:
            try:
                batch.append(_record(old, doc_id, sampling))
            except (CorpusError, KeyError, sqlite3.DatabaseError):
                summary.dropped.append((_name(old, doc_id), "its stored text cannot be read"))
                continue
            if len(batch) >= BATCH_DOCUMENTS:
                new.put(batch)
                summary.rebuilt += len(batch)
                batch = []
        if batch:
            new.put(batch)
            summary.rebuilt += len(batch)
        problems = new.verify()
        if problems:  # never swap in a file that is not sound
            raise CorruptCorpusError(
                f"The repaired corpus did not verify ({problems[0]}); the old file was left as "
                "it is.",
                str(scratch),
            )
        summary.gram_rows_after = new.stats().grams
    finally:
        new.close()


def _sync_folder(folder: Path) -> None:
    """Make the rename durable (POSIX; Windows has no directory handles to sync)."""
    if os.name != "posix":
        return
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)
