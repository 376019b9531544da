"""Real damage to a corpus file, made the way a failing disk or a bad copy makes it: pages
zeroed or bytes flipped in the file itself (found by searching the file for the bytes they
hold, so that no SQLite build option such as the dbstat table is needed)."""

from __future__ import annotations

from pathlib import Path


def page_size(path: Path) -> int:
    """The file's page size, from SQLite's header."""
    with path.open("rb") as handle:
        header = handle.read(100)
    size = int.from_bytes(header[16:18], "big")
    return 65536 if size == 1 else size


def page_holding(path: Path, content: bytes, *, from_end: bool = True) -> int:
    """The number (from 0) of a page that holds 64 consecutive bytes of ``content``, found once
    in the file: the last such piece when ``from_end``, else the first. The file must be
    checkpointed (no write-ahead log beside it)."""
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0
    data = path.read_bytes()
    starts = range(len(content) - 64, -1, -16) if from_end else range(0, len(content) - 63, 16)
    for start in starts:
        piece = content[start : start + 64]
        at = data.find(piece)
        if at >= 0 and data.find(piece, at + 1) < 0:
            return at // page_size(path)
    raise AssertionError("the content is not in the file")


def zero_page(path: Path, page: int) -> None:
    """Overwrite one page of the file with zeros (a 4 KiB sector lost)."""
    size = page_size(path)
    assert page > 0
    with path.open("r+b") as handle:
        handle.seek(page * size)
        handle.write(bytes(size))


def flip_bytes(path: Path, page: int, count: int = 20) -> None:
    """Invert the first ``count`` bytes of one page (its header and first cell pointers)."""
    size = page_size(path)
    assert page > 0
    with path.open("r+b") as handle:
        handle.seek(page * size)
        data = handle.read(count)
        handle.seek(page * size)
        handle.write(bytes(b ^ 0xFF for b in data))


def page_of_gram(path: Path, grams) -> int:
    """A page of the gram table (the inverted index): one holding a row of one of ``grams``
    (each stored in its row as a big-endian signed 64-bit integer), found once in the file."""
    data = path.read_bytes()
    for gram in grams:
        signed = int(gram) - (1 << 64) if int(gram) >= 1 << 63 else int(gram)
        needle = signed.to_bytes(8, "big", signed=True)
        at = data.find(needle)
        if at >= 0 and data.find(needle, at + 1) < 0:
            return at // page_size(path)
    raise AssertionError("no gram found in the file")
