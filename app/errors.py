"""Errors the user can do something about.

Everything that is a ``UserError`` carries a message written for a teacher: what is wrong
with *which* file, and what to do about it. Anything else that escapes is a bug and is
logged with its traceback by the caller.
"""

from __future__ import annotations


class UserError(Exception):
    """A problem the user can fix; ``str(error)`` is the message to show."""

    kind = "error"

    def __init__(self, message: str, path: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message

    def for_path(self, path: str) -> UserError:
        """Name the file the message is about (keeps a path already set by an inner step)."""
        if self.path is None:
            self.path = path
        return self


class FileUnreadableError(UserError):
    """The file is missing, is a folder, or the operating system refuses to read it."""

    kind = "unreadable"


class EmptyFileError(UserError):
    """The file has no content at all (0 bytes, or only white space)."""

    kind = "empty"


class FileTooLargeError(UserError):
    """The file is larger than the limit set for one document."""

    kind = "too-large"


class CorruptFileError(UserError):
    """The file claims a format but its content is damaged or cut off."""

    kind = "corrupt"


class EncryptedFileError(UserError):
    """The file is protected by a password, so its text cannot be read."""

    kind = "encrypted"


class UnsupportedFormatError(UserError):
    """The file is not a kind of document Imbrex reads (an image, a program, binary data)."""

    kind = "unsupported"


class ArchiveError(UserError):
    """A .zip archive or one of its members is refused (nested, unsafe path, too big)."""

    kind = "archive"


class MemoryLimitError(UserError):
    """Reading the file needs more memory than Imbrex allows one reader (a decompression bomb,
    or a document far larger inside than any paper)."""

    kind = "memory-limit"


class Cancelled(Exception):
    """The user stopped the work; not an error, so no message is shown."""
