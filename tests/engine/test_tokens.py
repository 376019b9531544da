"""Tokens: normalisation, spans into the original text, CJK, canonical checksum."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine import tokens as tokens_module
from app.engine.tokens import canonical_checksum, fold_word, tokenise, word_forms


def test_spans_point_into_the_original_text():
    text = "Astronomers  have\nfound, over a HUNDRED planets!"
    tokens = tokenise(text)
    assert tokens.forms == ("astronomers", "have", "found", "over", "a", "hundred", "planets")
    for form, s, e in zip(tokens.forms, tokens.starts, tokens.ends, strict=True):
        assert text[s:e].lower() == form


def test_nfkc_casefold_and_fullwidth():
    assert tokenise("ＰＡＰＥＲ Straße").forms == ("paper", "strasse")


def test_invisible_characters_do_not_split_words():
    text = "pla\u200bgia\u00adrism"
    tokens = tokenise(text)
    assert tokens.forms == ("plagiarism",)
    assert (tokens.starts[0], tokens.ends[0]) == (0, len(text))


def test_lookalike_letters_fold_to_the_dominant_script():
    assert fold_word("p\u0430per") == "paper"  # Cyrillic а in a Latin word
    assert fold_word("ст\u0430тья") == "статья"  # already Cyrillic: unchanged
    assert fold_word("c\u0442\u0430\u0442ья") != ""  # mixed, mostly Cyrillic: stays Cyrillic
    assert fold_word("c\u0442\u0430\u0442ья")[0] == "с"  # Latin c folded to Cyrillic с


def test_numbers_keep_their_decimal_point():
    assert tokenise("pi is 3.14, e is 2,71").forms == ("pi", "is", "3.14", "e", "is", "2,71")


def test_chinese_becomes_one_token_per_character():
    text = "抄袭检测abc很重要"
    tokens = tokenise(text)
    assert tokens.forms == ("抄", "袭", "检", "测", "abc", "很", "重", "要")
    assert [text[s:e] for s, e in zip(tokens.starts, tokens.ends, strict=True)][4] == "abc"


def test_canonical_checksum_ignores_layout_case_and_punctuation():
    a = tokenise("The quick  brown fox,\njumps.")
    b = tokenise("the QUICK brown fox jumps")
    c = tokenise("the quick brown fox sleeps")
    assert canonical_checksum(a) == canonical_checksum(b) != canonical_checksum(c)


@given(st.text(alphabet=st.sampled_from("ab Аб抄.,\u200b\n 1"), max_size=60))
def test_spans_are_ordered_disjoint_and_inside(text):
    tokens = tokenise(text)
    previous_end = 0
    for s, e in zip(tokens.starts.tolist(), tokens.ends.tolist(), strict=True):
        assert previous_end <= s < e <= len(text)
        previous_end = e


@given(st.text(alphabet=st.sampled_from(list("aZ09_.,;- \n\t'")), max_size=60))
def test_ascii_texts_take_the_vectorised_path_with_the_same_tokens(text):
    """The ASCII fast path (numpy spans) gives the tokens the general path gives."""
    fast = tokenise(text)
    general = tokenise(text + " \u00e9")  # not ASCII: the general path, one token more
    n = len(fast)
    assert len(general) == n + 1
    assert general.forms[:n] == fast.forms
    assert general.starts[:n].tolist() == fast.starts.tolist()
    assert general.ends[:n].tolist() == fast.ends.tolist()


_TRICKY = list("aZé09٣_.,;- \n'") + ["\u200b", "\u0301", "\u00ad", "Б", "\u093f"]


def _mask_spans(text: str) -> list[tuple[int, int]]:
    """The runs of `tokens._token_mask` over ``text``'s code points, as spans."""
    codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    inside = tokens_module._token_mask(codes)
    edges = np.flatnonzero(np.diff(inside, prepend=False, append=False)).tolist()
    return list(zip(edges[0::2], edges[1::2], strict=True))


@given(st.text(alphabet=st.sampled_from(_TRICKY), max_size=80))
def test_the_fast_token_patterns_find_exactly_the_reference_tokens(text):
    """`_TOKEN` defines a token; the faster ways `tokenise` and `word_forms` find them (the
    marked runs of `_token_mask`; one alternative per run; ASCII classes for ASCII text) must
    split every text the same way: letters, non-ASCII digits, underscores, decimal points,
    invisibles and combining marks."""
    reference = [m.span() for m in tokens_module._TOKEN.finditer(text)]
    assert [m.span() for m in tokens_module._TOKEN_FAST.finditer(text)] == reference
    assert _mask_spans(text) == reference
    ascii_text = text.encode("ascii", "ignore").decode()
    reference = [m.span() for m in tokens_module._TOKEN.finditer(ascii_text)]
    assert [m.span() for m in tokens_module._ASCII_TOKEN_FIND.finditer(ascii_text)] == reference
    assert _mask_spans(ascii_text) == reference
    fast = tokenise(ascii_text)
    assert list(zip(fast.starts.tolist(), fast.ends.tolist(), strict=True)) == reference
    assert list(fast.forms) == [ascii_text[s:e].lower() for s, e in reference]


def test_no_token_character_is_white_space() -> None:
    """`tokenise` cuts the raw tokens with ``str.split`` after blanking the other characters:
    right only if no character that `_token_mask` keeps is white space, over all of Unicode."""
    codes = np.arange(0x110000, dtype=np.uint32)
    inside = tokens_module._token_mask(codes).tolist()
    assert not [code for code in range(0x110000) if inside[code] and chr(code).isspace()]
    assert len(tokenise("a\u2028b\u0085c\x1fd\u3000e").forms) == 5


@given(
    st.text(alphabet=st.sampled_from(list("aZ09_., \n'") + ["\u201c", "\u00a0", "—"]), max_size=60)
)
def test_ascii_words_between_non_ascii_separators_skip_the_fold(text):
    """A text whose only non-ASCII characters lie between its words (curly quotes, no-break
    spaces, dashes) gets its forms by lower-casing, without a script scan or a fold per word,
    and the same tokens as word for word folding."""
    reference = [(m.span(), fold_word(m.group())) for m in tokens_module._TOKEN.finditer(text)]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(tokens_module, "text_script", _no_script_scan)
        patch.setattr(tokens_module, "fold_word", _no_script_scan)
        tokens = tokenise(text)
        assert word_forms(text) == [form for _, form in reference]
    spans = list(zip(tokens.starts.tolist(), tokens.ends.tolist(), strict=True))
    assert list(zip(spans, tokens.forms, strict=True)) == reference


def _no_script_scan(*_args: object) -> str:
    raise AssertionError("ASCII words need neither the text's script nor a fold")
