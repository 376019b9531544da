"""What the window holds: the batches a teacher queued and the papers they produced.

Plain Python (no Qt): a batch is one drop or one Open…; each of its papers keeps the report
the check produced and the set of sources the teacher has hidden, from which the visible
evidence (and its overall similarity) is derived without re-reading anything.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field

from app.batch_results import BatchResult, PaperOutcome
from app.report.evidence import Evidence, without_sources
from app.report.labels import WHOLE_FILE_FLAGS, document_name, document_title, file_name
from app.report.model import Report, SourceReport

_ids = itertools.count(1)


@dataclass(eq=False)
class Batch:
    """One queued check: the paths given, the template chosen for it, and its outcome."""

    title: str
    paths: tuple[str, ...]
    template: str | None = None
    id: int = field(default_factory=lambda: next(_ids))
    result: BatchResult | None = None
    papers: list[PaperEntry] = field(default_factory=list)
    status: str = "queued"  # queued | running | done | cancelled | failed
    message: str = ""
    #: The app.gui.jobs.Job checking it (kept by the window, for Cancel).
    job: object = None
    #: The batch this one checks again: each paper that arrives takes the place of its
    #: paper of the same path, and the others leave the list once this one is done.
    replaces: Batch | None = None
    #: Its key in the results store (None when results are not kept).
    stored: int | None = None
    #: Checked against each other only, the corpus left out (it could not be used).
    without_corpus: bool = False


def without_paper(result: BatchResult, path: str) -> BatchResult:
    """The class result with one paper taken out: its pairs, and its place in the groups (a
    group left with one paper is no group)."""
    groups = (tuple(p for p in group if p != path) for group in result.clusters)
    return dataclasses.replace(
        result,
        papers=tuple(p for p in result.papers if p.path != path),
        pairs=tuple(p for p in result.pairs if path not in (p.a, p.b)),
        clusters=tuple(group for group in groups if len(group) > 1),
    )


@dataclass(eq=False)
class PaperEntry:
    """One paper of a batch: its outcome and the sources the teacher hid.

    A paper restored from the results store starts with a summary of its report only
    (``stored_report``: ``app.results_store.list_summary`` of the visible report, what the list
    shows); ``restore`` reads the full report and the texts the first time its evidence is
    needed (the paper opened), so the papers list fills without reading them.
    """

    outcome: PaperOutcome
    batch: Batch
    hidden: frozenset[int] = frozenset()
    _visible: Evidence | None = field(default=None, repr=False)
    stored_report: Report | None = field(default=None, repr=False)
    restore: Callable[[], PaperOutcome] | None = field(default=None, repr=False)

    @property
    def path(self) -> str:
        return self.outcome.path

    @property
    def name(self) -> str:
        """The paper's file name as the list shows it (``labels.file_name``)."""
        return file_name(self.outcome.path)

    @property
    def error(self) -> str | None:
        return self.outcome.error

    @property
    def full_evidence(self) -> Evidence | None:
        if self.restore is not None:  # restored from the store: read the texts now
            restore, self.restore = self.restore, None
            self.outcome = restore()
            self.stored_report = None
            self._visible = None
        return self.outcome.evidence

    @property
    def evidence(self) -> Evidence | None:
        """The evidence without the hidden sources (cached until ``hide`` changes them)."""
        full = self.full_evidence
        if full is None:
            return None
        if self._visible is None:
            self._visible = without_sources(full, self.hidden)
        return self._visible

    @property
    def report(self) -> Report | None:
        """The report without the hidden sources; of a restored paper not yet opened, its
        summary (the top source only, no passages)."""
        if self.stored_report is not None:
            return self.stored_report
        evidence = self.evidence
        return None if evidence is None else evidence.report

    def hide(self, hidden: frozenset[int]) -> None:
        if hidden != self.hidden:
            self.hidden = frozenset(hidden)
            self._visible = None

    @property
    def similarity(self) -> float | None:
        report = self.report
        return None if report is None else report.similarity

    @property
    def identical(self) -> float | None:
        """The visible word-for-word share (None: not checked, or a report that predates it).
        Read from ``report``: of a restored paper not yet opened, its summary, so the papers
        list never loads a kept paper's texts to show it."""
        report = self.report
        return None if report is None else report.identical

    @property
    def title(self) -> str:
        """The title in the paper's metadata when it says more than its file name, else ""."""
        report = self.report
        return "" if report is None else document_title(report.document)

    @property
    def top_source(self) -> tuple[str, float] | None:
        """The visible source covering the most of the paper: (file name, share)."""
        source = self.top_source_info
        return None if source is None else (document_name(source), source.similarity)

    @property
    def top_source_info(self) -> SourceReport | None:
        """The report's entry of the visible source covering the most of the paper."""
        report = self.report
        if report is None or not report.sources:
            return None
        return report.sources[0]

    @property
    def flags(self) -> int:
        """Signs of hidden or altered text (a scan's whole-file flags are not such signs)."""
        report = self.report
        if report is None:
            return 0
        return sum(f.kind not in WHOLE_FILE_FLAGS for f in report.flags)
