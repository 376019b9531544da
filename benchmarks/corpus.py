"""Corpus index benchmark: indexing speed, index size, check time, retrieval recall, scaling.

Usage: python benchmarks/corpus.py --pan DIR [--sizes 1000,10000] [--work build/bench-corpus]
       [--papers 20] [--samplings winnow,mod-m] [--workers 2,1] [--rounds N] [--index-only]

Documents are written by an order-2 Markov chain trained on the PAN 2013 texts
(``benchmarks/synthetic.py``), 500–3,500 words each (2,000 on average, so 10,000 documents hold
about 20 million words). Papers of 5,000 words carry 5 planted passages each, 50–150 words taken
from corpus documents and lightly edited (8 % of the words replaced, dropped or added).

Reported per corpus size and sampling: indexing throughput (words/s, with one worker process per
core), index size relative to the raw text, retrieval recall (the share of planted passages whose
source is among the candidates), the median time to check one 5,000-word paper (retrieval,
alignment of the candidates, report) and the peak memory of a fresh process doing one check.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.check import check_document  # noqa: E402
from app.corpus import open_corpus  # noqa: E402
from app.corpus.retrieval import find_candidates  # noqa: E402
from app.engine.fingerprints import QUERY_STRIDE, query_keys  # noqa: E402
from app.extract import extract  # noqa: E402
from benchmarks.synthetic import MarkovWriter, pan_texts, passage  # noqa: E402
from benchmarks.tree_memory import GroupSampler  # noqa: E402

PER_FOLDER = 1000
PAPER_WORDS = 5000
PLANTED = 5

_INDEX_CHILD = """
import json, sys, time
sys.path.insert(0, {root!r})
from app.corpus import open_corpus
from app.corpus.indexer import add_paths
if __name__ == "__main__":
    corpus, sampling, workers, *folders = sys.argv[1:]
    store = open_corpus(corpus, sampling=sampling)
    start = time.perf_counter()
    summary = add_paths(store, folders, "bench", workers=int(workers) or None)
    seconds = time.perf_counter() - start
    stats = store.stats()
    store.close()
    print(json.dumps({{"seconds": seconds, "documents": stats.documents, "words": stats.words,
        "grams": stats.grams, "failed": len(summary.failed)}}))
"""

_CHILD = """
import json, resource, sys, time
sys.path.insert(0, {root!r})
from app.check import check_document
from app.corpus.stores import open_corpus_store
from app.extract import extract
store = open_corpus_store(sys.argv[1], create=False)
paper = extract(sys.argv[2])
start = time.perf_counter()
result = check_document(paper, store)
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
try:  # Linux: ru_maxrss keeps the parent's peak across fork + exec; VmHWM is this program's
    with open("/proc/self/status") as status:
        peak_kb = next(int(l.split()[1]) for l in status if l.startswith("VmHWM:"))
except (OSError, StopIteration):
    pass
print(json.dumps({{"seconds": time.perf_counter() - start,
    "sources": len(result.evidence.report.sources),
    "peak_mb": peak_kb / 1024}}))
"""


def make_documents(writer: MarkovWriter, folder: Path, count: int) -> list[Path]:
    """``count`` documents in sub-folders of 1,000 (made once, then reused)."""
    files = []
    for i in range(count):
        file = folder / f"{i // PER_FOLDER:02d}" / f"doc{i:05d}.txt"
        files.append(file)
        if not file.exists():
            # Seeded per document: the same documents whichever of them were made before.
            writer.random.seed(i)
            file.parent.mkdir(parents=True, exist_ok=True)
            file.write_text(writer.words(writer.random.randint(500, 3500)) + "\n", "utf-8")
    return files


def make_papers(writer: MarkovWriter, sources: list[Path], folder: Path, count: int) -> list[dict]:
    """Papers with planted, lightly edited passages; the ground truth as a list of dicts."""
    truth_file = folder / "truth.json"
    if truth_file.exists():
        return json.loads(truth_file.read_text(encoding="utf-8"))
    folder.mkdir(parents=True, exist_ok=True)
    rnd = random.Random(11)
    writer.random.seed("papers")  # the papers' own text: unlike any document's
    truth = []
    for n in range(count):
        parts = [writer.words(PAPER_WORDS // (PLANTED + 1)) for _ in range(PLANTED + 1)]
        planted = []
        for k in range(PLANTED):
            source = rnd.choice(sources)
            words = rnd.randint(50, 150)
            copied = writer.light_edit(passage(source.read_text(encoding="utf-8"), words, rnd))
            parts.insert(2 * k + 1, copied)
            planted.append({"source": str(source.resolve()), "words": words})
        file = folder / f"paper{n:02d}.txt"
        file.write_text("\n\n".join(parts) + "\n", encoding="utf-8")
        truth.append({"paper": str(file), "planted": planted})
    truth_file.write_text(json.dumps(truth, indent=1), encoding="utf-8")
    return truth


def index(corpus: Path, folders: list[Path], sampling: str, workers: int | None = None) -> dict:
    """Index ``folders`` into a new ``corpus`` in a child process (its own process group), with
    the whole tree's peak memory and CPU seconds sampled every 20 ms from /proc."""
    for suffix in ("", "-wal", "-shm"):
        Path(f"{corpus}{suffix}").unlink(missing_ok=True)
    command = [sys.executable, "-c", _INDEX_CHILD.format(root=str(ROOT)), str(corpus), sampling]
    command += [str(workers or 0)] + [str(f) for f in folders]
    process = subprocess.Popen(command, start_new_session=True, stdout=subprocess.PIPE, text=True)
    sampler = GroupSampler(process.pid)
    peak = 0
    while process.poll() is None:
        peak = max(peak, sampler.sample()[0])
        time.sleep(0.02)
    cpu = sampler.cpu
    assert process.stdout is not None  # started with stdout=PIPE
    child = json.loads(process.stdout.read())
    if process.returncode:
        raise SystemExit(f"indexing failed ({process.returncode})")
    raw = sum(f.stat().st_size for folder in folders for f in folder.glob("*.txt"))
    seconds = child["seconds"]
    return {
        "documents": child["documents"],
        "words": child["words"],
        "workers": workers or os.cpu_count(),
        "index_s": round(seconds, 1),
        "words_per_s": round(child["words"] / seconds),
        "cpu_s": round(sum(cpu.values()), 1),
        "words_per_cpu_s": round(child["words"] / sum(cpu.values())),
        "tree_peak_mb": round(peak / 2**20),
        "load": round(os.getloadavg()[0], 1),
        "size_ratio": round(corpus.stat().st_size / raw, 2),
        "mb": round(corpus.stat().st_size / 2**20, 1),
        "fingerprints": child["grams"],
        "failed": child["failed"],
    }


def recall(corpus: Path, truth: list[dict]) -> dict:
    store = open_corpus(corpus, create=False)
    by_path = {d.path: d.id for d in store.documents()}
    found = {5: 0, 10: 0, 20: 0}
    total = 0
    for entry in truth:
        text = Path(entry["paper"]).read_text(encoding="utf-8")
        found_docs = find_candidates(store, query_keys(text), limit=20, stride=QUERY_STRIDE)
        ranked = [c.doc_id for c in found_docs]
        for planted in entry["planted"]:
            total += 1
            doc = by_path.get(planted["source"])
            for k in found:
                found[k] += doc in ranked[:k]
    store.close()
    return {f"recall@{k}": round(v / total, 4) for k, v in found.items()} | {"planted": total}


def check_times(corpus: Path, truth: list[dict], runs: int) -> dict:
    store = open_corpus(corpus, create=False)
    papers = [extract(entry["paper"]) for entry in truth[:runs]]
    check_document(papers[0], store)  # warm the caches once
    seconds = []
    cpu = []
    for paper in papers:
        start, started = time.perf_counter(), time.process_time()
        check_document(paper, store)
        seconds.append(time.perf_counter() - start)
        cpu.append(time.process_time() - started)
    store.close()
    child = subprocess.run(
        [sys.executable, "-c", _CHILD.format(root=str(ROOT)), str(corpus), truth[0]["paper"]],
        capture_output=True,
        text=True,
        check=True,
    )
    fresh = json.loads(child.stdout)
    return {
        "check_median_s": round(statistics.median(seconds), 3),
        "check_max_s": round(max(seconds), 3),
        "check_median_cpu_s": round(statistics.median(cpu), 3),
        "fresh_process_check_s": round(fresh["seconds"], 3),
        "peak_mb": round(fresh["peak_mb"]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pan", type=Path, required=True, help="PAN 2013 text alignment folder")
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--samplings", default="winnow,mod-m")
    parser.add_argument(
        "--workers", default="2,1", help="worker counts to index with (checks use the first)"
    )
    parser.add_argument("--index-only", action="store_true", help="no recall and check times")
    parser.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="index with the worker counts this many times, alternated; the speed ratio of the"
        " first count to the others is printed per round and as the median",
    )
    parser.add_argument("--papers", type=int, default=20)
    parser.add_argument("--runs", type=int, default=7, help="papers timed per corpus")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench-corpus")
    parser.add_argument(
        "--reuse",
        action="store_true",
        help="check against corpora indexed by an earlier run (no indexing figures)",
    )
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    writer = MarkovWriter(pan_texts(args.pan))
    files = make_documents(writer, args.work / "docs", max(sizes))
    truth = make_papers(writer, files[:PER_FOLDER], args.work / "papers", args.papers)
    results = []
    for size in sizes:
        folders = sorted({f.parent for f in files[:size]})
        for sampling in args.samplings.split(","):
            corpus = args.work / f"corpus-{size}-{sampling}.imbrex"
            if args.reuse and corpus.exists():  # check only, against the corpus made before
                row = {"size": size, "sampling": sampling}
                row |= recall(corpus, truth) | check_times(corpus, truth, args.runs)
                print(json.dumps(row), flush=True)
                continue
            for turn in range(args.rounds):
                for n, workers in enumerate(int(w) for w in args.workers.split(",")):
                    row = {"size": size, "sampling": sampling, "round": turn}
                    row |= index(corpus, folders, sampling, workers)
                    if not args.index_only and n == 0 and turn == 0:  # checked once
                        row |= recall(corpus, truth)
                        row |= check_times(corpus, truth, args.runs)
                    results.append(row)
                    print(json.dumps(row), flush=True)
    print(
        "\nsize    sampling  workers  words/s  words/CPU-s  tree MB  load  size×  recall@20  "
        "check(median)  fresh  peak MB"
    )
    for r in results:
        checked = (
            f"{r['recall@20']:>9.3f} {r['check_median_s']:>10.3f} s "
            f"{r['fresh_process_check_s']:>7.3f} s {r['peak_mb']:>6}"
            if "recall@20" in r
            else ""
        )
        print(
            f"{r['size']:<7} {r['sampling']:<8} {r['workers']:>7} {r['words_per_s']:>8,} "
            f"{r['words_per_cpu_s']:>12,} {r['tree_peak_mb']:>8} {r['load']:>5} "
            f"{r['size_ratio']:>6} {checked}"
        )
    for line in _speed_ratios(results):
        print(line)


def _speed_ratios(results: list[dict]) -> list[str]:
    """Per corpus size and sampling indexed with several worker counts: the first count's speed
    over each other's, round by round (runs alternated, so that a slow spell of a shared
    machine falls on both), and the median of the rounds."""
    lines = []
    for size, sampling in dict.fromkeys((r["size"], r["sampling"]) for r in results):
        rows = [r for r in results if (r["size"], r["sampling"]) == (size, sampling)]
        counts = list(dict.fromkeys(r["workers"] for r in rows))
        for other in counts[1:]:
            ratios = []
            for turn in sorted({r["round"] for r in rows}):
                speed = {r["workers"]: r["words_per_s"] for r in rows if r["round"] == turn}
                if counts[0] in speed and other in speed:
                    ratios.append(speed[counts[0]] / speed[other])
            if ratios:
                each = ", ".join(f"{ratio:.2f}" for ratio in ratios)
                lines.append(
                    f"{size} {sampling}: {counts[0]} workers / {other}: {each}"
                    f" (median {statistics.median(ratios):.2f},"
                    f" {len(ratios)} round{'s' if len(ratios) != 1 else ''})"
                )
    return lines


if __name__ == "__main__":
    main()
