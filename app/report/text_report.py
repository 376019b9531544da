"""A short human-readable summary of an imbrex.report/1 dictionary (``--format text``)."""

from __future__ import annotations

from typing import Any

from app.report.labels import document_name, not_checked_reason

_EXCERPT = 70


def _excerpt(text: str, start: int, end: int) -> str:
    piece = " ".join(text[start:end].split())
    return piece if len(piece) <= _EXCERPT else piece[: _EXCERPT - 1] + "…"


def format_text(report: dict[str, Any], paper_text: str, source_texts: dict[str, str]) -> str:
    """Overall similarity, then per source its scores and each passage with an excerpt."""
    doc = report["document"]
    lines = [
        f"{document_name(doc)} ({doc['path']}): {report['similarity']:.1%} similar"
        + (f", {report['identical']:.1%} word for word" if "identical" in report else ""),
        f"  {doc['words']:,} words, {doc['chars']:,} characters",
    ]
    reason = not_checked_reason(report["flags"], int(doc.get("words", 0)))
    if reason:  # a scan: its 0 % says nothing
        lines[0] = f"{document_name(doc)} ({doc['path']}): not checked: {reason}"
    elif not report["sources"]:
        lines.append("  no passage found in the compared document")
    for source in report["sources"]:
        lines.append(
            f"  {source['similarity']:.1%} from {document_name(source)} ({source['path']}), "
            f"{source['identical']:.1%} word for word; "
            f"containment {source['containment']:.2f}, resemblance {source['resemblance']:.2f}, "
            f"{len(source['passages'])} passage(s)"
        )
        text = source_texts.get(source["path"], "")
        for number, p in enumerate(source["passages"], start=1):
            lines.append(
                f"    {number}. characters {p['start']}-{p['end']} ({p['words']} words, "
                f"{p['method']}, score {p['score']:.2f}) <- {p['source_start']}-{p['source_end']}"
            )
            lines.append(f"       paper:  {_excerpt(paper_text, p['start'], p['end'])}")
            if text:
                lines.append(f"       source: {_excerpt(text, p['source_start'], p['source_end'])}")
        for p in source.get("quoted_passages") or ():
            lines.append(
                f"    quoted without a citation (not counted): characters {p['start']}-{p['end']}"
                f" <- {p['source_start']}-{p['source_end']}: "
                f"{_excerpt(paper_text, p['start'], p['end'])}"
            )
    for ex in report["excluded"]:
        lines.append(
            f"  excluded ({ex['reason']}): characters {ex['start']}-{ex['end']}: "
            f"{_excerpt(paper_text, ex['start'], ex['end'])}"
        )
    for flag in report["flags"]:
        lines.append(
            f"  ! {flag['kind']} at characters {flag['start']}-{flag['end']}: {flag['detail']}"
        )
    return "\n".join(lines) + "\n"
