"""The module tables of docs/ name every module the code has, and no module it no longer has
(issue 18: docs/engine.md had lost four engine modules)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _modules(package: str) -> set[str]:
    return {p.name for p in (ROOT / "app" / package).glob("*.py") if p.name != "__init__.py"}


def _table_modules(doc: str, prefix: str = "") -> set[str]:
    """The ``name.py`` of every backticked module in the first column of the doc's tables."""
    named: set[str] = set()
    for line in (ROOT / "docs" / doc).read_text(encoding="utf-8").splitlines():
        if line.startswith("| `"):
            first = line.split("|")[1]
            named.update(re.findall(rf"`{re.escape(prefix)}([a-z_]+\.py)`", first))
    return named


def test_the_engine_table_names_every_engine_module():
    assert _table_modules("engine.md") == _modules("engine")


def test_the_corpus_table_names_every_corpus_module():
    assert _table_modules("corpus.md", "app/corpus/") == _modules("corpus")


def test_the_readme_layout_names_every_command_line_module():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    layout = readme[readme.index("## Layout") :]
    assert {m for m in _modules("cli") if m not in layout} == set()
