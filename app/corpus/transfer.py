"""``imbrex corpus copy FROM TO``: a whole corpus copied between stores (an SQLite file and a
PostgreSQL database, either way), then verified by count and checksums.

Each document travels as stored: its grams, its sketch (its super-shingles are indexed again
from it by the target's ``put``) and its compressed text are copied, not derived again, so the copy answers every check as the original does. The target must hold no documents
(nothing a teacher has is overwritten) and gets the source's sampling.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import xxhash

from app.corpus.store import CorpusError, IndexedDocument
from app.corpus.stores import ManagedCorpus

#: Documents written per call of ``put`` (one transaction in SQLite; one per document on a
#: server).
COPY_BATCH = 200


@dataclass(frozen=True, slots=True)
class CorpusDigest:
    """How many documents a corpus holds and one xxh3_128 over every document's path, file
    hashes, canonical checksum, text checksum, gram list and sketch, in path order."""

    documents: int
    checksum: str


def digest(store: ManagedCorpus) -> CorpusDigest:
    """The :class:`CorpusDigest` of a store. O(corpus)."""
    lines = sorted(
        "\0".join(
            str(value)
            for value in (
                doc.path,
                doc.sha256,
                doc.file_hash,
                doc.checksum,
                doc.text.checksum,
                doc.text.chars,
                xxhash.xxh3_64_hexdigest(np.sort(doc.grams).tobytes()),
                xxhash.xxh3_64_hexdigest(doc.sketch.tobytes()),
            )
        )
        for doc in store.records()
    )
    total = xxhash.xxh3_128()
    for line in lines:
        total.update(line.encode("utf-8", "surrogatepass") + b"\n")
    return CorpusDigest(len(lines), total.hexdigest())


def copy_corpus(
    source: ManagedCorpus,
    target: ManagedCorpus,
    progress: Callable[[int, int], None] | None = None,
) -> CorpusDigest:
    """Copy every document of ``source`` into the empty ``target`` and verify the copy: the
    same count and the same :func:`digest`, else :class:`CorpusError`. The digest. O(corpus)."""
    if target.document_count():
        raise CorpusError(
            f"The target corpus already holds {target.document_count()} documents. Copy into "
            "a new, empty corpus (nothing already there is overwritten).",
            target.path,
        )
    if target.sampling != source.sampling:
        target.set_meta({"sampling": source.sampling})
    total = source.document_count()
    batch: list[IndexedDocument] = []
    done = 0
    for record in source.records():
        batch.append(record)
        if len(batch) >= COPY_BATCH:
            target.put(batch)
            done += len(batch)
            batch = []
            if progress:
                progress(done, total)
    if batch:
        target.put(batch)
        if progress:
            progress(done + len(batch), total)
    expected, found = digest(source), digest(target)
    if found != expected:
        raise CorpusError(
            f"The copy does not match its source ({found.documents} documents copied of "
            f"{expected.documents}, checksums {found.checksum} and {expected.checksum}). "
            "Delete the copy and try again.",
            target.path,
        )
    return found
