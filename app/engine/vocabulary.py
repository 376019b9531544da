"""A text's vocabulary: its distinct word forms, and each token's place among them.

Words repeat: a 2,000-word essay has ~700 distinct forms, a 100,000-word book ~10,000. Work
that depends only on the form (its hash, its stem, whether it is a stop word) is done once per
distinct form and spread to the tokens with one ``np.take``, instead of once per token through
a cache look-up (issue 20: three or four dict look-ups and a generator step per token became
one C-level look-up per token).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from numpy.typing import NDArray

from app.engine.tokens import word_hashes


@dataclass(frozen=True, slots=True, eq=False)
class Vocabulary:
    """``words``: the distinct forms in order of first use; ``codes``: for each token, the
    index of its form in ``words`` (so ``words[codes[i]]`` is token i's form)."""

    words: tuple[str, ...]
    codes: NDArray[np.intp] = field(repr=False)

    def spread(self, per_word: Sequence[object], dtype: type[np.generic]) -> NDArray[Any]:
        """The per-token array of a per-word list of values (one per ``words`` entry), as
        ``dtype``: ``np.take``, O(n) in C."""
        values: NDArray[Any] = np.asarray(per_word, dtype=dtype)
        if len(values) != len(self.words):
            raise ValueError("one value per distinct word")
        return values.take(self.codes)

    def hashes(self) -> NDArray[np.uint64]:
        """xxh3_64 of every token's form (``tokens.word_hash``), hashed once per distinct
        form. O(n) in C plus O(v) hashes for v distinct forms."""
        return self.spread(word_hashes(self.words), np.uint64)


def vocabulary(forms: Sequence[str]) -> Vocabulary:
    """The vocabulary of a token sequence. Method: ``dict.fromkeys`` keeps the distinct forms
    in order of first use, a dict maps each to its index, and ``map`` over the tokens reads
    the codes; all three loops run in C. Cost: O(n) hashed look-ups, ~60 ns a token."""
    distinct = tuple(dict.fromkeys(forms))
    index = dict(zip(distinct, range(len(distinct)), strict=True))
    codes = np.fromiter(map(index.__getitem__, forms), dtype=np.intp, count=len(forms))
    return Vocabulary(distinct, codes)
