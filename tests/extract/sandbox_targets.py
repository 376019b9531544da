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
