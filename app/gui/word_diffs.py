"""The word differences of the side-by-side view's passages: computed when a passage becomes
current (``app.report.evidence.diff_of_passage``, the reports' own), on the UI thread for a
short passage and by a background job for a long one, and kept until the texts change.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.engine.passage import Passage
from app.engine.passage_diff import PassageDiff
from app.gui.jobs import Job, JobQueue
from app.report.evidence import diff_of_passage

log = logging.getLogger(__name__)

#: A passage with at most this many characters (both sides together) has its words compared on
#: the UI thread (a few milliseconds); a longer one is compared by a background job.
SYNC_DIFF_CHARS = 20_000


class WordDiffs(QObject):
    """The word diffs of the passages of two texts (None for a passage whose diff failed).
    ``ready(passage)`` when a diff computed by a job arrives."""

    ready = Signal(object)

    def __init__(self, jobs: JobQueue, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs
        self._diffs: dict[Passage, PassageDiff | None] = {}
        self._pending: set[Passage] = set()
        self._generation = 0

    def clear(self) -> None:
        """The texts changed: forget every diff, and the ones still being computed."""
        self._generation += 1
        self._diffs.clear()
        self._pending.clear()

    def known(self, passage: Passage) -> bool:
        """Whether the diff of ``passage`` was computed (it may be None: it failed)."""
        return passage in self._diffs

    def pending(self, passage: Passage) -> bool:
        """Whether a job is computing the diff of ``passage``."""
        return passage in self._pending

    def get(self, passage: Passage) -> PassageDiff | None:
        """The diff of ``passage``, once computed."""
        return self._diffs.get(passage)

    def request(self, passage: Passage, paper_text: str, source_text: str, label: str) -> None:
        """Compute the diff of ``passage`` unless it is known or on its way; a long passage
        goes to a job titled with its ``label``."""
        if passage in self._diffs or passage in self._pending:
            return
        if passage.length + passage.source_length <= SYNC_DIFF_CHARS:
            self._diffs[passage] = _safe_diff(paper_text, source_text, passage)
            return
        self._pending.add(passage)
        generation = self._generation

        def work(progress: Any, cancel: Any) -> tuple[int, Passage, PassageDiff | None]:
            progress(0, 1, "")
            return generation, passage, _safe_diff(paper_text, source_text, passage)

        job = Job(self.tr("Comparing the words of passage {label}").format(label=label), work)
        job.succeeded.connect(self._diff_done)
        self._jobs.submit(job)

    def _diff_done(self, result: tuple[int, Passage, PassageDiff | None]) -> None:
        generation, passage, found = result
        if generation != self._generation:
            return  # the texts changed meanwhile
        self._pending.discard(passage)
        self._diffs[passage] = found
        self.ready.emit(passage)

    def change_at(
        self, passage: Passage, offset: int, paper_side: bool, paper_text: str, source_text: str
    ) -> str:
        """What the diff of ``passage`` says at ``offset`` of the paper (``paper_side``) or of
        the source: words added, left out or changed; "" for the same words or no diff."""
        found = self._diffs.get(passage)
        if found is None:
            return ""
        for change in found.changes:
            lo, hi = (
                (change.start, change.end)
                if paper_side
                else (change.source_start, change.source_end)
            )
            if not lo <= offset < hi or change.kind == "equal":
                continue
            if change.kind == "insert":
                return self.tr("The paper added these words.")
            if change.kind == "delete":
                return self.tr("The paper left these words out.")
            return self.tr("Changed: “{source}” → “{paper}”").format(
                source=source_text[change.source_start : change.source_end],
                paper=paper_text[change.start : change.end],
            )
        return ""


def _safe_diff(paper_text: str, source_text: str, passage: Passage) -> PassageDiff | None:
    try:
        return diff_of_passage(paper_text, source_text, passage)
    except Exception:  # a bug must not take the view down: the passage shows without marks
        log.exception("word diff of passage %r failed", passage)
        return None
