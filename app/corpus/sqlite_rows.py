"""Rows of two integers written to or deleted from a SQLite table in the order given (index
order, for the gram and super-shingle indexes), many rows a statement and their Python values
made a chunk at a time (``sqlite_store``'s adds, ``sqlite_removal``'s removals)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator

import numpy as np

#: Rows made into Python values at a time for ``executemany``: a transaction of 1,000 documents
#: holds ~800,000 gram rows, ~65 MB as Python ints, ~4 MB in chunks of this size.
ROW_CHUNK = 50_000
#: Rows one ``INSERT`` statement writes (a multi-row ``VALUES`` of 800 parameters; a chunk is a
#: whole number of them). One statement of 400 rows costs about half the CPU of 400 statements
#: of one row, whose per-statement work (a step, a reset, a Python tuple) was most of a row's
#: cost (docs/performance.md, "Indexing, stop 19").
ROWS_PER_STATEMENT = 400


def insert_rows(db: sqlite3.Connection, insert: str, first: np.ndarray, second: np.ndarray) -> None:
    """Insert the rows ``(first[i], second[i])`` in their order through ``insert`` (an
    ``INSERT … VALUES`` without its values), :data:`ROWS_PER_STATEMENT` rows a statement,
    the rest in one statement of their own. The rows' Python values are made a chunk of
    :data:`ROW_CHUNK` rows at a time, so that a large insert never holds them all. O(n)."""
    count = len(first)
    flat = np.empty(2 * count, dtype=np.int64)
    flat[0::2] = first
    flat[1::2] = second
    whole = count - count % ROWS_PER_STATEMENT
    if whole:
        values = ", ".join(["(?, ?)"] * ROWS_PER_STATEMENT)
        db.executemany(f"{insert} {values}", _statements(flat[: 2 * whole]))
    if whole < count:
        values = ", ".join(["(?, ?)"] * (count - whole))
        db.execute(f"{insert} {values}", flat[2 * whole :].tolist())


def delete_rows(db: sqlite3.Connection, delete: str, first: np.ndarray, second: np.ndarray) -> None:
    """Run ``delete`` (one row's ``DELETE … WHERE a = ? AND b = ?``) for the rows
    ``(first[i], second[i])`` in their order, their Python values made :data:`ROW_CHUNK` rows
    at a time. O(n)."""
    for start in range(0, len(first), ROW_CHUNK):
        end = start + ROW_CHUNK
        db.executemany(
            delete, zip(first[start:end].tolist(), second[start:end].tolist(), strict=True)
        )


def _statements(flat: np.ndarray) -> Iterator[list[int]]:
    """The parameters of each statement of :func:`insert_rows` (``flat`` holds whole
    statements' rows, interleaved), made into Python ints a chunk at a time. O(n)."""
    width = 2 * ROWS_PER_STATEMENT
    for start in range(0, len(flat), 2 * ROW_CHUNK):
        values = flat[start : start + 2 * ROW_CHUNK].tolist()
        yield from (values[at : at + width] for at in range(0, len(values), width))
