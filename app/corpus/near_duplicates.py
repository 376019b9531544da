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
from collections.abc import Collection
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
    found = [
        NearDuplicate(doc_id, sketch_resemblance(sketch, stored))
        for doc_id, stored in store.sketches_sharing_super_shingles(sketch)
        if doc_id not in exclude
    ]
    kept = [near for near in found if near.resemblance >= NEAR_DUPLICATE_RESEMBLANCE]
    return sorted(kept, key=lambda near: (-near.resemblance, near.doc_id))


def with_near_duplicate_flags(
    store: CorpusStore, paper: Document, sketch: np.ndarray | None = None
) -> Document:
    """``paper`` with a ``near-duplicate`` flag (the whole paper: span 0–0) for every corpus
    document it nearly duplicates, the most resembling first; a document that is the same file
    as the paper (the paper itself, already added) is not one. ``sketch`` is the paper's, when
    already made (``DocumentFingerprints.sketch``). O(paper) for the sketch, plus the look-ups
    of :func:`near_duplicates`."""
    if sketch is None:
        sketch = document_sketch(paper.text)
    flags = []
    for near in near_duplicates(store, sketch):
        try:
            stored = store.document(near.doc_id)
        except KeyError:  # removed meanwhile
            continue
        if not stored.is_the_file(paper.sha256, paper.path):
            flags.append(Flag(NEAR_DUPLICATE_FLAG, 0, 0, stored.path))
    return dataclasses.replace(paper, flags=(*paper.flags, *flags)) if flags else paper
