"""The window's text on a machine where Qt finds no font at all.

A desktop normally has fonts, and the window uses the system's own (what a teacher is used
to). A bare machine, a container or a packaged build whose fontconfig finds nothing gives Qt
only its generic names ("Sans Serif"), which resolve to no face: every label, list and paper
comes out as empty boxes or nothing, and text widths (column sizes, positions under the mouse)
are wrong. There the shipped Noto Sans faces (`app.report.shipped_fonts`: Latin, Greek,
Cyrillic, the signs Noto Sans lacks, then Chinese and kana; registered by the PDF report's
`font_families`) become the application's font, at the size Qt chose."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication


def has_a_font(font: QFont) -> bool:
    """Whether ``font`` resolves to a face of the machine (Qt names no family when none)."""
    return bool(QFontInfo(font).family())


def fall_back_to_shipped_fonts(app: QApplication) -> bool:
    """Make the shipped fonts the application's font when its own resolves to no face; True
    when it did. On a machine with fonts nothing is registered and nothing changes. Cost: one
    font look-up; where it falls back, reading the shipped files (~5 MB) once."""
    if has_a_font(app.font()):
        return False
    from app.report.pdf_report import font_families  # the registration, only where needed

    font = QFont(app.font())
    font.setFamilies(list(font_families()))
    app.setFont(font)
    return has_a_font(font)
