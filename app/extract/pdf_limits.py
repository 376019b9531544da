"""A budget on the decoded size of a PDF's streams, enforced while pdfminer.six decompresses.

pdfminer decodes a stream's filters in ``PDFStream.decode`` with ``zlib.decompress`` and whole-
buffer decoders, so a 10 KB PDF whose stream is ``[/FlateDecode /FlateDecode]`` over 6 GiB of
zeros asks for 6 GiB. ``install(limits)`` swaps the decoders ``pdfminer.pdftypes`` calls for
bounded ones: Flate inflates through ``zlib.decompressobj`` with ``max_length``, LZW stops
pulling from pdfminer's decoder generator, RunLength is sized before it is expanded (pdfminer
expands it into a list of ints, 8 bytes a byte). Each filter's output may be at most
``Limits.max_pdf_stream_bytes``, and all streams of the document together
``Limits.max_pdf_decoded_bytes``; past either, ``MemoryLimitError`` is raised, and raised again
for any further stream, so the PDF is skipped with the reason. ASCII85/ASCIIHex output is
smaller than their input; CCITT (images, which text extraction does not decode) is counted
after the fact. The reader's address-space limit (``sandbox.py``) backs this up.

Cost: the decoding's own; the budget check is O(1) per chunk (RunLength: one pass to size it).
"""

from __future__ import annotations

import zlib
from io import BytesIO
from types import SimpleNamespace

from pdfminer import pdftypes
from pdfminer.lzw import LZWDecoder

from app.errors import MemoryLimitError
from app.extract.limits import Limits, MiB

_ORIGINAL = {
    name: getattr(pdftypes, name)
    for name in ("zlib", "decompress_corrupted", "lzwdecode", "rldecode", "ccittfaxdecode")
}


class _Budget:
    """What one document may still decode; one per ``install``."""

    def __init__(self, limits: Limits) -> None:
        self.stream = limits.max_pdf_stream_bytes
        self.left = limits.max_pdf_decoded_bytes
        self.total = limits.max_pdf_decoded_bytes
        self.exceeded = False

    def room(self) -> int:
        """The most one filter may now produce."""
        if self.exceeded:
            raise self.error()
        return min(self.stream, self.left)

    def take(self, size: int) -> None:
        if size > self.room():
            self.exceeded = True
            raise self.error()
        self.left -= size

    def error(self) -> MemoryLimitError:
        return MemoryLimitError(
            "This PDF holds compressed data that unpacks to more than Imbrex allows a PDF "
            f"({self.stream // MiB} MB for one part, {self.total // MiB} MB in all): far more "
            "than any paper needs, so it may be a 'decompression bomb'. It is skipped. Open it "
            "in a PDF viewer and print or save it as a new PDF if it is a real document."
        )


_budget: _Budget | None = None
#: Flate output is produced in pieces of this size, so a refused stream costs about its budget.
_PIECE = 16 * MiB


def _current() -> _Budget:
    assert _budget is not None, "pdf_limits.install() was not called"
    return _budget


def _inflate(data: bytes) -> bytes:
    """``zlib.decompress`` that stops at the budget (raises ``zlib.error`` when truncated, as it
    does, so that pdfminer falls back to ``decompress_corrupted``)."""
    budget = _current()
    room = budget.room()
    inflater = zlib.decompressobj()
    parts: list[bytes] = []
    size = 0
    pending = data
    while True:  # in pieces: zlib's one-call output buffer would double the peak at its end
        part = inflater.decompress(pending, _PIECE)
        size += len(part)
        if size > room:
            budget.take(size)
        parts.append(part)
        pending = inflater.unconsumed_tail
        if inflater.eof or (not pending and len(part) < _PIECE):
            break  # a full piece may leave output inside zlib with all input consumed
    if not inflater.eof:
        raise zlib.error("Error -5 while decompressing data: incomplete or truncated stream")
    budget.take(size)
    return parts[0] if len(parts) == 1 else b"".join(parts)


def _inflate_damaged(data: bytes) -> bytes:
    """pdfminer's ``decompress_corrupted`` (inflate byte by byte, keep what came out before the
    damage), stopping at the budget."""
    budget = _current()
    room = budget.room()
    inflater = zlib.decompressobj()
    out = bytearray()
    i = 0
    try:
        for i in range(len(data)):
            out += inflater.decompress(data[i : i + 1])
            if len(out) > room:
                budget.take(len(out))
    except zlib.error:
        if i < len(data) - 3:
            raise
    budget.take(len(out))
    return bytes(out)


def _lzw(data: bytes) -> bytes:
    budget = _current()
    room = budget.room()
    parts: list[bytes] = []
    size = 0
    for part in LZWDecoder(BytesIO(data)).run():
        size += len(part)
        if size > room:
            budget.take(size)
        parts.append(part)
    budget.take(size)
    return b"".join(parts)


def runlength_size(data: bytes, stop: int) -> int:
    """The size RunLength-decoding ``data`` gives (PDF 1.7, 7.4.5), counting no further than
    just past ``stop``. O(runs)."""
    size = 0
    i = 0
    n = len(data)
    while i < n and size <= stop:
        length = data[i]
        if length == 128:
            break
        if length < 128:
            size += length + 1
            i += length + 2
        else:
            size += 257 - length
            i += 2
    return size


def _runlength(data: bytes) -> bytes:
    budget = _current()
    room = budget.room()
    size = runlength_size(data, room)
    if size > room:
        budget.take(size)
    out = _ORIGINAL["rldecode"](data)
    budget.take(len(out))
    return out


def _ccitt(data: bytes, params) -> bytes:
    budget = _current()
    budget.room()
    out = _ORIGINAL["ccittfaxdecode"](data, params)
    budget.take(len(out))
    return out


_BOUNDED = {
    "zlib": SimpleNamespace(decompress=_inflate, error=zlib.error),
    "decompress_corrupted": _inflate_damaged,
    "lzwdecode": _lzw,
    "rldecode": _runlength,
    "ccittfaxdecode": _ccitt,
}


def install(limits: Limits) -> None:
    """Start a fresh budget for one PDF and make pdfminer decode through it (idempotent).
    Call it before opening each document."""
    global _budget
    _budget = _Budget(limits)
    for name, bounded in _BOUNDED.items():
        setattr(pdftypes, name, bounded)


def uninstall() -> None:
    """Give pdfminer its own decoders back (for tests)."""
    global _budget
    _budget = None
    for name, original in _ORIGINAL.items():
        setattr(pdftypes, name, original)
