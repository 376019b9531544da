"""``imbrex demo``: the bundled demo class checked against the bundled demo corpus, or (with
``--samples``) the text read from the bundled sample papers."""

from __future__ import annotations

import argparse
from pathlib import Path

from app import __version__
from app.cli.common import EXIT_FAILED, EXIT_OK, EXIT_USAGE, error
from app.cli.extract import cmd_extract


def cmd_demo(args: argparse.Namespace) -> int:
    """``--samples``: ``imbrex extract`` on the bundled samples; otherwise :func:`run_demo`."""
    from app.paths import resource

    if args.samples:
        samples = resource("samples")
        if not samples.is_dir():
            error(f"the bundled samples are missing ({samples}); reinstall Imbrex.")
            return EXIT_FAILED
        print(
            f"Imbrex {__version__}: the text it reads from the bundled sample papers in {samples}\n"
        )
        args.files = [samples]
        return cmd_extract(args)
    return run_demo(args)


def run_demo(args: argparse.Namespace) -> int:
    """The demo class checked against the demo corpus (made on first use in the user data
    folder, separate from the teacher's own corpus), with HTML reports."""
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
            f"{Path(s.path).name} {100 * s.similarity:.0f} %" for s in report.sources
        )
        print(f"{100 * report.similarity:5.1f} %  {Path(paper.path).name:<32} {sources or '-'}")
    for pair in result.pairs:
        print(f"\ntwo papers share text: {Path(pair.a).name} and {Path(pair.b).name}")
    print(f"\nReports: {out} (open them in a browser).")
    return EXIT_OK


def _refuse_demo_outputs(out: Path, corpus: Path) -> bool:
    """Whether a report ``imbrex demo`` would write into ``out`` must not be (printed)."""
    from app.corpus.demo import demo_folder
    from app.report.output_guard import OutputRefused, check_output

    if out.exists() and not out.is_dir():
        error(f"{out}: this is a file, not a folder; give a folder for the reports")
        return True
    papers = sorted((demo_folder() / "papers").iterdir())
    protected = [(corpus, "the demo corpus"), *((p, "a demo paper") for p in papers)]
    try:
        for paper in papers:
            check_output(out / (paper.stem + ".html"), "html", protected)
    except OutputRefused as refused:
        error(refused)
        return True
    return False


def register(commands) -> None:
    """Register ``imbrex demo`` on the top-level subparsers."""
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
