"""Words and numbers of a text, normalised, each with its span in the original text.

Normalisation (the issue's "offset map" is kept per token: the form is normalised, the span
points into the untouched original):

- invisible characters (zero-width spaces and joiners, soft hyphens, bidi and tag characters,
  Hangul fillers) are dropped *inside* a word, so "pla\u200bgiarism" is one word;
- Unicode NFKC (full-width and ligature forms become plain letters) and case folding;
- look-alike letters of another script are folded to the word's dominant script
  ("pаper" with a Cyrillic "а" becomes Latin "paper"), using UTS #39 confusables;
- punctuation and whitespace separate tokens and are otherwise ignored.

Chinese and Japanese are written without spaces: each Han or kana character is one token, so
word shingles become character n-grams there. Numbers keep their decimal point ("3.14").
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from itertools import compress, islice, repeat
from operator import is_
from typing import Any, TypeVar

import numpy as np
import xxhash
from numpy.typing import NDArray

from app.engine.shingles import sorted_distinct
from app.scripts import CJK_SCRIPTS, NEUTRAL_SCRIPTS, lookalike, script_of

_INVISIBLE = (
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U000e0000-\U000e007f"
)
# Combining marks are not alphanumeric for `re`; keep them inside words (decomposed accents).
_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0900-\u0903"
    "\u093a-\u094f\u0962\u0963\u3099\u309a"
)
# Runs of each kind inside the outer loop: the same matches as one alternation per character,
# a third faster (the regular-expression engine loops over a character class in C).
_TOKEN = re.compile(rf"(?:[^\W_]+|[{_INVISIBLE}{_MARKS}]+|(?<=\d)[.,](?=\d))+")
# The same tokens as `_TOKEN`, matched faster (issue 20): a token starts with a letter or digit
# run, or with a run of invisibles and marks; after a letter/digit run only an invisible/mark
# run (then letters again, or nothing) or a decimal point between digits can follow, so the
# regular-expression engine tries one alternative per run instead of three per step. A decimal
# point never starts a token (the digit before it would have started one).
_FAST_TOKEN = (
    rf"[^\W_]+(?:[{_INVISIBLE}{_MARKS}]+[^\W_]*|(?<=\d)[.,](?=\d)[^\W_]+)*"
    rf"|[{_INVISIBLE}{_MARKS}]+(?:[^\W_]+|[{_INVISIBLE}{_MARKS}]+|(?<=\d)[.,](?=\d))*"
)
# In ASCII text (no invisibles or marks there; `\w` and `\d` are their ASCII selves) the same
# tokens are runs of ASCII letters and digits joined by decimal points: twice as fast again,
# as a bitmap character class needs no Unicode category per character.
_ASCII_TOKEN = r"[0-9A-Za-z]+(?:(?<=[0-9])[.,](?=[0-9])[0-9A-Za-z]+)*"
_TOKEN_FAST = re.compile(_FAST_TOKEN)
_ASCII_TOKEN_FIND = re.compile(_ASCII_TOKEN)
_INVISIBLE_RUN = re.compile(f"[{_INVISIBLE}]+")
_CJK = re.compile(
    "[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f]"
)
_FOLDABLE_SCRIPTS = frozenset({"LATIN", "CYRILLIC", "GREEK"})

_fold_cache: dict[tuple[str, str | None], str] = {}
_hash_cache: dict[str, int] = {}
# script -> {raw token: form}: word_forms' cache, one dict look-up per word.
_forms_by_script: dict[str | None, dict[str, str]] = {}
_CACHE_LIMIT = 500_000
_T = TypeVar("_T")


def fold_word(raw: str, text_script: str | None = None) -> str:
    """The normalised form of one word: invisibles dropped, NFKC, casefold, homoglyphs folded.

    A word whose letters from other scripts all have look-alikes in ``text_script`` (the script
    of nearly all the text) is folded to it: "аs", "оf", "fее" typed with Cyrillic letters in
    English. Otherwise look-alikes are folded to the word's dominant script (no folding on a
    tie). Cached; O(len(word)) on a miss.
    """
    key = (raw, text_script)
    form = _fold_cache.get(key)
    if form is not None:
        return form
    if raw.isascii():
        form = raw.lower()
    else:
        form = unicodedata.normalize("NFKC", _INVISIBLE_RUN.sub("", raw)).casefold()
        form = _fold_lookalikes(form, text_script)
    if len(_fold_cache) > _CACHE_LIMIT:
        _fold_cache.clear()
    _fold_cache[key] = form
    return form


def _fold_lookalikes(word: str, text_script: str | None) -> str:
    """Map letters of a minority script to look-alikes of the word's dominant script."""
    seen = set(map(script_of, word)) - NEUTRAL_SCRIPTS - CJK_SCRIPTS
    if not seen or seen == {text_script}:
        return word  # one script, the text's own (most words): nothing to fold
    scripts = Counter(
        s for s in map(script_of, word) if s not in NEUTRAL_SCRIPTS and s not in CJK_SCRIPTS
    )
    if not scripts:
        return word
    if text_script in _FOLDABLE_SCRIPTS and set(scripts) - {text_script}:
        # Every letter from another script has a look-alike in the text's script: fold it all.
        folded = [
            lookalike(ch, text_script) if script_of(ch) in _FOLDABLE_SCRIPTS - {text_script} else ch
            for ch in word
        ]
        if None not in folded:
            return "".join(folded)  # type: ignore[arg-type]
    ranked = scripts.most_common()
    dominant = ranked[0][0]
    if len(ranked) < 2 or dominant not in _FOLDABLE_SCRIPTS or ranked[0][1] == ranked[1][1]:
        return word
    out = []
    for ch in word:
        script = script_of(ch)
        if script != dominant and script in _FOLDABLE_SCRIPTS:
            ch = lookalike(ch, dominant) or ch
        out.append(ch)
    return "".join(out)


_NOT_LATIN = re.compile("[^A-Za-z\u00c0-\u024f]+")
_LATIN = re.compile("[A-Za-z\u00c0-\u024f]")
_CYRILLIC_OR_GREEK = re.compile("[\u0370-\u04ff]")
_CYRILLIC = re.compile("[\u0400-\u04ff]")
_GREEK = re.compile("[\u0370-\u03ff]")


def text_script(text: str, share: float = 0.75) -> str | None:
    """LATIN, CYRILLIC or GREEK when that script has ``share`` of the text's letters of these
    three scripts, else None (a bilingual text: no whole-word folding). O(n), ~1 ms per 30 kB."""
    if not _CYRILLIC_OR_GREEK.search(text):
        return "LATIN" if _LATIN.search(text, 0, 10_000) else None
    counts = {
        "LATIN": len(_NOT_LATIN.sub("", text)),
        "CYRILLIC": len(_CYRILLIC.findall(text)),
        "GREEK": len(_GREEK.findall(text)),
    }
    total = sum(counts.values())
    if not total:
        return None
    name, count = max(counts.items(), key=lambda item: item[1])
    return name if count >= share * total else None


def word_hash(form: str) -> int:
    """xxh3_64 of a normalised word, cached. O(len(form))."""
    value = _hash_cache.get(form)
    return value if value is not None else _new_word_hash(form)


def _new_word_hash(form: str) -> int:
    """xxh3_64 of a word not in the cache, now cached."""
    if len(_hash_cache) > _CACHE_LIMIT:
        _hash_cache.clear()
    value = _hash_cache[form] = xxhash.xxh3_64_intdigest(form.encode("utf-8", "surrogatepass"))
    return value


def _hashed(forms: list[str]) -> list[int]:
    """xxh3_64 of each form (what `word_hash` caches), one comprehension. O(total length)."""
    digest = xxhash.xxh3_64_intdigest
    return [digest(form.encode("utf-8", "surrogatepass")) for form in forms]


def word_hashes(forms: Sequence[str]) -> list[int]:
    """``[word_hash(f) for f in forms]``: the cached values read by one ``map`` in C, and the
    forms not yet cached hashed together (`looked_up`). O(n) look-ups plus O(len) per new
    form."""
    return looked_up(_hash_cache, forms, _hashed, _CACHE_LIMIT)


def looked_up(
    table: dict[str, _T],
    keys: Sequence[str],
    make_all: Callable[[list[str]], list[_T]],
    limit: int,
) -> list[_T]:
    """``[table[k] if k in table else make(k) for k in keys]`` for a cache ``table`` whose
    values are a pure function of their keys (never None). Method: the look-ups in one
    ``map`` in C; the keys the table does not know are gathered (distinct, in order of first
    use, by ``compress`` and ``dict.fromkeys`` in C) and made by one call of ``make_all``,
    then kept in ``table``, which is emptied first when it would pass ``limit`` entries (and
    keeps at most ``limit`` of them). A Python step per new key only inside ``make_all``.
    O(n) plus ``make_all`` of the m new keys."""
    values: list[_T | None] = list(map(table.get, keys))
    if None not in values:
        return values  # type: ignore[return-value]  # no None: every key was found
    missing = list(dict.fromkeys(compress(keys, map(is_, values, repeat(None)))))
    made = dict(zip(missing, make_all(missing), strict=True))
    if len(table) + len(made) > limit:
        table.clear()
    table.update(islice(made.items(), limit))
    return list(map(made.get, keys, values))  # type: ignore[arg-type]  # found or made


@dataclass(frozen=True, slots=True, eq=False)
class Tokens:
    """The tokens of one text: normalised forms and half-open spans in the original text."""

    forms: tuple[str, ...]
    starts: NDArray[np.int64] = field(repr=False)
    ends: NDArray[np.int64] = field(repr=False)

    def __post_init__(self) -> None:
        n = len(self.forms)
        if self.starts.shape != (n,) or self.ends.shape != (n,):
            raise ValueError("one start and one end per token")
        if n and (np.any(self.ends <= self.starts) or np.any(self.starts[1:] < self.ends[:-1])):
            raise ValueError("token spans must be non-empty, ordered and non-overlapping")

    def __len__(self) -> int:
        return len(self.forms)

    def hashes(self) -> NDArray[np.uint64]:
        """xxh3_64 of every form as a uint64 array. O(n) with a per-word cache."""
        return np.fromiter((word_hash(f) for f in self.forms), dtype=np.uint64, count=len(self))


def tokenise(text: str) -> Tokens:
    """Split ``text`` into normalised word/number tokens with their original spans.

    Method: the characters inside tokens are marked in numpy (`_token_mask`: a class table
    per code point, decimal points between digits), the spans are the edges of the marked
    runs, and the raw tokens come from one ``str.split`` of the text with every unmarked
    character turned into a space; the forms come from a per-script cache of folded words
    (one dict look-up per word; none for ASCII text, whose forms are its lower-cased tokens).
    O(len(text)) in C and numpy, no Python step per token or character (a class look-up per
    distinct non-ASCII character). Han and kana characters become one token each (a
    per-token loop, `_tokenise_cjk`).
    """
    ascii_only = text.isascii()
    if not ascii_only and _CJK.search(text) is not None:
        return _tokenise_cjk(text, text_script(text))
    if ascii_only:
        codes: NDArray[np.unsignedinteger[Any]] = np.frombuffer(
            text.lower().encode("ascii"), dtype=np.uint8
        )
    else:
        codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    inside = _token_mask(codes)
    edges = np.flatnonzero(np.diff(inside, prepend=False, append=False))
    starts, ends = edges[0::2].astype(np.int64), edges[1::2].astype(np.int64)
    blanked = np.where(inside, codes, np.uint8(32)).astype(codes.dtype).tobytes()
    if ascii_only:
        return Tokens(tuple(blanked.decode("ascii").split()), starts, ends)
    # No token holds white space (a letter, digit, mark or invisible is none), so ``split``
    # returns exactly the marked runs.
    forms = blanked.decode("utf-32-le", "surrogatepass").split()
    ascii_forms = _ascii_forms(forms)
    forms = ascii_forms if ascii_forms is not None else _folded_forms(forms, text_script(text))
    if not all(forms):  # a "word" of invisible characters only folds to nothing
        kept = np.fromiter(map(bool, forms), dtype=bool, count=len(forms))
        forms = [form for form in forms if form]
        starts, ends = starts[kept], ends[kept]
    return Tokens(tuple(forms), starts, ends)


# Token characters and decimal digits among the ASCII code points (`_TOKEN`'s classes).
_ASCII_INSIDE = np.zeros(128, dtype=np.bool_)
_ASCII_DIGIT = np.zeros(128, dtype=np.bool_)
_ASCII_INSIDE[
    [ord(c) for c in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"]
] = True
_ASCII_DIGIT[[ord(c) for c in "0123456789"]] = True
_INSIDE_CHAR = re.compile(rf"[^\W_]|[{_INVISIBLE}{_MARKS}]")
_DIGIT_CHAR = re.compile(r"\d")
# code point -> (inside a token, decimal digit), for the non-ASCII characters met so far.
_char_classes: dict[int, tuple[bool, bool]] = {}


def _token_mask(codes: NDArray[np.unsignedinteger[Any]]) -> NDArray[np.bool_]:
    """For each code point of a text, whether it lies inside a `_TOKEN` match: a letter or
    digit (``[^\\W_]``), an invisible character or combining mark, or a ``.``/``,`` between
    two decimal digits. A token is a maximal run of such characters. Method: table look-ups
    in numpy, one regular-expression test per distinct non-ASCII code point (cached). O(n)."""
    high = codes >= 128
    inside: NDArray[np.bool_]
    if not high.any():
        inside, digit = _ASCII_INSIDE[codes], _ASCII_DIGIT[codes]
    else:
        low = np.where(high, 0, codes)
        inside, digit = _ASCII_INSIDE[low], _ASCII_DIGIT[low]
        others = codes[high]
        distinct = sorted_distinct(others)
        classes = np.array([_char_class(code) for code in distinct.tolist()], dtype=np.bool_)
        at = np.searchsorted(distinct, others)
        inside[high] = classes[at, 0]
        digit[high] = classes[at, 1]
    middle = codes[1:-1]
    inside[1:-1] |= ((middle == 46) | (middle == 44)) & digit[:-2] & digit[2:]
    return inside


def _char_class(code: int) -> tuple[bool, bool]:
    """(inside a token, decimal digit) of one code point, cached."""
    found = _char_classes.get(code)
    if found is None:
        char = chr(code)
        found = _char_classes[code] = (
            _INSIDE_CHAR.match(char) is not None,
            _DIGIT_CHAR.match(char) is not None,
        )
    return found


def _ascii_forms(raws: list[str]) -> list[str] | None:
    """The forms of tokens that are all ASCII (a text whose only other characters lie between
    its words: curly quotes, no-break spaces, dashes), or None. An ASCII word's form is the
    word in lower case (`fold_word`); joined by spaces, lowered and split again, all in C.
    O(n)."""
    joined = " ".join(raws)
    if not joined.isascii():
        return None
    return joined.lower().split(" ") if raws else []


def _folded_cache(script: str | None) -> dict[str, str]:
    """The cache of folded words of a text script, emptied when it has grown past its bound."""
    folded = _forms_by_script.setdefault(script, {})
    if len(folded) > _CACHE_LIMIT:
        folded.clear()
    return folded


def _folded_forms(raws: list[str], script: str | None) -> list[str]:
    """The forms of a non-ASCII text's tokens (no Han or kana): the script's cache of folded
    words, one dict look-up per token in C (`looked_up`), `fold_word` once per new word. O(n)."""
    return looked_up(_folded_cache(script), raws, partial(_fold_all, script=script), _CACHE_LIMIT)


def _tokenise_cjk(text: str, script: str | None) -> Tokens:
    """`tokenise` for a text with Han or kana characters: one token per such character, a
    regular-expression match at a time. O(len(text))."""
    forms: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    folded = _folded_cache(script)
    get = folded.get
    for m in _TOKEN_FAST.finditer(text):
        raw = m.group()
        start = m.start()
        if _CJK.search(raw):
            for piece_start, piece in _split_cjk(raw):
                form = fold_word(piece, script)
                if form:
                    forms.append(form)
                    starts.append(start + piece_start)
                    ends.append(start + piece_start + len(piece))
            continue
        form = get(raw) or _fold_into(folded, raw, script)
        if form:
            forms.append(form)
            starts.append(start)
            ends.append(start + len(raw))
    return Tokens(
        tuple(forms), np.asarray(starts, dtype=np.int64), np.asarray(ends, dtype=np.int64)
    )


def word_forms(text: str) -> list[str]:
    """The normalised forms of ``text``'s tokens, exactly as :func:`tokenise` makes them, without
    their spans: the fast path for indexing a corpus. One ``findall`` pass plus a cached fold per
    word, O(len(text)); about three times faster than :func:`tokenise`."""
    if text.isascii():  # an ASCII word's form is the word in lower case
        return _ASCII_TOKEN_FIND.findall(text.lower())
    raws = _TOKEN_FAST.findall(text)
    forms = _ascii_forms(raws)
    if forms is not None:  # then no Han or kana either: each of them is a token
        return forms
    script = text_script(text)
    if not _CJK.search(text):
        forms = _folded_forms(raws, script)
        return forms if all(forms) else [form for form in forms if form]
    folded = _folded_cache(script)
    get = folded.get
    forms = []
    for raw in raws:
        if _CJK.search(raw):
            pieces = (fold_word(piece, script) for _, piece in _split_cjk(raw))
            forms.extend(form for form in pieces if form)
            continue
        form = get(raw) or _fold_into(folded, raw, script)
        if form:
            forms.append(form)
    return forms


def _fold_all(raws: list[str], script: str | None) -> list[str]:
    """`fold_word` of each word (in the text script ``script``). O(total length)."""
    return [fold_word(raw, script) for raw in raws]


def _fold_into(table: dict[str, str], raw: str, script: str | None) -> str:
    form = table[raw] = fold_word(raw, script)
    return form


def _split_cjk(raw: str) -> list[tuple[int, str]]:
    """Each Han/kana character alone; runs of other characters (Latin, digits) together."""
    pieces: list[tuple[int, str]] = []
    run_start = None
    for i, ch in enumerate(raw):
        if _CJK.match(ch):
            if run_start is not None:
                pieces.append((run_start, raw[run_start:i]))
                run_start = None
            pieces.append((i, ch))
        elif run_start is None:
            run_start = i
    if run_start is not None:
        pieces.append((run_start, raw[run_start:]))
    return pieces


def canonical_checksum(tokens: Tokens | Sequence[str]) -> int:
    """Seed 000's exact-duplicate checksum: xxh3_64 of the canonical form, O(n).

    The canonical form is the normalised words joined by single spaces (case, whitespace, line
    breaks and punctuation folded), so two files differing only in layout get the same value.
    """
    forms = tokens.forms if isinstance(tokens, Tokens) else tokens
    return xxhash.xxh3_64_intdigest(" ".join(forms).encode("utf-8", "surrogatepass"))
