"""The single-core limit of this machine for the work indexing and analysis do, and each Imbrex
stage's speed as a fraction of it (issue 20).

Usage: python benchmarks/limits.py [--pan DIR] [--repeat 3] [--json FILE]

The *chained limit* is the least work any tokenising, hashing indexer must do per document,
done with the fastest plain tools: ``str.lower``, one ``re.findall`` with the engine's own token
pattern, one cached xxh3_64 per word (a dict look-up, a hash on a miss) into a numpy array, and
a numpy rolling hash over it (``shingles.shingle_hashes``, 5 words). Each document goes through
the four steps in turn, as an indexer's worker does; no stemming, stop words, language guess,
sentences, sampling or storage. Every Imbrex stage below does at least this much, so its
fraction of the limit says how much of the machine it leaves unused.

Text: the PAN 2013 source documents (834 files, ~1 M words) when ``--pan`` is given, else the
demo corpus's English sources repeated. Times are CPU seconds of this process
(``time.process_time``), the best of ``--repeat`` runs, so they hold on a busy shared machine;
the caches are warmed by one run first (a corpus shares most of its vocabulary).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import xxhash

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.engine.analysis import analyse  # noqa: E402
from app.engine.fingerprints import document_fingerprints  # noqa: E402
from app.engine.language import guess_language  # noqa: E402
from app.engine.shingles import shingle_hashes  # noqa: E402
from app.engine.tokens import _TOKEN, tokenise, word_forms  # noqa: E402

DEMO = ROOT / "resources" / "demo" / "sources"


def load_texts(pan: Path | None) -> list[str]:
    """The PAN sources, or the demo's English sources repeated to ~100,000 words."""
    if pan is not None:
        files = sorted((pan / "src").glob("*.txt"))
        return [f.read_text(encoding="utf-8", errors="replace") for f in files]
    demo = [f.read_text(encoding="utf-8") for f in sorted(DEMO.glob("en-*.txt"))]
    return demo * 35


def chained_limit(texts: list[str]) -> int:
    """The four plain steps, document by document; returns the token count."""
    cache: dict[str, int] = {}
    get = cache.get
    hash64 = xxhash.xxh3_64_intdigest
    tokens = 0
    for text in texts:
        words = _TOKEN.findall(text.lower())
        values = []
        for word in words:
            value = get(word)
            if value is None:
                value = cache[word] = hash64(word.encode())
            values.append(value)
        shingle_hashes(np.array(values, dtype=np.uint64), 5)
        tokens += len(words)
    return tokens


def _lower(texts: list[str]) -> int:
    for text in texts:
        text.lower()
    return 0


def _findall(lowered: list[str]) -> Callable[[list[str]], int]:
    def run(_: list[str]) -> int:
        for text in lowered:
            _TOKEN.findall(text)
        return 0

    return run


def _hash_words(word_lists: list[list[str]]) -> Callable[[list[str]], int]:
    def run(_: list[str]) -> int:
        cache: dict[str, int] = {}
        get = cache.get
        for words in word_lists:
            values = []
            for word in words:
                value = get(word)
                if value is None:
                    value = cache[word] = xxhash.xxh3_64_intdigest(word.encode())
                values.append(value)
            np.array(values, dtype=np.uint64)
        return 0

    return run


def _rolling(arrays: list[np.ndarray]) -> Callable[[list[str]], int]:
    def run(_: list[str]) -> int:
        for values in arrays:
            shingle_hashes(values, 5)
        return 0

    return run


def _each(function: Callable[[str], object]) -> Callable[[list[str]], int]:
    def run(texts: list[str]) -> int:
        for text in texts:
            function(text)
        return 0

    return run


def _language(word_lists: list[list[str]]) -> Callable[[list[str]], int]:
    def run(_: list[str]) -> int:
        for words in word_lists:
            guess_language(words)
        return 0

    return run


def cpu_seconds(run: Callable[[list[str]], int], texts: list[str], repeat: int) -> float:
    """Best CPU time of ``repeat`` runs after one warm-up run."""
    run(texts)
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run(texts)
        best = min(best, time.process_time() - start)
    return best


def measure(texts: list[str], repeat: int) -> dict[str, object]:
    """Tokens per CPU second of the chained limit, of its steps alone, and of Imbrex's stages."""
    tokens = chained_limit(texts)
    lowered = [t.lower() for t in texts]
    word_lists = [_TOKEN.findall(t) for t in lowered]
    arrays = [
        np.array([xxhash.xxh3_64_intdigest(w.encode()) for w in words], dtype=np.uint64)
        for words in word_lists
    ]
    steps: dict[str, Callable[[list[str]], int]] = {
        "limit: lower + findall + cached xxh3 + rolling hash": chained_limit,
        "limit step: str.lower": _lower,
        "limit step: re.findall": _findall(lowered),
        "limit step: cached xxh3 per word": _hash_words(word_lists),
        "limit step: numpy rolling hash": _rolling(arrays),
        "imbrex: word_forms (indexing's tokeniser)": _each(word_forms),
        "imbrex: guess_language": _language(word_lists),
        "imbrex: document_fingerprints (one document's index keys)": _each(document_fingerprints),
        "imbrex: tokenise (with spans)": _each(tokenise),
        "imbrex: analyse (the pairwise engine's analysis)": _each(analyse),
    }
    rates = {name: tokens / cpu_seconds(run, texts, repeat) for name, run in steps.items()}
    limit = rates["limit: lower + findall + cached xxh3 + rolling hash"]
    return {
        "documents": len(texts),
        "tokens": tokens,
        "cpu": os.cpu_count(),
        "load": os.getloadavg()[0],
        "limit_tokens_per_s": round(limit),
        "stages": {
            name: {"tokens_per_s": round(rate), "of_limit": round(rate / limit, 3)}
            for name, rate in rates.items()
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pan", type=Path, help="PAN 2013 text alignment folder")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    pan = args.pan if args.pan and (args.pan / "src").is_dir() else None
    if args.pan and pan is None:
        print(f"No PAN sources in {args.pan}; using the demo texts.", file=sys.stderr)
    result = measure(load_texts(pan), args.repeat)
    print(
        f"{result['documents']} documents, {result['tokens']:,} tokens; "
        f"{result['cpu']} cores, load {result['load']:.2f}; CPU time, best of {args.repeat}"
    )
    print(f"\n{'stage':<62} {'tokens/s':>11}  of limit")
    for name, figures in result["stages"].items():  # type: ignore[attr-defined]
        print(f"{name:<62} {figures['tokens_per_s']:>11,}  {figures['of_limit']:>7.1%}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
