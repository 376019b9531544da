"""Language guessing per document, and the bundled stop-word lists."""

from __future__ import annotations

import re
import unicodedata

import pytest

from app.engine.language import (
    RECOGNISED,
    SAMPLE_WORDS,
    SUPPORTED,
    UNDETERMINED,
    guess_language,
    stop_words,
)
from app.paths import resource

# Han and kana one character per token (as the engine tokenises them), other letters in runs.
_TOKEN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]|\w+")


def words(text: str) -> list[str]:
    return _TOKEN.findall(text.casefold())


PARAGRAPHS = {
    "en": "The students handed in their essays on the history of the railway before the end "
    "of the week, and most of them had clearly read the sources with care.",
    "ru": "Студенты сдали свои сочинения об истории железной дороги до конца недели, и "
    "большинство из них явно внимательно прочитали все источники.",
    "de": "Die Studenten haben ihre Aufsätze über die Geschichte der Eisenbahn vor dem Ende "
    "der Woche abgegeben, und die meisten hatten die Quellen sorgfältig gelesen.",
    "fr": "Les étudiants ont rendu leurs dissertations sur l'histoire du chemin de fer avant "
    "la fin de la semaine, et la plupart avaient lu les sources avec soin.",
    "es": "Los estudiantes entregaron sus ensayos sobre la historia del ferrocarril antes del "
    "final de la semana, y la mayoría había leído las fuentes con cuidado.",
    "zh": "学生们在周末之前交了关于铁路历史的论文，他们中的大多数人都认真地读了资料。",
    "ja": "学生たちは週末までに鉄道の歴史についての論文を提出し、ほとんどの学生は資料を"
    "注意深く読んでいました。",
    "ko": "학생들은 주말 전에 철도의 역사에 관한 에세이를 제출했고 대부분은 자료를 주의 깊게 "
    "읽었습니다.",
    "it": "Gli studenti hanno consegnato i loro saggi sulla storia della ferrovia prima della "
    "fine della settimana, e la maggior parte di loro aveva letto le fonti con cura.",
    "pt": "Os estudantes entregaram os seus ensaios sobre a história da ferrovia antes do fim "
    "da semana, e a maioria deles tinha lido as fontes com muito cuidado.",
    "nl": "De studenten hebben hun essays over de geschiedenis van de spoorweg voor het einde "
    "van de week ingeleverd, en de meesten hadden de bronnen zorgvuldig gelezen.",
    "uk": "Студенти здали свої твори про історію залізниці до кінця тижня, і більшість із "
    "них уважно прочитали джерела.",
    "bg": "Студентите предадоха своите есета за историята на железницата преди края на "
    "седмицата, и повечето от тях бяха прочели източниците с внимание, защото търсеха "
    "пълнота в първите глави.",
}


@pytest.mark.parametrize("language", sorted(PARAGRAPHS))
def test_guess_short_paragraph(language: str) -> None:
    assert guess_language(words(PARAGRAPHS[language])) == language


@pytest.mark.parametrize(
    "tokens",
    [
        [],
        ["2024", "12", "31", "3", "14159"],
        ["", "_", "42"],
        ["Ελληνικά", "κείμενα", "για", "την", "ιστορία"],  # another script
        ["xkcd", "qwerty", "asdf", "zxcv"],  # Latin letters, no stop words
        ["the", "cat"],  # too few hits to tell
    ],
)
def test_undetermined(tokens: list[str]) -> None:
    assert guess_language(tokens) == UNDETERMINED


def test_every_guess_is_recognised() -> None:
    assert set(PARAGRAPHS) | {UNDETERMINED} <= set(RECOGNISED)
    assert set(SUPPORTED) <= set(RECOGNISED)


def test_dominant_script_wins() -> None:
    text = PARAGRAPHS["en"] + " Пример. " + "例"
    assert guess_language(words(text)) == "en"
    text = PARAGRAPHS["ru"] + " see the example"
    assert guess_language(words(text)) == "ru"


def test_sample_is_bounded() -> None:
    """Only the first SAMPLE_WORDS words with letters count: a long tail cannot flip it."""
    tokens = words(PARAGRAPHS["de"]) * (SAMPLE_WORDS // 20) + words(PARAGRAPHS["en"]) * 1000
    assert guess_language(tokens) == "de"


def test_digits_do_not_fill_the_sample() -> None:
    tokens = ["1"] * 5000 + words(PARAGRAPHS["fr"])
    assert guess_language(tokens) == "fr"


def test_accepts_a_tuple() -> None:
    assert guess_language(tuple(words(PARAGRAPHS["es"]))) == "es"


@pytest.mark.parametrize(
    ("language", "samples"),
    [
        ("en", {"the", "and", "of", "which"}),
        ("ru", {"и", "в", "не", "что", "её"}),
        ("de", {"und", "der", "die", "nicht", "dass"}),
        ("fr", {"le", "la", "et", "les", "des"}),
        ("es", {"el", "la", "de", "que", "y"}),
        ("zh", {"的", "了", "是", "在", "和"}),
    ],
)
def test_lists_load(language: str, samples: set[str]) -> None:
    words_ = stop_words(language)
    assert isinstance(words_, frozenset)
    assert samples <= words_
    assert len(words_) >= (50 if language == "zh" else 150)
    assert stop_words(language) is words_  # cached


@pytest.mark.parametrize("language", [*SUPPORTED, "zh"])
def test_lists_are_clean(language: str) -> None:
    path = resource("stopwords", f"{language}.txt")
    assert path.is_file()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("#")  # a header saying where the list came from
    assert any("Origin" in line for line in lines if line.startswith("#"))
    entries = [line for line in lines if line and not line.startswith("#")]
    assert len(entries) == len(set(entries))
    for entry in entries:
        assert entry == entry.strip()
        assert entry == unicodedata.normalize("NFKC", entry).casefold()
    if language == "zh":
        assert all(len(entry) == 1 for entry in entries)


@pytest.mark.parametrize("language", ["ja", "ko", "it", "und", "xx", "", "../en", "EN"])
def test_no_list_is_empty(language: str) -> None:
    assert stop_words(language) == frozenset()
