"""The corpus on PostgreSQL next to the SQLite file: the same documents, the same papers.

Usage: python benchmarks/corpus_pg.py --pan DIR [--size 10000] [--seconds 60]
       [--pg postgresql://…] [--work build/bench-corpus]

The documents and papers are those of ``make bench-corpus`` (``benchmarks/corpus.py``: Markov
documents of 500–3,500 words, 5,000-word papers with planted passages). Without ``--pg`` a
throwaway local cluster is started (tests/pg_cluster.py, ``durable=True``: Unix socket only,
``fsync``, ``synchronous_commit`` and ``full_page_writes`` at a default server's values) and
removed.

The two stores take turns: a folder of 1,000 documents into SQLite, the same into PostgreSQL,
the next folder, and so on; then each paper checked against one and the other (the load of a
shared machine falls on both alike).

Reported per store: indexing words/s (``corpus add`` with one worker per core) and its CPU
seconds per million words (this process with its workers; the local server's), size on disk,
check time per paper (median of 7, after one warm-up), the client's peak memory in a fresh
process checking one paper, and the time to remove one document (median of 5, the same
paths from each store, after the checks); then, on PostgreSQL, 4 concurrent clients for
``--seconds`` (2 adding documents one at a time, 2 checking papers): checks per second, p95 check time,
errors, and ``corpus verify`` afterwards.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import resource
import statistics
import subprocess
import sys
import time
from multiprocessing import forkserver
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.check import check_document  # noqa: E402
from app.corpus.indexer import add_paths  # noqa: E402
from app.corpus.stores import open_corpus_store  # noqa: E402
from app.extract import extract  # noqa: E402
from benchmarks.corpus import _CHILD, PER_FOLDER, make_documents, make_papers  # noqa: E402
from benchmarks.synthetic import MarkovWriter, pan_texts  # noqa: E402


def _process_cpu(pid: int, children: bool = False) -> float:
    """CPU seconds of process ``pid`` (and of its ended, reaped children) from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])
    if children:
        ticks += int(fields[13]) + int(fields[14])
    return ticks / os.sysconf("SC_CLK_TCK")


def _cpu_seconds() -> float:
    """CPU seconds of this process and of the indexer's workers that have ended (shut down
    after each ``add_paths``): children of the forkserver on Linux, which reaps them."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    total = own.ru_utime + own.ru_stime
    server = getattr(forkserver._forkserver, "_forkserver_pid", None)
    if server:
        total += _process_cpu(server, children=True)
    return total


def _server_cpu(store) -> float:
    """CPU seconds so far of the server process serving ``store`` (a local server: /proc);
    0 for an SQLite file."""
    connection = getattr(store, "connection", None)
    if connection is None or not hasattr(connection, "pgconn"):
        return 0.0
    return _process_cpu(connection.info.backend_pid)


def measure(specs: dict[str, str], folders: list[Path], papers: list[str], runs: int) -> dict:
    """Index ``folders`` into each empty corpus of ``specs``, a folder at a time, the stores
    taking turns (the machine's load falls on all of them alike); then check the same papers
    against each, again in turn. Per store: words/s, CPU seconds (this process and its
    workers; the server's), size, check times, a fresh process's check time and memory."""
    stores = {name: open_corpus_store(spec) for name, spec in specs.items()}
    seconds = dict.fromkeys(specs, 0.0)
    client = dict.fromkeys(specs, 0.0)
    server = dict.fromkeys(specs, 0.0)
    failed = dict.fromkeys(specs, 0)
    for folder in folders:
        for name, store in stores.items():
            cpu, served, start = _cpu_seconds(), _server_cpu(store), time.perf_counter()
            failed[name] += len(add_paths(store, [folder], "bench").failed)
            seconds[name] += time.perf_counter() - start
            client[name] += _cpu_seconds() - cpu
            server[name] += _server_cpu(store) - served
    documents = [extract(p) for p in papers[: runs + 1]]
    times: dict[str, list[float]] = {name: [] for name in specs}
    for store in stores.values():
        check_document(documents[0], store)  # warm the caches once
    for paper in documents[1:]:
        for name, store in stores.items():
            begin = time.perf_counter()
            check_document(paper, store)
            times[name].append(time.perf_counter() - begin)
    removals = _removals(stores, REMOVED)
    rows = {}
    for name, store in stores.items():
        stats = store.stats()
        disk = store.disk_bytes()
        store.close()
        child = subprocess.run(
            [sys.executable, "-c", _CHILD.format(root=str(ROOT)), specs[name], papers[0]],
            capture_output=True,
            text=True,
            check=True,
        )
        fresh = json.loads(child.stdout)
        millions = stats.words / 1e6
        rows[name] = {
            "documents": stats.documents,
            "words": stats.words,
            "failed": failed[name],
            "index_s": round(seconds[name], 1),
            "words_per_s": round(stats.words / seconds[name]),
            "client_cpu_s_per_m_words": round(client[name] / millions, 2),
            "server_cpu_s_per_m_words": round(server[name] / millions, 2),
            "disk_mb": round(disk / 2**20, 1),
            "check_median_s": round(statistics.median(times[name]), 3),
            "check_max_s": round(max(times[name]), 3),
            "fresh_check_s": round(fresh["seconds"], 3),
            "peak_mb": round(fresh["peak_mb"]),
            "remove_median_ms": round(1000 * statistics.median(removals[name]), 1),
            "remove_max_ms": round(1000 * max(removals[name]), 1),
        }
    return rows


#: Documents removed one at a time after the checks (the same paths from each store).
REMOVED = 5


def _removals(stores: dict, count: int) -> dict[str, list[float]]:
    """Seconds of ``remove`` of one document (its text and grams with it), ``count`` times per
    store, the stores taking turns: the same paths, spread evenly over the corpus (path
    order), so rows written early and late are both found."""
    paths = [d.path for d in next(iter(stores.values())).documents()]
    chosen = [paths[(2 * k + 1) * len(paths) // (2 * count)] for k in range(count)]
    times: dict[str, list[float]] = {name: [] for name in stores}
    for path in chosen:
        for name, store in stores.items():
            (doc,) = [d for d in store.documents() if d.path == path]
            begin = time.perf_counter()
            store.remove([doc.id])
            times[name].append(time.perf_counter() - begin)
    return times


def _adder(spec: str, files: list[str], until: float, out) -> None:
    """Add documents one file at a time until ``until``."""
    store = open_corpus_store(spec)
    added = errors = 0
    for file in files:
        if time.time() > until:
            break
        try:
            added += len(add_paths(store, [file], "bench-concurrent", workers=1).added)
        except Exception:  # noqa: BLE001 - counted and reported, the run goes on
            errors += 1
    store.close()
    out.put({"added": added, "errors": errors})


def _checker(spec: str, papers: list[str], until: float, out) -> None:
    """Check papers in turn until ``until``; each check's seconds."""
    store = open_corpus_store(spec, create=False)
    documents = [extract(p) for p in papers]
    times, errors, n = [], 0, 0
    while time.time() < until:
        begin = time.perf_counter()
        try:
            check_document(documents[n % len(documents)], store)
            times.append(time.perf_counter() - begin)
        except Exception:  # noqa: BLE001 - counted and reported, the run goes on
            errors += 1
        n += 1
    store.close()
    out.put({"times": times, "errors": errors})


def concurrent(spec: str, extra: list[Path], papers: list[str], seconds: float) -> dict:
    """2 adding and 2 checking clients for ``seconds``; then the corpus is verified."""
    context = multiprocessing.get_context("spawn")
    out = context.Queue()
    until = time.time() + seconds
    half = len(extra) // 2
    clients = [
        context.Process(target=_adder, args=(spec, [str(f) for f in extra[:half]], until, out)),
        context.Process(target=_adder, args=(spec, [str(f) for f in extra[half:]], until, out)),
        context.Process(target=_checker, args=(spec, papers[:4], until, out)),
        context.Process(target=_checker, args=(spec, papers[4:8], until, out)),
    ]
    for client in clients:
        client.start()
    results = [out.get(timeout=seconds + 600) for _ in clients]
    for client in clients:
        client.join()
    times = sorted(t for r in results for t in r.get("times", []))
    with open_corpus_store(spec) as store:
        problems = store.verify()
    return {
        "seconds": seconds,
        "checks": len(times),
        "checks_per_s": round(len(times) / seconds, 2),
        "check_p95_s": round(times[int(0.95 * (len(times) - 1))], 3) if times else None,
        "added": sum(r.get("added", 0) for r in results),
        "errors": sum(r["errors"] for r in results),
        "verify_problems": len(problems),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pan", type=Path, required=True, help="PAN 2013 text alignment folder")
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=7, help="papers timed per store")
    parser.add_argument("--seconds", type=float, default=60.0, help="concurrent clients' run")
    parser.add_argument("--pg", help="an existing empty database (default: a throwaway cluster)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench-corpus")
    args = parser.parse_args()
    writer = MarkovWriter(pan_texts(args.pan))
    files = make_documents(writer, args.work / "docs", args.size + 400)
    truth = make_papers(writer, files[:PER_FOLDER], args.work / "papers", 20)
    papers = [entry["paper"] for entry in truth]
    # Whole folders of the first ``size`` documents; the 400 after them for the adding clients.
    corpus_files, extra = files[: args.size], files[args.size :]
    folders = sorted({f.parent for f in corpus_files})
    if len(folders) * PER_FOLDER != args.size:
        parser.error(f"--size must be a multiple of {PER_FOLDER}")
    cluster = None
    if args.pg is None:
        from tests.pg_cluster import Cluster

        cluster = Cluster(durable=True)
        args.pg = cluster.dsn(cluster.new_database())
    try:
        sqlite = args.work / f"corpus-pg-bench-{args.size}.imbrex"
        for suffix in ("", "-wal", "-shm"):
            Path(f"{sqlite}{suffix}").unlink(missing_ok=True)
        load_before = os.getloadavg()
        rows = measure({"sqlite": str(sqlite), "postgresql": args.pg}, folders, papers, args.runs)
        load_after = os.getloadavg()
        for name, row in rows.items():
            print(json.dumps({"store": name, "size": args.size} | row), flush=True)
        busy = concurrent(args.pg, extra, papers, args.seconds)
        print(json.dumps({"store": "postgresql", "concurrent": busy}), flush=True)
    finally:
        if cluster is not None:
            cluster.stop()
    print(f"\nload average {load_before[0]:.1f} before, {load_after[0]:.1f} after the stores")
    print(
        f"{args.size:,} documents     words/s  CPU s/M words (client+workers, server)  disk MB"
        "  check median  fresh  peak MB  remove one (median, max)"
    )
    for name, r in rows.items():
        print(
            f"{name:<18} {r['words_per_s']:>9,} {r['client_cpu_s_per_m_words']:>17.2f} "
            f"{r['server_cpu_s_per_m_words']:>8.2f} {r['disk_mb']:>22} "
            f"{r['check_median_s']:>11.3f} s {r['fresh_check_s']:>6.3f} s {r['peak_mb']:>6}"
            f"  {r['remove_median_ms']:>7.1f} ms {r['remove_max_ms']:>7.1f} ms"
        )
    print(
        f"4 clients for {busy['seconds']:.0f} s: {busy['checks_per_s']} checks/s, p95 "
        f"{busy['check_p95_s']} s, {busy['added']} documents added, {busy['errors']} errors, "
        f"verify: {busy['verify_problems']} problems"
    )


if __name__ == "__main__":
    main()
