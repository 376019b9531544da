"""Privacy on the wire: a check against a PostgreSQL corpus receives the candidate ids from the
grams, the entries of those candidates, the sketches of the documents sharing a super-shingle
with the paper (for the near-duplicate estimate), and the texts of at most the candidates it
aligns, never the texts (or other rows) of the rest of the corpus. Counted by the server itself
(``pg_stat_statements``: the rows each statement returned to the client)."""

from __future__ import annotations

from app.check import check_document
from app.corpus.postgres_store import open_postgres_corpus
from app.corpus.retrieval import DENSE_EXTRA, DENSE_RESERVE
from app.extract import Document
from tests.corpus.builders import essay, indexed

DOCUMENTS = 40
LIMIT = 4


def _returned(store) -> dict[str, int]:
    """Rows returned to clients per statement of this database since the last reset."""
    rows = store.connection.execute(
        "SELECT query, sum(rows) FROM pg_stat_statements"
        " WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())"
        " GROUP BY query"
    ).fetchall()
    return {query: int(count) for query, count in rows}


def test_a_check_fetches_only_candidate_ids_then_texts_of_at_most_the_aligned_candidates(
    pg_corpus: str,
):
    with open_postgres_corpus(pg_corpus) as store:
        store.connection.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
        # Every document shares a passage with the paper: all are candidates, few are aligned.
        passage = essay(999, 120)
        store.put(
            [indexed(f"/c/{n:02d}.txt", essay(n, 300) + "\n\n" + passage) for n in range(DOCUMENTS)]
        )
        text = essay(5000, 200) + "\n\n" + passage
        paper = Document(text=text, path="paper.txt", format="txt", sha256="0" * 64, size=len(text))
        store.connection.execute("SELECT pg_stat_statements_reset()")
        result = check_document(paper, store, limit=LIMIT)
        returned = _returned(store)
    aligned = len(result.candidates)
    # The limit, up to as many sharing STRONG_SHARED keys, and up to DENSE_EXTRA dense ones.
    assert 0 < aligned <= 2 * LIMIT + DENSE_EXTRA
    texts = sum(n for query, n in returned.items() if "FROM texts" in query)
    assert texts == aligned  # each aligned candidate's text once, no other text
    entries = sum(n for query, n in returned.items() if "FROM documents WHERE id =" in query)
    # The entries of the ranked candidates only (their lengths tell the dense ones).
    assert entries <= 2 * (LIMIT + 3 + DENSE_RESERVE)
    # The near-duplicate look-up (sketches sharing a super-shingle with the paper's) returns
    # each such document's id and sketch (min-hash values), no name and no text.
    sketches = [query for query in returned if "sketch FROM documents" in query]
    assert [query.split(" FROM ")[0] for query in sketches] == ["SELECT id, sketch"]
    assert sum(n for query, n in returned.items() if "FROM grams" in query) == 1  # two arrays
    # Nothing else came back but the count of documents.
    known = (
        "FROM texts",
        "FROM documents WHERE id",
        "FROM grams",
        "count(*)",
        "pg_stat",
        "SELECT id, sketch FROM documents",
    )
    assert [q for q in returned if not any(k in q for k in known) and returned[q]] == []
