"""A corpus on a PostgreSQL server that cannot be used gives a clear message, never a crash,
and never shows a password; a database that is not an Imbrex corpus is left alone."""

from __future__ import annotations

import pytest

from app.cli import main
from app.corpus.postgres_schema import SCHEMA_VERSION
from app.corpus.postgres_spec import has_password, is_server_spec, without_password
from app.corpus.postgres_store import open_postgres_corpus
from app.corpus.store import CorpusError, CorruptCorpusError, ReadOnlyCorpusError
from tests.corpus.builders import essay, indexed


@pytest.mark.parametrize(
    ("spec", "server"),
    [
        ("postgresql://anna@db/imbrex", True),
        ("postgres://db/imbrex", True),
        ("service=imbrex", True),
        ("host=db dbname=imbrex", True),
        ("corpus.imbrex", False),
        ("/home/anna/my=corpus.imbrex", False),
        ("C:\\corpus.imbrex", False),
    ],
)
def test_a_server_is_told_from_a_file(spec: str, server: bool):
    assert is_server_spec(spec) is server


@pytest.mark.parametrize(
    ("spec", "shown"),
    [
        ("postgresql://anna:s3cret@db/imbrex", "postgresql://anna@db/imbrex"),
        (
            "postgresql://anna@db/imbrex?password=s3cret&sslmode=require",
            "postgresql://anna@db/imbrex?sslmode=require",
        ),
        ("host=db password='s e cret' dbname=imbrex", "host=db dbname=imbrex"),
        ("service=imbrex", "service=imbrex"),
    ],
)
def test_a_password_is_never_shown(spec: str, shown: str):
    assert without_password(spec) == shown
    assert has_password(spec) is (spec != shown)


def test_an_unreachable_server_is_a_clear_message_without_the_password(tmp_path, capsys):
    spec = f"postgresql://anna:s3cret@/imbrex?host={tmp_path}&connect_timeout=2"
    paper = tmp_path / "paper.txt"
    paper.write_text(essay(1), encoding="utf-8")
    assert main(["check", str(paper), "--corpus", spec]) == 1
    err = capsys.readouterr().err
    assert "corpus server cannot be used" in err and "s3cret" not in err


def test_a_database_of_other_tables_is_refused_and_left_alone(pg_cluster, pg_corpus: str):
    database = pg_corpus.split("@/", 1)[1].split("?")[0]
    pg_cluster.sql("CREATE TABLE documents (student text, mark integer)", database)
    for readonly in (False, True):
        with pytest.raises(CorruptCorpusError) as error:
            open_postgres_corpus(pg_corpus, readonly=readonly)
        assert "not an Imbrex corpus" in error.value.message
    pg_cluster.sql("INSERT INTO documents VALUES ('Anna', 5)", database)  # still there, usable


def test_a_corpus_of_a_newer_imbrex_is_refused(pg_corpus: str):
    with open_postgres_corpus(pg_corpus) as store:
        store.connection.execute("UPDATE imbrex_schema SET version = %s", (SCHEMA_VERSION + 1,))
    with pytest.raises(CorpusError) as error:
        open_postgres_corpus(pg_corpus)
    assert "newer Imbrex" in error.value.message


def test_a_read_only_connection_refuses_writes_as_read_only(pg_corpus: str):
    with open_postgres_corpus(pg_corpus) as store:
        store.put([indexed("/c/a.txt", essay(1))])
    with open_postgres_corpus(pg_corpus, readonly=True) as store:
        assert store.document_count() == 1
        with pytest.raises(ReadOnlyCorpusError):
            store.put([indexed("/c/b.txt", essay(2))])
        with pytest.raises(ReadOnlyCorpusError):
            store.remove([d.id for d in store.documents()])
        assert store.document_count() == 1


def test_verify_on_a_server_does_not_send_the_teacher_to_repair(pg_corpus: str, capsys):
    # 'corpus repair' is refused on a server: verify's advice must be what can be done there.
    with open_postgres_corpus(pg_corpus) as store:
        (doc_id,) = store.put([indexed("/c/a.txt", essay(1))])
        store.connection.execute(
            "DELETE FROM grams WHERE (hash, doc) = (SELECT hash, doc FROM grams WHERE doc = %s"
            " LIMIT 1)",
            (doc_id,),
        )
    assert main(["corpus", "verify", "--corpus", pg_corpus]) == 1
    captured = capsys.readouterr()
    assert "problem: document" in captured.out
    assert "imbrex corpus repair" not in captured.err
    assert "imbrex corpus add" in captured.err and "administrator" in captured.err
