"""The names of a zip's members as their author wrote them.

A zip member's name is UTF-8 only when the archive says so (general purpose flag bit 11); without
it the format's code page is IBM 437, and Python decodes it so. But Windows' own "Send to ▸
Compressed folder" writes names in the machine's OEM code page: a Russian teacher's class of
"Иванов.docx" came out as "êóá¡«ó.docx", and the file name is the student's identity. Tools on
Linux and macOS often write UTF-8 without setting the flag.

So, for an archive whose unflagged names are not all ASCII, the names' bytes (IBM 437 gives
them back exactly) are read in the first of these that reads all of them plausibly:

1. UTF-8, when every such name is valid UTF-8 (a chance match of other bytes is rare);
2. IBM 437 itself, when every character past ASCII is a letter and every word is in one script
   ("Müller", "Hélène": Western names from a Windows in Western Europe, whose OEM pages 437 and
   850 agree on the accented letters);
3. IBM 866 (Russian OEM), the same test, when the names hold Cyrillic;
4. GBK (Chinese), when every character is a common one (GB 2312) and the names hold hanzi.

Otherwise the names stay as IBM 437 gives them. chardet was measured first and not used: on a
class's worth of short names it guessed cp1125 (0.24) for Russian and Johab for one Chinese
name, and Western names at 0.03-0.04.
"""

from __future__ import annotations

import re
import unicodedata
import zipfile
from collections.abc import Callable, Sequence

#: Flag bit 11: the member's name (and comment) are UTF-8.
_UTF8_FLAG = 0x800
_WORDS = re.compile(r"[^\W\d_]+")


def member_names(members: Sequence[zipfile.ZipInfo]) -> list[str]:
    """Each member's name, read in the code page its author most likely used (module
    docstring). O(total length of the names)."""
    unflagged = [i for i, info in enumerate(members) if not info.flag_bits & _UTF8_FLAG]
    raw = {i: _bytes(members[i].filename) for i in unflagged}
    odd = {i: data for i, data in raw.items() if data is not None and not data.isascii()}
    names = [info.filename for info in members]
    decoding = _decoding(list(odd.values()))
    if decoding is not None:
        for i, data in odd.items():
            names[i] = data.decode(decoding)
    return names


def _bytes(name: str) -> bytes | None:
    """The name's bytes as the archive holds them (Python decoded them as IBM 437)."""
    try:
        return name.encode("cp437")
    except UnicodeEncodeError:
        return None


def _decoding(names: list[bytes]) -> str | None:
    """The code page the names read best in (module docstring); None: IBM 437, as they are."""
    if not names:
        return None
    for encoding, plausible in _CANDIDATES:
        try:
            texts = [name.decode(encoding) for name in names]
        except UnicodeDecodeError:
            continue
        if all(plausible(text) for text in texts):
            return None if encoding == "cp437" else encoding
    return None


def _script(character: str) -> str:
    """The first word of the character's Unicode name: LATIN, CYRILLIC, GREEK, CJK, …"""
    return unicodedata.name(character, "?").split(" ")[0]


def _letters_in_one_script(text: str) -> bool:
    """Every character past ASCII a letter, and every word (a run of letters) in one script:
    "Müller" yes; "MБller" no; "êóá¡«ó" (Russian OEM bytes read as IBM 437) no."""
    if not all(c.isascii() or unicodedata.category(c)[0] in "LM" for c in text):
        return False
    return all(len({_script(c) for c in word}) == 1 for word in _WORDS.findall(text))


def _cyrillic(text: str) -> bool:
    return _letters_in_one_script(text) and any(_script(c) == "CYRILLIC" for c in text)


def _common_hanzi(text: str) -> bool:
    """Only ASCII and characters of GB 2312 (the common hanzi and their punctuation), and at
    least one hanzi: GBK read into bytes of another code page gives rare characters."""
    try:
        text.encode("gb2312")
    except UnicodeEncodeError:
        return False
    return any(_script(c) == "CJK" for c in text)


_CANDIDATES: tuple[tuple[str, Callable[[str], bool]], ...] = (
    ("utf-8", lambda text: True),
    ("cp437", _letters_in_one_script),
    ("cp866", _cyrillic),
    ("gbk", _common_hanzi),
)
