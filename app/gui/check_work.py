"""The class check the window runs in a child process (``app.child_process``).

No Qt here: this module is imported by the child, which only checks papers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from app.batch_results import BatchResult
from app.engine.settings import Settings
from app.errors import UserError
from app.progress import Cancel, Progress


def check_batch(
    progress: Progress,
    cancel: Cancel,
    deliver: Callable[[Any], None],
    *,
    paths: Sequence[str],
    corpus: Path | str | None,
    settings: Settings,
    template: Path | None,
    candidates: int,
) -> BatchResult:
    """Check ``paths`` against the corpus (a file or a server's connection string; read-only)
    and against each other. Progress runs over twice the number of papers: reading them, then
    checking them; each paper is delivered as soon as its report is final."""
    from app.batch import check_class
    from app.corpus.stores import open_corpus_store
    from app.extract import extract

    template_document = extract(template) if template is not None else None

    def reading(done: int, total: int, path: str) -> None:
        progress(done, 2 * max(total, 1), path)

    def checking(done: int, total: int, path: str) -> None:
        progress(total + done, 2 * total, path)

    if isinstance(corpus, Path) and not corpus.exists():
        raise UserError(
            f"The corpus file {corpus} was not found (a drive that is not connected?). Connect "
            "it, or choose another corpus in Corpus ▸ Use another corpus file…; nothing was "
            "checked."
        )
    store = open_corpus_store(corpus, create=False, readonly=True) if corpus is not None else None
    try:
        return check_class(
            paths,
            store,
            settings,
            template=template_document,
            candidates=candidates,
            progress=checking,
            reading=reading,
            cancel=cancel,
            on_paper=deliver,
        )
    finally:
        if store is not None:
            store.close()


def compare_pair(
    progress: Progress,
    cancel: Cancel,
    deliver: Callable[[Any], None],
    *,
    paper: str,
    source: str,
    settings: Settings,
    template: Path | None,
) -> Any:
    """ "Compare two documents…": extract both files and align them (``app.check``). Returns
    the ``Comparison``."""
    from app.check import compare_files

    progress(0, 1, paper)
    comparison = compare_files(paper, source, settings, template)
    progress(1, 1, source)
    return comparison
