"""Classes and functions of the interface a newcomer can hold in their head (issue 18).

No class in ``app/gui`` is longer than ``MAX_CLASS_LINES`` lines and no function or method
longer than ``MAX_FUNCTION_LINES``, counted from the ``class``/``def`` line to the last line of
its body (docstring and comments included). A class that grows past the limit is split along
its seams (see docs/gui.md: the window's menus, corpus, exports and checks are each a module).
"""

from __future__ import annotations

import ast
from pathlib import Path

GUI = Path(__file__).resolve().parent.parent / "app" / "gui"
MAX_CLASS_LINES = 400
MAX_FUNCTION_LINES = 60


def oversized(folder: Path = GUI) -> list[str]:
    """Every class and function of ``folder``'s modules over its limit, as "path:line name
    (n lines)"."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                limit = MAX_CLASS_LINES
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                limit = MAX_FUNCTION_LINES
            else:
                continue
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            if lines > limit:
                found.append(
                    f"{path.relative_to(folder)}:{node.lineno} {node.name} ({lines} lines)"
                )
    return found


def test_no_gui_class_or_function_is_over_its_limit():
    assert oversized() == []


def test_the_limit_finds_a_long_class_and_a_long_method(tmp_path: Path):
    body = "\n".join(f"        x = {i}" for i in range(MAX_FUNCTION_LINES))
    methods = "\n".join(f"    def m{i}(self):\n        return {i}\n" for i in range(140))
    (tmp_path / "big.py").write_text(
        f"class Big:\n    def long(self):\n{body}\n\n{methods}\n\nclass Small:\n    pass\n",
        encoding="utf-8",
    )
    found = oversized(tmp_path)
    assert [entry.split(" ")[1] for entry in found] == ["Big", "long"]
