"""Everything the comparison needs to know about one text, computed once per text.

``analyse`` runs tokenisation, language guess, stop words and stemming, sentence splitting,
the grouping of very short sentences into "units", and the shingle hashes. It is linear in the
text's length; a corpus or a benchmark analyses each document once and compares it many times.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np
from numpy.typing import NDArray

from app.engine.language import guess_language, stop_words
from app.engine.sentence_blocks import (
    DEFAULT_MAX_LENGTH,
    DEFAULT_MIN_LENGTH,
    MAX_RECORD_REPEATS,
    SentencePair,
    SentenceRecord,
    sentence_pairs,
    without_repeats,
)
from app.engine.sentences import sentence_bounds
from app.engine.settings import Settings
from app.engine.shingles import shingle_hashes, sorted_distinct, splitmix64
from app.engine.tokens import Tokens, canonical_checksum, tokenise
from app.engine.vocabulary import word_arrays

_Part = TypeVar("_Part")


@dataclass(frozen=True, slots=True, eq=False)
class AnalysedText:
    """A text prepared for comparison. Arrays are indexed by token, sentence or unit.

    - ``token_hashes``: xxh3_64 of each normalised token; ``stem_hashes``: of its stem.
    - ``content``: True for tokens that are not stop words.
    - ``sentence_tokens``: (k, 2) token ranges [start, end) of the sentences that hold words.
    - ``unit_sentences``: (u, 2) sentence ranges of the units (a sentence with fewer than
      ``min_sentence_words`` content words is joined to the next one).
    - ``shingles``: the hashes of the ``shingle_size``-token shingles, in text order;
      ``shingle_set``: the same, sorted and distinct (S(A), sorted once per text).
    - ``records`` and ``sentence_pairs``: SL+ST's view of each sentence and its consecutive
      kept sentences (`sentence_blocks.sentence_pairs`), computed when first asked (most
      candidate sources never need them: `pair_keys` tells first that they share no block).
    - ``pair_keys``: those pairs as sorted uint64 hashes (`sentence_pair_sequence`), computed when
      first asked; texts whose keys are disjoint share no sentence block.
    """

    text: str
    tokens: Tokens
    language: str
    token_hashes: NDArray[np.uint64] = field(repr=False)
    stem_hashes: NDArray[np.uint64] = field(repr=False)
    content: NDArray[np.bool_] = field(repr=False)
    sentence_tokens: NDArray[np.int64] = field(repr=False)
    unit_sentences: NDArray[np.int64] = field(repr=False)
    shingles: NDArray[np.uint64] = field(repr=False)
    shingle_size: int
    checksum: int
    unit_token_ranges: NDArray[np.int64] = field(
        default_factory=lambda: np.zeros((0, 2), dtype=np.int64), repr=False
    )
    shingle_set: NDArray[np.uint64] = field(
        default_factory=lambda: np.zeros(0, dtype=np.uint64), repr=False
    )
    #: The parts computed when first asked, once (`records`, `sentence_pairs`, `pair_keys`,
    #: `record_keys`, `content_stems`, `content_terms`, `content_prefix`, `shingle_order`,
    #: `ordered_shingles`, `unit_ends`, `content_units`, `unit_stems`, `unit_stem_terms`): a
    #: paper compared with many sources makes them once.
    _lazy: dict[str, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        n = len(self.tokens)
        for name in ("token_hashes", "stem_hashes", "content"):
            if len(getattr(self, name)) != n:
                raise ValueError(f"{name} must have one entry per token")
        if self.sentence_tokens.ndim != 2 or self.unit_sentences.ndim != 2:
            raise ValueError("ranges must be (k, 2) arrays")
        if len(self.unit_token_ranges) != len(self.unit_sentences):
            raise ValueError("one token range per unit")

    def _once(self, key: str, make: Callable[[], _Part]) -> _Part:
        """The part ``key`` of the text, made by ``make`` on the first call and kept (each
        part is a pure function of the text's arrays). O(1) after the first call."""
        found: _Part | None = self._lazy.get(key)
        if found is None:
            found = self._lazy[key] = make()
        return found

    @property
    def words(self) -> int:
        return len(self.tokens)

    @property
    def unit_count(self) -> int:
        return len(self.unit_sentences)

    def unit_tokens(self) -> NDArray[np.int64]:
        """(u, 2) token ranges of the units (computed once by `analyse`)."""
        return self.unit_token_ranges

    @property
    def records(self) -> tuple[SentenceRecord, ...]:
        """SL+ST's view of each sentence: its content-word count and first two content stems
        (the stems' xxh3 hashes as text). Vectorised, O(n) plus one object per sentence;
        computed once, when first asked."""
        return self._once(
            "records",
            lambda: _sentence_records(self.sentence_tokens, self.content, self.stem_hashes),
        )

    @property
    def unrepeated_records(self) -> tuple[SentenceRecord, ...]:
        """`records` with the repeated ones emptied (`sentence_blocks.without_repeats`), as
        SL+ST compares them. O(k) for k sentences, computed once, when first asked (a check
        compares one paper with ~20 sources, a long paper with hundreds)."""
        return self._once("unrepeated", lambda: tuple(without_repeats(self.records)))

    @property
    def sentence_pairs(self) -> frozenset[SentencePair]:
        """`sentence_blocks.sentence_pairs` of the records without repeats. O(k) for k
        sentences, computed once, when first asked."""
        return self._once("pairs", lambda: sentence_pairs(self.unrepeated_records))

    @property
    def pair_sequence(self) -> NDArray[np.uint64]:
        """`sentence_pair_sequence` of the text: the hash of each pair of consecutive kept
        sentences, in order. O(k log k) in numpy, computed once, when first asked."""
        return self._once(
            "sequence",
            lambda: sentence_pair_sequence(self.sentence_tokens, self.content, self.stem_hashes),
        )

    @property
    def pair_keys(self) -> NDArray[np.uint64]:
        """The text's `sentence_pairs` as sorted distinct hashes (`pair_sequence`),
        without making the records. O(k log k) in numpy, computed once, when first asked."""
        return self._once("keys", lambda: sorted_distinct(self.pair_sequence))

    @property
    def record_keys(self) -> NDArray[np.uint64]:
        """`sentence_record_keys` of the text, sorted (repeats kept). O(k log k) for k
        sentences, computed once, when first asked."""
        return self._once(
            "record_keys",
            lambda: np.sort(
                sentence_record_keys(self.sentence_tokens, self.content, self.stem_hashes)
            ),
        )

    @property
    def content_stems(self) -> NDArray[np.uint64]:
        """The stems' hashes of the content tokens, in text order. O(n), once."""
        return self._once("stems", lambda: self.stem_hashes[self.content])

    @property
    def content_terms(self) -> NDArray[np.uint64]:
        """`content_stems` sorted and distinct (`shingles.sorted_distinct`): a paper's terms,
        sorted once per check for every source's pair space. O(n log n), once."""
        return self._once("terms", lambda: sorted_distinct(self.content_stems))

    @property
    def content_prefix(self) -> NDArray[np.int64]:
        """Content tokens before each token position: ``[0, cumsum(content)]`` (n + 1 entries).
        O(n), once."""
        return self._once("prefix", lambda: np.concatenate([[0], np.cumsum(self.content)]))

    @property
    def shingle_order(self) -> NDArray[np.intp]:
        """The shingles' positions ordered by hash, positions ascending among equal hashes
        (a stable argsort of `shingles`). O(n log n), once."""
        return self._once("order", lambda: np.argsort(self.shingles, kind="stable"))

    @property
    def ordered_shingles(self) -> NDArray[np.uint64]:
        """`shingles` sorted by hash (``shingles[shingle_order]``). O(n), once."""
        return self._once("ordered", lambda: self.shingles[self.shingle_order])

    @property
    def unit_ends(self) -> NDArray[np.int64]:
        """Cumulative token counts of the units (where each unit ends, counting the tokens
        inside units only). O(u), once."""
        return self._once("unit_ends", lambda: unit_ends(self))

    @property
    def content_units(self) -> NDArray[np.int64]:
        """The unit of each content token, in text order. O(n), once."""
        return self._once("content_units", lambda: unit_of_token(self)[self.content])

    @property
    def unit_stems(self) -> tuple[NDArray[np.int64], NDArray[np.uint64], NDArray[np.float64]]:
        """The distinct (unit, content stem) pairs, ordered by unit then stem hash, with how
        often each occurs: (units, stems, counts), the sparse term counts of the units before
        a pair space numbers the terms (`seeding.build_space`). O(n log n), once."""
        return self._once("unit_stems", lambda: _unit_stems(self.content_units, self.content_stems))

    @property
    def unit_stem_terms(self) -> NDArray[np.intp]:
        """Where each stem of `unit_stems` lies in `content_terms` (binary search): a pair
        space numbers the paper's stems from it with one ``take`` per source instead of a
        search per stem (`seeding.build_space`). O(k log n), once."""
        return self._once(
            "unit_stem_terms", lambda: np.searchsorted(self.content_terms, self.unit_stems[1])
        )

    def sentence_records(self) -> list[SentenceRecord]:
        """The `records` as a list."""
        return list(self.records)

    def char_span(self, token_start: int, token_end: int) -> tuple[int, int]:
        """Characters from the first token's start to the last token's end."""
        return int(self.tokens.starts[token_start]), int(self.tokens.ends[token_end - 1])


def analyse(
    text: str, settings: Settings | None = None, language: str | None = None
) -> AnalysedText:
    """Prepare ``text`` for comparison. O(len(text)): one tokenising pass, then the hash,
    stem and stop-word test of each token read from the process's word table
    (`vocabulary.word_arrays`: one dict look-up a token, the work once per new form) with
    ``np.take``; sentence splitting and the shingles are vectorised.

    ``language`` overrides the guess (e.g. a short source read in its paper's language)."""
    settings = settings or Settings()
    tokens = tokenise(text)
    language = language or guess_language(tokens.forms)
    stops = stop_words(language)
    # Hash, stem and stop-word test once per form the process meets, spread by np.take.
    token_hashes, stem_hashes, content = word_arrays(tokens.forms, language, stops)
    sentence_tokens = _sentence_token_ranges(text, tokens, language)
    unit_sentences = _units(sentence_tokens, content, settings.min_sentence_words)
    shingles = shingle_hashes(token_hashes, settings.shingle_size)
    return AnalysedText(
        text=text,
        tokens=tokens,
        language=language,
        token_hashes=token_hashes,
        stem_hashes=stem_hashes,
        content=content,
        sentence_tokens=sentence_tokens,
        unit_sentences=unit_sentences,
        shingles=shingles,
        shingle_size=settings.shingle_size,
        checksum=canonical_checksum(tokens),
        unit_token_ranges=_unit_token_ranges(sentence_tokens, unit_sentences),
        shingle_set=sorted_distinct(shingles),
    )


def _unit_stems(
    units: NDArray[np.int64], stems: NDArray[np.uint64]
) -> tuple[NDArray[np.int64], NDArray[np.uint64], NDArray[np.float64]]:
    """`AnalysedText.unit_stems` of the content tokens' units and stems. O(n log n)."""
    order = np.lexsort((stems, units))
    units, stems = units[order], stems[order]
    first = np.ones(len(order), dtype=np.bool_)
    first[1:] = (units[1:] != units[:-1]) | (stems[1:] != stems[:-1])
    starts = np.flatnonzero(first)
    counts = np.diff(np.append(starts, len(order))).astype(np.float64)
    return units[starts].astype(np.int64), stems[starts], counts


def unit_of_token(text: AnalysedText) -> NDArray[np.int64]:
    """The unit of each token of ``text`` (``np.repeat`` of the unit numbers). O(n)."""
    ranges = text.unit_token_ranges
    return np.repeat(np.arange(len(ranges)), ranges[:, 1] - ranges[:, 0])


def unit_ends(text: AnalysedText) -> NDArray[np.int64]:
    """Cumulative token counts of ``text``'s units (where each unit ends). O(u)."""
    ranges = text.unit_token_ranges
    return np.cumsum(ranges[:, 1] - ranges[:, 0])


def _unit_token_ranges(
    sentence_tokens: NDArray[np.int64], unit_sentences: NDArray[np.int64]
) -> NDArray[np.int64]:
    """(u, 2) token ranges of the units. O(u)."""
    if not len(unit_sentences):
        return np.zeros((0, 2), dtype=np.int64)
    starts = sentence_tokens[unit_sentences[:, 0], 0]
    ends = sentence_tokens[unit_sentences[:, 1] - 1, 1]
    return np.stack([starts, ends], axis=1)


def _sentence_records(
    sentence_tokens: NDArray[np.int64], content: NDArray[np.bool_], stem_hashes: NDArray[np.uint64]
) -> tuple[SentenceRecord, ...]:
    """Per sentence: content-word count and the first two content stems (`_sentence_terms`,
    in numpy), then one step per sentence to make its record."""
    if not len(sentence_tokens):
        return ()
    counts, firsts, seconds = _sentence_terms(sentence_tokens, content, stem_hashes)
    records = []
    for count, one, two in zip(counts.tolist(), firsts.tolist(), seconds.tolist(), strict=True):
        terms = (str(one), str(two)) if count >= 2 else (str(one),) if count else ()
        records.append(SentenceRecord(length=count, first_terms=terms))
    return tuple(records)


def _sentence_terms(
    sentence_tokens: NDArray[np.int64], content: NDArray[np.bool_], stem_hashes: NDArray[np.uint64]
) -> tuple[NDArray[np.int64], NDArray[np.uint64], NDArray[np.uint64]]:
    """Per sentence: its content-word count and its first and second content stems' hashes
    (0 where the sentence has fewer): what its `SentenceRecord` holds, as arrays. O(n)."""
    content_at = np.flatnonzero(content)
    first = np.searchsorted(content_at, sentence_tokens[:, 0])
    counts = np.searchsorted(content_at, sentence_tokens[:, 1]) - first
    last = max(len(content_at) - 1, 0)
    content_stems = stem_hashes[content_at] if len(content_at) else np.zeros(1, np.uint64)
    firsts = np.where(counts >= 1, content_stems[np.minimum(first, last)], np.uint64(0))
    seconds = np.where(counts >= 2, content_stems[np.minimum(first + 1, last)], np.uint64(0))
    return counts.astype(np.int64), firsts.astype(np.uint64), seconds.astype(np.uint64)


_KEY_MULTIPLIER = np.uint64(0x9E3779B97F4A7C15)


def sentence_pair_sequence(
    sentence_tokens: NDArray[np.int64],
    content: NDArray[np.bool_],
    stem_hashes: NDArray[np.uint64],
    min_length: int = DEFAULT_MIN_LENGTH,
    max_length: int = DEFAULT_MAX_LENGTH,
) -> NDArray[np.uint64]:
    """The pairs of consecutive kept sentences of `sentence_blocks.sentence_pairs(
    without_repeats(records))` as uint64 hashes of (record, next kept record, distance), in
    text order: entry k joins the k-th and (k+1)-th kept sentences (`matching_blocks`'
    ``shared``). Computed from the arrays without making a `SentenceRecord`; equal pairs have
    equal hashes. The repeats are counted on the exact (length, first, second) rows, never on
    hashes, so a collision cannot drop a record. Method: a lexsort of the rows, a mask, a
    polynomial hash mixed by SplitMix64. O(k log k) for k sentences."""
    if not len(sentence_tokens):
        return np.zeros(0, dtype=np.uint64)
    counts, firsts, seconds = _sentence_terms(sentence_tokens, content, stem_hashes)
    # How often each record occurs in the text (`without_repeats`), on the exact rows.
    order = np.lexsort((seconds, firsts, counts))
    c, f, s = counts[order], firsts[order], seconds[order]
    new = np.ones(len(order), dtype=np.bool_)
    new[1:] = (c[1:] != c[:-1]) | (f[1:] != f[:-1]) | (s[1:] != s[:-1])
    group = np.cumsum(new) - 1
    sizes = np.bincount(group)
    repeats = np.empty(len(order), dtype=np.int64)
    repeats[order] = sizes[group]
    kept = (repeats <= MAX_RECORD_REPEATS) & (counts >= min_length) & (counts <= max_length)
    at = np.flatnonzero(kept)
    if len(at) < 2:
        return np.zeros(0, dtype=np.uint64)
    record = _record_hashes(counts, firsts, seconds)
    with np.errstate(over="ignore"):
        pair = splitmix64(record[at[:-1]] * _KEY_MULTIPLIER + record[at[1:]])
        pair = splitmix64(pair * _KEY_MULTIPLIER + (at[1:] - at[:-1]).astype(np.uint64))
    return pair


def _record_hashes(
    counts: NDArray[np.int64], firsts: NDArray[np.uint64], seconds: NDArray[np.uint64]
) -> NDArray[np.uint64]:
    """A uint64 hash of each sentence record's (length, first stem, second stem) row:
    polynomial, mixed by SplitMix64; equal rows have equal hashes. O(k)."""
    with np.errstate(over="ignore"):
        record = counts.astype(np.uint64)
        record = splitmix64(record * _KEY_MULTIPLIER + firsts)
        return splitmix64(record * _KEY_MULTIPLIER + seconds)


def sentence_record_keys(
    sentence_tokens: NDArray[np.int64],
    content: NDArray[np.bool_],
    stem_hashes: NDArray[np.uint64],
    min_length: int = DEFAULT_MIN_LENGTH,
    max_length: int = DEFAULT_MAX_LENGTH,
) -> NDArray[np.uint64]:
    """The hashes (`_record_hashes`) of the text's sentence records whose length lies in
    [``min_length``, ``max_length``], repeats kept, in text order: every record a sentence
    pair of `sentence_pair_sequence` can hold is among them, so two texts that share no record key
    share no pair (`seeding.may_share_blocks` tests this first: it skips the counting of
    repeats and the pair hashes of `sentence_pair_sequence`). O(k) for k sentences."""
    if not len(sentence_tokens):
        return np.zeros(0, dtype=np.uint64)
    counts, firsts, seconds = _sentence_terms(sentence_tokens, content, stem_hashes)
    kept = (counts >= min_length) & (counts <= max_length)
    return _record_hashes(counts[kept], firsts[kept], seconds[kept])


def _sentence_token_ranges(text: str, tokens: Tokens, language: str) -> NDArray[np.int64]:
    """Token ranges of the sentences that contain at least one token."""
    if not len(tokens):
        return np.zeros((0, 2), dtype=np.int64)
    bounds = sentence_bounds(text, language)
    starts = np.fromiter((start for start, _ in bounds), dtype=np.int64, count=len(bounds))
    # A token belongs to the last sentence starting at or before it.
    owner = np.searchsorted(starts, tokens.starts, side="right") - 1
    owner = np.maximum(owner, 0)
    boundaries = np.flatnonzero(np.diff(owner)) + 1
    token_starts = np.concatenate([[0], boundaries])
    token_ends = np.concatenate([boundaries, [len(tokens)]])
    return np.stack([token_starts, token_ends], axis=1).astype(np.int64)


def _units(
    sentence_tokens: NDArray[np.int64], content: NDArray[np.bool_], min_words: int
) -> NDArray[np.int64]:
    """Join sentences with fewer than ``min_words`` content words to the following ones. O(k)."""
    running = np.concatenate([[0], np.cumsum(content, dtype=np.int64)])
    counts = (running[sentence_tokens[:, 1]] - running[sentence_tokens[:, 0]]).tolist()
    units: list[tuple[int, int]] = []
    start = 0
    total = 0
    for i, count in enumerate(counts):
        total += count
        if total >= min_words:
            units.append((start, i + 1))
            start, total = i + 1, 0
    if start < len(counts):
        if units and total < min_words:
            units[-1] = (units[-1][0], len(counts))
        else:
            units.append((start, len(counts)))
    return np.asarray(units, dtype=np.int64).reshape(-1, 2)
