"""A short human-readable summary of an imbrex.report/1 report (``--format text``)."""

from __future__ import annotations

from collections.abc import Mapping

from app.report.labels import document_name, not_checked_reason, scope_note
from app.report.model import Report

_EXCERPT = 70


def _excerpt(text: str, start: int, end: int) -> str:
    piece = " ".join(text[start:end].split())
    return piece if len(piece) <= _EXCERPT else piece[: _EXCERPT - 1] + "…"


def format_text(report: Report, paper_text: str, source_texts: Mapping[str, str]) -> str:
    """Overall similarity, then per source its scores and each passage with an excerpt."""
    doc = report.document
    lines = [
        f"{document_name(doc)} ({doc.path}): {report.similarity:.1%} similar"
        + (f", {report.identical:.1%} word for word" if report.identical is not None else ""),
        f"  {doc.words:,} words, {doc.chars:,} characters",
    ]
    reason = not_checked_reason(report.flags, doc.words)
    if reason:  # a scan: its 0 % says nothing
        lines[0] = f"{document_name(doc)} ({doc.path}): not checked: {reason}"
    elif scope := scope_note(report.scope):
        lines.append(f"  {scope}")
    if not reason and not report.sources:
        lines.append("  no passage found in the compared documents")
    for source in report.sources:
        identical = "" if source.identical is None else f", {source.identical:.1%} word for word"
        lines.append(
            f"  {source.similarity:.1%} from {document_name(source)} ({source.path}){identical}; "
            f"containment {source.containment:.2f}, resemblance {source.resemblance:.2f}, "
            f"{len(source.passages)} passage(s)"
        )
        text = source_texts.get(source.path, "")
        for number, p in enumerate(source.passages, start=1):
            lines.append(
                f"    {number}. characters {p.start}-{p.end} ({p.words} words, "
                f"{p.method}, score {p.score:.2f}) <- {p.source_start}-{p.source_end}"
            )
            lines.append(f"       paper:  {_excerpt(paper_text, p.start, p.end)}")
            if text:
                lines.append(f"       source: {_excerpt(text, p.source_start, p.source_end)}")
        for p in source.quoted_passages:
            lines.append(
                f"    quoted without a citation (not counted): characters {p.start}-{p.end}"
                f" <- {p.source_start}-{p.source_end}: "
                f"{_excerpt(paper_text, p.start, p.end)}"
            )
    for ex in report.excluded:
        lines.append(
            f"  excluded ({ex.reason}): characters {ex.start}-{ex.end}: "
            f"{_excerpt(paper_text, ex.start, ex.end)}"
        )
    for flag in report.flags:
        lines.append(f"  ! {flag.kind} at characters {flag.start}-{flag.end}: {flag.detail}")
    return "\n".join(lines) + "\n"
