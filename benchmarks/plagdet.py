"""PAN text-alignment measures: character-level macro recall and precision, granularity, PlagDet.

An independent implementation of Potthast et al., "An Evaluation Framework for Plagiarism
Detection" (COLING 2010), following the official ``pan09-plagiarism-detection-performance-
measures.py`` (v1.3, also used for PAN 2013 text alignment) in every convention below. Pure
functions, no I/O.

An annotation (a truth *case* or a *detection*) is a passage of a suspicious document
(``this_reference``, ``this_offset``, ``this_length``) paired with a passage of a source
document (``source_reference``, ``source_offset``, ``source_length``); offsets count ``str``
characters. Only external (cross-document) annotations are modelled.

Conventions of the official script, reproduced here:

- ``r`` *overlaps* ``s`` when both name the same suspicious document and the same source
  document, their suspicious passages share at least one character, **and** their source
  passages share at least one character. A detection that overlaps a case on one side only
  counts for nothing, so cases and detections of different document pairs never interact.
- ``rec(s, R)`` = (characters of ``s`` covered by the union of the detections that overlap
  ``s``, counted on the suspicious side plus on the source side) / (``s.this_length`` +
  ``s.source_length``). Macro recall = mean of ``rec(s, R)`` over all cases (an undetected case
  contributes 0). Macro precision = the same with the roles swapped: mean over detections of
  the share of each detection's characters (both sides) covered by overlapping cases; a
  detection that overlaps no case contributes 0.
- Empty sets: no cases and no detections -> recall = precision = 1; exactly one of the two
  empty -> recall = precision = 0. (So with no cases, any detection makes precision 0, and
  with no detections recall *and* precision are 0.)
- Granularity = mean, over the cases overlapped by at least one detection, of the number of
  detections overlapping each; 1 when there are no detections or no case is detected.
- PlagDet = F1(precision, recall) / log2(1 + granularity); 0 when recall and precision are both
  0 (or either is negative, or granularity < 1).
- The official script reads annotations from XML into a ``set``, so identical annotations count
  once: :func:`evaluate` deduplicates its inputs the same way. The individual measure
  functions, like the official ones, take the iterables as given.

Deviation: the official script divides by zero on an annotation of length 0 (and treats one of
length 0 on the suspicious side oddly); :func:`evaluate` rejects such annotations with
``ValueError`` instead.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple


class Annotation(NamedTuple):
    """A case or a detection: a suspicious passage and its source passage (PAN XML fields)."""

    this_reference: str
    this_offset: int
    this_length: int
    source_reference: str
    source_offset: int
    source_length: int

    @property
    def this_end(self) -> int:
        """End (exclusive) of the suspicious passage."""
        return self.this_offset + self.this_length

    @property
    def source_end(self) -> int:
        """End (exclusive) of the source passage."""
        return self.source_offset + self.source_length

    @property
    def pair(self) -> tuple[str, str]:
        """The (suspicious document, source document) pair the annotation belongs to."""
        return self.this_reference, self.source_reference


@dataclass(frozen=True)
class Scores:
    """The PAN measures of one set of detections against one set of cases."""

    plagdet: float
    recall: float
    precision: float
    granularity: float
    cases: int
    detections: int
    detected_cases: int


def is_overlapping(a: Annotation, b: Annotation) -> bool:
    """Whether ``b`` overlaps ``a``: same document pair, shared characters on both sides."""
    return (
        a.this_reference == b.this_reference
        and a.source_reference == b.source_reference
        and b.this_end > a.this_offset
        and b.this_offset < a.this_end
        and b.source_end > a.source_offset
        and b.source_offset < a.source_end
    )


def _covered(start: int, end: int, spans: Iterable[tuple[int, int]]) -> int:
    """Number of characters of ``[start, end)`` inside the union of ``spans``."""
    clipped = sorted((max(s, start), min(e, end)) for s, e in spans)
    total, reach = 0, start
    for s, e in clipped:
        s = max(s, reach)
        if e > s:
            total += e - s
            reach = e
    return total


def _index(annotations: Iterable[Annotation]) -> dict[tuple[str, str], list[Annotation]]:
    """Annotations grouped by document pair."""
    index: dict[tuple[str, str], list[Annotation]] = defaultdict(list)
    for annotation in annotations:
        index[annotation.pair].append(annotation)
    return index


def case_recall(case: Annotation, detections: Iterable[Annotation]) -> float:
    """Share of the case's characters (both sides) covered by the detections that overlap it."""
    hits = [d for d in detections if is_overlapping(case, d)]
    if not hits:
        return 0.0
    this = _covered(case.this_offset, case.this_end, ((d.this_offset, d.this_end) for d in hits))
    source = _covered(
        case.source_offset, case.source_end, ((d.source_offset, d.source_end) for d in hits)
    )
    return (this + source) / (case.this_length + case.source_length)


def macro_recall(cases: Sequence[Annotation], detections: Sequence[Annotation]) -> float:
    """Macro-averaged character recall of the detections over the cases (empty-set rules above)."""
    if not cases and not detections:
        return 1.0
    if not cases or not detections:
        return 0.0
    by_pair = _index(detections)
    return sum(case_recall(case, by_pair.get(case.pair, ())) for case in cases) / len(cases)


def macro_precision(cases: Sequence[Annotation], detections: Sequence[Annotation]) -> float:
    """Macro-averaged character precision: :func:`macro_recall` with the roles swapped."""
    return macro_recall(detections, cases)


def granularity(cases: Sequence[Annotation], detections: Sequence[Annotation]) -> float:
    """Mean number of overlapping detections per detected case; 1 if nothing is detected."""
    if not detections:
        return 1.0
    by_pair = _index(detections)
    counts = [sum(is_overlapping(c, d) for d in by_pair.get(c.pair, ())) for c in cases]
    detected = [n for n in counts if n > 0]
    if not detected:
        return 1.0
    return sum(detected) / len(detected)


def plagdet_score(recall: float, precision: float, gran: float) -> float:
    """F1 of recall and precision divided by log2(1 + granularity)."""
    if (recall == 0 and precision == 0) or recall < 0 or precision < 0 or gran < 1:
        return 0.0
    return (2 * recall * precision / (recall + precision)) / math.log2(1 + gran)


def _checked(annotations: Iterable[Annotation]) -> list[Annotation]:
    """Deduplicated (as the official XML reader's set does), sorted, validated annotations."""
    unique = sorted(set(annotations))
    for a in unique:
        if a.this_offset < 0 or a.source_offset < 0 or a.this_length <= 0 or a.source_length <= 0:
            raise ValueError(f"annotation needs offsets >= 0 and lengths > 0: {a}")
    return unique


def evaluate(cases: Iterable[Annotation], detections: Iterable[Annotation]) -> Scores:
    """All PAN measures of ``detections`` against ``cases`` (both deduplicated first)."""
    s, r = _checked(cases), _checked(detections)
    rec, prec, gran = macro_recall(s, r), macro_precision(s, r), granularity(s, r)
    by_pair = _index(r)
    detected = sum(any(is_overlapping(c, d) for d in by_pair.get(c.pair, ())) for c in s)
    return Scores(
        plagdet=plagdet_score(rec, prec, gran),
        recall=rec,
        precision=prec,
        granularity=gran,
        cases=len(s),
        detections=len(r),
        detected_cases=detected,
    )
