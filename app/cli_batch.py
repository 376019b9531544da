"""``imbrex batch``: a whole class against the corpus and against itself."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app.errors import Cancelled, UserError

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
#: A pair of papers is listed when one of them has at least this share in the other.
DEFAULT_PAIR_THRESHOLD = 5.0


def _free_folder(wanted: str | None) -> Path:
    """The output folder: as given (it must not hold earlier results), else ``imbrex-batch``,
    ``imbrex-batch-2`` … in the current folder — nothing already there is overwritten."""
    if wanted:
        folder = Path(wanted)
        if (folder / "summary.json").exists():
            raise UserError(
                "This folder already holds the results of a batch. Choose another --out folder; "
                "nothing was overwritten.",
                str(folder),
            )
        return folder
    folder, n = Path("imbrex-batch"), 2
    while folder.exists():
        folder, n = Path(f"imbrex-batch-{n}"), n + 1
    return folder


def _paper_rows(result):
    from app.report.csv_report import PaperRow

    return [
        PaperRow.from_report(paper.evidence.report)
        if paper.evidence is not None
        else PaperRow.failed(paper.path, paper.error or "not read")
        for paper in result.papers
    ]


def _summary(result, threshold: float, reports: dict[str, str]) -> dict:
    papers = []
    for paper in result.papers:
        entry: dict = {"path": paper.path}
        if paper.evidence is None:
            entry["error"] = paper.error
        else:
            report = paper.evidence.report
            entry["similarity"] = report["similarity"]
            entry["report"] = reports.get(paper.path)
            entry["sources"] = [
                {
                    "path": s["path"],
                    "similarity": s["similarity"],
                    "collection": s.get("collection"),
                }
                for s in report["sources"]
            ]
        papers.append(entry)
    return {
        "schema": "imbrex.batch/1",
        "papers": papers,
        "pairs": [
            {"a": p.a, "b": p.b, "a_in_b": p.a_in_b, "b_in_a": p.b_in_a, "shared": p.shared}
            for p in result.pairs
            if 100 * max(p.a_in_b, p.b_in_a) >= threshold
        ],
        "pair_threshold_percent": threshold,
        "pairs_flagged_by_fingerprints": result.flagged,
        "clusters": [list(c) for c in result.clusters],
    }


def cmd_batch(args: argparse.Namespace) -> int:
    from app.batch import check_class
    from app.cli_corpus import _corpus, _report_targets, settings_from, write_outputs
    from app.extract import extract
    from app.progress import ConsoleProgress
    from app.report.csv_report import encode_csv, render_pairs_csv, render_papers_csv
    from app.report.json_report import write_atomically

    settings = settings_from(args)
    try:
        template = extract(args.template) if args.template else None
        folder = _free_folder(args.out)
    except UserError as error:
        print(f"imbrex: {error}", file=sys.stderr)
        return EXIT_FAILED
    progress = ConsoleProgress("checking")
    try:
        if args.no_corpus:
            result = check_class(args.paths, None, settings, template=template, progress=progress)
        else:
            with _corpus(args, create=False, reading=True) as store:
                result = check_class(
                    args.paths,
                    store,
                    settings,
                    template=template,
                    progress=progress,
                    candidates=args.candidates,
                )
    except (KeyboardInterrupt, Cancelled):
        progress.clear()
        print("imbrex: stopped; no results were written.", file=sys.stderr)
        return EXIT_INTERRUPTED
    except UserError as error:
        progress.clear()
        print(f"imbrex: {error}", file=sys.stderr)
        return EXIT_FAILED
    progress.clear()
    readable = [p for p in result.papers if p.evidence is not None]
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"imbrex: {folder}: the folder cannot be made ({error.strerror})", file=sys.stderr)
        return EXIT_FAILED
    args.report = str(folder / "reports")
    args.bundle = None
    reports: dict[str, str] = {}
    try:
        targets = _report_targets(args, [p.path for p in readable]) if readable else []
        for paper, target in zip(readable, targets, strict=True):
            write_outputs(paper.evidence, args, target)
            reports[paper.path] = str(target.relative_to(folder))
        summary = _summary(result, args.pair_threshold, reports)
        listed = [(p["a"], p["b"], p["a_in_b"], p["b_in_a"], p["shared"]) for p in summary["pairs"]]
        write_atomically(folder / "pairs.csv", encode_csv(render_pairs_csv(listed)))
        write_atomically(folder / "papers.csv", encode_csv(render_papers_csv(_paper_rows(result))))
        write_atomically(
            folder / "summary.json",
            (json.dumps(summary, ensure_ascii=False, indent=1) + "\n").encode("utf-8"),
        )
    except UserError as error:
        print(f"imbrex: {error}", file=sys.stderr)
        return EXIT_FAILED
    for paper in result.papers:
        if paper.evidence is None:
            print(f"not checked: {paper.path}: {paper.error}")
        else:
            report = paper.evidence.report
            top = report["sources"][0]["path"] if report["sources"] else "-"
            print(f"{100 * report['similarity']:5.1f} %  {paper.path}  (top source: {top})")
            for warning in report.get("warnings", ()):
                print(f"         warning: {warning}")
    for pair in summary["pairs"]:
        print(
            f"pair: {pair['a']} <-> {pair['b']}: {100 * pair['a_in_b']:.1f} % / "
            f"{100 * pair['b_in_a']:.1f} %"
        )
    for n, cluster in enumerate(result.clusters, start=1):
        print(f"cluster {n}: " + ", ".join(cluster))
    print(f"Results in {folder}/ (summary.json, papers.csv, pairs.csv, reports/).")
    return EXIT_FAILED if len(readable) < len(result.papers) else EXIT_OK


def _percent(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0 <= value <= 100:
        raise argparse.ArgumentTypeError("must be between 0 and 100")
    return value


def add_batch_command(commands) -> None:
    """Register ``imbrex batch``."""
    from app.cli_corpus import _corpus_option, _count, add_report_options

    batch = commands.add_parser(
        "batch",
        help="check a whole class against the corpus and against each other",
        description="Check every paper of a folder or .zip against the corpus and against the "
        "other papers; write a table of papers, the pairs of papers with text in common, their "
        "clusters, and one report per paper.",
    )
    batch.add_argument("paths", nargs="+", metavar="FOLDER_OR_ZIP")
    _corpus_option(batch)
    batch.add_argument(
        "--no-corpus", action="store_true", help="only compare the papers with each other"
    )
    batch.add_argument("--out", metavar="DIR", help="results folder (default: ./imbrex-batch)")
    add_report_options(batch, report_help=argparse.SUPPRESS)
    batch.add_argument(
        "--pair-threshold",
        type=_percent,
        default=DEFAULT_PAIR_THRESHOLD,
        metavar="PCT",
        help=f"list pairs where one paper has at least PCT %% in the other ({DEFAULT_PAIR_THRESHOLD:g})",
    )
    batch.add_argument(
        "--candidates", type=_count, default=20, metavar="N", help="corpus sources per paper (20)"
    )
    batch.set_defaults(handler=cmd_batch)
