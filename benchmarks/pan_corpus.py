"""PAN text alignment through the corpus: ``imbrex check`` on every suspicious document.

Usage: python benchmarks/pan_corpus.py --pan DIR [--limit N] [--documents 10000]
       [--work build/bench-pan-corpus] [--out DIR]

``benchmarks/pan.py`` compares each listed (suspicious, source) pair directly. A teacher never
does that: they check a paper against the whole corpus, and the corpus must first *retrieve*
the paper's sources among thousands of documents. This benchmark measures that path.

The corpus holds, in one index, every source document of the PAN folder (``src/``), every
suspicious document (``susp/``: each is a distractor for the others; a paper checked against
the corpus finds itself by its SHA-256 and is left out, as ``imbrex check`` does), and the
made-up documents of ``make bench-corpus`` (``benchmarks/corpus.py``, written by a Markov chain
trained on the PAN texts) up to ``--documents`` in all (10,000 by default). The index is built
once and cached under ``--work``, keyed by the input files and the indexing code, so a re-run
starts checking at once.

Each suspicious document is checked with ``app.check.check_document`` — the function behind
``imbrex check`` and the window — with default settings, exclusions on. For every listed pair,
the passages the report gives for that pair's source are its PAN detections (those it
shows as *quoted* copies too: passages in quote marks without a citation, listed with their
source but not counted in the similarity) (written as PAN XML
to ``--out``), scored with the project's PlagDet (``benchmarks/plagdet.py``) per category.
Also per category: the *retrieval recall* (pairs with a case whose source appears in the
report / pairs with a case), the same at the candidate stage (the source was among the
documents the index proposed for alignment), and for papers that hold no case in any pair the
share that still get some source in their report. The check time is the wall time of
``check_document`` per paper (retrieval, alignment of the candidates, the report).
For every source that is not reported, the run says where it was lost: aligned without a
passage, or its rank and shared keys in the paper's full candidate ranking (printed per category
and written to ``last-run.json`` beside the index).

``--limit N`` takes N pairs per category (evenly spread over the ``pairs`` file), for quick runs
while tuning; the case-free papers are then those of the chosen no-plagiarism pairs.

The case-free papers are those listed only in no-plagiarism pairs: the summary category also
lists pairs without a case (107 of 200), but their papers are DUC news summaries that share
their news with other papers of the corpus. The made-up documents are written by a Markov chain
trained on the PAN texts themselves, so they sometimes repeat a run of a paper word for word.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.pan import (  # noqa: E402
    CASE_FEATURE,
    Pair,
    detection_xml,
    load_pairs,
    read_annotations,
)
from benchmarks.plagdet import Annotation, evaluate  # noqa: E402

DOCUMENTS = 10_000
MIN_SHARED_NOTE = "3 shared keys in any window"
#: A case-free paper sharing a word-for-word run this long with its source shares real text.
REAL_RUN = 20
#: The code whose changes make a cached index stale (what is stored, and how).
INDEXING_CODE = (
    "app/corpus/indexer.py",
    "app/corpus/schema.py",
    "app/corpus/sqlite_store.py",
    "app/corpus/store.py",
    "app/corpus/fulltext.py",
    "app/corpus/sqlite_stems.py",
    "app/corpus/stretch_queries.py",
    "app/corpus/key_lists.py",
    "app/corpus/varints.py",
    "app/engine/fingerprints.py",
    "app/engine/tokens.py",
    "app/engine/stemming.py",
    "app/engine/language.py",
    "app/engine/shingles.py",
    "app/engine/word_pairs.py",
    "benchmarks/synthetic.py",
)


@dataclass(frozen=True)
class PaperResult:
    """What checking one suspicious document gave: the sources of its report (file name → PAN
    detections), the candidate file names, the seconds ``check_document`` took, and per
    reported source the longest run of the paper's words that is word for word that source."""

    susp: str
    reported: dict[str, list[Annotation]]
    candidates: frozenset[str]
    seconds: float
    longest_run: dict[str, int] = field(default_factory=dict)


def select_pairs(pairs: Sequence[Pair], limit: int | None) -> list[Pair]:
    """At most ``limit`` pairs per category, evenly spread over each category's pairs."""
    if limit is None:
        return list(pairs)
    by_category: dict[str, list[Pair]] = defaultdict(list)
    for pair in pairs:
        by_category[pair.category].append(pair)
    chosen: list[Pair] = []
    for items in by_category.values():
        if limit >= len(items):
            chosen += items
        else:
            step = len(items) / limit
            chosen += [items[int(i * step)] for i in range(limit)]
    return chosen


def synthetic_documents(pan: Path, folder: Path, count: int) -> list[Path]:
    """``count`` made-up documents of ``make bench-corpus`` (the same files, made if missing)."""
    from benchmarks.corpus import PER_FOLDER, make_documents

    files = [folder / f"{i // PER_FOLDER:02d}" / f"doc{i:05d}.txt" for i in range(count)]
    if all(f.exists() for f in files):
        return files
    from benchmarks.synthetic import MarkovWriter, pan_texts

    print(f"writing {count} made-up documents into {folder} (once) ...", flush=True)
    return make_documents(MarkovWriter(pan_texts(pan)), folder, count)


def corpus_key(files: Sequence[Path]) -> str:
    """A hash of the input files (name and size) and of the indexing code."""
    digest = hashlib.sha256()
    for file in files:
        digest.update(f"{file.name}\0{file.stat().st_size}\n".encode())
    for name in INDEXING_CODE:
        path = ROOT / name
        digest.update(name.encode() + (path.read_bytes() if path.exists() else b"-"))
    return digest.hexdigest()[:16]


def build_corpus(pan: Path, work: Path, documents: int, out: TextIO) -> Path:
    """The cached index of the PAN sources, suspicious documents and made-up documents."""
    from app.corpus import open_corpus
    from app.corpus.indexer import add_paths

    real = sorted((pan / "src").glob("*.txt")) + sorted((pan / "susp").glob("*.txt"))
    made_up = synthetic_documents(
        pan, ROOT / "build" / "bench-corpus" / "docs", max(0, documents - len(real))
    )
    key = corpus_key(real + made_up)
    corpus = work / f"corpus-{key}.imbrex"
    if corpus.exists():
        store = open_corpus(corpus, create=False)
        count = store.document_count()
        store.close()
        if count == len(real) + len(made_up):
            print(f"corpus: {corpus} (cached)", file=out, flush=True)
            return corpus
        print(
            f"corpus: {corpus} holds {count} documents, not {len(real) + len(made_up)}: "
            "indexing again",
            file=out,
            flush=True,
        )
    work.mkdir(parents=True, exist_ok=True)
    for old in work.glob("corpus-*.imbrex*"):
        old.unlink()  # an index of other inputs or older code
    partial = work / f"building-{key}.imbrex"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{partial}{suffix}").unlink(missing_ok=True)
    start = time.perf_counter()
    store = open_corpus(partial)
    # The made-up documents one by one: their folders may hold more (``make bench-corpus``
    # writes up to 10,000 into the same folders), which would enlarge the corpus.
    summary = add_paths(store, [pan / "src", pan / "susp", *made_up], "bench")
    count = store.document_count()
    store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    if summary.failed:
        raise SystemExit(f"{len(summary.failed)} documents could not be indexed")
    partial.rename(corpus)
    for suffix in ("-wal", "-shm"):
        Path(f"{partial}{suffix}").unlink(missing_ok=True)
    seconds = time.perf_counter() - start
    print(f"corpus: {corpus}: {count} documents indexed in {seconds:.0f} s", file=out, flush=True)
    return corpus


def check_papers(corpus: Path, pan: Path, papers: Sequence[str], out: TextIO) -> list[PaperResult]:
    """``check_document`` on each paper with default settings; its report as PAN detections."""
    from app.check import check_document
    from app.corpus import open_corpus
    from app.extract import extract

    store = open_corpus(corpus, create=False)
    results = []
    try:
        for n, susp in enumerate(papers, 1):
            paper = extract(pan / "susp" / susp)
            start = time.perf_counter()
            result = check_document(paper, store)
            seconds = time.perf_counter() - start
            reported: dict[str, list[Annotation]] = {}
            for source in result.evidence.report.sources:
                name = Path(source.path).name
                reported[name] = [
                    Annotation(
                        susp,
                        p.start,
                        p.end - p.start,
                        name,
                        p.source_start,
                        p.source_end - p.source_start,
                    )
                    for p in [*source.passages, *source.quoted_passages]
                ]
            candidates = frozenset(
                Path(store.document(c.doc_id).path).name for c in result.candidates
            )
            longest_run = {
                Path(source.path).name: max(
                    (len(paper.text[a:b].split()) for a, b in source.identical_spans or ()),
                    default=0,
                )
                for source in result.evidence.report.sources
            }
            results.append(PaperResult(susp, reported, candidates, seconds, longest_run))
            if n % 25 == 0 or n == len(papers):
                print(f"  checked {n}/{len(papers)} papers", file=out, flush=True)
    finally:
        store.close()
    return results


@dataclass(frozen=True)
class CategoryRow:
    """The figures of one category (or of all pairs)."""

    name: str
    pairs: int
    plagdet: float
    recall: float
    precision: float
    granularity: float
    retrieved: int  # pairs with a case whose source was reported
    candidates: int  # pairs with a case whose source was among the candidates
    with_case: int
    clean_reported: int  # pairs without a case whose source was reported anyway
    clean: int
    papers: int
    seconds: float  # mean check time of the category's papers


def category_row(
    name: str,
    pairs: Sequence[Pair],
    cases: dict[Pair, list[Annotation]],
    results: dict[str, PaperResult],
) -> CategoryRow:
    """PlagDet and retrieval figures over ``pairs``."""
    detections = [d for p in pairs for d in results[p.susp].reported.get(p.src, [])]
    scores = evaluate([c for p in pairs for c in cases[p]], detections)
    with_case = [p for p in pairs if cases[p]]
    clean = [p for p in pairs if not cases[p]]
    papers = {p.susp for p in pairs}
    return CategoryRow(
        name=name,
        pairs=len(pairs),
        plagdet=scores.plagdet,
        recall=scores.recall,
        precision=scores.precision,
        granularity=scores.granularity,
        retrieved=sum(p.src in results[p.susp].reported for p in with_case),
        candidates=sum(p.src in results[p.susp].candidates for p in with_case),
        with_case=len(with_case),
        clean_reported=sum(p.src in results[p.susp].reported for p in clean),
        clean=len(clean),
        papers=len(papers),
        seconds=statistics.fmean(results[s].seconds for s in papers),
    )


def print_table(
    rows: Sequence[CategoryRow],
    results: dict[str, PaperResult],
    case_free: Sequence[str],
    out: TextIO,
) -> None:
    """One table: PlagDet and retrieval per category; case-free papers; check time."""
    header = (
        f"{'category':28} {'pairs':>5} {'PlagDet':>7} {'recall':>6} {'prec':>6} {'gran':>6} "
        f"{'retrieval':>9} {'candidate':>9}  {'papers':>6} {'s/paper':>7}"
    )
    print(header, file=out)
    print("-" * len(header), file=out)
    for row in rows:
        retrieval = f"{row.retrieved / row.with_case:.3f}" if row.with_case else "-"
        candidate = f"{row.candidates / row.with_case:.3f}" if row.with_case else "-"
        if row.with_case:
            print(
                f"{row.name:28} {row.pairs:5} {row.plagdet:7.4f} {row.recall:6.4f} "
                f"{row.precision:6.4f} {row.granularity:6.3f} {retrieval:>9} {candidate:>9}  "
                f"{row.papers:6} {row.seconds:7.2f}",
                file=out,
            )
        else:
            print(
                f"{row.name:28} {row.pairs:5} {'-':>7} {'-':>6} {'-':>6} {'-':>6} "
                f"{'-':>9} {'-':>9}  {row.papers:6} {row.seconds:7.2f}   "
                f"pair's source reported: {row.clean_reported}/{row.clean}",
                file=out,
            )
    flagged = [s for s in case_free if results[s].reported]
    share = 1 - len(flagged) / len(case_free) if case_free else 1.0
    kinds: dict[str, int] = defaultdict(int)
    for s in flagged:
        for name in results[s].reported:
            kinds[_kind(name)] += 1
    print(
        f"\nno-plagiarism papers (no case in any pair): {len(case_free) - len(flagged)}/"
        f"{len(case_free)} ({share:.1%}) get no source; the sources the others get: "
        + (", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items())) or "none"),
        file=out,
    )
    # A case-free paper that holds a long word-for-word run of a corpus document really shares
    # that text (a footer, a catalogue page, a copy of the same web text): reporting it is right.
    verbatim = [s for s in flagged if max(results[s].longest_run.values(), default=0) >= REAL_RUN]
    print(
        f"  of the {len(flagged)} that get a source, {len(verbatim)} share a word-for-word run "
        f"of {REAL_RUN} words or more with it; without hiding those, at most "
        f"{len(case_free) - len(verbatim)}/{len(case_free)} "
        f"({1 - len(verbatim) / len(case_free) if case_free else 1.0:.1%}) can get no source",
        file=out,
    )
    times = sorted(r.seconds for r in results.values())
    print(
        f"check time per paper: mean {statistics.fmean(times):.2f} s, median "
        f"{statistics.median(times):.2f} s, max {times[-1]:.2f} s ({len(times)} papers)",
        file=out,
    )
    aligned = sorted(len(r.candidates) for r in results.values())
    print(
        f"corpus documents aligned per paper: mean {statistics.fmean(aligned):.2f}, median "
        f"{statistics.median(aligned):g}, max {aligned[-1]}",
        file=out,
    )


def _where_lost(corpus: Path, pan: Path, missed: list[dict[str, Any]]) -> None:
    """Add to each missed pair where its source stands in the paper's full candidate ranking:
    ``rank`` (0 = first; None if it shares no key with the paper, or fewer than
    ``retrieval.MIN_SHARED`` in any window) and ``shared`` (distinct keys in its best window)."""
    from app.corpus import open_corpus
    from app.corpus.retrieval import find_candidates
    from app.engine.fingerprints import QUERY_STRIDE, query_keys
    from app.extract import extract

    store = open_corpus(corpus, create=False)
    try:
        names = {d.id: Path(d.path).name for d in store.documents()}
        by_paper: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for entry in missed:
            by_paper[entry["pair"][0]].append(entry)
        for susp, entries in by_paper.items():
            keys = query_keys(extract(pan / "susp" / susp).text)
            ranking = find_candidates(store, keys, limit=len(names), stride=QUERY_STRIDE)
            itself = {c.doc_id for c in ranking if names[c.doc_id] == susp}
            ranked = [c for c in ranking if c.doc_id not in itself]
            for entry in entries:
                found = [
                    (i, c) for i, c in enumerate(ranked) if names[c.doc_id] == entry["pair"][1]
                ]
                entry["rank"] = found[0][0] if found else None
                entry["shared"] = found[0][1].shared if found else 0
    finally:
        store.close()


def _kind(name: str) -> str:
    """What a corpus file is: a PAN source, another suspicious document, or a made-up one."""
    if name.startswith("source-document"):
        return "PAN sources"
    if name.startswith("suspicious-document"):
        return "other suspicious documents"
    return "made-up documents"


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Build (or reuse) the corpus, check the papers, print the table."""
    out = out or sys.stdout
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--pan", type=Path, required=True, help="PAN text-alignment corpus")
    parser.add_argument("--limit", type=int, help="at most N pairs per category")
    parser.add_argument("--documents", type=int, default=DOCUMENTS, help="corpus size")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench-pan-corpus")
    parser.add_argument("--out", type=Path, help="folder for the detection XML (default: none)")
    args = parser.parse_args(argv)
    pan: Path = args.pan
    if not (pan / "susp").is_dir() or not (pan / "src").is_dir():
        parser.error(f"{pan} has no susp/ and src/ folders")
    if args.limit is not None and args.limit < 1:
        parser.error("--limit must be at least 1")

    every_pair = load_pairs(pan)
    cases_all = {
        p: read_annotations(p.truth, CASE_FEATURE) if p.truth.is_file() else [] for p in every_pair
    }
    pairs = select_pairs(every_pair, args.limit)
    cases = {p: cases_all[p] for p in pairs}
    # Papers that hold no case in any pair and are listed only as no-plagiarism pairs (the
    # summary category also lists 107 pairs without a case whose papers, DUC news summaries,
    # share their news with other papers of the corpus).
    other_papers = {p.susp for p in every_pair if cases_all[p] or "no-plagiarism" not in p.category}
    papers = sorted({p.susp for p in pairs})
    case_free = [s for s in papers if s not in other_papers]

    corpus = build_corpus(pan, args.work, args.documents, out)
    print(f"checking {len(papers)} papers ({len(pairs)} pairs) with default settings", file=out)
    start = time.perf_counter()
    checked = {r.susp: r for r in check_papers(corpus, pan, papers, out)}
    wall = time.perf_counter() - start

    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        for pair in pairs:
            found = checked[pair.susp].reported.get(pair.src, [])
            (args.out / pair.xml_name).write_text(detection_xml(pair.susp, found), "utf-8")

    categories = sorted({p.category for p in pairs})
    rows = []
    for category in categories:
        chosen = [p for p in pairs if p.category == category]
        rows.append(category_row(category, chosen, cases, checked))
    rows.append(category_row("overall", pairs, cases, checked))
    print(file=out)
    print_table(rows, checked, case_free, out)
    print(f"wall time {wall:.0f} s", file=out)

    missed: list[dict[str, Any]] = [
        {
            "pair": [p.susp, p.src],
            "category": p.category,
            "candidate": p.src in checked[p.susp].candidates,
        }
        for p in pairs
        if cases[p] and p.src not in checked[p.susp].reported
    ]
    _where_lost(corpus, pan, missed)
    for category in categories:
        lost = [m for m in missed if m["category"] == category]
        if lost:
            aligned = sum(m["candidate"] for m in lost)
            ranks = [m["rank"] for m in lost if not m["candidate"]]
            print(
                f"{category}: {len(lost)} sources not reported: {aligned} were aligned without "
                f"a passage; {sum(r is not None and r < 40 for r in ranks)} ranked 20-39, "
                f"{sum(r is not None and r >= 40 for r in ranks)} ranked 40 or lower, "
                f"{sum(r is None for r in ranks)} without {MIN_SHARED_NOTE}",
                file=out,
            )
    flagged = {
        s: {name: checked[s].longest_run.get(name, 0) for name in sorted(checked[s].reported)}
        for s in case_free
        if checked[s].reported
    }
    record = args.work / "last-run.json"
    record.parent.mkdir(parents=True, exist_ok=True)
    # case_free_flagged: paper → {source: its longest word-for-word run in words}
    record.write_text(json.dumps({"missed": missed, "case_free_flagged": flagged}, indent=1))
    print(f"missed pairs and flagged case-free papers: {record}", file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
