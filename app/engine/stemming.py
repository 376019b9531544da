"""Snowball stemming of casefolded words, with a per-language cache of stems.

The stemmers are the maintained pure-Python ``snowballstemmer`` package (or PyStemmer, its
C twin, when that is installed): every algorithm the installed library knows that names a
language (:data:`SNOWBALL_LANGUAGES`: Porter2 ``english``, ``russian``, ``indonesian``,
``turkish``, ``arabic`` … 34 languages with snowballstemmer 3). Words repeat a lot (a
10,000-word essay has ~2,000 distinct words and a corpus shares most of them), so each
language keeps a dict from word to stem; a hit costs one dict look-up instead of a run of the
Snowball algorithm.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from functools import lru_cache

import snowballstemmer

from app.engine.tokens import looked_up, word_hashes

#: ISO 639-1 code of each Snowball algorithm that stems a language. ``porter`` (the original
#: English algorithm, superseded by ``english``) and ``dutch_porter`` (the pre-3.0 Dutch one,
#: kept by the library for compatibility) are left out: each language has one stemmer.
SNOWBALL_LANGUAGES: dict[str, str] = {
    "arabic": "ar",
    "armenian": "hy",
    "basque": "eu",
    "catalan": "ca",
    "czech": "cs",
    "danish": "da",
    "dutch": "nl",
    "english": "en",
    "esperanto": "eo",
    "estonian": "et",
    "finnish": "fi",
    "french": "fr",
    "german": "de",
    "greek": "el",
    "hindi": "hi",
    "hungarian": "hu",
    "indonesian": "id",
    "irish": "ga",
    "italian": "it",
    "lithuanian": "lt",
    "nepali": "ne",
    "norwegian": "no",
    "persian": "fa",
    "polish": "pl",
    "portuguese": "pt",
    "romanian": "ro",
    "russian": "ru",
    "serbian": "sr",
    "sesotho": "st",
    "spanish": "es",
    "swedish": "sv",
    "tamil": "ta",
    "turkish": "tr",
    "yiddish": "yi",
}
#: The Snowball algorithm of each stemmed language: those of :data:`SNOWBALL_LANGUAGES` that
#: the installed library has (older releases have fewer), by language code.
ALGORITHMS: dict[str, str] = {
    code: algorithm
    for algorithm, code in sorted(SNOWBALL_LANGUAGES.items(), key=lambda item: item[1])
    if algorithm in frozenset(snowballstemmer.algorithms())
}
#: A language's cache is emptied when it grows past this many words (about 30-40 MB).
MAX_CACHED_WORDS = 200_000


class _CachedStemmer:
    """A Snowball stemmer behind a bounded word → stem dict. Safe to share between threads."""

    __slots__ = ("_cache", "_hashes", "_lock", "_stem_word", "_stem_words", "algorithm")

    def __init__(self, algorithm: str) -> None:
        self.algorithm = algorithm
        stemmer = snowballstemmer.stemmer(algorithm)
        self._stem_word: Callable[[str], str] = stemmer.stemWord
        self._stem_words: Callable[[list[str]], list[str]] = stemmer.stemWords
        self._cache: dict[str, str] = {}
        # word -> xxh3_64 of its stem (`tokens.word_hash`): `stem_hashes`' one look-up a word.
        self._hashes: dict[str, int] = {}
        # A Snowball stemmer object keeps its working state on itself: one word at a time.
        self._lock = threading.Lock()

    def __call__(self, word: str) -> str:
        stem = self._cache.get(word)
        return stem if stem is not None else self._miss(word)

    def many(self, words: Sequence[str]) -> list[str]:
        """The stem of each word: the cache read by one ``map`` in C, the words not yet kept
        stemmed together (`tokens.looked_up`, `_stem_all`)."""
        return looked_up(self._cache, words, self._stem_all, MAX_CACHED_WORDS)

    def many_hashes(self, words: Sequence[str]) -> list[int]:
        """``word_hash`` of each word's stem: one ``map`` of dict look-ups in C
        (`tokens.looked_up`), the stems and their hashes made together for the words not yet
        kept."""
        return looked_up(self._hashes, words, self._stem_hashes, MAX_CACHED_WORDS)

    def _stem_hashes(self, words: list[str]) -> list[int]:
        return word_hashes(self.many(words))

    def _stem_all(self, words: list[str]) -> list[str]:
        """The Snowball stems of new words, in one ``stemWords`` call (C with PyStemmer)."""
        with self._lock:
            return list(self._stem_words(words))

    def _miss(self, word: str) -> str:
        with self._lock:
            stem = self._stem_word(word)
            if len(self._cache) >= MAX_CACHED_WORDS:
                self._cache.clear()
            self._cache[word] = stem
        return stem

    def cache_size(self) -> int:
        """How many words are cached now (for tests and benchmarks)."""
        return len(self._cache)

    def clear_cache(self) -> None:
        """Forget every cached stem (for tests and cold-cache benchmarks)."""
        with self._lock:
            self._cache.clear()
            self._hashes.clear()


def _identity(word: str) -> str:
    return word


@lru_cache(maxsize=None)
def stemmer_for(language: str) -> Callable[[str], str]:
    """The stemming function of ``language``: casefolded word → Snowball stem.

    Method: the Snowball algorithm of the language (:data:`ALGORITHMS`: ``english`` (Porter2)
    for en, ``russian`` for ru, ``indonesian`` for id …), behind a per-language dict cache that
    is emptied when it passes :data:`MAX_CACHED_WORDS` entries; the identity function for
    every other language.
    The same object is returned for every call with the same language, and it may be used
    from several threads at once.

    Cost: a cached word is one dict look-up (~0.1 µs); an uncached one runs the Snowball
    algorithm, O(word length), ~40 µs in pure Python (~1 µs with PyStemmer).
    """
    algorithm = ALGORITHMS.get(language)
    if algorithm is None:
        return _identity
    return _CachedStemmer(algorithm)


def stem_words(words: Sequence[str], language: str) -> list[str]:
    """The Snowball stems of casefolded ``words`` in ``language`` (a copy of them if unstemmed).

    Method: :func:`stemmer_for` applied to each word, with the cache look-up inlined.

    Cost: O(n) dict look-ups for n words plus one Snowball run per word not yet cached;
    ~1 ms for 10,000 words of a warm cache.
    """
    stemmer = stemmer_for(language)
    if isinstance(stemmer, _CachedStemmer):
        return stemmer.many(words)
    return list(words)


def stem_hashes(words: Sequence[str], language: str) -> list[int]:
    """``[word_hash(stem) for stem in stem_words(words, language)]`` without the stems.

    Method: a per-language dict from word to the xxh3_64 of its stem (beside the stem cache of
    :func:`stemmer_for`), read for all words by one ``map`` in C; a word not yet in it is
    stemmed and hashed once. Unstemmed languages: the words' own hashes.

    Cost: O(n) dict look-ups in C for n words, plus a stem and a hash per new word (issue 20:
    half the time of a stem look-up per word in Python and a hash look-up per stem).
    """
    stemmer = stemmer_for(language)
    if isinstance(stemmer, _CachedStemmer):
        return stemmer.many_hashes(words)
    return word_hashes(words)
