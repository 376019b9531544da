"""Logging set-up shared by the entry points (command line now, the window later)."""

from __future__ import annotations

import logging

#: Libraries that log every oddity of a damaged input file; Imbrex reports those itself.
NOISY_LIBRARIES = ("pdfminer", "chardet", "fontTools")


def configure(verbose: bool = False) -> None:
    """Log to stderr: warnings by default, everything (with tracebacks) when ``verbose``."""
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )
    for name in NOISY_LIBRARIES:
        logging.getLogger(name).setLevel(logging.INFO if verbose else logging.ERROR)
