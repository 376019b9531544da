"""Imports point one way: only app/gui imports Qt; the engine and extractor load without it."""

from __future__ import annotations

import ast
import os
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


def test_the_window_and_the_results_store_load_without_the_class_check():
    """The window's modules and the results store read class results (``app.batch_results``)
    without importing ``app.batch`` and ``app.check`` (and the alignment engine behind them):
    the window imports them when it checks papers (issue 20: the window's start)."""
    code = (
        "import sys, app.gui.application, app.gui.main_window, app.results_store; "
        "heavy = [m for m in sys.modules if m in ('app.batch', 'app.check', 'app.engine.align')]; "
        "print(heavy); sys.exit(bool(heavy))"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_english_text_is_analysed_without_reading_every_stop_list():
    """English (like the other bundled lists) needs no ``stopwordsiso``, whose import parses
    every language's list (~0.1 s of a check from the shell)."""
    code = (
        "import sys; from app.engine.analysis import analyse; "
        "analyse('The students wrote their essays about the river and the old mill. ' * 30); "
        "sys.exit('stopwordsiso' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def _module_name(path: Path, app: Path) -> str:
    parts = (app.name, *path.relative_to(app).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.stmt) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _run_time_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that can run: at module level and inside functions, but not
    under ``if TYPE_CHECKING:``."""
    found: list[ast.Import | ast.ImportFrom] = []
    pending = [tree]
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        elif isinstance(node, ast.If) and _is_type_checking(node):
            pending.extend(node.orelse)
            continue
        pending.extend(ast.iter_child_nodes(node))
    return found


def _imported_modules(path: Path, app: Path, modules: set[str]) -> set[str]:
    """The modules of ``app`` that ``path`` imports when it runs: at module level and inside
    functions (lazy imports), not under ``if TYPE_CHECKING``. ``from package import name`` is
    an import of ``package.name`` when that is a module. A package's ``__init__``, which Python
    runs before any of its modules, is not counted as imported by them: a package that
    re-exports its modules' names would otherwise always be a cycle."""
    name = _module_name(path, app)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in _run_time_imports(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
            base = ".".join([*anchor, *([base] if base else [])])
        for alias in node.names:
            found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
    return {m for m in found if m in modules and m != name}


def import_graph(app: Path = APP) -> dict[str, set[str]]:
    """Module → the modules of ``app`` it imports (see :func:`_imported_modules`)."""
    paths = {_module_name(p, app): p for p in app.rglob("*.py")}
    return {name: _imported_modules(path, app, set(paths)) for name, path in paths.items()}


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(cycles)


def test_no_import_cycles_in_app():
    """No module of app/ imports, directly or through others, a module that imports it back.
    Lazy (function-level) imports count: they only postpone the dependency, and most of the
    command line and the window import lazily (start-up time), so leaving them out would leave
    out the cycles this test is for (cli_batch ↔ cli_corpus were joined by function-level
    imports only). Imports under ``if TYPE_CHECKING`` do not: they never run, and a part of the
    window naming the window that owns it in an annotation (list_editing → main_window) is
    not a dependency of its code."""
    assert import_cycles(import_graph()) == []


def test_import_cycles_are_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert import_cycles(graph) == [["a", "b", "c"]]


def test_no_module_imports_another_modules_private_names():
    """A name starting with ``_`` belongs to its module: another module of app/ that needs it
    gets a public name (the old command line imported ``_corpus`` and ``_count``)."""
    offenders = [
        f"{path.relative_to(APP)}: {node.module}.{alias.name}"
        for path in APP.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("app")
        for alias in node.names
        if alias.name.startswith("_") and not alias.name.startswith("__")
    ]
    assert offenders == []


def test_a_paper_with_curly_quotes_is_read_and_analysed_without_the_script_tables(tmp_path):
    """Curly quotes and dashes (in nearly every .docx) are not letters: they must not make the
    look-alike scan load the script tables (~50 ms of a check from the shell)."""
    paper = tmp_path / "essay.txt"
    paper.write_text("It’s the “river” — and the ‘old’ mill – we wrote about. " * 30, "utf-8")
    code = (
        "import sys; from app.extract import extract; from app.engine.analysis import analyse; "
        f"analyse(extract({str(paper)!r}).text); "
        "sys.exit('confusable_homoglyphs.categories' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_checking_a_utf8_paper_loads_no_charset_detector_or_html_writer(tmp_path):
    """`imbrex check --format json` on a UTF-8 paper against an existing corpus needs neither
    chardet (only for text that is not UTF-8), the HTML writer, the indexer (only to make a new
    corpus), multiprocessing (the sandbox reads other formats in a child process) nor numpy.ma (which numpy 2.4's plain ``np.unique`` imports; the engine uses
    ``shingles.sorted_distinct``): each import costs milliseconds to tens of them of a check
    from the shell (issue 20: start-up)."""
    from app.corpus import open_corpus
    from app.corpus.indexer import add_paths

    source = (
        "The old mill on the river ground wheat for the village every autumn. Farmers brought "
        "their carts before dawn and waited in a long line beside the water. The miller kept "
        "a ledger of every sack, and his daughter read the numbers aloud to the farmers. When "
        "the river froze in a hard winter the wheel stopped and the village baked no bread. "
        "Children skated on the pond behind the dam while their parents mended the sluice. "
    )
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "mill.txt").write_text(source * 3, encoding="utf-8")
    store = open_corpus(tmp_path / "corpus.imbrex")
    add_paths(store, [tmp_path / "sources"], workers=1)
    store.close()
    paper = tmp_path / "paper.txt"
    paper.write_text(
        "My essay is about bread. In our town the bakery opens at six and sells rye loaves. "
        + source
        + "Today nobody remembers the mill, and the bakery buys its flour from a factory.",
        encoding="utf-8",
    )
    code = (
        "import io, sys, contextlib; from app.cli import main; out = io.StringIO()\n"
        "args = ['check', '--corpus', sys.argv[1], '--format', 'json', sys.argv[2]]\n"
        "with contextlib.redirect_stdout(out): code = main(args)\n"
        "heavy = [m for m in sys.modules if m.split('.')[0] == 'chardet' "
        "or m in ('app.report.html_report', 'app.corpus.indexer', 'numpy.ma', 'multiprocessing')]; "
        "import json; found = len(json.loads(out.getvalue())['sources'])\n"
        "print(code, heavy, found); sys.exit(code or bool(heavy))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "corpus.imbrex"), str(paper)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=APP.parent,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.split()[-1] == "1", done.stdout  # the check ran and found the source
