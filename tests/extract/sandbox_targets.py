"""Readers that misbehave, for the watchdog tests (run in a child process by name)."""

from __future__ import annotations

import os
import time

from app.errors import EncryptedFileError
from app.extract.builder import Extracted


def endless(data, limits):
    while True:
        pass


def slow_but_ticking(data, limits, tick):
    for _ in range(int(data)):
        time.sleep(0.2)
        tick()
    return Extracted(text="finished")


def crashing(data, limits):
    return {}["no such key"]


def dying(data, limits):
    os._exit(3)


def refusing(data, limits):
    raise EncryptedFileError("This file is protected by a password.")


def out_of_memory(data, limits):
    raise MemoryError()


def allocating(data, limits):
    """Asks for ``data`` MiB at once (zero-filled: old kernels' overcommit hands it out lazily)."""
    block = bytearray(int(data) << 20)
    return Extracted(text=f"allocated {len(block)}")


def address_space_limit(data, limits):
    """The reader's RLIMIT_AS and its address space when the reader starts, in bytes."""
    import resource

    with open("/proc/self/statm", "rb") as statm:
        size = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    return Extracted(text=f"{resource.getrlimit(resource.RLIMIT_AS)[0]} {size}")


def pdf_peak_memory(data, limits):
    """Reads ``data`` as a PDF and returns what happened and this process's peak RSS in KiB."""
    import resource

    from app.extract.pdf_reader import read_pdf

    try:
        read_pdf(data, limits)
        outcome = "read"
    except BaseException as exc:  # noqa: BLE001 - the outcome is the answer
        outcome = type(exc).__name__
    return Extracted(text=f"{outcome} {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}")
