"""PostgreSQL's binary formats for the corpus's integers: a ``bigint[]`` parameter and result,
and the rows of a binary ``COPY`` of (hash, doc) pairs, built from numpy arrays without a
Python object per value."""

from __future__ import annotations

from typing import Any

import numpy as np
from psycopg.adapt import Dumper, Loader
from psycopg.pq import Format

from app.corpus.store import as_signed

INT8_ARRAY_OID = 1016
#: Binary COPY: signature, flags, header extension length; each row 2 fields of 8 bytes.
COPY_HEADER = b"PGCOPY\n\xff\r\n\x00" + bytes(8)
COPY_TRAILER = b"\xff\xff"
_COPY_ROW = np.dtype([("n", ">i2"), ("l1", ">i4"), ("hash", ">i8"), ("l2", ">i4"), ("doc", ">i8")])
_ARRAY_ITEM = np.dtype([("length", ">i4"), ("value", ">i8")])


class Int8Array:
    """64-bit values (unsigned or signed, same bits) ready to be sent as one binary
    ``bigint[]`` parameter. O(n)."""

    def __init__(self, values: np.ndarray) -> None:
        signed = as_signed(values)
        items = np.empty(len(signed), dtype=_ARRAY_ITEM)
        items["length"] = 8
        items["value"] = signed
        header = np.array([1, 0, 20, len(signed), 1], dtype=">i4").tobytes()
        self.data = header + items.tobytes()


class Int8ArrayDumper(Dumper):
    """Sends an :class:`Int8Array` as it is (register it on the connection)."""

    format = Format.BINARY
    oid = INT8_ARRAY_OID

    def dump(self, obj: Int8Array) -> bytes:
        return obj.data


class Int8ArrayLoader(Loader):
    """A binary ``bigint[]`` (no NULLs) read straight into an int64 array."""

    format = Format.BINARY

    def load(self, data: Any) -> np.ndarray:
        raw = bytes(data)
        ndim = int.from_bytes(raw[0:4], "big")
        if ndim == 0:
            return np.zeros(0, dtype=np.int64)
        items = np.frombuffer(raw, dtype=_ARRAY_ITEM, offset=20)
        return items["value"].astype(np.int64)


def gram_copy(hashes: np.ndarray, docs: np.ndarray | int) -> bytes:
    """(hash, doc) rows (signed int64) as a whole binary COPY stream. O(n)."""
    rows = np.empty(len(hashes), dtype=_COPY_ROW)
    rows["n"], rows["l1"], rows["l2"] = 2, 8, 8
    rows["hash"] = hashes
    rows["doc"] = docs
    return COPY_HEADER + rows.tobytes() + COPY_TRAILER
