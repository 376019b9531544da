"""The interface language: English built in, Russian and Chinese from Qt ``.qm`` files in
``resources/translations`` (made from the ``.ts`` files with pyside6-lrelease). The language
follows the system unless the teacher chose one in the settings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from app.paths import resource

#: Languages of the interface: locale name -> name in that language.
LANGUAGES = {"en": "English", "ru": "Русский", "zh_CN": "中文（简体）"}


def translations_dir():
    return resource("translations")


def pick_language(chosen: str, system: QLocale | None = None) -> str:
    """The language to load: the teacher's choice, else the system's if Imbrex has it, else
    English."""
    if chosen in LANGUAGES:
        return chosen
    system = system or QLocale.system()
    for name in system.uiLanguages():
        name = name.replace("-", "_")
        if name.startswith("zh"):
            return "zh_CN"
        if name.split("_")[0] in LANGUAGES:
            return name.split("_")[0]
    return "en"


def interface_language() -> str:
    """The language the interface is shown in now ("en", "ru" or "zh_CN"): each language's
    translation turns the marker text "en" (context "Interface") into its own code, so this
    follows the translation actually loaded (not a choice that waits for the next start)."""
    loaded = QCoreApplication.translate("Interface", "en")
    return loaded if loaded in LANGUAGES else "en"


def install_translators(app: QApplication, language: str) -> list[QTranslator]:
    """Load Imbrex's and Qt's own translations (standard buttons, dialogs) for ``language``,
    over the English plural forms. Returns the translators (keep them alive)."""
    installed: list[QTranslator] = []
    # English plural forms ("1 paper" / "2 papers") for every language; a translation
    # installed after it takes precedence.
    english = QTranslator(app)
    if english.load("imbrex_en", str(translations_dir())):
        app.installTranslator(english)
        installed.append(english)
    if language == "en":
        return installed
    ours = QTranslator(app)
    if ours.load(f"imbrex_{language}", str(translations_dir())):
        app.installTranslator(ours)
        installed.append(ours)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    return installed
