"""Write one paper's report in any format: the one entry point for the CLI and the GUI.

``format_for`` picks the format from an explicit choice or the file's suffix, ``render`` makes
the bytes, ``write_report`` writes them atomically (a temporary file in the same folder, then a
rename: never a half-written report). The PDF writer imports Qt, so it is imported only when a
PDF is asked for, and the HTML writer (its templates and styles) only when HTML is; the rest
loads without Qt.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path

from app.errors import UserError
from app.report.csv_report import encode_csv, render_sources_csv
from app.report.evidence import Evidence
from app.report.json_report import write_atomically
from app.report.model import Report
from app.report.output_guard import TEXT_MARKER, check_output
from app.report.text_report import format_text

REPORT_FORMATS = ("html", "pdf", "json", "csv", "text")
_QT = ("PySide6", "shiboken6")
SUFFIXES = {
    ".html": "html",
    ".htm": "html",
    ".pdf": "pdf",
    ".json": "json",
    ".csv": "csv",
    ".txt": "text",
}


def format_for(path: Path, explicit: str | None) -> str:
    """The report format: ``explicit`` when given, else the one the file's suffix names.

    Raises UserError for an unknown format or suffix, listing the choices.
    """
    choices = ", ".join(REPORT_FORMATS)
    if explicit:
        fmt = explicit.strip().lower()
        if fmt == "txt":
            fmt = "text"
        if fmt not in REPORT_FORMATS:
            raise UserError(f"unknown report format {explicit!r}; choose one of: {choices}")
        return fmt
    suffix = Path(path).suffix.lower()
    if suffix in SUFFIXES:
        return SUFFIXES[suffix]
    suffixes = ", ".join(SUFFIXES)
    if suffix == ".zip":
        hint = " (a .zip is written as an evidence bundle, which has its own option)"
    elif not suffix:
        hint = " (the file name has no suffix)"
    else:
        hint = ""
    raise UserError(
        f"cannot tell the report format from the file name{hint}; end it with one of "
        f"{suffixes}, or choose a format: {choices}",
        str(path),
    )


def render_json(report: Report) -> bytes:
    """The imbrex.report/1 JSON as UTF-8 bytes (readable indentation, non-ASCII kept)."""
    return (json.dumps(report.to_json(), ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def render(evidence: Evidence, fmt: str, *, full_texts: bool = False) -> bytes:
    """The bytes of the report in ``fmt`` (one of REPORT_FORMATS).

    ``full_texts`` adds the sources' full texts to the HTML and PDF reports; the JSON and CSV
    hold no text at all, and the text summary shows short excerpts only.
    """
    if fmt == "html":
        from app.report.html_report import render_html

        return render_html(evidence, full_texts=full_texts).encode("utf-8")
    if fmt == "pdf":
        return _render_pdf(evidence, full_texts)
    if fmt == "json":
        return render_json(evidence.report)
    if fmt == "csv":
        return encode_csv(render_sources_csv(evidence.report))
    if fmt == "text":
        texts = {
            source.path: text
            for source, text in zip(evidence.report.sources, evidence.source_texts, strict=True)
        }
        return format_text(evidence.report, evidence.paper_text, texts).encode("utf-8")
    raise ValueError(f"unknown report format {fmt!r}")


def write_report(
    target: Path,
    evidence: Evidence,
    fmt: str | None = None,
    *,
    full_texts: bool = False,
    protected: Iterable[tuple[str | os.PathLike[str] | None, str]] = (),
) -> str:
    """Write the report to ``target`` atomically and return the format used (see format_for).

    The target is checked first (``app.report.output_guard``): never the paper, its sources or
    a ``protected`` file, never an existing file that is not an earlier report of that format.
    Raises UserError (OutputRefused) when the format is unknown or the file cannot or must not
    be written; nothing is written then.
    """
    chosen = format_for(target, fmt)
    check_output(target, chosen, [*evidence_inputs(evidence), *protected])
    data = render(evidence, chosen, full_texts=full_texts)
    if chosen == "text":
        data += (TEXT_MARKER + "\n").encode("utf-8")
    write_atomically(Path(target), data)
    return chosen


def evidence_inputs(evidence: Evidence) -> list[tuple[str, str]]:
    """The files a report was made from (the paper and its sources), never to be written."""
    report = evidence.report
    inputs = [(report.document.path, "the paper this report is about")]
    inputs += [(s.path, "a source of this report") for s in report.sources]
    return inputs


def _render_pdf(evidence: Evidence, full_texts: bool) -> bytes:
    """Import the PDF writer (and with it Qt) only now."""
    try:
        from app.report.pdf_report import render_pdf
    except ModuleNotFoundError as error:
        missing = error.name or ""
        if missing == "app.report.pdf_report" or missing.split(".")[0] in _QT:
            raise UserError(
                "PDF reports are not available in this installation; write an HTML report "
                "instead and print it to PDF from the browser"
            ) from None
        raise
    return render_pdf(evidence, full_texts=full_texts)
