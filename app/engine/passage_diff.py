"""What changed inside a copied passage: a word-level diff and the LCS rates of seed 003.

The side-by-side view and the reports show, for each passage, which words of the source were
kept, changed, left out or added. The diff runs Myers' O(ND) algorithm (`app.engine.lcs`) on
the normalised words of the two spans, so case, look-alike letters and punctuation do not count
as changes; the result is mapped back to character spans of the original texts.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.engine.analysis import AnalysedText
from app.engine.lcs import EditDistanceExceeded, edit_script
from app.engine.passage import Passage
from app.engine.shingles import shingle_hashes, sorted_member

#: Above this many inserted + deleted words the diff is not worth showing (a summary, not an
#: edited copy): the passage becomes one "replace" and the rates are left at 0.
DEFAULT_MAX_EDITS = 2000


@dataclass(frozen=True, slots=True)
class WordChange:
    """One step of the diff in character offsets: ``equal`` words, words of the source that
    were ``delete``-d, words the paper ``insert``-ed, or words ``replace``-d by others."""

    kind: str
    start: int
    end: int
    source_start: int
    source_end: int

    def __post_init__(self) -> None:
        if self.kind not in ("equal", "delete", "insert", "replace"):
            raise ValueError(f"unknown change {self.kind!r}")
        if not (0 <= self.start <= self.end and 0 <= self.source_start <= self.source_end):
            raise ValueError("spans must be ordered and non-negative")


@dataclass(frozen=True, slots=True)
class PassageDiff:
    """The diff of one passage and seed 003's rates over its words.

    ``resemble`` = |LCS| / (|P| + |S| − |LCS|); ``contained`` = |LCS| / |P|, the share of the
    paper's words found in order in the source passage (seed 003's c(A,B) with B the paper).
    """

    changes: tuple[WordChange, ...]
    paper_words: int
    source_words: int
    lcs: int
    resemble: float
    contained: float


def _token_range(text: AnalysedText, start: int, end: int) -> tuple[int, int]:
    lo = int(np.searchsorted(text.tokens.starts, start, side="left"))
    hi = int(np.searchsorted(text.tokens.ends, end, side="right"))
    return lo, max(lo, hi)


def passage_diff(
    paper: AnalysedText,
    source: AnalysedText,
    passage: Passage,
    max_edits: int = DEFAULT_MAX_EDITS,
) -> PassageDiff:
    """Word-level diff of a passage's two sides. Myers 1986: O((N+M)·D) time for N and M words
    and D edits, capped at ``max_edits``."""
    p_lo, p_hi = _token_range(paper, passage.start, passage.end)
    s_lo, s_hi = _token_range(source, passage.source_start, passage.source_end)
    a = paper.tokens.forms[p_lo:p_hi]
    b = source.tokens.forms[s_lo:s_hi]
    try:
        ops = edit_script(b, a, max_d=max_edits)
    except EditDistanceExceeded:
        whole = WordChange(
            "replace", passage.start, passage.end, passage.source_start, passage.source_end
        )
        return PassageDiff((whole,), len(a), len(b), 0, 0.0, 0.0)
    changes = []
    lcs = 0
    for op in ops:  # a = source words, b = paper words
        if op.kind == "equal":
            lcs += op.a_end - op.a_start
        changes.append(
            WordChange(
                op.kind,
                *_chars(paper, p_lo + op.b_start, p_lo + op.b_end, passage.start),
                *_chars(source, s_lo + op.a_start, s_lo + op.a_end, passage.source_start),
            )
        )
    union = len(a) + len(b) - lcs
    return PassageDiff(
        tuple(changes),
        len(a),
        len(b),
        lcs,
        lcs / union if union else 0.0,
        lcs / len(a) if a else 0.0,
    )


def identical_spans(
    paper: AnalysedText, source: AnalysedText, passage: Passage, phrase: int = 3
) -> list[tuple[int, int]]:
    """Paper character spans of the passage's words that stand in a run of at least ``phrase``
    words found word for word in the source side: what a reader sees as identical text (the
    "perfect match" of WCopyfind, the matching words of Turnitin), as opposed to the whole
    passage, which also counts reworded words. O(t) for the t words of the two sides."""
    p_lo, p_hi = _token_range(paper, passage.start, passage.end)
    s_lo, s_hi = _token_range(source, passage.source_start, passage.source_end)
    if p_hi - p_lo < phrase or s_hi - s_lo < phrase:
        return []
    mine = shingle_hashes(paper.token_hashes[p_lo:p_hi], phrase)
    theirs = shingle_hashes(source.token_hashes[s_lo:s_hi], phrase)
    hit = sorted_member(mine, np.sort(theirs))
    covered = np.zeros(p_hi - p_lo, dtype=bool)
    for offset in range(phrase):
        covered[offset : offset + len(hit)] |= hit
    spans = []
    idx = np.flatnonzero(covered)
    if len(idx):
        cuts = np.flatnonzero(np.diff(idx) > 1) + 1
        for run in np.split(idx, cuts):
            spans.append(
                (int(paper.tokens.starts[p_lo + run[0]]), int(paper.tokens.ends[p_lo + run[-1]]))
            )
    return spans


def shared_words(paper: AnalysedText, source: AnalysedText, passage: Passage) -> int:
    """How many words the passage's two sides share, counted with their repeats and in any
    order (the size of the multiset intersection of their normalised words): the evidence a
    passage holds. Order is not asked for: a copy whose words were shuffled (PAN's random
    obfuscation) shares its words all the same; asking for them in order (the LCS) cut recall
    there from 0.899 to 0.841. O(t log t) for the t words of the two sides."""
    p_lo, p_hi = _token_range(paper, passage.start, passage.end)
    s_lo, s_hi = _token_range(source, passage.source_start, passage.source_end)
    mine, mine_counts = np.unique(paper.token_hashes[p_lo:p_hi], return_counts=True)
    theirs, their_counts = np.unique(source.token_hashes[s_lo:s_hi], return_counts=True)
    _, i, j = np.intersect1d(mine, theirs, assume_unique=True, return_indices=True)
    return int(np.minimum(mine_counts[i], their_counts[j]).sum())


def _chars(text: AnalysedText, lo: int, hi: int, fallback: int) -> tuple[int, int]:
    """Characters of tokens [lo, hi); an empty range sits at the next token's start."""
    if hi > lo:
        return int(text.tokens.starts[lo]), int(text.tokens.ends[hi - 1])
    if lo < len(text.tokens):
        at = int(text.tokens.starts[lo])
    elif lo:
        at = int(text.tokens.ends[lo - 1])
    else:
        at = fallback
    return at, at
