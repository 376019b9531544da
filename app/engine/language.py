"""Which language a document is written in, and the stop words of that language.

The guess is made per document from its casefolded word tokens, offline: first the dominant
Unicode script of the words; then, for Cyrillic, the letters that tell its languages apart;
for Han, kana and Hangul, the script itself; for English, its stop words (most papers are
English, and they need no model); for other Latin-script text and the Arabic and Devanagari
scripts, the ``py3langid`` classifier (a naive Bayes model over byte n-grams, BSD licence,
bundled in its package) on a bounded sample, confirmed by the stop words of its answer.

Stop-word lists: those of en/ru/de/fr/es are the Snowball project's (BSD licence) and zh's a
short list of function characters, bundled as ``resources/stopwords/<code>.txt`` (each file's
header says where it came from); every other stemmed language takes the maintained
``stopwordsiso`` package's list (MIT licence).
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import islice
from typing import Any

from py3langid.langid import MODEL_FILE, LanguageIdentifier

from app.engine.stemming import ALGORITHMS
from app.paths import resource
from app.scripts import script_of

#: Languages that are stemmed (every language the Snowball library knows) and, where a list
#: exists, stopped: ``ar ca cs da de el en eo es et eu fa fi fr ga hi hu hy id it lt ne nl no
#: pl pt ro ru sr st sv ta tr yi`` with snowballstemmer 3.
SUPPORTED: tuple[str, ...] = tuple(ALGORITHMS)
#: Languages whose stop words ship with Imbrex (the rest come from ``stopwordsiso``). Their
#: lists are the ones every corpus made before ``stopwordsiso`` was used was indexed with.
BUNDLED_STOP_LISTS: tuple[str, ...] = ("en", "ru", "de", "fr", "es", "zh")
#: Recognised by their script only (Chinese also has a short list of function characters).
CJK: tuple[str, ...] = ("zh", "ja", "ko")
#: Other Cyrillic languages told from Russian by their own letters; neither stemmed nor stopped.
OTHER_CYRILLIC: tuple[str, ...] = ("uk", "be", "bg", "mk")
#: Languages recognised only so that their text is not taken for a stemmed neighbour (Malay
#: for Indonesian, Galician for Portuguese, Bosnian and Croatian for Serbian …); neither
#: stemmed nor stopped.
NEIGHBOURS: tuple[str, ...] = (
    "af", "az", "bs", "cy", "fy", "gl", "hr", "is", "jv", "la", "lb", "lv", "ms", "mt", "nn",
    "oc", "sk", "sl", "sq", "sw", "tl", "vi", "mr", "ur",
)  # fmt: skip
#: The answer when the language cannot be told (too few words or hits, another script).
UNDETERMINED = "und"
#: Every code that :func:`guess_language` can return.
RECOGNISED: tuple[str, ...] = tuple(
    dict.fromkeys(SUPPORTED + CJK + OTHER_CYRILLIC + NEIGHBOURS + (UNDETERMINED,))
)

#: How many words (with at least one letter) the guess looks at.
SAMPLE_WORDS = 2000
#: How many characters of the sample the classifier reads (its cost is linear in them).
MODEL_SAMPLE_CHARS = 600
#: A guess needs at least this many stop-word hits of its language …
MIN_STOP_HITS = 3
#: … and at least this share of the sampled words being stop words of that language.
MIN_STOP_SHARE = 0.08
#: The model's answer needs this probability (its answers on running text are above 0.99) …
MIN_PROBABILITY = 0.5
#: … and a language without a stop list needs this many words and this probability.
MIN_UNSTOPPED_WORDS = 20
MIN_UNSTOPPED_PROBABILITY = 0.9
#: English without the model: at least this share of the Latin words are English stop words
#: and at least twice as many as those of German, French or Spanish.
ENGLISH_SHARE = 0.25

_KANA = frozenset({"HIRAGANA", "KATAKANA"})
_CJK_SCRIPTS = frozenset({"HAN", "HIRAGANA", "KATAKANA", "HANGUL", "BOPOMOFO"})
_LATIN_SCRIPT_LANGUAGES: tuple[str, ...] = tuple(
    code
    for code in SUPPORTED + NEIGHBOURS
    if code not in ("ar", "el", "fa", "hi", "hy", "ne", "ru", "ta", "yi", "mr", "ur")
)
#: The languages each script other than Cyrillic and CJK may be written in (Hebrew script is
#: left out: the model knows Hebrew but not Yiddish, so Yiddish is stemmed only when a caller
#: names it).
_SCRIPT_LANGUAGES: dict[str, tuple[str, ...]] = {
    "LATIN": _LATIN_SCRIPT_LANGUAGES,
    "ARABIC": ("ar", "fa", "ur"),
    "DEVANAGARI": ("hi", "ne", "mr"),
    "GREEK": ("el",),
    "ARMENIAN": ("hy",),
    "TAMIL": ("ta",),
}
_SNOWBALL_LATIN: tuple[str, ...] = ("en", "de", "fr", "es")

# Letters that Russian does not use, by the Cyrillic language they point to (checked in order).
_NOT_SLAVIC = frozenset("әғқңөұүһҗҙҡҫӊӏ")  # Kazakh, Tatar, Bashkir …: "und"
_CYRILLIC_MARKERS: tuple[tuple[str, frozenset[str]], ...] = (
    ("be", frozenset("ў")),
    ("uk", frozenset("іїєґ")),
    ("mk", frozenset("ѓќѕ")),
    ("sr", frozenset("ђћјљњџ")),
)
_RUSSIAN_ONLY = frozenset("ыэ")  # Bulgarian has neither, but writes ъ inside many words

#: A word (of words joined by spaces) that does not start with a to z.
_NOT_A_TO_Z_START = re.compile("(?:^|(?<= ))[^a-z]")
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
    Unicode script of their first letter (:func:`app.scripts.script_of`); the script with most
    words wins (Han, kana and Hangul count as one; a tie is ``und``).

    * Han, kana and Hangul: ``ko`` when Hangul words outnumber the others, ``ja`` when at
      least 10 % are kana, otherwise ``zh``.
    * Cyrillic: ``ru`` unless letters that Russian does not use are frequent enough
      (``ў`` → ``be``, ``і ї є ґ`` → ``uk``, ``ѓ ќ ѕ`` → ``mk``, ``ђ ћ ј љ њ џ`` → ``sr``,
      ``ъ`` without ``ы``/``э`` → ``bg``; Turkic letters such as ``ә қ ң`` → ``und``).
    * Latin: ``en`` without a model when English stop words are at least
      :data:`ENGLISH_SHARE` of the words and twice those of German, French or Spanish (the
      Snowball lists). Otherwise, and for the Arabic and Devanagari scripts, ``py3langid``
      ranks the languages of the script (:data:`SUPPORTED` and :data:`NEIGHBOURS`) on the
      first :data:`MODEL_SAMPLE_CHARS` characters of the words.
    * Greek, Armenian, Tamil: the one stemmed language of the script.
    * The answer is kept only if the model gave it :data:`MIN_PROBABILITY` and the sample
      holds at least :data:`MIN_STOP_HITS` of its stop words, :data:`MIN_STOP_SHARE` of the
      words (``a b a b …`` is no Irish); a language without a stop list needs
      :data:`MIN_UNSTOPPED_WORDS` words (and the model's probability
      :data:`MIN_UNSTOPPED_PROBABILITY`). Latin text whose answer is not a stemmed language
      (a neighbour, or ``und``) is English when English stop words win the vote among
      en/de/fr/es as above (the rule before the model), so English text around titles or
      boilerplate in another language is stemmed as it was; not French or Spanish (Croatian's
      *je*, *i*, *se* would vote French). Anything else (no letters, another script, a tie,
      too little evidence): ``und``.

    Cost: O(k · L) for k = the words scanned until the sample is full (k ≤ len(words); each
    letterless word costs only its own characters) and L the mean word length, one dict
    look-up per word in the stop lists; about 1 ms for 2,000 words. The model, when needed,
    adds ~1-4 ms per document (its byte-level scan of 600 characters) and, once per process,
    2-7 s and ~100 MB to load it (an English, Russian or Chinese text never loads it).
    """
    latin: list[str] = []
    by_script: dict[str, list[str]] = {"LATIN": latin}
    cjk: Counter[str] = Counter()
    sampled = 0
    # The common cases without a look-up per word: ASCII words (those with a letter are
    # Latin, the others are skipped) or words that all start with a to z.
    head = words[:SAMPLE_WORDS]
    joined = " ".join(head)
    rest: Iterable[str] = words
    if joined.isascii():
        latin += filter(str.islower, head)  # lower-case forms: islower() = has a letter
        sampled = len(latin)
        rest = () if sampled >= SAMPLE_WORDS else islice(words, len(head), None)
    elif not _NOT_A_TO_Z_START.search(joined):
        latin += head
        sampled = len(head)
        rest = islice(words, len(head), None)
    for word in rest if sampled < SAMPLE_WORDS else ():
        if "a" <= word[:1] <= "z":  # the common case, without a script look-up
            latin.append(word)
        else:
            letter = _first_letter(word)
            if letter is None:
                continue
            script = script_of(letter)
            if script in _CJK_SCRIPTS:
                cjk[script] += 1
                script = "CJK"
            by_script.setdefault(script, []).append(word)
        sampled += 1
        if sampled >= SAMPLE_WORDS:
            break
    if sampled == 0:
        return UNDETERMINED

    sizes = sorted((len(group) for group in by_script.values()), reverse=True)
    if len(sizes) > 1 and sizes[0] == sizes[1]:
        return UNDETERMINED
    script, group = max(by_script.items(), key=lambda item: len(item[1]))
    if script == "CJK":
        return _guess_cjk(cjk, len(group))
    if script == "CYRILLIC":
        return _guess_cyrillic(group)
    hits = _bundled_hits(group) if script == "LATIN" else {}
    if hits and _looks_english(hits, len(group)):
        return "en"
    candidates = _SCRIPT_LANGUAGES.get(script, ())
    if not candidates:
        return UNDETERMINED
    if len(candidates) == 1:
        return _confirmed(candidates[0], 1.0, group)
    language = _confirmed(*_classify(group, candidates), group)
    if hits and language not in SUPPORTED and _stop_word_vote(hits, len(group)) == "en":
        return "en"
    return language


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
def _bundled_index() -> dict[str, tuple[str, ...]]:
    """Each Snowball stop word of en/de/fr/es → the languages listing it."""
    index: dict[str, list[str]] = {}
    for language in _SNOWBALL_LATIN:
        for word in stop_words(language):
            index.setdefault(word, []).append(language)
    return {word: tuple(languages) for word, languages in index.items()}


def _bundled_hits(words: list[str]) -> dict[str, int]:
    """How many of the words are Snowball stop words of en, de, fr and es: the words counted
    and the distinct ones met with the stop words by a set intersection, both in C, then one
    Python step per stop word found (~100 of a sample's ~800 distinct words)."""
    index = _bundled_index()
    hits = dict.fromkeys(_SNOWBALL_LATIN, 0)
    counts = Counter(words)
    for word in counts.keys() & index.keys():
        count = counts[word]
        for language in index[word]:
            hits[language] += count
    return hits


def _looks_english(hits: dict[str, int], words: int) -> bool:
    """English stop words are a large share of the words and far ahead of de/fr/es's."""
    english = hits["en"]
    if english < MIN_STOP_HITS or english < ENGLISH_SHARE * words:
        return False
    return all(2 * hits[language] <= english for language in _SNOWBALL_LATIN[1:])


def _stop_word_vote(hits: dict[str, int], words: int) -> str | None:
    """The one of en/de/fr/es whose Snowball stop words the sample bears out, if any (the
    guess before the model)."""
    ranked = sorted(hits.values(), reverse=True)
    top = ranked[0]
    if top < MIN_STOP_HITS or top < MIN_STOP_SHARE * words or ranked[1] == top:
        return None
    return max(hits, key=hits.__getitem__)


def _confirmed(language: str, probability: float, words: list[str]) -> str:
    """``language`` if the sample bears it out (its stop words, or enough words), else und."""
    stops = stop_words(language)
    if probability < MIN_PROBABILITY:
        enough = False
    elif stops:
        hits = sum(1 for word in words if word in stops)
        enough = hits >= MIN_STOP_HITS and hits >= MIN_STOP_SHARE * len(words)
    else:
        enough = len(words) >= MIN_UNSTOPPED_WORDS and probability >= MIN_UNSTOPPED_PROBABILITY
    return language if enough else UNDETERMINED


_MODEL_LOCK = threading.Lock()


@lru_cache(maxsize=1)
def _identifier() -> Any:
    """py3langid's model, restricted to the languages of :data:`_SCRIPT_LANGUAGES`."""
    identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    known = set(identifier.labels)
    identifier.set_languages(
        sorted({code for codes in _SCRIPT_LANGUAGES.values() for code in codes} & known)
    )
    return identifier


def _classify(words: list[str], candidates: Iterable[str]) -> tuple[str, float]:
    """The most probable of ``candidates`` for the first words, and its probability."""
    sample: list[str] = []
    size = 0
    for word in words:
        sample.append(word)
        size += len(word) + 1
        if size >= MODEL_SAMPLE_CHARS:
            break
    with _MODEL_LOCK:  # one load, even when several threads need the model at once
        identifier = _identifier()
    allowed = set(candidates)
    for language, probability in identifier.rank(" ".join(sample)):
        if language in allowed:
            return str(language), float(probability)
    return UNDETERMINED, 0.0


@lru_cache(maxsize=64)
def stop_words(language: str) -> frozenset[str]:
    """The stop words of ``language`` (casefolded, NFKC), or an empty set if it has no list.

    Method: for en/ru/de/fr/es/zh (:data:`BUNDLED_STOP_LISTS`) read
    ``resources/stopwords/<language>.txt`` (UTF-8, one word per line, ``#`` comment lines); for
    the other :data:`SUPPORTED` languages take ``stopwordsiso``'s list (none for ne, sr, ta,
    yi); every other language has none. A word with an apostrophe (English contractions such
    as ``don't``) also counts in its typeset form (``don’t``) and as the parts that a word
    tokeniser splits it into (``don``, ``t``), so that the ``s`` of ``mother's`` is an English
    stop word, not only a French one. The bundled lists ship with Imbrex: a missing file is a
    packaging error and raises :class:`FileNotFoundError`.

    Cost: the first call per language reads a list of a few kB (well under 1 ms); later calls
    are a cache hit, O(1).
    """
    if not _LANGUAGE_CODE.match(language):
        return frozenset()
    if language in BUNDLED_STOP_LISTS:
        text = resource("stopwords", f"{language}.txt").read_text(encoding="utf-8")
        entries: Iterable[str] = (line for line in text.splitlines() if not line.startswith("#"))
    elif language in SUPPORTED:
        import stopwordsiso  # its import parses every language's list (~0.1 s): on first need

        entries = stopwordsiso.stopwords(language)
    else:
        return frozenset()
    words: set[str] = set()
    for entry in entries:
        word = unicodedata.normalize("NFKC", entry.strip()).casefold()
        if not word:
            continue
        words.add(word)
        if "'" in word:  # "don't": also as typeset and as a word tokeniser splits it
            words.add(word.replace("'", _RIGHT_QUOTE))
            words.update(part for part in word.split("'") if part)
    return frozenset(words)
