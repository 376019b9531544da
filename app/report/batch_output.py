"""The results folder of a class check: ``index.html`` (the overview a teacher opens first),
``summary.json``, ``papers.csv``, ``pairs.csv`` and one report per paper in ``reports/`` (written
by ``imbrex batch`` and the window's class export: one code path).

``summary.json`` is written last, so a folder holding it holds complete results.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from app.defaults import DEFAULT_PAIR_THRESHOLD
from app.errors import Cancelled, UserError
from app.printable import printable
from app.progress import Cancel, Progress
from app.report.class_index import render_class_index
from app.report.csv_report import PaperRow, encode_csv, render_pairs_csv, render_papers_csv
from app.report.evidence import Evidence
from app.report.json_report import write_atomically
from app.report.labels import report_date
from app.report.model import Scope
from app.report.output_guard import check_output
from app.report.writers import write_report

#: The file suffix of each report format.
REPORT_SUFFIXES = {"html": ".html", "pdf": ".pdf", "json": ".json", "csv": ".csv", "text": ".txt"}
#: The files of a results folder besides reports/, and their kind for app.report.output_guard.
TABLES = {
    "index.html": "html",
    "pairs.csv": "csv",
    "papers.csv": "csv",
    "summary.json": "batch-summary",
}


def holds_results(folder: Path) -> bool:
    """Whether ``folder`` already holds the results of a class check."""
    return (folder / "summary.json").exists()


#: The most bytes of a paper's name kept in its report's file name: a file system takes 255
#: bytes a name, and the suffix and a number ("-2") need room (stop 29: a 255-byte name made
#: the whole batch fail with "File name too long").
STEM_BYTES = 200


def _shortened(stem: str) -> str:
    """``stem`` as it is, or, past `STEM_BYTES` bytes of UTF-8, its start and its end (where a
    student's name often is) joined by "…". O(len)."""
    data = stem.encode("utf-8")
    if len(data) <= STEM_BYTES:
        return stem
    half = (STEM_BYTES - len("…".encode())) // 2
    start = data[:half].decode("utf-8", "ignore")
    end = data[-half:].decode("utf-8", "ignore")
    return f"{start}…{end}"


def report_stem(paper: str) -> str:
    """What a report of the paper at ``paper`` is named after: its file name without the
    suffix, undecodable bytes written as ``[xNN]`` (`printable`), shortened past `STEM_BYTES`
    (`_shortened`). O(len)."""
    return _shortened(Path(printable(paper)).stem) or "paper"


def report_names(folder: Path, papers: Sequence[str], suffix: str) -> list[Path]:
    """One free file name per paper in ``folder`` (``essay.html``, ``essay-2.html`` … never an
    existing file); a very long name is shortened in its middle (`_shortened`)."""
    names: list[Path] = []
    used: set[str] = set()
    for paper in papers:
        stem = report_stem(paper)
        name, n = stem, 2
        while name in used or (folder / f"{name}{suffix}").exists():
            name, n = f"{stem}-{n}", n + 1
        used.add(name)
        names.append(folder / f"{name}{suffix}")
    return names


def _printable(value: Any) -> Any:
    """``value`` (the summary's JSON: dicts, lists, texts, numbers) with every text made
    printable (`app.printable`: a path's undecodable bytes as ``[xNN]``). O(size)."""
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, dict):
        return {printable(k): _printable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_printable(v) for v in value]
    return value


def paper_rows(papers: Sequence[Any]) -> list[PaperRow]:
    """The rows of ``papers.csv``: a report's figures, or the reason a paper was not read."""
    return [
        PaperRow.from_report(paper.evidence.report)
        if paper.evidence is not None
        else PaperRow.failed(
            printable(paper.path),  # a report's path is printable already
            paper.error or "not read",
            paper.document.flags if paper.document else (),
        )
        for paper in papers
    ]


def class_scope(papers: Sequence[Any]) -> Scope | None:
    """What the class was checked against: the scope its checked papers' reports record (the
    same for all of them; None when no paper was checked or the reports predate the record)."""
    return next(
        (p.evidence.report.scope for p in papers if p.evidence is not None),
        None,
    )


def batch_summary(
    papers: Sequence[Any],
    result: Any,
    threshold: float,
    reports: Mapping[str, str],
) -> dict[str, Any]:
    """The ``imbrex.batch/1`` summary; ``threshold`` is the pair threshold (a share, 0–1),
    written as ``pair_threshold_percent``."""
    # The percentage as typed: 0.07 gives 7.0, not 100 × 0.07 = 7.000000000000001.
    percent = round(100 * threshold, 9)
    listed = []
    for paper in papers:
        entry: dict[str, Any] = {"path": paper.path}
        if paper.evidence is None:
            entry["error"] = paper.error
        else:
            report = paper.evidence.report
            entry["similarity"] = report.similarity
            if report.identical is not None:
                entry["identical"] = report.identical
            entry["report"] = reports.get(printable(paper.path))
            entry["sources"] = [
                {"path": s.path, "similarity": s.similarity, "collection": s.collection}
                for s in report.sources
            ]
            if report.hidden_sources:
                entry["hidden_sources"] = list(report.hidden_sources)
        listed.append(entry)
    scope = class_scope(papers)
    return {
        "schema": "imbrex.batch/1",
        "scope": None if scope is None else scope.to_json(),
        "papers": listed,
        "pairs": [
            {
                "a": p.a,
                "b": p.b,
                "a_in_b": p.a_in_b,
                "b_in_a": p.b_in_a,
                "shared": p.shared,
                "collusion": p.collusion,
                "common_source": p.common_source,
            }
            for p in result.pairs
            if 100 * max(p.a_in_b, p.b_in_a) >= percent
        ],
        "pair_threshold_percent": percent,
        "pairs_flagged_by_fingerprints": result.flagged,
        "clusters": [list(c) for c in result.clusters],
        "common_sources": [
            {"path": c.path, "papers": list(c.papers)} for c in result.common_sources
        ],
    }


def write_batch_results(
    folder: Path,
    result: Any,
    fmt: str = "html",
    *,
    pair_threshold: float = DEFAULT_PAIR_THRESHOLD,
    papers: Sequence[Any] | None = None,
    full_texts: bool = False,
    write: Callable[[Path, Evidence], object] | None = None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
) -> dict[str, Any]:
    """Write a class check's results into ``folder`` and return the summary.

    ``result`` is an ``app.batch.BatchResult``; ``pair_threshold`` (a share, 0–1) is the least
    share of one paper in the other for a pair to be listed; ``papers`` (default ``result.papers``) may
    replace its papers with ones whose evidence leaves hidden sources out. ``write(target,
    evidence)`` writes one report (default: ``write_report`` in ``fmt``). Raises UserError when
    the folder already holds results, holds a ``TABLES`` file Imbrex did not write, or cannot be
    written; Cancelled when ``cancel()`` turns true. On any failure the files this call wrote
    and the folders it made are removed again (nothing else), so no folder is left looking like
    results. Cost: one report per readable paper.
    """
    if holds_results(folder):
        raise UserError(
            "This folder already holds the results of a batch. Choose another folder; nothing "
            "was overwritten.",
            str(folder),
        )
    for name, kind in TABLES.items():
        check_output(
            folder / name, kind, [(p.path, "a paper of this class") for p in result.papers]
        )
    papers = list(result.papers if papers is None else papers)
    made = _missing_folders(folder / "reports")
    try:
        (folder / "reports").mkdir(parents=True, exist_ok=True)
    except OSError as error:
        _remove_written([], made)
        raise UserError(f"the folder cannot be made ({error.strerror})", str(folder)) from None
    written: list[Path] = []
    try:
        return _write_results(
            folder,
            result,
            papers,
            fmt,
            pair_threshold,
            full_texts,
            write,
            progress,
            cancel,
            written,
        )
    except BaseException:
        # A full disk, a folder that turned read-only, a cancel: the files of this run are
        # taken away again, so no folder is left that looks like results and is not.
        _remove_written(written, made)
        raise


def _missing_folders(path: Path) -> list[Path]:
    """The folders ``mkdir(parents=True)`` of ``path`` would make, outer first."""
    missing = []
    while not path.exists() and path != path.parent:
        missing.append(path)
        path = path.parent
    return missing[::-1]


def _remove_written(written: Sequence[Path], made: Sequence[Path]) -> None:
    """Remove the files a failed run wrote (``written``) and the folders it made (``made``,
    outer first) if they are empty; never anything else. Errors are ignored: the run's own
    error is the one to report."""
    for path in written:
        try:
            path.unlink()
        except OSError:
            pass
    for directory in reversed(made):
        try:
            directory.rmdir()  # only when empty: a file someone put there stays
        except OSError:
            pass


def _write_results(
    folder: Path,
    result: Any,
    papers: list[Any],
    fmt: str,
    pair_threshold: float,
    full_texts: bool,
    write: Callable[[Path, Evidence], object] | None,
    progress: Progress | None,
    cancel: Cancel | None,
    written: list[Path],
) -> dict[str, Any]:
    """The body of `write_batch_results`; each file it writes (atomically: a failed write
    leaves nothing) is added to ``written``."""
    readable = [p for p in papers if p.evidence is not None]
    write = write or (
        lambda target, evidence: write_report(target, evidence, fmt, full_texts=full_texts)
    )
    targets = report_names(folder / "reports", [p.path for p in readable], REPORT_SUFFIXES[fmt])
    reports: dict[str, str] = {}
    for n, (paper, target) in enumerate(zip(readable, targets, strict=True)):
        if cancel and cancel():
            raise Cancelled()
        write(target, paper.evidence)
        written.append(target)
        # By the printable path: the index finds it under the report's path (`printable`).
        reports[printable(paper.path)] = str(target.relative_to(folder))
        if progress:
            progress(n + 1, len(readable), paper.path)
    # Every path of the summary, the index and the CSVs as any output can hold it.
    summary: dict[str, Any] = _printable(batch_summary(papers, result, pair_threshold, reports))
    listed = [(p["a"], p["b"], p["a_in_b"], p["b_in_a"], p["shared"]) for p in summary["pairs"]]
    write_atomically(folder / "pairs.csv", encode_csv(render_pairs_csv(listed)))
    written.append(folder / "pairs.csv")
    rows = paper_rows(papers)
    write_atomically(folder / "papers.csv", encode_csv(render_papers_csv(rows)))
    written.append(folder / "papers.csv")
    created = report_date(datetime.now(timezone.utc).isoformat(timespec="minutes"))
    index = render_class_index(rows, reports, summary, created)
    write_atomically(folder / "index.html", index.encode("utf-8"))
    written.append(folder / "index.html")
    write_atomically(  # last: a folder holding it holds complete results
        folder / "summary.json",
        (json.dumps(summary, ensure_ascii=False, indent=1) + "\n").encode("utf-8"),
    )
    return summary
