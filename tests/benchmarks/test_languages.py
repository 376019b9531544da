"""benchmarks/languages.py: the handbook's paragraphs, the made-up papers and their cases, and
the language switched off for the "unknown language" run."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from app.engine import analysis
from app.engine.tokens import word_forms
from benchmarks import languages

INDONESIAN = (
    "Para mahasiswa menyerahkan esai mereka tentang sejarah kereta api sebelum akhir minggu, "
    "dan sebagian besar dari mereka jelas telah membaca sumber-sumbernya dengan teliti."
)


def page(*paragraphs: str) -> str:
    body = "".join(f'<div class="para">{p}</div>' for p in paragraphs)
    return f"<html><body>{body}</body></html>"


def test_paragraphs_keep_translated_running_text(tmp_path: Path) -> None:
    folder = tmp_path / "id-ID"
    folder.mkdir()
    translated = (
        'Perintah <code class="command">apt-get install</code> memasang paket yang diminta '
        "beserta semua dependensinya dari repositori &amp; cermin yang sudah dikonfigurasi."
    )
    untranslated = (
        "The apt-get command installs the requested package and all of its dependencies "
        "from the repositories that are configured in the sources list."
    )
    (folder / "apt.html").write_text(page(translated, untranslated, "Terlalu pendek."))
    assert languages.paragraphs(folder) == [
        "Perintah memasang paket yang diminta beserta semua dependensinya dari repositori & "
        "cermin yang sudah dikonfigurasi."
    ]
    assert languages.language_code("nb-NO") == "no"
    assert languages.language_code("pt-BR") == "pt"


def made_up_texts(count: int, rng: random.Random) -> list[str]:
    vocabulary = INDONESIAN.replace(",", "").replace(".", "").split()
    return [" ".join(rng.choice(vocabulary) for _ in range(40)) + "." for _ in range(count)]


def test_cases_point_at_the_copied_text() -> None:
    rng = random.Random(3)
    texts = made_up_texts(120, rng)
    documents, papers = languages.make_papers(texts, "id", 10, rng)
    assert {p.category for p in papers} == set(languages.CATEGORIES)
    for paper in papers:
        assert documents[paper.name] == paper.text
        assert bool(paper.cases) == (paper.category != "no plagiarism")
        for case in paper.cases:
            copied = paper.text[case.start : case.end]
            original = documents[case.source][case.source_start : case.source_end]
            assert 60 <= len(original.split()) <= 200
            if paper.category == "none":
                assert copied == " ".join(original.split())
            else:
                assert copied.split() != original.split()


def test_obfuscation_keeps_most_words_in_place() -> None:
    rng = random.Random(5)
    words = [f"kata{i}" for i in range(1000)]
    changed = languages.obfuscate(words, rng, ["lain"], 0.1)
    kept = sum(1 for word in changed if word.startswith("kata"))
    assert 750 <= kept <= 850  # 10 % deleted, 10 % replaced
    assert 850 <= len(changed) <= 1150


def test_word_forms_share_a_stem() -> None:
    forms = languages.word_forms_by_stem(["membaca dibaca bacaan buku bukunya"], "id")
    assert "dibaca" in forms["membaca"]
    assert forms["bukunya"] == ["buku"]
    changed = languages.change_forms(["Membaca", "buku,"], random.Random(1), forms, 1.0)
    assert changed[0] in ("Dibaca", "Bacaan") and changed[1] == "bukunya,"


def as_analysis_sees(name: str) -> Any:
    """The function ``app.engine.analysis`` calls by ``name`` now (imported there by name)."""
    return vars(analysis)[name]


def test_as_unknown_switches_the_language_off_and_back() -> None:
    forms = word_forms(INDONESIAN)
    assert as_analysis_sees("guess_language")(forms) == "id"
    with languages.as_unknown("id"):
        assert as_analysis_sees("guess_language")(forms) == "und"
        assert analysis.analyse(INDONESIAN).language == "und"
    assert as_analysis_sees("guess_language")(forms) == "id"
    with languages.without_stop_words("id"):
        assert as_analysis_sees("stop_words")("id") == frozenset()
        assert as_analysis_sees("guess_language")(forms) == "id"  # the guess keeps its evidence
    assert as_analysis_sees("stop_words")("id")
