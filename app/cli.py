"""The ``imbrex`` command line.

Exit codes: 0 when every file was read, 1 when any file failed (the others are still
printed), 2 on wrong usage, 130 when interrupted (Ctrl-C), 143 when terminated (SIGTERM) and
129 when the terminal hung up (SIGHUP). SIGTERM and SIGHUP take the Ctrl-C path: the work stops
and cleans up (readers stopped, the corpus written in whole documents). Output that cannot be
written (a full disk, a closed pipe) ends the command with one line on stderr.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import signal
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from app import __version__
from app.cli_corpus import add_corpus_commands, add_report_options
from app.logs import configure as configure_logging

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
#: Signals that stop a command the way Ctrl-C does (SIGHUP does not exist on Windows).
STOP_SIGNALS = tuple(
    s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if s
)
#: Output errors that mean "the output cannot be written", not a bug: a full disk or quota.
_OUTPUT_ERRNOS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO}


def _summary(document) -> str:
    parts = [document.format, f"{len(document.text):,} characters"]
    if document.metadata.pages:
        parts.append(f"{document.metadata.pages} pages")
    if document.metadata.encoding:
        parts.append(document.metadata.encoding)
    flags = Counter(f.kind for f in document.flags)
    if flags:
        parts.append("flags: " + ", ".join(f"{n} {kind}" for kind, n in sorted(flags.items())))
    return "; ".join(parts)


def _describe_flag(document, flag) -> str:
    excerpt = document.text[flag.start : flag.end]
    excerpt = excerpt if len(excerpt) <= 60 else excerpt[:57] + "..."
    shown = (
        excerpt.encode("unicode_escape").decode("ascii")
        if flag.kind == "invisible-char"
        else excerpt
    )
    where = f"characters {flag.start}-{flag.end}"
    return f"{flag.kind} at {where}: {flag.detail}" + (f' "{shown}"' if shown.strip() else "")


def _error_dict(extraction) -> dict:
    return {
        "path": extraction.path,
        "error": {"kind": extraction.error.kind, "message": extraction.error.message},
    }


def cmd_extract(args: argparse.Namespace) -> int:
    from app.extract import iter_extractions
    from app.progress import ConsoleProgress

    progress = ConsoleProgress("reading")
    failed = 0
    results = []
    out = sys.stdout
    for extraction in iter_extractions(args.files, progress=progress):
        progress.clear()
        if extraction.error is not None:
            failed += 1
            print(f"imbrex: {extraction.error}", file=sys.stderr)
            if args.json:
                results.append(_error_dict(extraction))
            continue
        document = extraction.document
        assert document is not None  # an extraction without an error has one
        if args.json:
            results.append(document.to_dict())
            continue
        out.write(f"==> {document.path} ({_summary(document)}) <==\n")
        for warning in document.warnings:
            out.write(f"warning: {warning}\n")
        out.write(document.text)
        if not document.text.endswith("\n"):
            out.write("\n")
        for flag in document.flags:
            out.write(f"  ! {_describe_flag(document, flag)}\n")
        out.flush()
    if args.json:
        json.dump(results, out, ensure_ascii=False, indent=1)
        out.write("\n")
    return EXIT_FAILED if failed else EXIT_OK


def cmd_demo(args: argparse.Namespace) -> int:
    from app.paths import resource

    if args.samples:
        samples = resource("samples")
        if not samples.is_dir():
            print(
                f"imbrex: the bundled samples are missing ({samples}); reinstall Imbrex.",
                file=sys.stderr,
            )
            return EXIT_FAILED
        print(
            f"Imbrex {__version__}: the text it reads from the bundled sample papers in {samples}\n"
        )
        args.files = [samples]
        return cmd_extract(args)
    from app.cli_corpus import run_demo

    return run_demo(args)


def cmd_compare(args: argparse.Namespace) -> int:
    from app.check import compare_files
    from app.cli_corpus import refuse_outputs, settings_from, write_outputs
    from app.errors import UserError
    from app.report.writers import render

    fmt = args.format or ("json" if not args.report else None)
    if args.report is None and fmt == "pdf":
        print("imbrex: a PDF report needs a file name: --report FILE.pdf", file=sys.stderr)
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
    except UserError as error:
        print(f"imbrex: {error}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def cmd_gui(args: argparse.Namespace) -> int:
    """``imbrex`` / ``imbrex gui``: the window."""
    from app.gui.application import run

    return run(
        args.papers,
        args.corpus,
        quit_after_show=args.quit_after_show,
        quit_when_checked=args.quit_when_checked,
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="imbrex",
        description="Imbrex: an offline plagiarism checker for teachers.",
    )
    parser.add_argument("--version", action="version", version=f"imbrex {__version__}")
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="log details (with tracebacks) to the terminal"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    extract = commands.add_parser(
        "extract",
        help="print the text Imbrex reads from documents",
        description="Print the text read from each document (.docx, .pdf, .odt, .rtf, .html, "
        ".txt; folders and .zip archives are opened). Files that cannot be read are "
        "reported and skipped.",
    )
    extract.add_argument(
        "files", nargs="+", metavar="FILE", help="documents, folders or .zip archives"
    )
    extract.add_argument(
        "--json",
        action="store_true",
        help="print a JSON array: text, metadata and flags per document",
    )
    extract.set_defaults(handler=cmd_extract)
    gui = commands.add_parser(
        "gui",
        help="open the window (the default when no command is given)",
        description="Open Imbrex's window; papers named here are checked at once.",
    )
    gui.add_argument("papers", nargs="*", metavar="PAPER", help="papers, folders or .zip archives")
    gui.add_argument("--corpus", metavar="FILE", help="the corpus file (default: your corpus)")
    gui.add_argument("--quit-after-show", action="store_true", help=argparse.SUPPRESS)
    gui.add_argument("--quit-when-checked", action="store_true", help=argparse.SUPPRESS)
    gui.set_defaults(handler=cmd_gui)
    demo = commands.add_parser(
        "demo",
        help="check the bundled demo class against the bundled demo corpus",
        description="Check the demo student papers (English, Russian, Chinese) against the demo "
        "reference texts and against each other, print the results and write HTML reports. "
        "With --samples: print the text Imbrex reads from the bundled sample files instead.",
    )
    demo.add_argument(
        "--samples", action="store_true", help="show the text read from the sample files"
    )
    demo.add_argument("--json", action="store_true", help="with --samples: print JSON")
    demo.add_argument("--out", metavar="DIR", help="where to write the HTML reports")
    demo.set_defaults(handler=cmd_demo)
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
    add_corpus_commands(commands)
    parser.set_defaults(command_names=tuple(commands.choices))
    return parser


def _with_command(argv: list[str], commands: Sequence[str]) -> list[str]:
    """``imbrex`` alone, or ``imbrex FILE...`` (how a file manager opens a paper), is ``gui``."""
    if not argv:
        return ["gui"]
    first = argv[0]
    if first not in commands and not first.startswith("-") and Path(first).exists():
        return ["gui", *argv]
    return argv


class _StopSignal(KeyboardInterrupt):
    """SIGTERM or SIGHUP, raised where Ctrl-C's KeyboardInterrupt would be."""


def _handle_stop_signals() -> list[int]:
    """Make SIGTERM and SIGHUP raise ``KeyboardInterrupt`` like Ctrl-C; the returned list gets
    the number of each signal received."""
    received: list[int] = []

    def stop(signum: int, frame) -> None:
        received.append(signum)
        raise _StopSignal()

    for number in STOP_SIGNALS:
        signal.signal(number, stop)
    return received


def _silence_stdout() -> None:
    """Point stdout at the null device so the interpreter's last flush fails no more."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _run(args: argparse.Namespace) -> int:
    from app.errors import UserError

    try:
        return args.handler(args)
    except UserError as error:  # e.g. a damaged, busy or missing corpus
        print(f"imbrex: {error}", file=sys.stderr)
        return EXIT_FAILED
    except KeyboardInterrupt:
        print("imbrex: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        sys.stderr.close()  # output piped into `head`: not an error of ours
        return EXIT_OK
    except OSError as error:
        if error.errno not in _OUTPUT_ERRNOS:
            raise
        _silence_stdout()
        print(f"imbrex: the output could not be written: {error.strerror}", file=sys.stderr)
        return EXIT_FAILED


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    if argv is None:
        argv = sys.argv[1:]
    argv = _with_command(list(argv), parser.get_default("command_names"))
    args = parser.parse_args(argv)
    configure_logging(args.verbose)
    if not getattr(args, "handler", None):
        parser.print_help()
        return EXIT_OK
    # The window has its own event loop and closes its children itself; the others stop on
    # SIGTERM/SIGHUP as on Ctrl-C, with 128 + the signal's number.
    received = _handle_stop_signals() if args.handler is not cmd_gui else []
    code = _run(args)
    if received and code == EXIT_INTERRUPTED:
        return 128 + received[0]
    return code
