"""The process's word table: each distinct word form's hash, stem hash and stop flag, once.

Words repeat: a 2,000-word essay has ~700 distinct forms, a 100,000-word book ~10,000, and the
texts of one process share most of theirs. Work that depends only on the form (its hash, its
stem, whether it is a stop word) is done once per form the process meets and spread to a text's
tokens with ``np.take`` (`word_arrays`), instead of once per token through a cache look-up
(issue 20).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from itertools import repeat
from typing import TypeVar

import numpy as np
from numpy.typing import NDArray

from app.engine.stemming import stem_hashes
from app.engine.tokens import word_hashes

#: The word table is emptied when it passes this many distinct words (~60 MB).
MAX_TABLE_WORDS = 500_000


class _WordTable:
    """Every distinct word form met so far, numbered in order of first use, with its
    ``word_hash`` and, per language, the hash of its stem and whether it is a stop word, in
    numpy arrays indexed by the word's number (grown by doubling), each made for the words
    added since it was last asked for (the index's fingerprints need no word hashes).
    Emptied when it would pass `MAX_TABLE_WORDS`."""

    def __init__(self) -> None:
        self.numbers: dict[str, int] = {}
        self.words: list[str] = []
        self._hashes = np.zeros(0, dtype=np.uint64)
        self._hashed = 0
        # language -> (stem hashes, stop flags, how many words they cover).
        self.by_language: dict[str, tuple[NDArray[np.uint64], NDArray[np.bool_], int]] = {}
        self.lock = threading.Lock()

    def clear(self) -> None:
        """Forget every word."""
        self.numbers.clear()
        self.words.clear()
        self._hashed = 0
        self.by_language.clear()

    def numbers_of(self, forms: Sequence[str]) -> NDArray[np.intp]:
        """Each token's number, the forms not met yet numbered now (the table emptied first
        when they would not fit). One ``map`` of dict look-ups in C; only the tokens of new
        forms are looked up again."""
        numbers = self.numbers
        found = np.fromiter(map(numbers.get, forms, repeat(-1)), dtype=np.intp, count=len(forms))
        missing = np.flatnonzero(found < 0)
        if len(missing):
            unknown = [forms[i] for i in missing.tolist()]
            new = list(dict.fromkeys(unknown))
            if len(self.words) + len(new) > MAX_TABLE_WORDS:
                self.clear()  # then every form of the text is new
                missing, unknown = np.arange(len(forms)), list(forms)
                new = list(dict.fromkeys(unknown))
            old = len(self.words)
            numbers.update(zip(new, range(old, old + len(new)), strict=True))
            self.words.extend(new)
            found[missing] = np.fromiter(map(numbers.__getitem__, unknown), dtype=np.intp)
        return found

    def hashes(self) -> NDArray[np.uint64]:
        """The ``word_hash`` of every word of the table (the array may be longer), the words
        added since the last call hashed now."""
        done, size = self._hashed, len(self.words)
        if done < size:
            self._hashes = _room(self._hashes, size)
            self._hashes[done:size] = word_hashes(self.words[done:])
            self._hashed = size
        return self._hashes

    def language(
        self, language: str, stops: frozenset[str]
    ) -> tuple[NDArray[np.uint64], NDArray[np.bool_]]:
        """The stem hashes and stop flags in ``language`` of every word of the table (the
        arrays may be longer), the words added since the last call stemmed now."""
        empty = (np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.bool_), 0)
        stems, stopped, done = self.by_language.get(language, empty)
        if done < len(self.words):
            new = self.words[done:]
            stems, stopped = _room(stems, len(self.words)), _room(stopped, len(self.words))
            stems[done : len(self.words)] = stem_hashes(new, language)
            stopped[done : len(self.words)] = list(map(stops.__contains__, new))
            self.by_language[language] = (stems, stopped, len(self.words))
        return stems, stopped


_Array = TypeVar("_Array", bound=np.ndarray)


def _room(array: _Array, size: int) -> _Array:
    """``array``, or a copy twice as long or more, holding at least ``size`` entries."""
    if len(array) >= size:
        return array
    grown = np.zeros(max(size, 2 * len(array), 1024), dtype=array.dtype)
    grown[: len(array)] = array
    return grown  # type: ignore[return-value]


_table = _WordTable()


def word_arrays(
    forms: Sequence[str], language: str, stops: frozenset[str]
) -> tuple[NDArray[np.uint64], NDArray[np.uint64], NDArray[np.bool_]]:
    """Per token: the ``word_hash`` of its form, the hash of its stem in ``language``
    (`stemming.stem_hashes`) and whether it is a content word (not in ``stops``).

    Method: a process-wide table numbers every distinct form once (`_WordTable`) and keeps the
    three values of each number in numpy arrays; a text is one ``map`` of dict look-ups over
    its tokens (C) and three ``take``s, plus a hash, stem and stop test for each form the
    table has not met (each language's stems made once per form). Cost: O(n) for n tokens,
    ~40 ns a token warm. Thread-safe (one lock around the table)."""
    with _table.lock:
        found = _table.numbers_of(forms)
        stems, stopped = _table.language(language, stops)
        return _table.hashes().take(found), stems.take(found), ~stopped.take(found)


def content_stems(
    forms: Sequence[str], language: str, stops: frozenset[str]
) -> tuple[NDArray[np.uint64], NDArray[np.bool_]]:
    """`word_arrays` without the forms' own hashes (the index's fingerprints): per token, the
    hash of its stem in ``language`` and whether it is a content word. Same table, same
    cost less one ``take``."""
    with _table.lock:
        found = _table.numbers_of(forms)
        stems, stopped = _table.language(language, stops)
        return stems.take(found), ~stopped.take(found)
