"""Showing text that comes from files (names, paths, messages) exactly as it is.

Qt renders a label's or a tooltip's text as rich text when it *looks* like markup
(``Qt.mightBeRichText``), so a file named ``<h1>x</h1><img src=/etc/x.png>`` would show a heading
and load a local image. Labels get ``Qt.TextFormat.PlainText``; a tooltip has no such switch,
so ``plain_tooltip`` escapes a text that would be taken for markup.
"""

from __future__ import annotations

import html

from PySide6.QtGui import Qt


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip that shows it literally (escaped and kept on its lines when Qt
    would otherwise render it as rich text)."""
    if not Qt.mightBeRichText(text):
        return text
    return '<p style="white-space: pre-wrap">' + html.escape(text) + "</p>"
