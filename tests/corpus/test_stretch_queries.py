"""Ranked queries from each stretch of a paper (``app.corpus.stretch_queries``) and the term
index they read (``sqlite_stems``; a server corpus keeps none): a source whose
words a paraphrase shuffled is found although it shares too few retrieval keys with the paper,
and the index follows every add, replacement and removal."""

from __future__ import annotations

import random
import sqlite3
from contextlib import closing

import numpy as np
import pytest

from app.check import corpus_candidates
from app.corpus import sqlite_stems, stretch_queries, varints
from app.corpus.retrieval import find_candidates
from app.corpus.stores import open_corpus_store
from app.corpus.stretch_queries import (
    EXTRAS,
    K1,
    STEP,
    STRETCH,
    B,
    StemPostings,
    extra_candidates,
    max_documents,
    nominated,
)
from app.engine.fingerprints import QUERY_STRIDE, document_stems, query_keys, stored_fingerprints
from app.extract.document import Document
from tests.corpus.builders import essay, indexed
from tests.engine.test_index_keys_stable import _texts as _index_texts

SOURCE = (
    "Roman engineers carried water to their cities through aqueducts built of stone, brick and "
    "volcanic concrete. The channels fell gently over many miles, sometimes crossing valleys "
    "on tall arcades, and ended in distribution tanks called castella. From these tanks lead "
    "pipes fed public fountains, baths and the houses of wealthy citizens, who paid a tax for "
    "their private supply. Inspectors walked the lines to clear limestone deposits and to "
    "catch farmers who tapped the channels illegally."
)


def _shuffled(text: str, seed: int) -> str:
    """Every word of ``text`` kept, in a random order, five words of made-up prose after each:
    no two of its words are close enough for a retrieval key (pairs up to 5 content words
    apart), its words (and so their stems) are all there."""
    words = text.replace(".", "").replace(",", "").split()
    random.Random(seed).shuffle(words)
    filler = essay(seed + 1000, 10 * len(words)).replace(".", "").split()
    return " ".join(f"{w} {' '.join(filler[5 * i : 5 * i + 5])}" for i, w in enumerate(words)) + "."


def _paper(text: str) -> Document:
    return Document(text=text, path="paper.txt", format="txt", sha256="0" * 64, size=len(text))


@pytest.mark.sqlite_only  # the server keeps no term index (docs/scaling.md)
def test_a_shuffled_source_sharing_too_few_keys_is_found_by_a_stretch_query(corpus_spec):
    """Forty chance documents and a short source whose every word the paper holds, shuffled:
    the retrieval keys do not make it a candidate, the stretch holding its words does."""
    store = open_corpus_store(corpus_spec)
    try:
        store.put(
            [indexed(f"/corpus/chance{i:02d}.txt", essay(300 + i, 600)) for i in range(40)]
            + [indexed("/corpus/aqueducts.txt", SOURCE)]
        )
        source_id = next(d.id for d in store.documents() if d.path == "/corpus/aqueducts.txt")
        text = f"{essay(9, 300)}\n\n{_shuffled(SOURCE, 3)}\n\n{essay(10, 300)}"
        keyed = find_candidates(store, query_keys(text), limit=40, stride=QUERY_STRIDE)
        assert all(c.doc_id != source_id or c.shared < 3 for c in keyed)
        candidates, entries, _ = corpus_candidates(store, _paper(text), limit=5)
        assert "/corpus/aqueducts.txt" in [e.path for e in entries]
        store.stem_postings = lambda *_: None  # the key ranking alone
        _, keyed_entries, _ = corpus_candidates(store, _paper(text), limit=5)
        assert "/corpus/aqueducts.txt" not in [e.path for e in keyed_entries]
        assert len(keyed_entries) < len(candidates) == len(entries) <= len(keyed_entries) + EXTRAS
    finally:
        store.close()


@pytest.mark.sqlite_only  # the server keeps no term index (docs/scaling.md)
def test_a_paper_in_the_corpus_is_left_out_and_its_sources_are_still_nominated(corpus_spec):
    """A paper already in the corpus holds every one of its stems, so it would be every
    stretch's best answer: it is left out (and said so, as the key ranking does), and the
    stretch holding the shuffled source nominates the source."""
    store = open_corpus_store(corpus_spec)
    try:
        text = f"{essay(9, 300)}\n\n{_shuffled(SOURCE, 3)}\n\n{essay(10, 300)}"
        mine = indexed("/corpus/paper.txt", text)
        chance = [indexed(f"/c/{i}.txt", essay(500 + i, 400)) for i in range(20)]
        store.put([mine, *chance, indexed("/corpus/aqueducts.txt", SOURCE)])
        paper = Document(
            text=text, path="/corpus/paper.txt", format="txt", sha256=mine.sha256, size=1
        )
        _, entries, itself = corpus_candidates(store, paper, limit=3)
        paths = [e.path for e in entries]
        assert "/corpus/paper.txt" not in paths and itself == ["/corpus/paper.txt"]
        assert "/corpus/aqueducts.txt" in paths
    finally:
        store.close()


@pytest.mark.sqlite_only
def test_a_source_another_process_added_is_nominated_with_its_length(corpus_spec):
    """The documents' lengths the queries read are kept between checks; a write, this
    process's or another's, makes them read again, so a source added since is nominated (a
    stale list of lengths would leave it out as a document that is not there)."""
    text = f"{essay(9, 300)}\n\n{_shuffled(SOURCE, 3)}\n\n{essay(10, 300)}"
    chance = [indexed(f"/corpus/chance{i:02d}.txt", essay(300 + i, 600)) for i in range(30)]
    with open_corpus_store(corpus_spec) as checking:
        checking.put(chance[:20])
        _, entries, _ = corpus_candidates(checking, _paper(text), limit=5)
        assert "/corpus/aqueducts.txt" not in [e.path for e in entries]
        with open_corpus_store(corpus_spec) as other:
            other.put([*chance[20:], indexed("/corpus/aqueducts.txt", SOURCE)])
        _, entries, _ = corpus_candidates(checking, _paper(text), limit=5)
        assert "/corpus/aqueducts.txt" in [e.path for e in entries]
        checking.put([indexed("/corpus/aqueducts2.txt", SOURCE)])  # a new id, past the others
        checking.remove([e.id for e in entries if e.path == "/corpus/aqueducts.txt"])
        _, entries, _ = corpus_candidates(checking, _paper(text), limit=5)
        assert "/corpus/aqueducts2.txt" in [e.path for e in entries]


def _index(path) -> dict[int, tuple[int, list[int] | None]]:
    """The term index of a corpus file: each stem's count and its documents (None: dropped)."""
    with closing(sqlite3.connect(path)) as db:
        return {
            stem: (docs, None if data is None else varints.ids_of(data).tolist())
            for stem, docs, data in db.execute("SELECT stem, docs, postings FROM stems")
        }


def _expected(store) -> dict[int, tuple[int, list[int]]]:
    """Each stem of the stored documents (signed, as SQLite keeps it) with its count and its
    documents, made from their texts."""
    held: dict[int, list[int]] = {}
    for doc in sorted(store.documents(), key=lambda d: d.id):
        for stem in document_stems(store.text(doc.id), doc.language).view(np.int64).tolist():
            held.setdefault(stem, []).append(doc.id)
    return {stem: (len(docs), docs) for stem, docs in held.items()}


def _agrees(index: dict[int, tuple[int, list[int] | None]], truth) -> bool:
    """Whether the index holds every stem of the texts with its count, every list it kept is
    the stem's documents, and every stem of one document has its list."""
    return (
        {s: n for s, (n, _) in index.items()} == {s: n for s, (n, _) in truth.items()}
        and all(d is None or d == truth[s][1] for s, (_, d) in index.items())
        and all(index[s][1] == d for s, (n, d) in truth.items() if n == 1)
    )


@pytest.mark.sqlite_only
def test_the_term_index_follows_adds_replacements_and_removals(corpus_spec):
    """After every add, replacement and removal the index holds exactly the stems the stored
    texts have, with their counts and documents; a stem only the old text of a replaced
    document had is gone; removing every document empties the index."""
    store = open_corpus_store(corpus_spec)
    try:
        store.put([indexed("/c/a.txt", SOURCE), indexed("/c/b.txt", essay(1, 300))])
        store.put([indexed(f"/c/more{i}.txt", essay(10 + i, 200)) for i in range(6)])
        before = _index(corpus_spec)
        assert _agrees(before, _expected(store))
        store.put([indexed("/c/a.txt", essay(2, 300))])  # replaced: no aqueducts any more
        after = _index(corpus_spec)
        assert _agrees(after, _expected(store))
        assert set(before) - set(after)
        store.remove([d.id for d in store.documents() if d.path.startswith("/c/more")][:3])
        assert _agrees(_index(corpus_spec), _expected(store))
        store.remove([d.id for d in store.documents()])
        assert _index(corpus_spec) == {}
        assert store.verify() == []
    finally:
        store.close()


@pytest.mark.sqlite_only
def test_a_stem_too_common_to_query_keeps_its_count_and_drops_its_documents(corpus_spec):
    """Twelve documents of one made-up vocabulary: a stem held by more than
    ``max_documents`` (5 here) of them keeps its count only, for good (a removal that brings
    it back under does not bring its list back: it would miss documents); a rare one keeps
    its list. The queries read the listed stems only."""
    store = open_corpus_store(corpus_spec)
    try:
        store.put([indexed(f"/c/{i:02d}.txt", essay(40 + i, 150)) for i in range(12)])
        index = _index(corpus_spec)
        truth = _expected(store)
        assert max_documents(12) == 5
        common = [s for s, (n, _) in truth.items() if n > 5]
        rare = [s for s, (n, _) in truth.items() if n <= 5]
        assert common and rare
        assert all(index[s] == (truth[s][0], None) for s in common)
        assert all(index[s] == truth[s] for s in rare)
        store.remove([d.id for d in store.documents()][:8])
        index = _index(corpus_spec)
        assert all(index[s][1] is None for s in common if s in index)
        stems = np.array(list(truth), dtype=np.int64).view(np.uint64)
        postings = store.stem_postings(stems, 4)
        assert postings is not None
        listed = {s for s, (_, d) in index.items() if d is not None}
        assert set(postings.stems.view(np.int64).tolist()) == listed
    finally:
        store.close()


@pytest.mark.sqlite_only
@pytest.mark.parametrize("damage", ["80", "ffffffffffffffffffffff01"])
def test_a_damaged_list_is_left_out_and_the_document_still_checks_and_goes(corpus_spec, damage):
    """A posting list cut short or holding a varint too long (a damaged page, another
    program's write) only loses that stem's nominations: the check goes on, the removal leaves
    the stem without a list."""
    store = open_corpus_store(corpus_spec)
    try:
        store.put([indexed("/corpus/aqueducts.txt", SOURCE), indexed("/c/b.txt", essay(1, 300))])
        db = store.connection
        with db:
            db.execute(f"UPDATE stems SET postings = x'{damage}' WHERE docs = 1")
        _, entries, _ = corpus_candidates(store, _paper(f"{essay(9, 200)} {SOURCE}"), limit=3)
        assert "/corpus/aqueducts.txt" in [e.path for e in entries]
        assert store.remove([d.id for d in store.documents() if d.path == "/c/b.txt"]) == 1
        index = _index_tolerant(corpus_spec)
        assert index and all(d is None or len(d) == n for n, d in index.values())
    finally:
        store.close()


def _index_tolerant(path) -> dict[int, tuple[int, list[int] | None]]:
    """:func:`_index`, a list that does not decode read as None."""
    with closing(sqlite3.connect(path)) as db:
        rows = db.execute("SELECT stem, docs, postings FROM stems").fetchall()
    index: dict[int, tuple[int, list[int] | None]] = {}
    for stem, docs, data in rows:
        try:
            index[stem] = (docs, None if data is None else varints.ids_of(data).tolist())
        except varints.DamagedVarintsError:
            index[stem] = (docs, None)
    return index


@pytest.mark.sqlite_only
def test_a_corpus_made_before_the_term_index_gets_it_from_its_texts(corpus_spec):
    """A corpus of format 5 is read as it is (no stretch queries) and, on its first writable
    open, gets the term index its texts give."""
    store = open_corpus_store(corpus_spec)
    try:
        store.put([indexed("/c/a.txt", SOURCE), indexed("/c/b.txt", essay(1, 300))])
        expected = _index(corpus_spec)
        db = store.connection
        db.execute("DROP TABLE stems")
        db.execute("DROP INDEX documents_words")
        db.execute("PRAGMA user_version = 5")
        db.commit()
    finally:
        store.close()
    with open_corpus_store(corpus_spec, readonly=True) as store:
        assert store.stem_postings(np.array([1, 2], dtype=np.uint64), 2) is None
        _, entries, _ = corpus_candidates(store, _paper(f"{essay(9, 200)} {SOURCE}"), limit=3)
        assert "/c/a.txt" in [e.path for e in entries]
    with open_corpus_store(corpus_spec) as store:
        assert sqlite_stems.present(store.connection)
    assert _index(corpus_spec) == expected


@pytest.mark.parametrize(
    "values",
    [[], [0], [127, 128, 16383, 16384], [2**63, 2**64 - 1, 1, 300], list(range(0, 10**6, 997))],
)
def test_varints_give_back_what_they_were_given(values):
    data, sizes = varints.encoded(np.array(values, dtype=np.uint64))
    assert len(data) == sizes.sum()
    assert varints.decoded(data.tobytes()).tolist() == values
    ids = np.cumsum(np.array([v % 1000 + 1 for v in values], dtype=np.int64))
    assert varints.ids_of(varints.encoded(varints.gaps(ids))[0].tobytes()).tolist() == ids.tolist()


@pytest.mark.parametrize("data", [b"\x80", b"\x01\xff", b"\xff" * 11 + b"\x01"])
def test_a_damaged_varint_string_is_refused(data):
    with pytest.raises(varints.DamagedVarintsError):
        varints.decoded(data)


def _postings(held: dict[int, list[int]], length: float = 500.0) -> StemPostings:
    """Postings of stems 1000 + i: document d holds those of ``held[d]``."""
    stems, df, docs = [], [], []
    for i in sorted({i for positions in held.values() for i in positions}):
        owners = [d for d in sorted(held) if i in held[d]]
        stems.append(1000 + i)
        df.append(len(owners))
        docs += owners
    return StemPostings(
        stems=np.array(stems, dtype=np.uint64),
        df=np.array(df, dtype=np.int64),
        docs=np.array(docs, dtype=np.int64),
        lengths=np.full(len(docs), length),
        corpus_size=1000,
        mean_length=length,
    )


def test_a_document_answering_two_stretches_comes_before_one_answering_one_better():
    """Three stretches: document 1 answers the first two best (merits 0.75 and 0.66),
    document 2 the third (1.0); document 3 holds a few stems everywhere. The merits of a
    document's stretches add up (a source whose passage spans stretches wins several), so
    document 1 comes first, and a document chosen or left out is not nominated."""
    paper = np.arange(1000, 1100, dtype=np.uint64)
    postings = _postings(
        {
            1: [i for i in range(75) if i % 5 < 3],
            2: list(range(50, 99)),
            3: [i for i in range(100) if i % 5 == 3],
        }
    )
    merits = nominated(paper, postings)
    assert set(merits) == {1, 2} and merits[2] == pytest.approx(1.0)
    assert merits[1] == pytest.approx(0.75 + 0.6637, abs=1e-3)
    assert extra_candidates(paper, postings, chosen=()) == [1, 2]
    assert extra_candidates(paper, postings, chosen={1}) == [2]
    assert extra_candidates(paper, postings, chosen=(), exclude={1, 2}) == [3]


def _nominated_one_by_one(paper, postings: StemPostings) -> dict[int, float]:
    """:func:`nominated` written plainly: each stretch's best document (the lowest id of
    equals), its merit added to the document's."""
    n = postings.corpus_size
    idf = np.log1p((n - postings.df + 0.5) / (postings.df + 0.5))
    found: dict[int, float] = {}
    first = postings.first
    for start in range(0, max(1, len(paper) - STEP), STEP):
        query = set(paper[start : start + STRETCH].tolist())
        scores: dict[int, float] = {}
        weight = 0.0
        for slot, stem in enumerate(postings.stems.tolist()):
            if stem not in query:
                continue
            weight += idf[slot]
            for row in range(first[slot], first[slot] + postings.df[slot]):
                doc = int(postings.docs[row])
                norm = (K1 + 1) / (
                    1 + K1 * (1 - B + B * postings.lengths[row] / postings.mean_length)
                )
                scores[doc] = scores.get(doc, 0.0) + idf[slot] * norm
        if scores:
            best = min(scores, key=lambda d: (-scores[d], d))
            found[best] = found.get(best, 0.0) + scores[best] / weight
    return found


@pytest.mark.parametrize("at_once", [1, 97, 4_000_000])
@pytest.mark.parametrize("seed", range(4))
def test_stretches_scored_a_block_at_a_time_agree_with_one_by_one(monkeypatch, seed, at_once):
    """Random postings of 40 documents (ids up to 90) and a paper of 700 stems, some the
    index does not hold: the block-wise scoring nominates exactly what one stretch at a time
    does, whatever the block."""
    rng = np.random.default_rng(seed)
    monkeypatch.setattr(stretch_queries, "_SCORES_AT_ONCE", at_once)
    stems = np.unique(rng.integers(1, 400, 250)).astype(np.uint64)
    df = rng.integers(1, 8, len(stems))
    docs = np.concatenate([np.sort(rng.choice(90, k, replace=False)) for k in df])
    postings = StemPostings(
        stems=stems,
        df=df.astype(np.int64),
        docs=docs.astype(np.int64),
        lengths=rng.integers(50, 2000, len(docs)).astype(np.float64),
        corpus_size=90,
        mean_length=700.0,
    )
    paper = rng.integers(1, 500, 700).astype(np.uint64)
    expected = _nominated_one_by_one(paper, postings)
    found = nominated(paper, postings)
    assert found.keys() == expected.keys()
    assert all(found[d] == pytest.approx(expected[d]) for d in expected)


@pytest.mark.parametrize("name", sorted(_index_texts()))
def test_a_document_leaves_the_term_index_with_the_stems_it_went_in_with(name):
    """A removal takes a document out of the term index with its stems made again from its
    stored text and language (``document_stems``): they must be those indexing made, or the
    counts and lists would go wrong (every language and script of the pinned texts)."""
    text = _index_texts()[name]
    prints = stored_fingerprints(text)
    assert np.array_equal(prints.stems, document_stems(text, prints.language))
    assert np.array_equal(prints.stems, np.unique(prints.stems))
