"""The paper's characters that stand word for word in a source, as spans (not only a share).

``compare`` reports each source's ``identical`` share; a paper with several sources needs the
union of their word-for-word text (the same characters copied from two sources count once),
and a teacher who sets a source aside needs it again without that source. Keeping the spans
makes both a union of intervals instead of a new alignment.
"""

from __future__ import annotations

from collections.abc import Iterable

from app.engine.analysis import AnalysedText
from app.engine.attribution import Span, merged_spans
from app.engine.passage import Passage
from app.engine.passage_diff import identical_spans


def identical_coverage(
    paper: AnalysedText, source: AnalysedText, passages: Iterable[Passage]
) -> list[Span]:
    """The merged paper spans of the passages' words in runs of at least 3 words found word for
    word in their source side (``passage_diff.identical_spans``, the rule behind a source's
    ``identical`` share). O(t) for the t words of the passages' two sides, plus sorting."""
    return merged_spans(span for p in passages for span in identical_spans(paper, source, p))
