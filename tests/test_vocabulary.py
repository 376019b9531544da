"""Shared vocabulary is defined in one place each (issue 18): the progress protocol, the
defaults used by more than one layer (with their units) and the command line's exit codes."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

APP = Path(__file__).resolve().parent.parent / "app"

#: Name → the one module of app/ that assigns it.
HOMES = {
    "Progress": "progress.py",
    "Cancel": "progress.py",
    "DEFAULT_CANDIDATES": "defaults.py",
    "DEFAULT_PAIR_THRESHOLD": "defaults.py",
    "EXIT_OK": "cli/common.py",
    "EXIT_FAILED": "cli/common.py",
    "EXIT_USAGE": "cli/common.py",
    "EXIT_INTERRUPTED": "cli/common.py",
}


def _assigned(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in tree.body:
        targets = (
            node.targets
            if isinstance(node, ast.Assign)
            else [node.target]
            if isinstance(node, ast.AnnAssign)
            else []
        )
        for target in targets:
            names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
    return names


def test_each_shared_name_is_assigned_in_one_module():
    where: dict[str, list[str]] = defaultdict(list)
    for path in sorted(APP.rglob("*.py")):
        for name in _assigned(ast.parse(path.read_text(encoding="utf-8"))) & set(HOMES):
            where[name].append(path.relative_to(APP).as_posix())
    assert dict(where) == {name: [home] for name, home in HOMES.items()}


def test_the_progress_protocol_is_spelled_out_only_in_its_module():
    spelled = {
        path.relative_to(APP).as_posix()
        for path in APP.rglob("*.py")
        for text in [path.read_text(encoding="utf-8")]
        if "Callable[[int, int, str], None]" in text or "Callable[[], bool]" in text
    }
    assert spelled == {"progress.py"}
