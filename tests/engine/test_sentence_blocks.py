"""SL+ST sentence blocks (Feng 2015, seed 004): the paper's rules and a brute-force twin."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.sentence_blocks import (
    DEFAULT_MAX_LENGTH,
    DEFAULT_MIN_LENGTH,
    SentenceBlock,
    SentenceRecord,
    block_similarity,
    could_share_blocks,
    matching_blocks,
    sentence_pairs,
)


def rec(length: int, terms: str = "") -> SentenceRecord:
    """A sentence of ``length`` content words whose first terms are ``terms`` (or invented)."""
    first = tuple(terms.split()) if terms else tuple(f"w{length}_{k}" for k in range(2))
    return SentenceRecord(length, first[: min(2, length)])


def doc(*lengths: int) -> list[SentenceRecord]:
    return [rec(length) for length in lengths]


def test_paper_defaults() -> None:
    assert (DEFAULT_MIN_LENGTH, DEFAULT_MAX_LENGTH) == (1, 35)


def test_five_sentence_block_failing_at_third_gives_two_blocks() -> None:
    a = [rec(3), *doc(12, 5, 7, 9, 11), rec(2)]
    b = [rec(4), *doc(12, 5), rec(7, "other start"), *doc(9, 11), rec(6)]
    assert matching_blocks(a, b) == [SentenceBlock(1, 1, 2), SentenceBlock(4, 4, 2)]


def test_four_sentence_block_failing_at_second_and_third_is_dropped() -> None:
    a = [rec(3), *doc(12, 5, 7, 9), rec(2)]
    b = [rec(4), rec(12), rec(5, "x y"), rec(7, "x z"), rec(9), rec(6)]
    assert matching_blocks(a, b) == []
    assert block_similarity(a, b) == 0.0


def test_failure_at_second_sentence_keeps_the_rest() -> None:
    a = doc(12, 5, 7, 9)
    b = [rec(12), rec(5, "x y"), rec(7), rec(9)]
    assert matching_blocks(a, b) == [SentenceBlock(2, 2, 2)]


def test_equal_lengths_are_not_enough() -> None:
    a = [rec(10, "alpha beta"), rec(11, "gamma delta")]
    b = [rec(10, "alpha beta"), rec(11, "gamma epsilon")]
    assert matching_blocks(a, b) == []


def test_sentences_longer_than_35_are_ignored() -> None:
    long_a = doc(36, 40, 50)
    assert matching_blocks(long_a, long_a) == []
    assert block_similarity(long_a, long_a) == 0.0
    edge = doc(35, 1)
    assert matching_blocks(edge, edge) == [SentenceBlock(0, 0, 2)]
    assert matching_blocks(long_a, long_a, max_length=60) == [SentenceBlock(0, 0, 3)]


def test_sentences_without_content_words_are_ignored_by_default() -> None:
    a = doc(0, 0, 0)
    assert matching_blocks(a, a) == []
    assert matching_blocks(a, a, min_length=0) == [SentenceBlock(0, 0, 3)]


def test_ignored_sentence_at_the_same_place_is_bridged() -> None:
    a = [rec(3), *doc(12, 5, 40, 7), rec(2)]
    b = [rec(4), rec(8), *doc(12, 5, 41, 7), rec(6)]
    assert matching_blocks(a, b) == [SentenceBlock(1, 2, 4)]
    # Kept sentences: 5 and 6; shared: the three kept sentences of the block.
    assert block_similarity(a, b) == pytest.approx(3 / (5 + 6 - 3))


def test_ignored_sentence_on_one_side_splits_without_losing_sentences() -> None:
    a = doc(12, 5, 40, 7, 9)
    b = doc(12, 5, 7, 9)
    assert matching_blocks(a, b) == [SentenceBlock(0, 0, 2), SentenceBlock(3, 2, 2)]
    assert block_similarity(a, b) == 1.0


def test_ignored_sentence_on_one_side_can_leave_a_single_sentence() -> None:
    a = doc(12, 40, 5, 7)
    b = doc(12, 5, 7)
    assert matching_blocks(a, b) == [SentenceBlock(2, 1, 2)]


def test_identical_documents() -> None:
    a = doc(3, 12, 5, 36, 7, 9, 0, 11)
    assert matching_blocks(a, a) == [SentenceBlock(0, 0, len(a))]
    assert block_similarity(a, a) == 1.0


def test_disjoint_documents() -> None:
    a = doc(3, 12, 5, 7)
    b = doc(4, 13, 6, 8)
    assert matching_blocks(a, b) == []
    assert block_similarity(a, b) == 0.0
    assert block_similarity([], []) == 0.0
    assert block_similarity(a, []) == 0.0


def test_partial_overlap_jaccard() -> None:
    a = doc(3, 12, 5, 7, 20)
    b = doc(4, 12, 5, 7, 21, 22, 23)
    assert matching_blocks(a, b) == [SentenceBlock(1, 1, 3)]
    assert block_similarity(a, b) == pytest.approx(3 / (5 + 7 - 3))


def test_repeated_passage_matches_once() -> None:
    passage = doc(12, 5, 7)
    a = [rec(3), *passage, rec(2)]
    b = [rec(4), *passage, rec(6), *passage, rec(8)]
    assert matching_blocks(a, b) == [SentenceBlock(1, 1, 3)]
    assert matching_blocks(b, a) == [SentenceBlock(1, 1, 3)]
    assert block_similarity(a, b) == pytest.approx(3 / (5 + 9 - 3))


def test_longer_block_wins_and_the_rest_is_trimmed() -> None:
    # a's 12 5 7 9 matches b twice: fully at 0 and partly (12 5 7) at 5.
    a = doc(12, 5, 7, 9, 30, 31)
    b = doc(12, 5, 7, 9, 20, 12, 5, 7, 30, 31)
    assert matching_blocks(a, b) == [SentenceBlock(0, 0, 4), SentenceBlock(4, 8, 2)]


def test_blocks_argument_is_reused_and_checked() -> None:
    a = doc(3, 12, 5, 7, 20)
    b = doc(4, 12, 5, 7, 21)
    blocks = matching_blocks(a, b)
    assert block_similarity(a, b, blocks=blocks) == block_similarity(a, b)
    with pytest.raises(ValueError):
        block_similarity(a, b, blocks=[SentenceBlock(1, 1, 3), SentenceBlock(2, 3, 2)])
    with pytest.raises(ValueError):
        block_similarity(a, b, blocks=[SentenceBlock(3, 3, 3)])


def test_invalid_values() -> None:
    with pytest.raises(ValueError):
        SentenceRecord(-1, ())
    with pytest.raises(ValueError):
        SentenceRecord(1, ("a", "b"))
    with pytest.raises(ValueError):
        SentenceRecord(5, ("a", "b", "c"))
    with pytest.raises(TypeError):
        SentenceRecord(2, ["a", "b"])  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        SentenceBlock(0, -1, 2)
    with pytest.raises(ValueError):
        SentenceBlock(0, 0, 0)
    with pytest.raises(ValueError):
        matching_blocks([], [], min_length=5, max_length=4)
    with pytest.raises(ValueError):
        matching_blocks([], [], min_length=-1)


# --- brute-force twin -------------------------------------------------------------------------


def brute_force_runs(
    a: list[SentenceRecord], b: list[SentenceRecord]
) -> list[tuple[int, int, int]]:
    """Maximal diagonal runs (>= 2) of verified kept pairs with equal gaps, in kept indices."""
    pa = [i for i, r in enumerate(a) if DEFAULT_MIN_LENGTH <= r.length <= DEFAULT_MAX_LENGTH]
    pb = [j for j, r in enumerate(b) if DEFAULT_MIN_LENGTH <= r.length <= DEFAULT_MAX_LENGTH]

    def ok(i: int, j: int) -> bool:
        return a[pa[i]] == b[pb[j]]

    def joined(i: int, j: int) -> bool:  # (i, j) continues the run through (i-1, j-1)
        return ok(i - 1, j - 1) and pa[i] - pa[i - 1] == pb[j] - pb[j - 1]

    runs = []
    for i in range(len(pa)):
        for j in range(len(pb)):
            if not ok(i, j) or (i and j and joined(i, j)):
                continue
            length = 1
            while i + length < len(pa) and j + length < len(pb):
                if not (ok(i + length, j + length) and joined(i + length, j + length)):
                    break
                length += 1
            if length >= 2:
                runs.append((i, j, length))
    return runs


@st.composite
def records(draw: st.DrawFn) -> list[SentenceRecord]:
    items = draw(
        st.lists(
            st.tuples(st.sampled_from([0, 1, 2, 3, 36]), st.sampled_from(["p", "q"])),
            max_size=25,
        )
    )
    return [SentenceRecord(length, (term, "z")[: min(2, length)]) for length, term in items]


@settings(max_examples=300, deadline=None)
@given(records(), records())
def test_blocks_against_brute_force(a: list[SentenceRecord], b: list[SentenceRecord]) -> None:
    blocks = matching_blocks(a, b)
    kept_a = [DEFAULT_MIN_LENGTH <= r.length <= DEFAULT_MAX_LENGTH for r in a]
    kept_b = [DEFAULT_MIN_LENGTH <= r.length <= DEFAULT_MAX_LENGTH for r in b]
    used_a: set[int] = set()
    used_b: set[int] = set()
    for block in blocks:
        span_a = range(block.a_start, block.a_end)
        span_b = range(block.b_start, block.b_end)
        assert used_a.isdisjoint(span_a) and used_b.isdisjoint(span_b)
        used_a.update(span_a)
        used_b.update(span_b)
        assert kept_a[block.a_start] and kept_a[block.a_end - 1]
        pairs = list(zip(span_a, span_b, strict=True))
        for i, j in pairs:
            assert kept_a[i] == kept_b[j]
            if kept_a[i]:
                assert a[i] == b[j]
        assert sum(kept_a[i] for i in span_a) >= 2
    assert blocks == sorted(blocks, key=lambda blk: (blk.a_start, blk.b_start))

    runs = brute_force_runs(a, b)
    starts_a = [i for i, k in enumerate(kept_a) if k]
    starts_b = [j for j, k in enumerate(kept_b) if k]
    cells_a = [i for i, _, n in runs for i in range(i, i + n)]
    cells_b = [j for _, j, n in runs for j in range(j, j + n)]
    if len(set(cells_a)) == len(cells_a) and len(set(cells_b)) == len(cells_b):
        # No sentence in two runs: nothing to resolve, the answer is the runs themselves.
        expected = [
            SentenceBlock(starts_a[i], starts_b[j], starts_a[i + n - 1] - starts_a[i] + 1)
            for i, j, n in runs
        ]
        assert blocks == sorted(expected, key=lambda blk: (blk.a_start, blk.b_start))

    similarity = block_similarity(a, b, blocks=blocks)
    assert 0.0 <= similarity <= 1.0
    if sum(kept_a) >= 2:
        assert block_similarity(a, a) == 1.0


_RECORDS = st.lists(
    st.builds(
        SentenceRecord,
        length=st.integers(min_value=0, max_value=3),
        first_terms=st.just(()),
    ).map(lambda r: rec(r.length, "xy"[: min(r.length, 2)]) if r.length else r),
    max_size=12,
)


@settings(max_examples=300, deadline=None)
@given(_RECORDS, _RECORDS)
def test_texts_without_a_common_sentence_pair_have_no_block(a, b) -> None:
    """could_share_blocks is a sound filter: False only where matching_blocks finds nothing,
    and True wherever it finds a block."""
    shared = could_share_blocks(sentence_pairs(a), sentence_pairs(b))
    if matching_blocks(a, b):
        assert shared
    if not shared:
        assert matching_blocks(a, b) == []


def test_block_seeds_skip_the_suffix_tree_for_texts_without_a_common_pair(monkeypatch) -> None:
    import app.engine.seeding as seeding
    from app.engine.analysis import analyse

    calls: list[tuple] = []

    def counted(*records, **options):
        calls.append(records)
        return []

    monkeypatch.setattr(seeding, "matching_blocks", counted)
    paper = analyse("Rivers carry water to the sea. Mills grind the grain. Bells ring at noon.")
    other = analyse("Volcanoes erupt molten rock. Ash covers the valley. Farmers leave fields.")
    assert len(seeding.block_seeds(paper, other)) == 0
    assert calls == []
    seeding.block_seeds(paper, paper)
    assert len(calls) == 1


def _unreduced_blocks(a: list[SentenceRecord], b: list[SentenceRecord]) -> list[SentenceBlock]:
    """`matching_blocks` as it was before the suffix tree ran on the shared pairs alone: the
    tree over every kept sentence of both texts."""
    from app.engine.sentence_blocks import _symbols, _tile, _verified_runs

    sym_a, pos_a = _symbols(a, DEFAULT_MIN_LENGTH, DEFAULT_MAX_LENGTH)
    sym_b, pos_b = _symbols(b, DEFAULT_MIN_LENGTH, DEFAULT_MAX_LENGTH)
    runs = _verified_runs(a, b, pos_a, pos_b, sym_a, sym_b)
    blocks = [
        SentenceBlock(pos_a[i], pos_b[j], pos_a[i + n - 1] - pos_a[i] + 1)
        for i, j, n in _tile(runs, len(sym_a), len(sym_b))
    ]
    return sorted(blocks, key=lambda blk: (blk.a_start, blk.b_start))


@st.composite
def varied_records(draw: st.DrawFn) -> list[SentenceRecord]:
    """Texts of up to 60 sentences over few lengths and first terms: many equal lengths, some
    shared pairs, ignored sentences (0, 36) between them."""
    items = draw(
        st.lists(
            st.tuples(st.sampled_from([0, 1, 2, 3, 4, 36]), st.sampled_from(["p", "q", "r"])),
            max_size=60,
        )
    )
    return [SentenceRecord(length, (term, "z")[: min(2, length)]) for length, term in items]


@settings(max_examples=400, deadline=None)
@given(varied_records(), varied_records())
def test_the_tree_on_shared_pairs_alone_finds_the_same_blocks(a, b) -> None:
    """The suffix tree runs only on the sentences in a pair the other text shares, with a
    separator between stretches: the blocks are exactly those of the whole texts."""
    assert matching_blocks(a, b) == _unreduced_blocks(a, b)
    long_paper = a * 5 + b + a  # a long text holding the other, as a thesis holds a source
    assert matching_blocks(long_paper, b) == _unreduced_blocks(long_paper, b)


def test_block_seeds_flag_the_shared_pairs_by_their_hashes(monkeypatch) -> None:
    """`block_seeds` tells `matching_blocks` which pairs are shared from the texts' pair
    hashes (one per pair of consecutive kept sentences, aligned with its records), so the
    exact pass over a long paper's records is not made; the blocks are those of the whole
    texts."""
    import app.engine.seeding as seeding
    import app.engine.sentence_blocks as sentence_blocks
    from app.engine.analysis import analyse
    from tests.engine.test_align import AQUEDUCTS, BEES, PRINTING

    source = analyse(" ".join(PRINTING))
    filler = " ".join(AQUEDUCTS) + " " + " ".join(BEES)
    paper = analyse(" ".join([filler, " ".join(PRINTING[:4]), filler, " ".join(PRINTING)]))
    for text in (paper, source):
        kept = [r for r in text.unrepeated_records if 1 <= r.length <= DEFAULT_MAX_LENGTH]
        assert len(text.pair_sequence) == max(len(kept) - 1, 0)
    expected = _unreduced_blocks(list(paper.unrepeated_records), list(source.unrepeated_records))
    assert expected  # the paper holds the source twice

    def exact(*arguments):
        raise AssertionError("the hashes should have said which pairs are shared")

    monkeypatch.setattr(sentence_blocks, "_in_shared_pairs", exact)
    found = []
    real = sentence_blocks.matching_blocks

    def recorded(*arguments, **options):
        found.append(real(*arguments, **options))
        return found[-1]

    monkeypatch.setattr(seeding, "matching_blocks", recorded)
    assert len(seeding.block_seeds(paper, source)) > 0
    assert found == [expected]
