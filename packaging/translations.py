"""Update the interface translations (Russian, Simplified Chinese) from the source code.

The translations live in ``resources/translations``:

- ``imbrex_<lang>.json`` — the translations themselves, written by hand: ``{context: {source:
  translation}}``. ``context`` is the class name that calls ``self.tr`` (or the first argument
  of ``QCoreApplication.translate``). A translation is a string; a list of plural forms for a
  message made with ``tr(text, "", n)`` (``%n``; Russian has 3 forms, Chinese 1); or a dict
  ``{comment: translation}`` when one source text has several disambiguation comments (``""``
  is the message without a comment).
- ``imbrex_<lang>.ts`` — the Qt Linguist files, made by ``pyside6-lupdate`` from every
  ``app/gui/*.py`` and filled in from the JSON files by this script.
- ``imbrex_<lang>.qm`` — the compiled files the application loads (``pyside6-lrelease``).

Usage::

    python packaging/translations.py           # update the .ts files and rebuild the .qm files
    python packaging/translations.py --check   # change nothing; exit 1 if anything is missing

Each run: lupdate adds the new source texts to the .ts files and drops the vanished ones
(``-no-obsolete``); every message found in the JSON file gets that translation and is marked
finished; a translation already in the .ts file (e.g. typed in Qt Linguist) is kept; a message
whose exact text is translated in another context gets that translation as a suggestion, still
marked unfinished. Then lrelease compiles the .qm files.

``--check`` does the same in a temporary folder and lists: messages not translated or not
finished, translations that lost a ``{placeholder}``, ``%n``, ``%p%``, an HTML tag, a ``&``
accelerator or the spaces at either end, ``tr()`` calls lupdate cannot read (an f-string or a
variable inside ``tr()``, or ``tr = QCoreApplication.translate``), and committed .ts/.qm files
that are not up to date.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "app" / "gui"
TRANSLATIONS_DIR = ROOT / "resources" / "translations"

#: The languages Imbrex is translated to (Qt locale names).
LANGUAGES = ("ru", "zh_CN")
#: English is the source language; its file holds only the plural forms of messages with a
#: count ("%n paper(s)" -> "1 paper" / "2 papers"), the rest falls back to the source text.
PLURALS_ONLY = ("en",)
ALL_LANGUAGES = LANGUAGES + PLURALS_ONLY

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
QT_MARKER = re.compile(r"%n|%p%")
HTML_TAG = re.compile(r"</?[A-Za-z][^<>]*>")
ACCELERATOR = re.compile(r"&(?!&)(?=\S)")
FULL_WIDTH = re.compile("[\u3000-\u303f\uff00-\uffef]")


@dataclass(frozen=True, slots=True)
class Message:
    """One message of a .ts file and what is wrong with it (empty when nothing)."""

    context: str
    source: str
    comment: str
    problem: str
    location: str

    def describe(self) -> str:
        where = f" ({self.location})" if self.location else ""
        comment = f" [{self.comment}]" if self.comment else ""
        return f"{self.context or '<no context>'}: {self.source!r}{comment}{where}: {self.problem}"


def tool(name: str) -> str:
    """The path of a Qt tool shipped with PySide6 (next to the Python that runs this)."""
    here = Path(sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found next to {sys.executable} nor on PATH")
    return found


def source_files() -> list[Path]:
    """Every Python file of the interface, as paths relative to the repository."""
    return sorted(p.relative_to(ROOT) for p in SOURCE_DIR.glob("*.py"))


def ts_path(folder: Path, language: str) -> Path:
    return folder / f"imbrex_{language}.ts"


def qm_path(folder: Path, language: str) -> Path:
    return folder / f"imbrex_{language}.qm"


def json_path(language: str) -> Path:
    return TRANSLATIONS_DIR / f"imbrex_{language}.json"


def run_lupdate(ts: Path, language: str) -> None:
    """Create or update ``ts`` with every translatable text of ``app/gui``."""
    command = [tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "absolute"]
    command += ["-target-language", language, *map(str, source_files()), "-ts", str(ts)]
    subprocess.run(command, cwd=ROOT, check=True)


def run_lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm``."""
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def load_dictionary(language: str) -> dict[str, dict[str, object]]:
    """The hand-written translations of ``language`` (empty if the file does not exist)."""
    path = json_path(language)
    if not path.exists():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))


def lookup(dictionary: dict[str, dict[str, object]], context: str, source: str, comment: str):
    """The translation (str or list of plural forms) of a message, or None."""
    entry = dictionary.get(context, {}).get(source)
    if isinstance(entry, dict):
        entry = entry.get(comment)
    elif comment:
        entry = None
    return entry


def suggestion(dictionary: dict[str, dict[str, object]], source: str, comment: str):
    """A translation of the same text in another context, or None."""
    for context in sorted(dictionary):
        entry = lookup(dictionary, context, source, comment)
        if entry is not None:
            return entry
    return None


def message_key(message: ET.Element, context: str) -> tuple[str, str, str]:
    return context, message.findtext("source") or "", message.findtext("comment") or ""


def set_translation(message: ET.Element, value: object, finished: bool) -> bool:
    """Write ``value`` into the message's <translation>; False if it does not fit (a plural
    message needs a list of the language's number of forms, a plain one a string)."""
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    if message.get("numerus") == "yes":
        forms = translation.findall("numerusform")
        if not isinstance(value, list) or len(value) != len(forms):
            return False
        for form, text in zip(forms, value, strict=True):
            form.text = str(text)
    else:
        if not isinstance(value, str):
            return False
        translation.text = value
    if finished:
        translation.attrib.pop("type", None)
    else:
        translation.set("type", "unfinished")
    return True


def is_translated(message: ET.Element) -> bool:
    translation = message.find("translation")
    if translation is None:
        return False
    if message.get("numerus") == "yes":
        forms = translation.findall("numerusform")
        return bool(forms) and all((f.text or "").strip() for f in forms)
    return bool((translation.text or "").strip())


def fill_ts(ts: Path, dictionary: dict[str, dict[str, object]]) -> None:
    """Put the dictionary's translations into the .ts file (see the module docstring)."""
    tree = ET.parse(ts)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            _, source, comment = message_key(message, name)
            value = lookup(dictionary, name, source, comment)
            if value is not None and set_translation(message, value, finished=True):
                continue
            if is_translated(message):
                continue  # translated in the .ts itself (e.g. in Qt Linguist): keep it
            value = suggestion(dictionary, source, comment)
            if value is not None:
                set_translation(message, value, finished=False)
    ET.indent(tree, space="    ")
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def texts(message: ET.Element) -> list[str]:
    """The translated text (or each plural form) of a message."""
    translation = message.find("translation")
    if translation is None:
        return []
    if message.get("numerus") == "yes":
        return [f.text or "" for f in translation.findall("numerusform")]
    return [translation.text or ""]


def compare(source: str, translated: str) -> str:
    """What the translation lost or added of the source's markers ("" when nothing)."""
    checks = (
        ("placeholders", PLACEHOLDER),
        ("%n / %p%", QT_MARKER),
        ("HTML tags", HTML_TAG),
        ("& accelerators", ACCELERATOR),
    )
    for what, pattern in checks:
        want, got = Counter(pattern.findall(source)), Counter(pattern.findall(translated))
        if what == "%n / %p%" and "%n" in want:  # a plural form may spell the number out
            want, got = Counter(set(want)), Counter(set(got))
        if want != got:
            return f"{what} differ: {sorted(want.elements())} vs {sorted(got.elements())}"
    if not same_edge(source[:1], translated[:1]):
        return "leading space differs"
    if not same_edge(source[-1:], translated[-1:]):
        return "trailing space differs"
    return ""


def same_edge(source: str, translated: str) -> bool:
    """Whether the first (or last) characters agree on being a space; full-width punctuation
    (Chinese "，" or "：") carries its own spacing, so it may stand for a space."""
    if translated and FULL_WIDTH.match(translated):
        return True
    return source.isspace() == translated.isspace()


def problem_of(message: ET.Element, context: str) -> str:
    """What is wrong with one message ("" when nothing)."""
    translation = message.find("translation")
    if not context:
        return "no context: lupdate misread this call (see the tr() warnings)"
    if not is_translated(message):
        return "not translated"
    if translation is not None and translation.get("type") == "unfinished":
        return "unfinished (a suggestion from another context: check it)"
    source = message.findtext("source") or ""
    return next((p for p in (compare(source, text) for text in texts(message)) if p), "")


def problems(ts: Path, plurals_only: bool = False) -> list[Message]:
    """Every message of the .ts file that is missing, unfinished or damaged (with
    ``plurals_only``: of the messages with a count)."""
    found: list[Message] = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        file = ""  # lupdate names the file only when it changes
        for message in context.iter("message"):
            if plurals_only and message.get("numerus") != "yes":
                continue
            where = ""
            location = message.find("location")
            if location is not None:
                file = location.get("filename", file)
                where = f"{Path(file).name}:{location.get('line', '?')}"
            problem = problem_of(message, name)
            if problem:
                _, source, comment = message_key(message, name)
                found.append(Message(name, source, comment, problem, where))
    return found


def unreadable_calls(paths: list[Path]) -> list[str]:
    """``tr()`` calls lupdate cannot turn into messages, as "file:line: why"."""
    found: list[str] = []
    for relative in paths:
        tree = ast.parse((ROOT / relative).read_text(encoding="utf-8"), str(relative))
        aliases = set()
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Attribute)
                and node.value.attr == "translate"
            ):
                names = [t.id for t in node.targets if isinstance(t, ast.Name)]
                aliases.update(names)
                found.append(
                    f"{relative}:{node.lineno}: `{', '.join(names)} = ...translate`: lupdate "
                    "reads the alias as tr(source, comment) without a context; call "
                    'QCoreApplication.translate("Context", "...") itself'
                )
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name == "tr" and name not in aliases:
                text = node.args[0] if node.args else None
            elif name in aliases or (
                name == "translate"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):  # QCoreApplication.translate("Context", text), not QPainter.translate(x, y)
                text = node.args[1] if len(node.args) > 1 else None
            else:
                continue
            if isinstance(text, ast.Constant) and isinstance(text.value, str):
                continue
            kind = "an f-string" if isinstance(text, ast.JoinedStr) else "not a plain literal"
            found.append(f"{relative}:{node.lineno}: the text of {name}() is {kind}")
    return found


def content(ts: Path) -> set[tuple[str, str, str, tuple[str, ...], bool]]:
    """The messages and translations of a .ts file, without the source locations."""
    result = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            unfinished = translation is not None and translation.get("type") == "unfinished"
            key = message_key(message, name)
            result.add((*key, tuple(texts(message)), unfinished))
    return result


def unused_entries(dictionary: dict[str, dict[str, object]], ts: Path) -> list[str]:
    """The dictionary's translations no message of the .ts file uses (texts that changed or
    vanished from the code, or that lupdate cannot see): harmless, listed for tidying up."""
    keys = {key[:3] for key in content(ts)}
    unused = []
    for context, entries in sorted(dictionary.items()):
        for source, entry in entries.items():
            comments = entry.keys() if isinstance(entry, dict) else [""]
            unused += [
                f"{context}: {source!r}" + (f" [{comment}]" if comment else "")
                for comment in comments
                if (context, source, comment) not in keys
            ]
    return unused


def update(folder: Path) -> None:
    """lupdate, fill in the translations and lrelease, for every language, in ``folder``."""
    for language in ALL_LANGUAGES:
        ts = ts_path(folder, language)
        run_lupdate(ts, language)
        fill_ts(ts, load_dictionary(language))
        run_lupdate(ts, language)  # lupdate writes the file back in its own layout
        run_lrelease(ts, qm_path(folder, language))


def summary(folder: Path) -> str:
    lines = []
    for language in ALL_LANGUAGES:
        messages = content(ts_path(folder, language))
        if language in PLURALS_ONLY:
            plural = len(problems(ts_path(folder, language), plurals_only=True))
            lines.append(f"{language}: plural forms only, {plural} missing")
            continue
        done = sum(1 for m in messages if m[0] and not m[4] and all(t.strip() for t in m[3]))
        lines.append(f"{language}: {done} of {len(messages)} messages translated")
    return "\n".join(lines)


def check() -> int:
    """Build everything in a temporary folder and report what is missing or stale."""
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        for language in ALL_LANGUAGES:
            committed = ts_path(TRANSLATIONS_DIR, language)
            if committed.exists():
                shutil.copy(committed, ts_path(folder, language))
        update(folder)
        for language in ALL_LANGUAGES:
            fresh = ts_path(folder, language)
            for message in problems(fresh, plurals_only=language in PLURALS_ONLY):
                failures.append(f"[{language}] {message.describe()}")
            committed = ts_path(TRANSLATIONS_DIR, language)
            if not committed.exists() or content(committed) != content(fresh):
                failures.append(f"[{language}] {committed.name} is not up to date")
            qm = qm_path(TRANSLATIONS_DIR, language)
            if not qm.exists() or qm.read_bytes() != qm_path(folder, language).read_bytes():
                failures.append(f"[{language}] {qm.name} is not up to date")
        print(summary(folder))
    failures += [f"[source] {w}" for w in unreadable_calls(source_files())]
    for failure in failures:
        print(failure)
    if failures:
        print(f"{len(failures)} problem(s); add translations to resources/translations/*.json")
        print("and run: python packaging/translations.py")
        return 1
    print("All translations are complete and up to date.")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit 1 if anything is missing"
    )
    args = parser.parse_args(argv)
    if args.check:
        return check()
    TRANSLATIONS_DIR.mkdir(parents=True, exist_ok=True)
    update(TRANSLATIONS_DIR)
    print(summary(TRANSLATIONS_DIR))
    for language in ALL_LANGUAGES:
        plurals_only = language in PLURALS_ONLY
        for message in problems(ts_path(TRANSLATIONS_DIR, language), plurals_only):
            print(f"[{language}] {message.describe()}")
    for warning in unreadable_calls(source_files()):
        print(f"[source] {warning}")
    for language in ALL_LANGUAGES:
        unused = unused_entries(load_dictionary(language), ts_path(TRANSLATIONS_DIR, language))
        for entry in unused:
            print(f"[{language}] not used (not in the code, or not seen by lupdate): {entry}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
