"""Loading a PostgreSQL corpus fast without giving up what the server guarantees: several whole
documents per transaction, the foreign-key checks of the transaction's own new rows skipped
only for a role allowed to, every removal still cascading, the grams in 16 partitions and
their doc index a BRIN whose ranges the writer summarizes."""

from __future__ import annotations

import numpy as np
import psycopg

from app.corpus import indexer, postgres_load
from app.corpus.indexer import Duplicate, add_paths
from app.corpus.postgres_schema import SCHEMA_VERSION
from app.corpus.postgres_store import PostgresCorpus, open_postgres_corpus
from tests.corpus.builders import essay, indexed, server_schema_of_version
from tests.corpus.consistency import assert_consistent, content, sql

DOCUMENTS = 30


def _documents(version: int = 0) -> list:
    return [indexed(f"/c/{n:02d}.txt", essay(n + version, 200 + 7 * n)) for n in range(DOCUMENTS)]


def _transactions(store: PostgresCorpus) -> int:
    """The next transaction id: how many transactions have written anything so far."""
    return int(sql(store, "SELECT txid_current()")[0][0])


def test_a_load_writes_many_whole_documents_per_transaction(pg_corpus: str):
    with open_postgres_corpus(pg_corpus) as store:
        before = _transactions(store)
        ids = store.put(_documents())
        used = _transactions(store) - before - 1
        # One transaction per document before: 30. Allow for an autovacuum ANALYZE meanwhile.
        assert 1 <= used <= 4, used
        assert len(set(ids)) == DOCUMENTS
        assert_consistent(store)


def test_a_grouped_load_holds_the_same_corpus_as_one_document_at_a_time(pg_cluster):
    documents = _documents() + [indexed("/c/03.txt", essay(77, 250))]  # a path twice: last wins
    grouped, alone = (pg_cluster.dsn(pg_cluster.new_database()) for _ in range(2))
    with open_postgres_corpus(grouped) as store:
        store.put(documents)
        assert_consistent(store)
        held = content(store)
    with open_postgres_corpus(alone) as store:
        for document in documents:
            store.put([document])
        assert content(store) == held
    assert len(held) == DOCUMENTS and essay(77, 250) in held["/c/03.txt"]


def test_the_owner_skips_the_key_checks_of_its_new_rows_and_removals_still_cascade(
    pg_corpus: str, monkeypatch
):
    monkeypatch.setattr(postgres_load, "GROUP_DOCUMENTS", 7)  # several groups, a connection
    with open_postgres_corpus(pg_corpus) as store:
        store.connection.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
        store.connection.execute("SET pg_stat_statements.track = 'all'")
        store.connection.execute("SELECT pg_stat_statements_reset()")
        ids = store.put(_documents())
        checks = sql(
            store,
            "SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE query LIKE %s",
            ('%"documents" x %FOR KEY SHARE%',),  # a row's check that its document exists
        )
        assert checks == [(0,)]  # before: one per gram, text and super-shingle row
        # The same paths again (their replacements are deleted in the same transaction as
        # the new rows are written), then removals: nothing is left behind.
        store.put(_documents(version=100))
        store.remove(ids[:5] + [d.id for d in store.documents()][:5])
        assert_consistent(store)
        for table in ("grams", "texts", "super_shingles"):
            orphans = sql(
                store, f"SELECT count(*) FROM {table} WHERE doc NOT IN (SELECT id FROM documents)"
            )
            assert orphans == [(0,)], table
        assert store.document_count() == DOCUMENTS - 5


def test_a_role_that_may_not_skip_them_keeps_every_key_check(pg_cluster, pg_corpus: str):
    open_postgres_corpus(pg_corpus).close()
    database = pg_corpus.split("@/", 1)[1].split("?")[0]
    role = f"loader_{database}"
    pg_cluster.sql(
        f"CREATE ROLE {role} LOGIN; GRANT ALL ON ALL TABLES IN SCHEMA public TO {role};"
        f" GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO {role};"
        f" ALTER TABLE collections OWNER TO {role};",
        database,
    )
    with open_postgres_corpus(pg_cluster.dsn(database, user=role)) as store:
        assert not getattr(store, "skip_key_checks", False)
        store.put(_documents())
        assert store.document_count() == DOCUMENTS


def test_migration_4_moves_the_grams_into_16_partitions_and_keeps_the_table(
    pg_cluster, pg_corpus: str
):
    database = pg_corpus.split("@/", 1)[1].split("?")[0]
    with psycopg.connect(pg_corpus, autocommit=True) as db:
        server_schema_of_version(db, 3)
        db.execute("CREATE ROLE reader_of_grams")
        db.execute("GRANT SELECT ON grams TO reader_of_grams")
        old = PostgresCorpus(db, pg_corpus)
        old.version = 3
        old.put(_documents())
        before = content(old)
    with open_postgres_corpus(pg_corpus) as store:
        assert store.version == SCHEMA_VERSION
        (parts,) = sql(
            store, "SELECT count(*) FROM pg_inherits WHERE inhparent = 'grams'::regclass"
        )[0]
        assert parts == 16  # 64 before
        assert content(store) == before
        assert sql(store, "SELECT has_table_privilege('reader_of_grams', 'grams', 'SELECT')") == [
            (True,)
        ]
        assert_consistent(store)
        store.remove([d.id for d in store.documents()][:3])  # still cascades
        assert_consistent(store)
    pg_cluster.sql("DROP OWNED BY reader_of_grams; DROP ROLE reader_of_grams", database)


_DOC_INDEXES = (
    "SELECT c.relname, a.amname FROM pg_class c JOIN pg_am a ON a.oid = c.relam"
    " WHERE c.oid = 'grams_doc'::regclass"
    " OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'grams_doc'::regclass)"
)


def test_migration_5_makes_the_doc_index_a_brin_and_removals_still_cascade(pg_corpus: str):
    with psycopg.connect(pg_corpus, autocommit=True) as db:
        server_schema_of_version(db, 4)
        old = PostgresCorpus(db, pg_corpus)
        old.version = 4
        old.put(_documents())
        before = content(old)
        assert {a for _, a in sql(old, _DOC_INDEXES)} == {"btree"}
    with open_postgres_corpus(pg_corpus) as store:
        assert store.version == SCHEMA_VERSION
        indexes = sql(store, _DOC_INDEXES)
        assert len(indexes) == 17 and {a for _, a in indexes} == {"brin"}  # 16 partitions
        (delete_rule,) = sql(
            store,
            "SELECT confdeltype FROM pg_constraint WHERE conrelid = 'grams'::regclass"
            " AND contype = 'f'",
        )
        assert delete_rule == ("c",)  # the foreign key still cascades
        assert content(store) == before
        assert_consistent(store)
        ids = [d.id for d in store.documents()]
        store.remove(ids[:3])
        store.put(_documents(version=100)[:4])  # replacements delete through the cascade too
        assert_consistent(store)
        for table in ("grams", "texts", "super_shingles"):
            orphans = sql(
                store, f"SELECT count(*) FROM {table} WHERE doc NOT IN (SELECT id FROM documents)"
            )
            assert orphans == [(0,)], table


def test_the_writer_summarizes_the_brin_ranges_its_rows_filled(pg_cluster, monkeypatch):
    monkeypatch.setattr(postgres_load, "GROUP_DOCUMENTS", 3)  # several groups
    # Enough rows for several ranges of 32 pages in each partition (the first range is
    # summarized from the start, the last, partial one is left to the next writes).
    rng = np.random.default_rng(17)
    big = [
        indexed(f"/big/{n}.txt", essay(n, 300), grams=rng.integers(0, 2**63, 25_000))
        for n in range(12)
    ]
    complete_ranges_left = (
        "SELECT coalesce(sum(brin_summarize_range(p.inhrelid, r * 32)), 0) FROM pg_inherits p"
        " JOIN pg_index x ON x.indexrelid = p.inhrelid CROSS JOIN LATERAL generate_series(0,"
        " pg_relation_size(x.indrelid) / 8192 / 32 - 1) AS r"
        " WHERE p.inhparent = 'grams_doc'::regclass"
    )
    left = {}
    for summarize in (False, True):
        with open_postgres_corpus(pg_cluster.dsn(pg_cluster.new_database())) as store:
            assert store.summarize  # the owner may
            store.summarize = summarize
            if not summarize:  # the control: autovacuum must not summarize behind its back
                _autosummarize_off(store)
            store.put(big)
            left[summarize] = sql(store, complete_ranges_left)[0][0]
    # No filled range left without its summary after the writer: a removal reads the ranges
    # of its rows, not every page written since autovacuum came by.
    assert left[False] >= 16 and left[True] == 0, left


def _autosummarize_off(store) -> None:
    """No summaries by autovacuum on this corpus's partitions of ``grams_doc``: the count of
    ranges the writer left would otherwise depend on when autovacuum came by (15 instead of 16
    on a loaded machine)."""
    children = (
        "SELECT inhrelid::regclass::text FROM pg_inherits WHERE inhparent = 'grams_doc'::regclass"
    )
    with store.connection.transaction():
        for (name,) in sql(store, children):
            sql(store, f"ALTER INDEX {name} SET (autosummarize = off)")


def test_a_removal_right_after_a_load_finds_the_grams_through_the_brin(pg_corpus: str):
    scans = (
        "SELECT coalesce(sum(seq_scan), 0) FROM pg_stat_xact_user_tables"
        " WHERE relname LIKE 'grams_of_16_%%'"
    )
    with open_postgres_corpus(pg_corpus) as store:
        ids = store.put(_documents())  # no statistics yet: autovacuum has not analyzed them
        with store.connection.transaction():
            before = sql(store, scans)  # (the backend's counts not yet sent count too)
            store.remove(ids[:2])
            store.put(_documents(version=100)[2:4])  # replacements cascade too
            assert sql(store, scans) == before  # without: a whole read of every partition
        assert_consistent(store)
        assert store.document_count() == DOCUMENTS - 2


def test_corpus_add_sends_the_same_few_statements_for_a_group_of_any_size(
    pg_cluster, tmp_path, monkeypatch
):
    monkeypatch.setattr(indexer, "BATCH_SECONDS", 1e9)  # one group per add, however slow
    calls = {}
    for count in (3, DOCUMENTS):
        folder = tmp_path / f"papers{count}"
        folder.mkdir()
        for n in range(count):
            (folder / f"{n:02d}.txt").write_text(essay(n, 200 + 7 * n), encoding="utf-8")
        (folder / "copy.txt").write_text(essay(1, 207), encoding="utf-8")  # an exact duplicate
        with open_postgres_corpus(pg_cluster.dsn(pg_cluster.new_database())) as store:
            add_paths(store, [folder / "00.txt"], workers=1)  # the collection exists
            store.connection.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
            store.connection.execute("SET pg_stat_statements.track = 'all'")
            store.connection.execute("SELECT pg_stat_statements_reset()")
            summary = add_paths(store, [folder], workers=1)
            assert len(summary.added) == count and summary.unchanged == 1
            assert summary.duplicates == [
                Duplicate(str((folder / "copy.txt").resolve()), str((folder / "01.txt").resolve()))
            ]
            calls[count] = sql(
                store,
                "SELECT query, calls FROM pg_stat_statements WHERE toplevel AND dbid ="
                " (SELECT oid FROM pg_database WHERE datname = current_database())"
                " AND query NOT LIKE %s ORDER BY query",
                ("%pg_stat_statements%",),
            )
    # The statements the client sends (a row's key check inside one is not one). Before: the
    # insert, the exact and the near-duplicate check once per document.
    assert calls[3] == calls[DOCUMENTS], calls
