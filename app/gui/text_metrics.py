"""How wide one character is, for the sizes the window gives in characters (a name column of
16 characters, a label of at least 12)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

#: Text like a file name or a label: lower and upper case letters, digits, a space and the
#: punctuation of file names.
TYPICAL_TEXT = "The quick brown fox jumps over the lazy dog. ANNA_1999-essay_v2"


def char_width(metrics: QFontMetrics) -> int:
    """The width of one character of a name in ``metrics``' font: the mean advance of
    `TYPICAL_TEXT`, rounded, at least 1 pixel. Not Qt's ``averageCharWidth``, which is the
    font's own declared mean over all its glyphs: 7 px for Noto Sans at 9 pt, whose names take
    5.9 px a character, but 6 px for DejaVu Sans, whose names take 6.3; sizes in characters came
    out wider with the narrower font, and the window's minimum width passed an 800-pixel
    screen. O(len(TYPICAL_TEXT))."""
    return max(1, round(metrics.horizontalAdvance(TYPICAL_TEXT) / len(TYPICAL_TEXT)))
