"""Clough & Stevenson short answers: engine similarity per plagiarism label (cut/light/heavy/non).

Usage: python benchmarks/clough.py --corpus DIR

``--corpus`` is the corpus folder (e.g. ``../shared/data/clough-stevenson-short-answers``) with
``corpus-20090418/`` (answers ``g<group>p<person>_task<x>.txt`` and the Wikipedia sources
``orig_task<x>.txt``) and the label workbook ``corpus-final09.xls`` (sheet "File list", columns
File and Category); the text folder itself also works when the workbook lies beside or above it.

Every answer is analysed and compared (answer = paper, ``orig_task<x>.txt`` = source) with the
engine's default settings. The script prints count, mean and median of ``similarity``,
``identical`` and ``containment`` per label, whether the means and the medians order cut > light > heavy > non,
whether cut and light both lie above heavy above non by median (issue 14's order), how many
"non" answers score above 10 % (issue 14: none should), and the AUC of each measure for
telling plagiarised answers (cut, light, heavy) from non.

The labels are read from the .xls by a small built-in reader of the legacy format (OLE2
compound file + BIFF8 records: shared strings, labels, numbers), so no spreadsheet library is
needed. Texts are decoded as UTF-8, falling back to Windows-1252, without newline translation.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import statistics
import struct
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.pan import Engine, load_engine, pin_to_one_core  # noqa: E402

LABELS = ("cut", "light", "heavy", "non")
ANSWER = re.compile(r"^g\d+p\w+_task([a-z])\.txt$")


# --- a minimal reader for legacy .xls files (OLE2 compound file, BIFF8) ---------------------

_CFB_MAGIC = bytes.fromhex("D0CF11E0A1B11AE1")
_BOF, _EOF, _BOUNDSHEET, _SST, _CONTINUE = 0x0809, 0x000A, 0x0085, 0x00FC, 0x003C
_LABELSST, _LABEL, _NUMBER, _RK, _MULRK = 0x00FD, 0x0204, 0x0203, 0x027E, 0x00BD
_FORMULA, _STRING, _BOOLERR = 0x0006, 0x0207, 0x0205

Cell = str | float | bool | None


def _cfb_stream(data: bytes, names: Sequence[str]) -> bytes:
    """The first stream called one of ``names`` in an OLE2 compound file (regular FAT only)."""
    if data[:8] != _CFB_MAGIC:
        raise ValueError("not an OLE2 compound file (old .xls)")
    sector = 1 << struct.unpack_from("<H", data, 0x1E)[0]
    n_fat, first_dir = struct.unpack_from("<II", data, 0x2C)
    mini_cutoff = struct.unpack_from("<I", data, 0x38)[0]
    first_difat, n_difat = struct.unpack_from("<iI", data, 0x44)
    per_sector = sector // 4

    def at(number: int) -> int:
        return (number + 1) * sector  # sector 0 follows the header, which fills one sector

    difat = list(struct.unpack_from("<109i", data, 0x4C))
    number = first_difat
    for _ in range(n_difat):
        entries = struct.unpack_from(f"<{per_sector}i", data, at(number))
        difat.extend(entries[:-1])
        number = entries[-1]
    fat: list[int] = []
    for number in [n for n in difat if n >= 0][:n_fat]:
        fat.extend(struct.unpack_from(f"<{per_sector}i", data, at(number)))

    def chain(start: int) -> bytes:
        parts, seen, number = [], set(), start
        while number >= 0:  # negative numbers mark the end of the chain
            if number in seen or number >= len(fat):
                raise ValueError("damaged compound file: bad sector chain")
            seen.add(number)
            parts.append(data[at(number) : at(number) + sector])
            number = fat[number]
        return b"".join(parts)

    directory = chain(first_dir)
    for offset in range(0, len(directory) - 127, 128):
        entry = directory[offset : offset + 128]
        name_length = struct.unpack_from("<H", entry, 0x40)[0]
        name = entry[: max(name_length - 2, 0)].decode("utf-16-le", "replace")
        kind, start, size = entry[0x42], *struct.unpack_from("<iI", entry, 0x74)
        if kind == 2 and name in names:
            if size < mini_cutoff:
                raise ValueError(f"stream {name} is in the mini stream: not supported")
            return chain(start)[:size]
    raise ValueError(f"no stream named {' or '.join(names)}")


def _records(stream: bytes, pos: int = 0) -> Iterator[tuple[int, bytes]]:
    """(type, data) of the BIFF records from ``pos`` on, up to and including the next EOF."""
    while pos + 4 <= len(stream):
        kind, length = struct.unpack_from("<HH", stream, pos)
        yield kind, stream[pos + 4 : pos + 4 + length]
        pos += 4 + length
        if kind == _EOF:
            return


class _Chunks:
    """Bytes of a record and its CONTINUE records, read across their boundaries."""

    def __init__(self, chunks: Sequence[bytes]) -> None:
        self.chunks, self.index, self.pos = list(chunks), 0, 0

    def _left(self) -> int:
        return len(self.chunks[self.index]) - self.pos

    def _advance(self) -> None:
        if self.index + 1 >= len(self.chunks):
            raise ValueError("damaged workbook: string table ends early")
        self.index, self.pos = self.index + 1, 0

    def take(self, count: int) -> bytes:
        """``count`` plain bytes (a string header, formatting runs), across chunk ends."""
        out = bytearray()
        while count:
            if self._left() == 0:
                self._advance()
            part = min(count, self._left())
            out += self.chunks[self.index][self.pos : self.pos + part]
            self.pos += part
            count -= part
        return bytes(out)

    def chars(self, count: int, wide: bool) -> str:
        """``count`` characters; a CONTINUE record restarts them with its own width flag byte."""
        parts = []
        while count:
            if self._left() == 0:
                self._advance()
                wide = bool(self.take(1)[0] & 1)
            width = 2 if wide else 1
            part = min(count, self._left() // width)
            if part == 0:
                raise ValueError("damaged workbook: character split across records")
            raw = self.chunks[self.index][self.pos : self.pos + part * width]
            parts.append(raw.decode("utf-16-le" if wide else "latin-1"))
            self.pos += part * width
            count -= part
        return "".join(parts)

    def unicode_string(self) -> str:
        """An XLUnicodeRichExtendedString (SST entry), skipping rich-text and phonetic data."""
        count, flags = struct.unpack("<HB", self.take(3))
        runs = struct.unpack("<H", self.take(2))[0] if flags & 0x08 else 0
        extra = struct.unpack("<i", self.take(4))[0] if flags & 0x04 else 0
        text = self.chars(count, bool(flags & 0x01))
        self.take(4 * runs + extra)
        return text


def _short_string(data: bytes, pos: int, length_bytes: int) -> str:
    """A BIFF8 string with a 1- or 2-byte character count and a flag byte, inside one record."""
    count = data[pos] if length_bytes == 1 else struct.unpack_from("<H", data, pos)[0]
    wide = data[pos + length_bytes] & 1
    start = pos + length_bytes + 1
    raw = data[start : start + count * (2 if wide else 1)]
    return raw.decode("utf-16-le" if wide else "latin-1")


def _rk(value: int) -> float:
    """The number of an RK value (30-bit integer or the top of a double, maybe times 100)."""
    if value & 2:
        number = float(value >> 2)
    else:
        number = struct.unpack("<d", struct.pack("<Q", (value & 0xFFFFFFFC) << 32))[0]
    return number / 100 if value & 1 else number


def read_xls_sheet(path: Path, sheet: str) -> list[list[Cell]]:
    """The cells of one sheet of a BIFF8 .xls (Excel 97-2003) as rows; empty cells are None."""
    stream = _cfb_stream(path.read_bytes(), ("Workbook", "Book"))
    records = list(_records(stream))
    if not records or records[0][0] != _BOF or struct.unpack_from("<H", records[0][1])[0] != 0x0600:
        raise ValueError(f"{path}: not a BIFF8 workbook (Excel 97 or later)")
    sheets: dict[str, int] = {}
    strings: list[str] = []
    for i, (kind, data) in enumerate(records):
        if kind == _BOUNDSHEET:
            sheets[_short_string(data, 6, 1)] = struct.unpack_from("<I", data)[0]
        elif kind == _SST:
            chunks = [data[8:]]
            for follow, more in records[i + 1 :]:
                if follow != _CONTINUE:
                    break
                chunks.append(more)
            reader = _Chunks(chunks)
            strings = [reader.unicode_string() for _ in range(struct.unpack_from("<I", data, 4)[0])]
    if sheet not in sheets:
        raise ValueError(f"{path}: no sheet {sheet!r} (sheets: {', '.join(sheets)})")

    cells: dict[tuple[int, int], Cell] = {}
    pending: tuple[int, int] | None = None  # a formula whose string result follows
    for kind, data in _records(stream, sheets[sheet]):
        if kind in (_LABELSST, _LABEL, _NUMBER, _RK, _MULRK, _FORMULA, _BOOLERR):
            row, col = struct.unpack_from("<HH", data)
        if kind == _LABELSST:
            cells[row, col] = strings[struct.unpack_from("<I", data, 6)[0]]
        elif kind == _LABEL:
            cells[row, col] = _short_string(data, 6, 2)
        elif kind == _NUMBER:
            cells[row, col] = struct.unpack_from("<d", data, 6)[0]
        elif kind == _RK:
            cells[row, col] = _rk(struct.unpack_from("<i", data, 6)[0])
        elif kind == _MULRK:
            for k in range((len(data) - 6) // 6):
                cells[row, col + k] = _rk(struct.unpack_from("<i", data, 6 + 6 * k)[0])
        elif kind == _BOOLERR:
            cells[row, col] = bool(data[6]) if data[7] == 0 else None
        elif kind == _FORMULA:
            if data[12:14] != b"\xff\xff":
                cells[row, col] = struct.unpack_from("<d", data, 6)[0]
            elif data[6] == 0:
                pending = (row, col)
            elif data[6] == 1:
                cells[row, col] = bool(data[8])
        elif kind == _STRING and pending:
            cells[pending], pending = _short_string(data, 0, 2), None
    if not cells:
        return []
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    return [[cells.get((r, c)) for c in range(cols)] for r in range(rows)]


# --- the benchmark ---------------------------------------------------------------------------


def find_files(corpus: Path) -> tuple[Path, Path]:
    """The folder of the .txt files and the label workbook of a corpus folder."""
    texts = corpus / "corpus-20090418"
    if not any(texts.glob("orig_task*.txt")):
        texts = corpus
    if not any(texts.glob("orig_task*.txt")):
        raise FileNotFoundError(
            f"{corpus}: no orig_task*.txt (neither here nor in corpus-20090418/)"
        )
    for folder in (corpus, texts, corpus.parent):
        workbooks = sorted(folder.glob("*.xls"))
        if workbooks:
            return texts, workbooks[0]
    raise FileNotFoundError(f"{corpus}: no .xls label workbook")


def load_labels(workbook: Path) -> dict[str, str]:
    """File name -> category (cut, light, heavy, non) from the sheet "File list"."""
    rows = read_xls_sheet(workbook, "File list")
    header = [str(cell or "").strip().lower() for cell in rows[0]]
    file_col, label_col = header.index("file"), header.index("category")
    labels = {}
    for row in rows[1:]:
        name, label = row[file_col], row[label_col]
        if isinstance(name, str) and name.strip() and isinstance(label, str):
            labels[name.strip()] = label.strip().lower()
    return labels


def read_text(path: Path) -> str:
    """A corpus file decoded as UTF-8, else Windows-1252 (a few files are), newlines kept."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252")


@dataclass(frozen=True)
class Result:
    """The engine's figures for one answer."""

    name: str
    label: str
    similarity: float
    containment: float
    identical: float = float("nan")


#: The per-source measures of the engine that the table shows.
MEASURES = ("similarity", "identical", "containment")
#: A "non" answer (written without the source) should not be reported above this share.
NON_LIMIT = 0.10


def measure(texts: Path, labels: Mapping[str, str], engine: Engine) -> tuple[list[Result], float]:
    """Compare every labelled answer with its task's source; the results and the engine seconds."""
    seconds = 0.0

    def timed(function: Callable[..., Any], *args: Any) -> Any:
        nonlocal seconds
        start = time.perf_counter()
        value = function(*args)
        seconds += time.perf_counter() - start
        return value

    sources: dict[str, Any] = {}
    results = []
    for name in sorted(labels):
        task = ANSWER.match(name)
        if not task or not (texts / name).is_file():
            continue
        source_name = f"orig_task{task.group(1)}.txt"
        if source_name not in sources:
            source_text = read_text(texts / source_name)
            sources[source_name] = timed(engine.analyse, source_text, engine.settings)
        paper = timed(engine.analyse, read_text(texts / name), engine.settings)
        match = timed(engine.compare, paper, sources[source_name], engine.settings)
        results.append(
            Result(
                name,
                labels[name],
                match.similarity,
                match.containment,
                getattr(match, "identical", float("nan")),
            )
        )
    return results, seconds


def auc(positives: Sequence[float], negatives: Sequence[float]) -> float:
    """Probability that a random positive scores above a random negative (ties count half)."""
    if not positives or not negatives:
        return float("nan")
    wins = sum((p > n) + 0.5 * (p == n) for p in positives for n in negatives)
    return wins / (len(positives) * len(negatives))


def report(results: Sequence[Result], out: TextIO) -> None:
    """Per-label count, mean and median of each measure, the label order, and AUCs."""
    by_label = {label: [r for r in results if r.label == label] for label in LABELS}
    others = sorted({r.label for r in results} - set(LABELS))
    print(
        f"{'label':6} {'n':>3}"
        + "".join(f"  {name + ' mean':>16} {'median':>7}" for name in MEASURES),
        file=out,
    )
    for label in LABELS:
        rows = by_label[label]
        cells = []
        for name in MEASURES:
            values = [getattr(r, name) for r in rows] or [float("nan")]
            cells.append(f"  {statistics.fmean(values):16.3f} {statistics.median(values):7.3f}")
        print(f"{label:6} {len(rows):3}" + "".join(cells), file=out)
    if others:
        print(f"(answers with other labels, not shown: {', '.join(others)})", file=out)
    for measure_name in MEASURES:
        verdicts = []
        for stat in (statistics.fmean, statistics.median):
            values = [
                stat([getattr(r, measure_name) for r in by_label[label]] or [float("nan")])
                for label in LABELS
            ]
            ordered = all(a > b for a, b in zip(values, values[1:], strict=False))
            verdicts.append(
                f"{stat.__name__.replace('fmean', 'mean')} {'yes' if ordered else 'NO'}"
            )
        medians = [
            statistics.median([getattr(r, measure_name) for r in by_label[label]] or [0.0])
            for label in LABELS
        ]
        over_heavy = min(medians[:2]) > medians[2] > medians[3]
        plagiarised = [getattr(r, measure_name) for r in results if r.label in LABELS[:3]]
        non = [getattr(r, measure_name) for r in by_label["non"]]
        print(
            f"{measure_name}: cut > light > heavy > non by {', '.join(verdicts)}; "
            f"cut and light > heavy > non by median {'yes' if over_heavy else 'NO'}; "
            f"non above {NON_LIMIT:.0%}: {sum(v > NON_LIMIT for v in non)}/{len(non)}; "
            f"AUC plagiarised vs non {auc(plagiarised, non):.3f}",
            file=out,
        )


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the benchmark and print the table."""
    out = out or sys.stdout
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True, help="Clough & Stevenson folder")
    args = parser.parse_args(argv)
    texts, workbook = find_files(args.corpus)
    labels = load_labels(workbook)
    missing = sorted(n for n in labels if not (texts / n).is_file())
    engine = load_engine()
    print(f"settings: {dataclasses.asdict(engine.settings)}", file=out)
    start = time.perf_counter()
    results, seconds = measure(texts, labels, engine)
    wall = time.perf_counter() - start
    print(f"corpus: {texts} ({len(results)} answers, labels from {workbook.name})", file=out)
    if missing:
        print(f"warning: {len(missing)} labelled files are missing: {missing[:5]}", file=out)
    print(file=out)
    report(results, out)
    print(f"\nengine {seconds:.2f} s, wall {wall:.2f} s", file=out)
    return 0


if __name__ == "__main__":
    pin_to_one_core()
    sys.exit(main())
