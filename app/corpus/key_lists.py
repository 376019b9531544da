"""A document's own list of its retrieval keys (``documents.grams``): what a removal deletes from
the inverted index, ``verify`` compares with it and ``corpus copy`` carries.

Two layouts, told apart by their length:

* little-endian int64, 8 bytes a key: what PostgreSQL keeps, and what a SQLite corpus kept
  before format 6 (its documents keep theirs as they are);
* Elias-Fano (Elias 1974, Fano 1971), what a SQLite corpus writes from format 6: the keys in
  ascending (unsigned) order, each split into its ``low`` bits (stored as they are, packed) and
  the rest (stored as gaps in unary), about ``64 - log2(n) + 2`` bits a key instead of 64 for n
  keys. A 5-byte header (low bits a key, number of keys); a byte of padding when the length
  would be a multiple of 8, so that a packed list is never read as the other layout.

On the 10,000 documents of ``make bench-corpus`` (807 keys a document on average) the lists
take 56.9 MB instead of 64.6 MB: the room the term index takes (``sqlite_stems``).
"""

from __future__ import annotations

import struct

import numpy as np
from numpy.typing import NDArray

_HEADER = struct.Struct("<BI")  # low bits a key, number of keys


class DamagedKeyListError(ValueError):
    """A packed list whose parts do not add up."""


def is_packed(blob: bytes) -> bool:
    """Whether ``blob`` is in the Elias-Fano layout (its length is not a multiple of 8)."""
    return len(blob) % 8 != 0


def packed(keys: NDArray[np.int64]) -> bytes:
    """The Elias-Fano layout of a set of keys (signed, any order; each once). O(n)."""
    values = np.sort(np.asarray(keys, dtype=np.int64).view(np.uint64))
    n = len(values)
    if not n:
        return b""
    low = 64 - n.bit_length()  # so the high parts are below 2 ** bit_length(n) <= 2n
    bits = np.unpackbits(values.astype(">u8").view(np.uint8).reshape(n, 8), axis=1)
    lows = np.packbits(bits[:, 64 - low :].ravel()).tobytes()
    highs = (values >> np.uint64(low)).astype(np.int64)
    unary = np.zeros(n + int(highs[-1]) + 1, dtype=np.uint8)
    unary[highs + np.arange(n)] = 1
    blob = _HEADER.pack(low, n) + lows + np.packbits(unary).tobytes()
    return blob + b"\0" if len(blob) % 8 == 0 else blob


def count(blob: bytes) -> int:
    """How many keys a list of either layout says it holds (a packed one: its header)."""
    if not is_packed(blob):
        return len(blob) // 8
    if len(blob) < _HEADER.size:
        raise DamagedKeyListError("the list is shorter than its header")
    return int(_HEADER.unpack_from(blob)[1])


def unpacked(blob: bytes) -> NDArray[np.int64]:
    """The keys of a list of either layout, signed (a packed one in ascending unsigned order);
    :class:`DamagedKeyListError` when a packed one's parts do not add up. O(n)."""
    if not is_packed(blob):
        return np.frombuffer(blob, dtype=np.int64).copy()
    n = count(blob)
    low = blob[0]
    low_bytes = (n * low + 7) // 8
    body = np.frombuffer(blob, dtype=np.uint8, offset=_HEADER.size)
    if low > 63 or n < 1 or len(body) < low_bytes:
        raise DamagedKeyListError("the list's header does not fit it")
    bits = np.unpackbits(body[:low_bytes])[: n * low].reshape(n, low)
    whole = np.zeros((n, 64), dtype=np.uint8)
    whole[:, 64 - low :] = bits
    lows = np.packbits(whole, axis=1).view(">u8").ravel().astype(np.uint64)
    ones = np.flatnonzero(np.unpackbits(body[low_bytes:]))
    if len(ones) != n:
        raise DamagedKeyListError("the list's high parts do not hold its keys")
    highs = (ones - np.arange(n)).astype(np.uint64)
    values: NDArray[np.uint64] = (highs << np.uint64(low)) | lows
    return values.view(np.int64)
