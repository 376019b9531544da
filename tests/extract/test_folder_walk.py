"""Folder walks do not follow links out of the folder given (issue 19 item 6), and say so."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.cli import main
from app.corpus import open_corpus
from app.corpus.indexer import add_paths
from app.extract import iter_extractions
from app.extract.folder_walk import walk_folder
from tests.corpus.builders import essay


def _link(target: Path, link: Path) -> None:
    try:
        os.symlink(target, link, target_is_directory=target.is_dir())
    except (OSError, NotImplementedError) as error:  # Windows without the privilege
        pytest.skip(f"symbolic links cannot be made here: {error}")


@pytest.fixture()
def folder_with_links(tmp_path: Path) -> Path:
    """essays/ with two papers, and links: one to a secret file outside, one to a folder
    outside, one to a paper inside, one to a subfolder inside, and one to essays/ itself."""
    outside = tmp_path / "private"
    (outside / "deep").mkdir(parents=True)
    (outside / "secret.txt").write_text("password: hunter2 " * 20, encoding="utf-8")
    (outside / "deep" / "other.txt").write_text(essay(7), encoding="utf-8")
    essays = tmp_path / "essays"
    (essays / "sub").mkdir(parents=True)
    (essays / "a.txt").write_text(essay(1), encoding="utf-8")
    (essays / "sub" / "b.txt").write_text(essay(2), encoding="utf-8")
    _link(outside / "secret.txt", essays / "passwd.txt")
    _link(outside / "deep", essays / "deep")
    _link(essays / "a.txt", essays / "same-as-a.txt")
    _link(essays / "sub", essays / "zz-sub-link")
    _link(essays, essays / "sub" / "loop")
    return essays


def test_walk_skips_links_leading_outside_and_keeps_links_inside(folder_with_links):
    entries = list(walk_folder(folder_with_links))
    read = [e.path.relative_to(folder_with_links).as_posix() for e in entries if not e.skipped]
    skipped = {e.path.name: e.skipped for e in entries if e.skipped}
    assert read == ["a.txt", "same-as-a.txt", "sub/b.txt"]  # the loop and sub's link: once
    assert set(skipped) == {"passwd.txt", "deep"}
    assert all("link leading outside the folder" in reason for reason in skipped.values())


def test_iter_extractions_never_reads_through_an_outside_link(folder_with_links):
    results = {Path(e.path).name: e for e in iter_extractions([folder_with_links])}
    assert results["a.txt"].document is not None and results["b.txt"].document is not None
    assert results["passwd.txt"].document is None
    assert "link leading outside the folder" in str(results["passwd.txt"].error)
    assert all("hunter2" not in (e.document.text if e.document else "") for e in results.values())
    assert "other.txt" not in results


def test_corpus_add_lists_the_skipped_links_and_indexes_nothing_outside(
    folder_with_links, tmp_path, capsys
):
    with open_corpus(tmp_path / "c.imbrex") as store:
        summary = add_paths(store, [folder_with_links], workers=1)
        paths = [d.path for d in store.documents()]
    assert not any("private" in p for p in paths), paths
    assert sorted(Path(p).name for p in paths) == ["a.txt", "b.txt"]
    failed = {Path(f.path).name: f.message for f in summary.failed}
    assert set(failed) == {"passwd.txt", "deep"}
    corpus = tmp_path / "cli.imbrex"
    assert main(["corpus", "add", str(folder_with_links), "--corpus", str(corpus)]) == 1
    out = capsys.readouterr().out
    assert "passwd.txt: Skipped: link leading outside the folder" in out
    assert "secret" not in "".join(d.path for d in open_corpus(corpus).documents())


def test_a_file_named_directly_through_a_link_is_read(tmp_path):
    """Only walks are limited: a file the teacher names is read wherever its link leads."""
    target = tmp_path / "elsewhere.txt"
    target.write_text(essay(3), encoding="utf-8")
    link = tmp_path / "folder" / "link.txt"
    link.parent.mkdir()
    _link(target, link)
    (result,) = list(iter_extractions([link]))
    assert result.document is not None
