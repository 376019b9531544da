"""Signs that a student tried to hide copied text from a checker.

- ``invisible-char``: zero-width and other format characters (Unicode category Cf: U+200B–U+200D,
  U+2060, U+FEFF, bidi controls, tags), Hangul filler letters, soft hyphens inside words.
- ``homoglyph``: a word mixing letters of two scripts where the odd letters look like letters of
  the word's main script (Latin "pаper" with a Cyrillic "а"), and whole words written in
  look-alike letters of another script amid text of one script.

Each scan is one pass over the text, O(n).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from app.extract.document import Flag
from app.scripts import CJK_SCRIPTS, NEUTRAL_SCRIPTS, lookalike, script_of

# Invisible letters that are not of category Cf (Hangul fillers, Braille blank).
_INVISIBLE_LETTERS = "\u115f\u1160\u3164\uffa0\u2800"
_CANDIDATES = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb"
    "\U000e0000-\U000e007f]+"
)
# Scripts in which ZERO WIDTH (NON-)JOINER is part of correct spelling.
_JOINER_SCRIPTS = frozenset(
    {
        "ARABIC",
        "SYRIAC",
        "DEVANAGARI",
        "BENGALI",
        "GURMUKHI",
        "GUJARATI",
        "ORIYA",
        "TAMIL",
        "TELUGU",
        "KANNADA",
        "MALAYALAM",
        "SINHALA",
        "KHMER",
        "MONGOLIAN",
        "NKO",
    }
)
_WORD = re.compile(r"[^\W\d_]+")


def _is_emoji(ch: str) -> bool:
    return bool(ch) and unicodedata.category(ch) == "So"


def _legitimate(text: str, start: int, end: int) -> bool:
    """Joiners inside words of scripts that need them, variation selectors after symbols."""
    run = text[start:end]
    before = text[start - 1] if start > 0 else ""
    after = text[end] if end < len(text) else ""
    if set(run) <= {"\u200c", "\u200d"}:
        if (
            before
            and after
            and (script_of(before) in _JOINER_SCRIPTS or script_of(after) in _JOINER_SCRIPTS)
        ):
            return True
        if _is_emoji(before) or _is_emoji(after):
            return True
    if set(run) <= set(chr(c) for c in range(0xFE00, 0xFE10)) | {"\u200d"}:
        return _is_emoji(before) or (bool(before) and unicodedata.category(before).startswith("S"))
    if run == "\u00ad" or set(run) == {"\u00ad"}:
        # A soft hyphen matters only inside a word (it splits the word for a checker).
        return not (before.isalpha() and after.isalpha())
    if run == "\ufeff" and start == 0:
        return True  # a byte-order mark left at the very start is an encoding artefact
    return False


def _describe(run: str) -> str:
    counts = Counter(run)
    parts = []
    for ch, n in counts.most_common():
        name = unicodedata.name(ch, "FORMAT CHARACTER")
        parts.append(f"{n} × {name} (U+{ord(ch):04X})" if n > 1 else f"{name} (U+{ord(ch):04X})")
    return ", ".join(parts)


def invisible_char_flags(text: str) -> list[Flag]:
    """Flag each run of invisible characters that is not part of correct spelling. O(n); an
    ASCII text (no candidate is ASCII) is answered by one ``str.isascii``, a C scan."""
    if text.isascii():
        return []
    flags = []
    for m in _CANDIDATES.finditer(text):
        if not _legitimate(text, m.start(), m.end()):
            flags.append(Flag("invisible-char", m.start(), m.end(), _describe(m.group())))
    return flags


def _dominant(scripts: Counter) -> str:
    (top, n), *rest = scripts.most_common()
    if rest and rest[0][1] == n and "LATIN" in (top, rest[0][0]):
        return "LATIN"
    return top


def _word_scripts(word: str, scripts: dict[str, str]) -> Counter:
    return Counter(s for s in map(scripts.__getitem__, word) if s not in NEUTRAL_SCRIPTS)


def _mixed_word_flag(
    m: re.Match, counted: Counter, main_script: str, scripts: dict[str, str]
) -> Flag | None:
    if set(counted) & CJK_SCRIPTS and set(counted) <= CJK_SCRIPTS | {"LATIN"}:
        return None
    # The text's main script wins inside a mixed word: "сорy" in English text is Latin.
    main = main_script if main_script in counted else _dominant(counted)
    odd = []
    for ch in m.group():
        script = scripts[ch]
        if script != main and script not in NEUTRAL_SCRIPTS:
            twin = lookalike(ch, main)
            if twin:
                odd.append(
                    f"{script.title()} {ch} (U+{ord(ch):04X}) looks like {main.title()} {twin}"
                )
    if not odd:
        return None
    return Flag("homoglyph", m.start(), m.end(), "; ".join(dict.fromkeys(odd)))


def _neighbour_scripts(text: str, m: re.Match, scripts: dict[str, str]) -> list[set[str]]:
    earlier = list(_WORD.finditer(text, max(0, m.start() - 200), m.start()))
    before = earlier[-1] if earlier else None
    after = _WORD.search(text, m.end())
    return [set(_word_scripts(w.group(), scripts)) for w in (before, after) if w is not None]


def homoglyph_flags(text: str) -> list[Flag]:
    """Flag words whose letters come from look-alike letters of another script.

    A word is flagged when it mixes scripts (CJK mixes excepted) and at least one letter outside
    its main script has a UTS #39 look-alike in that script; or when a whole word consists of
    look-alike letters of another script while the words on both sides are in the text's main
    script. Cost: O(n) with a fast exit for single-script text (one pass to count the distinct
    characters; an ASCII text, all of its letters Latin, by one ``str.isascii``); only words
    holding letters outside the main script are examined one by one.
    """
    if text.isascii():
        return []
    # Only the characters a word can hold: curly quotes and dashes (in nearly every .docx) would
    # load the script tables (~50 ms) for nothing.
    scripts = {ch: script_of(ch) for ch in set(text) if _WORD.match(ch)}
    letters = {ch: s for ch, s in scripts.items() if s not in NEUTRAL_SCRIPTS and ch.isalpha()}
    if len(set(letters.values())) < 2:  # one script: nothing to count
        return []
    letter_scripts: Counter = Counter()
    for ch, script in letters.items():
        letter_scripts[script] += text.count(ch)
    main_script = _dominant(letter_scripts)
    minority = "".join(
        sorted(
            ch
            for ch, s in scripts.items()
            if s not in NEUTRAL_SCRIPTS and s != main_script and ch.isalpha()
        )
    )
    words_with_minority = re.compile(r"[^\W\d_]*[" + re.escape(minority) + r"][^\W\d_]*")
    flags: list[Flag] = []
    for m in words_with_minority.finditer(text):
        counted = _word_scripts(m.group(), scripts)
        if len(counted) >= 2:
            flag = _mixed_word_flag(m, counted, main_script, scripts)
        elif len(m.group()) >= 2 and not ({main_script, *counted} & CJK_SCRIPTS):
            flag = None
            neighbours = _neighbour_scripts(text, m, scripts)
            if (
                neighbours
                and all(n == {main_script} for n in neighbours)
                and all(lookalike(ch, main_script) for ch in m.group())
            ):
                (script,) = counted
                flag = Flag(
                    "homoglyph",
                    m.start(),
                    m.end(),
                    f"whole word in {script.title()} letters that look {main_script.title()}",
                )
        else:
            flag = None
        if flag:
            flags.append(flag)
    return flags
