"""Sentence blocks matched through a suffix tree: "SL+ST" (Feng 2015, seed 004).

Words or n-grams make too many features; SL+ST uses *blocks of consecutive sentences* that two
documents share. The steps, as in the paper (other modules split sentences, remove stop words
and stem; this one receives one `SentenceRecord` per sentence):

1. Each sentence becomes one symbol: its length in content words (words left after stop-word
   removal). The paper writes lengths 10–35 as the letters a–z "for convenience of
   programming" (为方便编写程序，当长度为10～35时用字母a～z替换), so lengths 0–9 stay digits and
   every length is one character; here the symbol is simply the length as an int. Sentences
   longer than 35 are ignored (对于长度超过35的句子忽略不计); shorter ones are kept. A sentence
   with no content word at all has nothing to verify, so by default it is ignored as well
   (``min_length=1``; the paper does not discuss it).
2. For every sentence the first two terms are kept ("Kth-in-sentence", 存储开始的两个词).
3. All common substrings of the two symbol strings are found with a generalised suffix tree
   (`suffix_tree.maximal_common_blocks`): O(m + n) instead of O(mn) dynamic programming.
4. Each common block is verified sentence by sentence with the stored first terms. A failing
   sentence splits the block; pieces of one sentence are dropped (切分之后句子块长度如为1则丢弃:
   a 5-sentence block failing at its 3rd sentence gives two blocks; a 4-sentence block failing
   at its 2nd and 3rd is dropped).
5. Similarity: Jaccard over the verified block features (see `block_similarity`).

(Quotations from the paper are given in simplified characters.)

What the paper leaves open, decided here:

- Ignored sentences inside a block. Dropping them from the string (as the paper does) lets a
  block bridge them. Blocks are reported in original sentence indices with one length, so a
  bridge is kept only where both documents skip the same number of sentences at the same
  place; the ignored sentences then lie inside the block (unverified, not counted). Where the
  gaps differ, the block is split there like at a failed sentence, but no sentence is lost.
- Overlaps. Maximal common blocks never share a sentence *pair*, but one sentence can take
  part in several (a repeated passage). Blocks are resolved to a one-to-one tiling, longest
  first (Greedy String Tiling, Wise 1993): a block that runs into sentences already taken is
  cut to its free pieces, which compete again by length; pieces of one sentence are dropped.
  Ties go to the earlier block in ``a``, then in ``b``.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from app.engine.suffix_tree import CommonBlock, maximal_common_blocks

#: Shortest sentence (in content words) that gets a symbol. The paper keeps every length up to
#: 35 (digits 0–9, letters a–z for 10–35); a sentence of 0 content words has no terms to
#: verify, so it is ignored by default.
DEFAULT_MIN_LENGTH = 1
#: Longest sentence that gets a symbol: longer ones are ignored (paper: 0.27% and 0.10% of the
#: sentences of its two data sets).
DEFAULT_MAX_LENGTH = 35
#: Verified blocks shorter than this (in kept sentences) are dropped (paper: length 1 dropped).
MIN_BLOCK_SENTENCES = 2
#: A sentence record (length and first terms) repeated more often than this in one text is
#: boilerplate; SL+ST ignores it (a spam page of one repeated line has Θ(n²) common blocks).
MAX_RECORD_REPEATS = 3


@dataclass(frozen=True, slots=True)
class SentenceRecord:
    """One sentence as SL+ST sees it: its length and its first content terms.

    ``length``: content words left after stop-word removal. ``first_terms``: the first two
    content terms (normalised/stemmed by the caller), fewer if the sentence has fewer.
    """

    length: int
    first_terms: tuple[str, ...]

    def __post_init__(self) -> None:
        if self.length < 0:
            raise ValueError(f"sentence length must be non-negative: {self.length}")
        if not isinstance(self.first_terms, tuple):
            raise TypeError("first_terms must be a tuple of strings")
        if len(self.first_terms) > 2 or len(self.first_terms) > self.length:
            raise ValueError(
                f"first_terms holds at most the first two of the sentence's {self.length} "
                f"content terms: {self.first_terms!r}"
            )


@dataclass(frozen=True, slots=True)
class SentenceBlock(CommonBlock):
    """Sentences ``[a_start, a_start+length)`` of a match ``[b_start, b_start+length)`` of b.

    Indices are into the original record lists. Sentence ``a_start + t`` corresponds to
    ``b_start + t``: both kept (equal length symbol, equal first terms) or both ignored for
    their length (unverified; they never start or end a block). A block holds at least
    `MIN_BLOCK_SENTENCES` kept sentences.
    """


def without_repeats(records: Sequence[SentenceRecord]) -> list[SentenceRecord]:
    """The records with every record repeated more than `MAX_RECORD_REPEATS` times in the text
    replaced by an empty one (length 0: ignored), so boilerplate makes no blocks. O(m)."""
    counts = Counter(records)
    empty = SentenceRecord(length=0, first_terms=())
    return [empty if counts[r] > MAX_RECORD_REPEATS else r for r in records]


#: Two consecutive kept sentences and the sentence distance between them (`sentence_pairs`).
SentencePair = tuple[SentenceRecord, SentenceRecord, int]


def sentence_pairs(
    records: Sequence[SentenceRecord],
    *,
    min_length: int = DEFAULT_MIN_LENGTH,
    max_length: int = DEFAULT_MAX_LENGTH,
) -> frozenset[SentencePair]:
    """Every two consecutive kept sentences (a symbol each, see `matching_blocks`) as (record,
    next record, their distance in sentences). A verified block holds at least two consecutive
    kept sentences whose records and distance are equal in both texts, so two texts whose
    sets share no element have no block: `could_share_blocks` tells so without the suffix
    tree. O(m) per text, computed once per text."""
    _, positions = _symbols(records, min_length, max_length)
    return frozenset(_consecutive_pairs(records, positions))


def _consecutive_pairs(records: Sequence[SentenceRecord], kept: list[int]) -> list[SentencePair]:
    """(record, next kept record, their distance) for each two consecutive ``kept`` indices,
    in order: pair k joins the k-th and (k + 1)-th kept sentences. O(k)."""
    return [(records[i], records[j], j - i) for i, j in zip(kept, kept[1:], strict=False)]


def could_share_blocks(a: frozenset[SentencePair], b: frozenset[SentencePair]) -> bool:
    """False when `matching_blocks` certainly finds no block between the two texts whose
    `sentence_pairs` these are (no pair in common); True when it may. O(min(|a|, |b|))."""
    return not a.isdisjoint(b)


def _check_bounds(min_length: int, max_length: int) -> None:
    if min_length < 0 or max_length < min_length:
        raise ValueError(f"need 0 <= min_length <= max_length, got {min_length} and {max_length}")


def _symbols(
    records: Sequence[SentenceRecord], min_length: int, max_length: int
) -> tuple[list[int], list[int]]:
    """Sentence-length symbols of the kept sentences and their original indices."""
    symbols: list[int] = []
    positions: list[int] = []
    for index, record in enumerate(records):
        length = record.length
        if min_length <= length <= max_length:
            symbols.append(length)
            positions.append(index)
    return symbols, positions


def _in_shared_pairs(
    a: Sequence[SentenceRecord],
    pos_a: list[int],
    b: Sequence[SentenceRecord],
    pos_b: list[int],
) -> tuple[list[int], list[int]]:
    """For each text, the indices (into its kept sentences) of the kept sentences that belong
    to a pair of consecutive kept sentences (both records and their distance) that the other
    text also holds. O(m + n)."""
    pairs_a, pairs_b = _consecutive_pairs(a, pos_a), _consecutive_pairs(b, pos_b)
    in_b, in_a = set(pairs_b), set(pairs_a)
    return _flagged([p in in_b for p in pairs_a]), _flagged([p in in_a for p in pairs_b])


def _flagged(pair_flags: Sequence[bool]) -> list[int]:
    """The kept sentences in a flagged pair (pair k joins kept sentences k and k + 1)."""
    marked = bytearray(len(pair_flags) + 1)
    for k, flag in enumerate(pair_flags):
        if flag:
            marked[k] = marked[k + 1] = 1
    return [k for k, flag in enumerate(marked) if flag]


def _reduced(
    symbols: list[int], positions: list[int], keep: list[int], separator: int
) -> tuple[list[int], list[int], list[int]]:
    """The symbols and positions of the kept sentences ``keep`` (indices into ``symbols``),
    with ``separator`` (a symbol neither text has; position -1) between two that were not
    next to each other, and for each entry its index into ``symbols`` (-1 for a separator).
    A common block never holds a separator (each text has its own), so the blocks of the
    result are blocks of the whole, mapped back through that index. O(len(keep))."""
    out_symbols: list[int] = []
    out_positions: list[int] = []
    origin: list[int] = []
    for k in keep:
        if origin and k != origin[-1] + 1:
            out_symbols.append(separator)
            out_positions.append(-1)
            origin.append(-1)
        out_symbols.append(symbols[k])
        out_positions.append(positions[k])
        origin.append(k)
    return out_symbols, out_positions, origin


def _verified_runs(
    a: Sequence[SentenceRecord],
    b: Sequence[SentenceRecord],
    pos_a: list[int],
    pos_b: list[int],
    sym_a: list[int],
    sym_b: list[int],
) -> list[tuple[int, int, int]]:
    """Common blocks split at failed sentences and unequal gaps: (kept a, kept b, length)."""
    runs: list[tuple[int, int, int]] = []
    for block in maximal_common_blocks(sym_a, sym_b, MIN_BLOCK_SENTENCES):
        i0 = block.a_start
        j0 = block.b_start
        run = -1  # offset where the current run starts, -1 if none
        for t in range(block.length):
            i = i0 + t
            j = j0 + t
            if a[pos_a[i]].first_terms != b[pos_b[j]].first_terms:
                if run >= 0 and t - run >= MIN_BLOCK_SENTENCES:
                    runs.append((i0 + run, j0 + run, t - run))
                run = -1
            elif run < 0:
                run = t
            elif pos_a[i] - pos_a[i - 1] != pos_b[j] - pos_b[j - 1]:
                if t - run >= MIN_BLOCK_SENTENCES:
                    runs.append((i0 + run, j0 + run, t - run))
                run = t
        if run >= 0 and block.length - run >= MIN_BLOCK_SENTENCES:
            runs.append((i0 + run, j0 + run, block.length - run))
    return runs


def _tile(runs: list[tuple[int, int, int]], m: int, n: int) -> list[tuple[int, int, int]]:
    """One-to-one tiling of the runs, longest first; cut runs compete again with their rest."""
    taken_a = bytearray(m)
    taken_b = bytearray(n)
    heap = [(-length, i, j) for i, j, length in runs]
    heapq.heapify(heap)
    tiles: list[tuple[int, int, int]] = []
    while heap:
        neg_length, i0, j0 = heapq.heappop(heap)
        length = -neg_length
        free = [not taken_a[i0 + t] and not taken_b[j0 + t] for t in range(length)]
        if all(free):
            tiles.append((i0, j0, length))
            taken_a[i0 : i0 + length] = b"\x01" * length
            taken_b[j0 : j0 + length] = b"\x01" * length
            continue
        run = -1
        for t in range(length + 1):
            if t < length and free[t]:
                if run < 0:
                    run = t
            elif run >= 0:
                if t - run >= MIN_BLOCK_SENTENCES:
                    heapq.heappush(heap, (run - t, i0 + run, j0 + run))
                run = -1
    return tiles


def matching_blocks(
    a: Sequence[SentenceRecord],
    b: Sequence[SentenceRecord],
    *,
    min_length: int = DEFAULT_MIN_LENGTH,
    max_length: int = DEFAULT_MAX_LENGTH,
    shared: tuple[Sequence[bool], Sequence[bool]] | None = None,
) -> list[SentenceBlock]:
    """Verified common sentence blocks of two documents (SL+ST, Feng 2015, seed 004).

    ``min_length``/``max_length`` bound the *sentence* length (content words) that gets a
    symbol; other sentences are ignored (see the module notes for how blocks treat them).
    Sentence-length strings → maximal common blocks via a generalised suffix tree → sentence by
    sentence verification with the first two terms (split at failures, drop single sentences)
    → one-to-one tiling, longest first. Blocks are in original indices, pairwise disjoint in
    ``a`` and in ``b``, sorted by (a_start, b_start).

    The suffix tree is built on the kept sentences that belong to a pair of consecutive kept
    sentences (records and distance) the other text holds too, each stretch of the others
    replaced by a separator: every sentence of a verified block (two or more consecutive
    verified sentences) is in such a pair, so the blocks are the same, and a long paper
    compared with a short source pays for the sentences they share, not for its length.
    ``shared`` may say it for each text instead, one flag per pair of consecutive kept
    sentences (k: the k-th and the next), e.g. from hashes of the pairs (`analysis.
    sentence_pair_sequence`): a flag set for a pair the other text lacks (a collision) costs
    time, never a block, but every shared pair must be flagged.

    Cost for m and n sentences: O(m + n) to find the shared pairs, then for the m' and n'
    sentences in them O(m' + n') for the tree, O((m' + n') log(m' + n') + k) for its k
    maximal blocks, O(L) to verify them (L = their total length: about m + n for real text,
    at worst m·n when nearly all sentences have one length) and O(L log k) for the tiling.
    """
    _check_bounds(min_length, max_length)
    sym_a, pos_a = _symbols(a, min_length, max_length)
    sym_b, pos_b = _symbols(b, min_length, max_length)
    # Only sentences in a pair of consecutive kept sentences that the other text holds too can
    # lie in a verified block: the suffix tree runs on those alone (`_in_shared_pairs`).
    pairs = (max(len(pos_a) - 1, 0), max(len(pos_b) - 1, 0))
    if shared is not None and (len(shared[0]), len(shared[1])) == pairs:
        keep_a, keep_b = _flagged(shared[0]), _flagged(shared[1])
    else:
        keep_a, keep_b = _in_shared_pairs(a, pos_a, b, pos_b)
    top = max(max(sym_a, default=0), max(sym_b, default=0))
    red_a, rpos_a, from_a = _reduced(sym_a, pos_a, keep_a, top + 1)
    red_b, rpos_b, from_b = _reduced(sym_b, pos_b, keep_b, top + 2)
    runs = [
        (from_a[i], from_b[j], length)
        for i, j, length in _verified_runs(a, b, rpos_a, rpos_b, red_a, red_b)
    ]
    blocks = [
        SentenceBlock(pos_a[i], pos_b[j], pos_a[i + length - 1] - pos_a[i] + 1)
        for i, j, length in _tile(runs, len(sym_a), len(sym_b))
    ]
    blocks.sort(key=lambda block: (block.a_start, block.b_start))
    return blocks


def block_similarity(
    a: Sequence[SentenceRecord],
    b: Sequence[SentenceRecord],
    *,
    min_length: int = DEFAULT_MIN_LENGTH,
    max_length: int = DEFAULT_MAX_LENGTH,
    blocks: Sequence[SentenceBlock] | None = None,
) -> float:
    """Jaccard similarity of two documents over their verified sentence blocks (SL+ST, seed 004).

    J(A, B) = |A ∩ B| / |A ∪ B| = S / (|A| + |B| − S), where A and B are the sets of kept
    sentences (those with a length symbol) of each document and A ∩ B is what the verified
    blocks cover: S kept sentence pairs, one-to-one. The paper's own formula did not survive
    in our copy of it, only "Jaccard similarity over the feature sets" (本文使用Jaccard相似度);
    this is that Jaccard with every sentence inside a verified block counted as matched.
    Identical documents give 1.0, documents without a verified block 0.0, and so do two
    documents without any kept sentence (nothing to compare).

    Pass ``blocks`` from `matching_blocks` (same ``min_length``/``max_length``) to reuse them;
    otherwise they are computed. Cost: O(m + n) on top of `matching_blocks`.
    """
    _check_bounds(min_length, max_length)
    if blocks is None:
        blocks = matching_blocks(a, b, min_length=min_length, max_length=max_length)
    kept_a = [0, *accumulate(1 if min_length <= r.length <= max_length else 0 for r in a)]
    kept_b = [0, *accumulate(1 if min_length <= r.length <= max_length else 0 for r in b)]
    size_a = kept_a[-1]
    size_b = kept_b[-1]
    shared = 0
    for block in blocks:
        if block.a_end > len(a) or block.b_end > len(b):
            raise ValueError(f"{block} lies outside the documents")
        count = kept_a[block.a_end] - kept_a[block.a_start]
        if count != kept_b[block.b_end] - kept_b[block.b_start]:
            raise ValueError(f"{block} pairs unequal numbers of kept sentences")
        shared += count
    _check_disjoint([(block.a_start, block.a_end) for block in blocks], "a")
    _check_disjoint([(block.b_start, block.b_end) for block in blocks], "b")
    union = size_a + size_b - shared
    if union == 0:
        return 0.0
    return shared / union


def _check_disjoint(spans: list[tuple[int, int]], name: str) -> None:
    spans.sort()
    for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
        if start < end:
            raise ValueError(f"blocks overlap in {name}; pass blocks from matching_blocks")
