"""Unordered pairs of nearby content words: retrieval keys that survive paraphrase.

A retrieval gram (``fingerprints.retrieval_grams``) is a run of 3 consecutive content-word
stems: one substituted, inserted, deleted or moved word breaks the three grams that hold it,
and an obfuscated copy that changes every fourth word keeps almost none. A *word pair* key is
the hash of two content-word stems at most ``reach`` content words apart, taken in sorted
order: a skip-bigram (Guthrie et al. 2006) without direction. Swapping the two words, or
inserting, deleting or replacing a word between or around them, leaves the key as it was, so
a paraphrase keeps most of its pairs (docs/corpus.md gives the figures on PAN 2013).

Keys are laid out per content word (``reach`` keys for the pairs that start there), so the
position of a key divided by ``reach`` is the content-word position it came from.
Cost: O(n·reach), vectorised.
"""

from __future__ import annotations

import numpy as np

from app.engine.shingles import splitmix64

#: Content words apart at most, for a pair the index stores (1 = neighbours only). The paper's
#: side reaches further (``fingerprints.QUERY_PAIR_REACH``): a pair is the same key at any
#: distance, so a stored pair of close words is found when the paper put words between them.
#: Within 2 (3 until issue 14's second round) keeps fewer, closer pairs per content word, so
#: they can be winnowed more densely for the same index size (docs/corpus.md).
PAIR_REACH = 2
#: Sets the pair keys apart from the gram hashes of the same words.
_SALT = np.uint64(0x5D1F_A1B2_C3D4_E5F7)
_MULTIPLIER = np.uint64(0x9E3779B97F4A7C15)


def pair_keys(content: np.ndarray, reach: int = PAIR_REACH) -> np.ndarray:
    """Keys of the unordered pairs (i, i+k), k = 1..reach, of the content-word hashes
    ``content``, as an (n, reach) array flattened row by row: row i holds the pairs starting at
    content word i; a pair past the end is 0 (no key). Vectorised, O(n·reach)."""
    if reach < 1:
        raise ValueError("reach must be at least 1")
    n = len(content)
    keys = np.zeros((n, reach), dtype=np.uint64)
    with np.errstate(over="ignore"):
        for k in range(1, min(reach, n - 1) + 1):
            a, b = content[:-k], content[k:]
            low, high = np.minimum(a, b), np.maximum(a, b)
            keys[: n - k, k - 1] = splitmix64((low * _MULTIPLIER + high) ^ _SALT) | np.uint64(1)
    return keys.ravel()
