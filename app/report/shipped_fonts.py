"""The fonts Imbrex ships (``resources/fonts``), registered with Qt once per process.

The PDF report always typesets in them (a report looks the same on every machine); the window
uses them only on a machine where Qt finds no font at all (`app.gui.fallback_font`)."""

from __future__ import annotations

import logging
import threading

from app.paths import resource

log = logging.getLogger(__name__)

#: The shipped fonts: Latin/Greek/Cyrillic, Chinese and kana, then the signs Noto Sans lacks
#: (geometric shapes and symbols such as ▶ ⚠; arrows such as ⇄).
FONT_FILES = (
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSansCJKsc-Regular.otf",
    "NotoSansSymbols2-Regular.ttf",
    "NotoSansMath-Regular.ttf",
)
#: The families of the shipped fonts. Only these files have them (packaging/subset_fonts.py
#: renames Noto's families), so Qt never takes a face of the same family from the machine:
#: bold and italic Chinese are made from the shipped regular face (docs/reports.md).
#: In fallback order: a character is drawn from the first family that has it (the signs' fonts
#: before the CJK one, whose few geometric shapes are full-width).
FONT_FAMILIES = (
    "Imbrex Noto Sans",
    "Imbrex Noto Sans Symbols2",
    "Imbrex Noto Sans Math",
    "Imbrex Noto Sans CJK SC",
)

_LOCK = threading.Lock()
_FAMILIES: tuple[str, ...] | None = None


def font_families() -> tuple[str, ...]:
    """Register the shipped fonts (once) and return the family chain to use, best first.

    Needs a QGuiApplication. A missing or unreadable font file is logged and skipped: the
    text then comes out in the system's fonts rather than not at all."""
    global _FAMILIES
    with _LOCK:
        if _FAMILIES is not None:
            return _FAMILIES
        from PySide6.QtGui import QFontDatabase

        found: list[str] = []
        for name in FONT_FILES:
            path = resource("fonts", name)
            font_id = QFontDatabase.addApplicationFont(str(path)) if path.is_file() else -1
            if font_id < 0:
                log.warning("font %s could not be loaded; system fonts are used instead", path)
                continue
            for family in QFontDatabase.applicationFontFamilies(font_id):
                if family not in found:
                    found.append(family)
        chain = [f for f in FONT_FAMILIES if f in found] + [f for f in found]
        _FAMILIES = tuple(dict.fromkeys(chain or FONT_FAMILIES))
        return _FAMILIES
