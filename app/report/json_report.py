"""The ``imbrex.report/1`` report built from the engine's results, and a safe file writer.

The report (``app.report.model.Report``, schema in docs/reports.md) is built from the
extracted documents and the engine's results; every other format (text summary, HTML, PDF,
CSV) is rendered from it.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from app import __version__
from app.engine.exclusions import Exclusion as EngineExclusion
from app.engine.exclusions import covered_characters, merge_exclusions
from app.engine.passage import Passage as EnginePassage
from app.engine.settings import Settings
from app.errors import UserError
from app.extract.document import Document
from app.printable import printable
from app.report.labels import file_name
from app.report.model import (
    DocumentInfo,
    Exclusion,
    Flag,
    Passage,
    Report,
    Scope,
    SourceReport,
)

if TYPE_CHECKING:  # the engine's alignment is imported when a report is built
    from app.engine.compare import SourceMatch


def _read_umask() -> int:
    mask = os.umask(0o022)  # read it once, at import (single-threaded)
    os.umask(mask)
    return mask


_UMASK = _read_umask()


@dataclass(frozen=True, slots=True)
class SourceResult:
    """One source document and what the engine found of it in the paper."""

    document: Document
    match: SourceMatch
    collection: str | None = None
    #: The paper's characters word for word in this source (app.engine.word_for_word); None
    #: when not computed (the report then has no paper-level ``identical``).
    identical_spans: tuple[tuple[int, int], ...] | None = None


def _words(document: Document, words: int | None) -> int:
    return words if words is not None else len(document.text.split())


def identical_share(length: int, sources: Sequence[SourceResult]) -> float:
    """The paper's word-for-word share: characters word for word in any source (the union of
    the sources' ``identical_spans``, so text found in two sources counts once) / the paper's
    length. O(s log s) for s spans."""
    covered = covered_characters(span for s in sources for span in s.identical_spans or ())
    return covered / length if length > 0 else 0.0


def build_report(
    paper: Document,
    sources: Sequence[SourceResult],
    exclusions: Sequence[EngineExclusion],
    settings: Settings,
    paper_words: int | None = None,
    scope: Scope | None = None,
) -> Report:
    """The report: sources with passages ordered by similarity (highest first).

    Sources without any kept or quoted passage are left out. A *quoted* passage is a copy
    inside quotation marks with no citation nearby: it does not count in ``similarity`` but is
    listed with its source, and the paper's ``quoted`` is the share of its text in such
    passages. The paper's ``identical`` is its word-for-word share (``identical_share``); each
    source keeps its ``identical_spans`` so the share can be recomputed without a source.
    ``excluded`` lists the paper's excluded spans (quotes, bibliography, template) and the
    passages set aside (also those shorter than ``min_words``, as "too-short"), each with its
    reason. ``scope`` records what the paper was checked against.
    """
    from app.engine.compare import overall_similarity, quoted_share

    found = [s for s in sources if s.match.passages or s.match.quoted_passages]
    found.sort(key=lambda s: (-s.match.similarity, s.document.path))
    dropped = [e for s in sources for e in s.match.excluded]
    return Report(
        imbrex=__version__,
        created=datetime.now(timezone.utc).isoformat(timespec="seconds"),
        document=DocumentInfo(
            path=printable(paper.path),
            name=file_name(paper.path),
            title=printable(paper.title),
            chars=len(paper.text),
            words=_words(paper, paper_words),
            sha256=paper.sha256,
        ),
        similarity=round(overall_similarity(len(paper.text), [s.match for s in found]), 4),
        identical=(
            round(identical_share(len(paper.text), found), 4)
            if all(s.identical_spans is not None for s in found)
            else None
        ),
        quoted=round(quoted_share(len(paper.text), [s.match for s in found]), 4),
        sources=tuple(_source_report(s) for s in found),
        excluded=tuple(
            Exclusion(e.start, e.end, e.reason) for e in merge_exclusions([*exclusions, *dropped])
        ),
        flags=tuple(Flag(f.kind, f.start, f.end, f.detail) for f in paper.flags),
        warnings=tuple(paper.warnings),
        settings=settings.to_dict(),
        scope=scope,
    )


def _passage(passage: EnginePassage) -> Passage:
    return Passage(**passage.to_dict())


def _source_report(source: SourceResult) -> SourceReport:
    match = source.match
    return SourceReport(
        path=printable(source.document.path),
        name=file_name(source.document.path),
        title=printable(source.document.title),
        sha256=source.document.sha256,
        similarity=round(match.similarity, 4),
        identical=round(match.identical, 4),
        identical_spans=source.identical_spans,
        containment=round(match.containment, 4),
        resemblance=round(match.resemblance, 4),
        passages=tuple(_passage(p) for p in match.passages),
        quoted=round(match.quoted, 4),
        quoted_passages=tuple(_passage(p) for p in match.quoted_passages),
        collection=source.collection or None,
    )


def write_atomically(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target`` through a temporary file in the same folder + rename."""
    folder = target.parent if str(target.parent) else Path(".")
    if target.is_dir():
        raise UserError("this is a folder; give a file name", str(target))
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except FileNotFoundError:
        raise UserError("the folder does not exist; choose another place", str(target)) from None
    except PermissionError:
        raise UserError("this folder is read-only; choose another place", str(target)) from None
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, 0o666 & ~_UMASK)  # mkstemp makes 0600; give the usual permissions
        os.replace(tmp, target)
    except BaseException as error:  # also an interruption: never leave the .part file behind
        Path(tmp).unlink(missing_ok=True)
        if not isinstance(error, OSError):
            raise
        if isinstance(error, IsADirectoryError):
            raise UserError("this is a folder; give a file name", str(target)) from None
        raise UserError(
            f"the report could not be written ({error.strerror})", str(target)
        ) from None
