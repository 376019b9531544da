"""Where an inline image (``BI … ID data EI`` in a page's content stream) ends, found reliably
and in linear time.

pdfminer.six's ``PDFContentParser.get_inline_data`` takes the first ``EI`` followed by a white-
space byte for the end. Two faults follow, both seen on 2-page scans whose JPEG pages are
inline images:

- Binary image data holds such an ``EI`` by chance (about one per 3 MB of JPEG); pdfminer then
  parses the rest of the picture as page operators and fails on it, e.g. ``AssertionError:
  Invalid octal`` from its string parser, and the scan was reported as *damaged* instead of as
  having no text layer.
- It grows a ``bytes`` object and copies all the data gathered so far after every ``E`` byte:
  O(n·k) for n bytes with k ``E`` bytes; a 1.5 MB CMYK JPEG page took 11 s, so a larger page
  can outlast the watchdog's stall limit (``sandbox.py``), again "damaged".

``install()`` replaces that method. The image data lies within one content stream (PDF 1.7,
7.8.2: a stream boundary falls between tokens), which pdfminer holds in memory, so the rest of
that stream is searched with one regular expression, O(n). An end is an ``EI`` (``~>`` for
ASCII85 data) followed by white space or the end of the stream, and taken only when the next
bytes look like page operators: printable ASCII or line ends (pdf.js's test, 10 bytes).
JPEG data (starting ``FF D8``) must moreover end with its end-of-image marker ``FF D9`` before
the ``EI``, if any such end exists. The data given back excludes the end marker and one end of
line before it, as pdfminer's does. Without any end, the image runs to the end of the stream.
"""

from __future__ import annotations

import re

from pdfminer import pdfinterp

_ORIGINAL = pdfinterp.PDFContentParser.get_inline_data
#: White space as ``bytes.isspace`` (pdfminer's own test) sees it.
_SPACE = rb"[ \t\n\r\x0b\x0c]"
#: What may follow an image's end: page operators, i.e. printable ASCII and line ends.
_OPERATORS = re.compile(rb"[\t\n\r\x0c\x20-\x7f]*")
#: Bytes after the end that must look like operators (pdf.js: 10).
LOOKAHEAD = 10
_JPEG_START = b"\xff\xd8"
_JPEG_END = b"\xff\xd9"
_TRAILING_EOL = re.compile(rb"(\x0d\x0a|[\x0d\x0a])$")


def _followed_by_operators(rest: bytes, end: int) -> bool:
    """Whether ``rest[end:]`` (just past an end marker) starts with white space or nothing,
    then bytes that look like page operators."""
    if end == len(rest):
        return True
    if not rest[end : end + 1].isspace():
        return False
    window = rest[end + 1 : end + 1 + LOOKAHEAD]
    match = _OPERATORS.match(window)
    return match is not None and match.end() == len(window)


def image_end(rest: bytes, target: bytes = b"EI") -> tuple[int, int]:
    """``(data_end, resume)`` for inline image data ``rest`` (from just past ``ID``): the data
    is ``rest[:data_end]``, parsing goes on at ``resume``. O(len(rest))."""
    marker = re.compile(re.escape(target))
    if rest.startswith(_JPEG_START):
        jpeg = re.compile(re.escape(_JPEG_END) + _SPACE + b"*" + re.escape(target))
        for match in jpeg.finditer(rest):
            if _followed_by_operators(rest, match.end()):
                return match.end() - len(target), min(match.end() + 1, len(rest))
    for match in marker.finditer(rest):
        if _followed_by_operators(rest, match.end()):
            return match.start(), min(match.end() + 1, len(rest))
    return len(rest), len(rest)


def get_inline_data(
    self: pdfinterp.PDFContentParser, pos: int, target: bytes = b"EI"
) -> tuple[int, bytes]:
    """The inline image data from ``pos`` to its end (see the module), which is consumed.
    O(rest of the content stream)."""
    self.seek(pos)  # loads the current content stream; PSEOF past the last one, as pdfminer's
    rest = self.fp.read()
    data_end, resume = image_end(rest, target)
    self.seek(pos + resume)
    return (pos, _TRAILING_EOL.sub(b"", rest[:data_end]))


def install() -> None:
    """Make pdfminer find inline images' ends with ``get_inline_data`` (idempotent)."""
    pdfinterp.PDFContentParser.get_inline_data = get_inline_data  # type: ignore[method-assign]


def uninstall() -> None:
    """Give pdfminer its own method back (for tests)."""
    pdfinterp.PDFContentParser.get_inline_data = _ORIGINAL  # type: ignore[method-assign]
