"""The demo reference texts shipped in ``resources/demo`` and indexed into a new corpus."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from app.corpus.indexer import IndexSummary, add_paths
from app.corpus.stores import ManagedCorpus
from app.paths import resource

#: Prefix of the demo collections, so a teacher can tell them apart (and remove them).
DEMO_PREFIX = "Demo · "


def demo_folder() -> Path:
    """The bundled demo corpus: ``sources/`` (reference texts) and ``papers/`` (student papers)."""
    return resource("demo")


def demo_collections() -> dict[Path, str]:
    """Each demo reference text and the collection it belongs to (from manifest.json)."""
    folder = demo_folder()
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    named = manifest.get("collections", {})
    return {
        file: DEMO_PREFIX + named.get(file.name, "References")
        for file in sorted((folder / "sources").glob("*.txt"))
    }


def add_demo(store: ManagedCorpus, workers: int | None = 1) -> IndexSummary:
    """Index the demo reference texts into ``store``, one collection at a time."""
    groups: dict[str, list[Path]] = defaultdict(list)
    for file, collection in demo_collections().items():
        groups[collection].append(file)
    total = IndexSummary()
    for collection, files in sorted(groups.items()):
        summary = add_paths(store, files, collection, workers=workers)
        total.added.extend(summary.added)
        total.failed.extend(summary.failed)
        total.words += summary.words
    return total
