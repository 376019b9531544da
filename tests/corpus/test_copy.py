"""``imbrex corpus copy``: an SQLite corpus into PostgreSQL and back, verified by count and
checksums; the demo papers get identical reports from both copies."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.check import check_document
from app.cli import main
from app.corpus.demo import add_demo, demo_folder
from app.corpus.stores import open_corpus_store
from app.corpus.transfer import digest
from app.extract import extract
from tests.corpus.builders import essay, indexed
from tests.corpus.consistency import assert_consistent, content


def _report(store, paper: Path) -> dict:
    """The report of ``paper`` without its creation time, and with the corpus's document count
    but not its name (a file, or a server: each copy is named after its own place)."""
    report = check_document(extract(paper), store).evidence.report.to_json()
    report.pop("created")
    assert report["scope"]["corpus"] == store.path
    report["scope"].pop("corpus")
    return report


@pytest.mark.timeout(300)
def test_copy_to_postgresql_and_back_keeps_every_document_and_every_report(
    tmp_path: Path, pg_corpus: str, capsys
):
    original, back = tmp_path / "original.imbrex", tmp_path / "back.imbrex"
    with open_corpus_store(original, sampling="winnow") as store:
        add_demo(store)
        store.put([indexed("/c/emoji 📚.txt", essay(5) + " 📚", collection="中文")])
    assert main(["corpus", "copy", str(original), pg_corpus]) == 0
    assert "Copied 13 documents" in capsys.readouterr().out
    assert main(["corpus", "copy", pg_corpus, str(back)]) == 0
    with (
        open_corpus_store(original) as sqlite,
        open_corpus_store(pg_corpus) as server,
        open_corpus_store(back) as returned,
    ):
        assert digest(sqlite) == digest(server) == digest(returned)
        assert digest(sqlite).documents == 13
        assert content(server) == content(sqlite) == content(returned)
        assert server.sampling == returned.sampling == "winnow"
        assert_consistent(server)
        assert_consistent(returned)
        papers = sorted((demo_folder() / "papers").iterdir())
        assert len(papers) == 7
        found = 0
        for paper in papers:
            expected = _report(sqlite, paper)
            assert _report(server, paper) == expected, paper.name
            assert _report(returned, paper) == expected, paper.name
            found += bool(expected["sources"])
        assert found >= 4  # the demo papers do borrow from the demo texts


def test_copy_refuses_a_target_that_holds_documents_and_changes_nothing(
    tmp_path: Path, pg_corpus: str, capsys
):
    source = tmp_path / "source.imbrex"
    with open_corpus_store(source) as store:
        store.put([indexed("/c/a.txt", essay(1))])
    with open_corpus_store(pg_corpus) as server:
        server.put([indexed("/c/teacher.txt", essay(2))])
        before = digest(server)
    assert main(["corpus", "copy", str(source), pg_corpus]) == 1
    assert "already holds 1 documents" in capsys.readouterr().err
    with open_corpus_store(pg_corpus) as server:
        assert digest(server) == before


def test_copy_from_a_missing_corpus_says_so(tmp_path: Path, pg_corpus: str, capsys):
    assert main(["corpus", "copy", pg_corpus, str(tmp_path / "copy.imbrex")]) == 1
    assert "no corpus in this database" in capsys.readouterr().err
    assert not (tmp_path / "copy.imbrex").exists()
