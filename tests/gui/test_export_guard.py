"""The window's export follows the command line's rule (issue 19 item 1): never over the
paper, a source or the corpus, never over a file that is not an earlier report; the teacher is
told why in the error dialog."""

from __future__ import annotations

import hashlib
import shutil

import app.gui.main_window as main_window
from app.gui.export import export_formats
from tests.gui.conftest import DEMO

WAIT = 120_000  # ms; generous for a shared two-core machine


def _format(key: str):
    return next(f for f in export_formats() if f.key == key)


def test_export_over_the_paper_or_the_corpus_is_refused_with_a_dialog(
    qtbot, window, tmp_path, monkeypatch
):
    paper = tmp_path / "emma.txt"
    shutil.copy(DEMO / "papers" / "en-emma-water-and-life.txt", paper)
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT):
        window.check_paths([str(paper)])
    entry = window.papers.model.entries[0]
    shown: list[str] = []
    monkeypatch.setattr(
        main_window, "show_error", lambda parent, message, details: shown.append(message)
    )
    digests = {
        p: hashlib.sha256(p.read_bytes()).digest() for p in (paper, window.corpus.corpus_path)
    }
    for target, key, why in (
        (paper, "text", "the paper this report is about"),
        (window.corpus.corpus_path, "json", "a database"),
        (window.corpus.corpus_path, "bundle", "a database"),
    ):
        job = window.exports.export_paper_to(entry, target, _format(key))
        qtbot.waitUntil(lambda job=job: job.done, timeout=WAIT)
        assert shown and why in shown[-1] and "Nothing was written" in shown[-1], shown
    assert {p: hashlib.sha256(p.read_bytes()).digest() for p in digests} == digests
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".part")]
