"""The corpus the window opens: the teacher's choice, else the default user corpus, which is
made with the demo reference texts the first time (as ``imbrex check`` does)."""

from __future__ import annotations

from pathlib import Path

from app.corpus import default_corpus_path, open_corpus
from app.corpus.demo import add_demo
from app.corpus.sqlite_store import SqliteCorpus
from app.gui.preferences import Preferences
from app.progress import Progress


def user_corpus_path(preferences: Preferences) -> Path:
    chosen = preferences.corpus_path
    return Path(chosen) if chosen else default_corpus_path()


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
