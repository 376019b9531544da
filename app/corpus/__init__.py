"""The reference corpus: a local index of earlier submissions, articles and textbooks (no Qt).

``store.py`` is the interface every storage implements; ``sqlite_store.py`` is the one-file
SQLite implementation; ``indexer.py`` adds and refreshes documents; ``retrieval.py`` finds the
candidate sources of a paper. The file format is described in docs/corpus.md.
"""

from app.corpus.sqlite_store import SqliteCorpus, default_corpus_path, open_corpus
from app.corpus.store import (
    CorpusError,
    CorpusStats,
    CorpusStore,
    CorruptCorpusError,
    IndexedDocument,
    StoredDocument,
)

__all__ = [
    "CorpusError",
    "CorpusStats",
    "CorpusStore",
    "CorruptCorpusError",
    "IndexedDocument",
    "SqliteCorpus",
    "StoredDocument",
    "default_corpus_path",
    "open_corpus",
]
