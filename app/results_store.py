"""The results store: the checked papers a teacher keeps between starts of the window.

One SQLite file, ``results.sqlite3`` in the user data folder (platformdirs, beside the
corpus). Each batch (one drop, one Open…, one folder) keeps its title, the paths given, the
template and, once finished, the class result (pairs, groups); each paper keeps its
``imbrex.report/1`` JSON (or the reason it was not checked), the sources the teacher hid, and
links to its texts: the paper's extracted text and each matched source's, stored once per
distinct text (a source that thirty papers copied is kept once). Reports and texts are
zlib-compressed UTF-8.

Loading at start reads the batches and each paper's *summary* only (``list_summary``: the
report without its passages and all but the top source, about 1 KB, what the papers list
shows); a paper's full report and texts are read when it is opened (``paper``). Every change
is one transaction (SQLite, WAL journal: a crash or power cut leaves the last committed
state). The journal is copied into the file only when the store is closed, so no write made
while papers are being checked waits for the disk.
A file that is not a readable store, or one written by a newer Imbrex, is set aside (renamed
``results-damaged-<time>.sqlite3`` / ``results-newer-<time>.sqlite3``, never deleted) and a new
store is started; ``Opened.set_aside`` says so, for the window to tell the teacher.

No Qt here (the window calls it on its UI thread: each write is one small transaction).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sqlite3
import zlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from app.batch_results import BatchResult, CommonSource, PaperOutcome, PaperPair
from app.report.evidence import report_without_sources
from app.report.model import Report

#: The store's format (SQLite ``user_version``). A file with a higher number was written by a
#: newer Imbrex and is set aside rather than misread.
FORMAT_VERSION = 1
FILE_NAME = "results.sqlite3"

_SCHEMA = """
CREATE TABLE batches (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    paths TEXT NOT NULL,        -- JSON list of the files / folders given
    template TEXT,
    created TEXT NOT NULL,
    result BLOB                 -- zlib JSON: pairs, clusters, flagged (NULL until finished)
);
CREATE TABLE papers (
    id INTEGER PRIMARY KEY,     -- order of arrival (a re-check updates the row in place)
    batch INTEGER NOT NULL REFERENCES batches(id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    error TEXT,                 -- why it was not checked (then report is NULL)
    error_kind TEXT NOT NULL DEFAULT '',  -- its kind, for the window's translation
    report BLOB,                -- zlib imbrex.report/1 JSON
    summary TEXT,               -- JSON: what the papers list shows (``list_summary``)
    hidden TEXT NOT NULL DEFAULT '[]',
    UNIQUE (batch, path)
);
CREATE TABLE paper_texts (
    paper INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
    slot INTEGER NOT NULL,      -- 0: the paper's text; n: the report's source n-1
    sha TEXT NOT NULL,
    PRIMARY KEY (paper, slot)
);
CREATE INDEX paper_texts_sha ON paper_texts(sha);
CREATE TABLE texts (
    sha TEXT PRIMARY KEY,       -- SHA-256 of the text's UTF-8
    body BLOB NOT NULL          -- zlib UTF-8
);
"""

#: The tables a sound store has (checked at open).
_TABLES = {"batches", "papers", "paper_texts", "texts"}


def default_results_path() -> Path:
    """``results.sqlite3`` in the platform's user data folder (where the corpus also lives)."""
    import platformdirs

    return platformdirs.user_data_path("Imbrex", appauthor=False) / FILE_NAME


@dataclass(frozen=True, slots=True)
class StoredPaper:
    """One kept paper as read at start: its list summary (None when it was not checked) and
    the hidden sources."""

    path: str
    error: str | None
    summary: Report | None
    hidden: frozenset[int]
    error_kind: str = ""


def list_summary(report: Report) -> dict[str, Any]:
    """What the papers list needs of a report (with the hidden sources already left out), as
    JSON: every field but the excluded spans, the flags' kinds only, and only the top source,
    without its passages. Read back with ``Report.from_json`` (the missing parts empty).
    O(1) in the report's passages."""
    summary = {key: value for key, value in report.to_json().items() if key != "excluded"}
    summary["flags"] = [{"kind": flag.kind} for flag in report.flags]
    summary["sources"] = [
        {key: value for key, value in source.to_json().items() if not key.endswith("passages")}
        for source in report.sources[:1]
    ]
    return summary


@dataclass(frozen=True, slots=True)
class StoredBatch:
    """One kept batch, its papers in the order they were checked, and the class result
    (None when the check did not finish)."""

    key: int
    title: str
    paths: tuple[str, ...]
    template: str | None
    papers: tuple[StoredPaper, ...]
    result: BatchResult | None


@dataclass(frozen=True, slots=True)
class SetAside:
    """A store that could not be used and was renamed: ``reason`` is "damaged" or "newer"."""

    reason: str
    kept_as: Path
    detail: str


@dataclass(frozen=True, slots=True)
class Opened:
    """What ``open_results`` found: the store, its batches, a store set aside (if any), and
    how many papers could not be read back (left in the file, not shown)."""

    store: ResultsStore
    batches: tuple[StoredBatch, ...]
    set_aside: SetAside | None
    unreadable: int


class StoreFormatError(Exception):
    """The file is not a results store this Imbrex can read (``newer``: written by a newer
    Imbrex)."""

    def __init__(self, message: str, newer: bool) -> None:
        super().__init__(message)
        self.newer = newer


def _pack(value: Any) -> bytes:
    # surrogatepass: a path's bytes that are not UTF-8 (lone surrogates) are kept as they are.
    return zlib.compress(json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass"), 6)


def _unpack(blob: bytes) -> Any:
    return json.loads(zlib.decompress(blob).decode("utf-8", "surrogatepass"))


def _key(path: str) -> str | bytes:
    """A paper's path as the store keeps it: as text, or, when its name holds bytes that are not
    UTF-8 (Python's lone surrogates, which SQLite's text cannot hold), as those bytes: a BLOB,
    which SQLite compares and returns as it is (`_path`). O(len(path))."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return path.encode("utf-8", "surrogateescape")
    return path


def _path(value: str | bytes) -> str:
    """The path `_key` kept."""
    return value.decode("utf-8", "surrogateescape") if isinstance(value, bytes) else value


def _result_json(result: BatchResult) -> dict[str, Any]:
    return {
        "pairs": [dataclasses.asdict(p) for p in result.pairs],
        "clusters": [list(group) for group in result.clusters],
        "flagged": result.flagged,
        "common_sources": [dataclasses.asdict(c) for c in result.common_sources],
    }


def _result_of(data: Mapping[str, Any], papers: Sequence[StoredPaper]) -> BatchResult:
    """The class result kept for a batch; its papers are path and error only (the reports
    are the papers list's)."""
    return BatchResult(
        papers=tuple(PaperOutcome(p.path, error=p.error, error_kind=p.error_kind) for p in papers),
        pairs=tuple(PaperPair(**pair) for pair in data["pairs"]),
        clusters=tuple(tuple(group) for group in data["clusters"]),
        flagged=int(data["flagged"]),
        common_sources=tuple(
            CommonSource(c["path"], tuple(c["papers"])) for c in data.get("common_sources", ())
        ),
    )


def open_results(path: Path) -> Opened:
    """Open (making it if needed) the store at ``path`` and read its batches and reports
    (not the texts). A damaged or newer store is renamed aside and a new one made. Cost: one
    read of every paper's summary (about 1 KB each). Raises OSError or sqlite3.Error when no
    store can be made (e.g. a read-only folder) or the store is locked by another Imbrex."""
    path.parent.mkdir(parents=True, exist_ok=True)
    set_aside = None
    try:
        store = ResultsStore(path)
        try:
            batches, unreadable = store._load()
        except BaseException:
            store.close()
            raise
    except (sqlite3.DatabaseError, StoreFormatError) as error:
        if _busy(error):  # another Imbrex is writing it: not damaged, never set aside
            raise
        reason = "newer" if isinstance(error, StoreFormatError) and error.newer else "damaged"
        kept = _set_aside(path, reason)
        set_aside = SetAside(reason, kept, str(error))
        store = ResultsStore(path)
        batches, unreadable = [], 0
    return Opened(store, tuple(batches), set_aside, unreadable)


def _busy(error: Exception) -> bool:
    """Whether a SQLite error says the file is locked by another connection."""
    return isinstance(error, sqlite3.OperationalError) and any(
        word in str(error) for word in ("locked", "busy")
    )


def _set_aside(path: Path, reason: str) -> Path:
    """Rename the store (and its journal files) to ``results-<reason>-<time>.sqlite3``."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.stem}-{reason}-{stamp}{path.suffix}")
    n = 2
    while kept.exists():
        kept = path.with_name(f"{path.stem}-{reason}-{stamp}-{n}{path.suffix}")
        n += 1
    for suffix in ("-wal", "-shm"):
        journal = path.with_name(path.name + suffix)
        if journal.exists():
            journal.rename(kept.with_name(kept.name + suffix))
    path.rename(kept)
    return kept


class ResultsStore:
    """The open store (see the module docstring). Every method is one transaction."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # isolation_level=None: transactions are explicit (``with self._write()``).
        self._db = sqlite3.connect(str(path), isolation_level=None, timeout=2.0)
        try:
            self._prepare()
        except BaseException:
            self._db.close()
            raise

    def _prepare(self) -> None:
        db = self._db
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if version > FORMAT_VERSION:
            raise StoreFormatError(
                f"written by a newer Imbrex (store format {version}, this one reads "
                f"{FORMAT_VERSION})",
                True,
            )
        # WAL + NORMAL: a commit writes no fsync (the window's UI thread never waits on the
        # disk); a power cut can lose the last commits, never corrupt the file.
        db.execute("PRAGMA synchronous = NORMAL")
        if version == 0 and not tables:  # a new file
            db.execute("PRAGMA auto_vacuum = INCREMENTAL")  # before the first table
            db.execute("PRAGMA journal_mode = WAL")
            db.executescript(f"BEGIN; {_SCHEMA} PRAGMA user_version = {FORMAT_VERSION}; COMMIT;")
        elif version != FORMAT_VERSION or not _TABLES <= tables:
            raise StoreFormatError(f"not an Imbrex results store (format {version})", False)
        else:
            db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA wal_autocheckpoint = 0")  # checkpoint at close (see the docstring)
        db.execute("PRAGMA foreign_keys = ON")

    def close(self) -> None:
        """Copy the journal into the file (the one write that waits for the disk) and close."""
        try:
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error:  # busy or read-only: SQLite finishes it at the next open
            pass
        self._db.close()

    def _write(self):
        return _Transaction(self._db)

    # reading ------------------------------------------------------------------------------
    def _load(self) -> tuple[list[StoredBatch], int]:
        papers: dict[int, list[StoredPaper]] = {}
        unreadable = 0
        for batch, path, error, kind, summary, hidden in self._db.execute(
            "SELECT batch, path, error, error_kind, summary, hidden FROM papers ORDER BY id"
        ):
            try:
                paper = StoredPaper(
                    _path(path),
                    error,
                    Report.from_json(json.loads(summary)) if summary is not None else None,
                    frozenset(int(i) for i in json.loads(hidden)),
                    str(kind),
                )
                if paper.summary is None and paper.error is None:
                    raise ValueError("neither a report nor an error")
            except (ValueError, TypeError):  # one damaged row: left out, kept
                unreadable += 1
                continue
            papers.setdefault(batch, []).append(paper)
        batches = []
        for key, title, paths, template, result in self._db.execute(
            "SELECT id, title, paths, template, result FROM batches ORDER BY id"
        ):
            kept = papers.get(key, [])
            try:
                restored = _result_of(_unpack(result), kept) if result is not None else None
            except (zlib.error, ValueError, TypeError, KeyError):
                unreadable += 1
                restored = None
            batches.append(
                StoredBatch(key, title, tuple(json.loads(paths)), template, tuple(kept), restored)
            )
        return batches, unreadable

    def paper(self, batch: int, path: str) -> tuple[Report, str, tuple[str, ...]] | None:
        """The paper's full report, its text and its sources' texts (in the report's order),
        or None when the paper or one of them is not in the store or cannot be read. Cost: one
        read per text."""
        row = self._db.execute(
            "SELECT report FROM papers WHERE batch = ? AND path = ?", (batch, _key(path))
        ).fetchone()
        texts = self._texts(batch, path)
        if row is None or row[0] is None or texts is None:
            return None
        try:
            report = Report.from_json(_unpack(row[0]))
        except (zlib.error, ValueError):
            return None
        return report, texts[0], texts[1]

    def _texts(self, batch: int, path: str) -> tuple[str, tuple[str, ...]] | None:
        rows = self._db.execute(
            "SELECT pt.slot, t.body FROM papers p JOIN paper_texts pt ON pt.paper = p.id "
            "LEFT JOIN texts t ON t.sha = pt.sha WHERE p.batch = ? AND p.path = ? "
            "ORDER BY pt.slot",
            (batch, _key(path)),
        ).fetchall()
        if not rows or any(body is None for _, body in rows):
            return None
        try:
            texts = [zlib.decompress(body).decode("utf-8", "surrogatepass") for _, body in rows]
        except (zlib.error, UnicodeDecodeError):
            return None
        return texts[0], tuple(texts[1:])

    def size(self) -> int:
        """Bytes on disk (the file and its write-ahead log)."""
        return sum(
            p.stat().st_size
            for p in (self.path, self.path.with_name(self.path.name + "-wal"))
            if p.exists()
        )

    # writing ------------------------------------------------------------------------------
    def add_batch(self, title: str, paths: Sequence[str], template: str | None) -> int:
        """A new batch (its papers follow); returns its key."""
        with self._write():
            cursor = self._db.execute(
                "INSERT INTO batches (title, paths, template, created) VALUES (?, ?, ?, ?)",
                (
                    title,
                    json.dumps(list(paths)),  # ASCII escapes: a path's lone surrogates too
                    template,
                    datetime.now(timezone.utc).isoformat(timespec="seconds"),
                ),
            )
            assert cursor.lastrowid is not None  # an INSERT
            return cursor.lastrowid

    def retitle_batch(self, batch: int, title: str, template: str | None) -> None:
        """A batch checked again in place: its new title (e.g. "· classmates only" added or
        dropped) and template, so that a restart shows what its papers were checked with."""
        with self._write():
            self._db.execute(
                "UPDATE batches SET title = ?, template = ? WHERE id = ?", (title, template, batch)
            )

    def put_paper(
        self,
        batch: int,
        outcome: PaperOutcome,
        hidden: Iterable[int] = (),
    ) -> None:
        """Keep one checked paper (replacing the batch's paper of the same path, in place).
        Cost: the report and each text not yet stored are compressed and written."""
        evidence = outcome.evidence
        report = _pack(evidence.report.to_json()) if evidence is not None else None
        hidden = sorted(hidden)
        summary = (
            json.dumps(list_summary(report_without_sources(evidence.report, hidden)))
            if evidence is not None
            else None
        )
        texts = [evidence.paper_text, *evidence.source_texts] if evidence is not None else []
        shas = [hashlib.sha256(t.encode("utf-8", "surrogatepass")).hexdigest() for t in texts]
        with self._write():
            self._db.execute(
                "INSERT INTO papers (batch, path, error, error_kind, report, summary, hidden) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (batch, path) DO UPDATE SET "
                "error = excluded.error, error_kind = excluded.error_kind, "
                "report = excluded.report, summary = excluded.summary, hidden = excluded.hidden",
                (
                    batch,
                    _key(outcome.path),
                    outcome.error,
                    outcome.error_kind,
                    report,
                    summary,
                    json.dumps(hidden),
                ),
            )
            (paper,) = self._db.execute(
                "SELECT id FROM papers WHERE batch = ? AND path = ?", (batch, _key(outcome.path))
            ).fetchone()
            replaced = [
                sha
                for (sha,) in self._db.execute(
                    "SELECT sha FROM paper_texts WHERE paper = ?", (paper,)
                )
            ]
            self._db.execute("DELETE FROM paper_texts WHERE paper = ?", (paper,))
            for slot, (sha, text) in enumerate(zip(shas, texts, strict=True)):
                known = self._db.execute("SELECT 1 FROM texts WHERE sha = ?", (sha,)).fetchone()
                if known is None:
                    self._db.execute(
                        "INSERT INTO texts (sha, body) VALUES (?, ?)",
                        (sha, zlib.compress(text.encode("utf-8", "surrogatepass"), 6)),
                    )
                self._db.execute(
                    "INSERT INTO paper_texts (paper, slot, sha) VALUES (?, ?, ?)",
                    (paper, slot, sha),
                )
            # Only the texts this paper held before can have lost their last paper: no sweep
            # of every kept text on each write (the writes run on the UI thread).
            self._forget_unused_texts(replaced)

    def finish_batch(self, batch: int, result: BatchResult) -> None:
        """The batch's check finished: keep its class result, and forget its papers that the
        check no longer found (files removed from the folder since)."""
        found = [_key(p.path) for p in result.papers]
        with self._write():
            self._db.execute(
                "UPDATE batches SET result = ? WHERE id = ?", (_pack(_result_json(result)), batch)
            )
            marks = ",".join("?" * len(found))
            self._db.execute(
                f"DELETE FROM papers WHERE batch = ? AND path NOT IN ({marks})", (batch, *found)
            )
            self._forget_unused_texts()

    def set_result(self, batch: int, result: BatchResult | None) -> None:
        """Replace the batch's class result (e.g. without a removed paper)."""
        with self._write():
            self._db.execute(
                "UPDATE batches SET result = ? WHERE id = ?",
                (_pack(_result_json(result)) if result is not None else None, batch),
            )

    def set_hidden(self, batch: int, path: str, hidden: Iterable[int], visible: Report) -> None:
        """The sources the teacher hid in one paper; ``visible`` is the report without them."""
        with self._write():
            self._db.execute(
                "UPDATE papers SET hidden = ?, summary = ? WHERE batch = ? AND path = ?",
                (json.dumps(sorted(hidden)), json.dumps(list_summary(visible)), batch, _key(path)),
            )

    def remove_paper(self, batch: int, path: str) -> None:
        """Forget one paper (its texts too, unless another paper uses them)."""
        with self._write():
            self._db.execute("DELETE FROM papers WHERE batch = ? AND path = ?", (batch, _key(path)))
            self._forget_unused_texts()
        self._reclaim()

    def remove_batch(self, batch: int) -> None:
        """Forget a batch and its papers."""
        with self._write():
            self._db.execute("DELETE FROM batches WHERE id = ?", (batch,))
            self._forget_unused_texts()
        self._reclaim()

    def clear(self) -> None:
        """Forget everything."""
        with self._write():
            self._db.execute("DELETE FROM batches")
            self._db.execute("DELETE FROM texts")
        self._reclaim()

    def _forget_unused_texts(self, candidates: Sequence[str] | None = None) -> None:
        """Delete the texts no paper refers to: among ``candidates`` (one indexed look-up
        each), or all of them (a sweep, after a removal)."""
        if candidates is None:
            self._db.execute("DELETE FROM texts WHERE sha NOT IN (SELECT sha FROM paper_texts)")
            return
        self._db.executemany(
            "DELETE FROM texts WHERE sha = ? AND NOT EXISTS "
            "(SELECT 1 FROM paper_texts WHERE paper_texts.sha = texts.sha)",
            [(sha,) for sha in set(candidates)],
        )

    def _reclaim(self) -> None:
        """Give freed pages back to the file system (auto_vacuum = INCREMENTAL)."""
        self._db.execute("PRAGMA incremental_vacuum")


class _Transaction:
    """``with``: BEGIN IMMEDIATE … COMMIT, or ROLLBACK on an exception."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, value, traceback) -> None:
        self._db.execute("COMMIT" if kind is None else "ROLLBACK")
