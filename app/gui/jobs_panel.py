"""Progress of the background work: a row per job (bar, what it is doing, Cancel) and the
overall progress of everything queued."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.gui.jobs import Job, JobQueue
from app.progress import FINISHING, PACKING


def set_progress(bar: QProgressBar, value: int, text: str | None = None) -> None:
    """Set a progress bar without the synchronous repaint QProgressBar.setValue does whenever
    its text changes (that repaint would run on every progress signal); it is redrawn with the
    next paint instead."""
    bar.setUpdatesEnabled(False)
    if text is not None:
        bar.setFormat(text)
    bar.setValue(value)
    bar.setUpdatesEnabled(True)  # schedules an ordinary update()


class JobRow(QWidget):
    """One job: title, progress bar, current item, Cancel."""

    def __init__(self, job: Job, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.job = job
        self.title = QLabel(job.title, self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 0)  # busy until the first progress
        self.bar.setTextVisible(True)
        self.detail = QLabel(self.tr("Waiting for the job before it…"), self)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        small = self.detail.font()
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.detail.setFont(small)
        self.cancel = QPushButton(self.tr("Cancel"), self)
        self.cancel.setToolTip(self.tr("Stop this job; what is finished is kept"))
        self.cancel.clicked.connect(self._cancel)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 2, 0, 2)
        grid.addWidget(self.title, 0, 0)
        grid.addWidget(self.cancel, 0, 1, 2, 1)
        grid.addWidget(self.bar, 1, 0)
        grid.addWidget(self.detail, 2, 0, 1, 2)
        job.progressed.connect(self._progressed)
        job.ended.connect(self._ended)

    def _progressed(self, done: int, total: int, label: str) -> None:
        if total > 0:
            self.bar.setRange(0, total)
            set_progress(
                self.bar, done, self.tr("{done} of {total}").format(done=done, total=total)
            )
        if label == PACKING:
            self.detail.setText(self.tr("packing the corpus file"))
        elif label == FINISHING:
            self.detail.setText(self.tr("finishing the index"))
        else:
            self.detail.setText(Path(label).name if label else "")

    def _cancel(self) -> None:
        self.job.cancel()
        self.cancel.setEnabled(False)
        self.detail.setText(self.tr("Stopping…"))

    def _ended(self) -> None:
        self.cancel.setEnabled(False)


class JobsPanel(QWidget):
    """Rows of the jobs still running or queued; hidden when there are none. ``overall`` is a
    progress bar the window puts in its status bar."""

    def __init__(self, queue: JobQueue, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.queue = queue
        self.rows: dict[Job, JobRow] = {}
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(4, 4, 4, 4)
        self.overall = QProgressBar()
        self.overall.setMaximumWidth(260)
        self.overall.setRange(0, 1000)
        self.overall.setToolTip(self.tr("Progress of all queued work"))
        self.overall.hide()
        queue.added.connect(self._added)
        queue.changed.connect(self._update_overall)
        self.hide()

    def _added(self, job: Job) -> None:
        row = JobRow(job, self)
        self.rows[job] = row
        self.layout_.addWidget(row)
        job.ended.connect(lambda job=job: self._remove(job))
        self.show()

    def _remove(self, job: Job) -> None:
        row = self.rows.pop(job, None)
        if row is not None:
            row.hide()
            row.deleteLater()
        if not self.rows:
            self.hide()
            self.queue.forget_finished()
        self._update_overall()

    def _update_overall(self) -> None:
        active = self.queue.active()
        if not active:
            self.overall.hide()
            return
        fractions = []
        for job in self.queue.jobs:
            if job.done:
                fractions.append(1.0)
            else:
                done, total, _ = job.progress
                fractions.append(done / total if total else 0.0)
        self.overall.setValue(int(1000 * sum(fractions) / len(fractions)))
        self.overall.setFormat(self.tr("%n job(s) · %p%", "", len(active)))
        self.overall.show()
