"""Retrieval fingerprints: word_forms agrees with tokenise, winnowing keeps its guarantee."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.fingerprints import (
    GRAM_WORDS,
    WINNOW_WINDOW,
    document_fingerprints,
    document_sketch,
    query_grams,
    retrieval_grams,
    sample_grams,
    stored_fingerprints,
    winnow,
)
from app.engine.shingles import sample_mod_m
from app.engine.tokens import canonical_checksum, tokenise, word_forms

TEXTS = [
    "The water cycle moves water between the oceans, the air and the land.",
    "Байкал — самое глубокое озеро на Земле; его возраст 25 миллионов лет.",
    "造纸术是中国古代的四大发明之一，东汉的蔡伦改进了造纸的方法。",
    "Mixed: the аs-typed Cyrillic letters and zero\u200bwidth spaces, 3.14 and 2,5.",
    "",
    "...!!! ,,,",
]


def test_word_forms_are_the_forms_tokenise_makes():
    for text in TEXTS:
        assert word_forms(text) == list(tokenise(text).forms)


@given(st.text(alphabet=st.sampled_from(list("ab cdé.,\u200bаое中文\n")), max_size=80))
@settings(max_examples=200, deadline=None)
def test_word_forms_match_tokenise_on_any_text(text):
    assert word_forms(text) == list(tokenise(text).forms)


def _brute_winnow(hashes: list[int], window: int) -> set[int]:
    if not hashes:
        return set()
    if len(hashes) <= window:
        low = min(hashes)
        return {max(i for i, h in enumerate(hashes) if h == low)}
    chosen = set()
    for start in range(len(hashes) - window + 1):
        part = hashes[start : start + window]
        low = min(part)
        chosen.add(start + max(i for i, h in enumerate(part) if h == low))
    return chosen


@given(st.lists(st.integers(0, 20), max_size=60), st.integers(1, 6))
@settings(max_examples=300, deadline=None)
def test_winnow_matches_a_brute_force_twin(values, window):
    hashes = np.array(values, dtype=np.uint64)
    assert winnow(hashes, window).tolist() == sorted(_brute_winnow(values, window))


@given(st.integers(0, 10_000), st.integers(0, 200), st.integers(0, 200))
@settings(max_examples=60, deadline=None)
def test_every_shared_run_of_the_guaranteed_length_is_found(seed, before, after):
    """Schleimer et al.: a shared run of window + k - 1 content words holds a kept gram."""
    rng = np.random.default_rng(seed)
    vocabulary = [f"word{i}" for i in range(5000)]
    run = list(rng.choice(vocabulary, WINNOW_WINDOW + GRAM_WORDS - 1))
    source = list(rng.choice(vocabulary, before)) + run + list(rng.choice(vocabulary, after))
    paper = list(rng.choice(vocabulary, 30)) + run + list(rng.choice(vocabulary, 30))
    kept = sample_grams(retrieval_grams(source, "en"), len(source), "winnow")
    assert np.intersect1d(kept, retrieval_grams(paper, "en")).size > 0


def test_mod_m_keeps_grams_divisible_by_the_rank_modulus_or_a_log_sized_fallback():
    grams = np.arange(1, 200, dtype=np.uint64) * np.uint64(7)
    kept = sample_grams(grams, 50, "mod-m")  # rank 1: m = 10
    assert kept.tolist() == [g for g in grams.tolist() if g % 10 == 0]
    # Seed 001's fallback, the one of shingles.sample_mod_m: ⌈log2(n+1)⌉ + 1 smallest grams.
    lonely = np.array([23, 11, 13, 17, 19, 29, 31], dtype=np.uint64)
    assert sample_grams(lonely, 7, "mod-m").tolist() == [11, 13, 17, 19]
    assert sample_grams(lonely, 7, "mod-m").tolist() == sample_mod_m(lonely, 10).tolist()


def test_stop_words_do_not_make_grams_and_stems_join_word_forms():
    a = retrieval_grams(word_forms("the rivers carried the heavy stones"), "en")
    b = retrieval_grams(word_forms("a river carries heavy stone"), "en")
    assert len(a) == 2 and a.tolist() == b.tolist()


def test_document_fingerprints():
    text = "The rivers carried heavy stones down to the sea. " * 3
    prints = document_fingerprints(text)
    assert prints.words == 27 and prints.language == "en"
    assert prints.checksum == canonical_checksum(word_forms(text.upper()))
    assert prints.kept.dtype == np.uint64 and len(prints.kept) >= 1
    assert np.all(np.diff(prints.kept.astype(np.float64)) > 0)  # distinct and sorted
    relaid = document_fingerprints(text.replace(". ", ".\n\n").upper())
    assert relaid.checksum == prints.checksum
    assert relaid.sketch.tolist() == prints.sketch.tolist() == document_sketch(text).tolist()
    other = document_fingerprints(text.replace("heavy", "light"))
    assert other.sketch.tolist() != prints.sketch.tolist()


def test_query_grams_keep_text_order():
    grams = query_grams("rivers carried stones. rivers carried stones.")
    assert len(grams) == 4 and grams[0] == grams[3]


def test_unknown_sampling_is_refused():
    try:
        sample_grams(np.zeros(3, dtype=np.uint64), 3, "every-other")
    except ValueError as error:
        assert "winnow" in str(error)
    else:
        raise AssertionError("no error")


def test_fingerprints_are_the_same_when_the_word_table_is_emptied_between_texts(monkeypatch):
    import app.engine.vocabulary as vocabulary

    texts = [t for t in TEXTS if t] * 2
    expected = [document_fingerprints(t).stored.tolist() for t in texts]
    monkeypatch.setattr(vocabulary, "MAX_TABLE_WORDS", 3)
    vocabulary._table.clear()
    assert [document_fingerprints(t).stored.tolist() for t in texts] == expected
    assert len(vocabulary._table.words) <= max(len(set(word_forms(t))) for t in texts)
    vocabulary._table.clear()  # not left at this test's bound for the next tests' texts


def test_stored_fingerprints_are_document_fingerprints_without_the_sampled_grams():
    for text in [*TEXTS, "The rivers carried heavy stones down to the sea. " * 40]:
        for sampling in ("winnow", "mod-m"):
            full = document_fingerprints(text, sampling=sampling)
            stored = stored_fingerprints(text, sampling=sampling)
            assert stored.stored.tolist() == full.stored.tolist()
            assert stored.sketch.tolist() == full.sketch.tolist()
            assert (stored.words, stored.language, stored.checksum) == (
                full.words,
                full.language,
                full.checksum,
            )
            assert len(stored.kept) == 0
    try:
        stored_fingerprints("some words", sampling="every-other")
    except ValueError as error:
        assert "winnow" in str(error)
    else:
        raise AssertionError("no error")
