"""Window benchmarks: start-up time and the longest UI-thread stall during a check of a class.

Usage: python benchmarks/gui.py [--papers 50] [--corpus FILE] [--starts 5]

1. **Start-up**: ``imbrex gui --quit-after-show`` is started ``--starts`` times in a fresh process
   (offscreen, with an empty user folder, so the demo corpus is also being made); the time from
   starting the process to the window's first event-loop turn after ``show()`` is reported
   (target ≤ 1.5 s).
2. **Long paper**: a 100,000-word paper with a passage every ~700 words opened in the paper
   view (text, marks, first paint), and a jump to its last passage.
3. **Stall**: a window checks ``--papers`` papers (made from the bundled demo texts: each mixes
   paragraphs of the demo papers with passages of the demo sources) against the demo corpus, or
   against ``--corpus``. A 5 ms timer on the UI thread records the gaps between its ticks; the
   longest gap minus the interval is the longest time the event loop could not react (target
   < 100 ms). Papers arrive in the list while the check runs, and each is written to the
   results store as it arrives (as in the application); the store's size per paper is reported.
4. **Start-up with kept results**: as 1, with a results store of ``--stored`` papers (the
   papers of 3, kept again under several batches) in the user folder.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TICK_MS = 5


def startup_times(starts: int, results: Path | None = None) -> list[float]:
    """Seconds from process start to the window shown; ``results``: a results store copied
    into the fresh user folder first (the window restores it before it is shown)."""
    times = []
    for _ in range(starts):
        with tempfile.TemporaryDirectory() as home:
            if results is not None:
                from app.results_store import FILE_NAME

                kept = Path(home) / "data" / "Imbrex" / FILE_NAME
                kept.parent.mkdir(parents=True)
                shutil.copyfile(results, kept)
            env = {
                **os.environ,
                "HOME": home,
                "XDG_DATA_HOME": f"{home}/data",
                "XDG_CONFIG_HOME": f"{home}/config",
                "XDG_CACHE_HOME": f"{home}/cache",
                "IMBREX_REPORT_STARTUP": "1",
            }
            began = time.perf_counter()
            process = subprocess.Popen(
                [sys.executable, "-m", "app", "gui", "--quit-after-show"],
                cwd=ROOT,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
            assert process.stdout is not None  # stdout=PIPE
            for line in process.stdout:
                if line.startswith("window shown"):
                    times.append(time.perf_counter() - began)
                    break
            process.wait(120)
    return times


def make_papers(folder: Path, count: int) -> list[Path]:
    from app.corpus.demo import demo_folder

    demo = demo_folder()
    paragraphs = [
        p.strip()
        for f in sorted((demo / "papers").glob("en-*.txt"))
        for p in f.read_text(encoding="utf-8").split("\n\n")
        if len(p.split()) > 20
    ]
    sources = [
        p.strip()
        for f in sorted((demo / "sources").glob("en-*.txt"))
        for p in f.read_text(encoding="utf-8").split("\n\n")
        if len(p.split()) > 30
    ]
    rnd = random.Random(7)
    folder.mkdir(parents=True, exist_ok=True)
    files = []
    for n in range(count):
        parts = rnd.sample(paragraphs, min(len(paragraphs), 10)) + rnd.sample(sources, 2)
        rnd.shuffle(parts)
        path = folder / f"paper-{n:03d}.txt"
        path.write_text("\n\n".join(parts) + "\n", encoding="utf-8")
        files.append(path)
    return files


def _bench_folder():
    """The application, a temporary folder with the demo corpus, and preferences kept there
    (never the user's own)."""
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    from app.corpus import open_corpus
    from app.corpus.demo import add_demo
    from app.gui.preferences import Preferences

    app = QApplication.instance() or QApplication([])
    QCoreApplication.setOrganizationName("Imbrex-benchmark")
    work = Path(tempfile.mkdtemp(prefix="imbrex-gui-bench-"))
    corpus = work / "demo.imbrex"
    store = open_corpus(corpus)
    add_demo(store)
    store.close()
    preferences = Preferences(QSettings(str(work / "settings.ini"), QSettings.Format.IniFormat))
    return app, work, corpus, preferences


def stall_during_check(
    papers: int, corpus: Path | None, stored: int = 0, stored_path: Path | None = None
) -> dict:
    """The stall figures; with ``stored_path``, also writes a results store of ``stored``
    papers there (the checked papers kept again under as many batches as needed)."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    from app.gui.main_window import MainWindow
    from app.gui.session import Batch

    app, work, demo, preferences = _bench_folder()
    corpus = corpus or demo
    try:
        folder = work / "class"
        make_papers(folder, papers)
        window = MainWindow(preferences, corpus, results_path=work / "results.sqlite3")
        window.resize(1280, 820)
        window.show()
        app.processEvents()
        gaps: list[float] = []
        clock = QElapsedTimer()
        clock.start()
        last = [clock.nsecsElapsed()]

        def tick() -> None:
            now = clock.nsecsElapsed()
            gaps.append((now - last[0]) / 1e6)
            last[0] = now

        timer = QTimer()
        timer.setInterval(TICK_MS)
        timer.timeout.connect(tick)
        done: list[Batch] = []

        def finished(batch: Batch) -> None:
            done.append(batch)
            app.quit()

        window.batchFinished.connect(finished)
        # Select each paper as it arrives, as a teacher browsing during the check would.
        window.paperAdded.connect(lambda entry: window.papers.select(entry))
        # The time each write to the results store takes on the UI thread (a turn of its own).
        writes: list[float] = []
        write = window.kept._write

        def timed_write(change):
            began = time.perf_counter()
            try:
                return write(change)
            finally:
                writes.append(time.perf_counter() - began)

        window.kept._write = timed_write  # type: ignore[method-assign]
        began = time.perf_counter()
        window.check_paths([str(folder)])
        timer.start()
        app.exec()
        timer.stop()
        elapsed = time.perf_counter() - began
        batch = done[0]
        stalls = sorted(g - TICK_MS for g in gaps)
        window.close()
        store_bytes = (work / "results.sqlite3").stat().st_size
        if stored_path is not None:
            _keep_copies(batch, stored, stored_path)
        return {
            "store_bytes_per_paper": store_bytes / max(1, len(batch.papers)),
            "write_ms": (statistics.median(writes) * 1000, max(writes) * 1000) if writes else None,
            "papers": len(batch.papers),
            "status": batch.status,
            "seconds": elapsed,
            "ticks": len(gaps),
            "longest_stall_ms": stalls[-1] if stalls else 0.0,
            "p99_stall_ms": stalls[int(0.99 * (len(stalls) - 1))] if stalls else 0.0,
            "stalls_over_50ms": sum(1 for s in stalls if s > 50),
        }
    finally:
        shutil.rmtree(work, ignore_errors=True)


def window_build_cpu(results: Path, repeats: int = 5) -> tuple[float, float]:
    """Median CPU seconds (``time.process_time``, little affected by other programs on the
    machine) to build the main window with a copy of the results store ``results``, and with
    an empty store: what restoring the kept papers adds to start-up."""
    from app.gui.main_window import MainWindow

    app, work, corpus, preferences = _bench_folder()
    try:
        costs: dict[bool, list[float]] = {True: [], False: []}
        for n in range(repeats):
            for kept in (True, False):
                path = work / f"results-{n}-{kept}.sqlite3"
                if kept:
                    shutil.copyfile(results, path)
                began = time.process_time()
                window = MainWindow(preferences, corpus, results_path=path)
                costs[kept].append(time.process_time() - began)
                window.close()
                window.deleteLater()
                app.processEvents()
        return statistics.median(costs[True]), statistics.median(costs[False])
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _keep_copies(batch, count: int, path: Path) -> None:
    """A results store of ``count`` papers: ``batch``'s papers kept under batches "Class 1",
    "Class 2"… (each a full class result)."""
    from app.results_store import open_results

    store = open_results(path).store
    try:
        kept = 0
        while kept < count:
            key = store.add_batch(f"Class {kept // len(batch.papers) + 1}", batch.paths, None)
            for entry in batch.papers[: count - kept]:
                store.put_paper(key, entry.outcome)
                kept += 1
            store.finish_batch(key, batch.result)
    finally:
        store.close()


def long_paper_open(words: int = 100_000) -> dict:
    """Seconds to show a paper of ``words`` words with a passage every ~700 words in the paper
    view (text, marks and the first paint), as when a teacher clicks it in the list."""
    from PySide6.QtWidgets import QApplication

    from app.batch import PaperOutcome
    from app.check import compare_files
    from app.corpus.demo import demo_folder
    from app.gui.paper_page import PaperPage
    from app.gui.session import Batch, PaperEntry
    from app.report.evidence import Evidence

    app = QApplication.instance() or QApplication([])
    demo = demo_folder()
    base = compare_files(
        demo / "papers" / "en-emma-water-and-life.txt", demo / "sources" / "en-water-cycle.txt"
    ).evidence
    repeats = words // base.report.document.words + 1
    text = base.paper_text * repeats
    step = len(base.paper_text)
    source = replace(
        base.report.sources[0],
        passages=tuple(
            replace(p, start=p.start + k * step, end=p.end + k * step)
            for k in range(repeats)
            for p in base.report.sources[0].passages
        ),
    )
    report = replace(
        base.report,
        sources=(source,),
        excluded=tuple(
            replace(e, start=e.start + k * step, end=e.end + k * step)
            for k in range(repeats)
            for e in base.report.excluded
        ),
        document=replace(base.report.document, chars=len(text), words=words),
    )
    evidence = Evidence(report, text, base.source_texts)
    page = PaperPage()
    page.resize(1200, 800)
    page.show()
    app.processEvents()
    began = time.perf_counter()
    page.show_entry(PaperEntry(PaperOutcome("long.txt", None, evidence), Batch("long", ())))
    page.grab()  # the first paint
    shown = time.perf_counter() - began
    began = time.perf_counter()
    page.go_to(0, len(source.passages) - 1)
    page.grab()
    jump = time.perf_counter() - began
    return {
        "words": len(text.split()),
        "passages": len(source.passages),
        "open": shown,
        "jump": jump,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--papers", type=int, default=50)
    parser.add_argument("--corpus", type=Path, help="a corpus file (default: the demo corpus)")
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--stored", type=int, default=200, help="papers kept for start-up 4")
    args = parser.parse_args()
    report_startup(startup_times(args.starts), "")
    long = long_paper_open()
    print(
        f"paper view: a {long['words']:,}-word paper with {long['passages']} passages shown in "
        f"{long['open']:.2f} s (text, marks, first paint); jump to its last passage "
        f"{long['jump'] * 1000:.0f} ms"
    )
    with tempfile.TemporaryDirectory() as folder:
        stored = Path(folder) / "results.sqlite3"
        figures = stall_during_check(args.papers, args.corpus, args.stored, stored)
        print(
            f"check of {figures['papers']} papers ({figures['status']}) in "
            f"{figures['seconds']:.1f} s, results kept: "
            f"longest UI stall {figures['longest_stall_ms']:.0f} ms (target < 100 ms), "
            f"99th percentile {figures['p99_stall_ms']:.1f} ms, "
            f"{figures['stalls_over_50ms']} stalls over 50 ms, {figures['ticks']} timer ticks; "
            f"results store {figures['store_bytes_per_paper'] / 1024:.0f} KB per paper"
        )
        if figures["write_ms"]:
            print(
                "each write to the results store (a paper, the class) on the UI thread: median "
                "{:.1f} ms, longest {:.1f} ms".format(*figures["write_ms"])
            )
        report_startup(
            startup_times(args.starts, stored),
            f" with {args.stored} kept papers ({stored.stat().st_size / 1e6:.1f} MB)",
        )
        kept, empty = window_build_cpu(stored)
        print(
            f"window built (CPU time, median of 5): {kept * 1000:.0f} ms with {args.stored} kept "
            f"papers, {empty * 1000:.0f} ms with an empty store: restoring adds "
            f"{(kept - empty) * 1000:.0f} ms"
        )


def report_startup(times: list[float], what: str) -> None:
    if times:
        print(
            f"start-up to window shown{what}: median {statistics.median(times):.2f} s, "
            f"max {max(times):.2f} s over {len(times)} starts (target <= 1.5 s)"
        )
    else:
        print(f"start-up{what}: the window did not report being shown")


if __name__ == "__main__":
    main()
