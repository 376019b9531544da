"""Look-alike letters and invisible characters, against hand-checked cases."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from app.extract.evasion import homoglyph_flags, invisible_char_flags


def flagged(flags, text):
    return [text[f.start : f.end] for f in flags]


def test_latin_words_with_cyrillic_letters():
    text = "This pаper was соpied from the сорy on the web."
    assert flagged(homoglyph_flags(text), text) == ["pаper", "соpied", "сорy"]
    detail = homoglyph_flags(text)[0].detail
    assert "Cyrillic а (U+0430)" in detail and "Latin a" in detail


def test_greek_omicron_in_latin_word():
    text = "The cοmputer is fast and the network is slow."  # Greek omicron
    assert flagged(homoglyph_flags(text), text) == ["cοmputer"]


def test_russian_word_with_latin_letter():
    text = "Студенты часто копируют тeкст без ссылок на источники."  # Latin e
    assert flagged(homoglyph_flags(text), text) == ["тeкст"]


def test_whole_word_of_lookalikes_between_english_words():
    text = "we wrote a раре about it"  # all Cyrillic
    assert flagged(homoglyph_flags(text), text) == ["раре"]


def test_legitimate_text_is_not_flagged():
    texts = [
        "Plain English text with nothing odd at all.",
        "Русский текст со словом Python внутри и цифрами 2024.",
        "日本語のテキストとカタカナ、ひらがな、漢字の混在。",
        "中文和English混合的句子。",
        "Ελληνικά και English σε μία πρόταση.",
        "Der Schüler schrieb über Ökologie und Straßenbau.",
    ]
    for text in texts:
        assert homoglyph_flags(text) == [], text


def test_invisible_characters():
    text = (
        "zero\u200bwidth, joiner\u2060here, bidi\u202eoverride, soft\u00adhyphen, BOM\ufeffinside"
    )
    assert flagged(invisible_char_flags(text), text) == [
        "\u200b",
        "\u2060",
        "\u202e",
        "\u00ad",
        "\ufeff",
    ]
    assert "ZERO WIDTH SPACE (U+200B)" in invisible_char_flags(text)[0].detail


def test_runs_are_one_flag_with_counts():
    text = "a\u200b\u200b\u200bb"
    (flag,) = invisible_char_flags(text)
    assert (flag.start, flag.end) == (1, 4) and "3 × ZERO WIDTH SPACE" in flag.detail


def test_correct_uses_are_not_flagged():
    assert invisible_char_flags("می\u200cخواهم") == []  # Persian ZWNJ inside a word
    assert invisible_char_flags("👩\u200d💻 coder") == []  # emoji ZWJ sequence
    assert invisible_char_flags("end of line\u00ad") == []  # soft hyphen not inside a word
    assert invisible_char_flags("\ufeffleading mark") == []


@given(st.text())
def test_flag_spans_always_inside_text(text):
    for flag in [*homoglyph_flags(text), *invisible_char_flags(text)]:
        assert 0 <= flag.start < flag.end <= len(text)


@given(
    st.text(alphabet=st.characters(whitelist_categories=("Ll", "Lu", "Zs"), max_codepoint=0x24F))
)
def test_pure_latin_text_never_has_homoglyphs(text):
    assert homoglyph_flags(text) == []
