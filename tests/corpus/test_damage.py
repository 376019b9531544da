"""A corpus file damaged on disk (a zeroed page, flipped bytes): ``corpus verify`` names what is
damaged, nothing writes to it, ``check`` and ``batch`` report the papers it touches and go on,
and ``corpus repair`` rebuilds it from its stored texts."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from contextlib import closing
from pathlib import Path

import numpy as np
import pytest

from app.cli import main
from app.corpus import CorpusError, CorruptCorpusError, key_lists, open_corpus
from app.corpus.schema import SCHEMA_VERSION
from tests.corpus.builders import essay
from tests.corpus.consistency import assert_consistent
from tests.corpus.damage import flip_bytes, page_holding, page_of_gram, zero_page

SOURCES = 5
WORDS = 3000  # about 800 kept grams: a 6.5 KB gram list, which spills onto overflow pages
DAMAGED = 2  # the source whose stored data are damaged


def _text(n: int) -> str:
    """Source ``n``'s text. The damaged source is written in a vocabulary of its own (every word
    spelt backwards), so that only the paper copying it reaches it through retrieval: the word-pair
    keys of essays drawn from one small vocabulary would otherwise lead every paper to it."""
    text = essay(n, WORDS)
    if n == DAMAGED:
        text = " ".join(word[::-1] for word in text.split(" "))
    return text


@pytest.fixture()
def corpus(tmp_path: Path) -> Path:
    """A corpus of 5 sources added through the command line, checkpointed (no WAL)."""
    folder = tmp_path / "sources"
    folder.mkdir()
    for n in range(SOURCES):
        (folder / f"source{n}.txt").write_text(_text(n), encoding="utf-8")
    path = tmp_path / "corpus.imbrex"
    assert main(["corpus", "add", str(folder), "--corpus", str(path), "--workers", "1"]) == 0
    return path


def _source(corpus: Path, n: int = DAMAGED) -> tuple[int, str, bytes]:
    """(id, path, gram list) of source ``n``."""
    with closing(sqlite3.connect(corpus, isolation_level=None)) as db:
        return db.execute(
            "SELECT id, path, grams FROM documents WHERE path LIKE ?", (f"%source{n}.txt",)
        ).fetchone()


def _text_blob(corpus: Path, doc_id: int) -> bytes:
    with closing(sqlite3.connect(corpus, isolation_level=None)) as db:
        return db.execute("SELECT data FROM texts WHERE doc = ?", (doc_id,)).fetchone()[0]


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _zero_grams_page(corpus: Path) -> tuple[int, str]:
    doc_id, path, grams = _source(corpus)
    zero_page(corpus, page_holding(corpus, grams))
    return doc_id, path


def _paper(tmp_path: Path, n: int, name: str) -> Path:
    """A student's paper that copies source ``n`` whole (with a title of its own)."""
    paper = tmp_path / "papers" / name
    paper.parent.mkdir(exist_ok=True)
    paper.write_text(f"My essay, by {name}\n\n" + _text(n), encoding="utf-8")
    return paper


def test_verify_names_a_document_whose_gram_list_lost_a_page(corpus: Path, capsys):
    doc_id, path = _zero_grams_page(corpus)
    capsys.readouterr()
    assert main(["corpus", "verify", "--corpus", str(corpus)]) == 1
    out, err = capsys.readouterr()
    assert f"document {doc_id}, {path}: its gram list is damaged" in out
    assert "The corpus is sound" not in out
    assert "only read it" in err and "imbrex corpus repair" in err


def test_removing_a_document_whose_gram_list_lost_a_page_is_refused(corpus: Path, capsys):
    doc_id, path = _zero_grams_page(corpus)
    before = _digest(corpus)
    assert main(["corpus", "remove", str(doc_id), "--corpus", str(corpus)]) == 1
    err = capsys.readouterr().err
    assert f"the gram list of document {doc_id}, {path}, is damaged" in err
    assert "imbrex corpus repair" in err and "Traceback" not in err
    assert _digest(corpus) == before  # no orphan gram rows: nothing was written at all


def _orphan_rows(corpus: Path) -> int:
    """Damage as the old ``remove`` left it: a zeroed gram list, then the document removed
    while its rows stay in the gram index (pointing to a document that is not there)."""
    doc_id, _ = _zero_grams_page(corpus)
    with closing(sqlite3.connect(corpus, isolation_level=None)) as db:
        db.execute("PRAGMA foreign_keys = ON")
        db.execute("DELETE FROM documents WHERE id = ?", (doc_id,))
    return doc_id


def test_check_reports_the_paper_that_meets_a_missing_document_and_goes_on(
    tmp_path: Path, corpus: Path, capsys
):
    doc_id = _orphan_rows(corpus)
    capsys.readouterr()
    hit = _paper(tmp_path, DAMAGED, "hit.txt")
    fine = _paper(tmp_path, 0, "fine.txt")
    reports = tmp_path / "reports"
    reports.mkdir()
    code = main(
        ["check", str(hit), str(fine), "--corpus", str(corpus), "--report", str(reports)]
        + ["--format", "json"]
    )
    out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in err
    damaged = f"The corpus file is damaged (the gram index points to document {doc_id}, which"
    assert f"imbrex: {hit}: not checked: {corpus}: {damaged} is not there)" in err
    assert "imbrex corpus repair" in err
    (written,) = reports.iterdir()  # the other paper was checked
    assert "fine" in written.name
    report = json.loads(written.read_text(encoding="utf-8"))
    assert report["sources"] and "source0.txt" in report["sources"][0]["path"]


def test_batch_reports_the_paper_that_meets_a_missing_document_and_goes_on(
    tmp_path: Path, corpus: Path, capsys
):
    doc_id = _orphan_rows(corpus)
    _paper(tmp_path, DAMAGED, "hit.txt")
    _paper(tmp_path, 0, "fine.txt")
    out_dir = tmp_path / "out"
    code = main(["batch", str(tmp_path / "papers"), "--corpus", str(corpus), "--out", str(out_dir)])
    assert code in (0, 1)
    summary = json.loads((out_dir / "summary.json").read_text(encoding="utf-8"))
    papers = {Path(p["path"]).name: p for p in summary["papers"]}
    assert f"document {doc_id}, which is not there" in papers["hit.txt"]["error"]
    assert "source0.txt" in papers["fine.txt"]["sources"][0]["path"]


def test_repair_rebuilds_the_gram_list_and_drops_orphan_rows(tmp_path, corpus: Path, capsys):
    doc_id, path = _zero_grams_page(corpus)
    capsys.readouterr()
    assert main(["corpus", "repair", "--corpus", str(corpus)]) == 0
    out = capsys.readouterr().out
    assert f"found: document {doc_id}, {path}: its gram list is damaged" in out
    assert f"Rebuilt {SOURCES} documents" in out and "dropped" not in out
    assert not list(corpus.parent.glob("*.repairing*"))  # the new file was renamed, not copied
    with open_corpus(corpus) as store:
        assert_consistent(store)
        assert store.find(path) is not None
    assert main(["corpus", "verify", "--corpus", str(corpus)]) == 0
    # The repaired document is found again as a source.
    paper = _paper(tmp_path, DAMAGED, "paper.txt")
    capsys.readouterr()
    assert main(["check", str(paper), "--corpus", str(corpus), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["sources"][0]["path"] == path


def test_repair_after_orphan_rows_drops_them(corpus: Path, capsys):
    doc_id = _orphan_rows(corpus)
    capsys.readouterr()
    assert main(["corpus", "repair", "--corpus", str(corpus)]) == 0
    out = capsys.readouterr().out
    assert f"belong to document {doc_id}, which is not in the corpus" in out
    assert f"Rebuilt {SOURCES - 1} documents" in out
    with open_corpus(corpus) as store:
        assert_consistent(store)
        assert store.document_count() == SOURCES - 1


def test_repair_drops_and_names_a_document_whose_text_is_unreadable(corpus: Path, capsys):
    doc_id, path, _ = _source(corpus)
    zero_page(corpus, page_holding(corpus, _text_blob(corpus, doc_id)))
    capsys.readouterr()
    assert main(["corpus", "repair", "--corpus", str(corpus)]) == 1
    out = capsys.readouterr().out
    assert f"dropped: document {doc_id}, {path}: its stored text cannot be read" in out
    with open_corpus(corpus) as store:
        assert_consistent(store)
        assert store.find(path) is None and store.document_count() == SOURCES - 1


def test_repair_of_a_sound_corpus_changes_nothing(corpus: Path, capsys):
    before = _digest(corpus)
    assert main(["corpus", "repair", "--corpus", str(corpus)]) == 0
    assert "nothing to repair" in capsys.readouterr().out
    assert _digest(corpus) == before


def test_a_corpus_with_flipped_bytes_is_found_damaged_and_never_written(
    tmp_path: Path, corpus: Path, capsys
):
    _, _, grams = _source(corpus)
    flip_bytes(corpus, page_of_gram(corpus, key_lists.unpacked(grams).view(np.uint64)))
    before = _digest(corpus)
    capsys.readouterr()
    assert main(["corpus", "verify", "--corpus", str(corpus)]) == 1
    assert "malformed" in capsys.readouterr().out  # SQLite's word for a broken page
    more = tmp_path / "more.txt"
    more.write_text(essay(99), encoding="utf-8")
    for command in (["add", str(more)], ["remove", "1"], ["refresh"]):
        assert main(["corpus", *command, "--corpus", str(corpus)]) == 1, command
        err = capsys.readouterr().err
        assert "The corpus file is damaged" in err and "imbrex corpus repair" in err, command
    assert _digest(corpus) == before
    # Reading still works where the damage is not met, and never with a traceback.
    paper = _paper(tmp_path, 0, "paper.txt")
    assert main(["check", str(paper), "--corpus", str(corpus), "--format", "json"]) in (0, 1)
    assert "Traceback" not in capsys.readouterr().err
    # The gram table is rebuilt from the texts.
    assert main(["corpus", "repair", "--corpus", str(corpus)]) == 0
    assert f"Rebuilt {SOURCES} documents" in capsys.readouterr().out
    assert main(["corpus", "verify", "--corpus", str(corpus)]) == 0


def test_flipped_bytes_where_an_add_would_not_look_still_stop_every_write(
    tmp_path: Path, corpus: Path, capsys
):
    doc_id, path, _ = _source(corpus, 0)  # the first text: far from where new rows go
    flip_bytes(corpus, page_holding(corpus, _text_blob(corpus, doc_id), from_end=False))
    before = _digest(corpus)
    capsys.readouterr()
    more = tmp_path / "more.txt"
    more.write_text(essay(99), encoding="utf-8")
    assert main(["corpus", "add", str(more), "--corpus", str(corpus)]) == 1
    err = capsys.readouterr().err
    assert "The corpus file is damaged (SQLite reports:" in err and "corpus repair" in err
    assert _digest(corpus) == before
    assert main(["corpus", "verify", "--corpus", str(corpus)]) == 1
    out = capsys.readouterr().out
    assert "problem: SQLite" in out and "malformed" in out
    assert f"problem: document {doc_id}, {path}: its stored text is damaged or missing" in out
    assert main(["corpus", "repair", "--corpus", str(corpus)]) == 1
    out = capsys.readouterr().out
    assert f"dropped: document {doc_id}, {path}: its stored text cannot be read" in out
    dropped = out.count("dropped: ")  # the page may hold the start of a neighbour's text too
    assert f"Rebuilt {SOURCES - dropped} documents" in out
    with open_corpus(corpus) as store:
        assert_consistent(store)
        assert store.find(path) is None and store.document_count() == SOURCES - dropped


def _as_format_1(corpus: Path) -> None:
    """Turn a corpus back into format 1 (no checksums of gram lists, no sketches, the columns
    ``rank`` and ``super_shingle``, no term index, gram lists as int64), as older Imbrex made
    it."""
    with closing(sqlite3.connect(corpus, isolation_level=None)) as db:
        for doc_id, blob in db.execute("SELECT id, grams FROM documents").fetchall():
            raw = key_lists.unpacked(bytes(blob)).tobytes()
            db.execute("UPDATE documents SET grams = ? WHERE id = ?", (raw, doc_id))
        db.execute("DROP TABLE stems")
        db.execute("DROP INDEX documents_words")
        db.execute("DROP TABLE key_summary")
        db.execute("DROP TABLE key_counts")
        db.execute("DROP TABLE super_shingles")
        db.execute("ALTER TABLE documents DROP COLUMN sketch")
        db.execute("ALTER TABLE documents ADD COLUMN rank INTEGER NOT NULL DEFAULT 3")
        db.execute("ALTER TABLE documents ADD COLUMN super_shingle INTEGER NOT NULL DEFAULT 0")
        db.execute("ALTER TABLE documents DROP COLUMN grams_hash")
        db.execute("PRAGMA user_version = 1")


def test_a_format_1_corpus_gets_its_checksums_on_the_first_writable_open(corpus: Path):
    _as_format_1(corpus)
    with open_corpus(corpus, readonly=True) as store:  # read as it is, never migrated
        assert store.version == 1 and store.verify() == []
    with open_corpus(corpus) as store:
        assert store.version == SCHEMA_VERSION
        rows = store.connection.execute("SELECT grams, grams_hash FROM documents").fetchall()
        assert len(rows) == SOURCES and all(checksum is not None for _, checksum in rows)
        assert_consistent(store)


def test_damage_older_than_the_checksums_is_still_found_and_never_written(corpus: Path):
    _as_format_1(corpus)
    doc_id, path = _zero_grams_page(corpus)
    with open_corpus(corpus) as store:  # the checksum now holds the damaged list
        (problem,) = store.verify()
        assert problem.startswith(f"document {doc_id}, {path}: its rows in the gram index do not")
        with pytest.raises(CorruptCorpusError, match="does not match the index"):
            store.remove([doc_id])
    with open_corpus(corpus) as store:
        assert store.document_count() == SOURCES  # the refused remove wrote nothing


def test_repair_waits_for_the_corpus_to_itself_and_then_says_it_is_in_use(corpus: Path):
    from app.corpus.repair import repair_corpus

    _zero_grams_page(corpus)
    before = _digest(corpus)
    reader = open_corpus(corpus, readonly=True)
    try:
        assert reader.document_count() == SOURCES
        with pytest.raises(CorpusError, match="has the corpus open"):
            repair_corpus(corpus, lock_timeout=0.2)
    finally:
        reader.close()
    assert _digest(corpus) == before
    assert repair_corpus(corpus).rebuilt == SOURCES
