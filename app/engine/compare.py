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
from app.engine.identifiers import matching_identifiers
from app.engine.numbers import is_templated
from app.engine.passage import METHODS, Passage
from app.engine.passage_diff import identical_spans, shared_words
from app.engine.settings import Settings
from app.engine.shingles import set_scores

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

    Cost: that of `align.align`, plus O(m log n) for the shingle scores (binary search of one
    text's sorted shingle set, made once by `analyse`, in the other's).
    """
    settings = settings or Settings()
    passages = align(paper, source, settings)
    passages, short = with_evidence(paper, source, passages, settings.min_words)
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
    containment, resemblance = set_scores(paper.shingle_set, source.shingle_set)
    return SourceMatch(
        identical=identical / length if length else 0.0,
        passages=tuple(passages),
        similarity=covered / length if length else 0.0,
        containment=containment,
        resemblance=resemblance,
        excluded=tuple(sorted(dropped, key=lambda e: (e.start, e.end))),
        quoted_passages=tuple(quoted),
        quoted=quoted_covered / length if length else 0.0,
    )


#: A passage short of ``min_words`` holds enough with this many identifiers of its source
#: (`has_evidence`): 3 also kept two unannotated 15-19-word copies in PAN's verbatim and
#: summary pairs (no-obfuscation PlagDet 0.9798 -> 0.9778, summary 0.5718 -> 0.5676).
SHARED_IDENTIFIERS = 4


def has_evidence(
    paper: AnalysedText, source: AnalysedText, passage: Passage, min_words: int
) -> bool:
    """Whether a passage holds enough to claim anything: at least ``min_words`` words on the
    paper side, on the source side, and shared by the two sides (`passage_diff.shared_words`,
    counted with repeats, in any order): a loose match that shares scattered words with a
    source has the words it shares as its evidence, however long its two sides are.
    A passage short of that, with at least half of ``min_words`` on each side and shared, holds
    enough when its paper side has at least `SHARED_IDENTIFIERS` identifiers, every one of them
    also on the source side (`identifiers.matching_identifiers`: numbers such as phone numbers,
    ZIP codes and years; acronyms and codes): rare tokens that a text on the same topic does
    not share with its source, while a shuffled list copied from it (PAN's random obfuscation
    of a directory) keeps them. O(log n + t log t) for the passage's t words."""
    sides = min(passage.words, source_words(source, passage))
    if 2 * sides < min_words:
        return False
    shared = shared_words(paper, source, passage)
    if sides >= min_words and shared >= min_words:
        return True
    return 2 * shared >= min_words and (
        matching_identifiers(paper, source, passage) >= SHARED_IDENTIFIERS
    )


#: Passages with at most this many words between them touch: a reworded passage is cut to the
#: first and last word its source side has, so a sentence's first words ("Before winter ...")
#: can fall between two neighbouring passages.
TOUCHING_GAP = 3


def with_evidence(
    paper: AnalysedText, source: AnalysedText, passages: Sequence[Passage], min_words: int
) -> tuple[list[Passage], list[Passage]]:
    """The passages that hold enough to claim anything (`has_evidence`) and those set aside as
    too short. Passages of one source that follow each other on the paper side with at most
    `TOUCHING_GAP` words between them (`touching_groups`), none of which holds enough alone, are judged together as
    one stretch of consecutive matched sentences: a summary's compressed sentences are found
    as such neighbours, each matching another place of the source and sharing fewer than
    ``min_words`` words with it, while a sentence on the topic of a source stands alone (and
    the runs of a loose candidate, `align.supported_runs`, are separated by the writer's own
    sentences, so they do not touch). A stretch with ``min_words`` words on each side and
    shared, around one passage of at least ``min_words`` words on each side (which lacks only
    shared words; fragments of a few words each do not make a stretch), becomes one passage
    (`merged`). Of the rest, at least `CORROBORATION` compressed sentences of the source are
    kept (`corroborating`). O(p log n + t log t) for p passages of t words."""
    kept: list[Passage] = []
    short: list[Passage] = []
    for group in touching_groups(paper, passages):
        alone = [p for p in group if not has_evidence(paper, source, p, min_words)]
        if len(group) == 1 or len(alone) < len(group):
            kept += [p for p in group if p not in alone]
            short += alone
            continue
        paper_side = sum(p.words for p in group)
        source_side = sum(source_words(source, p) for p in group)
        shared = sum(shared_words(paper, source, p) for p in group)
        longest = max(min(p.words, source_words(source, p)) for p in group)
        if min(paper_side, source_side, shared, longest) < min_words:
            short += group
        else:
            kept.append(merged(paper, group))
    corroborated = corroborating(paper, source, short, min_words)
    kept = sorted(kept + corroborated, key=lambda p: p.start)
    return kept, [p for p in short if p not in corroborated]


#: A source from which at least this many separate sentences of the paper are compressed
#: (`corroborating`) is summarised, not only written about.
CORROBORATION = 3


def corroborating(
    paper: AnalysedText, source: AnalysedText, short: Sequence[Passage], min_words: int
) -> list[Passage]:
    """The passages set aside as too short that corroborate each other: each of at least
    ``min_words`` words on both sides and sharing at least half of ``min_words`` words with its
    source side (a compressed sentence), and at least `CORROBORATION` of them from the same
    source, in separate places of the paper. One or two such sentences are what a paper on the
    topic of a source holds (the Clough & Stevenson "non" answers: one topical passage each);
    three compressed sentences of one source are a summary of it (PAN `00222`/`01073`: 42, 21
    and 28 paper words sharing 18, 12 and 17). O(p log n + t log t) for p passages of t words.
    """
    compressed = [
        p
        for p in short
        if min(p.words, source_words(source, p)) >= min_words
        and 2 * shared_words(paper, source, p) >= min_words
    ]
    return compressed if len(compressed) >= CORROBORATION else []


def merged(paper: AnalysedText, group: Sequence[Passage]) -> Passage:
    """One passage over neighbouring passages: the paper span from the first to the last (with
    the few words between them), the source span over all of theirs (a summary draws on a
    stretch of its source), the strongest method, and the cosine weighted by words.
    O(g + log n)."""
    start, end = min(p.start for p in group), max(p.end for p in group)
    weight = sum(p.words for p in group)
    return Passage(
        start=start,
        end=end,
        source_start=min(p.source_start for p in group),
        source_end=max(p.source_end for p in group),
        words=int(np.searchsorted(paper.tokens.ends, end, side="right"))
        - int(np.searchsorted(paper.tokens.starts, start, side="left")),
        method=min((p.method for p in group), key=METHODS.index),
        score=sum(p.score * p.words for p in group) / weight if weight else 0.0,
    )


def touching_groups(
    paper: AnalysedText, passages: Sequence[Passage], gap: int = TOUCHING_GAP
) -> list[list[Passage]]:
    """The passages (ordered on the paper side) in groups of neighbours with at most ``gap``
    words of the paper between one and the next. O(p log n)."""
    groups: list[list[Passage]] = []
    for passage in sorted(passages, key=lambda p: p.start):
        if groups:
            last = groups[-1][-1]
            between = int(np.searchsorted(paper.tokens.starts, passage.start, side="left")) - int(
                np.searchsorted(paper.tokens.starts, last.end, side="left")
            )
            if between <= gap:
                groups[-1].append(passage)
                continue
        groups.append([passage])
    return groups


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
