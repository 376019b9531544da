"""Near-duplicates of whole documents (seed 001's sketches): named at ``corpus add``, flagged
at check time, found in a few look-ups, on both stores (an SQLite file and a PostgreSQL
database: tests/corpus/conftest.py); and a corpus file of the previous format migrated to them."""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import numpy as np
import pytest

from app.batch import check_class
from app.check import check_document
from app.cli import main
from app.corpus import indexer, open_corpus
from app.corpus.indexer import Duplicate, add_paths
from app.corpus.schema import SCHEMA_VERSION, STEMS_VERSION
from app.corpus.sql_common import blob_hash, signed
from app.corpus.stores import open_corpus_store
from app.engine.fingerprints import document_sketch
from app.engine.sketches import NEAR_DUPLICATE_RESEMBLANCE, SUPER_SHINGLES
from app.extract import extract
from app.report.model import Flag, Report
from tests.corpus.builders import essay, indexed, server_schema_of_version
from tests.corpus.consistency import assert_consistent, sql

#: A corpus of three essays (``essay(n, 400)``, n = 1, 2, 3, in /tmp/sk18/fixture/papers/)
#: made by `corpus add` of Imbrex at commit 2006622: format 2, with ``rank`` and
#: ``super_shingle`` and without sketches.
FORMAT_2 = Path(__file__).parent / "data" / "format2.imbrex"
FORMAT_2_PATH = "/tmp/sk18/fixture/papers/essay{}.txt"


_NEW_WORDS = "quokka wombat platypus dingo kookaburra wallaby echidna possum".split()


def lightly_edited(text: str, every: int = 25) -> str:
    """``text`` with one word in ``every`` replaced by a new one (a resubmission touched up)."""
    words = text.split(" ")
    for n in range(0, len(words), every):
        words[n] = _NEW_WORDS[(n // every) % len(_NEW_WORDS)]
    return " ".join(words)


def _write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def _near_flags(report: Report) -> list[Flag]:
    return [f for f in report.flags if f.kind == "near-duplicate"]


def _in_corpus(report: Report) -> list[Flag]:
    return [f for f in report.flags if f.kind == "in-corpus"]


@pytest.fixture
def corpus(tmp_path: Path, corpus_spec) -> tuple[Path | str, list[Path]]:
    """A corpus of three essays (a file, or a PostgreSQL database), and their files."""
    files = [_write(tmp_path / "sources", f"essay{n}.txt", essay(n, 400)) for n in (1, 2, 3)]
    with open_corpus_store(corpus_spec) as store:
        add_paths(store, files, workers=1)
    return corpus_spec, files


def test_adding_a_lightly_edited_copy_names_the_original_and_still_adds_it(corpus, tmp_path):
    target, files = corpus
    copy = _write(tmp_path / "new", "resubmitted.txt", lightly_edited(essay(1, 400)))
    unrelated = _write(tmp_path / "new", "other.txt", essay(4, 400))
    exact = _write(tmp_path / "new", "exact.txt", essay(2, 400))
    with open_corpus_store(target) as store:
        summary = add_paths(store, [copy, unrelated, exact], workers=1)
        assert sorted(summary.added) == sorted(str(p.resolve()) for p in (copy, unrelated, exact))
        (near,) = summary.near_duplicates
        assert (near.path, near.same_as) == (str(copy.resolve()), str(files[0].resolve()))
        assert NEAR_DUPLICATE_RESEMBLANCE <= near.resemblance < 1.0
        # An exact duplicate is named as one, and only as one.
        assert summary.duplicates == [Duplicate(str(exact.resolve()), str(files[1].resolve()))]
        assert store.document_count() == 6
        assert_consistent(store)


@pytest.mark.parametrize("group", [200, 2, 1])
def test_in_a_group_a_document_duplicates_only_the_documents_written_before_it(
    corpus_spec, tmp_path, monkeypatch, group
):
    # The checks of a group are made together after it is written (one query each): the first
    # of two twins in one group is still not called a duplicate of the second, as when each
    # document is written and checked alone (group 1).
    monkeypatch.setattr(indexer, "BATCH_DOCUMENTS", group)
    monkeypatch.setattr(indexer, "BATCH_SECONDS", 1e9)
    papers, later = tmp_path / "papers", tmp_path / "later"
    original = _write(papers, "1-original.txt", essay(21, 400))
    copy = _write(papers, "2-copy.txt", essay(21, 400).upper())
    source = _write(papers, "3-source.txt", essay(22, 400))
    edited = _write(papers, "4-edited.txt", lightly_edited(essay(22, 400)))
    other = _write(papers, "5-other.txt", essay(23, 400))
    again = _write(later, "6-again.txt", essay(21, 400))
    resubmitted = _write(later, "7-resubmitted.txt", lightly_edited(essay(23, 400), every=30))
    shown = {path: str(path.resolve()) for path in (original, copy, source, edited, other)}
    shown |= {again: str(again.resolve()), resubmitted: str(resubmitted.resolve())}
    with open_corpus_store(corpus_spec) as store:
        summary = add_paths(store, [papers], workers=1)
        assert summary.duplicates == [Duplicate(shown[copy], shown[original])]
        assert [(n.path, n.same_as) for n in summary.near_duplicates] == [
            (shown[edited], shown[source])
        ]
        # A later add: the earliest twin by path; the near-duplicate of a document of a group
        # written before.
        summary = add_paths(store, [later], workers=1)
        assert summary.duplicates == [Duplicate(shown[again], shown[original])]
        assert [(n.path, n.same_as) for n in summary.near_duplicates] == [
            (shown[resubmitted], shown[other])
        ]
        assert store.document_count() == 7
        assert_consistent(store)


def test_corpus_add_prints_the_near_duplicate(corpus, tmp_path, capsys):
    target, files = corpus
    copy = _write(tmp_path / "new", "resubmitted.txt", lightly_edited(essay(3, 400)))
    assert main(["corpus", "add", str(copy), "--corpus", str(target), "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert (
        f"near-duplicate: {copy.resolve()} is nearly the same text as {files[2].resolve()}" in out
    )


def test_imbrex_check_says_which_corpus_document_the_paper_nearly_duplicates(
    corpus, tmp_path, capsys
):
    target, files = corpus
    copy = _write(tmp_path / "class", "copy.txt", lightly_edited(essay(3, 400)))
    report = tmp_path / "copy.html"
    assert main(["check", str(copy), "--corpus", str(target), "--report", str(report)]) == 0
    err = capsys.readouterr().err
    assert (
        f"note: {copy} is nearly the same text as {files[2].resolve()} in the corpus "
        "(a near-duplicate of the whole paper)." in err
    )
    assert "Near-duplicate of a corpus document" in report.read_text(encoding="utf-8")


def test_check_flags_a_resubmitted_paper_but_not_an_unrelated_one_nor_the_paper_itself(
    corpus, tmp_path
):
    target, files = corpus
    copy = _write(tmp_path / "class", "copy.txt", lightly_edited(essay(2, 400)))
    other = _write(tmp_path / "class", "other.txt", essay(9, 400))
    with open_corpus_store(target) as store:
        flags = _near_flags(check_document(extract(copy), store).evidence.report)
        assert flags == [Flag("near-duplicate", 0, 0, str(files[1].resolve()))]
        assert _near_flags(check_document(extract(other), store).evidence.report) == []
        itself = check_document(extract(files[1]), store)
        assert itself.itself and _near_flags(itself.evidence.report) == []
        # The class check (the window's) flags it the same way.
        result = check_class([copy, other], store)
        by_name = {Path(o.path).name: o for o in result.papers}
        assert _near_flags(by_name["copy.txt"].evidence.report) == flags
        assert _near_flags(by_name["other.txt"].evidence.report) == []


def test_the_class_check_reports_a_renamed_copy_of_a_corpus_document_as_check_does(
    corpus, tmp_path
):
    """A class paper with the bytes of a corpus document under another name (last year's file
    handed in again) gets that document as its source, 100 %, in the class check (the window's
    and ``imbrex batch``'s) as in ``imbrex check``; a paper that is itself in the corpus (same
    bytes, same name) is compared with it once, as a classmate, not also as a corpus source."""
    target, files = corpus
    renamed = tmp_path / "class" / "handed_in.txt"
    renamed.parent.mkdir()
    shutil.copyfile(files[0], renamed)
    added_before = tmp_path / "class" / files[1].name
    shutil.copyfile(files[1], added_before)
    classmate = _write(tmp_path / "class", "classmate.txt", essay(2, 400))
    with open_corpus_store(target) as store:
        alone = check_document(extract(renamed), store).evidence.report
        result = check_class([renamed, added_before, classmate], store)
    by_name = {Path(o.path).name: o.evidence.report for o in result.papers}
    (source,) = alone.sources
    assert source.path == str(files[0].resolve()) and source.similarity == pytest.approx(1.0)
    assert [(s.path, s.similarity) for s in by_name["handed_in.txt"].sources] == [
        (source.path, pytest.approx(1.0))
    ]
    assert [s.path for s in by_name[files[1].name].sources] == [str(classmate)]


def test_a_paper_whose_very_file_is_in_the_corpus_says_so_in_check_and_in_the_class_check(
    corpus, tmp_path
):
    """A paper whose file (same bytes, same name) is in the corpus is not its own source, and
    the report says why: an ``in-corpus`` flag naming the corpus document. Last year's file
    handed in again under the same name showed 0 % and nothing else (found in a new-user trial,
    stop 24). A renamed copy and an unrelated paper get no such flag."""
    target, files = corpus
    same_name = tmp_path / "class" / files[1].name
    same_name.parent.mkdir()
    shutil.copyfile(files[1], same_name)
    renamed = tmp_path / "class" / "renamed.txt"
    shutil.copyfile(files[2], renamed)
    other = _write(tmp_path / "class", "other.txt", essay(9, 400))
    stored = Flag("in-corpus", 0, 0, str(files[1].resolve()))
    with open_corpus_store(target) as store:
        alone = check_document(extract(same_name), store)
        assert alone.itself == (str(files[1].resolve()),) and not alone.evidence.report.sources
        assert _in_corpus(alone.evidence.report) == [stored]
        assert _in_corpus(check_document(extract(renamed), store).evidence.report) == []
        result = check_class([same_name, renamed, other], store)
    by_name = {Path(o.path).name: o.evidence.report for o in result.papers}
    assert _in_corpus(by_name[files[1].name]) == [stored]
    assert by_name[files[1].name].similarity == 0.0
    assert _in_corpus(by_name["renamed.txt"]) == _in_corpus(by_name["other.txt"]) == []
    assert by_name["renamed.txt"].similarity == pytest.approx(1.0)


def test_a_removed_or_replaced_document_leaves_no_super_shingle_behind(corpus, tmp_path):
    target, files = corpus
    copy = extract(_write(tmp_path / "class", "copy.txt", lightly_edited(essay(1, 400))))
    with open_corpus_store(target) as store:
        original = store.find(str(files[0].resolve()))
        assert original is not None
        store.remove([original.id])
        assert_consistent(store)
        assert _near_flags(check_document(copy, store).evidence.report) == []
        # Stored twice under one path in one write: only the second one's rows remain.
        store.put([indexed("/c/x.txt", essay(1, 400)), indexed("/c/x.txt", essay(5, 400))])
        assert_consistent(store)
        ((rows,),) = sql(store, "SELECT count(*) FROM super_shingles")
        assert rows == SUPER_SHINGLES * store.document_count()


def test_verify_names_a_document_whose_super_shingles_are_missing(corpus):
    target, files = corpus
    with open_corpus_store(target) as store:
        doc = store.find(str(files[0].resolve()))
        assert doc is not None
        sql(store, "DELETE FROM super_shingles WHERE doc = ?", (doc.id,))
        (problem,) = store.verify()
        assert problem == (
            f"document {doc.id}, {doc.path}: its super-shingles in the index do not match its "
            "sketch"
        )


@pytest.fixture
def format_2(tmp_path: Path) -> Path:
    target = tmp_path / "old.imbrex"
    shutil.copyfile(FORMAT_2, target)
    return target


def test_a_corpus_of_the_previous_format_opened_read_only_is_read_as_it_is(format_2, tmp_path):
    copy = extract(_write(tmp_path, "copy.txt", lightly_edited(essay(1, 400))))
    with open_corpus(format_2, readonly=True) as store:
        assert store.version == 2 and store.document_count() == 3
        assert store.sketches_sharing_super_shingles(document_sketch(copy.text)) == []
        result = check_document(copy, store)  # found by its grams, without the flag
        assert [s.path for s in result.evidence.report.sources] == [FORMAT_2_PATH.format(1)]
        assert _near_flags(result.evidence.report) == []
        assert store.verify() == []


def test_a_corpus_of_the_previous_format_migrates_to_sketches_on_a_writable_open(
    format_2, tmp_path
):
    with open_corpus(format_2, readonly=True) as store:
        texts = {doc.path: store.text(doc.id) for doc in store.documents()}
    with open_corpus(format_2) as store:
        assert store.version == SCHEMA_VERSION == STEMS_VERSION
        columns = {row[1] for row in store.connection.execute("PRAGMA table_info(documents)")}
        assert "sketch" in columns and not {"rank", "super_shingle"} & columns
        assert {doc.path: store.text(doc.id) for doc in store.documents()} == texts
        for doc in store.documents():
            (sketch,) = store.connection.execute(
                "SELECT sketch FROM documents WHERE id = ?", (doc.id,)
            ).fetchone()
            assert sketch == document_sketch(texts[doc.path]).tobytes()
        assert_consistent(store)
        copy = extract(_write(tmp_path, "copy.txt", lightly_edited(essay(1, 400))))
        flags = _near_flags(check_document(copy, store).evidence.report)
        assert [f.detail for f in flags] == [FORMAT_2_PATH.format(1)]
    with closing(sqlite3.connect(format_2)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_postgresql_corpus_of_the_previous_format_migrates_to_sketches(pg_corpus: str):
    """A database of migration 2 (``rank``, ``super_shingle``, no sketches) opened by this Imbrex
    gets migration 3: the old columns go, its documents stay whole without a sketch (PostgreSQL
    cannot make one) and are not near-duplicates until stored again; new documents are."""
    import psycopg

    from app.corpus.postgres_schema import SCHEMA_VERSION as SERVER_VERSION

    old = indexed("/c/old.txt", essay(1, 400))
    with psycopg.connect(pg_corpus, autocommit=True) as db:
        server_schema_of_version(db, 2)
        db.execute("INSERT INTO collections (name) VALUES ('General')")
        blob = old.grams.view(np.int64).tobytes()
        inserted = db.execute(
            "INSERT INTO documents (path, origin, origin_size, origin_mtime_ns, file_hash,"
            " sha256, size, format, title, author, collection, language, words, rank, checksum,"
            " super_shingle, gram_count, grams, grams_hash, added) VALUES (%s, %s, 0, 0, 'f',"
            " 's', 1, 'txt', '', '', 'General', 'en', 1, 0, 5, 7, %s, %s, %s, 'now') RETURNING id",
            (old.path, old.origin, len(old.grams), blob, blob_hash(blob)),
        ).fetchone()
        assert inserted is not None
        (doc_id,) = inserted
        db.execute(
            "INSERT INTO texts (doc, chars, text_hash, data) VALUES (%s, %s, %s, %s)",
            (doc_id, old.text.chars, signed(old.text.checksum), old.text.data),
        )
        db.cursor().executemany(
            "INSERT INTO grams (hash, doc) VALUES (%s, %s)",
            [(int(v), doc_id) for v in np.unique(old.grams.view(np.int64))],
        )
    with open_corpus_store(pg_corpus) as store:
        assert store.version == SERVER_VERSION
        columns = {
            name
            for (name,) in sql(
                store,
                "SELECT column_name FROM information_schema.columns WHERE table_name = 'documents'",
            )
        }
        assert "sketch" in columns and not {"rank", "super_shingle"} & columns
        assert store.text(doc_id) == essay(1, 400)
        assert store.verify() == []
        assert store.sketches_sharing_super_shingles(old.sketch) == []
        (new_id,) = store.put([indexed("/c/new.txt", essay(1, 400))])
        assert [doc for doc, _ in store.sketches_sharing_super_shingles(old.sketch)] == [new_id]
        assert_consistent(store)


def test_a_group_look_up_gives_each_sketch_what_its_own_look_up_gives(tmp_path, corpus_spec):
    # Sketches sharing some of their slices with several stored documents, none, or all (a
    # document of the group itself), one stored without a sketch: the group's one query shares
    # its rows out to each sketch as one look-up per sketch finds them.
    import dataclasses

    rng = np.random.default_rng(11)
    base = [rng.integers(0, 2**63, 84, dtype=np.uint64) for _ in range(6)]
    stored = []
    for n, sketch in enumerate(base):
        mixed = sketch.copy()
        mixed[n * 12 : n * 12 + 30] = base[(n + 1) % len(base)][n * 12 : n * 12 + 30]
        stored.append(
            dataclasses.replace(indexed(f"/c/{n}.txt", essay(n)), sketch=mixed.astype(np.uint64))
        )
    with open_corpus_store(corpus_spec) as store:
        store.put(stored)
        if isinstance(store.connection, sqlite3.Connection):
            store.connection.execute("UPDATE documents SET sketch = NULL WHERE path = '/c/5.txt'")
        asked = [*base, rng.integers(0, 2**63, 84, dtype=np.uint64), stored[2].sketch]
        group = store.sketches_sharing_super_shingles_of(asked)
        alone = [store.sketches_sharing_super_shingles(sketch) for sketch in asked]
    assert [[(i, s.tolist()) for i, s in found] for found in group] == [
        [(i, s.tolist()) for i, s in found] for found in alone
    ]
    assert [len(found) for found in group][6] == 0 and all(group[n] for n in (0, 1, 7))
