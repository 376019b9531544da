"""PAN text-alignment benchmark: the engine on every suspicious/source pair of a PAN corpus.

Usage: python benchmarks/pan.py --corpus DIR --out DIR [--limit N] [--category NAME] [--profile]

``--corpus`` is a PAN text-alignment corpus, e.g. ``../shared/data/pan13-text-alignment-train-dev``:
``susp/`` and ``src/`` hold the texts, and each category folder ``0N-name/`` has a ``pairs`` file
("suspicious-documentX.txt source-documentY.txt" per line) and one truth XML per pair,
``suspicious-documentX-source-documentY.xml``, whose ``<feature name="plagiarism" ...>`` are
the cases. (A corpus without category folders uses its top-level ``pairs`` and truth XMLs.)

For every pair the engine runs in-process (``analyse`` once per document, cached, then
``compare``), and its passages are written to ``--out`` as PAN detection XML, one file per pair
named like the truth file. The detections read back from those files are scored against the
truth with :mod:`benchmarks.plagdet`: PlagDet, recall, precision and granularity overall and per
category (per category only that category's pairs count), plus, for the pairs without any case,
the share of pairs with no detection at all. Speed is given in pairs per second of engine time
(``analyse`` + ``compare``) and of wall time, in one process pinned to one core.

``--limit N`` takes the first N pairs in turn from each category (round-robin, in ``pairs``
file order), so a small run still covers every category. ``--category`` takes one category by
its folder name, with or without the ``0N-`` prefix. ``--profile`` runs the pairs under cProfile
and prints the 25 entries with the largest cumulative time (timings are then inflated).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import time
import xml.etree.ElementTree as ElementTree
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO
from xml.sax.saxutils import quoteattr

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.plagdet import Annotation, Scores, evaluate  # noqa: E402

CASE_FEATURE = "plagiarism"
DETECTION_FEATURE = "detected-plagiarism"
CACHE_SIZE = 512


@dataclass(frozen=True)
class Engine:
    """The engine entry points the benchmark calls, and the settings it passes to them."""

    analyse: Callable[[str, Any], Any]
    compare: Callable[[Any, Any, Any], Any]
    settings: Any


def load_engine() -> Engine:
    """The real engine with default settings (imported here, so the module level stays light)."""
    from app.engine import compare, settings

    return Engine(analyse=compare.analyse, compare=compare.compare, settings=settings.Settings())


@dataclass(frozen=True)
class Pair:
    """One suspicious/source pair of the corpus and the truth file of its category."""

    susp: str
    src: str
    category: str
    truth: Path

    @property
    def xml_name(self) -> str:
        """PAN file name of the pair's truth and detection XML."""
        return xml_name(self.susp, self.src)


def xml_name(susp: str, src: str) -> str:
    """``suspicious-documentX-source-documentY.xml`` for the pair of those two files."""
    return f"{Path(susp).stem}-{Path(src).stem}.xml"


@dataclass
class Timing:
    """Seconds spent in the engine and how many documents were analysed."""

    analyse: float = 0.0
    compare: float = 0.0
    #: CPU seconds of the same calls (``time.process_time``): steady on a shared machine.
    analyse_cpu: float = 0.0
    compare_cpu: float = 0.0
    analysed_documents: int = 0
    skipped_passages: int = 0

    @property
    def engine(self) -> float:
        """Engine time: analyse + compare."""
        return self.analyse + self.compare

    @property
    def engine_cpu(self) -> float:
        """Engine CPU time: analyse + compare."""
        return self.analyse_cpu + self.compare_cpu


@dataclass
class AnalysisCache:
    """LRU cache of analysed texts by file path; times the ``analyse`` calls only."""

    engine: Engine
    timing: Timing
    size: int = CACHE_SIZE
    _entries: OrderedDict[Path, Any] = field(default_factory=OrderedDict)

    def get(self, path: Path) -> Any:
        """The analysed text of the file, from the cache or analysed now."""
        if path in self._entries:
            self._entries.move_to_end(path)
            return self._entries[path]
        text = read_text(path)
        start, cpu = time.perf_counter(), time.process_time()
        analysed = self.engine.analyse(text, self.engine.settings)
        self.timing.analyse += time.perf_counter() - start
        self.timing.analyse_cpu += time.process_time() - cpu
        self.timing.analysed_documents += 1
        self._entries[path] = analysed
        if len(self._entries) > self.size:
            self._entries.popitem(last=False)
        return analysed


def read_text(path: Path) -> str:
    """A corpus text as PAN counts it: UTF-8, no newline translation (offsets are str indices)."""
    with open(path, encoding="utf-8", newline="") as stream:
        return stream.read()


def read_pairs(path: Path) -> list[tuple[str, str]]:
    """The (suspicious, source) file names of a ``pairs`` file."""
    pairs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) == 2:
            pairs.append((parts[0], parts[1]))
        elif parts:
            raise ValueError(f"{path}: not a pair line: {line!r}")
    return pairs


def load_pairs(corpus: Path) -> list[Pair]:
    """All pairs of the corpus, category by category (folders with a ``pairs`` file)."""
    folders = sorted(p for p in corpus.iterdir() if p.is_dir() and (p / "pairs").is_file())
    if not folders:
        if not (corpus / "pairs").is_file():
            raise FileNotFoundError(f"{corpus}: no pairs file and no category folder with one")
        folders = [corpus]
    pairs = []
    for folder in folders:
        category = folder.name if folder != corpus else "all"
        for susp, src in read_pairs(folder / "pairs"):
            pairs.append(Pair(susp, src, category, folder / xml_name(susp, src)))
    return pairs


def select(pairs: Sequence[Pair], category: str | None, limit: int | None) -> list[Pair]:
    """Pairs of one category (if given), then at most ``limit`` taken round-robin by category."""
    if category:
        chosen = [p for p in pairs if category in (p.category, p.category.partition("-")[2])]
        if not chosen:
            known = ", ".join(sorted({p.category for p in pairs}))
            raise SystemExit(f"no pairs in category {category!r}; categories: {known}")
        pairs = chosen
    if limit is None or limit >= len(pairs):
        return list(pairs)
    queues: dict[str, list[Pair]] = {}
    for pair in pairs:
        queues.setdefault(pair.category, []).append(pair)
    taken: list[Pair] = []
    depth = 0
    while len(taken) < limit:
        for queue in queues.values():
            if depth < len(queue) and len(taken) < limit:
                taken.append(queue[depth])
        depth += 1
    return taken


def read_annotations(path: Path, feature: str) -> list[Annotation]:
    """The external annotations named ``feature`` in a PAN XML file (other features ignored)."""
    root = ElementTree.parse(path).getroot()
    reference = root.get("reference", "")
    keys = ("this_offset", "this_length", "source_reference", "source_offset", "source_length")
    found = []
    for node in root.iter("feature"):
        if node.get("name") != feature or any(node.get(k) is None for k in keys):
            continue
        found.append(
            Annotation(
                reference,
                int(node.get("this_offset", "")),
                int(node.get("this_length", "")),
                node.get("source_reference", ""),
                int(node.get("source_offset", "")),
                int(node.get("source_length", "")),
            )
        )
    return found


def detection_xml(susp: str, detections: Sequence[Annotation]) -> str:
    """A PAN detection document for one suspicious document."""
    lines = [f"<document reference={quoteattr(susp)}>"]
    for d in detections:
        lines.append(
            f'<feature name="{DETECTION_FEATURE}" this_offset="{d.this_offset}" '
            f'this_length="{d.this_length}" source_reference={quoteattr(d.source_reference)} '
            f'source_offset="{d.source_offset}" source_length="{d.source_length}"/>'
        )
    lines.append("</document>")
    return "\n".join(lines) + "\n"


def detect(pair: Pair, corpus: Path, cache: AnalysisCache) -> list[Annotation]:
    """The engine's passages for one pair, as PAN annotations (empty passages are dropped)."""
    paper = cache.get(corpus / "susp" / pair.susp)
    source = cache.get(corpus / "src" / pair.src)
    start, cpu = time.perf_counter(), time.process_time()
    match = cache.engine.compare(paper, source, cache.engine.settings)
    cache.timing.compare += time.perf_counter() - start
    cache.timing.compare_cpu += time.process_time() - cpu
    found = []
    for p in match.passages:
        if p.end <= p.start or p.source_end <= p.source_start:
            cache.timing.skipped_passages += 1
            continue
        found.append(
            Annotation(
                pair.susp,
                p.start,
                p.end - p.start,
                pair.src,
                p.source_start,
                p.source_end - p.source_start,
            )
        )
    return found


@dataclass(frozen=True)
class Row:
    """The scores of a group of pairs, and how many of its case-free pairs had no detection."""

    name: str
    pairs: int
    scores: Scores
    clean_pairs: int
    clean_undetected: int


def score(
    name: str,
    pairs: Sequence[Pair],
    cases: dict[Pair, list[Annotation]],
    detections: dict[Pair, list[Annotation]],
) -> Row:
    """PAN measures over the given pairs only."""
    clean = [p for p in pairs if not cases[p]]
    return Row(
        name=name,
        pairs=len(pairs),
        scores=evaluate(
            [c for p in pairs for c in cases[p]], [d for p in pairs for d in detections[p]]
        ),
        clean_pairs=len(clean),
        clean_undetected=sum(not detections[p] for p in clean),
    )


def print_table(rows: Sequence[Row], out: TextIO) -> None:
    """The score table: one line per category, then the overall line."""
    header = (
        f"{'category':28} {'pairs':>5} {'cases':>5} {'found':>5} {'dets':>5} {'PlagDet':>7} "
        f"{'recall':>6} {'prec':>6} {'gran':>6}  case-free pairs without detection"
    )
    print(header, file=out)
    print("-" * len(header), file=out)
    for row in rows:
        s = row.scores
        clean = "-"
        if row.clean_pairs:
            share = row.clean_undetected / row.clean_pairs
            clean = f"{row.clean_undetected}/{row.clean_pairs} ({share:.1%})"
        print(
            f"{row.name:28} {row.pairs:5} {s.cases:5} {s.detected_cases:5} {s.detections:5} "
            f"{s.plagdet:7.4f} {s.recall:6.4f} {s.precision:6.4f} {s.granularity:6.3f}  {clean}",
            file=out,
        )


def run(
    pairs: Sequence[Pair], corpus: Path, out_dir: Path, engine: Engine
) -> tuple[dict[Pair, list[Annotation]], Timing]:
    """Detect every pair and write its detection XML; the detections read back, and timings."""
    timing = Timing()
    cache = AnalysisCache(engine, timing)
    detections = {}
    for pair in pairs:
        path = out_dir / pair.xml_name
        path.write_text(detection_xml(pair.susp, detect(pair, corpus, cache)), encoding="utf-8")
        detections[pair] = read_annotations(path, DETECTION_FEATURE)
    return detections, timing


def _overridden(settings: Any, assignments: Sequence[str]) -> Any:
    """``settings`` with NAME=VALUE assignments applied, each value parsed as its field's type."""
    changes: dict[str, Any] = {}
    for assignment in assignments:
        name, sep, value = assignment.partition("=")
        if not sep or not hasattr(settings, name):
            raise ValueError(f"--set expects NAME=VALUE with a setting name, not {assignment!r}")
        current = getattr(settings, name)
        if isinstance(current, bool):
            changes[name] = value.lower() in ("1", "true", "yes", "on")
        else:
            changes[name] = type(current)(value)
    return dataclasses.replace(settings, **changes)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the benchmark; print settings, the score table and the speed to ``out``."""
    out = out or sys.stdout
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True, help="PAN text-alignment corpus")
    parser.add_argument("--out", type=Path, required=True, help="folder for the detection XML")
    parser.add_argument("--limit", type=int, help="at most N pairs, round-robin by category")
    parser.add_argument("--category", help="only this category, e.g. 02-no-obfuscation")
    parser.add_argument("--profile", action="store_true", help="run under cProfile")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="override one engine setting (repeatable), e.g. --set max_gap=5",
    )
    args = parser.parse_args(argv)
    corpus: Path = args.corpus
    if args.limit is not None and args.limit < 1:
        parser.error("--limit must be at least 1")
    if not (corpus / "susp").is_dir() or not (corpus / "src").is_dir():
        parser.error(f"{corpus} has no susp/ and src/ folders")

    pairs = select(load_pairs(corpus), args.category, args.limit)
    cases = {p: read_annotations(p.truth, CASE_FEATURE) if p.truth.is_file() else [] for p in pairs}
    missing_truth = sum(not p.truth.is_file() for p in pairs)
    engine = load_engine()
    if args.set:
        try:
            engine = dataclasses.replace(engine, settings=_overridden(engine.settings, args.set))
        except ValueError as error:
            parser.error(str(error))
    print(f"settings: {dataclasses.asdict(engine.settings)}", file=out)
    print(f"corpus: {corpus} ({len(pairs)} pairs), detections to {args.out}", file=out)
    if missing_truth:
        print(f"warning: {missing_truth} pairs have no truth XML (taken as no case)", file=out)
    args.out.mkdir(parents=True, exist_ok=True)

    start = time.perf_counter()
    if args.profile:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        detections, timing = profiler.runcall(run, pairs, corpus, args.out, engine)
    else:
        detections, timing = run(pairs, corpus, args.out, engine)
    wall = time.perf_counter() - start

    categories = sorted({p.category for p in pairs})
    rows = [score(c, [p for p in pairs if p.category == c], cases, detections) for c in categories]
    if len(categories) > 1:
        rows.append(score("overall", pairs, cases, detections))
    print(file=out)
    print_table(rows, out)
    print(file=out)
    n = len(pairs)
    print(
        f"speed: {n} pairs; engine {timing.engine:.2f} s = {n / max(timing.engine, 1e-9):.1f} "
        f"pairs/s (analyse {timing.analyse:.2f} s for {timing.analysed_documents} documents, "
        f"compare {timing.compare:.2f} s); engine CPU {timing.engine_cpu:.2f} s = "
        f"{n / max(timing.engine_cpu, 1e-9):.1f} pairs/s (analyse {timing.analyse_cpu:.2f} s, "
        f"compare {timing.compare_cpu:.2f} s); wall {wall:.2f} s = {n / max(wall, 1e-9):.1f} pairs/s; "
        f"{cores()}",
        file=out,
    )
    if timing.skipped_passages:
        print(f"warning: {timing.skipped_passages} empty passages were not written", file=out)
    stale = {p.name for p in args.out.glob("*.xml")} - {p.xml_name for p in pairs}
    if stale:
        print(f"note: {len(stale)} other XML files in {args.out} are not from this run", file=out)
    if args.profile:
        print(file=out)
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(25)
    return 0


def cores() -> str:
    """The CPUs this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        allowed = sorted(os.sched_getaffinity(0))
        return f"single process on CPU {allowed}"
    return "single process"


def pin_to_one_core() -> None:
    """One core: BLAS thread pools of size 1 (before numpy loads) and, on Linux, CPU affinity."""
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(name, "1")
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


if __name__ == "__main__":
    pin_to_one_core()
    sys.exit(main())
