"""Which language a document is written in, and the stop words of that language.

The guess is made per document from its casefolded word tokens, with no model and no
network: first the dominant Unicode script of the words, then, for Latin and Cyrillic
text, the letters and stop words that tell the languages of that script apart.

Stop-word lists are the Snowball project's (BSD licence), bundled as
``resources/stopwords/<code>.txt``; each file's header says where it came from.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from app.paths import resource
from app.scripts import script_of

#: Languages that are stemmed and have a stop-word list.
SUPPORTED: tuple[str, ...] = ("en", "ru", "de", "fr", "es")
#: Recognised by their script only (Chinese also has a short list of function characters).
CJK: tuple[str, ...] = ("zh", "ja", "ko")
#: Other Cyrillic languages told from Russian by their own letters; neither stemmed nor stopped.
OTHER_CYRILLIC: tuple[str, ...] = ("uk", "be", "bg", "sr", "mk")
#: Latin-script languages recognised only so that they are not taken for es/fr/de/en.
OTHER_LATIN: tuple[str, ...] = ("it", "pt", "nl")
#: The answer when the language cannot be told (too few words or hits, another script).
UNDETERMINED = "und"
#: Every code that :func:`guess_language` can return.
RECOGNISED: tuple[str, ...] = SUPPORTED + CJK + OTHER_CYRILLIC + OTHER_LATIN + (UNDETERMINED,)

#: How many words (with at least one letter) the guess looks at.
SAMPLE_WORDS = 2000
#: A Latin-script guess needs at least this many stop-word hits …
MIN_STOP_HITS = 3
#: … and at least this share of the sampled Latin words being stop words of that language.
MIN_STOP_SHARE = 0.08

_KANA = frozenset({"HIRAGANA", "KATAKANA"})
_CJK_SCRIPTS = frozenset({"HAN", "HIRAGANA", "KATAKANA", "HANGUL", "BOPOMOFO"})
_LATIN_CANDIDATES: tuple[str, ...] = ("en", "de", "fr", "es") + OTHER_LATIN

# The most frequent function words of the Latin-script languages that are recognised but not
# supported: just enough for their text to outscore the Snowball lists of es/fr/de/en.
_MARKERS: dict[str, frozenset[str]] = {
    "it": frozenset(
        "il lo la i gli le un uno una di del della dello dei degli delle a al alla ai alle da dal "
        "dalla in nel nella nei con su sul sulla per tra fra che non e ed o ma se come anche più "
        "questo questa quello quella sono è era erano ha hanno essere stato molto tutti perché "
        "quando ci si".split()
    ),
    "pt": frozenset(
        "o a os as um uma uns umas de do da dos das em no na nos nas ao aos à às pelo pela pelos "
        "pelas por para com sem que e ou mas não se como mais muito já também só quando onde é "
        "são foi foram está estão ser ter tem têm há ele ela eles elas eu você nós isso isto "
        "este esta esse essa seu sua seus suas meu minha lhe num numa até entre depois mesmo "
        "ainda".split()
    ),
    "nl": frozenset(
        "de het een en van in is dat die op te zijn niet met voor er aan ook als maar om bij nog "
        "of hij zij ze wat wordt worden werd door naar dan over zo kan tot uit al was waren heeft "
        "hebben ik je jij we wij hun deze dit meer geen zich veel omdat wanneer hoe waar wie haar "
        "hem mijn onze ons jullie u uw men toen nu dus want zeer wel moet kunnen".split()
    ),
}

# Letters that Russian does not use, by the Cyrillic language they point to (checked in order).
_NOT_SLAVIC = frozenset("әғқңөұүһҗҙҡҫӊӏ")  # Kazakh, Tatar, Bashkir …: "und"
_CYRILLIC_MARKERS: tuple[tuple[str, frozenset[str]], ...] = (
    ("be", frozenset("ў")),
    ("uk", frozenset("іїєґ")),
    ("mk", frozenset("ѓќѕ")),
    ("sr", frozenset("ђћјљњџ")),
)
_RUSSIAN_ONLY = frozenset("ыэ")  # Bulgarian has neither, but writes ъ inside many words

_LANGUAGE_CODE = re.compile(r"[a-z]{2,3}\Z")
_RIGHT_QUOTE = "\u2019"


def _first_letter(word: str) -> str | None:
    if word and word[0].isalpha():
        return word[0]
    for char in word:
        if char.isalpha():
            return char
    return None


def guess_language(words: Sequence[str]) -> str:
    """Guess a document's language (a code from :data:`RECOGNISED`) from its casefolded words.

    Method: the first :data:`SAMPLE_WORDS` words that contain a letter are sorted by the
    Unicode script of their first letter (:func:`app.scripts.script_of`); the script group
    with most words wins.

    * Han, kana and Hangul: ``ko`` when Hangul words outnumber the others, ``ja`` when at
      least 10 % are kana, otherwise ``zh``.
    * Cyrillic: ``ru`` unless letters that Russian does not use are frequent enough
      (``ў`` → ``be``, ``і ї є ґ`` → ``uk``, ``ѓ ќ ѕ`` → ``mk``, ``ђ ћ ј љ њ џ`` → ``sr``,
      ``ъ`` without ``ы``/``э`` → ``bg``; Turkic letters such as ``ә қ ң`` → ``und``).
    * Latin: the words are counted against the Snowball stop lists of en/de/fr/es and small
      marker lists of it/pt/nl; the language with most hits wins if it has at least
      :data:`MIN_STOP_HITS` hits, covering :data:`MIN_STOP_SHARE` of the Latin words, and
      no other language ties with it.
    * Anything else (no letters, another script, a tie, too few hits): ``und``.

    Cost: O(k · L) for k = the words scanned until the sample is full (k ≤ len(words); each
    letterless word costs only its own characters) and L the mean word length; the script
    look-ups are cached and each word costs one dict look-up in a merged index of the stop
    lists. About 1 ms for 2,000 words; the stop lists are read once per process.
    """
    latin: list[str] = []
    cyrillic: list[str] = []
    cjk: Counter[str] = Counter()
    other = 0
    sampled = 0
    for word in words:
        if "a" <= word[:1] <= "z":  # the common case, without a script look-up
            script = "LATIN"
        else:
            letter = _first_letter(word)
            if letter is None:
                continue
            script = script_of(letter)
        if script == "LATIN":
            latin.append(word)
        elif script == "CYRILLIC":
            cyrillic.append(word)
        elif script in _CJK_SCRIPTS:
            cjk[script] += 1
        else:
            other += 1
        sampled += 1
        if sampled >= SAMPLE_WORDS:
            break
    if sampled == 0:
        return UNDETERMINED

    cjk_total = sum(cjk.values())
    best = max(len(latin), len(cyrillic), cjk_total, other)
    if best == other or [len(latin), len(cyrillic), cjk_total].count(best) > 1:
        return UNDETERMINED
    if best == cjk_total:
        return _guess_cjk(cjk, cjk_total)
    if best == len(cyrillic):
        return _guess_cyrillic(cyrillic)
    return _guess_latin(latin)


def _guess_cjk(counts: Counter[str], total: int) -> str:
    hangul = counts["HANGUL"]
    if hangul > total - hangul:
        return "ko"
    kana = sum(counts[script] for script in _KANA)
    if kana >= 0.1 * total:
        return "ja"
    return "zh"


def _guess_cyrillic(words: list[str]) -> str:
    letters = Counter(char for word in words for char in word)
    total = sum(count for char, count in letters.items() if char.isalpha())
    enough = max(2.0, 0.002 * total)

    def share(chars: frozenset[str]) -> int:
        return sum(letters[char] for char in chars)

    if share(_NOT_SLAVIC) >= enough:
        return UNDETERMINED
    for language, chars in _CYRILLIC_MARKERS:
        if share(chars) >= enough:
            return language
    if letters["ъ"] >= enough and share(_RUSSIAN_ONLY) <= 0.001 * total:
        return "bg"
    return "ru"


@lru_cache(maxsize=1)
def _latin_index() -> dict[str, tuple[str, ...]]:
    """Each stop or marker word of the Latin-script candidates → the languages listing it."""
    index: dict[str, list[str]] = {}
    for language in _LATIN_CANDIDATES:
        for word in _MARKERS.get(language) or stop_words(language):
            index.setdefault(word, []).append(language)
    return {word: tuple(languages) for word, languages in index.items()}


def _guess_latin(words: list[str]) -> str:
    index = _latin_index()
    hits = dict.fromkeys(_LATIN_CANDIDATES, 0)
    for word in words:
        for language in index.get(word, ()):
            hits[language] += 1
    ranked = sorted(hits.values(), reverse=True)
    top = ranked[0]
    if top < MIN_STOP_HITS or top < MIN_STOP_SHARE * len(words) or ranked[1] == top:
        return UNDETERMINED
    return max(hits, key=hits.__getitem__)


@lru_cache(maxsize=32)
def stop_words(language: str) -> frozenset[str]:
    """The stop words of ``language`` (casefolded, NFKC), or an empty set if it has no list.

    Method: read ``resources/stopwords/<language>.txt`` (UTF-8, one word per line, ``#``
    comment lines) on first use and keep it for the life of the process. A word with an
    apostrophe (English contractions such as ``don't``) also counts in its typeset form
    (``don’t``) and as the parts that a word tokeniser splits it into (``don``, ``t``), so that
    the ``s`` of ``mother's`` is an English stop word, not only a French one. A missing list is
    an empty set, except for the :data:`SUPPORTED` languages, whose lists ship with Imbrex:
    for them a missing file is a packaging error and raises :class:`FileNotFoundError`.

    Cost: the first call per language reads a file of a few kB (well under 1 ms); later
    calls are a cache hit, O(1).
    """
    if not _LANGUAGE_CODE.match(language):
        return frozenset()
    path = resource("stopwords", f"{language}.txt")
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        if language in SUPPORTED:
            raise
        return frozenset()
    words: set[str] = set()
    for line in text.splitlines():
        word = unicodedata.normalize("NFKC", line.strip()).casefold()
        if not word or word.startswith("#"):
            continue
        words.add(word)
        if "'" in word:  # "don't": also as typeset and as a word tokeniser splits it
            words.add(word.replace("'", _RIGHT_QUOTE))
            words.update(part for part in word.split("'") if part)
    return frozenset(words)
