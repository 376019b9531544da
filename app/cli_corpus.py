"""The corpus, check and batch commands of the ``imbrex`` command line."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from app.errors import UserError

if TYPE_CHECKING:  # imported when a command runs, to keep start-up fast
    from app.corpus.stores import ManagedCorpus

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
REPORT_SUFFIXES = {"html": ".html", "pdf": ".pdf", "json": ".json", "csv": ".csv", "text": ".txt"}


def _error(message: object) -> None:
    print(f"imbrex: {message}", file=sys.stderr)


@contextmanager
def _corpus(
    args: argparse.Namespace, *, create: bool = True, reading: bool = False
) -> Iterator[ManagedCorpus]:
    """Open ``--corpus`` (a file, or a PostgreSQL server: ``open_corpus_store``) or the user's
    corpus; a new user corpus starts with the demo texts.
    A command that only ``reading`` falls back to a read-only connection when the file or its
    folder cannot be written (a shared corpus on a read-only drive). A command that writes is
    refused at once when the corpus is damaged (``PRAGMA quick_check``; docs/corpus.md)."""
    import app.corpus as corpus
    from app.corpus.demo import add_demo
    from app.corpus.store import ReadOnlyCorpusError
    from app.corpus.stores import open_corpus_store

    path = Path(args.corpus) if args.corpus else corpus.default_corpus_path()
    fresh = not path.exists()
    try:
        store = open_corpus_store(args.corpus or path, create=create or not args.corpus)
    except ReadOnlyCorpusError:
        if not reading or fresh:
            raise
        store = open_corpus_store(args.corpus or path, readonly=True)
    try:
        if fresh and not args.corpus:
            summary = add_demo(store)
            print(
                f"A new corpus was made at {path} with the {len(summary.added)} demo reference "
                "texts. Add your own with 'imbrex corpus add'; remove the demo with "
                "'imbrex corpus remove --collection \"Demo · Textbooks\"' (and the others).",
                file=sys.stderr,
            )
        if not reading:
            store.ensure_writable()
        yield store
    finally:
        store.close()


def run_demo(args: argparse.Namespace) -> int:
    """``imbrex demo``: the demo class checked against the demo corpus (made on first use in the
    user data folder, separate from the teacher's own corpus), with HTML reports."""
    import platformdirs

    from app.batch import check_class
    from app.corpus import open_corpus
    from app.corpus.demo import add_demo, demo_folder
    from app.report.writers import write_report

    data = platformdirs.user_data_path("Imbrex", appauthor=False)
    corpus = data / "demo.imbrex"
    out = Path(args.out) if args.out else data / "demo-reports"
    if _refuse_demo_outputs(out, corpus):
        return EXIT_USAGE
    store = open_corpus(corpus)
    try:
        add_demo(store)  # incremental: re-reads only demo texts changed by an update
        print(
            f"Imbrex: the demo class ({demo_folder() / 'papers'}) checked against "
            f"{store.document_count()} demo reference texts.\n"
        )
        result = check_class([demo_folder() / "papers"], store)
    finally:
        store.close()
    out.mkdir(parents=True, exist_ok=True)
    for paper in result.papers:
        if paper.evidence is None:
            print(f"not checked: {paper.path}: {paper.error}")
            continue
        report = paper.evidence.report
        target = out / (Path(paper.path).stem + ".html")
        write_report(target, paper.evidence, "html")
        sources = ", ".join(
            f"{Path(s['path']).name} {100 * s['similarity']:.0f} %" for s in report["sources"]
        )
        print(f"{100 * report['similarity']:5.1f} %  {Path(paper.path).name:<32} {sources or '-'}")
    for pair in result.pairs:
        print(f"\ntwo papers share text: {Path(pair.a).name} and {Path(pair.b).name}")
    print(f"\nReports: {out} (open them in a browser).")
    return EXIT_OK


def _refuse_demo_outputs(out: Path, corpus: Path) -> bool:
    """Whether a report ``imbrex demo`` would write into ``out`` must not be (printed)."""
    from app.corpus.demo import demo_folder
    from app.report.output_guard import OutputRefused, check_output

    if out.exists() and not out.is_dir():
        _error(f"{out}: this is a file, not a folder; give a folder for the reports")
        return True
    papers = sorted((demo_folder() / "papers").iterdir())
    protected = [(corpus, "the demo corpus"), *((p, "a demo paper") for p in papers)]
    try:
        for paper in papers:
            check_output(out / (paper.stem + ".html"), "html", protected)
    except OutputRefused as error:
        _error(error)
        return True
    return False


def _print_summary(summary, verb: str = "Indexed") -> None:
    out = sys.stdout
    parts = [f"{verb} {len(summary.added)} new documents ({summary.words:,} words)"]
    if summary.updated:
        parts.append(f"{len(summary.updated)} changed ones")
    parts.append(f"{summary.unchanged} unchanged")
    out.write(", ".join(parts) + ".\n")
    for failure in summary.failed:
        out.write(f"  not indexed: {failure.path}: {failure.message}\n")
    for notice in summary.warnings:
        out.write(f"  warning: {notice.path}: {notice.message}\n")
    for duplicate in summary.duplicates:
        out.write(f"  exact duplicate: {duplicate.path} has the same text as {duplicate.same_as}\n")
    for missing in summary.missing:
        out.write(f"  missing: {missing} (moved or deleted; still in the index)\n")
    for removed in summary.removed:
        out.write(f"  removed from the index: {removed}\n")


def cmd_corpus_add(args: argparse.Namespace) -> int:
    from app.corpus.indexer import add_paths
    from app.progress import ConsoleProgress

    missing = [p for p in args.paths if not os.path.lexists(p)]
    if len(missing) == len(args.paths):
        # A mistyped path must not leave a new, empty corpus behind (nor the demo texts).
        for path in missing:
            _error(f"{path}: no such file or folder; nothing was added.")
        return EXIT_USAGE
    progress = ConsoleProgress("indexing")
    with _corpus(args) as store:
        summary = add_paths(
            store, args.paths, args.collection, workers=args.workers, progress=progress
        )
        progress.clear()
        _print_summary(summary)
    if summary.cancelled:
        _error("stopped. Everything indexed so far is kept; run the same command again to finish.")
        return EXIT_INTERRUPTED
    return EXIT_FAILED if summary.failed else EXIT_OK


def cmd_corpus_refresh(args: argparse.Namespace) -> int:
    from app.corpus.indexer import refresh
    from app.progress import ConsoleProgress

    progress = ConsoleProgress("refreshing")
    with _corpus(args, create=False) as store:
        summary = refresh(
            store, remove_missing=args.remove_missing, workers=args.workers, progress=progress
        )
        progress.clear()
        _print_summary(summary, "Re-indexed")
        if summary.missing and not args.remove_missing:
            print("Use 'imbrex corpus refresh --remove-missing' to drop the missing files.")
    if summary.cancelled:
        _error("stopped. Run the same command again to finish.")
        return EXIT_INTERRUPTED
    return EXIT_FAILED if summary.failed else EXIT_OK


def cmd_corpus_list(args: argparse.Namespace) -> int:
    with _corpus(args, create=False, reading=True) as store:
        documents = store.documents(args.collection)
    if args.json:
        from dataclasses import asdict

        json.dump([asdict(d) for d in documents], sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return EXIT_OK
    for d in documents:
        print(
            f"{d.id:>6}  {d.collection[:20]:<20}  {d.language:<3} {d.words:>8,}  {d.title[:40]:<40}  {d.path}"
        )
    print(f"{len(documents)} documents")
    return EXIT_OK


def cmd_corpus_stats(args: argparse.Namespace) -> int:
    with _corpus(args, create=False, reading=True) as store:
        stats = store.stats()
        disk = store.disk_bytes()
        created = store.meta("created")
        sampling = store.sampling
        path = store.path
    raw = max(stats.text_bytes, 1)
    print(f"Corpus {path} (created {created}, fingerprints: {sampling})")
    print(f"  documents     {stats.documents:,}")
    print(f"  words         {stats.words:,}")
    print(f"  fingerprints  {stats.grams:,}")
    print(f"  on disk       {disk / 2**20:,.1f} MB ({disk / raw:.2f} × the extracted text)")
    print(f"  exact duplicate groups  {stats.duplicate_groups}")
    for name, count in stats.collections:
        print(f"  collection    {name}: {count}")
    for name, count in stats.languages:
        print(f"  language      {name}: {count}")
    return EXIT_OK


def cmd_corpus_remove(args: argparse.Namespace) -> int:
    if not args.documents and not args.collection:
        _error("name documents (id or path) or a --collection to remove")
        return EXIT_USAGE
    with _corpus(args, create=False) as store:
        documents = store.documents()
        chosen = []
        wanted = set(args.documents)
        for d in documents:
            resolved = str(Path(d.path))
            if (
                str(d.id) in wanted
                or d.path in wanted
                or any(resolved == str(Path(w).resolve()) for w in wanted)
                or (args.collection and d.collection == args.collection)
            ):
                chosen.append(d)
        if not chosen:
            _error("nothing in the corpus matches; see 'imbrex corpus list'")
            return EXIT_FAILED
        store.remove([d.id for d in chosen])
    for d in chosen:
        print(f"removed from the index: {d.path}")
    print(f"{len(chosen)} documents removed from the index (the files themselves are untouched).")
    return EXIT_OK


def cmd_corpus_verify(args: argparse.Namespace) -> int:
    with _corpus(args, create=False, reading=True) as store:
        problems = store.verify()
    if problems:
        for problem in problems:
            print(f"problem: {problem}")
        _error(
            "the corpus is damaged: Imbrex will only read it, never write to it, until it is "
            "repaired. 'imbrex corpus repair' rebuilds it from its stored texts."
        )
        return EXIT_FAILED
    print("The corpus is sound.")
    return EXIT_OK


def cmd_corpus_repair(args: argparse.Namespace) -> int:
    from app.corpus import default_corpus_path
    from app.corpus.postgres_spec import is_server_spec
    from app.corpus.repair import repair_corpus

    if is_server_spec(args.corpus):
        _error(
            "'corpus repair' rebuilds a corpus file. A corpus on a PostgreSQL server is kept "
            "whole by the server; 'imbrex corpus verify' checks it."
        )
        return EXIT_USAGE
    path = Path(args.corpus) if args.corpus else default_corpus_path()
    summary = repair_corpus(path)
    if not summary.repaired:
        print("The corpus is sound; nothing to repair.")
        return EXIT_OK
    for problem in summary.problems:
        print(f"found: {problem}")
    print(
        f"Rebuilt {summary.rebuilt} documents from their stored texts (gram lists and the "
        "gram index derived again)."
    )
    before = summary.gram_rows_before
    shown = "could not be counted" if before is None else f"{before:,}"
    print(f"  gram index: {shown} rows before, {summary.gram_rows_after:,} now")
    for name, why in summary.dropped:
        print(f"  dropped: {name}: {why} (add its file again to get it back)")
    print(f"The repaired corpus replaced {path}; 'imbrex corpus verify' finds it sound.")
    return EXIT_FAILED if summary.dropped else EXIT_OK


def settings_from(args: argparse.Namespace):
    """The engine settings the exclusion switches ask for."""
    from app.engine.settings import Settings

    return Settings().with_changes(
        exclude_quotes=not args.include_quotes,
        exclude_bibliography=not args.include_bibliography,
        **({"min_words": args.min_words} if args.min_words is not None else {}),
    )


def protected_inputs(args: argparse.Namespace, inputs: list[tuple[str, str]]) -> list:
    """The files a command reads and must never write: ``inputs``, the template and (for a
    command with ``--corpus``) the corpus file, each with what it is."""
    protected: list = list(inputs)
    if getattr(args, "template", None):
        protected.append((args.template, "the assignment template"))
    if hasattr(args, "corpus") and not getattr(args, "no_corpus", False):
        import app.corpus as corpus

        path = Path(args.corpus) if args.corpus else corpus.default_corpus_path()
        protected.append((path, "the corpus"))
    return protected


def refuse_outputs(
    args: argparse.Namespace, targets: list[Path | None], inputs: list[tuple[str, str]]
) -> bool:
    """Check every file the command will write (``targets``, ``--bundle``) before any work
    (``app.report.output_guard``); print why and return True when one is refused."""
    from app.report.output_guard import OutputRefused, check_output
    from app.report.writers import format_for

    protected = protected_inputs(args, inputs)
    bundle = getattr(args, "bundle", None)
    try:
        for target in targets:
            if target is None or target.is_dir():
                continue
            try:
                kind = format_for(target, args.format)
            except UserError:
                kind = None  # an unknown suffix: refused with its own message when written
            check_output(target, kind, protected)
            if bundle:
                protected.append((target, "the report being written"))
        if bundle:
            check_output(Path(bundle), "bundle", protected)
    except OutputRefused as error:
        _error(error)
        return True
    return False


def write_outputs(evidence, args: argparse.Namespace, target: Path | None) -> None:
    """Write the report (and the evidence bundle) a command was asked for."""
    from app.report.writers import format_for, write_report

    if target is not None:
        fmt = format_for(target, args.format)
        write_report(
            target, evidence, fmt, full_texts=args.full_texts, protected=protected_inputs(args, [])
        )
    if getattr(args, "bundle", None):
        from app.report.bundle import write_bundle
        from app.report.output_guard import check_output
        from app.report.pdf_report import render_pdf

        protected = [*protected_inputs(args, []), (target, "the report being written")]
        check_output(Path(args.bundle), "bundle", protected)  # before the PDF is made
        pdf = render_pdf(evidence, full_texts=args.full_texts)
        write_bundle(Path(args.bundle), evidence, pdf=pdf, protected=protected)


def _report_targets(args: argparse.Namespace, papers: list[str]) -> list[Path | None]:
    if not args.report:
        return [None] * len(papers)
    target = Path(args.report)
    if len(papers) == 1 and not target.is_dir():
        return [target]
    from app.report.batch_output import report_names

    target.mkdir(parents=True, exist_ok=True)
    return list(report_names(target, papers, REPORT_SUFFIXES[args.format or "html"]))


def cmd_check(args: argparse.Namespace) -> int:
    from app.check import check_document
    from app.corpus.store import CorpusError
    from app.extract import extract
    from app.report.writers import render

    if args.bundle and len(args.papers) > 1:
        _error("--bundle takes one paper at a time")
        return EXIT_USAGE
    if args.format == "pdf" and not args.report:
        _error("a PDF report needs a file name: --report FILE.pdf")
        return EXIT_USAGE
    settings = settings_from(args)
    failed = 0
    papers = [(p, "a paper being checked") for p in args.papers]
    if refuse_outputs(args, [Path(args.report)] if args.report else [], papers):
        return EXIT_USAGE
    try:
        template = extract(args.template) if args.template else None
        targets = _report_targets(args, args.papers)
    except (UserError, OSError) as error:
        _error(error)
        return EXIT_FAILED
    with _corpus(args, create=False, reading=True) as store:
        for paper_path, target in zip(args.papers, targets, strict=True):
            try:
                paper = extract(paper_path)
                result = check_document(paper, store, settings, template, args.candidates)
                for path in result.itself:
                    print(
                        f"note: {path} in the corpus is this paper itself; it is left out.",
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
                            f"{paper_path}: {100 * result.evidence.report['similarity']:.1f} % "
                            f"similar; report written to {target}"
                        )
            except CorpusError as error:  # e.g. a damaged corpus: this paper, then the next
                failed += 1
                _error(f"{paper_path}: not checked: {error}")
            except UserError as error:
                failed += 1
                _error(error)
    return EXIT_FAILED if failed else EXIT_OK


def add_report_options(parser: argparse.ArgumentParser, *, report_help: str) -> None:
    """--report, --format, --bundle, --full-texts and the exclusion switches."""
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
        "--min-words", type=_count, metavar="N", help="ignore passages shorter than N words"
    )


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return value


def _corpus_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--corpus",
        metavar="FILE_OR_URL",
        help="the corpus file (default: your corpus in the user data folder), or a corpus on a "
        "PostgreSQL server: postgresql://user@host/db or service=NAME (the password comes from "
        "~/.pgpass, the service file or PGPASSWORD, never from here)",
    )


def add_corpus_commands(commands) -> None:
    """Register ``corpus``, ``check`` and ``batch`` on the top-level subparsers."""
    corpus = commands.add_parser(
        "corpus",
        help="manage the reference corpus (earlier papers, articles, textbooks)",
        description="The reference corpus: an index of the documents papers are checked against.",
    )
    sub = corpus.add_subparsers(dest="corpus_command", metavar="ACTION", required=True)
    add = sub.add_parser(
        "add",
        help="index files, folders and .zip archives",
        description="Index documents into the corpus. Unchanged files are skipped, changed ones "
        "re-indexed; files are only read, never changed.",
    )
    add.add_argument("paths", nargs="+", metavar="PATH")
    add.add_argument("--collection", default="General", help="collection name, e.g. '2025 Essays'")
    add.add_argument("--workers", type=_count, help="worker processes (default: one per core)")
    _corpus_option(add)
    add.set_defaults(handler=cmd_corpus_add)
    listing = sub.add_parser("list", help="list the indexed documents")
    listing.add_argument("--collection", help="only this collection")
    listing.add_argument("--json", action="store_true", help="print JSON")
    _corpus_option(listing)
    listing.set_defaults(handler=cmd_corpus_list)
    stats = sub.add_parser("stats", help="totals: documents, words, size on disk")
    _corpus_option(stats)
    stats.set_defaults(handler=cmd_corpus_stats)
    remove = sub.add_parser(
        "remove",
        help="remove documents from the index (not from the disk)",
        description="Remove documents from the index by id, path or collection. The files on "
        "disk are not touched.",
    )
    remove.add_argument("documents", nargs="*", metavar="ID_OR_PATH")
    remove.add_argument("--collection", help="remove every document of this collection")
    _corpus_option(remove)
    remove.set_defaults(handler=cmd_corpus_remove)
    refresh = sub.add_parser("refresh", help="re-index changed files and report missing ones")
    refresh.add_argument(
        "--remove-missing", action="store_true", help="drop missing files from the index"
    )
    refresh.add_argument("--workers", type=_count, help="worker processes (default: one per core)")
    _corpus_option(refresh)
    refresh.set_defaults(handler=cmd_corpus_refresh)
    verify = sub.add_parser("verify", help="check the corpus file for damage (reads all of it)")
    _corpus_option(verify)
    verify.set_defaults(handler=cmd_corpus_verify)
    repair = sub.add_parser(
        "repair",
        help="rebuild a damaged corpus from its stored texts",
        description="Verify the corpus and, if it is damaged, rebuild it from the texts it "
        "stores into a new file that then replaces it. Documents whose text cannot be read are "
        "dropped and named. Close other Imbrex windows using the corpus first.",
    )
    _corpus_option(repair)
    repair.set_defaults(handler=cmd_corpus_repair)
    from app.cli_copy import add_copy_command

    add_copy_command(sub)

    check = commands.add_parser(
        "check",
        help="check papers against the reference corpus",
        description="Find the corpus documents each paper borrows from and report the passages.",
    )
    check.add_argument("papers", nargs="+", metavar="PAPER")
    _corpus_option(check)
    add_report_options(
        check,
        report_help="write the report to FILE (.html, .pdf, .json, .csv, .txt); with several "
        "papers, a folder that gets one report per paper",
    )
    check.add_argument(
        "--bundle", metavar="FILE.zip", help="also write an evidence bundle (one paper only)"
    )
    check.add_argument(
        "--candidates", type=_count, default=20, metavar="N", help="sources aligned at most (20)"
    )
    check.set_defaults(handler=cmd_check)

    from app.cli_batch import add_batch_command

    add_batch_command(commands)
