"""The corpus manager on real corpora in temporary folders: listing, adding (also a damaged
file among good ones), removing, refreshing, cancelling, and corpora it cannot write or read."""

from __future__ import annotations

import os
import shutil
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

import app.gui.corpus_jobs as corpus_jobs
import app.gui.corpus_reader as corpus_reader
from app.corpus import open_corpus
from app.corpus.demo import add_demo
from app.corpus.store import ReadOnlyCorpusError
from app.gui.corpus_documents import DocumentsModel
from app.gui.corpus_manager import CorpusManager
from app.gui.jobs import Job, JobQueue

TIMEOUT = 60_000
TEXTBOOKS = "Demo · Textbooks"
ARTICLES = "Demo · Articles"


def _n(value: int) -> str:
    return QLocale().toString(value)


@pytest.fixture(scope="session")
def demo_corpus_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The 12 demo reference texts indexed once; each test works on its own copy."""
    path = tmp_path_factory.mktemp("demo-corpus") / "demo.imbrex"
    with open_corpus(path) as store:
        add_demo(store, workers=1)
    return path


@pytest.fixture
def corpus_path(tmp_path: Path, demo_corpus_file: Path) -> Path:
    path = tmp_path / "c.imbrex"
    shutil.copyfile(demo_corpus_file, path)
    return path


@pytest.fixture
def queue(qtbot):
    jobs = JobQueue()
    yield jobs
    jobs.cancel_all()
    jobs.wait(TIMEOUT)


@pytest.fixture
def manager(qtbot, corpus_path: Path, queue: JobQueue) -> CorpusManager:
    dialog = CorpusManager(corpus_path, queue, workers=1)
    qtbot.addWidget(dialog)
    return dialog


def _write_texts(folder: Path, count: int, stem: str = "essay") -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    files = []
    for i in range(count):
        file = folder / f"{stem}-{i:02d}.txt"
        file.write_text(
            f"Essay number {i} about {stem}. "
            + " ".join(f"word{i}x{j} river{j % 7} mountain{j % 5}" for j in range(60)),
            encoding="utf-8",
        )
        files.append(file)
    return files


def _wait(qtbot, job: Job) -> None:
    """Until the job has ended and the manager has taken in its outcome (the queue marks a job
    done after the manager's own handlers ran; a fast job may end before a waitSignal could
    connect, so its ``ended`` is not waited on directly)."""
    qtbot.waitUntil(lambda: job.done, timeout=TIMEOUT)


def _item_texts(dialog: CorpusManager) -> list[str]:
    return [
        dialog.browser.collections_list.item(i).text()
        for i in range(dialog.browser.collections_list.count())
    ]


def _count(path: Path, collection: str | None = None) -> int:
    with open_corpus(path, create=False) as store:
        return len(store.documents(collection))


@contextmanager
def _held(queue: JobQueue) -> Iterator[None]:
    """Hold the (one-at-a-time) queue with a job that waits, so that the jobs submitted inside
    the block start only when it ends: signals connected inside cannot be missed."""
    release = threading.Event()
    queue.submit(Job("hold", lambda progress, cancel: release.wait(30)))
    try:
        yield
    finally:
        release.set()


def _record(job: Job) -> list[str]:
    """The outcome signals the job emits, in order."""
    outcomes: list[str] = []
    job.succeeded.connect(lambda result: outcomes.append("succeeded"))
    job.failed.connect(lambda message, trace: outcomes.append(f"failed:{message}|{trace}"))
    job.cancelled.connect(lambda: outcomes.append("cancelled"))
    return outcomes


def test_collections_are_listed_with_their_documents_and_words(manager, corpus_path):
    with open_corpus(corpus_path, create=False) as store:
        documents = store.documents()
        stats = store.stats()
        disk = store.disk_bytes()
    words = {
        name: sum(d.words for d in documents if d.collection == name)
        for name in (TEXTBOOKS, ARTICLES)
    }
    assert _item_texts(manager) == [
        f"All documents — 12 documents, {_n(sum(d.words for d in documents))} words",
        f"{ARTICLES} — 6 documents, {_n(words[ARTICLES])} words",
        f"{TEXTBOOKS} — 6 documents, {_n(words[TEXTBOOKS])} words",
    ]
    assert manager.browser.collections() == [ARTICLES, TEXTBOOKS]
    assert manager.browser.selected_collection() is None
    assert manager.browser.documents_filter.rowCount() == 12
    assert not manager.browser.documents_view.isColumnHidden(DocumentsModel.COLLECTION)
    assert manager.stats_label.text() == (
        f"12 documents · {_n(stats.words)} words · {QLocale().formattedDataSize(disk)} on disk"
    )

    assert manager.browser.select_collection(TEXTBOOKS)
    shown = manager.browser.shown_documents()
    assert len(shown) == 6 and {d.collection for d in shown} == {TEXTBOOKS}
    assert [d.title.casefold() for d in shown] == sorted(d.title.casefold() for d in shown)
    assert manager.browser.documents_view.isColumnHidden(DocumentsModel.COLLECTION)
    water = next(d for d in shown if d.path.endswith("en-water-cycle.txt"))
    row = shown.index(water)
    index = manager.browser.documents_filter.index(row, DocumentsModel.WORDS)
    assert index.data() == _n(water.words)
    assert (
        manager.browser.documents_filter.index(row, DocumentsModel.FILE).data()
        == "en-water-cycle.txt"
    )
    assert manager.browser.documents_filter.index(row, DocumentsModel.LANGUAGE).data() == "English"
    assert manager.browser.documents_filter.index(row, DocumentsModel.ADDED).data()
    assert manager.write_buttons_enabled()


def test_filter_and_sort_by_words(manager):
    manager.browser.filter_edit.setText("WATER")
    assert [Path(d.path).name for d in manager.browser.shown_documents()] == ["en-water-cycle.txt"]
    manager.browser.filter_edit.clear()
    manager.browser.documents_view.sortByColumn(DocumentsModel.WORDS, Qt.SortOrder.DescendingOrder)
    words = [d.words for d in manager.browser.shown_documents()]
    assert len(words) == 12 and words == sorted(words, reverse=True) and words[0] > words[-1]


def test_add_paths_makes_a_new_collection(qtbot, manager, corpus_path, tmp_path):
    folder = tmp_path / "year10"
    _write_texts(folder, 3)
    with qtbot.waitSignal(manager.corpusChanged, timeout=TIMEOUT):
        job = manager.add_paths([str(folder)], "Year 10")
        assert manager.jobs.isVisibleTo(manager)
    assert job.done
    assert "Year 10" in manager.browser.collections()
    assert any(t.startswith("Year 10 — 3 documents, ") for t in _item_texts(manager))
    assert manager.messages.message_label.text() == "Added 3, updated 0, unchanged 0."
    assert not manager.messages.details_button.isVisibleTo(manager)
    assert not manager.jobs.isVisibleTo(manager)
    assert _count(corpus_path, "Year 10") == 3
    assert (
        manager.messages.last_summary is not None and len(manager.messages.last_summary.added) == 3
    )

    # The same folder again: nothing changes, so nobody is told the corpus changed.
    with qtbot.assertNotEmitted(manager.corpusChanged):
        _wait(qtbot, manager.add_paths([str(folder)], "Year 10"))
    assert manager.messages.message_label.text() == "Added 0, updated 0, unchanged 3."


def test_a_near_duplicate_of_a_corpus_text_is_named_and_added(qtbot, manager, tmp_path):
    from app.corpus.demo import demo_folder

    source = demo_folder() / "sources" / "en-honey-bees.txt"
    words = source.read_text(encoding="utf-8").split(" ")
    for n in range(0, len(words), 30):
        words[n] = "moreover"
    copy = tmp_path / "bees-again.txt"
    copy.write_text(" ".join(words), encoding="utf-8")
    with qtbot.waitSignal(manager.corpusChanged, timeout=TIMEOUT):
        manager.add_paths([str(copy)], "Year 10")
    assert manager.messages.message_label.text() == (
        "Added 1, updated 0, unchanged 0. bees-again.txt is nearly the same text as "
        "en-honey-bees.txt, already in the corpus; it was added all the same."
    )
    qtbot.mouseClick(manager.messages.details_button, Qt.MouseButton.LeftButton)
    details = manager.messages.details_view.toPlainText()
    assert details.startswith("Nearly the same text as a document already in the corpus:\n")
    assert f"{copy} — nearly the same text as " in details


def test_a_damaged_file_is_reported_and_the_others_are_added(qtbot, manager, corpus_path, tmp_path):
    folder = tmp_path / "mixed"
    _write_texts(folder, 2)
    broken = folder / "broken.docx"
    broken.write_bytes(os.urandom(4096))
    job = manager.add_paths([folder], "Mixed")
    _wait(qtbot, job)
    text = manager.messages.message_label.text()
    assert text.startswith(
        "Added 2, updated 0, unchanged 0; 1 file could not be read: broken.docx — "
    )
    assert _count(corpus_path, "Mixed") == 2
    assert manager.messages.details_button.isVisibleTo(manager)
    assert not manager.messages.details_view.isVisibleTo(manager)
    qtbot.mouseClick(manager.messages.details_button, Qt.MouseButton.LeftButton)
    assert manager.messages.details_view.isVisibleTo(manager)
    details = manager.messages.details_view.toPlainText()
    assert details.startswith("Could not be read:\n")
    assert str(broken) in details
    assert manager.messages.details_button.text() == "Hide details"


def test_remove_selected_documents_after_confirmation(qtbot, manager, corpus_path, monkeypatch):
    manager.browser.select_collection(TEXTBOOKS)
    manager.browser.documents_view.selectRow(0)
    manager.browser.documents_view.selectionModel().select(
        manager.browser.documents_filter.index(1, 0),
        manager.browser.documents_view.selectionModel().SelectionFlag.Select
        | manager.browser.documents_view.selectionModel().SelectionFlag.Rows,
    )
    chosen = manager.browser.selected_document_ids()
    assert len(chosen) == 2
    asked: list[str] = []

    def answer(reply):
        def question(parent, title, text, *args):
            asked.append(text)
            return reply

        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    assert manager.remove_selected() is None
    assert _count(corpus_path) == 12

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    job = manager.remove_selected()
    assert job is not None
    _wait(qtbot, job)
    assert "Remove the 2 selected documents from the corpus?" in asked[-1]
    assert "the files on disk are not touched" in asked[-1]
    with open_corpus(corpus_path, create=False) as store:
        remaining = {d.id for d in store.documents()}
        assert store.verify() == []
    assert len(remaining) == 10 and not set(chosen) & remaining
    assert manager.browser.selected_collection() == TEXTBOOKS  # kept across the reload
    assert manager.browser.documents_filter.rowCount() == 4
    assert manager.messages.message_label.text().startswith("2 documents removed from the corpus")


def test_remove_a_whole_collection(qtbot, manager, corpus_path):
    manager.browser.select_collection(ARTICLES)
    assert manager.browser.selected_document_ids() == []
    assert manager.remove_button.isEnabled()
    with qtbot.waitSignal(manager.corpusChanged, timeout=TIMEOUT):
        manager.remove_selected(confirm=False)
    assert manager.browser.collections() == [TEXTBOOKS]
    assert manager.browser.selected_collection() is None
    assert _count(corpus_path) == 6
    # "All documents" with nothing selected: there is nothing to remove.
    assert not manager.remove_button.isEnabled()
    assert manager.remove_selected(confirm=False) is None


def _free_pages(path: Path) -> tuple[int, int]:
    with closing(sqlite3.connect(path)) as db:
        return (
            db.execute("PRAGMA freelist_count").fetchone()[0],
            db.execute("PRAGMA page_count").fetchone()[0],
        )


def test_removing_most_of_the_corpus_packs_the_file_at_once(qtbot, manager, corpus_path, tmp_path):
    _wait(qtbot, manager.add_paths(_write_texts(tmp_path / "many", 60), "Many"))
    size = corpus_path.stat().st_size
    manager.browser.select_collection("Many")
    with qtbot.waitSignal(manager.corpusChanged, timeout=TIMEOUT):
        manager.remove_selected(confirm=False)
    qtbot.waitUntil(lambda: manager.browser.collections() == [ARTICLES, TEXTBOOKS], timeout=TIMEOUT)
    free, pages = _free_pages(corpus_path)
    assert free == 0 and pages * 4096 < size / 2
    assert _count(corpus_path) == 12


def test_a_failed_packing_after_a_removal_is_said_and_the_removal_stands(
    qtbot, manager, corpus_path, monkeypatch
):
    """A full disk while the file is packed after a removal: the documents stay removed, the
    list shows it, and the message says why the file was not packed (it used to say nothing)."""
    from app.corpus.sqlite_store import SqliteCorpus
    from app.corpus.store import CorpusError

    def full_disk(self, progress=None, cancel=None, workers=1):
        raise CorpusError("The disk is full.")

    monkeypatch.setattr(SqliteCorpus, "pack_if_slack", full_disk)
    manager.browser.select_collection(TEXTBOOKS)
    with qtbot.waitSignal(manager.corpusChanged, timeout=TIMEOUT):
        manager.remove_selected(confirm=False)
    _textbooks_removed_saying(
        qtbot, manager, corpus_path, "could not be packed afterwards (The disk is full)"
    )


def test_cancelling_the_packing_after_a_removal_keeps_the_removal(
    qtbot, manager, corpus_path, monkeypatch
):
    """Cancel pressed while the file is packed after a removal stops the packing only: the
    documents removed stay removed, and the message says so (it said "the corpus was not
    changed", and the list kept showing the removed documents)."""
    from app.corpus.sqlite_store import SqliteCorpus
    from app.errors import Cancelled
    from app.progress import PACKING

    def packing_until_cancelled(self, progress=None, cancel=None, workers=1):
        for _ in range(6000):
            progress(0, 10, PACKING)  # the job shows a report a tenth of a second after the last
            if cancel():
                raise Cancelled()
            threading.Event().wait(0.01)
        raise AssertionError("Cancel did not reach the packing")

    monkeypatch.setattr(SqliteCorpus, "pack_if_slack", packing_until_cancelled)
    manager.browser.select_collection(TEXTBOOKS)
    job = manager.remove_selected(confirm=False)
    assert job is not None
    qtbot.waitUntil(
        lambda: "packing the corpus file" in manager.jobs.progress_label.text(), timeout=TIMEOUT
    )
    with qtbot.waitSignal(manager.corpusChanged, timeout=TIMEOUT):
        qtbot.mouseClick(manager.jobs.cancel_button, Qt.MouseButton.LeftButton)
    _wait(qtbot, job)
    _textbooks_removed_saying(
        qtbot, manager, corpus_path, "Packing the corpus file afterwards was stopped"
    )


def _textbooks_removed_saying(qtbot, manager, corpus_path, note: str) -> None:
    """The demo's textbooks are gone from the list and the file, and the message counts them
    and says ``note``."""
    qtbot.waitUntil(lambda: manager.browser.collections() == [ARTICLES], timeout=TIMEOUT)
    text = manager.messages.message_label.text()
    assert text.startswith("6 documents removed from the corpus") and note in text
    assert _count(corpus_path) == 6


def test_refresh_updates_changed_files_and_offers_to_remove_missing_ones(
    qtbot, manager, corpus_path, tmp_path
):
    files = _write_texts(tmp_path / "notes", 3, stem="notes")
    _wait(qtbot, manager.add_paths(files, "Notes"))
    files[0].unlink()
    files[1].write_text("A different text now, rewritten after it was added. " * 20)
    job = manager.refresh_files()
    _wait(qtbot, job)
    text = manager.messages.message_label.text()
    assert text.startswith("Added 0, updated 1, unchanged 13.")
    assert "1 file is missing (moved or deleted) and is still in the index: notes-00.txt." in text
    assert _count(corpus_path, "Notes") == 3
    assert manager.messages.remove_missing_button.isVisibleTo(manager)
    assert str(files[0]) in manager.messages.details_view.toPlainText()

    with qtbot.waitSignal(manager.corpusChanged, timeout=TIMEOUT):
        qtbot.mouseClick(manager.messages.remove_missing_button, Qt.MouseButton.LeftButton)
    assert not manager.messages.remove_missing_button.isVisibleTo(manager)
    with open_corpus(corpus_path, create=False) as store:
        paths = sorted(Path(d.path).name for d in store.documents("Notes"))
    assert paths == ["notes-01.txt", "notes-02.txt"]
    assert any(t.startswith("Notes — 2 documents, ") for t in _item_texts(manager))


def test_cancelling_an_add_keeps_the_corpus_consistent(
    qtbot, manager, corpus_path, tmp_path, queue
):
    folder = tmp_path / "many"
    _write_texts(folder, 30)
    with _held(queue):
        job = manager.add_paths([folder], "Many")
        # Stop after the first file, from the worker thread itself: no race with the UI.
        job.progressed.connect(lambda *_: job.cancel(), Qt.ConnectionType.DirectConnection)
        outcomes = _record(job)
        assert manager.jobs.active_jobs() == [job]
        assert "waiting" in manager.jobs.progress_label.text()
    _wait(qtbot, job)
    assert outcomes == ["cancelled"]
    added = _count(corpus_path, "Many")
    assert 1 <= added < 30
    assert manager.messages.message_label.text().startswith(
        f"Stopped before the end; what was done until then is kept. Added {added}, "
    )
    with open_corpus(corpus_path, create=False) as store:
        assert store.verify() == []
        assert store.document_count() == 12 + added
    assert manager.jobs.active_jobs() == []
    assert not manager.jobs.isVisibleTo(manager)

    # The next add finishes the work.
    _wait(qtbot, manager.add_paths([folder], "Many"))
    assert manager.messages.message_label.text() == (
        f"Added {30 - added}, updated 0, unchanged {added}."
    )
    assert _count(corpus_path, "Many") == 30


def test_cancel_before_the_job_starts_changes_nothing(qtbot, manager, corpus_path, tmp_path, queue):
    _write_texts(tmp_path / "few", 2)
    with qtbot.assertNotEmitted(manager.corpusChanged):
        with _held(queue):
            job = manager.add_paths([tmp_path / "few"], "Few")
            outcomes = _record(job)
            manager.jobs.cancel_current()
            assert not manager.jobs.cancel_button.isEnabled()
            assert "stopping" in manager.jobs.progress_label.text()
        _wait(qtbot, job)
    assert outcomes == ["cancelled"]
    assert manager.messages.message_label.text().endswith(
        "was cancelled; the corpus was not changed."
    )
    assert _count(corpus_path) == 12


def test_a_damaged_corpus_is_shown_and_never_written(qtbot, tmp_path, queue):
    path = tmp_path / "c.imbrex"
    garbage = os.urandom(8192)
    path.write_bytes(garbage)
    dialog = CorpusManager(path, queue, workers=1)
    qtbot.addWidget(dialog)
    assert dialog.error is not None
    assert dialog.corpus_banner.isVisibleTo(dialog)
    assert "not an Imbrex corpus" in dialog.corpus_banner.text()
    assert not dialog.write_buttons_enabled()
    assert not dialog.remove_button.isEnabled()
    assert _item_texts(dialog) == ["All documents — 0 documents, 0 words"]
    assert dialog.stats_label.text() == "The corpus cannot be shown."

    # Through the API anyway: the job fails with the message, the window stays up.
    texts = _write_texts(tmp_path / "in", 1)
    with _held(queue):
        job = dialog.add_paths(texts, "X")
        outcomes = _record(job)
    _wait(qtbot, job)
    assert len(outcomes) == 1 and outcomes[0].startswith("failed:")
    assert outcomes[0].endswith("|")  # a UserError: a message, no traceback
    assert "not an Imbrex corpus" in dialog.messages.message_label.text()
    assert path.read_bytes() == garbage


def test_a_read_only_corpus_can_be_looked_at_but_not_changed(
    qtbot, corpus_path, queue, monkeypatch
):
    def read_only(path, *, create=True, readonly=False, **kwargs):
        if not readonly:
            raise ReadOnlyCorpusError("The corpus file is read-only.", str(path))
        return open_corpus(path, create=create, readonly=True, **kwargs)

    monkeypatch.setattr(corpus_reader, "open_corpus", read_only)
    monkeypatch.setattr(corpus_jobs, "open_corpus_store", read_only)
    dialog = CorpusManager(corpus_path, queue, workers=1)
    qtbot.addWidget(dialog)
    assert not dialog.writable and dialog.error is None
    assert "read-only" in dialog.corpus_banner.text()
    assert dialog.browser.documents_filter.rowCount() == 12
    assert not dialog.write_buttons_enabled()
    dialog.browser.select_collection(TEXTBOOKS)
    assert not dialog.remove_button.isEnabled()

    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(corpus_path))])
    enter = QDragEnterEvent(
        QPointF(10, 10).toPoint(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    dialog.dragEnterEvent(enter)
    assert not enter.isAccepted()


def test_dropped_files_go_to_the_selected_collection(qtbot, manager, corpus_path, tmp_path, queue):
    files = _write_texts(tmp_path / "drop", 2, stem="dropped")
    manager.browser.select_collection(ARTICLES)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(f)) for f in files])
    enter = QDragEnterEvent(
        QPointF(10, 10).toPoint(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    manager.dragEnterEvent(enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(queue.added, timeout=TIMEOUT) as added:
        manager.dropEvent(drop)
    _wait(qtbot, added.args[0])
    assert _count(corpus_path, ARTICLES) == 8
    assert manager.browser.selected_collection() == ARTICLES
    assert manager.browser.documents_filter.rowCount() == 8


def test_add_files_asks_for_the_collection(
    qtbot, manager, corpus_path, tmp_path, queue, monkeypatch
):
    files = _write_texts(tmp_path / "picked", 1, stem="picked")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", lambda *args, **kwargs: ([str(files[0])], "")
    )
    offered = {}

    def get_item(parent, title, label, items, current, editable):
        offered.update(items=list(items), current=items[current], editable=editable)
        return "  Essays 2026 ", True

    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    manager.browser.select_collection(TEXTBOOKS)
    with qtbot.waitSignal(queue.added, timeout=TIMEOUT) as added:
        qtbot.mouseClick(manager.add_files_button, Qt.MouseButton.LeftButton)
    _wait(qtbot, added.args[0])
    assert offered == {"items": [ARTICLES, TEXTBOOKS], "current": TEXTBOOKS, "editable": True}
    assert _count(corpus_path, "Essays 2026") == 1

    # From "All documents" the default is "General"; cancelling the question adds nothing.
    manager.browser.select_collection(None)
    monkeypatch.setattr(QInputDialog, "getItem", lambda *args: (get_item(*args)[0], False))
    with qtbot.assertNotEmitted(queue.added):
        qtbot.mouseClick(manager.add_files_button, Qt.MouseButton.LeftButton)
    assert offered["current"] == "General" and offered["items"][0] == "General"


def test_a_corpus_that_does_not_exist_yet_is_made_by_the_first_add(qtbot, tmp_path, queue):
    path = tmp_path / "new" / "c.imbrex"
    dialog = CorpusManager(path, queue, workers=1)
    qtbot.addWidget(dialog)
    assert dialog.error is None and dialog.writable
    assert dialog.stats_label.text().startswith("The corpus is empty")
    assert dialog.write_buttons_enabled()
    assert not path.exists()
    _wait(qtbot, dialog.add_paths(_write_texts(tmp_path / "first", 2), ""))
    assert dialog.browser.collections() == ["General"]
    assert dialog.stats_label.text().startswith("2 documents · ")


def test_the_index_finishing_after_an_add_is_named_in_the_progress(
    qtbot, manager, corpus_path, tmp_path, queue
):
    """An add of many documents makes the index's key summary again at its end: the progress
    line then says so, instead of the bar starting again with no word of what it counts."""
    _write_texts(tmp_path / "many", 80)
    shown: list[str] = []
    with _held(queue):
        job = manager.add_paths([tmp_path / "many"], "Many")
        job.progressed.connect(lambda *_: shown.append(manager.jobs.progress_label.text()))
    _wait(qtbot, job)
    finishing = [text for text in shown if text.endswith("— finishing the index")]
    assert finishing, shown[-3:]
    assert shown.index(finishing[0]) > shown.index(next(t for t in shown if "essay-" in t))
