"""The report's names for reasons, methods and flags (``app.report.labels``, English, shared
with the HTML and PDF reports) in the interface's language.

``QT_TRANSLATE_NOOP`` marks each English text for pyside6-lupdate; ``tests/gui`` checks that
the list below stays the same as the report's labels.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.report import labels

CONTEXT = "Labels"

MARKED = (
    QT_TRANSLATE_NOOP("Labels", "quotation"),
    QT_TRANSLATE_NOOP("Labels", "bibliography"),
    QT_TRANSLATE_NOOP("Labels", "template text"),
    QT_TRANSLATE_NOOP("Labels", "match too short to count"),
    QT_TRANSLATE_NOOP("Labels", "shared template, other numbers"),
    QT_TRANSLATE_NOOP("Labels", "shared word sequences"),
    QT_TRANSLATE_NOOP("Labels", "matching sentences"),
    QT_TRANSLATE_NOOP("Labels", "reworded sentences"),
    QT_TRANSLATE_NOOP("Labels", "Look-alike letters from another alphabet"),
    QT_TRANSLATE_NOOP("Labels", "Invisible characters"),
    QT_TRANSLATE_NOOP("Labels", "Hidden text"),
    QT_TRANSLATE_NOOP("Labels", "No text layer"),
    QT_TRANSLATE_NOOP("Labels", "Little text for the file's size"),
    QT_TRANSLATE_NOOP("Labels", "Near-duplicate of a corpus document"),
    QT_TRANSLATE_NOOP("Labels", "This file is already in the corpus"),
    QT_TRANSLATE_NOOP(
        "Labels",
        "Letters of another alphabet that look the same can hide copied words from a checker. "
        "Look at the marked words.",
    ),
    QT_TRANSLATE_NOOP(
        "Labels",
        "Characters that take no space can split words so that a checker does not see them. "
        "Look at the marked places.",
    ),
    QT_TRANSLATE_NOOP(
        "Labels",
        "Text that a reader does not see (white, tiny or hidden) was found in the file. Open "
        "the file and look at the marked places.",
    ),
    QT_TRANSLATE_NOOP(
        "Labels",
        "The file has no text to compare: it probably holds scanned pictures of pages. Run "
        "text recognition (OCR) on it and check the result.",
    ),
    QT_TRANSLATE_NOOP(
        "Labels",
        "Most of the file may be pictures whose text Imbrex cannot read. Check the file by eye.",
    ),
    QT_TRANSLATE_NOOP(
        "Labels",
        "The whole paper is nearly the same text as a document already in the corpus (an "
        "earlier paper handed in again with a few changes?). Compare the two side by side.",
    ),
    QT_TRANSLATE_NOOP(
        "Labels",
        "The corpus holds this very file (the same bytes under the same name), so it is not "
        "compared with itself. If you added this class to the corpus, nothing is wrong. If it "
        "was handed in before, by another student or in another year, this paper is a copy of "
        "it: look at who handed in the corpus document.",
    ),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def reason_name(reason: str) -> str:
    """Why a span is not counted ("quote" -> "quotation")."""
    return _tr(labels.REASONS.get(reason, reason))


def method_name(method: str) -> str:
    """How a passage was found ("shingle" -> "shared word sequences")."""
    return _tr(labels.METHODS.get(method, method))


def flag_name(kind: str) -> str:
    return _tr(labels.FLAG_NAMES.get(kind, kind))


def flag_advice(kind: str) -> str:
    return _tr(labels.FLAG_ADVICE.get(kind, ""))
