"""``imbrex batch``: a whole class against the corpus and against itself."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from app.cli.common import (
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    add_candidates_option,
    add_corpus_option,
    add_report_options,
    error,
    opened_corpus,
    settings_from,
)
from app.cli.outputs import protected_inputs, write_outputs
from app.defaults import DEFAULT_PAIR_THRESHOLD
from app.errors import Cancelled, UserError


def _free_folder(wanted: str | None) -> Path:
    """The output folder: as given (it must not hold earlier results), else ``imbrex-batch``,
    ``imbrex-batch-2`` … in the current folder — nothing already there is overwritten."""
    from app.report.batch_output import holds_results  # imported when the command runs

    if wanted:
        folder = Path(wanted)
        if holds_results(folder):
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


def _within(folder: Path, parent: Path) -> bool:
    """Whether ``folder`` (made or not) is ``parent`` or inside it, links resolved."""
    inner, outer = os.path.realpath(folder), os.path.realpath(parent)
    try:
        return os.path.commonpath([inner, outer]) == outer
    except ValueError:  # different drives
        return False


def _refuse_folder(folder: Path, args: argparse.Namespace) -> bool:
    """Whether the results folder must not be written (an input, the corpus, a file, or it
    holds tables Imbrex did not write); says why. Checked before the papers are read."""
    from app.report.batch_output import TABLES
    from app.report.output_guard import OutputRefused, check_output, same_file

    protected = protected_inputs(args, [(p, "a paper folder or archive") for p in args.paths])
    try:
        if folder.exists() and not folder.is_dir():
            role = next((role for path, role in protected if same_file(folder, path)), "a file")
            raise OutputRefused(
                f"this is {role}; --out takes a folder for the results. Nothing was written.",
                str(folder),
            )
        for given in args.paths:
            if Path(given).is_dir() and _within(folder, Path(given)):
                raise OutputRefused(
                    f"this is inside the folder of papers {given}; the results would be read as "
                    "papers by the next check. Choose a folder outside it. Nothing was written.",
                    str(folder),
                )
        for name, kind in TABLES.items():
            check_output(folder / name, kind, protected)
    except OutputRefused as refused:
        error(refused)
        return True
    return False


def cmd_batch(args: argparse.Namespace) -> int:
    from app.batch import check_class
    from app.extract import extract
    from app.progress import ConsoleProgress
    from app.report.batch_output import write_batch_results

    settings = settings_from(args)
    try:
        folder = _free_folder(args.out)
    except UserError as failure:
        error(failure)
        return EXIT_FAILED
    if _refuse_folder(folder, args):
        return EXIT_USAGE
    try:
        template = extract(args.template) if args.template else None
    except UserError as failure:
        error(failure)
        return EXIT_FAILED
    progress = ConsoleProgress("checking")
    try:
        if args.no_corpus:
            result = check_class(args.paths, None, settings, template=template, progress=progress)
        else:
            with opened_corpus(args, create=False, reading=True) as store:
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
    except UserError as failure:
        progress.clear()
        error(failure)
        return EXIT_FAILED
    progress.clear()
    readable = [p for p in result.papers if p.evidence is not None]
    args.bundle = None
    try:
        summary = write_batch_results(
            folder,
            result,
            args.format or "html",
            pair_threshold=args.pair_threshold,
            write=lambda target, evidence: write_outputs(evidence, args, target),
        )
    except KeyboardInterrupt:
        print("imbrex: stopped; no results were written.", file=sys.stderr)
        return EXIT_INTERRUPTED
    except UserError as failure:
        error(failure)
        print(f"imbrex: no results were written to {folder}.", file=sys.stderr)
        return EXIT_FAILED
    for paper in result.papers:
        if paper.evidence is None:
            print(f"not checked: {paper.path}: {paper.error}")
        else:
            report = paper.evidence.report
            top = report.sources[0].path if report.sources else "-"
            same = (
                f" ({100 * report.identical:.1f} % word for word)"
                if report.identical is not None
                else ""
            )
            print(f"{100 * report.similarity:5.1f} %{same}  {paper.path}  (top source: {top})")
            for warning in report.warnings:
                print(f"         warning: {warning}")
    for pair in summary["pairs"]:
        through = pair.get("common_source")
        print(
            f"pair: {pair['a']} <-> {pair['b']}: {100 * pair['a_in_b']:.1f} % / "
            f"{100 * pair['b_in_a']:.1f} %"
            + (f" (only through {through})" if through and not pair["collusion"] else "")
        )
    for n, cluster in enumerate(result.clusters, start=1):
        print(f"cluster {n}: " + ", ".join(cluster))
    for common in result.common_sources:
        print(f"common source {common.path}, not collusion: " + ", ".join(common.papers))
    print(f"Results in {folder}/ (index.html, summary.json, papers.csv, pairs.csv, reports/).")
    return EXIT_FAILED if len(readable) < len(result.papers) else EXIT_OK


def _share_of_percent(text: str) -> float:
    """Argument type: a percentage from 0 to 100, as a share (``5`` gives 0.05)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0 <= value <= 100:
        raise argparse.ArgumentTypeError("must be between 0 and 100")
    return value / 100


def register(commands) -> None:
    """Register ``imbrex batch`` on the top-level subparsers."""
    batch = commands.add_parser(
        "batch",
        help="check a whole class against the corpus and against each other",
        description="Check every paper of a folder or .zip against the corpus and against the "
        "other papers; write a table of papers, the pairs of papers with text in common, their "
        "clusters, and one report per paper.",
    )
    batch.add_argument("paths", nargs="+", metavar="FOLDER_OR_ZIP")
    add_corpus_option(batch)
    batch.add_argument(
        "--no-corpus", action="store_true", help="only compare the papers with each other"
    )
    batch.add_argument("--out", metavar="DIR", help="results folder (default: ./imbrex-batch)")
    add_report_options(batch, report_help=argparse.SUPPRESS)
    batch.add_argument(
        "--pair-threshold",
        type=_share_of_percent,
        default=DEFAULT_PAIR_THRESHOLD,
        metavar="PCT",
        help="list pairs where one paper has at least PCT %% in the other "
        f"({100 * DEFAULT_PAIR_THRESHOLD:g})",
    )
    add_candidates_option(batch, "best-ranked corpus sources per paper")
    batch.set_defaults(handler=cmd_batch)
