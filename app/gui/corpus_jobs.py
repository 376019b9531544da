"""The corpus manager's jobs: adding, refreshing and removing run one after the other on the
application's job queue, each with its own connection to the corpus; this row shows the first
one's progress with Cancel, and the message area says how each ended.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QStyle, QWidget

from app.corpus.indexer import IndexSummary, Removal
from app.corpus.stores import ManagedCorpus, open_corpus_store
from app.gui.corpus_messages import CorpusMessages
from app.gui.jobs import Job, JobQueue
from app.gui.plain_text import plain_tooltip
from app.progress import FINISHING, PACKING, Cancel, Progress
from app.report.labels import file_name

#: What a corpus job does with its own connection: (store, progress, cancel, job) -> result.
StoreWork = Callable[[ManagedCorpus, Progress, Cancel, Job], Any]

#: The kinds of job the manager runs (what their result is and how it is told).
ADD, REFRESH, REMOVE = "add", "refresh", "remove"


class _JobWatch(QObject):
    """Follows one job of the manager: its progress, its outcome, and what to say about it.

    A child of the manager's jobs row, so that the job's signals are dropped if the manager
    goes away while the job still runs."""

    def __init__(self, jobs: CorpusJobs, job: Job, kind: str) -> None:
        super().__init__(jobs)
        self.jobs = jobs
        self.job = job
        self.kind = kind
        self.summary: IndexSummary | None = None
        #: A removal's outcome, delivered once its documents are removed: a Cancel during the
        #: packing afterwards ends the job as cancelled, but the removal stands.
        self.removal: Removal | None = None
        self.progress = (0, 0, "")
        #: Whether the corpus may have changed (unknown until the outcome says otherwise).
        self.changed = True
        job.progressed.connect(self._progressed)
        job.delivered.connect(self._delivered)
        job.succeeded.connect(self._succeeded)
        job.failed.connect(self._failed)
        job.cancelled.connect(self._cancelled)
        job.ended.connect(self._ended)

    def _progressed(self, done: int, total: int, label: str) -> None:
        self.progress = (done, total, label)
        self.jobs._show_progress()

    def _delivered(self, item: object) -> None:
        if isinstance(item, IndexSummary):
            self.summary = item
        elif isinstance(item, Removal):
            self.removal = item

    def _succeeded(self, result: object) -> None:
        self.jobs._job_succeeded(self, result)

    def _failed(self, message: str, trace: str) -> None:
        self.jobs._job_failed(self, message, trace)

    def _cancelled(self) -> None:
        self.jobs._job_cancelled(self)

    def _ended(self) -> None:
        self.jobs._job_ended(self)


class CorpusJobs(QWidget):
    """The manager's jobs on ``queue`` for the corpus ``corpus`` (a file or a server's connection
    string), and the progress row
    of the first one (hidden while none runs). Each outcome is told in ``messages``;
    ``jobEnded(changed)`` follows every job (``changed``: the corpus may have changed)."""

    jobEnded = Signal(bool)

    def __init__(
        self,
        corpus: Path | str,
        queue: JobQueue,
        messages: CorpusMessages,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.corpus = corpus
        self.queue = queue
        self.messages = messages
        self._watches: list[_JobWatch] = []
        progress_layout = QHBoxLayout(self)
        progress_layout.setContentsMargins(0, 0, 0, 0)
        self.progress_label = QLabel()
        self.progress_label.setTextFormat(Qt.TextFormat.PlainText)
        self.progress_bar = QProgressBar()
        self.progress_bar.setTextVisible(True)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.setToolTip(
            self.tr("Stop this job; the documents already added are kept")
        )
        self.cancel_button.clicked.connect(self.cancel_current)
        progress_layout.addWidget(self.progress_label, 1)
        progress_layout.addWidget(self.progress_bar, 1)
        progress_layout.addWidget(self.cancel_button)
        self.hide()

    def cancel_current(self) -> None:
        """Ask the manager's first unfinished job to stop."""
        if self._watches:
            self._watches[0].job.cancel()
            self._show_progress()

    def active_jobs(self) -> list[Job]:
        """The manager's jobs that are queued or running."""
        return [watch.job for watch in self._watches]

    def submit(self, title: str, kind: str, work: StoreWork) -> Job:
        """Queue ``work`` as a job titled ``title`` with its own connection to the corpus."""
        corpus = self.corpus
        jobs: list[Job] = []

        def run(progress: Progress, cancel: Cancel) -> object:
            store = open_corpus_store(corpus)
            try:
                return work(store, progress, cancel, jobs[0])
            finally:
                store.close()

        job = Job(title, run)
        jobs.append(job)
        self._watches.append(_JobWatch(self, job, kind))
        self.queue.submit(job)
        self._show_progress()
        return job

    def _show_progress(self) -> None:
        if not self._watches:
            self.hide()
            return
        watch = self._watches[0]
        done, total, label = watch.progress
        text = watch.job.title
        if watch.job.is_cancelling:
            text = self.tr("{title} — stopping…").format(title=text)
        elif label == PACKING:  # after an add: the file is rewritten with its pages full
            text = self.tr("{title} — packing the corpus file").format(title=text)
        elif label == FINISHING:  # after an add: the key summary is made again
            text = self.tr("{title} — finishing the index").format(title=text)
        elif label:
            text = self.tr("{title} — {file}").format(title=text, file=file_name(label))
        elif not watch.job.running:
            text = self.tr("{title} — waiting for the job before it").format(title=text)
        waiting = len(self._watches) - 1
        if waiting:
            text += " " + self.tr("(and {n} more waiting)").format(n=waiting)
        self.progress_label.setText(text)
        self.progress_label.setToolTip(plain_tooltip(label))
        if total > 0:
            self.progress_bar.setRange(0, total)
            self.progress_bar.setValue(min(done, total))
        else:
            self.progress_bar.setRange(0, 0)  # busy: how much there is is not known yet
        self.cancel_button.setEnabled(not watch.job.is_cancelling)
        self.show()

    # -- outcomes (UI thread) ----------------------------------------------------------------

    def _job_succeeded(self, watch: _JobWatch, result: object) -> None:
        if isinstance(result, IndexSummary):
            self.messages.tell_summary(result, refreshing=watch.kind == REFRESH)
            watch.changed = bool(result.added or result.updated or result.removed)
        elif isinstance(result, Removal):
            self._tell_removal(result)
            watch.changed = result.removed > 0

    def _tell_removal(self, removal: Removal) -> None:
        """How many documents were removed and, when the packing afterwards did not happen as
        it should, why: the removal stands either way, and the file is as it was before it."""
        text = self.tr(
            "%Ln document(s) removed from the corpus (the files on disk are untouched).",
            "",
            removal.removed,
        )
        icon = QStyle.StandardPixmap.SP_MessageBoxInformation
        if removal.stopped:
            text += " " + self.tr(
                "Packing the corpus file afterwards was stopped; the file works as it is, and "
                "the next large add packs it."
            )
        elif removal.failure:
            text += " " + self.tr(
                "The corpus file could not be packed afterwards ({reason}); it works as it is, "
                "and the next large add packs it."
            ).format(reason=removal.failure)
            icon = QStyle.StandardPixmap.SP_MessageBoxWarning
        self.messages.tell(text, icon)

    def _job_failed(self, watch: _JobWatch, message: str, trace: str) -> None:
        self.messages.tell(
            self.tr("“{title}” did not finish: {message}").format(
                title=watch.job.title, message=message
            ),
            QStyle.StandardPixmap.SP_MessageBoxCritical,
            trace,
        )
        # Whole batches written before the failure are kept; a removal is one transaction.
        watch.changed = watch.kind != REMOVE

    def _job_cancelled(self, watch: _JobWatch) -> None:
        summary = watch.summary
        if watch.removal is not None:  # only the packing afterwards was stopped
            self._tell_removal(watch.removal)
            watch.changed = watch.removal.removed > 0
        elif summary is not None:
            summary.cancelled = True
            self.messages.tell_summary(summary, refreshing=watch.kind == REFRESH)
            watch.changed = bool(summary.added or summary.updated or summary.removed)
        else:
            self.messages.tell(
                self.tr("“{title}” was cancelled; the corpus was not changed.").format(
                    title=watch.job.title
                ),
                QStyle.StandardPixmap.SP_MessageBoxInformation,
            )
            watch.changed = False

    def _job_ended(self, watch: _JobWatch) -> None:
        if watch in self._watches:
            self._watches.remove(watch)
        watch.deleteLater()
        self._show_progress()
        self.jobEnded.emit(watch.changed)
