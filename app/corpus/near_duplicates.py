"""Near-duplicates of a whole document in the corpus (Broder 1997; seed 001).

A paper handed in again under another name, lightly edited, is found through its min-hash
sketch (``app.engine.sketches``): the corpus indexes every document's super-shingles, so the
documents sharing one with the paper are found with a fixed number of index look-ups; their
stored sketches then estimate the resemblance, and those at or above
``NEAR_DUPLICATE_RESEMBLANCE`` are near-duplicates. ``corpus add`` names them (the document is
added all the same), and a check flags the paper ("near-duplicate of <document>"). Cost per
paper: O(n) for its sketch, then ``SUPER_SHINGLES`` index probes and O(sketch size) per
document found; nothing grows with the corpus but the B-tree's depth.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Container, Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from app.corpus.store import CorpusStore
from app.engine.fingerprints import document_sketch
from app.engine.sketches import NEAR_DUPLICATE_RESEMBLANCE, sketch_resemblance
from app.extract import Document
from app.extract.document import Flag

#: The flag a checked paper gets for each corpus document it nearly duplicates; its detail is
#: that document's path.
NEAR_DUPLICATE_FLAG = "near-duplicate"
#: The flag a checked paper gets when its very file (``StoredDocument.is_the_file``: the same
#: bytes under the same name) is in the corpus, where the check leaves it out as the paper
#: itself; its detail is that document's path. Without it a paper handed in as last year's
#: file, under the same name, showed 0 % and nothing else.
IN_CORPUS_FLAG = "in-corpus"


@dataclass(frozen=True, slots=True)
class NearDuplicate:
    """A corpus document whose sketch agrees with a paper's on ``resemblance`` of its
    positions (the estimated share of their retrieval grams they have in common)."""

    doc_id: int
    resemblance: float


def near_duplicates(
    store: CorpusStore, sketch: np.ndarray, exclude: Collection[int] = ()
) -> list[NearDuplicate]:
    """The corpus documents (but ``exclude``) that are near-duplicates of the document with
    this ``sketch``, the most resembling first. Super-shingle look-up, then the sketches'
    estimate: O(SUPER_SHINGLES · log N + found · sketch size)."""
    return _resembling(sketch, store.sketches_sharing_super_shingles(sketch), exclude)


def near_duplicates_of_group(
    store: CorpusStore, sketches: Sequence[np.ndarray], excludes: Sequence[Container[int]]
) -> list[list[NearDuplicate]]:
    """:func:`near_duplicates` of each of ``sketches`` (but its own ``excludes``), the super-
    shingles of the whole group looked up in one query
    (``sketches_sharing_super_shingles_of``): what ``corpus add`` asks of every group of
    documents it writes. O(group · SUPER_SHINGLES · log N + found · sketch size)."""
    shared = store.sketches_sharing_super_shingles_of(sketches)
    return [
        _resembling(sketch, found, exclude)
        for sketch, found, exclude in zip(sketches, shared, excludes, strict=True)
    ]


def _resembling(
    sketch: np.ndarray, found: Iterable[tuple[int, np.ndarray]], exclude: Container[int]
) -> list[NearDuplicate]:
    """The ``found`` (doc id, sketch) pairs (but ``exclude``) that resemble ``sketch`` at
    least ``NEAR_DUPLICATE_RESEMBLANCE``, the most resembling first. O(found · sketch size)."""
    near = [
        NearDuplicate(doc_id, sketch_resemblance(sketch, stored))
        for doc_id, stored in found
        if doc_id not in exclude
    ]
    kept = [one for one in near if one.resemblance >= NEAR_DUPLICATE_RESEMBLANCE]
    return sorted(kept, key=lambda one: (-one.resemblance, one.doc_id))


def with_near_duplicate_flags(
    store: CorpusStore, paper: Document, sketch: np.ndarray | None = None
) -> Document:
    """``paper`` with a ``near-duplicate`` flag (the whole paper: span 0–0) for every corpus
    document it nearly duplicates, the most resembling first; a document that is the same file
    as the paper (the paper itself, already added, which the check leaves out) gets an
    ``in-corpus`` flag instead, so that the teacher sees why it is not a source. ``sketch`` is
    the paper's, when already made (``DocumentFingerprints.sketch``). O(paper) for the sketch,
    plus the look-ups of :func:`near_duplicates`."""
    if sketch is None:
        sketch = document_sketch(paper.text)
    flags = []
    for near in near_duplicates(store, sketch):
        try:
            stored = store.document(near.doc_id)
        except KeyError:  # removed meanwhile
            continue
        itself = stored.is_the_file(paper.sha256, paper.path)
        flags.append(Flag(IN_CORPUS_FLAG if itself else NEAR_DUPLICATE_FLAG, 0, 0, stored.path))
    return dataclasses.replace(paper, flags=(*paper.flags, *flags)) if flags else paper
