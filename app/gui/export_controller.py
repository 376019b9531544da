"""The main window's exports: one paper's report (File ▸ Export report…) and a whole batch's
results folder (File ▸ Export class results…), each written by a job through ``app.report``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.gui.class_export_dialog import ClassExportDialog
from app.gui.export import (
    batch_export_job,
    format_for_filter,
    name_filters,
    paper_export_job,
    with_suffix,
)
from app.gui.jobs import Job
from app.gui.session import Batch, PaperEntry
from app.report.batch_output import report_stem

if TYPE_CHECKING:
    from app.gui.main_window import MainWindow


class ExportController(QObject):
    """The exports of one main window: where they go and the jobs that write them."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.preferences = window.preferences

    def export_paper(self, entry: PaperEntry | None) -> None:
        if entry is None or entry.evidence is None:
            return
        suggested = str(Path(self._export_folder()) / (report_stem(entry.path) + "-report.html"))
        path, selected = QFileDialog.getSaveFileName(
            self.window, self.tr("Export report"), suggested, ";;".join(name_filters())
        )
        if path:
            fmt = format_for_filter(selected, path)  # a typed .pdf/.json/… wins over the filter
            target = with_suffix(path, fmt)
            self.preferences.export_folder = str(target.parent)
            self.export_paper_to(entry, target, fmt)

    def _export_folder(self) -> str:
        """Where the last export went (while it exists), else the last papers' folder."""
        folder = self.preferences.export_folder
        return folder if folder and Path(folder).is_dir() else self.window.checks.last_folder()

    def export_paper_to(self, entry: PaperEntry, target: Path, fmt) -> Job:
        job = paper_export_job(entry, target, fmt)
        return self._submit(job, lambda path: self.tr("Report saved: {path}").format(path=path))

    def export_class(self) -> ClassExportDialog | None:
        """Ask where and in which format (``ClassExportDialog``, opened window-modal), then
        write the current batch's results folder."""
        batch = self.window.current_batch()
        if batch is None or batch.result is None:
            QMessageBox.information(
                self.window,
                self.tr("Export class results"),
                self.tr("No finished check to export yet."),
            )
            return None
        dialog = ClassExportDialog(self._export_folder(), self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def chosen() -> None:
            self.preferences.export_folder = dialog.folder()
            target = Path(dialog.folder()) / _folder_name(batch)
            self.export_class_to(batch, target, dialog.format_key())

        dialog.accepted.connect(chosen)
        dialog.open()
        return dialog

    def export_class_to(self, batch: Batch, folder: Path, fmt: str = "html") -> Job:
        while folder.exists() and any(folder.iterdir()):
            folder = folder.with_name(folder.name + "-2")
        job = batch_export_job(batch, batch.papers, folder, fmt, self.preferences.pair_threshold)
        return self._submit(job, lambda path: self.tr("Results saved in {path}").format(path=path))

    def _submit(self, job: Job, saved: Callable[[str], str]) -> Job:
        """Queue an export; the status bar says ``saved(path)`` once it is written."""
        job.succeeded.connect(lambda path: self.window.statusBar().showMessage(saved(path), 15000))
        job.failed.connect(self.window.job_failed)
        self.window.queue.submit(job)
        return job


def _folder_name(batch: Batch) -> str:
    """``imbrex-`` and the batch's title with each run of characters that are not letters,
    digits or ``_`` made one ``-``: "class 9B · 15:33" gives ``imbrex-class-9B-15-33`` (not
    ``class-9B---15-33``); letters of any script stay."""
    safe = re.sub(r"[^\w]+", "-", batch.title).strip("-")
    return "imbrex-" + (safe or "results")
