"""File names as any output can hold them.

Python reads a file name's bytes that are not UTF-8 (a name made on a machine with another
character set, e.g. Windows-1251's "\\xc0\\xed\\xed\\xe0.docx" for "Анна.docx") as lone
surrogates, U+DC80-U+DCFF, which no output (UTF-8 text, a report, the terminal) holds. The
reports (`app.report.labels`) and the corpus's messages (`app.corpus.indexer`) write them the
same way."""

from __future__ import annotations

import re

_LONE_SURROGATES = re.compile("[\ud800-\udfff]")


def _escaped(found: re.Match[str]) -> str:
    code = ord(found.group())
    return f"[x{code - 0xDC00:02X}]" if 0xDC80 <= code <= 0xDCFF else f"[U+{code:04X}]"


def printable(text: str) -> str:
    """``text`` (a path or name as Python read it) with each byte that was not UTF-8 written
    as ``[xNN]`` (``bad[xFF]name.txt``), so that any output can hold it and two names that
    differ only in such bytes stay apart. Not ``\\xNN``: a backslash separates the folders of a
    Windows path (`app.report.labels.file_name`). The file itself is still opened by the
    original path, never by this one. O(n)."""
    return _LONE_SURROGATES.sub(_escaped, text)
