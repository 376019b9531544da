"""Snowball stemming with a per-language cache."""

from __future__ import annotations

import threading

import pytest
import snowballstemmer

from app.engine import stemming
from app.engine.stemming import ALGORITHMS, stem_hashes, stem_words, stemmer_for
from app.engine.tokens import word_hash


@pytest.mark.parametrize(
    ("language", "word", "stem"),
    [
        ("en", "running", "run"),
        ("en", "runs", "run"),
        ("en", "generously", "generous"),  # Porter2, not the original Porter algorithm
        ("en", "connection", "connect"),
        ("ru", "книги", "книг"),
        ("ru", "книгами", "книг"),
        ("ru", "ёлка", "елк"),
        ("de", "häuser", "haus"),
        ("de", "laufen", "lauf"),
        ("de", "straße", "strass"),
        ("fr", "maisons", "maison"),
        ("fr", "continuellement", "continuel"),
        ("es", "corriendo", "corr"),
        ("es", "canciones", "cancion"),
        # Languages stemmed since every Snowball algorithm is used.
        ("id", "dibacakan", "baca"),
        ("id", "pembelajaran", "ajar"),
        ("id", "belajar", "ajar"),
        ("tr", "öğrencilerine", "öğrenci"),
        ("tr", "kitaplarımızdan", "kitap"),
        ("pt", "bibliotecas", "bibliotec"),
        ("it", "biblioteche", "bibliotec"),
        ("ar", "المعلمون", "معلم"),
        ("ar", "المعلمين", "معلم"),
        ("el", "σιδηροδρόμου", "σιδηροδρομ"),
        ("el", "σιδηρόδρομος", "σιδηροδρομ"),
        ("sv", "böckerna", "böck"),
        ("hu", "könyvekben", "könyv"),
        ("nl", "boeken", "boek"),
        ("pl", "książkami", "książk"),
    ],
)
def test_stems(language: str, word: str, stem: str) -> None:
    assert stemmer_for(language)(word) == stem
    assert stem_words([word], language) == [stem]


@pytest.mark.parametrize("language", ["zh", "ja", "ko", "uk", "ms", "und", ""])
def test_identity_for_other_languages(language: str) -> None:
    assert stemmer_for(language)("running") == "running"
    words = ["running", "книги", "的"]
    result = stem_words(words, language)
    assert result == words
    assert result is not words


def test_every_snowball_language_is_stemmed() -> None:
    """Each algorithm of the installed library that names a language stems that language."""
    languages = set(snowballstemmer.algorithms()) - {"porter", "dutch_porter"}
    assert set(ALGORITHMS.values()) == languages
    assert len(ALGORITHMS) >= 29  # snowballstemmer 2.2, the oldest release allowed, has 29
    assert len(set(ALGORITHMS)) == len(ALGORITHMS)  # one code per language
    for code in ALGORITHMS:
        assert stemmer_for(code) is not stemmer_for("und")


def test_same_function_each_time() -> None:
    assert stemmer_for("en") is stemmer_for("en")
    assert stemmer_for("en") is not stemmer_for("de")


SAMPLES = {
    "en": "the runners were running faster than the connected generations of runners",
    "ru": "книги книгами читали читающие студенты студентами красивая красивые",
    "de": "die häuser der häuser laufen gelaufen läufer straße strassen",
    "fr": "les maisons chanteuses chantaient continuellement maison chanteuse",
    "es": "los estudiantes corriendo canciones bibliotecas estudiante corría",
    "id": "para pelajar membacakan bacaan dibacakan pembelajaran belajar buku-buku",
    "tr": "öğrenciler öğrencilerine kitaplarımızdan kitaplar okuduklarını okuyor",
    "ar": "المعلمون المعلمين الكتاب كتابهم المكتبات مكتبة",
    "pt": "os estudantes estudante bibliotecas biblioteca correndo canções",
}


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_cache_does_not_change_results(language: str) -> None:
    words = SAMPLES[language].split() * 3
    plain = snowballstemmer.stemmer(ALGORITHMS[language])
    expected = [plain.stemWord(word) for word in words]
    stemmer = stemmer_for(language)
    stemmer.clear_cache()  # type: ignore[attr-defined]
    assert stem_words(words, language) == expected  # cold
    assert stem_words(words, language) == expected  # warm
    assert [stemmer(word) for word in words] == expected
    assert stemmer.cache_size() == len(set(words))  # type: ignore[attr-defined]


def test_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stemming, "MAX_CACHED_WORDS", 10)
    stemmer = stemmer_for("en")
    stemmer.clear_cache()  # type: ignore[attr-defined]
    words = [f"walk{'e' * i}ing" for i in range(25)]
    plain = snowballstemmer.stemmer("english")
    assert stem_words(words, "en") == [plain.stemWord(word) for word in words]
    assert stemmer.cache_size() <= 10  # type: ignore[attr-defined]
    assert stemmer("running") == "run"


def test_empty_word() -> None:
    assert stem_words(["", "running", ""], "en") == ["", "run", ""]


def test_threads_share_a_stemmer() -> None:
    words = [
        f"{stem}{suffix}"
        for stem in ("connect", "generat", "walk")
        for suffix in ("ing", "ed", "ion", "s", "ings")
    ] * 20
    expected = [snowballstemmer.stemmer("english").stemWord(word) for word in words]
    stemmer_for("en").clear_cache()  # type: ignore[attr-defined]
    results: list[list[str]] = []

    def work() -> None:
        results.append(stem_words(words, "en"))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [expected] * 4


@pytest.mark.parametrize("language", [*sorted(SAMPLES), "und", "ja"])
def test_stem_hashes_are_the_hashes_of_the_stems(language: str) -> None:
    """`stem_hashes` (the analysis' one look-up per word) gives ``word_hash`` of each stem,
    from a cold cache, a warm one, and one emptied at its bound."""
    words = SAMPLES.get(language, "running runs ran 走る").split() * 2
    expected = [word_hash(stem) for stem in stem_words(words, language)]
    stemmer = stemmer_for(language)
    if hasattr(stemmer, "clear_cache"):
        stemmer.clear_cache()
    assert stem_hashes(words, language) == expected  # cold
    assert stem_hashes(words, language) == expected  # warm
    assert stem_hashes([*words, "fresh", "newer"], language)[: len(words)] == expected


def test_stem_hash_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stemming, "MAX_CACHED_WORDS", 10)
    stemmer_for("en").clear_cache()  # type: ignore[attr-defined]
    words = [f"walk{'e' * i}ing" for i in range(25)]
    plain = snowballstemmer.stemmer("english")
    assert stem_hashes(words, "en") == [word_hash(plain.stemWord(word)) for word in words]
    assert len(stemmer_for("en")._hashes) <= 10  # type: ignore[attr-defined]
