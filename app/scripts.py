"""Unicode scripts of letters and look-alike letters across scripts (UTS #39 confusables).

Used by the extractor (to flag words that mix look-alike letters) and later by the engine
(to fold them back to the word's dominant script). The confusables table comes from the
maintained ``confusable-homoglyphs`` package, which ships the Unicode ``confusables.txt`` data.
"""

from __future__ import annotations

from functools import lru_cache

from confusable_homoglyphs import categories, confusables

#: Scripts that legitimately mix inside one word (Japanese, Korean with Han).
CJK_SCRIPTS = frozenset({"HAN", "HIRAGANA", "KATAKANA", "HANGUL", "BOPOMOFO"})
#: Not a script of their own: digits, punctuation, combining marks.
NEUTRAL_SCRIPTS = frozenset({"COMMON", "INHERITED", "UNKNOWN"})


@lru_cache(maxsize=65536)
def script_of(char: str) -> str:
    """The Unicode script alias of one character (``LATIN``, ``CYRILLIC``, ``HAN`` …). O(log n)."""
    try:
        return categories.alias(char)
    except Exception:  # unassigned code points are not in the table
        return "UNKNOWN"


@lru_cache(maxsize=65536)
def lookalike(char: str, script: str) -> str | None:
    """A single letter of ``script`` that UTS #39 lists as confusable with ``char``, or None."""
    for glyph in confusables.confusables_data.get(char, ()):
        candidate = glyph.get("c", "")
        if len(candidate) == 1 and script_of(candidate) == script:
            return candidate
    return None
