"""Never overwrite what the teacher has: the one rule for every file Imbrex writes.

An output path (a report, an evidence bundle, the files of a results folder) is refused when

- it is the corpus, a paper or source being read, or the template (compared by identity:
  ``os.path.samefile`` for existing files, so hard links, symbolic links and the other spelling
  of a name on a case-insensitive drive are caught; the resolved path otherwise);
- it is a folder or not a regular file (a device, a pipe);
- it already exists, is not empty, and is not an earlier Imbrex output of the same kind.

An earlier output is recognised by its content, never by its name: the JSON report starts with
``"schema": "imbrex.report/…"`` (a class summary with ``imbrex.batch/…``), the HTML report holds
``<meta name="generator" content="Imbrex">``, the PDF report's Creator is ``Imbrex …``, the CSV
tables start with one of Imbrex's header lines, the text summary ends with ``TEXT_MARKER``, and
the evidence bundle is a .zip whose ``manifest.json`` has the ``imbrex.bundle/…`` schema. Only
the head or tail of the file is read (at most ``_PEEK`` bytes; a bundle's manifest at most
``_MANIFEST_BYTES``), so a hostile file cannot make the check slow. No Qt here: the command line
and the window's export share it.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import stat
import zipfile
from collections.abc import Iterable
from pathlib import Path

from app.errors import UserError
from app.report.csv_report import PAIR_COLUMNS, PAPER_COLUMNS, SOURCE_COLUMNS

#: The kinds of output; a report format of app.report.writers, "bundle" or "batch-summary".
KINDS = ("html", "pdf", "json", "csv", "text", "bundle", "batch-summary")
#: The last line of every text summary written to a file (how an earlier one is recognised).
TEXT_MARKER = "-- Imbrex similarity report (imbrex.report/1)"
_PEEK = 64 * 1024
_MANIFEST_BYTES = 1024 * 1024
_KIND_NAMES = {
    "html": "HTML report",
    "pdf": "PDF report",
    "json": "JSON report",
    "csv": "CSV table",
    "text": "text summary",
    "bundle": "evidence bundle",
    "batch-summary": "class summary (summary.json)",
}
_JSON_SCHEMA = re.compile(rb'\A(?:\xef\xbb\xbf)?\s*\{\s*"schema"\s*:\s*"imbrex\.(report|batch)/')
_HTML_MARKER = b'<meta name="generator" content="Imbrex">'
#: ``/Creator (Imbrex…`` as Latin-1 or as UTF-16BE with its mark (what Qt writes), or in hex.
_PDF_CREATOR = re.compile(
    rb"/Creator\s*(?:\((?:\xfe\xff\x00I\x00m\x00b\x00r\x00e\x00x|Imbrex)"
    rb"|<\s*(?:FEFF)?(?:00)?49(?:00)?6D(?:00)?62(?:00)?72(?:00)?65(?:00)?78)",
    re.IGNORECASE,
)


class OutputRefused(UserError):
    """Writing there would destroy a file that is not an earlier Imbrex output."""

    kind = "output"


def _csv_header(columns: Iterable[str]) -> bytes:
    line = io.StringIO()
    csv.writer(line).writerow(columns)
    return line.getvalue().encode("utf-8")


_CSV_HEADERS = tuple(_csv_header(c) for c in (SOURCE_COLUMNS, PAPER_COLUMNS, PAIR_COLUMNS))


def same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    """Whether ``a`` and ``b`` name one file: the same inode when both exist (hard links,
    symbolic links, case-insensitive names), else the same resolved, case-folded path."""
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        pass
    try:
        return os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b))
    except (OSError, ValueError):
        return False


def check_output(
    target: str | os.PathLike[str],
    kind: str | None,
    protected: Iterable[tuple[str | os.PathLike[str] | None, str]] = (),
) -> None:
    """Raise OutputRefused when ``target`` must not be written as a ``kind`` output.

    ``protected`` lists (path, what it is) pairs that are never written, e.g.
    ``(corpus, "the corpus")``; a None path is ignored. A None ``kind`` (not known yet)
    checks only that the target is no protected file and no folder. Cost: one ``stat`` per protected path
    and at most ``_PEEK`` bytes read from an existing target.
    """
    if kind is not None and kind not in KINDS:
        raise ValueError(f"unknown output kind {kind!r}")
    shown = str(target)
    for path, role in protected:
        if path is not None and same_file(target, path):
            raise OutputRefused(
                f"this is {role}; Imbrex will not write over it. Choose another file name. "
                "Nothing was written.",
                shown,
            )
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return
    except OSError as error:
        raise OutputRefused(
            f"this path cannot be used ({error.strerror}); choose another file name. Nothing was "
            "written.",
            shown,
        ) from None
    if stat.S_ISDIR(info.st_mode):
        raise OutputRefused("this is a folder; give a file name. Nothing was written.", shown)
    if not stat.S_ISREG(info.st_mode):
        raise OutputRefused(
            "this is not a regular file (a device or a pipe); choose a file name. Nothing was "
            "written.",
            shown,
        )
    if kind is None or info.st_size == 0 or is_earlier_output(target, kind):
        return
    raise OutputRefused(
        f"this file already exists and is {describe(target)}, not an earlier Imbrex "
        f"{_KIND_NAMES[kind]}; Imbrex will not overwrite it. Choose another file name (or move "
        "the file away first). Nothing was written.",
        shown,
    )


def is_earlier_output(path: str | os.PathLike[str], kind: str) -> bool:
    """Whether the existing file ``path`` is an Imbrex output of ``kind`` (by its content)."""
    try:
        if kind == "bundle":
            return _is_bundle(path)
        with open(path, "rb") as file:
            head = file.read(_PEEK)
            if kind in ("text", "pdf"):  # their marker is at the end
                size = os.fstat(file.fileno()).st_size
                file.seek(max(0, size - (512 if kind == "text" else _PEEK)))
                tail = file.read()
    except OSError:
        return False
    if kind == "json":
        match = _JSON_SCHEMA.match(head)
        return bool(match and match.group(1) == b"report")
    if kind == "batch-summary":
        match = _JSON_SCHEMA.match(head)
        return bool(match and match.group(1) == b"batch")
    if kind == "html":
        return _HTML_MARKER in head
    if kind == "csv":
        body = head.removeprefix(b"\xef\xbb\xbf")
        return any(body.startswith(header) for header in _CSV_HEADERS)
    if kind == "text":
        return TEXT_MARKER.encode("utf-8") in tail
    if kind == "pdf":  # the Creator entry, which Qt writes near the file's end
        return head.startswith(b"%PDF") and bool(
            _PDF_CREATOR.search(tail) or _PDF_CREATOR.search(head)
        )
    return False


def _is_bundle(path: str | os.PathLike[str]) -> bool:
    try:
        with zipfile.ZipFile(path) as archive:
            info = archive.getinfo("manifest.json")
            if info.file_size > _MANIFEST_BYTES:
                return False
            with archive.open(info) as member:
                manifest = json.loads(member.read(_MANIFEST_BYTES))
    except (OSError, KeyError, ValueError, zipfile.BadZipFile, NotImplementedError, RuntimeError):
        return False
    return isinstance(manifest, dict) and str(manifest.get("schema", "")).startswith(
        "imbrex.bundle/"
    )


def describe(path: str | os.PathLike[str]) -> str:
    """What an existing file is, in a few words for the message (from its first bytes)."""
    try:
        with open(path, "rb") as file:
            head = file.read(16)
    except OSError:
        return "a file Imbrex cannot read"
    if head.startswith(b"SQLite format 3\x00"):
        return "a database (an Imbrex corpus, or another program's)"
    for other in KINDS:
        if is_earlier_output(path, other):
            return f"an Imbrex {_KIND_NAMES[other]}"
    suffix = Path(path).suffix
    return f"a {suffix} file Imbrex did not write" if suffix else "a file Imbrex did not write"
