"""`AnalysedText.pair_keys`: the SL+ST sentence pairs as hashes, a sound filter before the
records are made (`seeding.block_seeds`)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.analysis import analyse, sentence_pair_sequence
from app.engine.sentence_blocks import could_share_blocks, matching_blocks, without_repeats

_WORDS = ["rivers", "carry", "water", "mills", "grind", "grain", "bells", "ring", "the", "of"]


def _text(draw_words: list[list[str]]) -> str:
    return " ".join(" ".join(words).capitalize() + "." for words in draw_words if words)


_SENTENCES = st.lists(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=4), max_size=14)


@settings(max_examples=300, deadline=None)
@given(_SENTENCES, _SENTENCES)
def test_pair_keys_are_the_sentence_pairs(a_words, b_words) -> None:
    """One key per pair (no collision among these), and texts that share a pair or a block
    share a key: disjoint keys are never wrong."""
    a, b = analyse(_text(a_words)), analyse(_text(b_words))
    for text in (a, b):
        assert len(text.pair_keys) == len(text.sentence_pairs)
        assert np.all(np.diff(text.pair_keys.astype(np.float64)) >= 0)
    shared_keys = bool(np.intersect1d(a.pair_keys, b.pair_keys).size)
    shared_pairs = could_share_blocks(a.sentence_pairs, b.sentence_pairs)
    assert shared_keys == shared_pairs
    if matching_blocks(without_repeats(a.records), without_repeats(b.records)):
        assert shared_keys


def test_repeated_records_make_no_pair() -> None:
    """A record repeated more than three times is boilerplate (`without_repeats`): the keys
    leave its pairs out as the frozenset does."""
    repeated = analyse(" ".join(["Mills grind grain."] * 5 + ["Bells ring loud.", "Rivers run."]))
    assert len(repeated.sentence_pairs) == 1
    assert len(repeated.pair_keys) == 1


def test_no_sentence_makes_no_key() -> None:
    empty = np.zeros((0, 2), dtype=np.int64)
    none = sentence_pair_sequence(empty, np.zeros(0, np.bool_), np.zeros(0, np.uint64))
    assert none.dtype == np.uint64 and len(none) == 0


def test_records_are_made_only_when_blocks_may_exist() -> None:
    """Two texts without a common sentence pair never make their records."""
    from app.engine.seeding import block_seeds

    paper = analyse("Rivers carry water to the sea. Mills grind the grain. Bells ring at noon.")
    other = analyse("Volcanoes erupt molten rock. Ash covers the valley. Farmers leave fields.")
    assert len(block_seeds(paper, other)) == 0
    assert "records" not in paper._lazy and "records" not in other._lazy
    same = analyse("Rivers carry water to the sea. Mills grind the grain. Bells ring at noon.")
    assert len(block_seeds(paper, same)) > 0
    assert "records" in paper._lazy


@settings(max_examples=300, deadline=None)
@given(_SENTENCES, _SENTENCES)
def test_record_keys_pass_every_pair_of_texts_that_shares_a_pair(a_words, b_words) -> None:
    """`may_share_blocks` asks first for two sentences of the source whose records the paper
    has: texts sharing a sentence pair always pass it, so the cheaper test loses no block."""
    from app.engine.seeding import may_share_blocks
    from app.engine.shingles import sorted_member

    a, b = analyse(_text(a_words)), analyse(_text(b_words))
    shared = np.count_nonzero(sorted_member(b.record_keys, a.record_keys))
    if could_share_blocks(a.sentence_pairs, b.sentence_pairs):
        assert shared >= 2
    fresh_a, fresh_b = analyse(_text(a_words)), analyse(_text(b_words))
    assert may_share_blocks(fresh_a, fresh_b) == could_share_blocks(
        a.sentence_pairs, b.sentence_pairs
    )


def test_pair_keys_are_not_made_without_two_shared_records() -> None:
    """A source sharing no sentence record with the paper is turned away before its pair
    keys (counting repeats, hashing pairs) are made."""
    from app.engine.seeding import block_seeds

    paper = analyse("Rivers carry water to the sea. Mills grind the grain. Bells ring at noon.")
    other = analyse("Volcanoes erupt molten rock. Ash covers the valley. Farmers leave fields.")
    assert len(block_seeds(paper, other)) == 0
    assert "keys" not in other._lazy
