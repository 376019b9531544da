"""What every command of the ``imbrex`` command line shares: exit codes, the error line, the
``--corpus`` option and the corpus it opens, the report options and the engine settings they ask
for. Imported when the parser is built, so it imports neither numpy nor the engine at module
level (``imbrex --version`` stays fast; tests/test_layering.py)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from app.defaults import DEFAULT_CANDIDATES

if TYPE_CHECKING:  # imported when a command runs, to keep start-up fast
    from app.corpus.stores import ManagedCorpus
    from app.engine.settings import Settings

#: Exit codes (the package's docstring says when each is returned).
EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
#: Report formats and the suffix a report of each gets in a folder.
REPORT_SUFFIXES = {"html": ".html", "pdf": ".pdf", "json": ".json", "csv": ".csv", "text": ".txt"}


def error(message: object) -> None:
    """Print one ``imbrex: …`` line on stderr."""
    print(f"imbrex: {message}", file=sys.stderr)


def whole_number(text: str) -> int:
    """Argument type: a whole number, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return value


def add_corpus_option(parser: argparse.ArgumentParser) -> None:
    """``--corpus FILE_OR_URL``: the corpus a command reads or writes, a file or a PostgreSQL
    server (default: the user's corpus)."""
    parser.add_argument(
        "--corpus",
        metavar="FILE_OR_URL",
        help="the corpus file (default: your corpus in the user data folder), or a corpus on a "
        "PostgreSQL server: postgresql://user@host/db or service=NAME (the password comes from "
        "~/.pgpass, the service file or PGPASSWORD, never from here)",
    )


def add_workers_option(parser: argparse.ArgumentParser) -> None:
    """``--workers N``: the processes that read and fingerprint files (default: one per core)."""
    parser.add_argument(
        "--workers", type=whole_number, help="worker processes (default: one per core)"
    )


def finish_corpus_command(parser: argparse.ArgumentParser, handler: Callable[..., int]) -> None:
    """End the registration of a command that works on the corpus: ``--corpus`` as its last
    option (so it comes last in ``--help``) and ``handler`` as what runs it."""
    add_corpus_option(parser)
    parser.set_defaults(handler=handler)


def add_candidates_option(parser: argparse.ArgumentParser, help_text: str) -> None:
    """``--candidates N``: the best-ranked corpus sources aligned per paper (and, past them, up to
    as many more sharing a long stretch with the paper, ``retrieval.STRONG_SHARED``, and a few
    short ones sharing it densely, ``retrieval.DENSE_EXTRA``)."""
    parser.add_argument(
        "--candidates",
        type=whole_number,
        default=DEFAULT_CANDIDATES,
        metavar="N",
        help=f"{help_text} ({DEFAULT_CANDIDATES}; up to as many more that share a long stretch "
        "with the paper, and a few short ones that share one densely)",
    )


def corpus_path(args: argparse.Namespace) -> Path:
    """The corpus file ``--corpus`` names, else the user's corpus."""
    import app.corpus as corpus

    return Path(args.corpus) if args.corpus else corpus.default_corpus_path()


def open_store(args: argparse.Namespace, *, create: bool, reading: bool) -> ManagedCorpus:
    """Open the corpus ``--corpus`` names, a file or a PostgreSQL server
    (``open_corpus_store``), made when ``create`` or when it is the user's own. A command that is
    only ``reading`` falls back to a read-only connection when the corpus cannot be written (a
    shared corpus on a read-only drive); a new file is never opened read-only."""
    from app.corpus.postgres_spec import is_server_spec
    from app.corpus.store import ReadOnlyCorpusError
    from app.corpus.stores import open_corpus_store

    spec = args.corpus if is_server_spec(args.corpus) else corpus_path(args)
    fresh = not is_server_spec(args.corpus) and not corpus_path(args).exists()
    try:
        return open_corpus_store(spec, create=create or not args.corpus)
    except ReadOnlyCorpusError:
        if not reading or fresh:
            raise
        return open_corpus_store(spec, readonly=True)


@contextmanager
def opened_corpus(
    args: argparse.Namespace, *, create: bool = True, reading: bool = False
) -> Iterator[ManagedCorpus]:
    """The corpus of ``--corpus`` (:func:`open_store`), closed afterwards; a new user corpus
    starts with the demo texts. A command that writes is refused at once when the corpus is
    damaged (``PRAGMA quick_check``; docs/corpus.md)."""
    path = corpus_path(args)
    fresh = not path.exists()
    store = open_store(args, create=create, reading=reading)
    try:
        if fresh and not args.corpus:
            from app.corpus.demo import add_demo  # the indexer: only for a new user corpus

            summary = add_demo(store)
            print(
                f"A new corpus was made at {path} with the {len(summary.added)} demo "
                "reference texts. Add your own with 'imbrex corpus add'; remove the demo with "
                "'imbrex corpus remove --collection \"Demo · Textbooks\"' (and the others).",
                file=sys.stderr,
            )
        if not reading:
            store.ensure_writable()
        yield store
    finally:
        store.close()


def add_report_options(parser: argparse.ArgumentParser, *, report_help: str) -> None:
    """--report, --format, --full-texts, --template and the exclusion switches."""
    parser.add_argument("--report", metavar="FILE", help=report_help)
    parser.add_argument(
        "--format",
        choices=tuple(REPORT_SUFFIXES),
        help="report format (default: from the --report file name; html for a folder)",
    )
    parser.add_argument(
        "--full-texts",
        action="store_true",
        help="include the full text of each matched source (otherwise only the matched passages "
        "and a short context are shown, to protect other students' work)",
    )
    parser.add_argument(
        "--template", metavar="FILE", help="assignment text: passages also in it are not counted"
    )
    parser.add_argument("--include-quotes", action="store_true", help="count quoted text as well")
    parser.add_argument(
        "--include-bibliography", action="store_true", help="count the references section too"
    )
    parser.add_argument(
        "--min-words", type=whole_number, metavar="N", help="ignore passages shorter than N words"
    )


def settings_from(args: argparse.Namespace) -> Settings:
    """The engine settings the exclusion switches of :func:`add_report_options` ask for."""
    from app.engine.settings import Settings

    return Settings().with_changes(
        exclude_quotes=not args.include_quotes,
        exclude_bibliography=not args.include_bibliography,
        **({"min_words": args.min_words} if args.min_words is not None else {}),
    )
