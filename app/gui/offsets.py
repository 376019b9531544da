"""Python string offsets (code points) to Qt text positions (UTF-16 code units) and back.

The engine, the extractor and the reports count characters as Python does; Qt counts UTF-16
code units, so every character outside the Basic Multilingual Plane (emoji, rare CJK
ideographs, mathematical letters) takes two positions in a QTextDocument. This is the one place
where the two are converted (DESIGN.md).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

#: Characters outside the Basic Multilingual Plane (two UTF-16 code units each).
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


class Utf16Map:
    """Converts offsets of one text. O(n) to build once, O(log a) per conversion for a text with
    a characters outside the BMP (O(1) when there are none)."""

    __slots__ = ("_astral", "_length", "_qt_astral")

    def __init__(self, text: str) -> None:
        self._length = len(text)
        self._astral = [m.start() for m in _ASTRAL.finditer(text)] if not text.isascii() else []
        # Qt position of each astral character (each earlier one adds one code unit).
        self._qt_astral = [i + n for n, i in enumerate(self._astral)]

    @property
    def qt_length(self) -> int:
        return self._length + len(self._astral)

    def to_qt(self, offset: int) -> int:
        """The Qt position of Python offset ``offset`` (0 ≤ offset ≤ len(text))."""
        if not self._astral:
            return offset
        return offset + bisect_left(self._astral, offset)

    def from_qt(self, position: int) -> int:
        """The Python offset of Qt position ``position``; a position between the two halves of
        a surrogate pair maps to the character's start."""
        if not self._astral:
            return position
        before = bisect_right(self._qt_astral, position - 1)
        if before and self._qt_astral[before - 1] == position - 1:
            return self._astral[before - 1]  # inside a surrogate pair
        return position - before


def qt_safe_text(text: str) -> str:
    """The text as a QTextDocument can hold it without changing its length: Qt turns CR LF
    into one block break, which would shift every later position by one."""
    return text.replace("\r\n", " \n")
