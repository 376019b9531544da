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

import chardet

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


def _detected_utf16(data: bytes, detected: dict) -> str | None:
    """Run chardet once (its answer is kept in ``detected``); its encoding if it is UTF-16."""
    if not detected:
        detected.update(chardet.detect(data[:_DETECT_BYTES]) or {"encoding": None})
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


def looks_binary(data: bytes) -> bool:
    """True when the bytes are not text in any 8-bit encoding (NUL or many control bytes)."""
    sample = data[:65536]
    if b"\x00" in sample:
        return True
    controls = sum(
        sample.count(bytes([b])) for b in (*range(0, 8), 11, *range(14, 27), *range(28, 32))
    )
    return controls > 0.01 * max(len(sample), 1)


_CONTROL = re.compile("[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


def _mostly_printable(text: str) -> bool:
    """At most 2% control characters: what text is, and what UTF-16 misread as UTF-8 is not."""
    sample = text[:65536]
    return len(_CONTROL.findall(sample)) <= 0.02 * max(len(sample), 1)


def decode_text(data: bytes) -> tuple[str, str]:
    """Decode a text file's bytes; returns ``(text, encoding)``.

    The byte-order mark, if any, is not part of the text; nothing else is changed (no newline
    conversion, no stripping), so offsets are indices into exactly what the file says.
    Raises ``UnsupportedFormatError`` for binary data.
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return data[len(bom) :].decode(encoding), encoding + " (with BOM)"
            except UnicodeDecodeError:
                break  # a stray mark on binary data: fall through to the checks below
    try:
        text = data.decode("utf-8")
        if _mostly_printable(text):
            return text, "utf-8"
    except UnicodeDecodeError:
        pass
    # UTF-16 without a mark: by its zero bytes (cheap), else when the detector says so.
    detected: dict = {}
    utf16 = _utf16_without_bom(data) or _detected_utf16(data, detected)
    if utf16:
        try:
            text = data.decode(utf16)
            if _mostly_printable(text):
                return text, codecs.lookup(utf16).name
        except UnicodeDecodeError:
            pass
    if looks_binary(data):
        raise UnsupportedFormatError(
            "This file contains binary data, not text. If it is a document, save it as .docx, .pdf, "
            ".odt or .txt and add it again."
        )
    guesses = []
    _detected_utf16(data, detected)  # runs the detector if the UTF-16 checks did not
    if detected.get("encoding"):
        guesses.append(detected["encoding"])
    if len(data) > _DETECT_BYTES:
        whole = chardet.detect(data)
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
                return data.decode(candidate), candidate
            except UnicodeDecodeError:
                continue
    raise AssertionError("latin-1 decodes every byte string")  # pragma: no cover
