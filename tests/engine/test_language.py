"""Language guessing per document, and the bundled stop-word lists."""

from __future__ import annotations

import re
import unicodedata

import pytest

from app.engine import language as language_module
from app.engine.compare import analyse, compare, paper_exclusions
from app.engine.language import (
    BUNDLED_STOP_LISTS,
    RECOGNISED,
    SAMPLE_WORDS,
    SUPPORTED,
    UNDETERMINED,
    guess_language,
    stop_words,
)
from app.engine.settings import Settings
from app.engine.stemming import ALGORITHMS
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

# Languages stemmed and stopped since every Snowball language is supported.
NEW_PARAGRAPHS = {
    "id": "Para mahasiswa menyerahkan esai mereka tentang sejarah kereta api sebelum akhir "
    "minggu, dan sebagian besar dari mereka jelas telah membaca sumber-sumbernya dengan teliti.",
    "tr": "Öğrenciler demiryolu tarihi üzerine yazdıkları denemeleri hafta sonundan önce teslim "
    "ettiler ve çoğu kaynakları dikkatle okuduklarını açıkça gösterdi.",
    "ar": "سلم الطلاب مقالاتهم عن تاريخ السكك الحديدية قبل نهاية الأسبوع، ومن الواضح أن "
    "معظمهم قد قرأ المصادر بعناية.",
    "fa": "دانشجویان مقاله‌های خود را درباره تاریخ راه‌آهن پیش از پایان هفته تحویل دادند و "
    "بیشتر آنها منابع را با دقت خوانده بودند.",
    "el": "Οι φοιτητές παρέδωσαν τις εργασίες τους για την ιστορία του σιδηροδρόμου πριν από "
    "το τέλος της εβδομάδας, και οι περισσότεροι είχαν διαβάσει τις πηγές με προσοχή.",
    "sv": "Studenterna lämnade in sina uppsatser om järnvägens historia före veckans slut, och "
    "de flesta av dem hade tydligen läst källorna med omsorg.",
    "da": "De studerende afleverede deres opgaver om jernbanens historie inden ugens udgang, og "
    "de fleste af dem havde tydeligvis læst kilderne med omhu.",
    "no": "Studentene leverte sine oppgaver om jernbanens historie før slutten av uken, og de "
    "fleste av dem hadde tydeligvis lest kildene med omhu.",
    "fi": "Opiskelijat palauttivat rautatien historiaa käsittelevät esseensä ennen viikon "
    "loppua, ja useimmat heistä olivat selvästi lukeneet lähteet huolellisesti.",
    "hu": "A hallgatók a hét vége előtt leadták a vasút történetéről szóló esszéiket, és a "
    "legtöbbjük láthatóan gondosan elolvasta a forrásokat.",
    "pl": "Studenci oddali swoje eseje o historii kolei przed końcem tygodnia, a większość z "
    "nich najwyraźniej uważnie przeczytała wszystkie źródła.",
    "cs": "Studenti odevzdali své eseje o historii železnice před koncem týdne a většina z nich "
    "zjevně pečlivě přečetla všechny prameny.",
    "ro": "Studenții și-au predat eseurile despre istoria căilor ferate înainte de sfârșitul "
    "săptămânii, iar cei mai mulți dintre ei citiseră cu atenție sursele.",
    "ca": "Els estudiants van lliurar els seus assaigs sobre la història del ferrocarril abans "
    "del final de la setmana, i la majoria havien llegit les fonts amb molta cura.",
    "hi": "छात्रों ने सप्ताह के अंत से पहले रेलवे के इतिहास पर अपने निबंध जमा किए, और उनमें "
    "से अधिकांश ने स्रोतों को ध्यान से पढ़ा था।",
}


@pytest.mark.parametrize("language", sorted(PARAGRAPHS))
def test_guess_short_paragraph(language: str) -> None:
    assert guess_language(words(PARAGRAPHS[language])) == language


@pytest.mark.parametrize("language", sorted(NEW_PARAGRAPHS))
def test_guess_short_paragraph_of_a_new_language(language: str) -> None:
    assert language in SUPPORTED
    assert guess_language(words(NEW_PARAGRAPHS[language])) == language


def test_every_stemmed_language_is_supported() -> None:
    assert set(SUPPORTED) == set(ALGORITHMS)
    assert {"id", "tr", "ar", "pt", "it", "nl", "sv", "el"} <= set(SUPPORTED)


def test_english_russian_and_chinese_need_no_model(monkeypatch: pytest.MonkeyPatch) -> None:
    """The classifier is loaded only for text that the cheap rules cannot tell."""

    def no_model() -> None:
        raise AssertionError("the model was loaded")

    monkeypatch.setattr(language_module, "_identifier", no_model)
    for language in ("en", "ru", "uk", "zh", "ja", "ko"):
        assert guess_language(words(PARAGRAPHS[language])) == language
    with pytest.raises(AssertionError, match="the model was loaded"):
        guess_language(words(NEW_PARAGRAPHS["id"]))


@pytest.mark.parametrize(
    "tokens",
    [
        [],
        ["2024", "12", "31", "3", "14159"],
        ["", "_", "42"],
        ["Ελληνικά", "κείμενα", "για", "την", "ιστορία"],  # too few Greek stop words to tell
        ["ქართული", "ტექსტი", "ისტორიის", "შესახებ", "და", "სხვა"],  # Georgian: not stemmed
        ["xkcd", "qwerty", "asdf", "zxcv"],  # Latin letters, no stop words
        ["the", "cat"],  # too few hits to tell
        ["buku", "sejarah", "kereta", "api", "modern"],  # a title: no stop words at all
        ["the", "cat", "книга", "книги"],  # a tie between scripts
        ["a", "b"] * 1000,  # a stop word of many languages: no language
    ],
)
def test_undetermined(tokens: list[str]) -> None:
    assert guess_language(tokens) == UNDETERMINED


def test_every_guess_is_recognised() -> None:
    assert set(PARAGRAPHS) | set(NEW_PARAGRAPHS) | {UNDETERMINED} <= set(RECOGNISED)
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
        # From stopwordsiso.
        ("id", {"yang", "dan", "di", "dari", "untuk", "dengan"}),
        ("tr", {"ve", "bir", "bu", "için", "ile", "daha"}),
        ("pt", {"de", "que", "não", "uma", "para", "com"}),
        ("ar", {"في", "من", "على", "أن", "التي"}),
        ("it", {"il", "della", "che", "non", "sono"}),
        ("el", {"και", "το", "της", "για", "την"}),
    ],
)
def test_lists_load(language: str, samples: set[str]) -> None:
    words_ = stop_words(language)
    assert isinstance(words_, frozenset)
    assert {sample.casefold() for sample in samples} <= words_  # Greek ς casefolds to σ
    assert len(words_) >= (50 if language == "zh" else 100)
    assert stop_words(language) is words_  # cached


@pytest.mark.parametrize("language", BUNDLED_STOP_LISTS)
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


def test_stopwordsiso_lists_are_folded() -> None:
    """A list from stopwordsiso is casefolded and NFKC-normalised like the bundled ones."""
    from_package = set(SUPPORTED) - set(BUNDLED_STOP_LISTS)
    assert len(from_package) >= 25
    for language in from_package:
        for word in stop_words(language):
            assert word == unicodedata.normalize("NFKC", word).casefold()


@pytest.mark.parametrize(
    "language", ["ja", "ko", "uk", "ms", "ne", "ta", "yi", "und", "xx", "", "../en", "EN"]
)
def test_no_list_is_empty(language: str) -> None:
    assert stop_words(language) == frozenset()


# A Turkish source and a student's rewording of it: the same words with other suffixes
# (case, possession, tense), which only a stemmer brings back together.
TURKISH_SOURCE = (
    "Köydeki kütüphane, şehirden uzakta yaşayan çocuklara ders kitapları sağlıyor. "
    "Gönüllüler her hafta ilkokul öğrencilerine hikâyeler okuyor ve kitapların korunmasını "
    "öğretiyor. Kütüphane yöneticileri, okuma salonunun genişletilmesinden sonra ödünç "
    "alanların sayısının hızla arttığını belirtiyor. Belediye daha sonra raflar, "
    "bilgisayarlar ve yeni kitaplar almak için maddi destek verdi. Köylüler bu küçük "
    "kütüphanenin bütün aileler için sevilen bir öğrenme merkezi olmasını umuyor."
)
TURKISH_REWORDED = (
    "Köy kütüphanesi, şehirlerden uzak yaşayan çocuklar için ders kitabı sağlamaktadır. "
    "Gönüllü kişiler haftada bir ilkokul öğrencileri için hikâye okumakta ve kitap korumasını "
    "öğretmektedir. Kütüphanenin yöneticisi, okuma salonu genişletildikten sonra ödünç alan "
    "sayısında hızlı artış belirtmektedir. Belediye sonradan rafları, bilgisayarı ve yeni "
    "kitapları almaya maddi destekte bulunmuştur. Köylü aileler küçük kütüphanelerinin bütün "
    "ailelere sevilen öğrenme merkezi olmasını ummaktadır."
)
TURKISH_OWN = (
    "Okulumuzda spor etkinlikleri her cuma sabahı ana binanın arkasındaki sahada yapılır. "
    "Beden eğitimi öğretmeni herkesin oynaması için öğrencileri küçük gruplara ayırır."
)


def test_reworded_turkish_copy_is_found_with_the_stemmer() -> None:
    """Stemmed, the whole reworded paragraph is one passage; unstemmed (as before Turkish was
    supported) only its last sentences are found."""
    settings = Settings()
    paper = f"{TURKISH_OWN} {TURKISH_REWORDED} {TURKISH_OWN}"
    start = paper.index(TURKISH_REWORDED)
    end = start + len(TURKISH_REWORDED)

    def copied_share(language: str | None) -> float:
        analysed = analyse(paper, settings, language)
        match = compare(
            analysed,
            analyse(TURKISH_SOURCE, settings, language),
            settings,
            paper_exclusions(analysed, settings),
        )
        covered = sum(max(0, min(p.end, end) - max(p.start, start)) for p in match.passages)
        return covered / len(TURKISH_REWORDED)

    assert analyse(paper, settings).language == "tr"
    assert copied_share(None) >= 0.8
    assert copied_share(UNDETERMINED) < 0.5


# Titles in Latin with English around them (like a PAN source document): the model says
# Latin, which is not stemmed; English stop words bear out English, as the guess before it did.
MOTETS = (
    "Motet for 8 voices by Nicolas Gombert: Tulerunt Dominum meum. Motet for 5 voices: "
    "Inviolata, integra et casta es, by Josquin des Prez. Motet for 6 voices: Vidi speciosam, "
    "by Tomás Luis de Victoria. Litany for 6 voices by Palestrina: Litaniae de beata virgine "
    "Maria. Motet for 8 voices by Orlande de Lassus: Omnes de Saba venient. Motet for 4 "
    "voices by Palestrina: Salve Regina, mater misericordiae, vita dulcedo et spes nostra."
)


def test_mixed_text_in_an_unstemmed_language_keeps_its_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert guess_language(words(MOTETS)) == "en"
    monkeypatch.setattr(language_module, "_stop_word_vote", lambda hits, words: None)
    assert guess_language(words(MOTETS)) == "la"
