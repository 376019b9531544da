"""The short guide to reading results ("How to read this report"): what similarity,
word for word, containment and resemblance mean, how exclusions work, what a flag is.

One HTML fragment per language in ``resources/help/guide_<language>.html`` (``en``, ``ru``,
``zh_CN``), written by hand and kept with the engine's definitions (``app/engine/compare.py``,
docs/engine.md). The window shows it from Help ▸ Guide; the HTML report and the class overview
(in English, as the reports are) carry the English one as their last section. No Qt here.
"""

from __future__ import annotations

from app.paths import resource

#: The languages the guide is written in; others fall back to English.
GUIDE_LANGUAGES = ("en", "ru", "zh_CN")


def guide_html(language: str = "en") -> str:
    """The guide as an HTML fragment (``<h2>`` … ``</p>``, no ``<html>`` wrapper) in
    ``language`` (one of GUIDE_LANGUAGES). Raises FileNotFoundError if the installation lacks
    the file. Cost: one small file read."""
    chosen = language if language in GUIDE_LANGUAGES else "en"
    return resource("help", f"guide_{chosen}.html").read_text(encoding="utf-8")


def guide_body(language: str = "en") -> str:
    """The guide without its ``<h2>`` heading, for a report section of its own title."""
    return guide_html(language).split("</h2>", 1)[-1].strip()
