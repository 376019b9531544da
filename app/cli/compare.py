"""``imbrex compare``: one paper against one other document."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    EXIT_USAGE,
    add_report_options,
    error,
    settings_from,
)
from app.cli.outputs import refuse_outputs, write_outputs


def cmd_compare(args: argparse.Namespace) -> int:
    """Compare PAPER with SOURCE: the report on stdout (JSON unless ``--format``), or written to
    ``--report`` and ``--bundle``."""
    from app.check import compare_files
    from app.errors import UserError
    from app.report.writers import render

    fmt = args.format or ("json" if not args.report else None)
    if args.report is None and fmt == "pdf":
        error("a PDF report needs a file name: --report FILE.pdf")
        return EXIT_USAGE
    inputs = [
        (args.paper, "the paper being checked"),
        (args.source, "the source it is compared with"),
    ]
    if refuse_outputs(args, [Path(args.report)] if args.report else [], inputs):
        return EXIT_USAGE
    try:
        result = compare_files(args.paper, args.source, settings_from(args), template=args.template)
        evidence = result.evidence
        if args.report is None:
            assert fmt is not None  # no --report: the format is --format or json
            sys.stdout.write(render(evidence, fmt, full_texts=args.full_texts).decode("utf-8"))
        if args.report is not None or args.bundle:
            write_outputs(evidence, args, Path(args.report) if args.report else None)
    except UserError as failure:
        error(failure)
        return EXIT_FAILED
    return EXIT_OK


def register(commands) -> None:
    """Register ``imbrex compare`` on the top-level subparsers."""
    compare = commands.add_parser(
        "compare",
        help="compare a paper with one other document",
        description="Find the passages of PAPER that come from SOURCE and write the "
        "imbrex.report/1 JSON (or a readable summary with --format text).",
    )
    compare.add_argument("paper", metavar="PAPER", help="the paper to check")
    compare.add_argument("source", metavar="SOURCE", help="the document it may copy from")
    add_report_options(
        compare,
        report_help="write the report to FILE (.html, .pdf, .json, .csv, .txt) instead of "
        "printing the JSON",
    )
    compare.add_argument("--out", dest="report", metavar="FILE", help=argparse.SUPPRESS)
    compare.add_argument("--bundle", metavar="FILE.zip", help="also write an evidence bundle")
    compare.set_defaults(handler=cmd_compare)
