"""Exporting reports from the window: one paper in any format of ``app.report``, or a whole
batch as a results folder. The writing runs as a job; the files are written atomically by the
report writers, so a failure never leaves half a report behind. The target is checked as on the
command line (``app.report.output_guard``): a paper, a source, the corpus or any file that is
not an earlier Imbrex output of that kind is refused, and the job fails with the reason (shown
in the error dialog)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app.gui.jobs import Job
from app.gui.session import Batch, PaperEntry
from app.report.batch_output import write_batch_results
from app.report.evidence import Evidence


@dataclass(frozen=True, slots=True)
class ExportFormat:
    key: str  # a format of app.report.writers, or "bundle"
    suffix: str
    label: str


def export_formats() -> list[ExportFormat]:
    """The choices of the save dialog, in the order shown."""
    return [
        ExportFormat(
            "html",
            ".html",
            QCoreApplication.translate("Export", "HTML report (opens in any browser)"),
        ),
        ExportFormat(
            "pdf",
            ".pdf",
            QCoreApplication.translate("Export", "PDF report (for printing and archiving)"),
        ),
        ExportFormat(
            "bundle",
            ".zip",
            QCoreApplication.translate("Export", "Evidence bundle (report, texts, checksums)"),
        ),
        ExportFormat("json", ".json", QCoreApplication.translate("Export", "JSON data")),
        ExportFormat("csv", ".csv", QCoreApplication.translate("Export", "CSV table of sources")),
        ExportFormat("text", ".txt", QCoreApplication.translate("Export", "Plain-text summary")),
    ]


def class_export_formats() -> list[ExportFormat]:
    """The report formats a class's results folder can hold (every one but the bundle)."""
    return [f for f in export_formats() if f.key != "bundle"]


def name_filters() -> list[str]:
    return [f"{f.label} (*{f.suffix})" for f in export_formats()]


def format_for_filter(selected: str, path: str) -> ExportFormat:
    """The format of the typed file name's suffix when it is one of ours (``report.pdf`` is a
    PDF whatever filter is selected), else the one the dialog's filter names."""
    formats = export_formats()
    suffix = Path(path).suffix.lower()
    typed = "html" if suffix == ".htm" else next((f.key for f in formats if f.suffix == suffix), "")
    for f in formats:
        if f.key == typed:
            return f
    for f in formats:
        if selected.startswith(f.label):
            return f
    return formats[0]


def with_suffix(path: str, fmt: ExportFormat) -> Path:
    """``path`` ending in ``fmt``'s suffix (added when the typed name has another one or none;
    ``.htm`` counts as HTML)."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix == fmt.suffix or (fmt.key == "html" and suffix == ".htm"):
        return target
    return target.with_name(target.name + fmt.suffix)


def write_paper_report(target: Path, evidence: Evidence, fmt: str) -> None:
    """Write one report (``fmt`` = a report format or "bundle"). Raises UserError, also when
    ``target`` must not be written (``app.report.output_guard``: the paper, a source, the corpus
    or any file that is not an earlier Imbrex output of that kind); nothing is written then."""
    if fmt == "bundle":
        from app.report.bundle import write_bundle
        from app.report.output_guard import check_output
        from app.report.pdf_report import render_pdf
        from app.report.writers import evidence_inputs

        check_output(target, "bundle", evidence_inputs(evidence))  # before the PDF is made
        write_bundle(target, evidence, pdf=render_pdf(evidence))
    else:
        from app.report.writers import write_report

        write_report(target, evidence, fmt)


def paper_export_job(entry: PaperEntry, target: Path, fmt: ExportFormat) -> Job:
    """A job writing ``entry``'s report (hidden sources left out, and named in the JSON)."""
    evidence = entry.evidence
    if evidence is None:
        raise ValueError("the paper has no report")

    def work(progress, cancel) -> Path:
        progress(0, 1, str(target))
        write_paper_report(target, evidence, fmt.key)
        progress(1, 1, str(target))
        return target

    title = QCoreApplication.translate("Export", "Exporting {name}").format(name=target.name)
    return Job(title, work)


def batch_export_job(
    batch: Batch, papers: Sequence[PaperEntry], folder: Path, fmt: str, pair_threshold: float
) -> Job:
    """A job writing a batch's results folder (summary.json, papers.csv, pairs.csv, reports/)."""
    result = batch.result
    if result is None:
        raise ValueError("the batch has not finished")
    # Taken here, on the UI thread: each paper as the teacher sees it (hidden sources left out).
    outcomes = [replace(p.outcome, evidence=p.evidence) for p in papers]

    def work(progress, cancel) -> Path:
        write_batch_results(
            folder,
            result,
            fmt,
            pair_threshold=pair_threshold,
            papers=outcomes,
            write=lambda target, evidence: write_paper_report(target, evidence, fmt),
            progress=progress,
            cancel=cancel,
        )
        return folder

    title = QCoreApplication.translate("Export", "Exporting {batch}").format(batch=batch.title)
    return Job(title, work)
