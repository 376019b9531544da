"""Use cases that wire extraction, the corpus, the engine and the reports together (no Qt).

* :func:`compare_documents` — one paper against one other document (``imbrex compare``);
* :func:`check_document` — one paper against the reference corpus (``imbrex check``);
* ``app.batch`` — a whole class against the corpus and against itself (``imbrex batch``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import partial

import numpy as np
from numpy.typing import NDArray

from app.corpus.near_duplicates import with_near_duplicate_flags
from app.corpus.retrieval import (
    DENSE_RESERVE,
    WINDOW,
    Candidate,
    find_candidates,
    select_candidates,
    strong_limit,
)
from app.corpus.store import CorpusStore, DamagedCorpusError, StoredDocument, damaged_message
from app.corpus.stretch_queries import extra_candidates
from app.defaults import DEFAULT_CANDIDATES
from app.engine.analysis import AnalysedText
from app.engine.compare import SourceMatch, analyse, compare, paper_exclusions
from app.engine.exclusions import Exclusion
from app.engine.fingerprints import QUERY_STRIDE, content_query_keys, paper_stems
from app.engine.settings import Settings
from app.engine.word_for_word import identical_coverage
from app.extract import DEFAULT_LIMITS, Document, Limits, Metadata, extract
from app.printable import printable
from app.report import labels
from app.report.evidence import Evidence
from app.report.json_report import SourceResult, build_report
from app.report.model import Report, Scope
from app.source_analyses import SHARED, SourceAnalyses
from app.two_cores import run_jobs


@dataclass(frozen=True, slots=True)
class Comparison:
    """The outcome of comparing a paper with one other document."""

    paper: Document
    source: Document
    report: Report

    @property
    def evidence(self) -> Evidence:
        """The report with the texts it points into, for the HTML/PDF/bundle writers."""
        sources = tuple(self.source.text for _ in self.report.sources)
        return Evidence(self.report, self.paper.text, sources)


@dataclass(frozen=True, slots=True)
class Source:
    """A document to compare a paper with, and the corpus collection it belongs to."""

    document: Document
    collection: str | None = None
    #: The language the corpus index recorded for the document (the guess of
    #: ``app.engine.language`` on its words when it was indexed), which its analysis then
    #: takes instead of guessing again; None for a document that is not from the index.
    language: str | None = None


@dataclass(frozen=True, slots=True)
class CheckResult:
    """One paper checked against the corpus: the evidence for its report, the candidates the
    index proposed, and the corpus documents left out because they are the paper itself."""

    evidence: Evidence
    candidates: tuple[Candidate, ...]
    itself: tuple[str, ...] = ()


def not_checked_reason(document: Document) -> str | None:
    """Why ``document`` is not checked (a scan: see ``app.report.labels.not_checked_reason``),
    or None if it is. Cost: O(len(text)) to count the words."""
    return labels.not_checked_reason(document.flags, len(document.text.split()))


def block_quotes(document: Document) -> list[tuple[int, int]]:
    """The block quotations the extractor recorded (indented quote paragraphs, <blockquote>)."""
    return [(r.start, r.end) for r in document.regions if r.kind == "block-quote"]


#: What the worker of `app.two_cores` spends before its first source, analysing the paper
#: the parent has analysed already, in the units of a source's cost (characters of text): the
#: worker takes that much less of the sources.
WORKER_SETUP = 1.0


class PreparedPaper:
    """A paper analysed once for comparison with many sources; the sources' analyses come
    from ``sources`` (`app.source_analyses`: kept between the papers of one process)."""

    def __init__(
        self,
        paper: Document,
        settings: Settings,
        template: Document | None = None,
        sources: SourceAnalyses = SHARED,
    ) -> None:
        self.document = paper
        self.settings = settings
        self.sources = sources
        self.text = analyse(paper.text, settings)
        self._template = template
        self._by_language: dict[str, tuple[AnalysedText, list[Exclusion]]] = {}

    def in_language(self, language: str) -> tuple[AnalysedText, list[Exclusion]]:
        """The paper analysed in ``language`` (a text too short to tell its own language is read
        in its source's), with its exclusions."""
        if self.text.language != "und":
            language = self.text.language
        cached = self._by_language.get(language)
        if cached is None:
            text = self.text if language == self.text.language else None
            text = text or analyse(self.document.text, self.settings, language)
            template = (
                analyse(self._template.text, self.settings) if self._template is not None else None
            )
            exclusions = paper_exclusions(
                text, self.settings, block_quotes(self.document), template
            )
            cached = self._by_language[language] = (text, exclusions)
        return cached

    def compare(self, source: Document, language: str | None = None) -> SourceResult:
        """Align the paper with one source, read in ``language`` when given (the language the
        index recorded for it: `Source.language`), else in the language guessed from its
        words. Cost: one ``analyse`` of the source (none when ``sources`` kept it) and one
        ``compare`` (app.engine.compare), plus the word-for-word spans of its passages
        (app.engine.word_for_word, linear in the passages' words)."""
        source_text = self.sources.analysed(source.text, self.settings, language)
        if source_text.language == "und" and self.text.language != "und":
            source_text = self.sources.analysed(source.text, self.settings, self.text.language)
        paper_text, exclusions = self.in_language(source_text.language)
        match = compare(paper_text, source_text, self.settings, exclusions)
        spans = identical_coverage(paper_text, source_text, match.passages)
        return SourceResult(source, match, identical_spans=tuple(spans))

    def evidence(self, sources: Sequence[Source], scope: Scope | None = None) -> Evidence:
        """Compare with every source and build the report (sources without passages left out),
        recording ``scope`` (what the paper was checked against) in it. On two cores a worker process aligns about half of the sources the process has not
        analysed before (`app.two_cores`); the report is the same either way."""
        paper_text, exclusions = self.in_language(self.text.language)  # before a fork
        found = run_jobs(
            lambda i: aligned(self, sources[i]),
            costs=[len(s.document.text) for s in sources],
            share=lambda taken: partial(
                aligned_share,
                self.document,
                self.settings,
                self._template,
                [sources[i] for i in taken],
            ),
            keep=[self.sources.holds(s.document.text, self.settings, s.language) for s in sources],
            setup=int(WORKER_SETUP * len(self.document.text)),
        )
        results = [
            SourceResult(s.document, match, s.collection, spans)
            for s, (match, spans) in zip(sources, found, strict=True)
        ]
        report = build_report(
            self.document,
            results,
            exclusions,
            self.settings,
            paper_words=paper_text.words,
            scope=scope,
        )
        # The report names each source by its printable path (`app.printable`).
        texts = {printable(r.document.path): r.document.text for r in results}
        return Evidence(report, self.document.text, tuple(texts[s.path] for s in report.sources))


Aligned = tuple[SourceMatch, tuple[tuple[int, int], ...] | None]


def aligned(prepared: PreparedPaper, source: Source) -> Aligned:
    """The paper's alignment with one source and its word-for-word spans, in a form that
    pickles without the source's text. Cost: one `PreparedPaper.compare`."""
    result = prepared.compare(source.document, source.language)
    return result.match, result.identical_spans


def aligned_share(
    paper: Document, settings: Settings, template: Document | None, sources: Sequence[Source]
) -> list[Aligned]:
    """`aligned` for each of ``sources`` in a process that keeps nothing of the check (the
    worker of `app.two_cores`, sent this function with its arguments): the paper prepared anew,
    the sources' analyses not kept. Cost: one ``analyse`` of the paper (and of the template),
    then one ``analyse`` and one ``compare`` per source."""
    prepared = PreparedPaper(paper, settings, template, SourceAnalyses(max_tokens=0))
    return [aligned(prepared, source) for source in sources]


def compare_documents(
    paper: Document,
    source: Document,
    settings: Settings | None = None,
    template: Document | None = None,
) -> Comparison:
    """Compare two extracted documents; the report is written from the paper's point of view.
    Cost: two `analyse` calls and one `compare` (see app.engine.compare)."""
    prepared = PreparedPaper(paper, settings or Settings(), template)
    evidence = prepared.evidence([Source(source)], Scope(compared_with=source.path))
    return Comparison(paper, source, evidence.report)


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


def _missing(store: CorpusStore, what: str) -> DamagedCorpusError:
    """A row the index points to is not there: the corpus is damaged (``corpus verify``)."""
    return DamagedCorpusError(damaged_message(what), store.path)


def stored_document(store: CorpusStore, stored: StoredDocument) -> Document:
    """A corpus document as the engine and the reports see it (text from the index). Raises
    ``DamagedCorpusError`` when its text is damaged or missing."""
    try:
        text = store.text(stored.id)
    except KeyError:
        what = f"the text of document {stored.id}, {stored.path}, is missing"
        raise _missing(store, what) from None
    return Document(
        text=text,
        path=stored.path,
        format=stored.format,
        sha256=stored.sha256,
        size=stored.size,
        metadata=Metadata(title=stored.title or None, author=stored.author or None),
    )


def corpus_sources(store: CorpusStore, found: Sequence[StoredDocument]) -> list[Source]:
    """The found documents with their texts and the languages the index recorded for them."""
    return [
        Source(stored_document(store, stored), stored.collection, stored.language or None)
        for stored in found
    ]


#: A paper longer than this many content words (about twice as many words) is ranked in
#: stretches of this length, overlapping by a window of the ranking, each nominating its own
#: candidates: the look-up's rows and their (row, paper position) incidences grow with the
#: paper, and at the text limit (a million words) they took 2.5 GB. A thesis is one stretch.
SEGMENT_CONTENT_WORDS = 60_000


def corpus_candidates(
    store: CorpusStore,
    paper: Document,
    limit: int = DEFAULT_CANDIDATES,
    corpus_size: int | None = None,
) -> tuple[list[Candidate], list[StoredDocument], list[str]]:
    """Candidate sources of ``paper`` in the corpus with their index entries, and the paths of
    corpus documents left out because they are the same file as the paper (a paper already
    added to the corpus): the best ``limit``, and past them, up to ``limit`` more (more for a
    long paper: `retrieval.strong_limit`), those sharing at least ``retrieval.STRONG_SHARED``
    keys in one window, and up to ``retrieval.DENSE_EXTRA`` of the next
    ``retrieval.DENSE_RESERVE`` whose shared keys are dense for their length
    (``find_candidates``, ``select_candidates``; ``corpus_size``: the store's document count
    when the caller has it); then up to ``stretch_queries.EXTRAS`` documents that ranked
    queries from the paper's stretches nominate (:func:`_with_stretch_queries`). A paper of
    more than ``SEGMENT_CONTENT_WORDS`` content words is ranked stretch by stretch, and the
    candidates of each are taken in turn (each document once), so the memory of a check stays
    that of a long thesis (the stretch queries score their stretches in blocks). Raises
    ``DamagedCorpusError`` (a ``UserError``: the paper is reported as not checked, with the
    reason) when the index points to a document that is not there."""
    content = paper_stems(paper.text)
    keys = content_query_keys(content)
    if corpus_size is None:
        corpus_size = store.document_count()
    candidates: list[Candidate] = []
    entries: list[StoredDocument] = []
    itself: list[str] = []
    for offset, part in _stretches(keys):
        found, stored, same = _stretch_candidates(store, paper, part, limit, corpus_size)
        taken = {c.doc_id for c in candidates}
        for candidate, entry in zip(found, stored, strict=True):
            if candidate.doc_id not in taken:
                candidates.append(replace(candidate, start=candidate.start + offset))
                entries.append(entry)
        itself += [path for path in same if path not in itself]
    _with_stretch_queries(store, paper, content, (candidates, entries, itself), corpus_size)
    return candidates, entries, itself


def _with_stretch_queries(
    store: CorpusStore,
    paper: Document,
    content: NDArray[np.uint64],
    found: tuple[list[Candidate], list[StoredDocument], list[str]],
    corpus_size: int,
) -> None:
    """Add to the key ranking's candidates, entries and left-out paths (``found``) the
    documents that ranked queries from the stretches of the paper's content stems
    (``content``) nominate (``stretch_queries.extra_candidates``; none when the corpus has no
    term index). The paper itself, when it is in the corpus, holds every stem of every
    stretch: it is left out of the nominations (and said so, as the key ranking does), so that
    each stretch nominates its best *other* document. O(stretches · their postings)."""
    candidates, entries, itself = found
    postings = store.stem_postings(content, corpus_size)
    if postings is None:
        return
    chosen = {c.doc_id for c in candidates}
    own = {entry.id for entry in map(store.find, itself) if entry is not None}
    stored: dict[int, StoredDocument | None] = {}
    for _ in range(3):  # the paper, and at most two more copies of its file, left out
        extras = extra_candidates(content, postings, chosen, exclude=own)
        for doc_id in extras:
            if doc_id not in stored:
                try:
                    stored[doc_id] = store.document(doc_id)
                except KeyError:  # a posting of a document gone (its text was unreadable)
                    stored[doc_id] = None
        mine = [
            entry
            for entry in (stored[d] for d in extras)
            if entry is not None and entry.is_the_file(paper.sha256, paper.path)
        ]
        if not mine:
            break
        own |= {entry.id for entry in mine}
        itself += [entry.path for entry in mine if entry.path not in itself]
    for doc_id in extras:
        entry = stored[doc_id]
        if entry is not None and doc_id not in own:
            candidates.append(Candidate(doc_id, 0, 0.0))
            entries.append(entry)


def _stretches(keys: NDArray[np.uint64]) -> Iterator[tuple[int, NDArray[np.uint64]]]:
    """The paper's query keys in stretches of ``SEGMENT_CONTENT_WORDS`` content words that
    overlap by a ranking window (every window lies whole in one), each with the content word
    it starts at; the whole of a shorter paper."""
    words = len(keys) // QUERY_STRIDE
    if words <= SEGMENT_CONTENT_WORDS:
        yield 0, keys
        return
    step = SEGMENT_CONTENT_WORDS - WINDOW
    for start in range(0, words - WINDOW, step):
        yield start, keys[start * QUERY_STRIDE : (start + SEGMENT_CONTENT_WORDS) * QUERY_STRIDE]


def _stretch_candidates(
    store: CorpusStore,
    paper: Document,
    keys: NDArray[np.uint64],
    limit: int,
    corpus_size: int,
) -> tuple[list[Candidate], list[StoredDocument], list[str]]:
    """`corpus_candidates` of one stretch of the paper's keys."""
    cap = strong_limit(limit, len(keys) // QUERY_STRIDE)
    itself: list[str] = []
    ranked: list[Candidate] = []
    entries: list[StoredDocument] = []
    for candidate in find_candidates(
        store,
        keys,
        limit=limit + 3 + DENSE_RESERVE,
        stride=QUERY_STRIDE,
        strong_cap=cap,
        corpus_size=corpus_size,
    ):
        try:
            stored = store.document(candidate.doc_id)
        except KeyError:
            raise _missing(
                store, f"the gram index points to document {candidate.doc_id}, which is not there"
            ) from None
        if stored.is_the_file(paper.sha256, paper.path):
            itself.append(stored.path)
        else:
            ranked.append(candidate)
            entries.append(stored)
    chosen = select_candidates(ranked, [e.words for e in entries], limit, strong_cap=cap)
    return [ranked[i] for i in chosen], [entries[i] for i in chosen], itself


def check_document(
    paper: Document,
    store: CorpusStore,
    settings: Settings | None = None,
    template: Document | None = None,
    limit: int = DEFAULT_CANDIDATES,
    extra_sources: Sequence[Source] = (),
) -> CheckResult:
    """Check one paper against the corpus: retrieve candidates through the sampled fingerprints
    (app.corpus.retrieval), align each with the engine, build the report. ``extra_sources``
    (other papers of the class) are aligned too. Cost: O(paper grams · log index) for retrieval
    plus one engine comparison per candidate. A paper that nearly duplicates a whole corpus
    document is flagged (``app.corpus.near_duplicates``, a few index look-ups)."""
    scope = corpus_scope(store)
    candidates, entries, itself = corpus_candidates(store, paper, limit, scope.corpus_documents)
    paper = with_near_duplicate_flags(store, paper)
    prepared = PreparedPaper(paper, settings or Settings(), template)
    sources = [*corpus_sources(store, entries), *extra_sources]
    return CheckResult(prepared.evidence(sources, scope), tuple(candidates), tuple(itself))


def corpus_scope(store: CorpusStore, classmates: int | None = None) -> Scope:
    """What a paper checked against ``store`` (and ``classmates`` other papers of its class)
    was checked against, for its report: the corpus as its store names it (a file, or a
    server without a password) and its documents now. Cost: one count of the documents."""
    return Scope(str(store.path), store.document_count(), classmates)
