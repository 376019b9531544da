"""``imbrex check``: papers against the reference corpus."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    EXIT_USAGE,
    add_candidates_option,
    add_corpus_option,
    add_report_options,
    error,
    opened_corpus,
    settings_from,
)
from app.cli.outputs import refuse_outputs, report_targets, write_outputs
from app.errors import UserError


def cmd_check(args: argparse.Namespace) -> int:
    """Check each paper against the corpus: a report on stdout (text unless ``--format``) or in
    ``--report``; a paper that cannot be checked is named and the next one checked."""
    from app.corpus.sqlite_store import SqliteCorpus
    from app.corpus.store import CorpusError
    from app.extract import extract

    if args.bundle and len(args.papers) > 1:
        error("--bundle takes one paper at a time")
        return EXIT_USAGE
    if args.format == "pdf" and not args.report:
        error("a PDF report needs a file name: --report FILE.pdf")
        return EXIT_USAGE
    settings = settings_from(args)
    failed = 0
    papers = [(p, "a paper being checked") for p in args.papers]
    if refuse_outputs(args, [Path(args.report)] if args.report else [], papers):
        return EXIT_USAGE
    try:
        template = extract(args.template) if args.template else None
        targets = report_targets(args, args.papers)
    except (UserError, OSError) as failure:
        error(failure)
        return EXIT_FAILED
    with opened_corpus(args, create=False, reading=True) as store:
        if isinstance(store, SqliteCorpus):
            store.read_key_summary_beside()  # on the second core, while the engine is imported
        from app.check import check_document
        from app.report.writers import render

        for paper_path, target in zip(args.papers, targets, strict=True):
            try:
                paper = extract(paper_path)
                result = check_document(paper, store, settings, template, args.candidates)
                for path in result.itself:
                    print(
                        f"note: {path} in the corpus is this paper itself; it is left out.",
                        file=sys.stderr,
                    )
                for flag in result.evidence.report.flags:
                    if flag.kind == "near-duplicate":
                        print(
                            f"note: {paper_path} is nearly the same text as {flag.detail} "
                            "in the corpus (a near-duplicate of the whole paper).",
                            file=sys.stderr,
                        )
                if target is None:
                    fmt = args.format or "text"
                    output = render(result.evidence, fmt, full_texts=args.full_texts)
                    sys.stdout.write(output.decode("utf-8"))
                if target is not None or args.bundle:
                    write_outputs(result.evidence, args, target)
                    if target is not None:
                        print(
                            f"{paper_path}: {100 * result.evidence.report.similarity:.1f} % "
                            f"similar; report written to {target}"
                        )
            except CorpusError as failure:  # e.g. a damaged corpus: this paper, then the next
                failed += 1
                error(f"{paper_path}: not checked: {failure}")
            except UserError as failure:
                failed += 1
                error(failure)
    return EXIT_FAILED if failed else EXIT_OK


def register(commands) -> None:
    """Register ``imbrex check`` on the top-level subparsers."""
    check = commands.add_parser(
        "check",
        help="check papers against the reference corpus",
        description="Find the corpus documents each paper borrows from and report the passages.",
    )
    check.add_argument("papers", nargs="+", metavar="PAPER")
    add_corpus_option(check)
    add_report_options(
        check,
        report_help="write the report to FILE (.html, .pdf, .json, .csv, .txt); with several "
        "papers, a folder that gets one report per paper",
    )
    check.add_argument(
        "--bundle", metavar="FILE.zip", help="also write an evidence bundle (one paper only)"
    )
    add_candidates_option(check, "best-ranked sources aligned")
    check.set_defaults(handler=cmd_check)
