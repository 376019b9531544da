"""A compact summary of the keys an index stores, so that a look-up probes only keys it may hold.

Method: a blocked Bloom filter (Bloom 1970; one 64-bit word a key, Putze, Sanders & Singler
2007) of the stored retrieval keys. The keys are already uniform 64-bit hashes, so a key's word
and its ``PROBES`` bits in it are the top bits of its products with fixed odd 64-bit constants
(multiplicative hashing): no second hash function. A key the filter says is absent is certainly
not stored; one it says may be present is stored, or a false positive (1-3 % as sized here).
Adding keys only sets bits; a removed document's keys stay set (a stale bit costs one probe,
never a missed row) until the filter is made again (``sqlite_key_summary.make``).

A filter has ``BITS_PER_KEY`` bits per distinct key or more (a power of two, at least
``MIN_BITS``): 4 MiB for the 2.7 million distinct keys of 10,000 documents. Its bytes are the
words little-endian (:func:`to_bytes`, :func:`from_bytes`).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

#: Bits set per key, all in one 64-bit word.
PROBES = 3
#: Bits per distinct key a filter is made with (rounded up to a power of two).
BITS_PER_KEY = 10
#: The smallest filter, in bits (8 KiB).
MIN_BITS = 1 << 16
#: A filter whose share of set bits passes this lets too many absent keys through (about 5 %):
#: it is made again, larger, after the next add.
MAX_FILL = 1 / 3
#: Odd 64-bit multipliers: the first picks the word, the second the bits (6 bits each).
_WORD_MULTIPLIER = np.uint64(0x9E3779B97F4A7C15)
_BIT_MULTIPLIER = np.uint64(0xC2B2AE3D27D4EB4F)


def filter_bits(distinct_keys: int) -> int:
    """The size in bits of a filter for ``distinct_keys`` keys: ``BITS_PER_KEY`` each,
    rounded up to a power of two, at least ``MIN_BITS``. O(1)."""
    return max(MIN_BITS, 1 << max(0, BITS_PER_KEY * distinct_keys - 1).bit_length())


def _words_and_masks(
    keys: NDArray[np.uint64], words: int
) -> tuple[NDArray[np.int64], NDArray[np.uint64]]:
    """The word (of ``words``, a power of two) and the mask of ``PROBES`` bits of each key.
    O(len(keys))."""
    keys = np.asarray(keys, dtype=np.uint64)
    with np.errstate(over="ignore"):
        index = (keys * _WORD_MULTIPLIER) >> np.uint64(64 - (words.bit_length() - 1))
        mixed = keys * _BIT_MULTIPLIER
    masks = np.zeros(len(keys), dtype=np.uint64)
    for probe in range(PROBES):
        bit = (mixed >> np.uint64(58 - 6 * probe)) & np.uint64(63)
        masks |= np.left_shift(np.uint64(1), bit)
    if words == 1:
        index = np.zeros(len(keys), dtype=np.uint64)
    return index.astype(np.int64), masks


def empty_filter(bits: int) -> NDArray[np.uint64]:
    """A filter of ``bits`` bits (a power of two, at least 64) holding no key. O(bits)."""
    return np.zeros(bits // 64, dtype=np.uint64)


#: Keys added to a filter at a time by :func:`add_keys`: its working arrays are ~6 × 8 bytes a
#: key, ~130 MB for the 2.7 M keys of 10,000 documents at once, ~12 MB in slices of this size.
_ADD_SLICE = 1 << 18


def add_keys(bloom: NDArray[np.uint64], keys: NDArray[np.uint64]) -> None:
    """Set the bits of ``keys`` (uint64) in ``bloom``, in place, in slices of ``_ADD_SLICE``
    keys (bounded working memory). O(len(keys))."""
    for start in range(0, len(keys), _ADD_SLICE):
        index, masks = _words_and_masks(keys[start : start + _ADD_SLICE], len(bloom))
        np.bitwise_or.at(bloom, index, masks)


def may_hold(bloom: NDArray[np.uint64], keys: NDArray[np.uint64]) -> NDArray[np.bool_]:
    """For each key, False when ``bloom`` certainly does not hold it; True when it may (it was
    added, or a false positive). O(len(keys))."""
    index, masks = _words_and_masks(keys, len(bloom))
    held: NDArray[np.bool_] = (bloom[index] & masks) == masks
    return held


def fill(bloom: NDArray[np.uint64]) -> float:
    """The share of the filter's bits that are set (a false positive needs ``PROBES`` set bits
    of one word). O(size of the filter)."""
    if len(bloom) == 0:
        return 1.0
    return float(np.bitwise_count(bloom).sum()) / (len(bloom) * 64)


def folded(bloom: NDArray[np.uint64], bits: int) -> NDArray[np.uint64]:
    """``bloom`` made smaller, to ``bits`` bits (a power of two, no more than its own): the
    same filter as one of ``bits`` bits the same keys were added to. A key's word is the top
    bits of its product (:func:`_words_and_masks`), so a smaller filter's word ``j`` gathers
    the words ``j · 2^m`` to ``(j + 1) · 2^m - 1`` of one ``2^m`` times as large, with the same
    bits in each: their OR. O(size of ``bloom``)."""
    words = bits // 64
    if words < 1 or len(bloom) % words:
        raise ValueError("a filter folds only to a smaller power of two")
    small: NDArray[np.uint64] = np.bitwise_or.reduce(
        bloom.reshape(words, len(bloom) // words), axis=1
    )
    return small


def is_full(bloom: NDArray[np.uint64]) -> bool:
    """Whether every bit of the filter is set (it may hold any key; adding keys changes
    nothing). O(size of the filter)."""
    return bool((bloom == np.iinfo(np.uint64).max).all())


def to_bytes(bloom: NDArray[np.uint64]) -> bytes:
    """The filter as stored: its words, little-endian. O(size)."""
    return bloom.astype("<u8").tobytes()


def from_bytes(data: bytes) -> NDArray[np.uint64]:
    """A stored filter (:func:`to_bytes`), writable. O(size)."""
    return np.frombuffer(data, dtype="<u8").astype(np.uint64)
