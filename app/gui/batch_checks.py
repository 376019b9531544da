"""Checking batches of papers for the main window: choose what to check (the Open dialogs),
queue the check, take in each paper as its report arrives, settle the batch when the check
ends, fails or is cancelled.

A batch of the same files checked again takes the old batch's place: each new report takes its
paper's row, papers no longer found leave the list, and a check again that stops keeps the old
results of the papers it did not reach. The assignment template of the next checks is chosen
here too.
"""

from __future__ import annotations

import contextlib
import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from app.batch_results import BatchResult, PaperOutcome
from app.child_process import run_in_child
from app.corpus.demo import demo_folder
from app.errors import UserError
from app.extract import extract
from app.gui.check_work import check_batch
from app.gui.error_dialog import ErrorDialog, show_error
from app.gui.error_text import user_error_text
from app.gui.jobs import Job
from app.gui.session import Batch, PaperEntry

if TYPE_CHECKING:
    from app.gui.main_window import MainWindow

#: File types offered in the Open dialog (the extractor also sniffs misnamed files).
OPEN_FILTER = "*.docx *.pdf *.odt *.txt *.rtf *.html *.htm *.md *.zip"


class BatchChecks(QObject):
    """The checks of one main window and the assignment template they use."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.template: Path | None = None
        #: Checks that stopped while the corpus was a shared one on a server (which may have
        #: gone): checked again as they were once the window has a corpus it can use (the
        #: teacher's own file, another server, or this one answering after all), so that no
        #: paper has to be opened again.
        self.waiting: list[Batch] = []
        #: The error shown for such a check, closed when the window offers the corpus file
        #: (one message, not two on top of each other).
        self._corpus_error: ErrorDialog | None = None
        window.corpus.corpusChanged.connect(self._check_waiting)
        window.corpus.serverAnswered.connect(self._check_waiting)
        window.corpus.ownCorpusOffered.connect(self._close_corpus_error)

    def open_papers(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self.window,
            self.tr("Papers to check"),
            self.last_folder(),
            self.tr("Papers ({types});;All files (*)").format(types=OPEN_FILTER),
        )
        if paths:
            self.window.check_paths(paths)

    def open_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self.window, self.tr("Folder of papers"), self.last_folder()
        )
        if path:
            self.window.check_paths([path])

    def last_folder(self) -> str:
        """The folder of the last papers opened (the start of every Open dialog)."""
        recent = self.window.preferences.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())

    def check_demo_class(self) -> Batch:
        return self.check_paths([str(demo_folder() / "papers")], self.tr("Demo class"))

    def check_again(self) -> Batch | None:
        batch = self.window.current_batch()
        if batch is None:
            return None
        return self.check_paths(list(batch.paths), batch.title, remember=False)

    def check_paths(
        self,
        paths: list[str],
        title: str | None = None,
        remember: bool = True,
        without_corpus: bool = False,
    ) -> Batch:
        """Queue a check of ``paths`` (files, folders, .zip) as one batch: each paper against
        the corpus and against the others; ``without_corpus``, against the others only (the
        corpus cannot be used), which its title says."""
        window = self.window
        if remember:
            window.preferences.add_recent(paths)
        previous = self._batch_of_paths(paths)
        if title is None and previous is not None:
            title = previous.title
        if title is not None:  # checked with the corpus now, unless said again below
            title = title.removesuffix(self._without_corpus_suffix())
        if title is None:
            first = Path(paths[0]).name
            title = (
                first
                if len(paths) == 1
                else self.tr("{first} and {n} more").format(first=first, n=len(paths) - 1)
            )
            title = f"{title} · {datetime.now():%H:%M}"
        if without_corpus:
            title += self._without_corpus_suffix()
        batch = Batch(title, tuple(paths), str(self.template) if self.template else None)
        batch.without_corpus = without_corpus
        if previous is not None:  # the same papers again: checked in place
            batch.replaces, batch.id, batch.stored = previous, previous.id, previous.stored
        window.batches.append(batch)
        window.kept.batch_started(batch)
        batch.job = self._check_job(batch)
        window.queue.submit(batch.job)
        window.stack.setCurrentWidget(window.tabs)
        window._update_actions()
        return batch

    def _check_job(self, batch: Batch) -> Job:
        """The job that checks ``batch`` in a child process, its signals wired to the batch."""
        arguments = {
            "paths": list(batch.paths),
            "corpus": None if batch.without_corpus else self.window.corpus.spec,
            "settings": self.window.preferences.engine_settings(),
            "template": self.template,
            "candidates": self.window.preferences.candidates,
        }

        def work(progress, cancel) -> BatchResult:
            return run_in_child(
                check_batch, arguments, progress=progress, cancel=cancel, deliver=job.deliver
            )

        job = Job(self.tr("Checking {title}").format(title=batch.title), work)
        job.delivered.connect(lambda outcome, batch=batch: self._paper_arrived(batch, outcome))
        job.succeeded.connect(lambda result, batch=batch: self._batch_done(batch, result))
        job.failed.connect(
            lambda message, details, batch=batch: self._batch_failed(batch, message, details)
        )
        job.cancelled.connect(lambda batch=batch: self._batch_cancelled(batch))
        return job

    def _batch_of_paths(self, paths: list[str]) -> Batch | None:
        """The latest batch of exactly these files or folders (in any order), if any."""
        wanted = {os.path.normcase(os.path.abspath(p)) for p in paths}
        for batch in reversed(self.window.batches):
            if {os.path.normcase(os.path.abspath(p)) for p in batch.paths} == wanted:
                return batch
        return None

    def _paper_arrived(self, batch: Batch, outcome: PaperOutcome) -> None:
        window = self.window
        if batch not in window.batches:  # removed from the list while it was being checked
            return
        entry = PaperEntry(outcome, batch)
        batch.papers.append(entry)
        old = self._replaced_entry(batch, outcome.path)
        if old is not None:  # checked again: the new results take the old row
            shown = window.paper_page.entry is old
            window.papers.replace(old, entry)
            if shown:
                window.show_paper(entry)
        else:
            window.papers.add(entry)
        window.kept.paper_checked(entry)
        if window.papers.current() is None and outcome.evidence is not None:
            window.papers.select(entry)
        window.paperAdded.emit(entry)

    def _replaced_entry(self, batch: Batch, path: str) -> PaperEntry | None:
        """The paper of the same path in the batch this one checks again (taken out of it)."""
        old = batch.replaces
        if old is None or old not in self.window.batches:
            return None
        entry = next((e for e in old.papers if e.path == path), None)
        if entry is not None:
            old.papers.remove(entry)
        return entry

    def _adopt_replaced(self, batch: Batch) -> None:
        """A check again that stopped: the papers it did not reach keep their old results,
        now in the new batch (one batch in the list, as in the store)."""
        old = batch.replaces
        if old is None or old not in self.window.batches:
            return
        for entry in old.papers:
            entry.batch = batch
            batch.papers.append(entry)
        if batch.result is None:
            batch.result = old.result
        self.window.batches.remove(old)
        batch.replaces = None

    def _batch_done(self, batch: Batch, result: BatchResult) -> None:
        window = self.window
        batch.result = result
        batch.status = "done"
        if batch not in window.batches:  # removed from the list while it was being checked
            window.batchFinished.emit(batch)
            return
        old = batch.replaces
        if old is not None and old in window.batches:  # checked again: the new results replace it
            if window.paper_page.entry in old.papers:
                window.paper_page.show_entry(None)
            window.papers.remove(old.papers)  # papers no longer found (the rest were replaced)
            window.batches.remove(old)
        batch.replaces = None  # (the old results are not held on to)
        window.kept.batch_finished(batch, result)
        window.list_editing.update()
        window.class_view.set_batch(result, batch.title)
        window.statusBar().showMessage(self._done_message(batch, result), 15000)
        if window.corpus.server is None:
            # The check read the corpus file: its count as it is now (``imbrex corpus add`` in
            # a terminal may have grown it since the window opened).
            window.corpus.update_corpus_label()
        if window.preferences.add_checked_to_corpus:
            window.corpus.add_checked_papers(batch)
        window._update_actions()
        window.batchFinished.emit(batch)

    def _done_message(self, batch: Batch, result: BatchResult) -> str:
        """The status bar's word on a finished check (and the hint page back when nothing at
        all was found)."""
        failed = [p for p in result.papers if p.error]
        message = self.tr(
            "{title}: %n paper(s) checked", "", len(result.papers) - len(failed)
        ).format(title=batch.title)
        if failed:
            message += " · " + self.tr("%n not checked (see the list)", "", len(failed))
        if not result.papers:
            message = self.tr(
                "{title}: no papers found. Imbrex reads .docx, .pdf, .odt, .rtf, .txt and .html "
                "files, and folders or .zip archives holding them."
            ).format(title=batch.title)
            if not self.window.papers.model.entries:
                self.window.stack.setCurrentWidget(self.window.hint)
        return message

    def _batch_failed(self, batch: Batch, message: str, details: str) -> None:
        batch.status, batch.message = "failed", message
        self._adopt_replaced(batch)
        corpus = self.window.corpus
        on_server = corpus.server is not None
        if on_server:  # the server may have gone: the check waits for a corpus
            self.waiting.append(batch)
            if corpus.asking_which_corpus():  # the window already says why, and asks
                self.window.statusBar().showMessage(
                    self.tr(
                        "{title}: not checked, the shared corpus cannot be used now. Its papers "
                        "are checked as soon as the window has a corpus."
                    ).format(title=batch.title),
                    60000,
                )
                self.window.batchFinished.emit(batch)
                return
        corpus.update_corpus_label()  # ask again: the server, or whether the file can be used
        dialog = show_error(
            self.window,
            self.tr("The check of {title} stopped: {message}").format(
                title=batch.title, message=message
            ),
            details,
        )
        if on_server:
            self._corpus_error = dialog
        elif not batch.without_corpus and (corpus.problem or not corpus.corpus_path.exists()):
            self._offer_without_corpus(dialog, batch)
        self.window.batchFinished.emit(batch)

    def _without_corpus_suffix(self) -> str:
        return " · " + self.tr("classmates only")

    def _offer_without_corpus(self, dialog: ErrorDialog, batch: Batch) -> None:
        """A button in ``dialog`` that checks the papers of ``batch`` against each other, the
        corpus file left out (it cannot be used, or is not there: a drive not connected):
        collusion in the class is still found."""
        button = dialog.buttons.addButton(
            self.tr("Check them against each other only"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        button.setObjectName("withoutCorpus")
        button.setToolTip(
            self.tr(
                "Compare the papers with each other, without the corpus. Their scores then "
                "count only what they share with each other."
            )
        )

        def check_without_corpus() -> None:
            dialog.accept()
            self.check_paths(list(batch.paths), remember=False, without_corpus=True)

        button.clicked.connect(check_without_corpus)

    def _check_waiting(self, *_: object) -> None:
        """Check again the checks that stopped on the shared corpus (those still listed)."""
        waiting, self.waiting = self.waiting, []
        for batch in waiting:
            if batch in self.window.batches:
                self.check_paths(list(batch.paths), batch.title, remember=False)

    def _close_corpus_error(self) -> None:
        """The window now offers the corpus file: the error of a check that stopped on the
        shared corpus says the same, and goes."""
        dialog, self._corpus_error = self._corpus_error, None
        if dialog is not None:
            with contextlib.suppress(RuntimeError):  # already closed (and deleted)
                dialog.close()

    def _batch_cancelled(self, batch: Batch) -> None:
        batch.status = "cancelled"
        self._adopt_replaced(batch)
        self.window.statusBar().showMessage(
            self.tr("{title}: cancelled; the papers already checked stay in the list.").format(
                title=batch.title
            ),
            15000,
        )
        self.window.batchFinished.emit(batch)

    # template -------------------------------------------------------------------------------
    def choose_template(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Assignment template"),
            self.last_folder(),
            self.tr("Documents ({types});;All files (*)").format(types=OPEN_FILTER),
        )
        if path:
            self.set_template(Path(path))

    def set_template(self, path: Path | None) -> None:
        if path is not None:
            try:
                extract(path)
            except UserError as error:
                show_error(
                    self.window,
                    self.tr("This template cannot be used: {error}").format(
                        error=user_error_text(error)
                    ),
                )
                return
        self.template = path
        self.update_template_label()

    def update_template_label(self) -> None:
        label = self.window.menus.template_label
        if self.template is None:
            label.setText(self.tr(" no template "))
            label.setToolTip(self.tr("No assignment template for the next checks"))
        else:
            label.setText(" " + self.template.name + " ")
            label.setToolTip(
                self.tr("Text of {name} is not counted in the next checks").format(
                    name=self.template
                )
            )
        self.window.menus.clear_template_action.setEnabled(self.template is not None)
