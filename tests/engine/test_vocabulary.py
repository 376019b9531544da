"""A text's vocabulary: distinct forms in order of first use, and each token's code."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from app.engine.tokens import word_hash
from app.engine.vocabulary import vocabulary


def test_codes_point_each_token_at_its_form_in_order_of_first_use():
    words = vocabulary(["the", "cat", "the", "hat", "cat"])
    assert words.words == ("the", "cat", "hat")
    assert words.codes.tolist() == [0, 1, 0, 2, 1]


@given(st.lists(st.sampled_from(["a", "b", "ц", "中", "3.14", ""]), max_size=40))
def test_spreading_per_word_values_equals_computing_them_per_token(forms):
    words = vocabulary(forms)
    assert [words.words[c] for c in words.codes] == forms
    assert words.hashes().tolist() == [word_hash(f) for f in forms]
    lengths = words.spread([len(w) for w in words.words], np.int64)
    assert lengths.tolist() == [len(f) for f in forms]
