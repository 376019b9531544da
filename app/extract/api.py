"""Reading documents: one file, one buffer, or a whole set of files, folders and archives."""

from __future__ import annotations

import hashlib
import importlib
import logging
import os
import stat
import traceback
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from app.errors import (
    ArchiveError,
    Cancelled,
    CorruptFileError,
    EmptyFileError,
    FileTooLargeError,
    FileUnreadableError,
    UserError,
)
from app.extract.builder import Extracted, ReaderCrashed
from app.extract.document import Document, Flag
from app.extract.evasion import homoglyph_flags, invisible_char_flags
from app.extract.folder_walk import walk_folder
from app.extract.limits import DEFAULT_LIMITS, Limits, MiB
from app.extract.sniff import EXTENSION_FORMATS, FORMAT_NAMES, extension_of, sniff
from app.extract.zip_reader import skipped_kind, zip_members
from app.progress import Cancel, Progress

log = logging.getLogger(__name__)

_READERS = {
    "txt": ("app.extract.txt_reader", "read_txt"),
    "docx": ("app.extract.docx_reader", "read_docx"),
    "pdf": ("app.extract.pdf_reader", "read_pdf"),
    "odt": ("app.extract.odt_reader", "read_odt"),
    "rtf": ("app.extract.rtf_reader", "read_rtf"),
    "html": ("app.extract.html_reader", "read_html"),
}
# Below this many characters per KiB of file a document is flagged as having little text
# (see docs/extraction.md): a 1 MB .docx normally holds 20,000+ characters even with pictures.
LITTLE_TEXT_MIN_BYTES = 256 * 1024
LITTLE_TEXT_CHARS_PER_KIB = 2.0


@dataclass(frozen=True, slots=True)
class Extraction:
    """The outcome for one document of a batch: the document, or the error that skipped it."""

    path: str
    document: Document | None = None
    error: UserError | None = None

    def __post_init__(self) -> None:
        if (self.document is None) == (self.error is None):
            raise ValueError("an extraction has either a document or an error")


def read_file_bytes(path: str | os.PathLike, limits: Limits = DEFAULT_LIMITS) -> bytes:
    """All bytes of a file, with a teacher-readable error for every way this can fail."""
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise FileUnreadableError(
            "The file does not exist (moved or deleted?).", str(path)
        ) from None
    except OSError as exc:
        raise FileUnreadableError(f"The file cannot be opened: {exc.strerror}.", str(path)) from exc
    if stat.S_ISDIR(info.st_mode):
        raise FileUnreadableError("This is a folder, not a file.", str(path))
    if not stat.S_ISREG(info.st_mode):
        raise FileUnreadableError("This is not a regular file.", str(path))
    if info.st_size > limits.max_file_bytes:
        raise FileTooLargeError(
            f"The file is {info.st_size / MiB:.0f} MB, more than the limit of "
            f"{limits.max_file_bytes // MiB} MB for one document. If it is a paper with large "
            "pictures, save it as PDF with compressed images, or as plain text.",
            str(path),
        )
    if info.st_size == 0:
        raise EmptyFileError(
            "The file is empty (0 bytes). Ask the student to submit it again.", str(path)
        )
    try:
        with open(path, "rb") as stream:
            data = stream.read(limits.max_file_bytes + 1)
    except PermissionError:
        raise FileUnreadableError(
            "You do not have permission to read this file. Copy it to a folder of yours, or ask "
            "the owner to share it.",
            str(path),
        ) from None
    except OSError as exc:
        raise FileUnreadableError(
            f"The file could not be read: {exc.strerror or exc}.", str(path)
        ) from exc
    if len(data) > limits.max_file_bytes:
        raise FileTooLargeError(
            f"The file grew beyond the limit of {limits.max_file_bytes // MiB} MB while being read.",
            str(path),
        )
    return data


def _read(fmt: str, data: bytes, limits: Limits, cancel: Cancel | None) -> Extracted:
    """Run the format's reader: in a watched child process unless plain text or not isolated.

    A reader's own failure (anything but a ``UserError``) comes out as ``ReaderCrashed``, so that
    it can be told apart from a bug in the code around it, which must not pass for a bad file.
    """
    module, function = _READERS[fmt]
    if limits.isolate and fmt != "txt":
        from app.extract.sandbox import read_in_child  # multiprocessing: not for plain text

        return read_in_child(module, function, data, limits, cancel)
    reader = getattr(importlib.import_module(module), function)
    try:
        return reader(data, limits)
    except (UserError, MemoryError):
        raise
    except Exception as exc:  # third-party parsers fail in many ways on damaged input
        raise ReaderCrashed(f"{type(exc).__name__}: {exc}", traceback.format_exc()) from exc


def _little_text_flag(extracted: Extracted, size: int) -> Flag | None:
    text = extracted.text
    chars = len(text.strip())
    if not chars or size < LITTLE_TEXT_MIN_BYTES:
        return None
    if chars / (size / 1024) < LITTLE_TEXT_CHARS_PER_KIB:
        return Flag(
            "little-text",
            0,
            len(text),
            f"only {chars} characters of text in a {size / MiB:.1f} MB file: most of it may be "
            "pictures (scanned pages?) whose text Imbrex cannot read",
        )
    return None


def extract_bytes(
    data: bytes, path: str, limits: Limits = DEFAULT_LIMITS, cancel: Cancel | None = None
) -> Document:
    """Read one document from its bytes; ``path`` is its name for people and for format hints.

    The reader is chosen by content (``sniff``) and runs under the watchdog of ``sandbox.py``.
    Raises a ``UserError`` (with ``path`` set) for anything wrong with the file, ``Cancelled``
    when ``cancel()`` turns true while it reads; never returns a half-read document.
    """
    try:
        if not data:
            raise EmptyFileError("The file is empty (0 bytes). Ask the student to submit it again.")
        if len(data) > limits.max_file_bytes:
            raise FileTooLargeError(
                f"The file is larger than the limit of {limits.max_file_bytes // MiB} MB."
            )
        fmt = sniff(data, path)
        if fmt == "zip":
            raise ArchiveError(
                "This is a .zip archive; add it as a set of papers and each document inside is "
                "read on its own."
            )
        try:
            extracted = _read(fmt, data, limits, cancel)
        except ReaderCrashed as exc:
            log.info("reading %s as %s failed:\n%s", path, fmt, exc.details)
            raise CorruptFileError(
                f"This file looks like {FORMAT_NAMES[fmt]} but could not be read: it is damaged "
                f"or incomplete ({exc}). Open it in the program that made it and save it again, "
                "or download it again."
            ) from exc
        if len(extracted.text) > limits.max_text_chars:
            raise FileTooLargeError(
                f"This file holds {len(extracted.text):,} characters of text, more than Imbrex "
                f"compares in one document ({limits.max_text_chars:,}, about a million words "
                "or 2,000 pages). If it is a paper or a book, split it into parts and use each "
                "part on its own."
            )
        flags = [*extracted.flags]
        if not extracted.text.strip():
            if not any(f.kind == "no-text-layer" for f in flags):
                raise EmptyFileError(
                    f"This file is {FORMAT_NAMES[fmt]} without any text. If it holds pictures of "
                    "pages, run text recognition (OCR) first."
                )
        little = _little_text_flag(extracted, len(data))
        if little and not any(f.kind in ("little-text", "no-text-layer") for f in flags):
            flags.append(little)
        flags += invisible_char_flags(extracted.text)
        flags += homoglyph_flags(extracted.text)
        flags.sort(key=lambda f: (f.start, f.end, f.kind))
        warnings = list(extracted.warnings)
        claimed = EXTENSION_FORMATS.get(extension_of(path))
        if claimed and claimed != fmt:
            warnings.insert(
                0,
                f"The file is named {extension_of(path)} but is {FORMAT_NAMES[fmt]}; it was read as such.",
            )
        return Document(
            text=extracted.text,
            path=path,
            format=fmt,
            sha256=hashlib.sha256(data).hexdigest(),
            size=len(data),
            metadata=extracted.metadata,
            paragraph_starts=tuple(extracted.paragraph_starts),
            page_starts=tuple(extracted.page_starts),
            flags=tuple(flags),
            regions=tuple(sorted(extracted.regions, key=lambda r: (r.start, r.end))),
            warnings=tuple(warnings),
        )
    except UserError as exc:
        exc.for_path(path)
        raise


def extract(
    path: str | os.PathLike, limits: Limits = DEFAULT_LIMITS, cancel: Cancel | None = None
) -> Document:
    """Read one document file: ``read_file_bytes`` then ``extract_bytes``. O(file size)."""
    return extract_bytes(read_file_bytes(path, limits), str(path), limits, cancel)


class FolderFile(NamedTuple):
    """A file named by the user or met in a folder walk; ``skipped`` says why it is not to be
    read (a link leading outside the folder), else None."""

    path: Path
    from_folder: bool
    skipped: str | None = None


def document_files(paths: Iterable[str | os.PathLike]) -> Iterator[FolderFile]:
    """Every file named by ``paths``; folders are walked recursively in name order, skipping
    system junk (``.DS_Store``, ``__MACOSX`` …) and not following links out of the folder
    (see ``app.extract.folder_walk``)."""
    for given in paths:
        given = Path(given)
        if given.is_dir():
            for entry in walk_folder(given):
                yield FolderFile(entry.path, True, entry.skipped)
        else:
            yield FolderFile(given, False)


def iter_extractions(
    paths: Iterable[str | os.PathLike],
    limits: Limits = DEFAULT_LIMITS,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
) -> Iterator[Extraction]:
    """Read every document named by ``paths`` (files, folders, .zip archives), skipping bad ones.

    Folders are walked recursively; archives yield one extraction per member. A file that cannot
    be read yields an ``Extraction`` with its error and the batch goes on. ``progress(done,
    total, path)`` is called after each document; ``cancel()`` is checked before each one.
    Cost: O(total size of the files).
    """
    tasks = list(document_files(paths))
    total, done = len(tasks), 0
    for file, from_folder, skipped in tasks:
        if cancel and cancel():
            return
        shown = str(file)
        if skipped is not None:
            done += 1
            yield Extraction(shown, error=FileUnreadableError(skipped, shown))
            if progress:
                progress(done, total, shown)
            continue
        if from_folder and extension_of(shown) not in EXTENSION_FORMATS:
            done += 1
            yield Extraction(shown, error=skipped_kind(shown).for_path(shown))
            if progress:
                progress(done, total, shown)
            continue
        try:
            data = read_file_bytes(file, limits)
            if sniff(data, shown) == "zip":
                count, members = zip_members(data, shown, limits)
                total += count - 1  # the archive stands for its members
                for member_path, content in members:
                    if cancel and cancel():
                        return
                    yield _extract_member(member_path, content, limits, cancel)
                    done += 1
                    if progress:
                        progress(done, total, member_path)
                continue
            yield Extraction(shown, document=extract_bytes(data, shown, limits, cancel))
        except Cancelled:
            return
        except UserError as exc:
            yield Extraction(shown, error=exc.for_path(shown))
        done += 1
        if progress:
            progress(done, total, shown)


def _extract_member(
    path: str, content: bytes | UserError, limits: Limits, cancel: Cancel | None
) -> Extraction:
    if isinstance(content, UserError):
        return Extraction(path, error=content.for_path(path))
    try:
        return Extraction(path, document=extract_bytes(content, path, limits, cancel))
    except UserError as exc:
        return Extraction(path, error=exc.for_path(path))
