"""Use cases that wire extraction, the engine and the reports together (no Qt)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from app.engine.compare import analyse, compare, paper_exclusions
from app.engine.settings import Settings
from app.extract import DEFAULT_LIMITS, Document, Limits, extract
from app.report.json_report import SourceResult, build_report


@dataclass(frozen=True, slots=True)
class Comparison:
    """The outcome of comparing a paper with one other document."""

    paper: Document
    source: Document
    report: dict[str, Any]


def block_quotes(document: Document) -> list[tuple[int, int]]:
    """The block quotations the extractor recorded (indented quote paragraphs, <blockquote>)."""
    return [(r.start, r.end) for r in document.regions if r.kind == "block-quote"]


def compare_documents(
    paper: Document,
    source: Document,
    settings: Settings | None = None,
    template: Document | None = None,
) -> Comparison:
    """Compare two extracted documents; the report is written from the paper's point of view.
    Cost: two `analyse` calls and one `compare` (see app.engine.compare)."""
    settings = settings or Settings()
    paper_text = analyse(paper.text, settings)
    source_text = analyse(source.text, settings)
    # Too short to tell: read the text in the other's language, so that stems agree.
    if paper_text.language == "und" and source_text.language != "und":
        paper_text = analyse(paper.text, settings, source_text.language)
    elif source_text.language == "und" and paper_text.language != "und":
        source_text = analyse(source.text, settings, paper_text.language)
    template_text = analyse(template.text, settings) if template is not None else None
    exclusions = paper_exclusions(paper_text, settings, block_quotes(paper), template_text)
    match = compare(paper_text, source_text, settings, exclusions)
    report = build_report(
        paper, [SourceResult(source, match)], exclusions, settings, paper_words=paper_text.words
    )
    return Comparison(paper, source, report)


def compare_files(
    paper: str | os.PathLike,
    source: str | os.PathLike,
    settings: Settings | None = None,
    template: str | os.PathLike | None = None,
    limits: Limits = DEFAULT_LIMITS,
) -> Comparison:
    """Extract and compare two files. Raises the extractor's UserError for a bad file."""
    template_document = extract(template, limits) if template is not None else None
    return compare_documents(
        extract(paper, limits), extract(source, limits), settings, template_document
    )
