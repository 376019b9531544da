"""Plain text (.txt, .md): the decoded content, unchanged."""

from __future__ import annotations

import re

from app.extract.builder import Extracted
from app.extract.document import Metadata
from app.extract.encoding import decode_text
from app.extract.limits import Limits

_NEWLINE = r"(?:\r\n|\r(?!\n)|\n)"
_BLANK_LINES = re.compile(_NEWLINE + r"[ \t\f\v]*" + _NEWLINE + r"\s*")


def paragraph_starts(text: str) -> list[int]:
    """Starts of the blocks of non-blank lines. O(n)."""
    first = len(text) - len(text.lstrip())
    starts = [first] if first < len(text) else []
    starts += [m.end() for m in _BLANK_LINES.finditer(text, first) if m.end() < len(text)]
    return starts


def read_txt(data: bytes, limits: Limits) -> Extracted:
    """Decode a text file (``encoding.decode_text``); offsets are the decoded string's indices."""
    text, encoding = decode_text(data)
    return Extracted(
        text=text,
        metadata=Metadata(encoding=encoding),
        paragraph_starts=paragraph_starts(text),
    )
