"""The corpus the window opens: the teacher's choice, else the default user corpus, which is
made with the demo reference texts the first time (as ``imbrex check`` does)."""

from __future__ import annotations

from pathlib import Path

from app.corpus import default_corpus_path, open_corpus
from app.corpus.demo import add_demo
from app.corpus.schema import SCHEMA_VERSION
from app.corpus.sqlite_store import SqliteCorpus
from app.errors import UserError
from app.gui.corpus_reader import READ_BUSY_TIMEOUT
from app.gui.preferences import Preferences
from app.progress import Progress


def user_corpus_path(preferences: Preferences) -> Path:
    chosen = preferences.corpus_path
    return Path(chosen) if chosen else default_corpus_path()


def user_corpus_spec(preferences: Preferences) -> Path | str:
    """The corpus the window opens: the shared corpus on a server the teacher connected to
    (its connection string, never with a password), else the corpus file."""
    return preferences.corpus_server or user_corpus_path(preferences)


def open_user_corpus(path: Path, progress: Progress | None = None) -> SqliteCorpus:
    """Open (making it if needed) the corpus at ``path``; a new corpus gets the demo texts."""
    fresh = not path.exists()
    store = open_corpus(path)
    if fresh:
        if progress:
            progress(0, 1, "demo")
        add_demo(store)
        if progress:
            progress(1, 1, "demo")
    return store


def corpus_format_is_older(path: Path) -> bool:
    """Whether the corpus at ``path`` was made by an older Imbrex: its first writable open
    migrates it (e.g. format 3 gives every document its sketch, for near-duplicates: a few
    seconds per million words, so the window does it in a background job). False for a corpus
    that cannot be read; its error shows where it is used."""
    try:
        with open_corpus(
            path, create=False, readonly=True, busy_timeout=READ_BUSY_TIMEOUT
        ) as store:
            return store.version < SCHEMA_VERSION
    except UserError:
        return False


def update_corpus_format(path: Path) -> int:
    """Open the corpus at ``path`` for writing, which migrates an older format (in one
    transaction; docs/corpus.md); its number of documents. A corpus that cannot be written
    (read-only, damaged, busy) is left as it is and read as it is: -1."""
    try:
        with open_corpus(path, create=False) as store:
            return store.document_count()
    except UserError:
        return -1
