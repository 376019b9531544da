"""Seed 002's numbers criterion: a passage that differs from its source mostly in numbers.

Seed 002 (a multi-criteria near-duplicate model) compares the *sets of numbers* of two texts:
news items that share their wording but not their numbers are "not a duplicate". The same
holds for templated text. Bot-written encyclopaedia paragraphs ("As of the census of 2000,
there were 1,348 people, 541 households ...") share every word of their template with the
paragraph of another town and none of its figures; a form letter, a lab-report template or a
timetable does the same. Such a passage is not a copy of that source: the engine sets it aside
with the reason ``templated`` (`compare.compare`), and the report lists it.

A passage is *templated* when
- its paper side holds at least `MIN_NUMBERS` numbers (distinct forms, e.g. ``1,348``,
  ``34.6``),
- at most `MAX_SHARED_NUMBERS` of them (a share) are numbers of the source side (seed 002's
  inclusion of the number sets), and
- at least `MIN_NUMBER_CHANGES` of the paper words that the word diff (`passage_diff`) marks as
  changed between the first and the last word it matches are numbers: the differences are
  mostly numbers. Paper words before the first or after the last matched word are left out:
  an alignment can draw a passage wider than its evidence (the town's previous sentence).

A copy of the same town's paragraph shares its numbers and stays a copy; a reworded passage
that happens to hold other numbers differs in its words as well and stays a passage.
"""

from __future__ import annotations

import numpy as np

from app.engine.analysis import AnalysedText
from app.engine.passage import Passage
from app.engine.passage_diff import passage_diff

#: A passage needs this many distinct numbers on its paper side for the criterion to apply.
MIN_NUMBERS = 3
#: ... and at most this share of them found among the source side's numbers ...
MAX_SHARED_NUMBERS = 0.5
#: ... and at least this share of its changed paper words must be numbers.
MIN_NUMBER_CHANGES = 0.5


def _forms(text: AnalysedText, start: int, end: int) -> list[str]:
    """The normalised words of the characters [start, end)."""
    lo = int(np.searchsorted(text.tokens.starts, start, side="left"))
    hi = int(np.searchsorted(text.tokens.ends, end, side="right"))
    return list(text.tokens.forms[lo:hi])


def _is_number(form: str) -> bool:
    # No character is both a letter and a digit for str.isalpha/isdigit, so an all-letter word
    # (most words) is answered by one C call instead of a generator over its characters.
    return not form.isalpha() and any(c.isdigit() for c in form)


def is_templated(paper: AnalysedText, source: AnalysedText, passage: Passage) -> bool:
    """Whether the passage differs from its source mostly in numbers and shares few of them
    (module docstring). O(t) for the passage's t words; the word diff (Myers, O((N+M)·D)) runs
    only for a passage whose numbers already differ."""
    mine = {f for f in set(_forms(paper, passage.start, passage.end)) if _is_number(f)}
    if len(mine) < MIN_NUMBERS:
        return False
    theirs = {
        f for f in set(_forms(source, passage.source_start, passage.source_end)) if _is_number(f)
    }
    if len(mine & theirs) > MAX_SHARED_NUMBERS * len(mine):
        return False
    changes = passage_diff(paper, source, passage).changes
    matched = [i for i, change in enumerate(changes) if change.kind == "equal"]
    if not matched:
        return False
    # Only the differences between the first and the last matched word: paper words before or
    # after everything the source matches (a passage drawn wider than its evidence, e.g. the
    # town's previous sentence) are not differences from the template.
    changed = [
        form
        for change in changes[matched[0] + 1 : matched[-1]]
        if change.kind in ("insert", "replace")
        for form in _forms(paper, change.start, change.end)
    ]
    numbers = sum(_is_number(form) for form in changed)
    return bool(changed) and numbers >= MIN_NUMBER_CHANGES * len(changed)
