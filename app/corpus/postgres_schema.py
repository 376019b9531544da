"""The schema of a corpus on a PostgreSQL server and its ordered migrations (docs/scaling.md).

The migrations are the SQL files of ``app/corpus/postgres/``, applied in the order of their
numbers; the table ``imbrex_schema`` holds how many were applied (as ``PRAGMA user_version``
does for the SQLite file). A new migration is a new file, never an edit of an old one. They run
in one transaction under an advisory lock, so two clients opening a new database at once
migrate it once.
"""

from __future__ import annotations

from datetime import datetime, timezone
from importlib import resources

import psycopg

from app import __version__
from app.corpus.store import CorpusError, CorruptCorpusError

#: Any number: the advisory lock that serialises migrations of one database.
_MIGRATION_LOCK = 0x494D4258


def migrations() -> tuple[str, ...]:
    """The SQL of every migration, in order (``NNNN_name.sql``)."""
    folder = resources.files("app.corpus") / "postgres"
    names = sorted(p.name for p in folder.iterdir() if p.name.endswith(".sql"))
    return tuple((folder / name).read_text(encoding="utf-8") for name in names)


SCHEMA_VERSION = len(migrations())


def schema_version(connection: psycopg.Connection, shown: str) -> int:
    """How many migrations this database has had (0 for an empty database). Refuses a database
    that holds other tables of these names, or one made by a newer Imbrex."""
    row = connection.execute(
        "SELECT to_regclass('imbrex_schema') IS NOT NULL,"
        " to_regclass('documents') IS NOT NULL OR to_regclass('grams') IS NOT NULL"
    ).fetchone()
    assert row is not None
    ours, taken = row
    if not ours:
        if taken:
            raise CorruptCorpusError(
                "This database holds tables that are not an Imbrex corpus. Imbrex will not "
                "change them; give another database with --corpus.",
                shown,
            )
        return 0
    found = connection.execute("SELECT max(version) FROM imbrex_schema").fetchone()
    version = int(found[0]) if found and found[0] is not None else 0
    if version > SCHEMA_VERSION:
        raise CorpusError(
            f"This corpus was made by a newer Imbrex (format {version}; this one reads up to "
            f"{SCHEMA_VERSION}). Update Imbrex to use it.",
            shown,
        )
    return version


def migrate(connection: psycopg.Connection, shown: str, sampling: str) -> int:
    """Bring the database to :data:`SCHEMA_VERSION` in one transaction; the version now."""
    with connection.transaction():
        connection.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
        version = schema_version(connection, shown)  # again, inside the lock
        if version == SCHEMA_VERSION:
            return version
        if version == 0:
            connection.execute("CREATE TABLE imbrex_schema (version integer NOT NULL)")
        for sql in migrations()[version:]:
            connection.execute(sql.encode("utf-8"))
        if version == 0:
            now = datetime.now(timezone.utc).isoformat(timespec="seconds")
            with connection.cursor() as cursor:
                cursor.executemany(
                    "INSERT INTO meta (key, value) VALUES (%s, %s)",
                    [("created", now), ("created_by", __version__), ("sampling", sampling)],
                )
        connection.execute("DELETE FROM imbrex_schema")
        connection.execute("INSERT INTO imbrex_schema (version) VALUES (%s)", (SCHEMA_VERSION,))
    return SCHEMA_VERSION
