"""``imbrex corpus add|list|stats|remove|refresh|verify|repair|copy``: the reference corpus
(``copy`` lives in ``app/cli/copy.py``)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from app.cli import copy
from app.cli.common import (
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    add_workers_option,
    corpus_path,
    error,
    finish_corpus_command,
    opened_corpus,
)

_PACKED = (
    "the corpus file was packed (more than a quarter of it was free space, left by removed or"
    " replaced documents)"
)


def _print_summary(summary, verb: str = "Indexed") -> None:
    out = sys.stdout
    added = len(summary.added)
    parts = [f"{verb} {added} new document{'' if added == 1 else 's'} ({summary.words:,} words)"]
    if summary.updated:
        parts.append(
            f"{len(summary.updated)} changed one{'' if len(summary.updated) == 1 else 's'}"
        )
    parts.append(f"{summary.unchanged} unchanged")
    out.write(", ".join(parts) + ".\n")
    for failure in summary.failed:
        out.write(f"  not indexed: {failure.path}: {failure.message}\n")
    for notice in summary.warnings:
        out.write(f"  warning: {notice.path}: {notice.message}\n")
    for duplicate in summary.duplicates:
        out.write(f"  exact duplicate: {duplicate.path} has the same text as {duplicate.same_as}\n")
    for near in summary.near_duplicates:
        out.write(
            f"  near-duplicate: {near.path} is nearly the same text as {near.same_as} "
            f"(estimated resemblance {near.resemblance:.2f}); it was added all the same\n"
        )
    for missing in summary.missing:
        out.write(f"  missing: {missing} (moved or deleted; still in the index)\n")
    for removed in summary.removed:
        out.write(f"  removed from the index: {removed}\n")
    if summary.others:
        out.write(
            f"  left alone: {summary.others} document{'s' if summary.others != 1 else ''} of "
            "colleagues' collections "
            "(a refresh looks after your own collections only)\n"
        )
    if summary.packed:
        out.write(f"  {_PACKED}\n")


def cmd_corpus_add(args: argparse.Namespace) -> int:
    from app.corpus.indexer import add_paths
    from app.progress import ConsoleProgress

    missing = [p for p in args.paths if not os.path.lexists(p)]
    if len(missing) == len(args.paths):
        # A mistyped path must not leave a new, empty corpus behind (nor the demo texts).
        for path in missing:
            error(f"{path}: no such file or folder; nothing was added.")
        return EXIT_USAGE
    progress = ConsoleProgress("indexing")
    with opened_corpus(args) as store:
        summary = add_paths(
            store, args.paths, args.collection, workers=args.workers, progress=progress
        )
        progress.clear()
        _print_summary(summary)
    if summary.cancelled:
        error("stopped. Everything indexed so far is kept; run the same command again to finish.")
        return EXIT_INTERRUPTED
    return EXIT_FAILED if summary.failed else EXIT_OK


def cmd_corpus_refresh(args: argparse.Namespace) -> int:
    from app.corpus.indexer import refresh
    from app.progress import ConsoleProgress

    progress = ConsoleProgress("refreshing")
    with opened_corpus(args, create=False) as store:
        summary = refresh(
            store, remove_missing=args.remove_missing, workers=args.workers, progress=progress
        )
        progress.clear()
        _print_summary(summary, "Re-indexed")
        if summary.missing and not args.remove_missing:
            print("Use 'imbrex corpus refresh --remove-missing' to drop the missing files.")
    if summary.cancelled:
        error("stopped. Run the same command again to finish.")
        return EXIT_INTERRUPTED
    return EXIT_FAILED if summary.failed else EXIT_OK


def cmd_corpus_list(args: argparse.Namespace) -> int:
    with opened_corpus(args, create=False, reading=True) as store:
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
    with opened_corpus(args, create=False, reading=True) as store:
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
    from app.corpus.indexer import remove_documents
    from app.progress import ConsoleProgress

    if not args.documents and not args.collection:
        error("name documents (id or path) or a --collection to remove")
        return EXIT_USAGE
    with opened_corpus(args, create=False) as store:
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
            error("nothing in the corpus matches; see 'imbrex corpus list'")
            return EXIT_FAILED
        progress = ConsoleProgress("removing")
        try:
            result = remove_documents(store, [d.id for d in chosen], progress)
        except KeyboardInterrupt:  # inside the removal's one transaction: rolled back
            progress.clear()
            error("stopped. Nothing was removed; the corpus is as it was.")
            return EXIT_INTERRUPTED
        progress.clear()
    for d in chosen:
        print(f"removed from the index: {d.path}")
    print(f"{len(chosen)} documents removed from the index (the files themselves are untouched).")
    if result.packed:
        print(_PACKED)
    if result.note:
        error(result.note)
    return EXIT_INTERRUPTED if result.stopped else EXIT_OK


def _verify_advice(spec: str | None) -> str:
    """What a teacher can do about the problems ``corpus verify`` found: a file is rebuilt by
    ``corpus repair``; a server (where repair is refused) keeps its tables whole itself."""
    from app.corpus.postgres_spec import is_server_spec

    if spec and is_server_spec(spec):
        return (
            "the corpus on the server does not match its documents' own keys. The server keeps "
            "documents, texts and grams consistent itself, so 'corpus repair' (for corpus files) "
            "is not needed there: index the documents named above again ('imbrex corpus remove' "
            "them, then 'imbrex corpus add' their files; 'imbrex corpus refresh' does so for "
            "files changed since), and if problems remain, ask the server's administrator."
        )
    return (
        "the corpus is damaged: Imbrex will only read it, never write to it, until it is "
        "repaired. 'imbrex corpus repair' rebuilds it from its stored texts."
    )


def cmd_corpus_verify(args: argparse.Namespace) -> int:
    with opened_corpus(args, create=False, reading=True) as store:
        problems = store.verify()
    if problems:
        for problem in problems:
            print(f"problem: {problem}")
        error(_verify_advice(args.corpus))
        return EXIT_FAILED
    print("The corpus is sound.")
    return EXIT_OK


def cmd_corpus_repair(args: argparse.Namespace) -> int:
    from app.corpus.postgres_spec import is_server_spec
    from app.corpus.repair import repair_corpus

    if is_server_spec(args.corpus):
        error(
            "'corpus repair' rebuilds a corpus file. A corpus on a PostgreSQL server is kept "
            "whole by the server; 'imbrex corpus verify' checks it."
        )
        return EXIT_USAGE
    path = corpus_path(args)
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


def register(commands) -> None:
    """Register ``imbrex corpus`` and its actions on the top-level subparsers."""
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
    add_workers_option(add)
    finish_corpus_command(add, cmd_corpus_add)
    listing = sub.add_parser("list", help="list the indexed documents")
    listing.add_argument("--collection", help="only this collection")
    listing.add_argument("--json", action="store_true", help="print JSON")
    finish_corpus_command(listing, cmd_corpus_list)
    stats = sub.add_parser("stats", help="totals: documents, words, size on disk")
    finish_corpus_command(stats, cmd_corpus_stats)
    remove = sub.add_parser(
        "remove",
        help="remove documents from the index (not from the disk)",
        description="Remove documents from the index by id, path or collection. The files on "
        "disk are not touched.",
    )
    remove.add_argument("documents", nargs="*", metavar="ID_OR_PATH")
    remove.add_argument("--collection", help="remove every document of this collection")
    finish_corpus_command(remove, cmd_corpus_remove)
    refresh = sub.add_parser("refresh", help="re-index changed files and report missing ones")
    refresh.add_argument(
        "--remove-missing", action="store_true", help="drop missing files from the index"
    )
    add_workers_option(refresh)
    finish_corpus_command(refresh, cmd_corpus_refresh)
    verify = sub.add_parser("verify", help="check the corpus file for damage (reads all of it)")
    finish_corpus_command(verify, cmd_corpus_verify)
    repair = sub.add_parser(
        "repair",
        help="rebuild a damaged corpus from its stored texts",
        description="Verify the corpus and, if it is damaged, rebuild it from the texts it "
        "stores into a new file that then replaces it. Documents whose text cannot be read are "
        "dropped and named. Close other Imbrex windows using the corpus first.",
    )
    finish_corpus_command(repair, cmd_corpus_repair)
    copy.register(sub)
