"""Checking a whole class: every paper against the corpus and against the other papers.

The pairs of papers worth aligning are found with seed 000's four stages
(``app.engine.clustering``) over the papers' sampled fingerprints, so a class of n papers is
not compared n² times. Each paper is then aligned with its corpus candidates and with the
papers it shares fingerprints with; a pair of papers is *confirmed* when the engine finds a
passage between them.

Text a corpus source explains is attributed to that source first (``attributed``): a pair whose
shared text is all found in one corpus source (seven students who copied the same article)
shares text only through a *common source*; the clusters are the groups of papers joined by the
other pairs, the ones sharing text not found in the corpus (the collusion a teacher looks for).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

import numpy as np
from numpy.typing import NDArray

from app.batch_results import (
    CLASS_COLLECTION,
    SCAN,
    BatchResult,
    CommonSource,
    PaperOutcome,
    PaperPair,
)
from app.check import (
    PreparedPaper,
    Source,
    corpus_candidates,
    corpus_scope,
    corpus_sources,
    not_checked_reason,
)
from app.corpus.near_duplicates import with_near_duplicate_flags
from app.corpus.store import CorpusError, CorpusStore, file_identity
from app.defaults import DEFAULT_CANDIDATES
from app.engine.attribution import attribute_shared_text
from app.engine.clustering import SharedPair, clusters, shared_pairs
from app.engine.fingerprints import document_fingerprints
from app.engine.settings import Settings
from app.errors import Cancelled
from app.extract import DEFAULT_LIMITS, Document, Limits, iter_extractions
from app.progress import Cancel, Progress
from app.report.evidence import Evidence
from app.report.model import Scope, SourceReport


def _outcome(
    path: str, document: Document, evidence: Evidence | None, error: CorpusError | None
) -> PaperOutcome:
    """A read paper's outcome: its evidence, or the corpus error that stopped its check."""
    if error is None:
        return PaperOutcome(path, document, evidence)
    return PaperOutcome(path, document, evidence, str(error), error.kind)


def _source_entry(evidence: Evidence | None, path: str) -> SourceReport | None:
    """The source read from ``path`` in the paper's report (None: not a source, or the paper
    was not checked)."""
    return None if evidence is None else evidence.report.source_at(path)


def attributed(evidence: Evidence, words: NDArray[np.int64], min_words: int) -> Evidence:
    """The paper's evidence with its classmates' text attributed to the corpus first.

    Each classmate's entry gets ``own`` (the share of the paper it shares and no corpus source
    explains, ``app.engine.attribution``) and ``common_source`` (the corpus source covering
    most of its passages); the sources are then ordered by the text credited to them: a corpus
    source by its similarity, a classmate by its ``own`` share, ties to the corpus. So when a
    classmate and a corpus source explain the same text, the corpus source is the top source.
    ``words`` are the paper's word starts. Cost: that of ``attribute_shared_text``."""
    report = evidence.report
    sources = list(report.sources)
    mates = [i for i, s in enumerate(sources) if s.collection == CLASS_COLLECTION]
    if not mates:
        return evidence
    corpus = [i for i, s in enumerate(sources) if s.collection != CLASS_COLLECTION]

    def spans(i: int) -> list[tuple[int, int]]:
        return [p.span for p in sources[i].passages]

    found = attribute_shared_text(
        report.document.chars,
        words,
        [spans(i) for i in mates],
        [spans(i) for i in corpus],
        min_words,
    )
    for i, shared in zip(mates, found, strict=True):
        through = None if shared.through is None else sources[corpus[shared.through]].path
        sources[i] = replace(sources[i], own=round(shared.own, 4), common_source=through)

    def credited(i: int) -> tuple[float, bool, str]:
        source = sources[i]
        share = source.own if i in mates and source.own is not None else source.similarity
        return (-share, i in mates, source.path)

    order = sorted(range(len(sources)), key=credited)
    texts = tuple(evidence.source_texts[i] for i in order)
    visible = replace(report, sources=tuple(sources[i] for i in order))
    return Evidence(visible, evidence.paper_text, texts)


def check_class(
    paths: Iterable[str | os.PathLike],
    store: CorpusStore | None,
    settings: Settings | None = None,
    *,
    template: Document | None = None,
    candidates: int = DEFAULT_CANDIDATES,
    limits: Limits = DEFAULT_LIMITS,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    reading: Progress | None = None,
    on_paper: Callable[[PaperOutcome], None] | None = None,
) -> BatchResult:
    """Check every paper named by ``paths`` (files, folders, .zip) against ``store`` (if any)
    and against each other. Unreadable papers are listed with their error and skipped; so is a
    paper whose check meets a damaged corpus (the reason is its error), and the class goes on.

    Cost: extraction O(total size); the four stages O(F log F) for F fingerprints; one engine
    comparison per (paper, candidate) and per flagged pair. Raises ``Cancelled`` when
    ``cancel()`` turns true. ``reading(done, total, path)`` follows the extraction,
    ``progress(done, total, path)`` the checks; ``on_paper`` receives each paper as soon as its
    report is final (unreadable papers first, as they are read).
    """
    settings = settings or Settings()
    outcomes: list[PaperOutcome] = []
    for extraction in iter_extractions(paths, limits, progress=reading, cancel=cancel):
        if extraction.error is not None:
            error = extraction.error
            outcomes.append(
                PaperOutcome(extraction.path, error=error.message, error_kind=error.kind)
            )
            if on_paper:
                on_paper(outcomes[-1])
        elif (
            extraction.document is not None
            and (reason := not_checked_reason(extraction.document)) is not None
        ):  # a scan
            outcomes.append(PaperOutcome(extraction.path, error=reason, error_kind=SCAN))
            if on_paper:
                on_paper(outcomes[-1])
        else:
            outcomes.append(PaperOutcome(extraction.path, document=extraction.document))
    if cancel and cancel():
        raise Cancelled()
    readable = [i for i, o in enumerate(outcomes) if o.document is not None]
    documents = [o.document for o in outcomes if o.document is not None]
    prints = [document_fingerprints(d.text) for d in documents]
    flagged = shared_pairs([p.kept for p in prints])
    partners: dict[int, list[int]] = {i: [] for i in range(len(documents))}
    for pair in flagged:
        partners[pair.a].append(pair.b)
        partners[pair.b].append(pair.a)
    # A corpus document that is one of these files (the class was added to the corpus before)
    # is compared once, as a classmate. The same bytes under another name are a copy of it,
    # reported like any source (``StoredDocument.is_the_file``).
    class_files = {file_identity(d.sha256, d.path) for d in documents}
    # What the reports say the papers were checked against (the corpus counted once).
    scope = Scope(classmates=len(documents) - 1) if store is None else None
    evidences: list[Evidence | None] = []
    errors: dict[int, CorpusError] = {}
    for n, document in enumerate(documents):
        if cancel and cancel():
            raise Cancelled()
        classmates = [Source(documents[j], CLASS_COLLECTION) for j in sorted(partners[n])]
        prepared = PreparedPaper(document, settings, template)
        sources = list(classmates)
        try:
            if store is not None:
                scope = scope or corpus_scope(store, len(documents) - 1)
                _, found, _ = corpus_candidates(store, document, candidates)
                others = [s for s in found if file_identity(s.sha256, s.path) not in class_files]
                sources = [*corpus_sources(store, others), *classmates]
                prepared.document = with_near_duplicate_flags(store, document, prints[n].sketch)
            evidence = prepared.evidence(sources, scope)
            words = prepared.text.tokens.starts
            evidences.append(attributed(evidence, words, settings.min_words))
        except CorpusError as error:  # e.g. a damaged corpus: this paper is not checked
            evidences.append(None)
            errors[n] = error
        if on_paper:
            on_paper(_outcome(document.path, document, evidences[-1], errors.get(n)))
        if progress:
            progress(n + 1, len(documents), document.path)
    for n, i in enumerate(readable):
        outcomes[i] = _outcome(outcomes[i].path, documents[n], evidences[n], errors.get(n))
    pairs = _confirmed_pairs(flagged, documents, evidences)
    index = {d.path: n for n, d in enumerate(documents)}
    linked = [
        SharedPair(min(index[p.a], index[p.b]), max(index[p.a], index[p.b]), p.shared, 0.0)
        for p in pairs
        if p.collusion
    ]
    groups = tuple(tuple(documents[i].path for i in g) for g in clusters(len(documents), linked))
    common = _common_sources(pairs)
    return BatchResult(tuple(outcomes), tuple(pairs), groups, len(flagged), common)


def _common_sources(pairs: Sequence[PaperPair]) -> tuple[CommonSource, ...]:
    """Per corpus source, the papers of the pairs that share text only through it (most
    papers first)."""
    papers: dict[str, set[str]] = {}
    for pair in pairs:
        if not pair.collusion and pair.common_source is not None:
            papers.setdefault(pair.common_source, set()).update((pair.a, pair.b))
    found = [CommonSource(path, tuple(sorted(members))) for path, members in papers.items()]
    found.sort(key=lambda c: (-len(c.papers), c.path))
    return tuple(found)


def _own(source: SourceReport | None, similarity: float) -> float:
    """A classmate's own share (its similarity when it has none)."""
    return similarity if source is None or source.own is None else source.own


def _confirmed_pairs(
    flagged: Sequence[SharedPair],
    documents: Sequence[Document],
    evidences: Sequence[Evidence | None],
) -> list[PaperPair]:
    pairs = []
    for pair in flagged:
        a, b = documents[pair.a], documents[pair.b]
        in_a = _source_entry(evidences[pair.a], b.path)  # paper b as a source of paper a
        in_b = _source_entry(evidences[pair.b], a.path)
        a_in_b = in_a.similarity if in_a else 0.0
        b_in_a = in_b.similarity if in_b else 0.0
        if a_in_b or b_in_a:
            common = (in_a and in_a.common_source) or (in_b and in_b.common_source) or None
            pairs.append(
                PaperPair(
                    a.path,
                    b.path,
                    a_in_b,
                    b_in_a,
                    pair.shared,
                    _own(in_a, a_in_b),
                    _own(in_b, b_in_a),
                    common,
                )
            )
    # Collusion first (the pairs a teacher has to look at), each kind largest first.
    pairs.sort(key=lambda p: (not p.collusion, -max(p.a_in_b, p.b_in_a), p.a, p.b))
    return pairs
