"""A class with a common source and one true collusion pair, built from the demo texts.

One article is in the corpus (the demo's Roman aqueducts text). Seven students each copy the
same part of it, each with their own light edits, after a paragraph of their own; two students
share a paragraph that is in no corpus document (one copied it from the other, lightly
edited); two more wrote only their own text. Each student's own writing is a different run of
sentences of the demo texts that are not in the corpus, so no two students share it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from app.batch import BatchResult, check_class
from app.corpus import open_corpus
from app.corpus.indexer import add_paths
from app.paths import resource

#: The demo texts the students' own writing comes from (none of them is in the corpus).
OWN_WRITING = (
    "en-photosynthesis.txt",
    "en-printing-press.txt",
    "en-volcanoes.txt",
    "en-water-cycle.txt",
    "en-honey-bees.txt",
)
ARTICLE = "en-roman-aqueducts.txt"
COPIERS = tuple(f"copier{i}.txt" for i in range(1, 8))
COLLUDERS = ("mark.txt", "nina.txt")
CLEAN = ("olga.txt", "petr.txt")


@dataclass(frozen=True)
class ClassScenario:
    corpus: Path
    article: str  # the corpus path of the article
    papers: Path  # the class folder

    def paper(self, name: str) -> str:
        return str(self.papers / name)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", " ".join(text.split())) if s]


def _light_edit(text: str, student: int) -> str:
    """Every 11th word (from a student-specific offset) left out: a light, personal edit."""
    words = text.split()
    return " ".join(w for n, w in enumerate(words) if (n + 3 * student) % 11)


def _own_paragraphs(count: int, sentences_each: int = 5) -> list[str]:
    pool = [
        s
        for name in OWN_WRITING
        for s in _sentences(resource("demo", "sources", name).read_text(encoding="utf-8"))
    ]
    return [" ".join(pool[n * sentences_each : (n + 1) * sentences_each]) for n in range(count)]


def build_class(folder: Path) -> ClassScenario:
    """Write the corpus (one article) and the class of 11 papers under ``folder``."""
    article_file = resource("demo", "sources", ARTICLE)
    article_text = " ".join(_sentences(article_file.read_text(encoding="utf-8"))[:14])
    sources = folder / "sources"
    sources.mkdir(parents=True)
    article = sources / ARTICLE
    article.write_text(article_text + "\n", encoding="utf-8")
    corpus = folder / "corpus.imbrex"
    store = open_corpus(corpus)
    try:
        add_paths(store, [article], "Wikipedia", workers=1)
    finally:
        store.close()
    papers = folder / "class"
    papers.mkdir()
    own = _own_paragraphs(len(COPIERS) + len(COLLUDERS) + len(CLEAN) + 1)
    for n, name in enumerate(COPIERS):
        text = f"{own[n]}\n\n{_light_edit(article_text, n)}\n"
        (papers / name).write_text(text, encoding="utf-8")
    shared = own[-1]  # written by mark, copied by nina: in no corpus document
    mark, nina = COLLUDERS
    base = len(COPIERS)
    (papers / mark).write_text(f"{own[base]}\n\n{shared}\n", encoding="utf-8")
    (papers / nina).write_text(f"{_light_edit(shared, 5)}\n\n{own[base + 1]}\n", encoding="utf-8")
    for n, name in enumerate(CLEAN, base + 2):
        (papers / name).write_text(own[n] + "\n", encoding="utf-8")
    return ClassScenario(corpus, str(article), papers)


def check_scenario(scenario: ClassScenario) -> BatchResult:
    """The class checked against its corpus, as the window and ``imbrex batch`` do."""
    store = open_corpus(scenario.corpus, create=False, readonly=True)
    try:
        return check_class([scenario.papers], store)
    finally:
        store.close()
