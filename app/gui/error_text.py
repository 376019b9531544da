"""Extraction and corpus errors in the interface's language.

The extractor and the corpus write their messages in English (the command line and the log
keep them so). Each message comes with a kind (``UserError.kind``, ``PaperOutcome.error_kind``):
the window shows, in a Russian or Chinese interface, the translated explanation of that kind
(what is wrong and what to do), and the English message stays the tooltip's detail. In the
English interface, or for a kind without an explanation here, the English message is shown
as it is: it names the exact problem.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.batch_results import PaperOutcome
from app.errors import UserError
from app.gui.translations import interface_language

CONTEXT = "ErrorText"

#: What each kind of error means, for a teacher, and what to do about it.
KIND_TEXTS = {
    "unreadable": QT_TRANSLATE_NOOP(
        "ErrorText",
        "The file cannot be opened or read: it is missing, it is a folder, or this computer "
        "does not allow reading it. Check the file and try again.",
    ),
    "empty": QT_TRANSLATE_NOOP(
        "ErrorText",
        "The file is empty or holds no text. Ask the student to submit it again.",
    ),
    "too-large": QT_TRANSLATE_NOOP(
        "ErrorText",
        "The file is larger than Imbrex reads for one paper. Ask for the text alone, saved as "
        ".docx or .txt.",
    ),
    "corrupt": QT_TRANSLATE_NOOP(
        "ErrorText",
        "The file is damaged or cut off, so its text cannot be read. Ask the student to save "
        "it again and submit it again.",
    ),
    "encrypted": QT_TRANSLATE_NOOP(
        "ErrorText",
        "The file is protected by a password, so its text cannot be read. Ask for a copy "
        "without a password.",
    ),
    "unsupported": QT_TRANSLATE_NOOP(
        "ErrorText",
        "This is not a kind of document Imbrex reads (a picture, a program or other data). "
        "Ask for a .docx, .pdf, .odt, .rtf or .txt file.",
    ),
    "archive": QT_TRANSLATE_NOOP(
        "ErrorText",
        "The .zip archive or a file in it was refused (an archive inside an archive, an unsafe "
        "name, or too large once unpacked). Unpack it yourself and check the papers.",
    ),
    "memory-limit": QT_TRANSLATE_NOOP(
        "ErrorText",
        "Reading this file needs more memory than Imbrex allows one document; it may be built "
        "to swell when unpacked. Open it yourself and save the text as .docx or .txt.",
    ),
    "no-text-layer": QT_TRANSLATE_NOOP(
        "ErrorText",
        "Not checked: the file has no text to compare, it probably holds scanned pictures of "
        "pages. Run text recognition (OCR) on it and check the result.",
    ),
    "corpus": QT_TRANSLATE_NOOP(
        "ErrorText",
        "The corpus could not be used (it may be busy, the disk full, or the file made by a "
        "newer Imbrex). Try again, or choose another corpus file in the Corpus menu.",
    ),
    "read-only-corpus": QT_TRANSLATE_NOOP(
        "ErrorText",
        "The corpus file cannot be changed (it or its folder is read-only); papers are still "
        "checked against it. To add texts, choose a corpus file you may change in the Corpus "
        "menu.",
    ),
    "corrupt-corpus": QT_TRANSLATE_NOOP(
        "ErrorText",
        "The corpus file is damaged or is not an Imbrex corpus, so it is not used. Choose "
        "another corpus file in the Corpus menu.",
    ),
    "damaged-corpus": QT_TRANSLATE_NOOP(
        "ErrorText",
        "The corpus file is damaged: Imbrex only reads it until it is repaired. Repair it with "
        "'imbrex corpus repair', which rebuilds it from its stored texts.",
    ),
    "output": QT_TRANSLATE_NOOP(
        "ErrorText",
        "Imbrex will not write there: it is a paper, a source, the corpus, a folder, or a file "
        "Imbrex did not write. Choose another file name. Nothing was written.",
    ),
}


def error_text(kind: str, english: str) -> str:
    """``english`` (an error's message) as the interface shows it: the translated explanation
    of ``kind`` in a Russian or Chinese interface, else ``english`` itself."""
    if kind not in KIND_TEXTS or interface_language() == "en":
        return english
    return QCoreApplication.translate(CONTEXT, str(KIND_TEXTS[kind]))


def user_error_text(error: UserError) -> str:
    """A UserError as the interface shows it: ``error_text`` after the file it is about."""
    text = error_text(error.kind, error.message)
    return f"{error.path}: {text}" if error.path else text


def outcome_error(outcome: PaperOutcome) -> str:
    """Why a paper of a batch was not checked, as the interface shows it ("" if it was)."""
    return error_text(outcome.error_kind, outcome.error) if outcome.error else ""
