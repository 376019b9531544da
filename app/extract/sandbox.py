"""Running a third-party reader in a child process under a watchdog.

The parsers Imbrex relies on (pdfminer.six, python-docx/lxml, striprtf, the HTML parser) were not
written against hostile input. One damaged PDF whose object refers to itself sends pdfminer into
an endless loop; in-process, that would freeze the batch for good and no Cancel could stop it.
So each document is read in a child process that reports progress (``tick`` after each PDF
page); the parent kills it when it falls silent for ``Limits.stall_seconds``, or when the user
cancels, and the file is reported as damaged.

Memory: the child limits its own address space (``RLIMIT_AS``) to what it starts with plus
``Limits.reader_memory_bytes`` before reading, so a decompression bomb ends in a
``MemoryError`` (or the child's death) and a ``MemoryLimitError`` for that file, not in the
machine swapping. Windows and macOS get no such limit (a job object is not done; macOS does not
enforce ``RLIMIT_AS``): there the decoded-size budgets of ``pdf_limits.py`` and ``zipsafe.py``
are the bound. The child also dies with its parent (``app.lifetime``), and a child whose parent
has gone stops quietly instead of printing a ``BrokenPipeError``.

Start method: ``forkserver`` on Linux (a clean single-threaded server forks the children, which
is safe from a multi-threaded GUI and costs a few milliseconds per document), ``spawn``
elsewhere. A frozen build must call ``multiprocessing.freeze_support()`` at start-up.
"""

from __future__ import annotations

import importlib
import inspect
import logging
import multiprocessing
import os
import sys
import time
import traceback
from multiprocessing.connection import Connection

from app.errors import Cancelled, CorruptFileError, MemoryLimitError, UserError
from app.extract.builder import Extracted, ReaderCrashed
from app.extract.limits import Limits, MiB
from app.lifetime import die_with_parent
from app.logs import NOISY_LIBRARIES
from app.progress import Cancel

#: How often the parent looks at ``cancel()`` while it waits.
_POLL_SECONDS = 0.1
#: A reader without progress reports gets this many seconds per MiB of input on top of the stall.
_SECONDS_PER_MIB = 10.0
# Every child re-runs the main script as ``__mp_main__`` (multiprocessing's rule; preloading
# "__main__" into the forkserver does not work on Python 3.11), so entry-point scripts must
# keep a main guard and import little at module level: the ``imbrex`` script imports app.cli only.
_PRELOAD = [
    "app.extract.sandbox",
    "app.extract.pdf_reader",
    "app.extract.docx_reader",
    "app.extract.odt_reader",
    "app.extract.rtf_reader",
    "app.extract.html_reader",
]


def reader_context() -> (
    multiprocessing.context.ForkServerContext | multiprocessing.context.SpawnContext
):
    """The start method for Imbrex's children: forkserver on Linux, spawn elsewhere."""
    if sys.platform.startswith("linux"):
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(_PRELOAD)
        return context
    return multiprocessing.get_context("spawn")


def memory_message(limits: Limits) -> str:
    """What a teacher reads about a file whose reader ran out of its memory allowance."""
    return (
        "This file needs more memory than Imbrex allows a reader "
        f"({limits.reader_memory_bytes // MiB} MB); it is skipped. It may be built to exhaust "
        "memory (a 'decompression bomb'), or be far larger inside than a paper. Open it in the "
        "program that made it and save it again, or split it."
    )


def _address_space() -> int | None:
    """This process's virtual size in bytes (Linux), or None where it cannot be read."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def limit_memory(allowance: int) -> int | None:
    """Cap this process's address space at its current size plus ``allowance`` bytes
    (``RLIMIT_AS``, Linux); returns the cap, or None where none was set. O(1)."""
    if not sys.platform.startswith("linux"):
        return None
    import resource  # noqa: PLC0415 - POSIX only

    current = _address_space()
    if current is None:
        return None
    cap = current + allowance
    hard = resource.getrlimit(resource.RLIMIT_AS)[1]
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    except (ValueError, OSError):
        return None
    return cap


#: How libxml2 (lxml) says that an allocation failed, where Python would raise MemoryError.
_LIBXML_OUT_OF_MEMORY = "Memory allocation failed"


class _ParentGone(BaseException):
    """The parent closed its end of the pipe: nobody waits for this reader any more."""


def _send(connection: Connection, message: tuple) -> None:
    try:
        connection.send(message)
    except (BrokenPipeError, ConnectionResetError, EOFError) as exc:
        raise _ParentGone() from exc


def _child(
    connection: Connection,
    module: str,
    function: str,
    data: bytes,
    limits: Limits,
    log_levels: dict[str, int],
) -> None:
    """Child process: read, then send ("done", Extracted) or an error; "tick" on progress;
    ("memory", None) when the reader ran out of its memory allowance."""
    die_with_parent()
    for name, level in log_levels.items():  # the parent's choice of what the libraries may say
        logging.getLogger(name).setLevel(level)
    out_of_memory = False
    try:
        limit_memory(limits.reader_memory_bytes)
        reader = getattr(importlib.import_module(module), function)
        if "tick" in inspect.signature(reader).parameters:
            result = reader(data, limits, tick=lambda: _send(connection, ("tick", None)))
        else:
            result = reader(data, limits)
        _send(connection, ("done", result))
    except _ParentGone:
        return
    except UserError as exc:
        _send_quietly(connection, ("user-error", exc))
    except MemoryError:
        out_of_memory = True  # reported below, once the failed reader's memory is freed
    except BaseException as exc:  # noqa: BLE001 - everything must reach the parent
        if _LIBXML_OUT_OF_MEMORY in str(exc):
            out_of_memory = True
        else:
            _send_quietly(
                connection, ("crash", (f"{type(exc).__name__}: {exc}", traceback.format_exc()))
            )
    finally:
        if out_of_memory:
            _send_quietly(connection, ("memory", None))
        connection.close()


def _send_quietly(connection: Connection, message: tuple) -> None:
    """Send the outcome; a parent that has gone is no one's concern."""
    try:
        _send(connection, message)
    except _ParentGone:
        pass


def _library_log_levels() -> dict[str, int]:
    return {name: logging.getLogger(name).getEffectiveLevel() for name in NOISY_LIBRARIES}


def _kill(process) -> None:
    process.kill()
    process.join(5)


def read_in_child(
    module: str,
    function: str,
    data: bytes,
    limits: Limits,
    cancel: Cancel | None = None,
) -> Extracted:
    """Run ``module.function(data, limits)`` in a child process under a watchdog.

    Returns what the reader returns; re-raises its ``UserError``; raises ``ReaderCrashed`` for
    any other exception, ``CorruptFileError`` when the reader stalls or dies, ``Cancelled`` when
    ``cancel()`` turns true. Cost: the reader's own, plus a fork (a few ms on Linux) and
    pickling the result.
    """
    context = reader_context()
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(
        target=_child,
        args=(sender, module, function, data, limits, _library_log_levels()),
        daemon=True,
    )
    process.start()
    sender.close()
    allowance = limits.stall_seconds + _SECONDS_PER_MIB * len(data) / MiB
    deadline = time.monotonic() + allowance
    try:
        while True:
            if cancel and cancel():
                _kill(process)
                raise Cancelled()
            if receiver.poll(_POLL_SECONDS):
                try:
                    kind, payload = receiver.recv()
                except (EOFError, OSError):
                    process.join(5)
                    raise CorruptFileError(
                        "Reading this file made the reader stop unexpectedly (exit code "
                        f"{process.exitcode}): the file is probably damaged, or needed more "
                        f"memory than Imbrex allows a reader ({limits.reader_memory_bytes // MiB} "
                        "MB). Open it in the program that made it and save it again."
                    ) from None
                if kind == "tick":
                    deadline = time.monotonic() + limits.stall_seconds
                    continue
                process.join(5)
                if kind == "done":
                    return payload
                if kind == "user-error":
                    raise payload
                if kind == "memory":
                    raise MemoryLimitError(memory_message(limits))
                raise ReaderCrashed(*payload)
            if time.monotonic() > deadline:
                _kill(process)
                raise CorruptFileError(
                    f"Reading this file made no progress for {limits.stall_seconds:.0f} seconds, so "
                    "it was stopped. The file is probably damaged (or built to trap readers). Open "
                    "it in the program that made it and save it again."
                )
    finally:
        receiver.close()
        if process.is_alive():
            _kill(process)
