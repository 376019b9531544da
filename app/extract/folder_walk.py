"""Walking a folder of documents: every file under it, in name order, system junk left out,
and no link followed out of the folder.

A symbolic link (or a Windows junction) found in the folder is followed only when it resolves
to a place inside the folder given; one leading outside it (``essays/x -> /etc/passwd``) is
listed with the reason it was skipped, never read. Each real folder is walked once, so a link
to a folder's own parent cannot make a loop. Used by every folder walk of Imbrex (``corpus
add``, ``batch``, ``extract``, the window's open/drop of a folder) through
``app.extract.api``.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from app.extract.zip_reader import is_junk

LINK_OUTSIDE = (
    "Skipped: link leading outside the folder (to {target}); only documents inside the "
    "folder given are read. Name that file or folder itself if it should be read."
)


@dataclass(frozen=True, slots=True)
class FolderEntry:
    """A file met in a folder walk; ``skipped`` says why it is not to be read (else None)."""

    path: Path
    skipped: str | None = None


def _real(path: str | os.PathLike) -> str:
    return os.path.normcase(os.path.realpath(path))


def _inside(real: str, root: str) -> bool:
    try:
        return os.path.commonpath([real, root]) == root
    except ValueError:  # different drives on Windows
        return False


def _identity(path: str) -> tuple[int, int] | str:
    try:
        info = os.stat(path)
    except OSError:
        return _real(path)
    return (info.st_dev, info.st_ino) if info.st_ino else _real(path)


def walk_folder(folder: str | os.PathLike) -> Iterator[FolderEntry]:
    """Every file under ``folder``: its own files in name order, then each subfolder's.

    Links resolving outside ``folder`` come as entries with ``skipped`` set (and a link to a
    folder outside is not entered); folders that cannot be listed are passed over, as
    ``os.walk`` does. Cost: one ``stat`` per entry, one ``realpath`` per link.
    """
    root = _real(folder)
    visited: set[tuple[int, int] | str] = set()
    stack = [str(folder)]
    while stack:
        directory = stack.pop()
        key = _identity(directory)
        if key in visited:
            continue
        visited.add(key)
        try:
            with os.scandir(directory) as listing:
                entries = sorted(listing, key=lambda e: e.name)
        except OSError:
            continue
        subfolders: list[str] = []
        for entry in entries:
            if is_junk(entry.name):
                continue
            if entry.is_symlink() or _is_junction(entry):
                target = _real(entry.path)
                if not _inside(target, root):
                    yield FolderEntry(
                        Path(entry.path), LINK_OUTSIDE.format(target=os.path.realpath(entry.path))
                    )
                    continue
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            if is_dir:
                subfolders.append(entry.path)
            else:
                yield FolderEntry(Path(entry.path))
        stack.extend(reversed(subfolders))


def _is_junction(entry: os.DirEntry) -> bool:
    """A Windows junction or other reparse point (``is_symlink`` is false for junctions)."""
    try:
        attributes = getattr(entry.stat(follow_symlinks=False), "st_file_attributes", 0)
    except OSError:
        return False
    return bool(attributes & getattr(stat, "FILE_ATTRIBUTE_REPARSE_POINT", 0))
