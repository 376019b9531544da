"""How a corpus on a PostgreSQL server is named: libpq connection strings (no psycopg here, so
telling a server from a file costs no import)."""

from __future__ import annotations

import re

#: A URL, or ``key=value`` pairs starting with a libpq keyword (``service=imbrex``).
_SERVER_SPEC = re.compile(
    r"^\s*(postgres(ql)?://|(service|host|hostaddr|dbname|user|port|sslmode|options)\s*=)",
    re.IGNORECASE,
)
_URL_PASSWORD = re.compile(r"(://[^:/@?]*):[^@/?]*@")
_KEY_PASSWORD = re.compile(r"\s*\bpassword\s*=\s*('(\\.|[^'])*'|\S*)", re.IGNORECASE)
_QUERY_PASSWORD = re.compile(r"([?&])password=[^&]*&?", re.IGNORECASE)


def is_server_spec(spec: object) -> bool:
    """Whether ``--corpus`` names a PostgreSQL server (``postgresql://…``, ``service=…``)."""
    return isinstance(spec, str) and _SERVER_SPEC.match(spec) is not None


def has_password(spec: str) -> bool:
    """Whether the connection string itself holds a password (never remembered)."""
    return without_password(spec) != spec


def without_password(spec: str) -> str:
    """The connection string as it may be shown and remembered: without any password (libpq
    finds it in ``~/.pgpass``, the service file or ``PGPASSWORD``)."""
    if "://" in spec:
        shown = _URL_PASSWORD.sub(r"\1@", spec)
        return _QUERY_PASSWORD.sub(r"\1", shown).rstrip("?&")
    return _KEY_PASSWORD.sub("", spec).strip()
