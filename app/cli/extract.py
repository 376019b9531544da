"""``imbrex extract``: the text Imbrex reads from documents, as text or JSON."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from app.cli.common import EXIT_FAILED, EXIT_OK


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
    """Print each document of ``args.files`` (text, warnings, flags) or, with ``--json``, one
    JSON array; a file that cannot be read is named on stderr and skipped."""
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


def register(commands) -> None:
    """Register ``imbrex extract`` on the top-level subparsers."""
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
