"""The files a command writes: checked against its inputs before any work
(``app.report.output_guard``), then the report and the evidence bundle written."""

from __future__ import annotations

import argparse
from pathlib import Path

from app.cli.common import REPORT_SUFFIXES, corpus_path, error
from app.errors import UserError


def protected_inputs(args: argparse.Namespace, inputs: list[tuple[str, str]]) -> list:
    """The files a command reads and must never write: ``inputs``, the template and (for a
    command with ``--corpus``) the corpus file, each with what it is."""
    protected: list = list(inputs)
    if getattr(args, "template", None):
        protected.append((args.template, "the assignment template"))
    if hasattr(args, "corpus") and not getattr(args, "no_corpus", False):
        protected.append((corpus_path(args), "the corpus"))
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
    except OutputRefused as refused:
        error(refused)
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


def report_targets(args: argparse.Namespace, papers: list[str]) -> list[Path | None]:
    """Where each paper's report goes: ``--report`` itself for one paper, else one file per
    paper inside the ``--report`` folder (made), or None (printed) without ``--report``."""
    if not args.report:
        return [None] * len(papers)
    target = Path(args.report)
    if len(papers) == 1 and not target.is_dir():
        return [target]
    from app.report.batch_output import report_names

    target.mkdir(parents=True, exist_ok=True)
    return list(report_names(target, papers, REPORT_SUFFIXES[args.format or "html"]))
