"""PDF report speed: seconds to render the PDF of a 10,000-word paper with 30 passages.

Usage: python benchmarks/pdf_speed.py [--words 10000] [--passages 30] [--sources 3]
       [--repeat 3] [--seed 11] [--out report.pdf]

The texts are generated deterministically from a fixed seed (pseudo-words made of a fixed
syllable list; no corpus needed): ``--sources`` sources of about 4,000 words and a paper of
about ``--words`` words into which ``--passages`` runs of 40–120 source words are copied (every
third one lightly edited, so the side-by-side has word differences to mark). The real engine
finds the passages (`analyse` once per text, `compare` per source) and `build_report` makes the
report. The figures are the median of ``--repeat`` renders; the first render of a process also
starts Qt and registers the fonts, reported separately.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.compare import analyse, compare, paper_exclusions  # noqa: E402
from app.engine.settings import Settings  # noqa: E402
from app.extract import extract_bytes  # noqa: E402
from app.report.evidence import Evidence  # noqa: E402
from app.report.json_report import SourceResult, build_report  # noqa: E402

_SYLLABLES = "ka ri to mu se na lo pe vi da gu ne so ra mi te lu bo fa ze".split()


def _sentence(rng: random.Random, vocab: list[str]) -> str:
    words = [rng.choice(vocab) for _ in range(rng.randint(8, 20))]
    return " ".join(words).capitalize() + "."


def _text(rng: random.Random, vocab: list[str], words: int) -> list[str]:
    """Sentences adding up to about ``words`` words."""
    out: list[str] = []
    total = 0
    while total < words:
        out.append(_sentence(rng, vocab))
        total += len(out[-1].split())
    return out


def _paragraphs(sentences: list[str]) -> str:
    return "\n\n".join(" ".join(sentences[i : i + 6]) for i in range(0, len(sentences), 6))


def make_evidence(words: int, passages: int, source_count: int, seed: int) -> Evidence:
    """The paper, its sources and the engine's report, all from ``seed``."""
    rng = random.Random(seed)
    vocab = sorted(
        {"".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))) for _ in range(4000)}
    )
    sources = [_text(rng, vocab, 4000) for _ in range(source_count)]
    copied = 0
    pieces: list[str] = []
    own = _text(rng, vocab, max(words - passages * 80, words // 2))  # ~80 words a passage
    every = max(1, len(own) // (passages + 1))
    for index, sentence in enumerate(own):
        pieces.append(sentence)
        if index % every == every - 1 and copied < passages:
            source = sources[copied % source_count]
            first = rng.randrange(len(source) - 10)
            run: list[str] = []
            while sum(len(s.split()) for s in run) < rng.randint(40, 120):
                run.append(source[first + len(run)])
            piece = " ".join(run)
            if copied % 3 == 2:
                tokens = piece.split()
                for _ in range(max(1, len(tokens) // 15)):
                    tokens[rng.randrange(len(tokens))] = rng.choice(vocab)
                piece = " ".join(tokens)
            pieces.append(piece)
            copied += 1
    paper = extract_bytes(_paragraphs(pieces).encode("utf-8"), "paper.txt")
    documents = [
        extract_bytes(_paragraphs(s).encode("utf-8"), f"source-{i + 1}.txt")
        for i, s in enumerate(sources)
    ]
    settings = Settings()
    paper_text = analyse(paper.text, settings)
    exclusions = paper_exclusions(paper_text, settings)
    results = [
        SourceResult(d, compare(paper_text, analyse(d.text, settings), settings, exclusions))
        for d in documents
    ]
    report = build_report(paper, results, exclusions, settings, paper_words=paper_text.words)
    texts = {d.path: d.text for d in documents}
    return Evidence(report, paper.text, tuple(texts[s["path"]] for s in report["sources"]))


def main(argv: list[str] | None = None) -> None:
    """Print the evidence's size and the render times."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--words", type=int, default=10_000)
    parser.add_argument("--passages", type=int, default=30)
    parser.add_argument("--sources", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--out", type=Path, help="also write the PDF here")
    args = parser.parse_args(argv)

    evidence = make_evidence(args.words, args.passages, args.sources, args.seed)
    report = evidence.report
    found = sum(len(s["passages"]) for s in report["sources"])
    print(
        f"paper: {report['document']['words']:,} words, {len(evidence.paper_text):,} characters; "
        f"{len(report['sources'])} sources, {found} passages, similarity "
        f"{report['similarity']:.1%}"
    )

    from app.report.pdf_report import render_pdf

    start = time.perf_counter()
    pdf = render_pdf(evidence)
    first = time.perf_counter() - start
    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        pdf = render_pdf(evidence)
        times.append(time.perf_counter() - start)
    pages = pdf.count(b"/Type /Page\n") or pdf.count(b"/Type /Page")
    print(f"first render (starts Qt, registers fonts): {first:.2f} s")
    print(
        f"render_pdf: median {statistics.median(times):.2f} s over {args.repeat} "
        f"(min {min(times):.2f} s); {len(pdf) / 1024:,.0f} KiB, ~{pages} pages"
    )
    if args.out:
        args.out.write_bytes(pdf)
        print(f"written to {args.out}")


if __name__ == "__main__":
    main()
