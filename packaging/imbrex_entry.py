"""The frozen bundle's entry point (PyInstaller runs this script as ``__main__``).

``multiprocessing.freeze_support()`` must come first: Imbrex reads every document in a child
process and runs class checks in another (forkserver on Linux, spawn on Windows and macOS). In a
frozen bundle those children are the bundle's own executable started again with
multiprocessing's arguments; ``freeze_support`` (with PyInstaller's multiprocessing run-time
hook) recognises them and runs the child's work instead of Imbrex's command line.
"""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    # A windowed executable (Imbrex.exe on Windows, the macOS app) has no console: Python sets
    # sys.stdout and sys.stderr to None, and the first message written would raise.
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
    from app.cli import run

    run()
