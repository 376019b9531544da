"""Adding files to the corpus and keeping it in step with the disk (``imbrex corpus add|refresh``).

Per file: unchanged size and modification time → skipped without reading; same bytes (xxh128)
→ only the remembered time is updated; otherwise the file is extracted, fingerprinted and its
documents replace the old ones. Extraction and fingerprinting run in worker processes and, with
more than one worker, in the calling process too whenever the workers have sent nothing to
write (``_run_jobs``); the calling process alone writes to the index, in transactions of whole
documents, so an interrupted run (Ctrl-C, kill -9, power cut) leaves a consistent index that
the next run completes. Workers (and their readers) die with this process, and no more run at
once than the readers' memory limits allow together (``parallel_workers``; docs/extraction.md).
"""

from __future__ import annotations

import concurrent.futures as futures
import os
import signal
import time
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import xxhash

from app.corpus.near_duplicates import near_duplicates_of_group
from app.corpus.store import CorpusError, IndexedDocument, OriginState, PackedText
from app.corpus.stores import ManagedCorpus
from app.engine.fingerprints import stored_fingerprints
from app.errors import Cancelled, EmptyFileError, UserError
from app.extract import DEFAULT_LIMITS, Document, Limits, extract_bytes, read_file_bytes
from app.extract.api import document_files
from app.extract.sandbox import reader_context
from app.extract.sniff import EXTENSION_FORMATS, extension_of, sniff
from app.extract.zip_reader import skipped_kind, zip_members
from app.lifetime import die_with_parent
from app.printable import printable
from app.progress import Cancel, Progress

DEFAULT_COLLECTION = "General"
#: Documents written per transaction (or fewer, at least every BATCH_SECONDS). Each transaction
#: rewrites most of the index's B-tree pages (its sorted keys land all over it), so fewer,
#: larger ones cost this process less: writing 10,000 documents took 11.9 s of CPU in groups of
#: 500 and 8.9 s in groups of 1,000; the memory comes from SQLite's page cache, held small while
#: writing (``sqlite_store._WRITE_CACHE_KIB``; docs/performance.md, "Indexing, stop 20").
BATCH_DOCUMENTS = 1000
BATCH_SECONDS = 4.0
#: A worker task reads and fingerprints files until they hold this many bytes (or
#: BATCH_FILES files): ~50 ms of work for plain text, so the task's own cost is paid rarely.
BATCH_BYTES = 256 * 1024
BATCH_FILES = 64
MIN_TASKS_PER_WORKER = 4
#: Tasks queued per worker process, so that workers keep busy while this process writes: a
#: transaction of BATCH_DOCUMENTS takes this process one to two seconds, ~20–40 tasks of the
#: workers' time; their results wait in memory meanwhile (~13 kB a document). With 16, both
#: workers had finished all their tasks before the end of some transactions (6,000 documents: no
#: task left after 3 of 5); with 32, never (30–42 tasks left). Near the end of an add fewer are
#: queued: never more files than are left for this process to read (``_run_jobs``).
IN_FLIGHT_PER_WORKER = 32
#: When the files left to read hold no more than this, this process gives them all to the worker
#: processes and writes what it holds meanwhile (``_run_jobs``' ``handing_over``): about what
#: one worker process reads (~0.7 s of plain text) while this process writes a transaction of
#: BATCH_DOCUMENTS, so that the add's last transaction holds only those files' documents.
HAND_OVER_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Failure:
    """A file or archive member that could not be indexed, with the teacher-readable reason."""

    path: str
    message: str


@dataclass(frozen=True, slots=True)
class Notice:
    """A document that was indexed with a caveat the teacher should hear of (e.g. a file whose
    name says .docx but which is plain text)."""

    path: str
    message: str


@dataclass(frozen=True, slots=True)
class Duplicate:
    """A document whose canonical text equals one already in the corpus (seed 000), or, in
    ``IndexSummary.near_duplicates``, nearly equals it (seed 001's sketches: ``resemblance``
    is the estimated share of wording they have in common)."""

    path: str
    same_as: str
    resemblance: float = 1.0


@dataclass(slots=True)
class IndexSummary:
    """What an ``add`` or ``refresh`` did."""

    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: int = 0
    failed: list[Failure] = field(default_factory=list)
    warnings: list[Notice] = field(default_factory=list)
    duplicates: list[Duplicate] = field(default_factory=list)
    near_duplicates: list[Duplicate] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    #: Documents a refresh left alone: in colleagues' collections of a shared corpus.
    others: int = 0
    words: int = 0
    cancelled: bool = False
    #: Whether the corpus file was packed afterwards (a quarter of it was free; SQLite only).
    packed: bool = False


@dataclass(frozen=True, slots=True)
class _Job:
    origin: str
    size: int
    mtime_ns: int
    known_hash: str | None
    collection: str
    sampling: str
    limits: Limits


@dataclass(frozen=True, slots=True)
class _Outcome:
    origin: str
    documents: tuple[IndexedDocument, ...] = ()
    failures: tuple[Failure, ...] = ()
    same_bytes: bool = False
    notices: tuple[Notice, ...] = ()


def _notices(document: Document) -> tuple[Notice, ...]:
    return tuple(Notice(document.path, warning) for warning in document.warnings)


def _with_text(document: Document) -> Document:
    """``document``, or ``EmptyFileError`` when it has no text (a scan without a text layer):
    it could match nothing, and every scan would be called an exact duplicate of the others."""
    if document.text.strip():
        return document
    scan = next((f.detail for f in document.flags if f.kind == "no-text-layer"), None)
    reason = f"{scan[:1].upper()}{scan[1:]}." if scan else "It has no text."
    raise EmptyFileError(f"{reason} A file without text adds nothing to the corpus.")


def fingerprinted(text: str, sampling: str, **file_fields: Any) -> IndexedDocument:
    """The index entry of ``text``: its fingerprints (``stored_fingerprints``: language, words,
    checksum, sketch, the kept word pairs: ``DocumentFingerprints.stored``) and packed text,
    beside the file's own ``file_fields`` (path, origin, hashes, size, format, title, author,
    collection). Used by indexing and by ``corpus repair``, so both derive an entry the same
    way. O(n log n)."""
    prints = stored_fingerprints(text, sampling=sampling)
    return IndexedDocument(
        **file_fields,
        language=prints.language,
        words=prints.words,
        checksum=prints.checksum,
        text=PackedText.pack(text),
        grams=prints.stored,
        sketch=prints.sketch,
        stems=prints.stems,
    )


def _indexed(document: Document, job: _Job, data: bytes) -> IndexedDocument:
    return fingerprinted(
        document.text,
        job.sampling,
        path=document.path,
        origin=job.origin,
        origin_size=job.size,
        origin_mtime_ns=job.mtime_ns,
        file_hash=xxhash.xxh3_128_hexdigest(data),
        sha256=document.sha256,
        size=document.size,
        format=document.format,
        title=document.title,
        author=document.metadata.author or "",
        collection=job.collection,
    )


def _run_job(job: _Job) -> _Outcome:
    """Read, extract and fingerprint one file (all members of an archive). Runs in a worker."""
    try:
        data = read_file_bytes(job.origin, job.limits)
        if job.known_hash is not None and xxhash.xxh3_128_hexdigest(data) == job.known_hash:
            return _Outcome(job.origin, same_bytes=True)
        if sniff(data, job.origin) != "zip":
            document = _with_text(extract_bytes(data, job.origin, job.limits))
            return _Outcome(
                job.origin, documents=(_indexed(document, job, data),), notices=_notices(document)
            )
        documents: list[IndexedDocument] = []
        failures: list[Failure] = []
        notices: list[Notice] = []
        _, members = zip_members(data, job.origin, job.limits)
        for member_path, content in members:
            try:
                if isinstance(content, UserError):
                    raise content
                document = _with_text(extract_bytes(content, member_path, job.limits))
                documents.append(_indexed(document, job, content))
                notices.extend(_notices(document))
            except UserError as error:
                failures.append(Failure(member_path, error.message))
        return _Outcome(job.origin, tuple(documents), tuple(failures), notices=tuple(notices))
    except UserError as error:
        return _Outcome(job.origin, failures=(Failure(job.origin, error.message),))


def _start_worker() -> None:
    """Pool worker set-up: die with the parent (``app.lifetime``); Ctrl-C is the parent's."""
    die_with_parent()
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def parallel_workers(wanted: int, limits: Limits) -> int:
    """How many workers may read at once: ``wanted``, but no more than keeps the reader
    children's memory limits together within ``limits.parallel_readers_memory_bytes``."""
    if not limits.isolate:
        return max(1, wanted)
    return max(1, min(wanted, limits.parallel_readers_memory_bytes // limits.reader_memory_bytes))


def _run_batch(jobs: tuple[_Job, ...]) -> list[_Outcome]:
    """Run several jobs in one worker task, so that the cost of a task (its messages, the
    pickling of its arguments and results) is paid once per batch, not once per file."""
    return [_run_job(job) for job in jobs]


def _task_files(jobs: int, workers: int) -> int:
    """The most files of a worker task: :data:`BATCH_FILES`, but no more than gives each of
    ``workers`` :data:`MIN_TASKS_PER_WORKER` tasks of ``jobs`` files (a few files keep every
    core busy too). O(1)."""
    return max(1, min(BATCH_FILES, jobs // (MIN_TASKS_PER_WORKER * workers)))


def _take_batch(queue: deque[_Job], most: int) -> tuple[_Job, ...]:
    """The next worker task, taken from the front of ``queue``: consecutive jobs until they
    hold :data:`BATCH_BYTES` of files or ``most`` files; a larger file is a task of its own.
    ``queue`` must not be empty. O(files taken)."""
    batch = [queue.popleft()]
    size = batch[0].size
    while queue and size < BATCH_BYTES and len(batch) < most and queue[0].size < BATCH_BYTES:
        job = queue.popleft()
        batch.append(job)
        size += job.size
    return tuple(batch)


def _batches(jobs: list[_Job], workers: int) -> Iterator[tuple[_Job, ...]]:
    """Consecutive jobs grouped into worker tasks (:func:`_take_batch`, at most
    :func:`_task_files` files each). O(jobs)."""
    queue, most = deque(jobs), _task_files(len(jobs), workers)
    while queue:
        yield _take_batch(queue, most)


def _run_jobs(
    jobs: list[_Job],
    workers: int,
    cancel: Cancel | None,
    read_here: bool = True,
    handing_over: Callable[[], None] | None = None,
) -> Generator[_Outcome, None, None]:
    """Outcomes in completion order (of batches; in job order within one); in this process
    when there is little work or one worker.

    With ``workers`` = N > 1, N - 1 worker processes read and fingerprint tasks of several
    files, and this process is the N-th: it writes what they send (``_Writer``) and, whenever
    no task has come back, reads and fingerprints the next file itself. So N processes share N
    cores (with N worker processes beside it, this one made a process more than cores while
    it wrote), its own documents are never pickled, and it starts on the first file at once
    instead of waiting ~0.5 s for the pool. The pool never holds more files than are left for
    this process (and at most :data:`IN_FLIGHT_PER_WORKER` tasks a worker), so that both end
    at about the same time (docs/performance.md, "Indexing, stop 25"). Once the files left hold
    no more than :data:`HAND_OVER_BYTES` (in an add of more than four times that), they all go to
    the pool and ``handing_over`` is called (the caller writes what it holds while the pool
    reads them), so that the last transaction, written after the last file is read, is a small
    one. Without ``read_here``
    (the window, whose own thread would hold Python's lock while it reads), N worker processes
    read and this process only writes."""
    if jobs:
        workers = parallel_workers(workers, jobs[0].limits)
    if workers <= 1 or len(jobs) <= 2:
        for job in jobs:
            if cancel and cancel():
                raise Cancelled()
            yield _run_job(job)
        return
    pool_size = workers - 1 if read_here else workers
    executor = futures.ProcessPoolExecutor(
        pool_size, mp_context=reader_context(), initializer=_start_worker
    )
    pending: dict[futures.Future[list[_Outcome]], int] = {}  # a task -> its files
    ready: deque[futures.Future[list[_Outcome]]] = deque()  # tasks done (their callbacks)
    queue, most = deque(jobs), _task_files(len(jobs), workers)
    held = 0  # files in the pool's tasks
    left = sum(job.size for job in jobs)  # bytes of the files in the queue
    handed = not read_here  # whether the files left are all the pool's
    # A small add is not handed over: this process reads its share to the end (it has no
    # transaction to write meanwhile).
    hand_over = read_here and left > 4 * HAND_OVER_BYTES
    try:
        while queue or pending:
            if hand_over and not handed and left <= HAND_OVER_BYTES:
                handed = True
                while queue:
                    batch = _take_batch(queue, most)
                    future = executor.submit(_run_batch, batch)
                    pending[future] = len(batch)
                    held += len(batch)
                    future.add_done_callback(ready.append)
                if handing_over is not None:
                    handing_over()
            while (
                queue
                and (held < len(queue) or handed)
                and len(pending) < IN_FLIGHT_PER_WORKER * pool_size
            ):
                batch = _take_batch(queue, most)
                left -= sum(job.size for job in batch)
                future = executor.submit(_run_batch, batch)
                pending[future] = len(batch)
                held += len(batch)
                future.add_done_callback(ready.append)
            if ready:
                done = [ready.popleft()]
            elif queue and not handed:
                if cancel and cancel():
                    raise Cancelled()
                job = queue.popleft()
                left -= job.size
                yield _run_job(job)
                continue
            else:  # a task's callback may come just after the wait: both are taken once
                done = list(futures.wait(pending, return_when=futures.FIRST_COMPLETED).done)
            for future in done:
                if future not in pending:
                    continue
                held -= pending.pop(future)
                for outcome in future.result():
                    yield outcome
                    if cancel and cancel():
                        raise Cancelled()
    finally:
        # The executor's own thread cancels the tasks not yet started (cancelling them here
        # raced with it: once the workers are stopped it marks every task it still holds as
        # failed, and a task cancelled meanwhile made it raise InvalidStateError, which the
        # window shows as an unexpected error). Then stop at once: the files in flight are
        # read again next time.
        processes = list((getattr(executor, "_processes", None) or {}).values())
        manager = getattr(executor, "_executor_manager_thread", None)
        executor.shutdown(wait=False, cancel_futures=True)  # forgets both
        for process in processes:
            process.terminate()
        if manager is not None:
            manager.join()


class _Writer:
    """Collects documents and writes them in transactions of whole documents."""

    def __init__(self, store: ManagedCorpus, summary: IndexSummary, known: set[str]) -> None:
        self.store = store
        self.summary = summary
        self.known = known
        self.batch: list[IndexedDocument] = []
        self.started = time.monotonic()

    def add(self, documents: Iterable[IndexedDocument]) -> None:
        self.batch.extend(documents)
        if len(self.batch) >= BATCH_DOCUMENTS or time.monotonic() - self.started > BATCH_SECONDS:
            self.flush()

    def flush(self, last: bool = False, progress: Progress | None = None) -> None:
        """Write the documents collected; ``last``: the add's last write, on more than one
        core (the store may make its key summary beside it, reporting to ``progress``)."""
        if not self.batch:
            return
        # What each document was is decided inside the write: another process adding the same
        # files at the same time may have stored them since this one looked.
        written = self.store.write(self.batch, last, progress)
        fresh: list[tuple[int, IndexedDocument]] = []
        for done, document in zip(written, self.batch, strict=True):
            if done.state == "unchanged":
                self.summary.unchanged += 1
                continue
            (self.summary.updated if done.state == "replaced" else self.summary.added).append(
                document.path
            )
            self.summary.words += document.words
            fresh.append((done.id, document))
        self._report_duplicates(fresh)
        self.batch = []
        self.started = time.monotonic()

    def _report_duplicates(self, fresh: list[tuple[int, IndexedDocument]]) -> None:
        """Name the exact and near-duplicates among the documents just written (id, document),
        as if each had been written and checked alone in their order: a document is a duplicate
        of one stored before the group or earlier in it, never of itself or a later one. One
        query for the exact duplicates of the whole group and one for its super-shingles
        (docs/scaling.md). O(group · log N)."""
        position = {doc_id: n for n, (doc_id, _) in enumerate(fresh)}
        twins = self.store.documents_with_checksums(document.checksum for _, document in fresh)
        unmatched: list[int] = []
        for n, (_, document) in enumerate(fresh):
            later = _WrittenFrom(position, n)
            twin = next((t for t in twins.get(document.checksum, ()) if t.id not in later), None)
            if twin is not None:
                self.summary.duplicates.append(Duplicate(document.path, twin.path))
            else:
                unmatched.append(n)
        nears = near_duplicates_of_group(
            self.store,
            [fresh[n][1].sketch for n in unmatched],
            [_WrittenFrom(position, n) for n in unmatched],
        )
        for n, near in zip(unmatched, nears, strict=True):
            if near:
                same_as = self.store.document(near[0].doc_id).path
                self.summary.near_duplicates.append(
                    Duplicate(fresh[n][1].path, same_as, near[0].resemblance)
                )


@dataclass(frozen=True, slots=True)
class _WrittenFrom:
    """The ids of a written group's documents from position ``start`` on (``in`` only)."""

    position: dict[int, int]
    start: int

    def __contains__(self, doc_id: object) -> bool:
        return isinstance(doc_id, int) and self.position.get(doc_id, -1) >= self.start


_NOT_PACKED = (
    "Everything was indexed, but the corpus file could not be packed afterwards ({reason}). "
    "It works as it is; the next large add packs it."
)


def _origin_of(path: Path, folders: dict[str, str]) -> str:
    """``path.resolve()`` as text. A file that is not a link lies in its folder's real path:
    ``folders`` remembers each folder's (one look-up per path component, once per folder), so
    that a file costs one ``lstat`` instead of one per component."""
    parent, name = os.path.split(os.fspath(path))
    if name in ("", ".", "..") or os.path.islink(path):
        return str(path.resolve())
    folder = folders.get(parent)
    if folder is None:
        folder = folders[parent] = os.path.realpath(parent or ".")
    return os.path.join(folder, name)


_UNSTORABLE_NAME = (
    "The file's name is not valid text (it holds bytes of an unknown character set), so it "
    "cannot be stored in the corpus. Rename the file and add it again."
)


def _storable(path: str) -> bool:
    """Whether a path can be stored as text (a name with undecodable bytes holds surrogates)."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _plan(
    files: Iterable[tuple[Path, bool]],
    origins: dict[str, OriginState],
    collection: str,
    sampling: str,
    limits: Limits,
    summary: IndexSummary,
) -> list[_Job]:
    jobs: list[_Job] = []
    seen: set[str] = set()
    folders: dict[str, str] = {}
    for file, from_folder in files:
        if from_folder and extension_of(str(file)) not in EXTENSION_FORMATS:
            summary.failed.append(Failure(str(file), skipped_kind(str(file)).message))
            continue
        origin = _origin_of(file, folders)
        if origin in seen:
            continue
        if not _storable(origin):
            summary.failed.append(Failure(printable(str(file)), _UNSTORABLE_NAME))
            continue
        seen.add(origin)
        try:
            info = os.stat(origin)
        except OSError:
            summary.failed.append(
                Failure(str(file), "The file does not exist (moved or deleted?).")
            )
            continue
        state = origins.get(origin)
        if state and state.size == info.st_size and state.mtime_ns == info.st_mtime_ns:
            summary.unchanged += state.documents
            continue
        known = state.file_hash if state and state.documents == 1 else None
        jobs.append(
            _Job(origin, info.st_size, info.st_mtime_ns, known, collection, sampling, limits)
        )
    return jobs


def _index(
    store: ManagedCorpus,
    jobs: list[_Job],
    summary: IndexSummary,
    workers: int | None,
    progress: Progress | None,
    cancel: Cancel | None,
    read_here: bool = True,
) -> IndexSummary:
    stored = store.documents()
    known = {doc.path for doc in stored}
    stale_by_origin: dict[str, list[str]] = {}
    for doc in stored:
        stale_by_origin.setdefault(doc.origin, []).append(doc.path)
    writer = _Writer(store, summary, known)
    by_origin = {job.origin: job for job in jobs}
    workers = workers or os.cpu_count() or 1
    total = len(jobs)
    outcomes = _run_jobs(jobs, workers, cancel, read_here, writer.flush)
    try:
        for done, outcome in enumerate(outcomes, start=1):
            summary.failed.extend(outcome.failures)
            summary.warnings.extend(outcome.notices)
            job = by_origin[outcome.origin]
            if outcome.same_bytes:
                writer.flush()
                store.touch_origin(outcome.origin, job.size, job.mtime_ns)
                summary.unchanged += 1
            elif outcome.documents:
                writer.add(outcome.documents)
                fresh = {d.path for d in outcome.documents}
                gone = [p for p in stale_by_origin.get(outcome.origin, ()) if p not in fresh]
                if gone:
                    writer.flush()
                    _remove_paths(store, gone, summary)
            if progress:
                progress(done, total, outcome.origin)
    except (KeyboardInterrupt, Cancelled):
        summary.cancelled = True
    finally:
        outcomes.close()  # stops the worker processes at once
        writer.flush(last=not summary.cancelled and workers > 1, progress=progress)
    if not summary.cancelled:
        packing = _pack_afterwards(store, progress, cancel, workers)
        summary.packed, summary.cancelled = packing.packed, packing.stopped
        if packing.failure:
            summary.warnings.append(Notice(store.path, _NOT_PACKED.format(reason=packing.failure)))
    return summary


@dataclass
class _Packing:
    """What :func:`_pack_afterwards` did."""

    packed: bool = False
    #: Stopped (Cancel, Ctrl-C): the file is as it was before the packing, nothing is lost.
    stopped: bool = False
    #: Why it failed (e.g. a full disk: what was written stays, unpacked); None otherwise.
    failure: str | None = None


def _pack_afterwards(
    store: ManagedCorpus, progress: Progress | None, cancel: Cancel | None, workers: int = 1
) -> _Packing:
    """``store.pack_if_slack`` after an add or a removal, whose writes stand whatever it
    does. O(size of the file) when it packs."""
    try:
        return _Packing(packed=store.pack_if_slack(progress, cancel, workers))
    except (KeyboardInterrupt, Cancelled):
        return _Packing(stopped=True)
    except CorpusError as error:
        return _Packing(failure=error.message.rstrip("."))


@dataclass
class Removal:
    """What :func:`remove_documents` did."""

    removed: int
    #: Whether the corpus file was packed afterwards (a quarter of it was free; SQLite only).
    packed: bool = False
    #: Whether the packing was stopped (Cancel, Ctrl-C): the file is as it was.
    stopped: bool = False
    #: Why the packing failed (a full disk, a damaged page), in the store's words; None if not.
    failure: str | None = None
    #: What the command line says when the packing failed or was stopped; None otherwise.
    note: str | None = None


_REMOVED_NOT_PACKED = (
    "The documents were removed, but the corpus file could not be packed afterwards ({reason}). "
    "It works as it is; the next large add packs it."
)


def remove_documents(
    store: ManagedCorpus,
    ids: Iterable[int],
    progress: Progress | None = None,
    cancel: Cancel | None = None,
) -> Removal:
    """Remove documents from the index (never their files) in one transaction (cancelled, or
    stopped by Ctrl-C, it removes nothing: ``Cancelled``/``KeyboardInterrupt``), then pack the
    corpus file when more than a quarter of it is free (``pack_if_slack``: removing a large
    collection gives its space back at once, not at the next add). The removal stands whatever
    the packing does: stopped (``cancel``, Ctrl-C) or failed (a full disk), the file is as it
    was before the packing and :attr:`Removal.note` says so. O(documents' rows) + O(size of the
    file) when it packs."""
    removed = store.remove(list(ids), progress, cancel)
    packing = _pack_afterwards(store, progress, cancel)
    note = None
    if packing.stopped:
        note = (
            "The documents were removed; packing the corpus file was stopped, and the file is "
            "as it was. The next large add packs it."
        )
    elif packing.failure:
        note = _REMOVED_NOT_PACKED.format(reason=packing.failure)
    return Removal(removed, packing.packed, packing.stopped, packing.failure, note)


def _remove_paths(store: ManagedCorpus, paths: Iterable[str], summary: IndexSummary) -> None:
    wanted = set(paths)
    ids = [doc.id for doc in store.documents() if doc.path in wanted]
    store.remove(ids)
    summary.removed.extend(sorted(wanted))


def add_paths(
    store: ManagedCorpus,
    paths: Iterable[str | os.PathLike[str]],
    collection: str = DEFAULT_COLLECTION,
    *,
    workers: int | None = None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    limits: Limits = DEFAULT_LIMITS,
    read_here: bool = True,
) -> IndexSummary:
    """Index files, folders (recursively) and .zip archives into ``store`` under ``collection``.

    Unchanged files are skipped; changed ones re-indexed; files that cannot be read are listed
    in ``failed`` and the rest go on. Never writes to the given files. Cost: O(total size)
    spread over ``workers`` processes (default: one per core): this one, which writes and reads
    files whenever the others have sent none, and ``workers`` - 1 worker processes (all
    ``workers`` read in worker processes without ``read_here``: the window's add, so that its
    thread leaves Python's lock to the window); the index write is O(grams).
    """
    summary = IndexSummary()
    origins = store.origins()
    files = []
    for file, from_folder, skipped in document_files(paths):
        if skipped is not None:  # a link leading outside the folder: never read
            summary.failed.append(Failure(str(file), skipped))
        else:
            files.append((file, from_folder))
    present = [file.exists() for file, _ in files]
    for (file, _), found in zip(files, present, strict=True):
        if not found:
            summary.failed.append(
                Failure(str(file), "The file does not exist (moved or deleted?).")
            )
    files = [entry for entry, found in zip(files, present, strict=True) if found]
    jobs = _plan(files, origins, collection, store.sampling, limits, summary)
    return _index(store, jobs, summary, workers, progress, cancel, read_here)


def refresh(
    store: ManagedCorpus,
    *,
    remove_missing: bool = False,
    workers: int | None = None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    limits: Limits = DEFAULT_LIMITS,
    read_here: bool = True,
) -> IndexSummary:
    """Re-index every file of the corpus that changed on disk and report the missing ones
    (removed from the index only with ``remove_missing``); ``workers`` and ``read_here`` as
    for :func:`add_paths`. On a shared corpus only the files of
    the user's own collections are looked at (``own_collections``); the others are counted in
    ``others``. O(changed files' size)."""
    summary = IndexSummary()
    collections = {doc.origin: doc.collection for doc in store.documents()}
    own = store.own_collections()
    origins = store.origins()
    if own is not None:
        theirs = [origin for origin in origins if collections.get(origin) not in own]
        summary.others = sum(origins.pop(origin).documents for origin in theirs)
    jobs: list[_Job] = []
    for origin, state in sorted(origins.items()):
        try:
            info = os.stat(origin)
        except OSError:
            summary.missing.append(origin)
            continue
        if info.st_size == state.size and info.st_mtime_ns == state.mtime_ns:
            summary.unchanged += state.documents
            continue
        known = state.file_hash if state.documents == 1 else None
        jobs.append(
            _Job(
                origin,
                info.st_size,
                info.st_mtime_ns,
                known,
                collections[origin],
                store.sampling,
                limits,
            )
        )
    if remove_missing and summary.missing:
        gone = set(summary.missing)
        ids = [doc.id for doc in store.documents() if doc.origin in gone]
        store.remove(ids)
        summary.removed.extend(doc for doc in summary.missing)
    return _index(store, jobs, summary, workers, progress, cancel, read_here)
