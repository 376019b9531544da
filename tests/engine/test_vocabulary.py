"""The process's word table (`word_arrays`)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine import vocabulary as vocabulary_module
from app.engine.language import stop_words
from app.engine.stemming import stem_words
from app.engine.tokens import word_hash
from app.engine.vocabulary import word_arrays

_FORMS = st.lists(st.sampled_from(["a", "the", "running", "runs", "ц", "中", "3.14", "of"]))


@given(st.lists(st.tuples(_FORMS, st.sampled_from(["en", "de", "und"])), max_size=6))
def test_word_arrays_equal_the_values_computed_per_token(texts):
    """The process's word table gives each token its hash, stem hash and content flag as
    computed token by token, across texts and languages, also when it is emptied at its
    bound (here 5 words) in the middle of a text's new words."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(vocabulary_module, "MAX_TABLE_WORDS", 5)
        vocabulary_module._table.clear()
        largest = 5
        for forms, language in texts:
            largest = max(largest, len(set(forms)))
            stops = stop_words(language)
            hashes, stems, content = word_arrays(forms, language, stops)
            assert hashes.tolist() == [word_hash(f) for f in forms]
            assert stems.tolist() == [word_hash(s) for s in stem_words(forms, language)]
            assert content.tolist() == [f not in stops for f in forms]
            assert len(vocabulary_module._table.words) <= largest
