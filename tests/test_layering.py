"""Imports point one way: only app/gui imports Qt; the engine and extractor load without it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

APP = Path(__file__).resolve().parent.parent / "app"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


#: Modules outside app/gui that may import Qt, lazily, inside a function (DESIGN.md: the PDF
#: writer uses Qt's text layout and PDF writer).
LAZY_QT = {"report/pdf_report.py"}


def _module_level_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def _is_qt(name: str) -> bool:
    return name.split(".")[0] in ("PySide6", "shiboken6")


def test_qt_only_in_gui():
    offenders = [
        str(path.relative_to(APP))
        for path in APP.rglob("*.py")
        if "gui" not in path.relative_to(APP).parts
        and path.relative_to(APP).as_posix() not in LAZY_QT
        and any(_is_qt(name) for name in _imports(path))
    ]
    assert offenders == []


def test_the_pdf_writer_imports_qt_only_inside_functions():
    for module in LAZY_QT:
        assert not any(_is_qt(n) for n in _module_level_imports(APP / module)), module


def test_extract_does_not_import_gui_or_cli():
    for path in (APP / "extract").rglob("*.py"):
        bad = {n for n in _imports(path) if n.startswith(("app.gui", "app.cli", "app.check"))}
        assert not bad, f"{path.name} imports {bad}"


def test_cli_and_extract_load_without_qt():
    code = (
        "import sys, app.cli, app.extract, app.check, app.batch, app.corpus, app.report.writers; "
        "from app.extract import pdf_reader, docx_reader; "
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_corpus_imports_no_qt_or_upper_layers():
    forbidden = ("app.gui", "app.cli", "app.check", "app.batch", "app.report", "PySide6")
    for path in (APP / "corpus").rglob("*.py"):
        bad = {n for n in _imports(path) if n.startswith(forbidden)}
        assert not bad, f"{path.name} imports {bad}"


def test_engine_imports_no_qt_files_database_or_upper_layers():
    forbidden = (
        "app.gui",
        "app.cli",
        "app.check",
        "app.report",
        "app.extract",
        "app.corpus",
        "sqlite3",
        "PySide6",
        "shiboken6",
    )
    for path in (APP / "engine").rglob("*.py"):
        bad = {n for n in _imports(path) if n.startswith(forbidden)}
        assert not bad, f"{path.name} imports {bad}"


def test_engine_loads_without_qt():
    code = (
        "import sys, app.engine.compare, app.engine.passage_diff; "
        "sys.exit(any(m.startswith(('PySide6', 'sqlite3')) for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_the_command_line_parser_loads_neither_numpy_nor_the_engine():
    """`imbrex --version`, `--help` and argument errors build the parser only: the engine,
    numpy and the report writers are imported when a command runs (issue 20: start-up)."""
    code = (
        "import sys, app.cli; app.cli.build_parser(); "
        "heavy = [m for m in sys.modules if m.split('.')[0] == 'numpy' "
        "or m.startswith(('app.engine', 'app.report', 'app.batch', 'app.corpus'))]; "
        "print(heavy); sys.exit(bool(heavy))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
