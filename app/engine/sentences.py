"""Sentence boundaries in the original text, as half-open ``[start, end)`` str offsets.

Method: rule-based, one ``re.finditer`` pass over candidate boundaries (terminator runs and
line breaks), each decided by a few O(1) rules and small per-language abbreviation sets;
then sentences longer than a bound are cut. Cost: O(n) for a text of n characters, with one
small Python step per candidate (per sentence end or line break, not per character).
Measured on English web text from PAN-13 (834 source documents, 4.1 MB, one core): 0.7-1.2
ms per 10 kB; pysbd 0.3.4, the maintained rule-based splitter, takes 60-110 ms per 10 kB on
the same text, far over the engine's budget of 3 ms per 10 kB.

Rules, in the order they apply:

* CJK full-width ends ``。！？｡`` (and ``!?`` right before a CJK character) end a sentence at
  once, closing quotes/brackets such as ``」』”）`` included.
* A run of ``. ! ? …`` followed by optional closing quotes/brackets (``"'”’»)]``; French
  ``»`` may follow a space) and then white space ends a sentence, unless:

  - the next visible character is a lowercase letter (``"Stop!" he said``, ``i.e. the``,
    ``3 млн. рублей``), or a dash followed by a lowercase letter (Russian dialogue);
  - for a single ``.`` with no closer: the word before it is an abbreviation that never ends a
    sentence (``Dr.``, ``e.g.``, ``z. B.``, ``т. е.``, ``им.``, ``Sra.``, French ``M.``); or a
    reference abbreviation before a number (``Fig. 3``, ``Nr. 5``, ``с. 25``); or an initial,
    a dotted acronym or a "soft" abbreviation (``J. R. R. Tolkien``, ``А. С. Пушкин``,
    ``U.S.``, ``et al.``, ``Inc.``, ``г.``) that is *not* followed by a common
    sentence-starting word (``the``, ``он``, ``die`` ...); or a list number/letter at the
    start of a line or sentence (``1. Introduction``, ``IV. Results``); or, in German, an
    ordinal (``am 3. Mai``).

* A period glued to the next sentence (``time.Our Mission``: a lowercase word, ``.``, then a
  capitalised word) ends a sentence, unless the token is a URL, e-mail address or file name.
* Periods not followed by white space never end a sentence: decimals (``3.14``), versions
  (``1.2.3``), domains and addresses stay whole.
* A blank line (or U+2029) always ends a sentence. A single line break ends one when the next
  line is a list item; otherwise only when the next line does not start with a lowercase
  letter and the line before it is a list item, a line of at most three words (a label, a
  date, a name), or a heading -- numbered, ALL CAPS, Title Case or ending with ``:``, and at
  most 70 % as long as the next line (wrapped lines are about equally long) -- or when the
  next line is such a heading or short line followed by a new sentence. The text after the
  last sentence end on a line counts as a heading only with three words or more, all
  capitalised. Other single line breaks are wrapped text and do not end a sentence.
* ``hard_breaks`` (e.g. ``Document.paragraph_starts`` of a .docx/.odt/.html) always end one.
* A sentence longer than ``max_words`` words (or 10 × ``max_words`` characters, for text
  without spaces) is cut at its line breaks, and then, if still too long, every ``max_words``
  words -- preferably after a ``, ; :`` -- so that web text without punctuation does not become
  one huge sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["SUPPORTED_LANGUAGES", "SentenceSpan", "sentence_bounds", "sentence_spans"]


@dataclass(frozen=True, slots=True)
class SentenceSpan:
    """One sentence: ``text[start:end]``, non-empty and without white space at either end."""

    start: int
    end: int

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError(f"bad sentence span [{self.start}, {self.end})")

    def text_of(self, text: str) -> str:
        """The sentence's characters in ``text`` (the string the span was computed on)."""
        return text[self.start : self.end]


# --------------------------------------------------------------------------------------------
# Per-language word lists. Keys are lowercase, without the final period; internal periods
# are kept and spaces dropped ("z. B." -> "z.b", "т. е." -> "т.е").


@dataclass(frozen=True, slots=True)
class _Lang:
    never: frozenset[str]  # never end a sentence
    never_cased: frozenset[str]  # the same, matched with case (French "M.")
    numeric: frozenset[str]  # do not end a sentence before a number ("Fig. 3")
    soft: frozenset[str]  # end a sentence only before a common sentence starter
    final: frozenset[str]  # dotted abbreviations that often end a sentence ("т.д.")
    starters: frozenset[str]  # common sentence-initial words (two letters or more)
    ordinals: bool  # "3. Mai": a number with a period is an ordinal


def _words(s: str) -> frozenset[str]:
    return frozenset(s.split())


_EN = _Lang(
    never=_words(
        "mr mrs ms mx dr prof rev hon gen col capt cpt lt sgt maj cmdr adm gov sen rep pres "
        "supt messrs e.g i.e cf vs viz approx appr ca esp incl excl resp dept univ assn est "
        "w.r.t a.k.a"
    ),
    never_cased=frozenset(),
    numeric=_words(
        "no nos nr vol vols p pp fig figs ch chap sec sect art eq eqs ref refs tab op par "
        "para pt ex app"
    ),
    soft=_words(
        "al st jr sr inc ltd co corp bros llc plc jan feb apr jun jul aug sep sept oct nov "
        "dec mt ave blvd rd ft sq dist atty asst assoc ariz ark calif colo conn fla kan ky md "
        "mich minn mont neb nev okla tenn tex vt wis wyo"
    ),
    final=_words("u.s.w"),
    starters=_words(
        "the an this that these those it its he she we they you there here in on at for but "
        "and or so if when while after before however thus therefore also as his her our "
        "their my your one some many most all no not then such each both what which who how "
        "why where to by with from since although though because moreover furthermore "
        "finally first today yet still only other another"
    ),
    ordinals=False,
)

_RU = _Lang(
    never=_words(
        "т.е т.к т.н т.ч т.о им ул пр-т просп пер пл наб ш см ср напр гр г-н г-жа проф акад "
        "доц тов о-в оз р-н обл р-на мн ед букв лат англ нем франц рус греч"
    ),
    never_cased=frozenset(),
    numeric=_words("с стр рис табл гл ст п пп ч т тт кн разд прим илл д кв корп вып №"),
    soft=_words("г гг в вв др пр"),
    final=_words("т.д т.п и.т.д и.т.п и.др и.пр"),
    starters=_words(
        "он она оно они мы вы ты это этот эта эти то та те но однако так тогда после по как "
        "когда если при для из не его её ее их все всё там здесь затем поэтому также кроме "
        "все в во на"
    ),
    ordinals=False,
)

_DE = _Lang(
    never=_words(
        "z.b d.h u.a u.ä o.ä bzw ggf evtl vgl sog z.t i.d.r inkl ca dr prof hr fr frl hrsg "
        "geb gest verh bspw allg zzgl mind u.u s.o s.u i.a a.d o.g"
    ),
    never_cased=frozenset(),
    numeric=_words("nr s abs bd art kap abb tab ziff lfd bzw"),
    soft=_words("jh jhd str"),
    final=_words("u.s.w"),
    starters=_words(
        "der die das den dem des ein eine er sie es wir ich ihr man im am an auf aber und "
        "dann so wenn als nach vor bei mit zu zum zur dies diese dieser dieses auch doch "
        "jedoch nun da hier dort in"
    ),
    ordinals=True,
)

_FR = _Lang(
    never=_words("mme mlle mgr me dr pr cf p.ex c.-à-d c.à.d env av apr ibid cit"),
    never_cased=_words("M MM Mme Mlle Mgr Me"),
    numeric=_words("p pp no vol chap art fig t"),
    soft=_words("st ste"),
    final=frozenset(),
    starters=_words(
        "le la les un une des il elle ils elles nous vous je on ce cette ces cet en dans "
        "mais et ou puis alors si quand après avant pour par avec sur"
    ),
    ordinals=False,
)

_ES = _Lang(
    never=_words(
        "sr sra srta sres sras dr dra dña lic ing arq prof ud uds vd vds p.ej aprox av avda "
        "sto sta excmo excma ilmo ilma"
    ),
    never_cased=frozenset(),
    numeric=_words("pág págs núm art cap vol fig p pp"),
    soft=frozenset(),
    final=frozenset(),
    starters=_words(
        "el la los las un una unos unas él ella ellos ellas yo nosotros en pero si cuando "
        "después antes para por con este esta estos estas eso esto se lo le no hay es fue "
        "también sin"
    ),
    ordinals=False,
)

_NONE = _Lang(
    never=frozenset(),
    never_cased=frozenset(),
    numeric=frozenset(),
    soft=frozenset(),
    final=frozenset(),
    starters=frozenset(),
    ordinals=False,
)


def _merge(*langs: _Lang, ordinals: bool) -> _Lang:
    return _Lang(
        never=frozenset().union(*(x.never for x in langs)),
        never_cased=frozenset().union(*(x.never_cased for x in langs)),
        numeric=frozenset().union(*(x.numeric for x in langs)),
        soft=frozenset().union(*(x.soft for x in langs)),
        final=frozenset().union(*(x.final for x in langs)),
        starters=frozenset().union(*(x.starters for x in langs)),
        ordinals=ordinals,
    )


_LANGS: dict[str, _Lang] = {
    # English words are common in every language's academic text, so its lists always apply.
    "en": _EN,
    "ru": _merge(_RU, _EN, ordinals=False),
    "uk": _merge(_RU, _EN, ordinals=False),
    "be": _merge(_RU, _EN, ordinals=False),
    "de": _merge(_DE, _EN, ordinals=True),
    "fr": _merge(_FR, _EN, ordinals=False),
    "es": _merge(_ES, _EN, ordinals=False),
    # No abbreviations with periods: only the English lists, for embedded Latin text.
    "zh": _EN,
    "ja": _EN,
}
_ALL = _merge(_EN, _RU, _DE, _FR, _ES, ordinals=False)
SUPPORTED_LANGUAGES: frozenset[str] = frozenset(_LANGS)

_GERMAN_MONTHS = _words(
    "januar jänner februar märz april mai juni juli august september oktober november dezember"
)


def _lang(language: str | None) -> _Lang:
    if not language:
        return _ALL
    code = language.replace("_", "-").split("-", 1)[0].lower()
    return _LANGS.get(code, _ALL)


# --------------------------------------------------------------------------------------------
# Patterns.

_CLOSERS = "\"'”’»›“‘«‹)\\]}」』】〕〉》）"
_NEWLINE = "\n\r\u2028\u2029\x0b\x85"  # line breaks (a form feed, i.e. a PDF page, is not one)

_TERMS = ".!?…‼⁇⁈⁉。！？｡"
_CJK_TERMS = frozenset("。！？｡")
_TERM_SET = frozenset(_TERMS)
# One pattern that starts with a character class, so that the regex engine skips to the next
# candidate in C: a line break (CR LF as one), or a run of terminators with its closers.
_CANDIDATES = re.compile(
    rf"[{_TERMS}{_NEWLINE}]"
    rf"(?:(?<=\r)\n|(?<![{_NEWLINE}])[{_TERMS}]*(?:[{_CLOSERS}]|[ \u00a0\u202f]»)*)?"
)
_CLOSER_CHARS = _CLOSERS + " \u00a0\u202f"
_NEWLINE_CHARS = frozenset(_NEWLINE)
_NEWLINE_COLON = frozenset(_NEWLINE + ":")
_NEXT_VISIBLE = re.compile(r"\s*(\S)")
_WORD = re.compile(r"\w+")
_TOKEN = re.compile(r"\S*")
_BLANK_LINE_AHEAD = re.compile(rf"[^\S{_NEWLINE}]*[{_NEWLINE}]")
_LIST_ITEM = re.compile(
    r"(?:[-*+•◦▪▫●○■□►▸‣⁃∙·–—]|\d{1,3}[.)]|[a-z][.)]|[IVXLC]{1,5}[.)]"
    r"|\(\s?(?:\d{1,3}|[a-zA-Z]|[ivxlc]{1,5})\s?\))(?=\s)"
)
_LIST_TOKEN = re.compile(r"\(?(?:\d{1,3}|[IVXLCivxlc]{1,5}|[^\W\d_])\)?")
_NUMBERED_HEADING = re.compile(
    r"(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVXLC]{1,5}\.|§\s?\d+)\s+\S|第\S{1,4}[章节條条部篇]"
)
_DOTTED = re.compile(r"(?:[^\W\d_]{1,3}[.-]+)+[^\W\d_]{1,3}")
_LINE_REST = re.compile(rf"[^{_NEWLINE}]{{0,300}}")
_LINE_BREAK = re.compile(rf"\r\n|[{_NEWLINE}]")
_CJK_PUNCT = frozenset("，、；：。！？,;:.!?")
_OPENERS = "([{\"'“‘«„‹¿¡"
_DASHES = frozenset("-–—")


_FUNCTION_WORDS = _words(
    "a an the of in on at to for and or by with from as into than that "
    "der die das den dem des ein eine und oder von mit für zu zum zur im am "
    "le la les de des du et ou à au aux en un une "
    "el los las y o con por para del "
    "и или в во на с со по для к от из о об у"
)


def _is_cjk(ch: str) -> bool:
    return "\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def _heading_like(line: str, strict: bool = False) -> bool:
    """A short line that reads as a heading: numbered, ALL CAPS or Title Case (``strict``:
    every word of four letters or more capitalised, else three in four), not ending with a
    function word ("... of the"). O(len)."""
    if len(line) > 100:
        return False
    if _NUMBERED_HEADING.match(line):
        return True
    words = line.split()
    if not words or len(words) > 12:
        return False
    if _is_cjk(line[0]):
        # CJK: short, and no punctuation at all (a wrapped line of prose has some).
        return len(line) <= 15 and not any(ch in _CJK_PUNCT for ch in line)
    alpha = [w for w in words if w[0].isalpha()]
    if not alpha or not alpha[0][0].isupper() or words[-1].lower() in _FUNCTION_WORDS:
        return False
    if line.isupper():
        return True
    long = [w for w in alpha if len(w) >= 4]
    if not long:
        return all(w[0].isupper() for w in alpha)
    caps = sum(1 for w in long if w[0].isupper())
    return caps == len(long) if strict else 4 * caps >= 3 * len(long)


# --------------------------------------------------------------------------------------------
# Decisions.


def _starter_follows(text: str, pos: int, lang: _Lang) -> bool:
    """Does a common sentence-initial word (not an initial itself) start at ``pos``?"""
    m = _WORD.match(text, pos)
    if m is None:
        return False
    word = m.group()
    if len(word) < 2 or text.startswith(".", m.end()):
        return False
    return word.lower() in lang.starters


def _period_ends(text: str, dot: int, nxt: int, lang: _Lang, last_cut: int) -> bool:
    """Decide a single period at ``dot`` followed by white space and ``text[nxt]`` (visible,
    not lowercase); the open sentence starts at the first visible character from ``last_cut``.
    O(1): looks at most 64 characters back and one word ahead."""
    seg = text[max(0, dot - 64) : dot]
    if not seg or seg[-1].isspace():
        return True
    parts = seg.rsplit(None, 2)
    raw = parts[-1]
    tok = raw.lstrip(_OPENERS)
    if not tok:
        return True
    if len(tok) > 3 and _plain_word(tok, lang):
        # Every rule below would let the sentence end: a new rule that looks at a token of
        # four characters or more alone must be added to `_plain_word` too.
        return True
    key = tok.lower()
    nch = text[nxt]
    if key in lang.never or tok in lang.never_cased:
        return False
    if "-" in key and key.rsplit("-", 1)[1] in lang.never:
        return False  # "region-i.e."
    if len(parts) >= 2 and len(tok) <= 3:
        prev = parts[-2]
        if prev.endswith(".") and len(prev) <= 5:
            # Spaced abbreviations: "z. B.", "т. е.", "и т. д."
            joined = (prev.lstrip(_OPENERS) + tok).lower()
            if joined in lang.never:
                return False
            if joined in lang.final:
                return True
    if key in lang.numeric and (nch.isdigit() or nch in "IVXLC"):
        return False
    if key in lang.final:
        return True
    if _LIST_TOKEN.fullmatch(tok):
        # "1. Introduction", "b) ...", "IV. Results" at the start of a line or sentence, or
        # after a colon ("Steps: 1. Buy milk.").
        start = dot - len(raw)
        sentence_start = last_cut
        while sentence_start < start and text[sentence_start].isspace():
            sentence_start += 1
        if start <= sentence_start:
            return False
        before = text[max(0, start - 64) : start].rstrip(" \t")
        if (not before and start <= 64) or (before and before[-1] in _NEWLINE_COLON):
            return False
    if tok.isdigit() and len(tok) <= 2:
        # An ordinal: German always ("am 3. Mai", "der 2. Weltkrieg"), any text before a
        # German month name.
        if lang.ordinals and not _starter_follows(text, nxt, lang):
            return False
        m = _WORD.match(text, nxt)
        if m is not None and m.group().lower() in _GERMAN_MONTHS:
            return False
    if (len(tok) == 1 and tok.isalpha()) or key in lang.soft or _DOTTED.fullmatch(tok) is not None:
        # Initials, acronyms and soft abbreviations end a sentence only before a word that
        # typically starts one: "J. R. R. Tolkien", "the U.S. Army" vs "in the U.S. The".
        return _starter_follows(text, nxt, lang)
    return True


# id(lang) -> {token: whether it is a plain word (`_plain_word`)}; the _Lang objects are the
# module's own constants, so their ids stay valid.
_plain_words: dict[int, dict[str, bool]] = {}
_PLAIN_CACHE_LIMIT = 100_000


def _plain_word(tok: str, lang: _Lang) -> bool:
    """Whether a token of four characters or more before a single period is a plain word:
    none of `_period_ends`'s rules on the token itself holds (an abbreviation of ``lang``'s
    lists, a list number or letter, a small number, an initial, a dotted acronym), so the
    period ends the sentence whatever follows. These rules look at the token alone, so the
    answer is kept per token and language (a word ends many sentences). O(len(tok)), once per
    token and language."""
    known = _plain_words.setdefault(id(lang), {})
    plain = known.get(tok)
    if plain is None:
        key = tok.lower()
        plain = not (
            key in lang.never
            or tok in lang.never_cased
            or ("-" in key and key.rsplit("-", 1)[1] in lang.never)
            or key in lang.numeric
            or key in lang.final
            or _LIST_TOKEN.fullmatch(tok) is not None
            or (tok.isdigit() and len(tok) <= 2)
            or (len(tok) == 1 and tok.isalpha())
            or key in lang.soft
            or _DOTTED.fullmatch(tok) is not None
        )
        if len(known) >= _PLAIN_CACHE_LIMIT:
            known.clear()
        known[tok] = plain
    return plain


def _glued_ends(text: str, dot: int) -> bool:
    """``word.Next`` with no space: a sentence end unless the token is a URL/address/file."""
    tokens = text[max(0, dot - 64) : dot].split()
    left = tokens[-1] if tokens else ""
    right_m = _TOKEN.match(text, dot + 1)
    right = right_m.group().rstrip(".,;:!?)\"'”’»") if right_m else ""
    low = left.lower()
    if any(ch in left for ch in "/@:.\\") or low.startswith(("www", "http")):
        return False
    return not any(ch in right for ch in "/@.\\:")


def _line_break_ends(text: str, nl: int, after: int, line_start: int, last_cut: int) -> bool:
    """Decide a line break at ``nl``: ``text[line_start:nl]`` is the line before it, of which
    ``text[last_cut:nl]`` is still open (not yet part of a sentence) when ``last_cut`` is
    larger; ``after`` is where the next line begins. O(length of the two lines)."""
    if _BLANK_LINE_AHEAD.match(text, after) or text[nl] == "\u2029":
        return True
    nm = _NEXT_VISIBLE.match(text, after)
    if nm is None:
        return True
    nxt = nm.start(1)
    if _LIST_ITEM.match(text, nxt):
        return True
    nch = text[nxt]
    if nch.islower():
        return False
    whole_line = last_cut <= line_start
    prev = text[line_start if whole_line else last_cut : nl].strip()
    if not prev:
        return True
    if prev.rstrip(_CLOSERS)[-1:] in _TERM_SET:
        return False  # the terminator rule has decided already
    last = prev[-1]
    if last in ",;-–—/&(+=" or last in "，、；":
        return False
    if _LIST_ITEM.match(prev):
        return True  # after a list item without a final period
    words = len(prev.split())
    if whole_line and len(prev) <= 40 and words <= 3:
        return True  # a line of its own of up to three words: a label, a date, a name
    rest = _LINE_REST.match(text, nxt)
    line = rest.group().rstrip() if rest is not None else ""
    # Wrapped lines are about as long as each other; a heading is clearly shorter than the
    # text around it. (A tail after a sentence end must be a heading of three words or more.)
    if 10 * len(prev) <= 7 * len(line):
        if whole_line and (last in ":：" or _heading_like(prev)):
            return True
        if words >= 3 and _heading_like(prev, strict=True):
            return True
    # The next line may itself be a heading: short, and followed by a new sentence.
    if not line or len(line) > 100 or 10 * len(line) > 7 * (nl - line_start):
        return False
    end = nxt + len(line)
    if line[-1] in ",;:-–—" or line.rstrip(_CLOSERS)[-1:] in _TERM_SET:
        return False
    if not (_heading_like(line) or len(line) <= 40 and len(line.split()) <= 3):
        return False
    following = _NEXT_VISIBLE.match(text, end)
    if following is None:
        return True
    fch = following.group(1)
    return not fch.islower()


# --------------------------------------------------------------------------------------------
# Bounding very long sentences.

_NON_SPACE = re.compile(r"\S+")
_SOFT_BREAK_CHARS = frozenset(",;:，、；：")


def _cut_long(
    text: str, start: int, end: int, max_words: int, max_chars: int, out: list[tuple[int, int]]
) -> None:
    """Cut an over-long sentence ``text[start:end]`` at its line breaks, then cut each line
    into pieces of at most ``max_words`` words and ``max_chars`` characters. O(end - start)."""
    pos = start
    for m in _LINE_BREAK.finditer(text, start, end):
        _cut_words(text, pos, m.start(), max_words, max_chars, out)
        pos = m.end()
    _cut_words(text, pos, end, max_words, max_chars, out)


def _cut_words(
    text: str, start: int, end: int, max_words: int, max_chars: int, out: list[tuple[int, int]]
) -> None:
    """Pieces of at most ``max_words`` words and ``max_chars`` characters, cut after a
    ``, ; :`` in the last quarter of a piece when there is one, else after the last word that
    fits. A single token longer than ``max_chars`` is cut inside (text without spaces)."""
    words = [m.span() for m in _NON_SPACE.finditer(text, start, end)]
    count = len(words)
    i = 0
    while i < count:
        piece_start, first_end = words[i]
        if first_end - piece_start > max_chars:
            _cut_token(text, piece_start, first_end, max_chars, out)
            i += 1
            continue
        j = i
        soft = -1
        while (
            j + 1 < count and j + 1 - i < max_words and words[j + 1][1] - piece_start <= max_chars
        ):
            j += 1
            if text[words[j][1] - 1] in _SOFT_BREAK_CHARS and 4 * (j - i + 1) >= 3 * max_words:
                soft = j
        if j + 1 < count and soft > i:
            j = soft
        out.append((piece_start, words[j][1]))
        i = j + 1


def _cut_token(text: str, start: int, end: int, max_chars: int, out: list[tuple[int, int]]) -> None:
    """Cut a run without white space into pieces of at most ``max_chars``, preferably after
    CJK commas in the last quarter of each piece."""
    pos = start
    while end - pos > max_chars:
        limit = pos + max_chars
        cut = limit
        for j in range(limit - 1, pos + (3 * max_chars) // 4, -1):
            if text[j] in _SOFT_BREAK_CHARS:
                cut = j + 1
                break
        out.append((pos, cut))
        pos = cut
    out.append((pos, end))


# --------------------------------------------------------------------------------------------
# Public API.


def sentence_spans(
    text: str,
    language: str | None = None,
    *,
    hard_breaks: Iterable[int] = (),
    max_words: int = 400,
) -> list[SentenceSpan]:
    """Split ``text`` into sentences; returns spans in order, non-overlapping, trimmed.

    The spans of :func:`sentence_bounds` (same method, same cost) as `SentenceSpan` objects.
    """
    bounds = sentence_bounds(text, language, hard_breaks=hard_breaks, max_words=max_words)
    return [SentenceSpan(start, end) for start, end in bounds]


def sentence_bounds(
    text: str,
    language: str | None = None,
    *,
    hard_breaks: Iterable[int] = (),
    max_words: int = 400,
) -> list[tuple[int, int]]:
    """Split ``text`` into sentences; returns ``(start, end)`` pairs in order, non-overlapping,
    trimmed (``text[start:end]`` has no white space at either end, ``start < end``).

    Rule-based (see the module docstring for the rules), one ``re.finditer`` pass over the
    candidate boundaries: O(n) time and O(number of sentences) space for n characters.
    Every non-white-space character of ``text`` lies in exactly one span.

    ``language``: an ISO 639-1 code ("en", "ru", "de", "fr", "es", "zh", ...; "de-AT" is
    read as "de") choosing the abbreviation lists; ``None`` or an unsupported code uses the
    union of all lists (fewer splits after abbreviations, never more). Text in other
    languages and scripts is split by the language-neutral rules.
    ``hard_breaks``: offsets where a sentence must end, e.g. ``Document.paragraph_starts``.
    ``max_words``: longer sentences are cut (at line breaks first); also bounds a sentence
    to ``10 * max_words`` characters.
    """
    if max_words < 1:
        raise ValueError("max_words must be >= 1")
    lang = _lang(language)
    cuts: list[int] = []
    last_cut = 0
    line_start = 0
    n = len(text)
    for m in _CANDIDATES.finditer(text):
        group = m.group()
        if group[0] in _NEWLINE_CHARS:
            if _line_break_ends(text, m.start(), m.end(), line_start, last_cut):
                cuts.append(m.start())
                last_cut = m.end()
            line_start = m.end()
            continue
        e = m.end()
        term = group.rstrip(_CLOSER_CHARS)
        if e < n and not text[e].isspace():
            # Not followed by white space: a CJK end, a glued end ("time.Our"), or nothing
            # (decimals, versions, domains, "e.g.,").
            if term[-1] in _CJK_TERMS or _is_cjk(text[e]) and term[-1] in "!?":
                cuts.append(e)
                last_cut = e
            elif (
                len(group) == 1
                and m.start() >= 2
                and e + 1 < n
                and text[e].isupper()
                and text[e + 1].islower()
                and text[e - 2].islower()
                and text[e - 3].islower()
                and _glued_ends(text, m.start())
            ):
                cuts.append(e)
                last_cut = e
            continue
        if term[-1] in _CJK_TERMS:
            cuts.append(e)
            last_cut = e
            continue
        nm = _NEXT_VISIBLE.match(text, e)
        if nm is None:
            cuts.append(e)
            last_cut = e
            break
        nxt = nm.start(1)
        nch = text[nxt]
        if nch.islower() or nch == ".":
            continue  # ". . ." is one spaced ellipsis
        if nch in _DASHES:
            after_dash = _NEXT_VISIBLE.match(text, nxt + 1)
            if after_dash is not None and after_dash.group(1).islower():
                continue  # "— Привет! — сказал он."
        if group == "." and not _period_ends(text, m.start(), nxt, lang, last_cut):
            continue
        cuts.append(e)
        last_cut = e
    breaks = sorted({b for b in hard_breaks if 0 < b < n})
    if breaks:
        cuts = sorted(set(cuts).union(breaks))
    spans: list[tuple[int, int]] = []
    max_chars = 10 * max_words
    start = 0
    longest = 2 * max_words - 1  # a sentence of more characters may be too long
    for cut in [*cuts, n]:
        if cut <= start:
            continue
        piece = text[start:cut]  # the piece without its white space, if anything is left
        stripped = piece.lstrip()
        if stripped:
            first = start + len(piece) - len(stripped)
            last = first + len(stripped.rstrip())
            if last - first > longest and (
                last - first > max_chars or len(text[first:last].split()) > max_words
            ):
                _cut_long(text, first, last, max_words, max_chars, spans)
            else:
                spans.append((first, last))
        start = cut
    return spans
