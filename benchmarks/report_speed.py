"""Report speed: seconds to render and write each report format for a 10,000-word paper.

Usage: python benchmarks/report_speed.py [--words 10000] [--passages 30] [--sources 4]
       [--repeat 3] [--seed 7]

The texts are generated deterministically (pseudo-words from a fixed syllable list and a fixed
random seed, so no corpus is needed): ``--sources`` source texts of about 3,000 words, and a
paper of about ``--words`` words with ``--passages`` passages of 40–120 words copied from the
sources (every third one lightly edited: a few words replaced). The paper is compared with each
source by the real engine (`analyse` once per text, `compare` per source, as a corpus check
does) and the sources are merged into one report with `build_report`. Each figure is the median
of ``--repeat`` runs; "write" includes rendering and the atomic write to a temporary folder.
PDF is measured only when `app.report.pdf_report` exists and imports, in a child process (Qt
runs there; the bundle then includes that PDF).
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.compare import analyse, compare, paper_exclusions  # noqa: E402
from app.engine.settings import Settings  # noqa: E402
from app.engine.word_for_word import identical_coverage  # noqa: E402
from app.extract import extract_bytes  # noqa: E402
from app.report.bundle import write_bundle  # noqa: E402
from app.report.evidence import Evidence  # noqa: E402
from app.report.json_report import SourceResult, build_report  # noqa: E402
from app.report.writers import render, write_report  # noqa: E402

_SYLLABLES = (
    "ba be bi bo bu da de di do du fa fe fi fo ka ke ki ko ku la le li lo lu ma me mi mo mu "
    "na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo"
).split()


def vocabulary(rng: random.Random, size: int = 3000) -> list[str]:
    """Distinct pseudo-words of two to four syllables."""
    words: set[str] = set()
    while len(words) < size:
        words.add("".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))))
    return sorted(words)


def sentences(rng: random.Random, vocab: list[str], words: int) -> list[list[str]]:
    """Sentences of 8–22 words, about ``words`` words in all."""
    out: list[list[str]] = []
    total = 0
    while total < words:
        sentence = [rng.choice(vocab) for _ in range(rng.randint(8, 22))]
        out.append(sentence)
        total += len(sentence)
    return out


def as_text(sentences_: list[list[str]], per_paragraph: int = 6) -> str:
    lines = [" ".join(s).capitalize() + "." for s in sentences_]
    paragraphs = [lines[i : i + per_paragraph] for i in range(0, len(lines), per_paragraph)]
    return "\n\n".join(" ".join(p) for p in paragraphs) + "\n"


def build_texts(
    words: int, passages: int, source_count: int, seed: int
) -> tuple[str, dict[str, str]]:
    """The paper and its sources (name -> text)."""
    rng = random.Random(seed)
    vocab = vocabulary(rng)
    sources = [sentences(rng, vocab, 3000) for _ in range(source_count)]
    copies: list[list[list[str]]] = []
    for index in range(passages):
        source = sources[index % source_count]
        target = rng.randint(40, 120)
        first = rng.randrange(len(source) - 12)
        piece: list[list[str]] = []
        while sum(map(len, piece)) < target and first + len(piece) < len(source):
            piece.append(list(source[first + len(piece)]))
        if index % 3 == 2:  # a light edit: a few words replaced
            for sentence in piece[::2]:
                sentence[rng.randrange(len(sentence))] = rng.choice(vocab)
        copies.append(piece)
    copied_words = sum(len(s) for piece in copies for s in piece)
    own = sentences(rng, vocab, max(0, words - copied_words))
    paper: list[list[str]] = []
    step = max(1, len(own) // (passages + 1))
    for index, piece in enumerate(copies):
        paper += own[index * step : (index + 1) * step] + piece
    paper += own[passages * step :]
    names = {f"source-{n + 1}.txt": as_text(s) for n, s in enumerate(sources)}
    return as_text(paper), names


def evidence_for(paper: str, sources: dict[str, str]) -> tuple[Evidence, float]:
    """Compare the paper with every source and merge them into one report; the seconds taken."""
    start = time.perf_counter()
    settings = Settings()
    paper_doc = extract_bytes(paper.encode("utf-8"), "paper.txt")
    analysed = analyse(paper_doc.text, settings)
    exclusions = paper_exclusions(analysed, settings)
    results = []
    for name, text in sources.items():
        doc = extract_bytes(text.encode("utf-8"), name)
        source = analyse(doc.text, settings)
        match = compare(analysed, source, settings, exclusions)
        spans = tuple(identical_coverage(analysed, source, match.passages))
        results.append(SourceResult(doc, match, identical_spans=spans))
    report = build_report(paper_doc, results, exclusions, settings, analysed.words)
    texts = {r.document.path: r.document.text for r in results}
    evidence = Evidence(report, paper_doc.text, tuple(texts[s.path] for s in report.sources))
    return evidence, time.perf_counter() - start


def median_seconds(action: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def pdf_available() -> bool:
    try:
        import app.report.pdf_report  # noqa: F401
    except ImportError:
        return False
    return True


def measure_pdf(args: argparse.Namespace, folder: Path) -> tuple[dict | None, str]:
    """PDF figures from a child process (Qt runs there, so that a crash in Qt cannot stop
    this benchmark): the figures or None, and a note."""
    target = folder / "report.pdf"
    command = [
        sys.executable,
        __file__,
        *("--words", str(args.words), "--passages", str(args.passages)),
        *("--sources", str(args.sources), "--repeat", str(args.repeat), "--seed", str(args.seed)),
        "--pdf-child",
        str(target),
    ]
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    child = subprocess.run(command, capture_output=True, text=True, env=env)
    lines = [line for line in child.stdout.splitlines() if line.startswith("{")]
    figures = json.loads(lines[-1]) if lines else None
    note = "" if child.returncode == 0 else f" (the PDF process then ended with {child.returncode})"
    if figures is None:
        note = f"failed with exit code {child.returncode}: {child.stderr.strip()[:300]}"
    return figures, note


def pdf_child(args: argparse.Namespace) -> int:
    """Print the PDF figures as one JSON line and leave the PDF at ``args.pdf_child``."""
    paper, sources = build_texts(args.words, args.passages, args.sources, args.seed)
    evidence, _ = evidence_for(paper, sources)
    target = Path(args.pdf_child)
    render_s = median_seconds(lambda: render(evidence, "pdf"), args.repeat)
    write_s = median_seconds(lambda: write_report(target, evidence, "pdf"), args.repeat)
    figures = {"render_s": render_s, "write_s": write_s, "bytes": target.stat().st_size}
    print(json.dumps(figures), flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--words", type=int, default=10_000)
    parser.add_argument("--passages", type=int, default=30)
    parser.add_argument("--sources", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--pdf-child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.pdf_child:
        return pdf_child(args)

    paper, sources = build_texts(args.words, args.passages, args.sources, args.seed)
    evidence, compare_s = evidence_for(paper, sources)
    report = evidence.report
    found = sum(len(s.passages) for s in report.sources)
    print(
        f"paper: {report.document.words:,} words, {len(paper):,} characters; "
        f"{len(sources)} sources; {args.passages} passages planted, {found} found "
        f"({report.similarity:.1%} similar); compare: {compare_s:.2f} s"
    )
    print(f"{'format':<8}{'render s':>10}{'write s':>10}{'bytes':>12}   (median of {args.repeat})")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for fmt in ("html", "json", "csv", "text"):
            size = len(render(evidence, fmt))
            render_s = median_seconds(functools.partial(render, evidence, fmt), args.repeat)
            target = folder / f"report.{fmt}"
            write_s = median_seconds(
                functools.partial(write_report, target, evidence, fmt), args.repeat
            )
            print(f"{fmt:<8}{render_s:>10.3f}{write_s:>10.3f}{size:>12,}")
        pdf = None
        if not pdf_available():
            print("pdf     (app.report.pdf_report is not available: not measured)")
        else:
            figures, note = measure_pdf(args, folder)
            if figures is None and args.repeat > 1:
                print(f"pdf     {note.splitlines()[0]}; measuring one run instead")
                figures, note = measure_pdf(
                    argparse.Namespace(**{**vars(args), "repeat": 1}), folder
                )
            if figures is None:
                print(f"pdf     {note}")
            else:
                print(
                    f"{'pdf':<8}{figures['render_s']:>10.3f}{figures['write_s']:>10.3f}"
                    f"{figures['bytes']:>12,}{note}"
                )
                pdf = (folder / "report.pdf").read_bytes()
        target = folder / "bundle.zip"
        bundle_s = median_seconds(lambda: write_bundle(target, evidence, pdf=pdf), args.repeat)
        print(f"{'bundle':<8}{'':>10}{bundle_s:>10.3f}{target.stat().st_size:>12,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
