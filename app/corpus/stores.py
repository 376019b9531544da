"""Which corpus store a ``--corpus`` value names: the one place the choice is made.

A libpq connection string (``postgresql://…``, ``postgres://…``, ``service=imbrex``, ``host=…``)
is a corpus on a PostgreSQL server (``postgres_store.py``, imported only then); anything else
is a corpus file (``sqlite_store.py``); nothing is the user's own corpus file.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Protocol

from app.corpus.postgres_spec import is_server_spec
from app.corpus.sqlite_store import BUSY_TIMEOUT_SECONDS, open_corpus
from app.corpus.store import CorpusStore, IndexedDocument, StoredDocument
from app.progress import Cancel, Progress


class ManagedCorpus(CorpusStore, Protocol):
    """What the commands and the indexer use beyond :class:`CorpusStore`, which both stores
    provide: how the index samples, its metadata, its size on disk, a full check, and the
    check before writing."""

    version: int
    damage: str | None

    @property
    def sampling(self) -> str: ...

    def meta(self, key: str) -> str | None: ...

    def set_meta(self, values: dict[str, str]) -> None: ...

    def disk_bytes(self) -> int: ...

    def verify(self) -> list[str]: ...

    def writable(self) -> bool: ...

    def ensure_writable(self) -> None: ...

    def page_count(self) -> int:
        """The corpus file's pages; 0 for a server."""
        ...

    def pack_if_slack(
        self, progress: Progress | None = None, cancel: Cancel | None = None, workers: int = 1
    ) -> bool:
        """After an add: pack the corpus file when much of it is free space (docs/corpus.md),
        else make its key summary again if it is stale, on ``workers`` threads; whether it
        packed. A server looks after its own storage (autovacuum): never."""
        ...

    def own_collections(self) -> frozenset[str] | None:
        """The collections a refresh looks after: on a shared corpus those this user owns
        (colleagues' files are not on this computer, and are not theirs to drop); None, all of
        them, for a corpus file."""
        ...

    def find(self, path: str) -> StoredDocument | None: ...

    def records(self) -> Iterator[IndexedDocument]: ...

    def __enter__(self) -> ManagedCorpus: ...

    def __exit__(self, *_: object) -> None: ...


def open_corpus_store(
    spec: str | os.PathLike[str] | None = None,
    *,
    create: bool = True,
    readonly: bool = False,
    sampling: str = "winnow",
    busy_timeout: float = BUSY_TIMEOUT_SECONDS,
) -> ManagedCorpus:
    """Open the corpus ``spec`` names: a PostgreSQL database (a libpq URL or ``key=value``
    string; psycopg imported only then) or a corpus file (default: the user's own,
    ``default_corpus_path``). The options mean the same for both (``open_corpus``)."""
    if is_server_spec(spec):
        from app.corpus.postgres_store import open_postgres_corpus

        assert isinstance(spec, str)
        return open_postgres_corpus(
            spec, create=create, readonly=readonly, sampling=sampling, busy_timeout=busy_timeout
        )
    return open_corpus(
        spec, create=create, readonly=readonly, sampling=sampling, busy_timeout=busy_timeout
    )
