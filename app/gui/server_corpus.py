"""A shared corpus on a PostgreSQL server, as the window sees it: trying a connection (off the
UI thread), naming the server for the status bar (host and database, never a password), and
why a connection failed, in words a teacher can act on.

The connection itself is ``app.corpus.stores.open_corpus_store``'s, as for the command line;
libpq finds a password in ``~/.pgpass``, the service file or ``PGPASSWORD``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.corpus.store import (
    CorpusError,
    CorpusStats,
    CorruptCorpusError,
    ReadOnlyCorpusError,
    StoredDocument,
)
from app.corpus.stores import open_corpus_store
from app.gui.jobs import Job, JobQueue

CONTEXT = "ServerCorpus"

#: Why a connection failed (``problem_kind``), and what to do about it.
PROBLEM_TEXTS = {
    "bad-spec": QT_TRANSLATE_NOOP(
        "ServerCorpus",
        "This is not a connection string libpq understands. Type a URL such as "
        "postgresql://anna@db.school.example/imbrex, or service=imbrex for an entry of your "
        "service file.",
    ),
    "no-service": QT_TRANSLATE_NOOP(
        "ServerCorpus",
        "Your PostgreSQL service file has no entry of that name. The file is ~/.pg_service.conf "
        "(%APPDATA%\\postgresql\\.pg_service.conf on Windows), or the one PGSERVICEFILE names; "
        "ask the server's administrator for the entry.",
    ),
    "unreachable": QT_TRANSLATE_NOOP(
        "ServerCorpus",
        "The server cannot be reached: the host name may be wrong, the server stopped, or "
        "this computer is not on the school's network. Check the address, or ask the "
        "server's administrator.",
    ),
    "auth": QT_TRANSLATE_NOOP(
        "ServerCorpus",
        "The server refused your user name or password. Imbrex never keeps a password: put it "
        "in ~/.pgpass (%APPDATA%\\postgresql\\pgpass.conf on Windows), in your service file, "
        "or in the PGPASSWORD environment variable, where PostgreSQL finds it.",
    ),
    "no-database": QT_TRANSLATE_NOOP(
        "ServerCorpus",
        "The server has no database of that name. Check the name after the last / of the "
        "address, or ask the server's administrator.",
    ),
    "not-corpus": QT_TRANSLATE_NOOP(
        "ServerCorpus",
        "This database holds other tables: it is not an Imbrex corpus, and Imbrex will not "
        "change it. Check the database's name.",
    ),
    "empty": QT_TRANSLATE_NOOP(
        "ServerCorpus",
        "This database holds no Imbrex corpus yet. Its administrator makes one with "
        "'imbrex corpus add' (or copies a corpus file there with 'imbrex corpus copy').",
    ),
    "older": QT_TRANSLATE_NOOP(
        "ServerCorpus",
        "This corpus was made by an older Imbrex and must be updated first: ask its "
        "administrator to run any 'imbrex corpus' command on it once (e.g. 'imbrex corpus "
        "stats') as the owner of its tables.",
    ),
    "newer": QT_TRANSLATE_NOOP(
        "ServerCorpus",
        "This corpus was made by a newer Imbrex. Update Imbrex to use it.",
    ),
    "other": QT_TRANSLATE_NOOP(
        "ServerCorpus",
        "The corpus on the server cannot be used.",
    ),
}

#: Words of libpq's and the server's messages that tell the failures apart (lower case).
_AUTH_WORDS = ("authentication failed", "no password supplied", "password", "role ")
_NO_DATABASE_WORDS = ("database ",)


@dataclass(frozen=True)
class ServerCorpusState:
    """What a successful connection found: where (no password), how many documents this role
    sees, and whether it may add and remove them."""

    host: str
    database: str
    documents: int
    writable: bool


def probe_server_corpus(spec: str) -> ServerCorpusState:
    """Connect to the corpus ``spec`` names (read only: nothing is made or migrated from the
    window) and read its state: one connection and three small queries. Raises
    ``CorpusError`` (see :func:`problem_kind`). Reads take no locks on the server (MVCC), so
    no other client's write is waited for."""
    with open_corpus_store(spec, create=False, readonly=True) as store:
        info = store.connection.info  # type: ignore[attr-defined]
        return ServerCorpusState(
            host=str(info.host or ""),
            database=str(info.dbname or ""),
            documents=store.document_count(),
            writable=store.writable(),
        )


def problem_kind(error: BaseException) -> str:
    """Which of :data:`PROBLEM_TEXTS` explains ``error`` (a ``CorpusError`` from
    :func:`probe_server_corpus`, its driver's error as its cause)."""
    if isinstance(error, ReadOnlyCorpusError):
        return "other"
    if isinstance(error, CorruptCorpusError):
        return "not-corpus"
    message = error.message if isinstance(error, CorpusError) else str(error)
    if "no corpus in this database" in message:
        return "empty"
    if "older format" in message:
        return "older"
    if "newer Imbrex" in message:
        return "newer"
    cause = error.__cause__
    import psycopg

    if isinstance(cause, psycopg.ProgrammingError):
        return "bad-spec"
    if isinstance(cause, psycopg.OperationalError):
        detail = str(cause).lower()
        if "definition of service" in detail:
            return "no-service"
        if "does not exist" in detail and any(w in detail for w in _NO_DATABASE_WORDS):
            if 'role "' not in detail:
                return "no-database"
        if any(word in detail for word in _AUTH_WORDS):
            return "auth"
        return "unreachable"
    return "other"


def problem_text(error: BaseException) -> str:
    """Why the connection failed, in the interface's language, then the exact message (in
    English, as the server or libpq gave it; never a password)."""
    kind = problem_kind(error)
    explanation = QCoreApplication.translate(CONTEXT, str(PROBLEM_TEXTS[kind]))
    detail = error.message if isinstance(error, CorpusError) else str(error)
    return f"{explanation}\n\n{detail}"


def server_place(state: ServerCorpusState) -> str:
    """Where the corpus is, for the status bar: "imbrex on db.school.example" ("imbrex on
    this computer" for a local socket)."""
    if not state.host or state.host.startswith("/"):
        return QCoreApplication.translate("ServerCorpus", "{database} on this computer").format(
            database=state.database
        )
    return QCoreApplication.translate("ServerCorpus", "{database} on {host}").format(
        database=state.database, host=state.host
    )


def try_server_corpus(spec: str) -> tuple[str, ServerCorpusState | str]:
    """``spec`` and :func:`probe_server_corpus`'s state, or why it failed
    (:func:`problem_text`)."""
    try:
        return spec, probe_server_corpus(spec)
    except CorpusError as error:
        return spec, problem_text(error)


def try_in_job(
    spec: str,
    tried: Callable[[tuple[str, ServerCorpusState | str]], None],
    failed: Callable[[str, str], None],
) -> Job:
    """Try ``spec`` (:func:`try_server_corpus`) in a job on :func:`server_jobs`; ``tried``
    gets its outcome, ``failed`` an unexpected error's message. Pass bound methods: they are
    dropped with their object."""
    job = Job(
        QCoreApplication.translate("ServerCorpus", "Connecting to {spec}").format(spec=spec),
        lambda progress, cancel: try_server_corpus(spec),
    )
    job.succeeded.connect(tried)
    job.failed.connect(failed)
    return server_jobs().submit(job)


_server_jobs: list[JobQueue] = []


def server_jobs() -> JobQueue:
    """The jobs that talk to a server (connections, the corpus manager's reading): apart from
    the checks (never behind a long one), and living as long as the application, so that a
    job outlives the dialog that started it (its slots go with the dialog)."""
    if not _server_jobs:
        _server_jobs.append(JobQueue(QCoreApplication.instance(), threads=2))
    return _server_jobs[0]


#: What the corpus manager shows of a server's corpus: its documents, statistics, size on
#: the server, and whether this role may write.
ServerReading = tuple[list[StoredDocument], CorpusStats, int, bool]


def read_server_corpus(spec: str) -> tuple[str, ServerReading | str]:
    """The corpus manager's reading of the server's corpus (read only, off the UI thread: one
    connection, the document list and the statistics), or why it failed
    (:func:`problem_text`)."""
    try:
        with open_corpus_store(spec, create=False, readonly=True) as store:
            return spec, (store.documents(), store.stats(), store.disk_bytes(), store.writable())
    except CorpusError as error:
        return spec, problem_text(error)
