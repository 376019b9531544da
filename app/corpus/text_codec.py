"""The compression of a stored text (docs/corpus.md, "Stored texts").

A text is stored as one Zstandard frame (level :data:`LEVEL`) since format 5 of the corpus
file (migration 5; format 6 of a PostgreSQL corpus, migration 0006). Texts stored before are
zlib streams and are read as they are: a Zstandard frame starts with its magic number, a zlib
stream never does (its first byte is its method byte, 0x78 for zlib's default window).

Zstandard instead of zlib: on the made-up documents of ``make bench-corpus`` level 3
compresses at 148 MB/s against zlib level 6's 34 MB/s (the text's compression was a fifth of an
indexing worker's time), to 0.517 of the UTF-8 size against 0.511, and decompresses twice as
fast (a check reads its candidates' texts). The library is Python 3.14's
``compression.zstd`` (PEP 784), or before 3.14 its backport ``backports.zstd``, the same API by
the same author.
"""

from __future__ import annotations

import zlib

try:
    from compression import zstd  # type: ignore[import-not-found, unused-ignore]
except ImportError:  # Python before 3.14
    from backports import zstd  # type: ignore[no-redef, import-not-found, unused-ignore]

#: Zstandard's own default: within 1 % of zlib level 6's size at four times its speed.
LEVEL = 3

#: The bound on a text's bytes where its length is not at hand (a migration's SQL function).
MOST_BYTES = 1 << 30

#: The first four bytes of every Zstandard frame (RFC 8878, 3.1.1).
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


def compress(raw: bytes) -> bytes:
    """``raw`` as one Zstandard frame at :data:`LEVEL`. O(len(raw))."""
    return bytes(zstd.compress(raw, level=LEVEL))


def decompress(data: bytes, most: int) -> bytes | None:
    """The bytes stored in ``data`` (a Zstandard frame, or a zlib stream of an older corpus),
    or None when ``data`` is damaged, incomplete, followed by other bytes, or would give more
    than ``most`` bytes (the bound keeps a damaged length field from filling memory: the
    caller knows how long the text is). O(most)."""
    if data[:4] == ZSTD_MAGIC:
        frame = zstd.ZstdDecompressor()
        try:
            raw = frame.decompress(data, max_length=most + 1)
        except zstd.ZstdError:
            return None
        complete = frame.eof and not frame.unused_data
    else:
        stream = zlib.decompressobj()
        try:
            raw = stream.decompress(data, most + 1)
        except zlib.error:
            return None
        complete = stream.eof and not stream.unused_data
    return bytes(raw) if complete and len(raw) <= most else None
