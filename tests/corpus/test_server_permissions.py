"""Collections and permissions on a PostgreSQL corpus, enforced by the server itself: a teacher
reads their own collections and those shared with them, writes only their own; a role that may
only read (a checker) gets the same read-only message as a read-only corpus file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pytest

from app.cli import main
from app.corpus.postgres_store import open_postgres_corpus
from app.corpus.store import ReadOnlyCorpusError
from app.corpus.stores import open_corpus_store
from tests.corpus.builders import essay, indexed

#: What an administrator runs once per corpus (docs/scaling.md, "Roles").
GRANTS = """
CREATE ROLE {teacher} LOGIN;
GRANT SELECT, INSERT, UPDATE, DELETE ON documents TO {teacher};
GRANT SELECT, INSERT ON texts, grams, super_shingles, collections TO {teacher};
GRANT SELECT, INSERT, DELETE ON collection_readers TO {teacher};
GRANT SELECT ON meta, imbrex_schema TO {teacher};
GRANT USAGE ON SEQUENCE documents_id_seq TO {teacher};
"""
READ_ONLY = """
CREATE ROLE {checker} LOGIN;
GRANT SELECT ON documents, texts, grams, super_shingles, collections, collection_readers, meta,
    imbrex_schema TO {checker};
"""


@pytest.fixture
def roles(pg_cluster, pg_corpus: str) -> dict[str, str]:
    """A migrated corpus, two teachers and a checker: role -> connection string."""
    open_postgres_corpus(pg_corpus).close()
    database = pg_corpus.split("@/", 1)[1].split("?")[0]
    suffix = database.replace("corpus_", "")
    names = {"anna": f"anna_{suffix}", "boris": f"boris_{suffix}", "checker": f"check_{suffix}"}
    for teacher in ("anna", "boris"):
        pg_cluster.sql(GRANTS.format(teacher=names[teacher]), database)
    pg_cluster.sql(READ_ONLY.format(checker=names["checker"]), database)
    return {who: pg_cluster.dsn(database, user=role) for who, role in names.items()}


def test_a_teacher_reads_own_and_shared_collections_and_writes_only_own(roles):
    anna_doc = indexed("/anna/essay.txt", essay(1), collection="Anna 2025")
    with open_postgres_corpus(roles["anna"]) as anna:
        assert anna.row_security
        anna.put([anna_doc])
    with open_postgres_corpus(roles["boris"]) as boris:
        (own,) = boris.put([indexed("/boris/essay.txt", essay(2), collection="Boris 2025")])
        # Anna's collection is not shared: Boris sees nothing of it, not even its grams.
        assert [d.path for d in boris.documents()] == ["/boris/essay.txt"]
        assert set(boris.lookup(anna_doc.grams)[1].tolist()) <= {own}
        assert boris.find("/anna/essay.txt") is None
        with pytest.raises(ReadOnlyCorpusError) as error:
            boris.put([indexed("/boris/sneaky.txt", essay(3), collection="Anna 2025")])
        assert "read-only for you" in error.value.message and "Anna 2025" in error.value.message
    with open_postgres_corpus(roles["anna"]) as anna:
        assert anna.document_count() == 1  # Boris's collection is his
        anna.connection.execute(
            "INSERT INTO collection_readers (collection, reader) VALUES (%s, %s)",
            ("Anna 2025", roles["boris"].split("//")[1].split("@")[0]),
        )
    with open_postgres_corpus(roles["boris"]) as boris:
        shared = boris.find("/anna/essay.txt")
        assert shared is not None and boris.text(shared.id) == essay(1)
        hashes, docs = boris.lookup(anna_doc.grams)
        assert set(docs.tolist()) >= {shared.id}
        assert np.isin(anna_doc.grams, hashes).all()
        with pytest.raises(ReadOnlyCorpusError):
            boris.remove([shared.id])
    with open_postgres_corpus(roles["anna"]) as anna:
        assert anna.find("/anna/essay.txt") is not None  # nothing of hers was removed
        assert anna.verify() == []


def test_a_checker_may_check_but_every_write_says_read_only_as_for_a_file(
    roles, tmp_path: Path, capsys
):
    with open_postgres_corpus(roles["anna"]) as anna:
        anna.put([indexed("/anna/source.txt", essay(7, 400), collection="Shared")])
        anna.connection.execute("INSERT INTO collection_readers VALUES ('Shared', 'public')")
    paper = tmp_path / "paper.txt"
    paper.write_text(essay(7, 400)[:1500], encoding="utf-8")
    assert main(["check", str(paper), "--corpus", roles["checker"]]) == 0
    assert "/anna/source.txt" in capsys.readouterr().out
    (tmp_path / "new.txt").write_text(essay(8), encoding="utf-8")
    assert main(["corpus", "add", str(tmp_path / "new.txt"), "--corpus", roles["checker"]]) == 1
    server_message = capsys.readouterr().err
    # The same refusal (kind and wording) as a corpus file that cannot be written.
    read_only_file = tmp_path / "readonly.imbrex"
    open_corpus_store(read_only_file).close()
    with sqlite3.connect(read_only_file) as db:
        db.execute("PRAGMA journal_mode = DELETE")
    read_only_file.chmod(0o444)
    tmp_path.chmod(0o555)
    try:
        with open_corpus_store(read_only_file, readonly=True) as file_store:
            with pytest.raises(ReadOnlyCorpusError) as file_error:
                file_store.put([indexed("/x.txt", essay(9))])
    finally:
        tmp_path.chmod(0o755)
    with open_postgres_corpus(roles["checker"]) as checker:
        with pytest.raises(ReadOnlyCorpusError) as server_error:
            checker.ensure_writable()
    assert server_error.value.kind == file_error.value.kind == "read-only-corpus"
    assert "read-only" in server_message and "nothing can be added or removed" in server_message
    assert "nothing can be added or removed" in file_error.value.message


def test_a_refresh_looks_after_the_own_collections_only_even_for_the_administrator(
    roles, pg_corpus: str, tmp_path: Path, capsys
):
    """Files added by a colleague are not on this computer: a refresh with --remove-missing
    by the administrator (whom row-level security does not restrict) drops only the
    administrator's own missing files and says how many it left alone."""
    files = {who: tmp_path / who / "essay.txt" for who in ("anna", "admin")}
    for n, (who, path) in enumerate(files.items()):
        path.parent.mkdir()
        path.write_text(essay(20 + n), encoding="utf-8")
        dsn = roles["anna"] if who == "anna" else pg_corpus
        args = ["corpus", "add", str(path), "--corpus", dsn, "--collection", f"{who} 2025"]
        assert main(args) == 0
    for path in files.values():
        path.unlink()
    capsys.readouterr()
    assert main(["corpus", "refresh", "--remove-missing", "--corpus", pg_corpus]) == 0
    out = capsys.readouterr().out
    assert f"removed from the index: {files['admin']}" in out
    assert "left alone: 1 document of colleagues' collections" in out
    with open_postgres_corpus(pg_corpus) as admin:
        assert [d.path for d in admin.documents()] == [str(files["anna"])]
    assert main(["corpus", "refresh", "--remove-missing", "--corpus", roles["anna"]]) == 0
    assert f"removed from the index: {files['anna']}" in capsys.readouterr().out
    with open_postgres_corpus(pg_corpus) as admin:
        assert admin.documents() == []
