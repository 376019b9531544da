"""The Russian and Chinese translations: the compiled .qm files exist, are up to date and
really change what a widget shows; every message of the .ts files is translated and keeps the
source's {placeholders}; the language is picked from the settings, else the system."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from app.gui.papers_list import PapersList, PapersModel
from app.gui.translations import LANGUAGES, install_translators, pick_language

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
TRANSLATED = ("ru", "zh_CN")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def _script():
    """packaging/translations.py, imported from its path (packaging is not a package)."""
    spec = importlib.util.spec_from_file_location(
        "imbrex_translations", ROOT / "packaging" / "translations.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


def _messages(language: str) -> list[tuple[str, ET.Element]]:
    root = ET.parse(FOLDER / f"imbrex_{language}.ts").getroot()
    return [(c.findtext("name") or "", m) for c in root.iter("context") for m in c.iter("message")]


def _texts(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


@pytest.fixture
def translator(qapp: QApplication, request) -> Iterator[QTranslator]:
    """Imbrex's translator for ``request.param`` installed on the application, removed after
    the test (so other tests see English)."""
    loaded = QTranslator()
    assert loaded.load(str(FOLDER / f"imbrex_{request.param}.qm"))
    assert qapp.installTranslator(loaded)
    yield loaded
    qapp.removeTranslator(loaded)


@pytest.mark.parametrize("language", TRANSLATED)
def test_qm_files_exist_and_load(language: str) -> None:
    qm = FOLDER / f"imbrex_{language}.qm"
    assert qm.is_file()
    loaded = QTranslator()
    assert loaded.load(str(qm))
    assert not loaded.isEmpty()
    assert loaded.language() == language


@pytest.mark.parametrize(
    ("translator", "headers", "label"),
    [
        (
            "ru",
            ["Работа", "Сходство", "Главный источник", "Признаки", "Пакет", "Дословно"],
            "0 работ",
        ),
        ("zh_CN", ["论文", "相似率", "主要来源", "标记", "批次", "逐字相同"], "0 篇论文"),
    ],
    indirect=["translator"],
)
def test_installed_translator_translates_a_real_widget(
    qtbot, translator: QTranslator, headers: list[str], label: str
) -> None:
    widget = PapersList()
    qtbot.addWidget(widget)
    model = widget.table.model()
    shown = [
        model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        for column in range(model.columnCount())
    ]
    assert shown == headers
    assert widget.count.text() == label
    # The fixed-width name columns leave room for their translated header ("Главный источник").
    metrics = widget.table.horizontalHeader().fontMetrics()
    top = PapersModel.TOP_SOURCE
    assert widget.table.columnWidth(top) >= metrics.horizontalAdvance(shown[top])


def test_without_translator_the_widget_is_english(qtbot) -> None:
    widget = PapersList()
    qtbot.addWidget(widget)
    model = widget.table.model()
    assert model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) == (
        "Similarity"
    )


@pytest.mark.parametrize(
    ("translator", "count", "expected"),
    [
        ("ru", 1, "ещё 1 ошибка"),
        ("ru", 3, "ещё 3 ошибки"),
        ("ru", 11, "ещё 11 ошибок"),
        ("ru", 21, "ещё 21 ошибка"),
        ("zh_CN", 5, "又发生了 5 个错误"),
    ],
    indirect=["translator"],
)
def test_plural_forms_follow_the_number(translator: QTranslator, count: int, expected: str):
    text = QCoreApplication.translate(
        "ErrorDialog",
        "%n more error(s) happened while this window was open. The log file has them all.",
        None,
        count,
    )
    assert expected in text


@pytest.mark.parametrize("language", TRANSLATED)
def test_install_translators_loads_imbrex_and_qt(qapp: QApplication, language: str) -> None:
    installed = install_translators(qapp, language)
    try:
        # English plural forms, Imbrex's own and Qt's qtbase (standard dialog buttons).
        assert len(installed) == 3
        ours = QCoreApplication.translate("PapersModel", "Similarity")
        cancel = QCoreApplication.translate("QPlatformTheme", "Cancel")
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
    assert ours == {"ru": "Сходство", "zh_CN": "相似率"}[language]
    assert cancel == {"ru": "Отмена", "zh_CN": "取消"}[language]
    assert QCoreApplication.translate("PapersModel", "Similarity") == "Similarity"


def test_install_translators_english_installs_only_its_plural_forms(qapp: QApplication) -> None:
    installed = install_translators(qapp, "en")
    try:
        assert len(installed) == 1
        one = QCoreApplication.translate("PapersList", "%n paper(s)", "", 1)
        many = QCoreApplication.translate("PapersList", "%n paper(s)", "", 5)
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
    assert (one, many) == ("1 paper", "5 papers")


@pytest.mark.parametrize(
    ("n", "expected"), [(1, "1 работа"), (3, "3 работы"), (11, "11 работ"), (21, "21 работа")]
)
def test_russian_counts_agree_with_their_number(qapp: QApplication, n: int, expected: str) -> None:
    installed = install_translators(qapp, "ru")
    try:
        text = QCoreApplication.translate("PapersList", "%n paper(s)", "", n)
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
    assert text == expected


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_finished_and_keeps_its_placeholders(language: str) -> None:
    messages = [(c, m) for c, m in _messages(language) if c]
    assert len(messages) > 300
    problems = []
    for context, message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{context}: {source!r} is not finished")
            continue
        for text in _texts(message):
            if not text.strip():
                problems.append(f"{context}: {source!r} is empty")
            elif sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"{context}: {source!r} -> {text!r} changes the placeholders")
            elif ("%p%" in source) != ("%p%" in text) or ("%n" in source) != ("%n" in text):
                problems.append(f"{context}: {source!r} -> {text!r} loses %n or %p%")
    assert problems == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_menu_texts_keep_one_accelerator(language: str) -> None:
    for context, message in _messages(language):
        source = message.findtext("source") or ""
        if context == "MainWindow" and re.search(r"&\w", source):
            (text,) = _texts(message)
            assert len(re.findall(r"&(?!&)\S", text)) == 1, (source, text)


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_has_a_context(language: str) -> None:
    """A message without a context comes from a call lupdate misread (e.g. an alias
    ``tr = QCoreApplication.translate``): its translation would never be found."""
    assert [m.findtext("source") for c, m in _messages(language) if not c] == []


def test_the_script_checks_what_a_translation_lost() -> None:
    script = _script()
    assert script.compare("{n} papers checked", "Проверено работ: {n}") == ""
    assert "placeholders" in script.compare("{n} papers checked", "Проверено работ: {m}")
    assert "accelerators" in script.compare("&File", "Файл")
    assert "HTML" in script.compare("<b>{x}</b>", "{x}")
    assert "%n" in script.compare("{n} job(s) · %p%", "Задач: {n}")
    assert script.compare(" words", "слов") == "leading space differs"
    assert script.compare(", ", "，") == ""  # full-width punctuation brings its own space


def test_the_script_keeps_translations_and_suggests_from_other_contexts(tmp_path: Path):
    script = _script()
    ts = tmp_path / "x.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="ru">'
        "<context><name>A</name>"
        '<message><source>Cancel</source><translation type="unfinished"/></message>'
        "<message><source>Kept</source><translation>Сохранено</translation></message>"
        '<message><source>New</source><translation type="unfinished"/></message>'
        "</context></TS>",
        encoding="utf-8",
    )
    script.fill_ts(ts, {"A": {"Gone": "Пропало"}, "B": {"Cancel": "Отмена"}})
    found = {(p.source, p.problem.split(" ")[0]) for p in script.problems(ts)}
    assert found == {("Cancel", "unfinished"), ("New", "not")}
    texts = {m.findtext("source"): m.findtext("translation") for m in ET.parse(ts).iter("message")}
    assert texts == {"Cancel": "Отмена", "Kept": "Сохранено", "New": ""}
    assert script.unused_entries({"A": {"Gone": "Пропало", "Kept": "x"}}, ts) == ["A: 'Gone'"]


@pytest.mark.parametrize("language", TRANSLATED)
def test_qm_files_are_up_to_date(tmp_path: Path, language: str) -> None:
    """lrelease output is deterministic, so the committed .qm must equal a fresh build."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease is not installed next to Python")
    fresh = tmp_path / f"imbrex_{language}.qm"
    ts = FOLDER / f"imbrex_{language}.ts"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(fresh)], check=True, timeout=60)
    committed = (FOLDER / f"imbrex_{language}.qm").read_bytes()
    assert fresh.read_bytes() == committed, "run: python packaging/translations.py"


def test_every_text_of_the_window_is_translated() -> None:
    """``packaging/translations.py --check``: lupdate over app/gui finds no text that the .ts
    files lack or leave untranslated (a message added to the window without its Russian and
    Chinese would otherwise reach a teacher in English)."""
    if not (Path(sys.executable).parent / "pyside6-lupdate").exists():
        pytest.skip("pyside6-lupdate is not installed next to Python")
    done = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "translations.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


@pytest.mark.parametrize(
    ("chosen", "system", "expected"),
    [
        ("", "ru_RU", "ru"),
        ("", "zh_TW", "zh_CN"),
        ("", "zh_CN", "zh_CN"),
        ("", "de_DE", "en"),
        ("", "en_US", "en"),
        ("ru", "zh_CN", "ru"),
        ("zh_CN", "ru_RU", "zh_CN"),
        ("en", "ru_RU", "en"),
        ("klingon", "ru_RU", "ru"),
    ],
)
def test_pick_language(chosen: str, system: str, expected: str) -> None:
    assert pick_language(chosen, QLocale(system)) == expected
    assert expected in LANGUAGES


@pytest.mark.parametrize("translator", ["ru"], indirect=True)
def test_the_russian_window_translates_its_menus_and_helpers(
    qtbot, translator: QTranslator, window
) -> None:
    """Texts that moved from the window into its helpers (menus, corpus manager, side by
    side) keep a translation under their new class's context."""
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Файл", "П&равка", "&Вид", "&Проверка", "&Корпус", "&Настройки", "&Справка"]
    assert window.menus.open_action.text() == "&Открыть работы…"
    assert window.menus.template_label.text() == " без шаблона "
    manager = window.corpus.show_corpus_manager()
    assert manager.add_files_button.text() == "Добавить файлы…"
    assert manager.jobs.cancel_button.text() == "Отмена"
    assert manager.messages.details_button.text() == "Подробнее"
    manager.close()
    side = window.side_by_side
    assert (side.next_button.text(), side.sync_checkbox.text()) == (
        "Следующий фрагмент",
        "Синхронная прокрутка",
    )
