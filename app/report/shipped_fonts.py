"""The fonts Imbrex ships (``resources/fonts``): their files and family names, without Qt.

The PDF report always typesets in them (a report looks the same on every machine); the window
uses them only on a machine where Qt finds no font at all (`app.gui.fallback_font`). Both have
them registered with Qt by `app.report.pdf_report.font_families`, the one module outside the
window that may import Qt (lazily)."""

from __future__ import annotations

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
