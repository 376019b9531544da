"""The indexer's workers started before the files are planned (app.corpus.worker_pool): started
only for an add that may use them, stopped however the add ends, and the add's result the same."""

from __future__ import annotations

import threading
import zipfile

import pytest

import app.corpus.indexer as indexer
from app.corpus.indexer import add_paths
from app.corpus.stores import open_corpus_store
from app.corpus.worker_pool import WorkerPool, may_need_workers
from tests.corpus.builders import essay, essay_files


def test_workers_are_started_early_for_a_folder_or_several_files_only(tmp_path):
    files = essay_files(tmp_path / "class", 3)
    archive = tmp_path / "class.zip"
    with zipfile.ZipFile(archive, "w") as opened:
        opened.writestr("a.txt", essay(1))
    assert may_need_workers([tmp_path / "class"])
    assert may_need_workers(files)
    assert not may_need_workers(files[:2])
    assert not may_need_workers([archive])
    assert not may_need_workers([])


@pytest.fixture
def pools(monkeypatch):
    """Every WorkerPool made, with its processes as they were once started, and whether any
    existed when the files were planned."""
    made: list[tuple[WorkerPool, list]] = []
    planned_with: list[int] = []

    class Recorded(WorkerPool):
        def __init__(self, workers: int) -> None:
            super().__init__(workers)
            self._starting.join()
            for future in list(self.executor._pending_work_items.values()):
                future.future.result(timeout=60)  # the processes exist once they answered
            made.append((self, list(self.executor._processes.values())))

    plan = indexer._plan

    def recorded_plan(*args, **kwargs):
        planned_with.append(len(made))
        return plan(*args, **kwargs)

    monkeypatch.setattr(indexer, "WorkerPool", Recorded)
    monkeypatch.setattr(indexer, "_plan", recorded_plan)
    return made, planned_with


def _all_ended(made) -> bool:
    for _, processes in made:
        for process in processes:
            process.join(timeout=30)
            if process.exitcode is None:
                return False
    return True


def test_a_folder_starts_its_workers_before_it_is_planned_and_stops_them(tmp_path, pools):
    made, planned_with = pools
    folder = tmp_path / "class"
    essay_files(folder, 12)
    with open_corpus_store(tmp_path / "corpus.imbrex") as store:
        summary = add_paths(store, [folder], workers=2)
        assert len(summary.added) == 12 and not summary.failed
        assert planned_with == [1] and len(made) == 1 and made[0][0].workers == 2
        assert len(made[0][1]) == 2  # both workers forked before any file was read
        assert _all_ended(made)
        # Again: every file unchanged, so nothing to read; the early workers are stopped.
        again = add_paths(store, [folder], workers=2)
        assert again.unchanged == 12 and not again.added
        assert len(made) == 2 and _all_ended(made)


def test_one_file_or_one_worker_starts_no_pool(tmp_path, pools):
    made, planned_with = pools
    files = essay_files(tmp_path / "class", 3)
    with open_corpus_store(tmp_path / "corpus.imbrex") as store:
        assert len(add_paths(store, files[:1], workers=2).added) == 1
        assert len(add_paths(store, files[1:], workers=1).added) == 2
    assert made == [] and planned_with == [0, 0]


def test_an_add_that_fails_while_planning_stops_its_early_workers(tmp_path, pools, monkeypatch):
    made, _ = pools
    folder = tmp_path / "class"
    essay_files(folder, 6)

    def fails(*args, **kwargs):
        raise OSError("the drive went away")

    with open_corpus_store(tmp_path / "corpus.imbrex") as store:
        monkeypatch.setattr(store, "origins", fails)
        with pytest.raises(OSError):
            add_paths(store, [folder], workers=2)
    assert len(made) == 1 and _all_ended(made)


def test_stopping_while_the_workers_start_returns_at_once_and_they_are_stopped_once_started():
    """An add whose files are all unchanged stops its early workers before they are up: it does
    not wait for them (the fork server's start), and they do not outlive it."""
    release = threading.Event()
    terminated: list = []

    class SlowStart(WorkerPool):
        def _start_processes(self) -> None:
            release.wait(60)
            super()._start_processes()

        def _terminate(self) -> None:
            terminated.extend((self.executor._processes or {}).values())
            super()._terminate()

    pool = SlowStart(2)
    stopper = threading.Thread(target=pool.stop)
    stopper.start()
    stopper.join(timeout=30)
    assert not stopper.is_alive()  # returned while the workers were still being started
    release.set()
    pool._starting.join(timeout=60)
    assert not pool._starting.is_alive()
    assert pool.executor._processes is None  # shut down by the starting thread
    assert len(terminated) == 2 and _all_ended([(pool, terminated)])
    pool.stop()  # again: nothing more to do
