"""Compare one paper with one source, and combine the sources of one paper.

This is the engine's front door: `analyse` each text once, then `compare` a paper with each
candidate source. Scores:

- per source ``similarity``: share of the paper's characters covered by that source's passages;
- ``identical``: the part of it that is word for word the source (runs of 3 or more words);
- ``containment`` c(paper, source) and ``resemblance`` r(paper, source) over w-shingle sets,
  exactly as seeds 000/001 define them;
- overall similarity (`overall_similarity`): share covered by any kept passage of any source.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from app.engine.align import align
from app.engine.analysis import AnalysedText, analyse
from app.engine.exclusions import (
    Exclusion,
    apply_exclusions,
    bibliography_span,
    covered_characters,
    excluded_share,
    is_cited,
    merge_exclusions,
    quotation_spans,
    spans_of,
)
from app.engine.numbers import is_templated
from app.engine.passage import Passage
from app.engine.passage_diff import identical_spans, shared_words
from app.engine.settings import Settings
from app.engine.shingles import containment, resemblance

__all__ = [
    "AnalysedText",
    "SourceMatch",
    "analyse",
    "compare",
    "paper_exclusions",
    "overall_similarity",
    "quoted_share",
]


@dataclass(frozen=True, slots=True)
class SourceMatch:
    """What one source contributed to a paper: kept passages, scores, and the passages set
    aside (as exclusions with their reason)."""

    passages: tuple[Passage, ...]
    similarity: float
    containment: float
    resemblance: float
    excluded: tuple[Exclusion, ...] = ()
    #: Share of the paper's characters in word-for-word runs (≥ 3 words) of the passages.
    identical: float = 0.0
    #: Passages inside quotation marks with no citation nearby: not counted in ``similarity``
    #: but shown with their source, so quote marks cannot hide a copied page.
    quoted_passages: tuple[Passage, ...] = ()
    #: Share of the paper's characters in those passages.
    quoted: float = 0.0

    def __post_init__(self) -> None:
        for name in ("similarity", "containment", "resemblance", "identical", "quoted"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise ValueError(f"{name} must lie in [0, 1]")
        for a, b in zip(self.passages, self.passages[1:], strict=False):
            if b.start < a.end:
                raise ValueError("passages of one source must not overlap on the paper side")


def paper_exclusions(
    paper: AnalysedText,
    settings: Settings | None = None,
    block_quotes: Iterable[tuple[int, int]] = (),
    template: AnalysedText | None = None,
) -> list[Exclusion]:
    """The paper's spans to set aside: quotations (marks and the extractor's block quotes),
    the bibliography, and passages also found in the teacher's template text. O(n) plus one
    `align` against the template."""
    settings = settings or Settings()
    found: list[Exclusion] = []
    if settings.exclude_quotes:
        found += quotation_spans(paper.text)
        found += [Exclusion(s, e, "quote") for s, e in block_quotes if s < e]
    if settings.exclude_bibliography:
        bibliography = bibliography_span(paper.text)
        if bibliography is not None:
            found.append(bibliography)
    if template is not None and template.unit_count:
        found += spans_of(align(paper, template, settings), "template")
    return merge_exclusions(found)


def compare(
    paper: AnalysedText,
    source: AnalysedText,
    settings: Settings | None = None,
    exclusions: Sequence[Exclusion] = (),
) -> SourceMatch:
    """Passages of ``paper`` taken from ``source`` and the scores (see module docstring).

    Cost: that of `align.align`, plus O(n log n) for the shingle scores.
    """
    settings = settings or Settings()
    passages = align(paper, source, settings)
    short = [p for p in passages if not has_evidence(paper, source, p, settings.min_words)]
    passages = [p for p in passages if p not in short]
    templated = [p for p in passages if is_templated(paper, source, p)]
    passages = [p for p in passages if p not in templated]
    by_span = {(p.start, p.end): p for p in passages}
    passages, dropped = apply_exclusions(passages, exclusions, settings.excluded_share)
    quoted = quoted_copies(
        paper.text,
        [by_span[d.start, d.end] for d in dropped],
        exclusions,
        settings.excluded_share,
    )
    dropped += [Exclusion(p.start, p.end, "too-short") for p in short]
    dropped += [Exclusion(p.start, p.end, "templated") for p in templated]
    covered = covered_characters((p.start, p.end) for p in passages)
    identical = covered_characters(
        span for p in passages for span in identical_spans(paper, source, p)
    )
    length = len(paper.text)
    quoted_covered = covered_characters((p.start, p.end) for p in quoted)
    return SourceMatch(
        identical=identical / length if length else 0.0,
        passages=tuple(passages),
        similarity=covered / length if length else 0.0,
        containment=containment(paper.shingles, source.shingles),
        resemblance=resemblance(paper.shingles, source.shingles),
        excluded=tuple(sorted(dropped, key=lambda e: (e.start, e.end))),
        quoted_passages=tuple(quoted),
        quoted=quoted_covered / length if length else 0.0,
    )


def has_evidence(
    paper: AnalysedText, source: AnalysedText, passage: Passage, min_words: int
) -> bool:
    """Whether a passage holds enough to claim anything: at least ``min_words`` words on the
    paper side, on the source side, and shared by the two sides (`passage_diff.shared_words`,
    counted with repeats, in any order): a loose match that shares scattered words with a
    source has the words it shares as its evidence, however long its two sides are.
    O(log n + t log t) for the passage's t words."""
    if min(passage.words, source_words(source, passage)) < min_words:
        return False
    return shared_words(paper, source, passage) >= min_words


def source_words(source: AnalysedText, passage: Passage) -> int:
    """Words of the source inside the passage's source side. A passage claims no more of the
    paper than its evidence supports: one whose source side is shorter than ``min_words`` is
    set aside as too short, however long its paper side grew. O(log n)."""
    first = int(np.searchsorted(source.tokens.starts, passage.source_start, side="left"))
    last = int(np.searchsorted(source.tokens.ends, passage.source_end, side="right"))
    return max(0, last - first)


def quoted_copies(
    text: str, dropped: Sequence[Passage], exclusions: Sequence[Exclusion], share: float = 0.5
) -> list[Passage]:
    """The dropped passages that lie mostly inside quotations without a citation or
    attribution nearby (`exclusions.is_cited`): a copy wrapped in quote marks, not a quotation.
    O(d·e)."""
    uncited = [e for e in exclusions if e.reason == "quote" and not is_cited(text, e.start, e.end)]
    if not uncited:
        return []
    return [p for p in dropped if excluded_share(p, uncited) > share]


def overall_similarity(paper_length: int, matches: Iterable[SourceMatch]) -> float:
    """Share of the paper's characters covered by any kept passage of any source.
    O(p log p) for p passages."""
    if paper_length <= 0:
        return 0.0
    covered = covered_characters((p.start, p.end) for m in matches for p in m.passages)
    return covered / paper_length


def quoted_share(paper_length: int, matches: Iterable[SourceMatch]) -> float:
    """Share of the paper's characters in quoted copies (passages in quotation marks with no
    citation nearby) of any source. O(p log p)."""
    if paper_length <= 0:
        return 0.0
    covered = covered_characters((p.start, p.end) for m in matches for p in m.quoted_passages)
    return covered / paper_length
