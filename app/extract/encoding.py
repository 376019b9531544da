"""Decoding the bytes of a plain-text file.

Order: byte-order mark; strict UTF-8 (by far the most common, and its validity is a strong
signal); UTF-16 without a mark, recognised by its zero bytes; otherwise the ``chardet``
detector. chardet was chosen over charset-normalizer after measuring both on short Russian
(cp1251, KOI8-R), Chinese (GBK, GB18030, Big5) and Western European (Latin-1, cp1252)
samples: chardet named all of them, charset-normalizer took French Latin-1 for cp1250.
"""

from __future__ import annotations

import codecs
import re
from typing import NamedTuple

from app.errors import UnsupportedFormatError

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# Detectors name the narrow legacy charset; decode with its superset so that rare characters
# (curly quotes in "ISO-8859-1" text, rare Han in "GB2312" text) still decode.
LEGACY_SUPERSETS = {
    "ascii": "utf-8",
    "iso8859-1": "cp1252",
    "latin-1": "cp1252",
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "big5": "big5hkscs",
    "euc_kr": "cp949",
    "shift_jis": "cp932",
    "iso8859-9": "cp1254",
}
_DETECT_BYTES = 1 << 20


def _chardet_guess(data: bytes) -> dict[str, object]:
    """chardet's answer for ``data``. chardet is imported here, on the first text that is not
    UTF-8 or UTF-16 with a mark: its import costs tens of milliseconds, which a command checking
    a UTF-8 paper (most of them) should not pay."""
    import chardet

    found = chardet.detect(data)
    return dict(found) if found else {"encoding": None}


def _detected_utf16(data: bytes, detected: dict) -> str | None:
    """Run chardet once (its answer is kept in ``detected``); its encoding if it is UTF-16."""
    if not detected:
        detected.update(_chardet_guess(data[:_DETECT_BYTES]))
    name = (detected.get("encoding") or "").lower().replace("_", "-")
    return detected["encoding"] if name.startswith("utf-16") else None


def _utf16_without_bom(data: bytes) -> str | None:
    sample = data[:8192]
    half = len(sample) // 2
    if half < 2:
        return None
    even_zeros = sample[0::2].count(0)
    odd_zeros = sample[1::2].count(0)
    if odd_zeros > 0.3 * half and even_zeros < 0.05 * half:
        return "utf-16-le"
    if even_zeros > 0.3 * half and odd_zeros < 0.05 * half:
        return "utf-16-be"
    return None


#: Control characters that are no text (NUL, C0 controls other than tab, newlines, vertical tab
#: and form feed, and DEL): left out of a text file's text.
_NOT_TEXT = re.compile("[\x00-\x08\x0e-\x1f\x7f]")
_NOT_TEXT_BYTES = re.compile(b"[\x00-\x08\x0e-\x1a\x1c-\x1f\x7f]")
#: A text file may hold this share of such bytes (a few NULs from a broken editor or upload);
#: above it the file is binary data. Random or compressed bytes hold ~12.5 % C0 controls, a
#: program far more NULs, UTF-16 read as 8-bit text 50 %.
NOT_TEXT_SHARE = 0.05


def looks_binary(data: bytes) -> bool:
    """True when the bytes are not text in any 8-bit encoding: more than ``NOT_TEXT_SHARE`` of
    the first 64 KiB are NUL or other control bytes."""
    sample = data[:65536]
    controls = sum(
        sample.count(bytes([b])) for b in (*range(0, 8), 11, *range(14, 27), *range(28, 32))
    )
    return controls > NOT_TEXT_SHARE * max(len(sample), 1)


_CONTROL = re.compile("[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
#: The bytes of ``_CONTROL``'s and ``_NOT_TEXT``'s characters that are ASCII: an ASCII file
#: without any of them is its own text (``decode``'s fast path).
_ASCII_CONTROL_BYTES = bytes([*range(0, 9), 11, *range(14, 32), 127])


def _mostly_printable(text: str) -> bool:
    """At most ``NOT_TEXT_SHARE`` control characters: what text is, and what UTF-16 misread as
    UTF-8 (half of it NULs) is not."""
    sample = text[:65536]
    return len(_CONTROL.findall(sample)) <= NOT_TEXT_SHARE * max(len(sample), 1)


class Decoded(NamedTuple):
    """A text file's text, the encoding it was read in, and how many control characters that
    are no text (NUL bytes …) were left out of it."""

    text: str
    encoding: str
    dropped: int = 0


def _cleaned(text: str, encoding: str) -> Decoded:
    cleaned, dropped = _NOT_TEXT.subn("", text)
    return Decoded(cleaned, encoding, dropped)


def decode_text(data: bytes) -> tuple[str, str]:
    """Decode a text file's bytes; returns ``(text, encoding)`` (see ``decode``)."""
    decoded = decode(data)
    return decoded.text, decoded.encoding


def decode(data: bytes) -> Decoded:
    """Decode a text file's bytes.

    The byte-order mark, if any, is not part of the text, and control characters that are no
    text (NUL, the C0 controls but tab, newlines, vertical tab and form feed, DEL) are left
    out and counted; nothing else is changed (no newline conversion, no stripping), so offsets
    are indices into the returned text. Raises ``UnsupportedFormatError`` for binary data (more
    than ``NOT_TEXT_SHARE`` control bytes). O(len(data)).
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                text = data[len(bom) :].decode(encoding)
            except UnicodeDecodeError:
                break  # a stray mark on binary data: fall through to the checks below
            if _mostly_printable(text):
                return _cleaned(text, encoding + " (with BOM)")
            break
    if data.isascii() and len(data.translate(None, _ASCII_CONTROL_BYTES)) == len(data):
        # No control character to count or leave out: two C passes instead of two regex scans.
        return Decoded(data.decode("utf-8"), "utf-8")
    try:
        text = data.decode("utf-8")
        if _mostly_printable(text):
            return _cleaned(text, "utf-8")
    except UnicodeDecodeError:
        pass
    # UTF-16 without a mark: by its zero bytes (cheap), else when the detector says so.
    detected: dict = {}
    utf16 = _utf16_without_bom(data) or _detected_utf16(data, detected)
    if utf16:
        try:
            text = data.decode(utf16)
            if _mostly_printable(text):
                return _cleaned(text, codecs.lookup(utf16).name)
        except UnicodeDecodeError:
            pass
    if looks_binary(data):
        raise UnsupportedFormatError(
            "This file contains binary data, not text. If it is a document, save it as .docx, .pdf, "
            ".odt or .txt and add it again."
        )
    # An 8-bit or ASCII-based multi-byte encoding: there a control byte is never part of a
    # character (no lead or trail byte is below 0x20 or 0x7F), so the few that are no text are
    # taken out before detection (chardet gives up on text holding NULs). ESC stays: the
    # ISO-2022 encodings need it.
    stripped = _NOT_TEXT_BYTES.sub(b"", data)
    removed = len(data) - len(stripped)
    if removed:
        detected = {}
    guesses = []
    _detected_utf16(stripped, detected)  # runs the detector if the UTF-16 checks did not
    if detected.get("encoding"):
        guesses.append(detected["encoding"])
    if len(stripped) > _DETECT_BYTES:
        whole = _chardet_guess(stripped)
        if whole.get("encoding"):
            guesses.append(whole["encoding"])
    guesses += ["cp1252", "latin-1"]
    for guess in guesses:
        try:
            name = codecs.lookup(guess).name
        except LookupError:
            continue
        name = LEGACY_SUPERSETS.get(name, name)
        for candidate in (name, codecs.lookup(guess).name):
            try:
                decoded = _cleaned(stripped.decode(candidate), candidate)
            except UnicodeDecodeError:
                continue
            return decoded._replace(dropped=decoded.dropped + removed)
    raise AssertionError("latin-1 decodes every byte string")  # pragma: no cover
