"""Fingerprints for finding candidate sources in a large corpus (retrieval, not alignment).

A paper is compared in full (``app.engine.compare``) only with the few corpus documents that
share something with it. What they share is found through *retrieval grams*: runs of ``k``
consecutive content words (stop words dropped, Snowball stems), hashed. Dropping stop words and
stemming lets a lightly edited copy ("the rivers carried" → "rivers were carrying") keep its
grams, which the engine's 5-word shingles over every word would lose.

The index cannot keep every gram of every document, so it keeps a sample. Two samplings:

* **winnowing** (Schleimer, Wilkerson & Aiken 2003; seed 003 cites it): slide a window of
  ``window`` consecutive grams over the document and keep the smallest hash of each window
  (the rightmost on a tie). Density ≈ 2 / (window + 1). Guarantee: every shared run of at least
  ``window + k − 1`` content words contains a kept gram of the source.
* **mod-m by rank** (seed 000): keep the grams whose hash is divisible by m, with m = 10, 20, 40
  for documents of rank 1, 2, 3 (fewer than 100, 1,000, more words). No guarantee: a run of
  t grams is missed with probability (1 − 1/m)^t.

The paper's side is never sampled: the query holds all of its grams, so a source's kept gram
that lies inside a shared run is always looked up. Since issue 14's third round the index keeps
the word pairs of ``word_pairs`` winnowed by ``PAIR_WINNOW_WINDOW``, and no grams
(``DocumentFingerprints.stored``); the paper still looks its grams up, for documents indexed
before. ``benchmarks/corpus.py`` measures both
samplings; the index uses winnowing (docs/corpus.md gives the figures).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from app.engine.language import guess_language, stop_words
from app.engine.shingles import sample_mod_m, sampling_modulus, shingle_hashes, sorted_distinct
from app.engine.sketches import minhash_sketch
from app.engine.tokens import canonical_checksum, word_forms
from app.engine.vocabulary import content_stems
from app.engine.word_pairs import pair_keys

#: Content words per retrieval gram.
GRAM_WORDS = 3
#: Grams per winnowing window: every shared run of ≥ 6 content words is found.
WINNOW_WINDOW = 4
#: Word-pair keys per winnowing window (``word_pairs``, pairs within ``PAIR_REACH`` = 2):
#: about 2 / 6 of the keys are kept, 0.66 of a key per content word, and they are all the index
#: stores (``DocumentFingerprints.stored``): 6 % fewer keys than grams winnowed by 4 with pairs
#: winnowed by 12 (issue 14's second round), and more of the paraphrased sources among the
#: candidates (docs/corpus.md, "Pairs only, winnowed by 5"). Every shared run of 4 content words
#: holds a stored pair (a gram needed 6).
PAIR_WINNOW_WINDOW = 5
#: Content words apart at most, for a word pair of the paper (``query_keys``): wider than the
#: stored pairs' ``word_pairs.PAIR_REACH``, because a pair is one key whatever its distance, so
#: a pair the source holds 2 content words apart is still found when the paper put three more
#: words between them. Costs lookups only, nothing stored (docs/corpus.md, "Pairs: close in the
#: index, far in the paper").
QUERY_PAIR_REACH = 5
#: Keys per content word of a query (``query_keys``): its gram, then its word pairs.
QUERY_STRIDE = 1 + QUERY_PAIR_REACH
SAMPLINGS = ("winnow", "mod-m")


@dataclass(frozen=True, slots=True, eq=False)
class DocumentFingerprints:
    """What the corpus index stores about one document's wording.

    ``kept`` are the sampled retrieval grams (distinct, sorted; a class check pairs papers by
    them, ``app.batch``); ``checksum`` is seed 000's canonical-form checksum (exact
    duplicates); ``sketch`` is seed 001's min-hash sketch of *all* the retrieval grams
    (``sketches``: near-duplicates of the whole document). ``pairs`` are the sampled word-pair
    keys (``word_pairs``), which a paraphrase keeps: the index stores them (``stored``), not
    the grams, whose three words each hold a pair within 2 (issue 14; a corpus indexed before
    holds grams too, and a paper still looks its grams up).
    """

    words: int
    language: str
    checksum: int
    sketch: NDArray[np.uint64]
    kept: NDArray[np.uint64]
    pairs: NDArray[np.uint64] = field(default_factory=lambda: np.zeros(0, dtype=np.uint64))
    #: The document's distinct content stems (sorted): its postings in the corpus's term index,
    #: which ranked queries from each stretch of a paper read (``app.corpus.stretch_queries``).
    stems: NDArray[np.uint64] = field(default_factory=lambda: np.zeros(0, dtype=np.uint64))

    def __post_init__(self) -> None:
        for name in ("sketch", "kept", "pairs", "stems"):
            values = getattr(self, name)
            if values.dtype != np.uint64 or values.ndim != 1:
                raise ValueError(f"{name} fingerprints must be a 1-D uint64 array")
        if self.words < 0:
            raise ValueError("word count must not be negative")

    @property
    def stored(self) -> NDArray[np.uint64]:
        """What the corpus index keeps: the sampled word pairs, distinct, sorted. O(1)."""
        return self.pairs


def _content_hashes(forms: Sequence[str], language: str) -> NDArray[np.uint64]:
    """Hash of each content word's stem, stop words left out, in text order: read from the
    process's word table (`vocabulary.content_stems`, which the analysis shares: each form is
    stemmed and stop-word tested once per process), one dict look-up in C and a ``take`` per
    token. A stem that hashes to 0 is keyed 1, as the index has always stored it.
    O(n)."""
    stems, content = content_stems(forms, language, stop_words(language))
    hashes = stems[content]
    hashes[hashes == 0] = 1
    return hashes


def retrieval_grams(forms: Sequence[str], language: str, k: int = GRAM_WORDS) -> NDArray[np.uint64]:
    """Hashes of all runs of ``k`` consecutive content-word stems, in text order. O(n·k)."""
    return shingle_hashes(_content_hashes(forms, language), k)


def winnow(grams: NDArray[np.uint64], window: int = WINNOW_WINDOW) -> NDArray[np.int64]:
    """Winnowing (Schleimer et al. 2003): positions of the minimum of every ``window``
    consecutive hashes, rightmost on ties, each position once. O(n·window), vectorised.

    A sequence shorter than the window keeps its minimum, so a short text is still findable.
    """
    if window < 1:
        raise ValueError("window must be at least 1")
    n = len(grams)
    if n == 0:
        return np.zeros(0, dtype=np.int64)
    if n <= window:
        return np.array([n - 1 - int(np.argmin(grams[::-1]))], dtype=np.int64)
    # The minimum of each window by window − 1 element-wise minima of shifted views, then its
    # rightmost position: the last offset whose hash equals it (O(n·window) vector steps, no
    # per-window loop).
    count = n - window + 1
    least = grams[:count].copy()
    for offset in range(1, window):
        np.minimum(least, grams[offset : offset + count], out=least)
    rightmost = np.zeros(count, dtype=np.int64)
    for offset in range(1, window):
        rightmost[grams[offset : offset + count] == least] = offset
    # The rightmost minimum's position never moves left as the window slides right, so the
    # positions are sorted: dropping repeats needs no sort.
    positions: NDArray[np.int64] = np.arange(count, dtype=np.int64) + rightmost
    repeated = np.zeros(len(positions), dtype=np.bool_)
    np.equal(positions[1:], positions[:-1], out=repeated[1:])
    return positions[~repeated]


def sample_grams(
    grams: NDArray[np.uint64], words: int, sampling: str = "winnow", window: int = WINNOW_WINDOW
) -> NDArray[np.uint64]:
    """The grams a corpus index keeps for a document of ``words`` words, distinct and sorted.

    ``winnow``: :func:`winnow` with ``window``. ``mod-m``: ``shingles.sample_mod_m`` with
    seed 000's rank-dependent modulus (10/20/40) and seed 001's fallback for a short text (its
    ⌈log2(n+1)⌉ + 1 smallest grams). O(n log n).
    """
    if sampling == "winnow":
        return sorted_distinct(grams[winnow(grams, window)])
    if sampling == "mod-m":
        return sample_mod_m(grams, sampling_modulus(words))
    raise ValueError(f"unknown sampling {sampling!r}; choose one of {', '.join(SAMPLINGS)}")


def document_fingerprints(
    text: str, language: str | None = None, sampling: str = "winnow"
) -> DocumentFingerprints:
    """Everything the index keeps about ``text``'s wording (see :class:`DocumentFingerprints`).

    Cost: one tokenising pass, cached stemming, O(n log n) for the sorts; about 1 µs a word
    (the sketch, O(n), adds about 0.02 µs a word: docs/corpus.md).
    """
    return _fingerprints(text, language, sampling, keep_grams=True)


def stored_fingerprints(text: str, sampling: str = "winnow") -> DocumentFingerprints:
    """What the corpus index stores of ``text`` (``DocumentFingerprints.stored``, ``sketch``,
    ``checksum``, ``words``, ``language``): :func:`document_fingerprints` without sampling the
    retrieval grams, which the index no longer stores (``kept`` is empty). What indexing
    computes for every document. Cost: as :func:`document_fingerprints` less one winnowing
    and one sort of the grams."""
    return _fingerprints(text, None, sampling, keep_grams=False)


def _fingerprints(
    text: str, language: str | None, sampling: str, keep_grams: bool
) -> DocumentFingerprints:
    forms = word_forms(text)
    language = language or guess_language(forms)
    content = _content_hashes(forms, language)
    grams = shingle_hashes(content, GRAM_WORDS)
    # An unknown sampling raises in sample_grams (the pairs' below when the grams are not kept).
    kept = sample_grams(grams, len(forms), sampling) if keep_grams else np.zeros(0, np.uint64)
    pairs = pair_keys(content)
    pairs = sample_grams(pairs[pairs != 0], len(forms), sampling, PAIR_WINNOW_WINDOW)
    return DocumentFingerprints(
        words=len(forms),
        language=language,
        checksum=canonical_checksum(forms),
        sketch=minhash_sketch(grams),
        kept=kept,
        pairs=pairs,
        stems=sorted_distinct(content),
    )


def document_stems(text: str, language: str) -> NDArray[np.uint64]:
    """The distinct content stems of ``text`` in ``language`` (sorted), exactly as
    :func:`stored_fingerprints` made them when the document was indexed in that language: what
    a removal takes out of the term index again. O(n log n)."""
    return sorted_distinct(_content_hashes(word_forms(text), language))


def paper_stems(text: str, language: str | None = None) -> NDArray[np.uint64]:
    """A paper's content stems in text order: the words of its stretch queries. O(n)."""
    forms = word_forms(text)
    return _content_hashes(forms, language or guess_language(forms))


def document_sketch(text: str, language: str | None = None) -> NDArray[np.uint64]:
    """The min-hash sketch of all of ``text``'s retrieval grams, as the index stores it for a
    document (``DocumentFingerprints.sketch``): what a paper is looked up with for
    near-duplicates. O(n)."""
    forms = word_forms(text)
    return minhash_sketch(retrieval_grams(forms, language or guess_language(forms)))


def query_grams(text: str, language: str | None = None) -> NDArray[np.uint64]:
    """All retrieval grams of a paper in text order (the query side is never sampled). O(n)."""
    forms = word_forms(text)
    return retrieval_grams(forms, language or guess_language(forms))


def query_keys(
    text: str, language: str | None = None, reach: int = QUERY_PAIR_REACH
) -> NDArray[np.uint64]:
    """Every retrieval key of a paper (:func:`content_query_keys` of its content words,
    :func:`paper_stems`). O(n)."""
    return content_query_keys(paper_stems(text, language), reach)


def content_query_keys(
    content: NDArray[np.uint64], reach: int = QUERY_PAIR_REACH
) -> NDArray[np.uint64]:
    """The retrieval keys of the content-word hashes ``content``, ``1 + reach``
    (:data:`QUERY_STRIDE`) per content word in text order: the gram that starts there, then its
    word pairs up to ``reach`` content words apart (``word_pairs.pair_keys``); 0 where there is
    none. Key ``i`` belongs to content word ``i // (1 + reach)``. O(n·reach)."""
    n = len(content)
    keys = np.zeros((n, 1 + reach), dtype=np.uint64)
    grams = shingle_hashes(content, GRAM_WORDS)
    keys[: len(grams), 0] = grams
    keys[:, 1:] = pair_keys(content, reach).reshape(n, reach)
    flat: NDArray[np.uint64] = keys.ravel()
    return flat
