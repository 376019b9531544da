"""`analyse`: tokens with spans, language, stems, sentences and units, shingles, checksum."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.align import align
from app.engine.analysis import analyse
from app.engine.settings import Settings
from tests.engine.test_align import (
    AQUEDUCTS,
    BEES,
    OWN_GENERIC,
    PRINTING,
    RU_OWN,
    RU_SOURCE,
    ZH_OWN,
    ZH_SOURCE,
    source_text,
)


def check_ranges(analysed) -> None:
    """Sentences tile the tokens; units tile the sentences; unit_tokens agrees with both."""
    n = analysed.words
    sentences = analysed.sentence_tokens
    units = analysed.unit_sentences
    if n == 0:
        assert sentences.shape == (0, 2) and units.shape == (0, 2)
        return
    assert sentences[0, 0] == 0 and sentences[-1, 1] == n
    assert np.all(sentences[:, 0] < sentences[:, 1])
    assert np.array_equal(sentences[1:, 0], sentences[:-1, 1])
    assert units[0, 0] == 0 and units[-1, 1] == len(sentences)
    assert np.all(units[:, 0] < units[:, 1])
    assert np.array_equal(units[1:, 0], units[:-1, 1])
    tokens = analysed.unit_tokens()
    assert tokens[0, 0] == 0 and tokens[-1, 1] == n
    assert np.array_equal(tokens[1:, 0], tokens[:-1, 1])
    assert len(analysed.sentence_records()) == len(sentences)


# --- checksum --------------------------------------------------------------------------------


def test_checksum_ignores_case_whitespace_and_punctuation():
    plain = " ".join(AQUEDUCTS[:3])
    variants = [
        plain.upper(),
        plain.replace(" ", "\n  \t"),
        plain.replace(".", "!").replace(",", " ;"),
        "  -- " + plain.lower().replace(",", "") + " ...\n",
        "\n\n".join(AQUEDUCTS[:3]),
    ]
    checksum = analyse(plain).checksum
    assert all(analyse(v).checksum == checksum for v in variants)


def test_checksum_changes_with_a_word():
    plain = " ".join(AQUEDUCTS[:3])
    assert analyse(plain.replace("Roman", "Greek")).checksum != analyse(plain).checksum
    assert analyse(plain + " Indeed.").checksum != analyse(plain).checksum
    assert analyse("").checksum == analyse(" .,;\n").checksum


# --- language, tokens, stems -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, language",
    [
        (source_text(BEES), "en"),
        (source_text(PRINTING), "en"),
        (" ".join(OWN_GENERIC), "en"),
        (source_text(RU_SOURCE), "ru"),
        (" ".join(RU_OWN), "ru"),
        (source_text(ZH_SOURCE, ""), "zh"),
        ("".join(ZH_OWN), "zh"),
    ],
)
def test_language_is_guessed(text, language):
    assert analyse(text).language == language


def test_tokens_point_into_the_original_text():
    text = source_text(BEES) + "\n\n" + source_text(RU_SOURCE)
    analysed = analyse(text)
    for form, start, end in zip(
        analysed.tokens.forms, analysed.tokens.starts, analysed.tokens.ends, strict=True
    ):
        assert text[start:end].casefold() == form
    assert analysed.char_span(0, 3) == (0, len("Honeybee colonies depend"))


def test_chinese_has_one_token_per_han_character():
    text = "".join(ZH_SOURCE[:3])
    analysed = analyse(text)
    han = [ch for ch in text if "\u4e00" <= ch <= "\u9fff"]
    assert list(analysed.tokens.forms) == han
    assert len(analysed.sentence_tokens) == 3


def test_stems_and_stop_words():
    text = source_text(BEES) + " A single worker lives for only a few weeks in summer."
    analysed = analyse(text)
    forms = analysed.tokens.forms
    stem = {f: int(h) for f, h in zip(forms, analysed.stem_hashes, strict=True)}
    content = dict(zip(forms, analysed.content.tolist(), strict=True))
    assert stem["workers"] == stem["worker"]
    assert stem["weeks"] != stem["workers"]
    assert not content["the"] and not content["of"] and content["honeybee"]
    russian = analyse(source_text(RU_SOURCE) + " Озёра Сибири глубокие, а озеро Байкал глубже.")
    ru_stem = {f: int(h) for f, h in zip(russian.tokens.forms, russian.stem_hashes, strict=True)}
    assert ru_stem["озеро"] == ru_stem["озером"]


def test_shingles_are_the_five_word_windows():
    text = " ".join(PRINTING[:2])
    analysed = analyse(text)
    assert len(analysed.shingles) == analysed.words - 5 + 1
    assert analyse(text, Settings(shingle_size=3)).shingles.shape == (analysed.words - 2,)
    # the same five words give the same hash wherever they stand
    again = analyse("Look: " + " ".join(analysed.tokens.forms[:5]) + "!")
    assert again.shingles[1] == analysed.shingles[0]


# --- sentences and units ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, sentences",
    [
        (source_text(BEES), len(BEES)),
        (source_text(RU_SOURCE), len(RU_SOURCE)),
        (source_text(ZH_SOURCE, ""), len(ZH_SOURCE)),
        (" ".join(OWN_GENERIC), len(OWN_GENERIC)),
    ],
)
def test_sentences_and_units_cover_the_text(text, sentences):
    analysed = analyse(text)
    check_ranges(analysed)
    assert len(analysed.sentence_tokens) == sentences
    assert analysed.unit_count == sentences  # every sentence has 3 content words or more


def test_short_sentences_are_joined_into_units():
    text = "Yes. Indeed so. " + AQUEDUCTS[0] + " Right. " + AQUEDUCTS[1] + " Fine."
    analysed = analyse(text)
    check_ranges(analysed)
    assert len(analysed.sentence_tokens) == 6
    assert analysed.unit_sentences.tolist() == [[0, 3], [3, 6]]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(BEES + RU_SOURCE + ZH_SOURCE + ("Yes.", "Well", "\n\n", "3.14", "«", "")),
        max_size=12,
    ),
    st.sampled_from(["", " ", "\n"]),
)
def test_ranges_cover_any_mixture(chosen, sep):
    check_ranges(analyse(sep.join(chosen)))


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300))
def test_any_text_can_be_analysed(text):
    analysed = analyse(text)
    check_ranges(analysed)
    assert analysed.words == len(analysed.tokens.forms)
    assert all(
        0 <= s < e <= len(text)
        for s, e in zip(analysed.tokens.starts, analysed.tokens.ends, strict=True)
    )


# --- empty input -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   \n\t", "... — !!! ?"])
def test_an_empty_text_is_analysed_and_aligns_with_nothing(text):
    analysed = analyse(text)
    assert analysed.words == 0 and analysed.unit_count == 0
    assert len(analysed.shingles) == 0 and analysed.sentence_records() == []
    check_ranges(analysed)
    other = analyse(source_text(BEES))
    assert align(analysed, other) == [] and align(other, analysed) == []
    assert align(analysed, analysed) == []


# --- look-alike letters ----------------------------------------------------------------------


def test_lookalike_letters_in_long_words_fold_to_latin():
    plain = analyse(" ".join(AQUEDUCTS[:2]))
    evil = analyse(
        " ".join(AQUEDUCTS[:2])
        .replace("aqueducts", "\u0430queducts")
        .replace("valleys", "v\u0430lleys")
        .replace("remarkably", "rem\u0430rk\u0430bly")
    )
    assert evil.checksum == plain.checksum
    assert np.array_equal(evil.shingles, plain.shingles)


@pytest.mark.parametrize(
    "evil, plain",
    [
        ("\u043ef", "of"),  # Cyrillic о + Latin f: a tie, the first letter's script wins
        ("\u043en", "on"),
        ("f\u0435\u0435", "fee"),  # two Cyrillic е out of three letters
        ("s\u0435\u0435", "see"),  # ... and Latin s even becomes Cyrillic-looking ѕ
        ("\u0430s", "as"),
    ],
)
def test_lookalike_letters_in_short_english_words(evil, plain):
    sentence = "The engineers of {} city measured the slope with water."
    assert analyse(sentence.format(evil)).checksum == analyse(sentence.format(plain)).checksum
