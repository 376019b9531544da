"""Rare shared tokens: the identifiers two texts share, as evidence for a short passage.

A passage of a dozen words that shares a dozen common words with a source is what any text on
the same topic holds (the Clough & Stevenson "non" answers share "the probability of event A
given event B" with their Wikipedia article). A passage of a dozen words that shares a phone
number, a ZIP code and a street number with its source, or a year and the product codes
"PSAT/NMSQT" and "QuickStart", was copied: such tokens are rare, and a writer on the same topic
does not produce the same ones. PAN's random obfuscation shuffles the words of such lists (a
directory of addresses and phone numbers, a roster), which leaves too few shared words for the
engine's minimum evidence (`compare.has_evidence`) but keeps the identifiers.

An *identifier* is a token that
- holds at least `MIN_DIGITS` digits (a phone number's parts, a ZIP code, a year, a street
  number; not "0-10" or "3 miles"), or
- is written with a capital letter after its first character and has at least
  `MIN_CODE_LETTERS` letters: an acronym or a product code ("NMSQT", "PSAT", "QuickStart"),
  not a capitalised word at the start of a sentence and not a name ("Richard Bellman", which
  a text on dynamic programming shares with its source).

Whether a token is an identifier is read from its original characters on each side; two
identifiers are the same when their normalised forms are (`tokens`: "1-718-886-3800" is the
identifiers 718, 886 and 3800). An acronym that the paper lower-cases is no identifier there.
"""

from __future__ import annotations

import numpy as np

from app.engine.analysis import AnalysedText
from app.engine.passage import Passage

#: A number with at least this many digits is an identifier.
MIN_DIGITS = 3
#: An acronym or a code with a capital inside needs at least this many letters ("TV" is not).
MIN_CODE_LETTERS = 3


def is_identifier(word: str) -> bool:
    """Whether a token as written (original characters) is an identifier (module docstring).
    O(len(word))."""
    if word.isalpha():
        return len(word) >= MIN_CODE_LETTERS and any(c.isupper() for c in word[1:])
    return sum(c.isdigit() for c in word) >= MIN_DIGITS


def identifiers(text: AnalysedText, start: int, end: int) -> set[str]:
    """The normalised forms of the identifiers among the tokens inside characters [start, end).
    O(log n + t) for the span's t tokens."""
    lo = int(np.searchsorted(text.tokens.starts, start, side="left"))
    hi = int(np.searchsorted(text.tokens.ends, end, side="right"))
    starts, ends, forms = text.tokens.starts, text.tokens.ends, text.tokens.forms
    return {
        forms[i] for i in range(lo, hi) if is_identifier(text.text[int(starts[i]) : int(ends[i])])
    }


def matching_identifiers(paper: AnalysedText, source: AnalysedText, passage: Passage) -> int:
    """How many distinct identifiers the passage's paper side holds when every one of them is
    also an identifier of its source side (by normalised form), else 0: a copied list keeps its
    numbers, while a paper number that differs from the source's (another phone number, the
    same address block of another office) speaks against a copy, as in seed 002's numbers
    criterion (`numbers`). O(log n + t) for the t words of the two sides."""
    mine = identifiers(paper, passage.start, passage.end)
    if not mine or not mine <= identifiers(source, passage.source_start, passage.source_end):
        return 0
    return len(mine)
