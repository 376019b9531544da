"""Rich Text Format (.rtf) with the ``striprtf`` library.

The file is read as Latin-1 (RTF is 7-bit; every byte maps to one character), its code page is
taken from ``\\ansicpgNNNN`` (``\\mac``/``\\pc``/``\\pca`` otherwise, else cp1252), and
``striprtf.rtf_to_text`` turns it into plain text: ``\\'xx`` bytes decoded with that code page
(or the font's charset), ``\\uN`` escapes, ``\\par``/``\\line`` as line breaks; headers,
footers, footnotes, comments, pictures and the document tables left out. Title, author and
dates come from the ``{\\info ...}`` group, read by a small parser here.

Cost: O(file size); striprtf makes one regex pass over the text.
"""

from __future__ import annotations

import codecs
import re
from datetime import datetime
from typing import Any

from striprtf.striprtf import rtf_to_text

from app.extract.builder import Extracted
from app.extract.document import Metadata
from app.extract.limits import Limits

DEFAULT_CODE_PAGE = "cp1252"
_HEADER_BYTES = 1 << 16  # the code page and the info group are in the document's header
_ANSICPG = re.compile(r"\\ansicpg(\d{1,5})(?![0-9])")
_CHARSET = re.compile(r"\\(mac|pca|pc|ansi)(?![a-zA-Z])")
_CHARSET_CODECS = {"mac": "mac_roman", "pc": "cp437", "pca": "cp850", "ansi": DEFAULT_CODE_PAGE}
_INFO = re.compile(r"\{\s*\\info(?![a-zA-Z])")
_INFO_FIELDS = {
    "title": "title",
    "author": "author",
    "operator": "last_modified_by",
}
_TIME_FIELDS = {"creatim": "created", "revtim": "modified"}
_TIME_PART = re.compile(r"\\(yr|mo|dy|hr|min|sec)(-?\d+)")
_TOKEN = re.compile(
    r"\\'([0-9a-fA-F]{2})|\\u(-?\d+) ?|\\uc(\d+) ?|\\([a-zA-Z]+)(-?\d+)? ?|\\([^a-zA-Z])|([{}])"
    r"|[\r\n]+|([^\\{}\r\n]+)"
)
# \cell and \nestcell control words (not an escaped backslash followed by "cell").
_CELL = re.compile(r"(?<!\\)((?:\\\\)*)\\(?:nest)?cell(?![a-zA-Z])")
_UNICODE = re.compile(r"(?<!\\)((?:\\\\)*)\\u(-?\d+)")
_SKIPPED_GROUP = re.compile(r"\{\s*\\(?:\*|(?:pict|object|nonshppict)(?![a-zA-Z]))")
_BRACE = re.compile(r"\\[\\{}]|[{}]")
_SPACES = re.compile(r"[ \t\r\n]+")
_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")
_LONE_SURROGATES = {c: "\ufffd" for c in range(0xD800, 0xE000)}
_LINE = re.compile(r"[^\n]*\n?")


def code_page(rtf: str) -> str:
    """The Python codec for the document's ANSI code page (``\\ansicpgNNNN``). O(header size)."""
    head = rtf[:_HEADER_BYTES]
    m = _ANSICPG.search(head)
    if m:
        name = f"cp{int(m.group(1))}"
        try:
            return codecs.lookup(name).name
        except LookupError:
            pass
    m = _CHARSET.search(head[:200])
    return _CHARSET_CODECS[m.group(1)] if m else DEFAULT_CODE_PAGE


def _group_end(text: str, start: int) -> int:
    """The index just after the group that opens at ``text[start] == "{"``."""
    depth = 0
    i = start
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


def decode_rtf_value(value: str, encoding: str) -> str:
    """The text of a small piece of RTF (an info field): escapes decoded, markup dropped. O(n)."""
    out: list[str] = []
    pending = bytearray()
    uc = 1
    skip = 0

    def flush() -> None:
        if pending:
            out.append(pending.decode(encoding, errors="replace"))
            pending.clear()

    for m in _TOKEN.finditer(value):
        hex_byte, unicode, uc_value, word, _arg, symbol, brace, plain = m.groups()
        if hex_byte is not None:
            if skip:
                skip -= 1
            else:
                pending.append(int(hex_byte, 16))
            continue
        flush()
        if unicode is not None:
            code = int(unicode)
            out.append(
                chr(code + 0x10000 if code < 0 else code)
                if -0x8000 <= code <= 0x10FFFF
                else "\ufffd"
            )
            skip = uc
        elif uc_value is not None:
            uc = int(uc_value)
        elif word is not None:
            skip = 0
            if word in ("tab",):
                out.append("\t")
            elif word in ("emdash", "endash", "lquote", "rquote", "ldblquote", "rdblquote"):
                out.append(
                    {
                        "emdash": "\u2014",
                        "endash": "\u2013",
                        "lquote": "\u2018",
                        "rquote": "\u2019",
                        "ldblquote": "\u201c",
                        "rdblquote": "\u201d",
                    }[word]
                )
        elif symbol is not None:
            skip = 0
            if symbol in "\\{}":
                out.append(symbol)
            elif symbol == "~":
                out.append("\u00a0")
        elif brace is not None:
            skip = 0
        elif plain is not None:
            if skip:
                dropped = min(skip, len(plain))
                plain = plain[dropped:]
                skip -= dropped
            out.append(plain)
    flush()
    return _SPACES.sub(" ", fix_surrogates("".join(out))).strip(" ")


def fix_surrogates(text: str) -> str:
    """Join UTF-16 surrogate pairs (``\\u-10179?\\u-8704?`` is one emoji); a lone half becomes
    U+FFFD, since no file or screen can take it. O(n)."""
    if not _SURROGATE.search(text):
        return text
    return _SURROGATE_PAIR.sub(_join_pair, text).translate(_LONE_SURROGATES)


def _join_pair(m: re.Match) -> str:
    high, low = ord(m.group()[0]), ord(m.group()[1])
    return chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))


def _rtf_time(group: str) -> datetime | None:
    parts = {k: int(v) for k, v in _TIME_PART.findall(group)}
    try:
        return datetime(
            parts["yr"],
            parts.get("mo", 1),
            parts.get("dy", 1),
            parts.get("hr", 0),
            parts.get("min", 0),
            parts.get("sec", 0),
        )
    except (KeyError, ValueError, OverflowError):
        return None


def rtf_metadata(rtf: str, encoding: str) -> Metadata:
    """Title, author, last editor, dates and generator from the ``{\\info}`` group. O(header)."""
    fields: dict[str, Any] = {}
    info = _INFO.search(rtf)
    if info:
        head = rtf[info.start() : info.start() + _HEADER_BYTES]
        group = head[: _group_end(head, 0)]
        i = 1
        while True:
            i = group.find("{", i)
            if i < 0:
                break
            end = _group_end(group, i)
            m = re.match(r"\{\s*(?:\\\*\s*)?\\([a-zA-Z]+)(?:-?\d+)? ?", group[i:end])
            if m:
                name, body = m.group(1), group[i + m.end() : end - 1]
                if name in _INFO_FIELDS:
                    if _INFO_FIELDS[name] not in fields:
                        fields[_INFO_FIELDS[name]] = decode_rtf_value(body, encoding) or None
                    i = end
                    continue
                if name in _TIME_FIELDS:
                    fields[_TIME_FIELDS[name]] = _rtf_time(body)
                    i = end
                    continue
            i += 1  # look inside other groups ({\upr{\title ..}{\*\ud{\title ..}}})
    generator = re.search(r"\{\\\*\s*\\generator ?([^{}]*)\}", rtf[:_HEADER_BYTES])
    if generator:
        fields["application"] = decode_rtf_value(generator.group(1), encoding).rstrip(";") or None
    return Metadata(encoding=encoding, **fields)


def _escaped(text: str, index: int) -> bool:
    """Whether ``text[index]`` is preceded by an odd number of backslashes (``\\{``)."""
    n = 0
    while index > n and text[index - n - 1] == "\\":
        n += 1
    return n % 2 == 1


def _drop_skipped_groups(rtf: str) -> str:
    """Replace ignorable groups (``{\\*\\...}``, pictures, objects) by ``{}``.

    striprtf would skip them too, but only after tokenizing every character of their hex data
    one by one; a few pictures make that most of the time. Scanning for braces is C-speed.
    """
    out: list[str] = []
    pos = 0
    while True:
        m = _SKIPPED_GROUP.search(rtf, pos)
        if not m:
            break
        if _escaped(rtf, m.start()):
            out.append(rtf[pos : m.start() + 1])
            pos = m.start() + 1
            continue
        depth, end = 0, len(rtf)
        for b in _BRACE.finditer(rtf, m.start()):
            token = b.group()
            if token == "{":
                depth += 1
            elif token == "}":
                depth -= 1
                if depth == 0:
                    end = b.end()
                    break
        out.append(rtf[pos : m.start()])
        out.append("{}")
        pos = end
    out.append(rtf[pos:])
    return "".join(out)


def _unicode_in_range(m: re.Match) -> str:
    code = int(m.group(2))
    return m.group() if -0x8000 <= code <= 0x10FFFF else f"{m.group(1)}\\u65533"


def _prepare(rtf: str) -> str:
    """Adjust what striprtf would otherwise do with the RTF. O(n), regex speed.

    Ignorable groups and pictures are dropped up front (speed); table cells end in a tab, not
    "|"; link targets are not appended to the link text (``\\fldinst{`` becomes the equivalent
    ``\\fldinst {``, which striprtf's link pattern skips); ``\\uN`` out of Unicode's range
    becomes U+FFFD instead of an exception.
    """
    rtf = _drop_skipped_groups(rtf)
    rtf = _CELL.sub(lambda m: m.group(1) + "\\tab", rtf)
    rtf = _UNICODE.sub(_unicode_in_range, rtf)
    return rtf.replace("\\fldinst{", "\\fldinst {")


def line_starts(text: str) -> list[int]:
    """The start of every line that holds more than white space (RTF paragraphs are lines). O(n)."""
    return [m.start() for m in _LINE.finditer(text) if m.group().strip()]


def read_rtf(data: bytes, limits: Limits) -> Extracted:
    """Read an .rtf with ``striprtf.rtf_to_text`` in the file's code page. O(file size).

    Paragraph starts are the starts of the non-blank lines (one ``\\par`` = one line).
    """
    rtf = data.decode("latin-1")
    start = rtf.find("{\\rtf")
    if start > 0:
        rtf = rtf[start:]  # a byte-order mark or blank lines before the document
    encoding = code_page(rtf)
    text = rtf_to_text(_prepare(rtf), encoding=encoding, errors="replace")
    text = fix_surrogates(text.replace("\r\n", "\n").replace("\r", "\n"))
    return Extracted(
        text=text,
        metadata=rtf_metadata(rtf, encoding),
        paragraph_starts=line_starts(text),
    )
