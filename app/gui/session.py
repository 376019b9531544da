"""What the window holds: the batches a teacher queued and the papers they produced.

Plain Python (no Qt): a batch is one drop or one Open…; each of its papers keeps the report
the check produced and the set of sources the teacher has hidden, from which the visible
evidence (and its overall similarity) is derived without re-reading anything.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from pathlib import Path

from app.batch import BatchResult, PaperOutcome
from app.report.evidence import Evidence, without_sources
from app.report.labels import WHOLE_FILE_FLAGS, document_name, document_title

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
    #: The batch this one checks again; its papers leave the list once this one is done.
    replaces: Batch | None = None


@dataclass(eq=False)
class PaperEntry:
    """One paper of a batch: its outcome and the sources the teacher hid."""

    outcome: PaperOutcome
    batch: Batch
    hidden: frozenset[int] = frozenset()
    _visible: Evidence | None = field(default=None, repr=False)

    @property
    def path(self) -> str:
        return self.outcome.path

    @property
    def name(self) -> str:
        return Path(self.outcome.path).name or self.outcome.path

    @property
    def error(self) -> str | None:
        return self.outcome.error

    @property
    def full_evidence(self) -> Evidence | None:
        return self.outcome.evidence

    @property
    def evidence(self) -> Evidence | None:
        """The evidence without the hidden sources (cached until ``hide`` changes them)."""
        if self.outcome.evidence is None:
            return None
        if self._visible is None:
            self._visible = without_sources(self.outcome.evidence, self.hidden)
        return self._visible

    def hide(self, hidden: frozenset[int]) -> None:
        if hidden != self.hidden:
            self.hidden = frozenset(hidden)
            self._visible = None

    @property
    def similarity(self) -> float | None:
        evidence = self.evidence
        return None if evidence is None else float(evidence.report["similarity"])

    @property
    def identical(self) -> float | None:
        """The visible word-for-word share (None: not checked, or a report that predates it)."""
        evidence = self.evidence
        if evidence is None or "identical" not in evidence.report:
            return None
        return float(evidence.report["identical"])

    @property
    def title(self) -> str:
        """The title in the paper's metadata when it says more than its file name, else ""."""
        evidence = self.outcome.evidence
        return "" if evidence is None else document_title(evidence.report["document"])

    @property
    def top_source(self) -> tuple[str, float] | None:
        """The visible source covering the most of the paper: (file name, share)."""
        source = self.top_source_info
        return None if source is None else (document_name(source), float(source["similarity"]))

    @property
    def top_source_info(self) -> dict | None:
        """The report's entry of the visible source covering the most of the paper."""
        evidence = self.evidence
        if evidence is None or not evidence.report["sources"]:
            return None
        return evidence.report["sources"][0]

    @property
    def flags(self) -> int:
        """Signs of hidden or altered text (a scan's whole-file flags are not such signs)."""
        evidence = self.outcome.evidence
        if evidence is None:
            return 0
        return sum(f["kind"] not in WHOLE_FILE_FLAGS for f in evidence.report["flags"])
