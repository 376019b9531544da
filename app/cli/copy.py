"""``imbrex corpus copy FROM TO``: a corpus copied between a file and a PostgreSQL server."""

from __future__ import annotations

import argparse

from app.cli.common import EXIT_OK


def cmd_corpus_copy(args: argparse.Namespace) -> int:
    """Copy every document of FROM into the new or empty TO; verified by count and checksum."""
    from app.corpus.stores import open_corpus_store
    from app.corpus.transfer import copy_corpus
    from app.progress import ConsoleProgress

    progress = ConsoleProgress("copying")
    with open_corpus_store(args.source, create=False, readonly=True) as source:
        with open_corpus_store(args.target, sampling=source.sampling) as target:
            target.ensure_writable()
            copied = copy_corpus(
                source, target, lambda done, total: progress(done, total, target.path)
            )
            progress.clear()
            shown = (source.path, target.path)
    print(
        f"Copied {copied.documents} documents from {shown[0]} to {shown[1]}; the copy has the "
        f"same documents, texts and fingerprints (checksum {copied.checksum})."
    )
    return EXIT_OK


def register(commands) -> None:
    """Register ``corpus copy`` on ``commands``, the actions of ``imbrex corpus``."""
    copy = commands.add_parser(
        "copy",
        help="copy a corpus between a file and a PostgreSQL server (either way)",
        description="Copy every document of FROM (its texts and fingerprints as stored) into "
        "TO, a new or empty corpus, then verify the copy by document count and checksums "
        "(sketches travel too). "
        "Either may be a corpus file or a PostgreSQL server (postgresql://user@host/db, "
        "service=NAME); FROM is only read.",
    )
    copy.add_argument("source", metavar="FROM")
    copy.add_argument("target", metavar="TO")
    copy.set_defaults(handler=cmd_corpus_copy)
