"""Unicode scripts of letters and look-alike letters across scripts (UTS #39 confusables).

Used by the extractor (to flag words that mix look-alike letters) and later by the engine
(to fold them back to the word's dominant script). The confusables table comes from the
maintained ``confusable-homoglyphs`` package, which ships the Unicode ``confusables.txt`` data.
"""

from __future__ import annotations

from functools import lru_cache
from types import ModuleType

#: Scripts that legitimately mix inside one word (Japanese, Korean with Han).
CJK_SCRIPTS = frozenset({"HAN", "HIRAGANA", "KATAKANA", "HANGUL", "BOPOMOFO"})
#: Not a script of their own: digits, punctuation, combining marks.
NEUTRAL_SCRIPTS = frozenset({"COMMON", "INHERITED", "UNKNOWN"})


@lru_cache(maxsize=1)
def _tables() -> tuple[ModuleType, ModuleType]:
    """The package's script and confusables tables, read on first use (~50 ms of JSON): a
    check of ASCII text never needs them."""
    from confusable_homoglyphs import categories, confusables

    return categories, confusables


@lru_cache(maxsize=65536)
def script_of(char: str) -> str:
    """The Unicode script alias of one character (``LATIN``, ``CYRILLIC``, ``HAN`` …). O(log n);
    an ASCII letter without the tables."""
    if char.isascii():
        if char.isalpha():
            return "LATIN"
        if char.isdigit():
            return "COMMON"
    try:
        return _tables()[0].alias(char)
    except Exception:  # unassigned code points are not in the table
        return "UNKNOWN"


@lru_cache(maxsize=65536)
def lookalike(char: str, script: str) -> str | None:
    """A single letter of ``script`` that UTS #39 lists as confusable with ``char``, or None."""
    for glyph in _tables()[1].confusables_data.get(char, ()):
        candidate = glyph.get("c", "")
        if len(candidate) == 1 and script_of(candidate) == script:
            return candidate
    return None
