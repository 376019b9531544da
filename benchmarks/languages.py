"""Languages beyond en/ru/de/fr/es: detection accuracy, and PlagDet in a language not tuned on.

Usage: python benchmarks/languages.py [--deb debian-handbook_*.deb] [--language id]
       [--papers 100] [--seed 1] [--work build/bench-languages]

The texts come from Debian's ``debian-handbook`` package (The Debian Administrator's Handbook,
GPL-2+ / CC-BY-SA 3.0, translated into 25 languages): fetched with ``apt-get download
debian-handbook`` into ``--work`` unless ``--deb`` names the file, unpacked with ``dpkg-deb``,
never committed. Its HTML paragraphs (``<div class="para">``, code removed) of at least 15
words are the running text; paragraphs a translation left in English are dropped (more than
8 % of their words among 16 English function words).

1. **Detection**: ``guess_language`` on every paragraph of every translation whose language
   Imbrex recognises, and on its first 8 words (a short text must fall back to ``und``, not
   to a wrong language): correct, undetermined and wrong shares, and the time per guess.
2. **PlagDet in one language** (Indonesian by default; not used to tune anything): essays of
   ~300 words are cut from consecutive paragraphs of that translation. A third are sources, a
   third suspicious papers, the rest distractors. Each paper but the case-free ones gets one or
   two passages (60-200 words) of one source, inserted between its own paragraphs, with PAN's
   obfuscation kinds: *none* (verbatim); *random* (PAN's random text operations: each word is
   deleted, replaced by a random word of the language, or followed by one with probability
   0.1 each, and words are shuffled within windows of 3); *forms, half* and *forms, all*
   (half or all of the words that have another form in the texts take it, e.g. *membaca* →
   *dibaca*, *bukunya* → *buku*, forms grouped by their Snowball stem — so an upper bound for
   what the stemmer can bring back — plus the random operations at half the rate: a student
   who turns active into passive voice and moves the possessive suffixes). The pairwise engine (``compare``, as ``benchmarks/pan.py``)
   runs on each listed (paper, source) pair, and the corpus check (``check_document``, as
   ``imbrex check``) on each paper against a corpus of all sources, papers and distractors.
   Both run twice: with the language's stemmer and stop words, and with the language
   treated as unknown (``und``: no stems, no stop words, as before it was supported).

Prints one table per part.
"""

from __future__ import annotations

import argparse
import html
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.plagdet import Annotation, evaluate  # noqa: E402

HANDBOOK = "usr/share/doc/debian-handbook/html"
MIN_WORDS = 15
ESSAY_WORDS = 300
SHORT_WORDS = 8
_ENGLISH = frozenset("the of and to is in that it for with as are this be on by".split())
_PARAGRAPH = re.compile(r'<div class="para">(.*?)</div>', re.S)
_CODE = re.compile(r"<code[^>]*>.*?</code>", re.S)
_TAG = re.compile(r"<[^>]+>")
CATEGORIES = ("none", "random", "forms, half", "forms, all", "no plagiarism")
#: The share of words with another form in the texts that take it, per category.
FORM_CHANGES = {"forms, half": 0.5, "forms, all": 1.0}


# --- the texts -----------------------------------------------------------------------------


def handbook(deb: Path | None, work: Path, out: TextIO) -> Path:
    """The unpacked handbook's HTML folder: from ``deb``, or ``apt-get download`` into ``work``."""
    root = work / "unpacked"
    if (root / HANDBOOK).is_dir():
        return root / HANDBOOK
    work.mkdir(parents=True, exist_ok=True)
    if deb is None:
        found = sorted(work.glob("debian-handbook_*.deb"))
        if not found:
            print("fetching debian-handbook with apt-get download ...", file=out, flush=True)
            done = subprocess.run(
                ["apt-get", "download", "debian-handbook"], cwd=work, capture_output=True
            )
            found = sorted(work.glob("debian-handbook_*.deb"))
            if done.returncode or not found:
                raise SystemExit(
                    "Could not fetch debian-handbook (run apt-get update first, or pass "
                    f"--deb FILE): {done.stderr.decode(errors='replace').strip()}"
                )
        deb = found[-1]
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    print(f"texts: {deb.name} (Debian package debian-handbook), unpacked in {root}", file=out)
    return root / HANDBOOK


def paragraphs(folder: Path) -> list[str]:
    """The translated running-text paragraphs of one language folder of the handbook."""
    found = []
    for page in sorted(folder.glob("*.html")):
        for raw in _PARAGRAPH.findall(page.read_text(encoding="utf-8")):
            text = " ".join(html.unescape(_TAG.sub("", _CODE.sub(" ", raw))).split())
            words = text.casefold().split()
            if len(words) < MIN_WORDS:
                continue
            english = sum(word in _ENGLISH for word in words) / len(words)
            if not folder.name.startswith("en-") and english > 0.08:
                continue  # left untranslated
            found.append(text)
    return found


def language_code(folder_name: str) -> str:
    """The Imbrex code of a handbook translation folder (``nb-NO`` → ``no``)."""
    code = folder_name.split("-")[0]
    return {"nb": "no"}.get(code, code)


# --- part 1: detection ---------------------------------------------------------------------


@dataclass
class Detection:
    code: str
    paragraphs: int = 0
    correct: int = 0
    undetermined: int = 0
    short_correct: int = 0
    short_undetermined: int = 0
    seconds: float = 0.0


def detection_table(root: Path, per_language: int, out: TextIO) -> None:
    """Guess the language of each paragraph (and of its first words) of every translation."""
    from app.engine.language import RECOGNISED, UNDETERMINED, guess_language
    from app.engine.tokens import word_forms

    start = time.perf_counter()
    guess_language(word_forms("Buku ini membahas sejarah dan budaya Indonesia secara singkat."))
    load = time.perf_counter() - start
    rows = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        code = language_code(folder.name)
        if code not in RECOGNISED:
            continue
        row = Detection(code)
        for text in paragraphs(folder)[:per_language]:
            forms = word_forms(text)
            began = time.perf_counter()
            guess = guess_language(forms)
            row.seconds += time.perf_counter() - began
            short = guess_language(forms[:SHORT_WORDS])
            row.paragraphs += 1
            row.correct += guess == code
            row.undetermined += guess == UNDETERMINED
            row.short_correct += short == code
            row.short_undetermined += short == UNDETERMINED
        if row.paragraphs:
            rows.append((folder.name, row))
    print(f"\nlanguage detection (first call, loading the model: {load:.1f} s)", file=out)
    header = (
        f"{'translation':11} {'code':4} {'paras':>5} {'correct':>7} {'und':>6} {'wrong':>6} "
        f"{'ms/guess':>8}   first {SHORT_WORDS} words: {'correct':>7} {'und':>6} {'wrong':>6}"
    )
    print(header, file=out)
    print("-" * len(header), file=out)
    for name, r in rows:
        n = r.paragraphs
        wrong = n - r.correct - r.undetermined
        short_wrong = n - r.short_correct - r.short_undetermined
        print(
            f"{name:11} {r.code:4} {n:5} {r.correct / n:7.1%} {r.undetermined / n:6.1%} "
            f"{wrong / n:6.1%} {1000 * r.seconds / n:8.2f}   {'':14}{r.short_correct / n:7.1%} "
            f"{r.short_undetermined / n:6.1%} {short_wrong / n:6.1%}",
            file=out,
        )


# --- part 2: a PAN-style corpus --------------------------------------------------------------


@dataclass
class Case:
    """A plagiarism case of a paper: where it sits in the paper and where it came from."""

    source: str
    start: int
    end: int
    source_start: int
    source_end: int


@dataclass
class Paper:
    name: str
    text: str
    category: str
    source: str
    cases: list[Case]


def essays(texts: Sequence[str]) -> list[str]:
    """Consecutive paragraphs joined into essays of about :data:`ESSAY_WORDS` words."""
    found, current, words = [], [], 0
    for text in texts:
        current.append(text)
        words += len(text.split())
        if words >= ESSAY_WORDS:
            found.append("\n\n".join(current))
            current, words = [], 0
    return found


def word_forms_by_stem(texts: Sequence[str], language: str) -> dict[str, list[str]]:
    """Each casefolded word of the texts → the other forms with its Snowball stem."""
    from app.engine.stemming import stemmer_for

    stem = stemmer_for(language)
    groups: dict[str, set[str]] = defaultdict(set)
    for text in texts:
        for word in re.findall(r"\w+", text.casefold()):
            if not word.isdigit():
                groups[stem(word)].add(word)
    forms: dict[str, list[str]] = {}
    for group in groups.values():
        if len(group) > 1:
            for word in group:
                forms[word] = sorted(group - {word})
    return forms


def obfuscate(
    words: list[str], rng: random.Random, vocabulary: Sequence[str], rate: float
) -> list[str]:
    """PAN's random text operations: delete, replace, insert (each with ``rate``), shuffle."""
    result: list[str] = []
    for word in words:
        roll = rng.random()
        if roll < rate:
            continue
        result.append(rng.choice(vocabulary) if roll < 2 * rate else word)
        if rng.random() < rate:
            result.append(rng.choice(vocabulary))
    for i in range(0, len(result) - 2, 3):
        if rng.random() < 3 * rate:
            window = result[i : i + 3]
            rng.shuffle(window)
            result[i : i + 3] = window
    return result


def change_forms(
    words: list[str], rng: random.Random, forms: dict[str, list[str]], share: float
) -> list[str]:
    """``share`` of the words that have another form in the texts take it (capitals and
    punctuation kept)."""
    changed = []
    for word in words:
        match = re.fullmatch(r"(\w+)(\W*)", word)
        others = forms.get(match.group(1).casefold(), []) if match else []
        if match and others and rng.random() < share:
            new = rng.choice(others)
            if match.group(1)[:1].isupper():
                new = new[:1].upper() + new[1:]
            word = new + match.group(2)
        changed.append(word)
    return changed


def make_papers(
    texts: Sequence[str], language: str, papers: int, rng: random.Random
) -> tuple[dict[str, str], list[Paper]]:
    """Source, distractor and paper texts (name → text), and the papers with their cases."""
    pool = essays(texts)
    rng.shuffle(pool)
    third = min(papers, len(pool) // 3)
    sources = {f"source{i:03d}.txt": text for i, text in enumerate(pool[:third])}
    own = pool[third : 2 * third]
    documents = dict(sources)
    documents.update({f"other{i:03d}.txt": t for i, t in enumerate(pool[2 * third :])})
    vocabulary = sorted({w for t in texts for w in t.split() if w.isalpha()})
    forms = word_forms_by_stem(texts, language)
    made = []
    names = sorted(sources)
    for i, text in enumerate(own):
        category = CATEGORIES[i % len(CATEGORIES)]
        source = rng.choice(names)
        parts = text.split("\n\n")
        cases: list[Case] = []
        pieces: list[str] = []
        copies = 0 if category == "no plagiarism" else rng.choice((1, 2))
        slots = sorted(rng.sample(range(1, len(parts) + 1), min(copies, len(parts))))
        position = 0
        for j, part in enumerate(parts):
            if j in slots:
                position = _insert_case(
                    pieces, cases, position, source, sources[source], category, rng, vocabulary,
                    forms,
                )  # fmt: skip
            pieces.append(part)
            position += len(part) + 2
        if len(parts) in slots:
            _insert_case(
                pieces, cases, position, source, sources[source], category, rng, vocabulary, forms
            )
        name = f"paper{i:03d}.txt"
        made.append(Paper(name, "\n\n".join(pieces), category, source, cases))
        documents[name] = made[-1].text
    return documents, made


def _insert_case(
    pieces: list[str],
    cases: list[Case],
    position: int,
    source: str,
    text: str,
    category: str,
    rng: random.Random,
    vocabulary: Sequence[str],
    forms: dict[str, list[str]],
) -> int:
    """Copy 60-200 words of ``text`` (obfuscated) as the next piece; the position after it."""
    spans = [m.span() for m in re.finditer(r"\S+", text)]
    length = rng.randint(60, min(200, len(spans)))
    first = rng.randrange(0, len(spans) - length + 1)
    source_start, source_end = spans[first][0], spans[first + length - 1][1]
    words = text[source_start:source_end].split()
    if category == "random":
        words = obfuscate(words, rng, vocabulary, 0.1)
    elif category in FORM_CHANGES:
        words = change_forms(words, rng, forms, FORM_CHANGES[category])
        words = obfuscate(words, rng, vocabulary, 0.05)
    copy = " ".join(words)
    pieces.append(copy)
    cases.append(Case(source, position, position + len(copy), source_start, source_end))
    return position + len(copy) + 2


# --- running the engine ----------------------------------------------------------------------


@contextmanager
def replaced(
    original: Callable[..., Any], replacement: Callable[..., Any], spare: str = ""
) -> Iterator[None]:
    """Every ``app`` module's name for ``original`` (but in module ``spare``) means
    ``replacement`` (in this process)."""
    patched = [
        (m, name)
        for m in list(sys.modules.values())
        if getattr(m, "__name__", "").startswith("app.") and m.__name__ != spare
        for name, value in list(vars(m).items())
        if value is original
    ]
    for m, name in patched:
        setattr(m, name, replacement)
    try:
        yield
    finally:
        for m, name in patched:
            setattr(m, name, original)


def as_unknown(language: str) -> Any:
    """``guess_language`` answers ``und`` instead of ``language``: no stems, no stop words."""
    from app.engine import language as module

    original = module.guess_language

    def unknown(words: Sequence[str]) -> str:
        guess = original(words)
        return module.UNDETERMINED if guess == language else guess

    return replaced(original, unknown)


def without_stop_words(language: str) -> Any:
    """``language`` keeps its stems but loses its stop words (the language guess, which
    confirms its answer with them, still has them)."""
    from app.engine import language as module

    original = module.stop_words

    def none_for_language(code: str) -> frozenset[str]:
        return frozenset() if code == language else original(code)

    return replaced(original, none_for_language, spare=module.__name__)


def detections_of(paper: str, source: str, passages: Sequence[Any]) -> list[Annotation]:
    return [
        Annotation(paper, p.start, p.end - p.start, source, p.source_start, p.source_end - p.source_start)
        for p in passages
        if p.end > p.start and p.source_end > p.source_start
    ]  # fmt: skip


def pairwise(documents: dict[str, str], papers: Sequence[Paper]) -> dict[str, list[Annotation]]:
    """The engine's passages for each (paper, its source) pair, by paper."""
    from app.engine.compare import analyse, compare, paper_exclusions
    from app.engine.settings import Settings

    settings = Settings()
    found = {}
    for paper in papers:
        analysed = analyse(paper.text, settings)
        source = analyse(documents[paper.source], settings)
        match = compare(analysed, source, settings, paper_exclusions(analysed, settings))
        found[paper.name] = detections_of(paper.name, paper.source, match.passages)
    return found


def through_corpus(
    documents: dict[str, str], papers: Sequence[Paper], folder: Path
) -> tuple[dict[str, list[Annotation]], dict[str, bool], float]:
    """``check_document`` on each paper against a corpus of every document: the passages it
    reports for the paper's source, whether that source was reported, seconds per paper."""
    from app.check import check_document
    from app.corpus import open_corpus
    from app.corpus.indexer import add_paths
    from app.extract import extract

    texts = folder / "texts"
    texts.mkdir(parents=True, exist_ok=True)
    for name, text in documents.items():
        (texts / name).write_text(text, encoding="utf-8")
    store = open_corpus(folder / "corpus.imbrex")
    found: dict[str, list[Annotation]] = {}
    reported: dict[str, bool] = {}
    seconds = 0.0
    try:
        summary = add_paths(store, [texts], "bench", workers=1)  # in-process: as_unknown holds
        if summary.failed:
            raise SystemExit(f"{len(summary.failed)} documents could not be indexed")
        for paper in papers:
            document = extract(texts / paper.name)
            start = time.perf_counter()
            result = check_document(document, store)
            seconds += time.perf_counter() - start
            found[paper.name] = []
            reported[paper.name] = False
            for source in result.evidence.report.sources:
                if Path(source.path).name != paper.source:
                    continue
                reported[paper.name] = True
                found[paper.name] = [
                    Annotation(
                        paper.name,
                        p.start,
                        p.end - p.start,
                        paper.source,
                        p.source_start,
                        p.source_end - p.source_start,
                    )
                    for p in [*source.passages, *source.quoted_passages]
                ]
    finally:
        store.close()
    return found, reported, seconds / max(1, len(papers))


def truth(paper: Paper) -> list[Annotation]:
    return [
        Annotation(
            paper.name, c.start, c.end - c.start, c.source, c.source_start, c.source_end - c.source_start
        )
        for c in paper.cases
    ]  # fmt: skip


def plagdet(papers: Sequence[Paper], found: dict[str, list[Annotation]]) -> float:
    cases = [a for p in papers for a in truth(p)]
    detections = [d for p in papers for d in found[p.name]]
    return evaluate(cases, detections).plagdet


def plagdet_table(
    documents: dict[str, str], papers: Sequence[Paper], language: str, work: Path, out: TextIO
) -> None:
    """PlagDet per category, pairwise and through the corpus, with and without the language."""
    runs: list[tuple[str, Callable[[], Any]]] = [
        (f"{language}: stems + stop words", _nothing),
        ("stems, no stop words", lambda: without_stop_words(language)),
        ("as unknown language (und)", lambda: as_unknown(language)),
    ]
    results = []
    for label, context in runs:
        with context():
            pair_found = pairwise(documents, papers)
            with tempfile.TemporaryDirectory(dir=work) as folder:
                corpus_found, reported, seconds = through_corpus(documents, papers, Path(folder))
        results.append((label, pair_found, corpus_found, reported, seconds))
    print(
        f"\nPlagDet on {len(papers)} papers in '{language}': pairwise engine | corpus check | "
        "retrieval (papers whose source the check reported)",
        file=out,
    )
    groups = [(c, [p for p in papers if p.category == c]) for c in CATEGORIES[:-1]]
    groups.append(("all with plagiarism", [p for p in papers if p.cases]))
    header = f"{'category':20} {'papers':>6}" + "".join(
        f" | {label[:26]:^26}" for label, *_ in results
    )
    print(header, file=out)
    print(f"{'':27}" + " |   pair  corpus  retrieval" * len(results), file=out)
    print("-" * len(header), file=out)
    for name, group in groups:
        line = f"{name:20} {len(group):6}"
        for _, pair_found, corpus_found, reported, _ in results:
            recall = sum(reported[p.name] for p in group) / max(1, len(group))
            line += (
                f" | {plagdet(group, pair_found):6.3f} {plagdet(group, corpus_found):7.3f}"
                f" {recall:10.2f}"
            )
        print(line, file=out)
    clean = [p for p in papers if not p.cases]
    line = f"{'no plagiarism':20} {len(clean):6}"
    for _, _, _, reported, _ in results:
        share = sum(not reported[p.name] for p in clean) / max(1, len(clean))
        line += f" | {'clean:':>15}{share:10.2f}"
    print(line + "   (clean: papers whose paired source is not reported)", file=out)
    line = f"{'check s/paper':27}"
    for *_, seconds in results:
        line += f" | {seconds:25.2f} "
    print(line, file=out)


@contextmanager
def _nothing() -> Iterator[None]:
    yield


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deb", type=Path, help="the debian-handbook .deb (else apt-get download)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench-languages")
    parser.add_argument("--language", default="id", help="the language of the PlagDet corpus")
    parser.add_argument("--papers", type=int, default=100, help="suspicious papers (and sources)")
    parser.add_argument(
        "--per-language", type=int, default=300, help="paragraphs to guess per language (0: skip)"
    )
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    root = handbook(args.deb, args.work, out)
    if args.per_language:
        detection_table(root, args.per_language, out)
    folders = [p for p in root.iterdir() if language_code(p.name) == args.language]
    if not folders:
        raise SystemExit(f"The handbook has no translation in '{args.language}'.")
    texts = paragraphs(folders[0])
    documents, papers = make_papers(texts, args.language, args.papers, random.Random(args.seed))
    words = sum(len(t.split()) for t in documents.values())
    print(
        f"\ncorpus: {len(documents)} documents ({words} words) from {folders[0].name}: "
        f"{sum(1 for p in papers if p.cases)} papers with {sum(len(p.cases) for p in papers)} "
        f"cases, {sum(1 for p in papers if not p.cases)} without",
        file=out,
    )
    plagdet_table(documents, papers, args.language, args.work, out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
