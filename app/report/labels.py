"""What the HTML and PDF reports (and later the GUI) call things, and how they colour them."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from app.printable import printable

if TYPE_CHECKING:  # the model imports this module
    from app.report.model import Scope

#: Light background colours for sources, by rank; dark text stays readable on every one.
SOURCE_COLOURS: tuple[str, ...] = (
    "#ffc9c9",  # rose
    "#bfdcff",  # sky blue
    "#c6f0b8",  # green
    "#ffe58f",  # yellow
    "#e0ccff",  # lavender
    "#ffd4a8",  # orange
    "#b5ece6",  # teal
    "#f7c6e6",  # pink
    "#e3e3b0",  # olive
    "#d4d4d4",  # grey
)

#: Why a span of the paper is left out of the score.
REASONS = {
    "quote": "quotation",
    "bibliography": "bibliography",
    "template": "template text",
    "too-short": "match too short to count",
    "templated": "shared template, other numbers",
}
#: The extractor's flags, by kind.
FLAG_NAMES = {
    "homoglyph": "Look-alike letters from another alphabet",
    "invisible-char": "Invisible characters",
    "hidden-text": "Hidden text",
    "no-text-layer": "No text layer",
    "little-text": "Little text for the file's size",
    "near-duplicate": "Near-duplicate of a corpus document",
    "in-corpus": "This file is already in the corpus",
}
#: What a teacher should do about each flag.
FLAG_ADVICE = {
    "homoglyph": "Letters of another alphabet that look the same can hide copied words from a "
    "checker. Look at the marked words.",
    "invisible-char": "Characters that take no space can split words so that a checker does "
    "not see them. Look at the marked places.",
    "hidden-text": "Text that a reader does not see (white, tiny or hidden) was found in the "
    "file. Open the file and look at the marked places.",
    "no-text-layer": "The file has no text to compare: it probably holds scanned pictures of "
    "pages. Run text recognition (OCR) on it and check the result.",
    "little-text": "Most of the file may be pictures whose text Imbrex cannot read. Check the "
    "file by eye.",
    "near-duplicate": "The whole paper is nearly the same text as a document already in the "
    "corpus (an earlier paper handed in again with a few changes?). Compare the two side by "
    "side.",
    "in-corpus": "The corpus holds this very file (the same bytes under the same name), so it "
    "is not compared with itself. If you added this class to the corpus, nothing is wrong. If "
    "it was handed in before, by another student or in another year, this paper is a copy of "
    "it: look at who handed in the corpus document.",
}
#: Before the sources a teacher set aside in the window (``hidden_sources`` of the report).
HIDDEN_SOURCES_NOTE = "Set aside by the teacher and not counted in this report: "

#: Flags about the whole file: listed, not marked in the text.
WHOLE_FILE_FLAGS = frozenset({"no-text-layer", "little-text"})
#: A scanned file (a whole-file flag) with fewer words of text than this is not checked: a
#: score computed on a stray header line would read as "0 % copied".
MIN_SCANNED_WORDS = 50
#: The OCR advice, unless the flag's own detail already gives it.
OCR_ADVICE = "Run text recognition (OCR) on it and check the result."


class KindOfFlag(Protocol):
    """A flag as the labels read it (the report's ``Flag`` and the extractor's alike)."""

    @property
    def kind(self) -> str: ...
    @property
    def detail(self) -> str: ...


class Named(Protocol):
    """A paper or a source as the labels name it (the report's ``DocumentInfo`` and
    ``SourceReport`` alike)."""

    @property
    def path(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...


def not_checked_reason(flags: Iterable[KindOfFlag], words: int) -> str | None:
    """Why a paper is not checked, or None if it is: a file without a text layer, or one with
    little text for its size (``little-text``) and under ``MIN_SCANNED_WORDS`` words: a scan.
    ``flags`` are the paper's flags, ``words`` its words of text."""
    scans = [f for f in flags if f.kind in WHOLE_FILE_FLAGS]
    no_text = [f for f in scans if f.kind == "no-text-layer"]
    if not scans or (not no_text and words >= MIN_SCANNED_WORDS):
        return None
    detail = str((no_text or scans)[0].detail or FLAG_NAMES["no-text-layer"]).strip()
    detail = (detail[:1].upper() + detail[1:]).rstrip(".") + "."
    return detail if "(OCR)" in detail else f"{detail} {OCR_ADVICE}"


#: How a passage was found, in a teacher's words.
METHODS = {
    "shingle": "shared word sequences",
    "sentence-block": "matching sentences",
    "sentence-similarity": "reworded sentences",
}
# Letters that draw nothing (Hangul fillers, the Braille blank).
_INVISIBLE_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def source_colour(index: int) -> str:
    """The background colour of the source ranked ``index`` (0-based); the palette repeats."""
    return SOURCE_COLOURS[index % len(SOURCE_COLOURS)]


#: Bidirectional embeddings, overrides and isolates. In a file name they reorder what follows
#: them: "essay\u202efdp.exe" is drawn as "essayexe.pdf", and "anna\u202e" can make one
#: student's file look like another's. Names show them as code points (:func:`shown_name`),
#: and so the control characters a name may hold on Linux (a line break split a name over two
#: lines of the terminal and of the papers list); other invisible characters (the zero-width
#: non-joiner of Persian and Indic names) stay.
_SHOWN_AS_CODE_POINTS = re.compile("[\u202a-\u202e\u2066-\u2069\x00-\x1f\x7f-\x9f]")


def shown_name(name: str) -> str:
    """``name`` as it may be shown: each bidirectional control or control character written as
    its code point (``essay[U+202E]fdp.exe``, ``new[U+000A]line.txt``), so that no name draws as
    another or over two lines, and bytes that were not
    UTF-8 as ``[xNN]`` (:func:`printable`). O(n)."""
    return _SHOWN_AS_CODE_POINTS.sub(lambda found: f"[U+{ord(found.group()):04X}]", printable(name))


def file_name(path: str) -> str:
    """The last part of ``path`` (``/`` or ``\\`` separated), as it may be shown
    (:func:`shown_name`): ``class.zip/anna.docx`` -> ``anna.docx``."""
    parts = [p for p in path.replace("\\", "/").split("/") if p]
    return shown_name(parts[-1] if parts else path)


def document_name(document: Named) -> str:
    """What a paper or source is called everywhere (window, reports): its file name, as it may
    be shown (:func:`shown_name`). The file name is the student's identity; a PDF's or .docx's
    title ("Essay") is often the same for a whole class, so it is only shown beside the name
    (``document_title``)."""
    return shown_name(document.name) if document.name else file_name(document.path)


def document_title(document: Named) -> str:
    """The title in the file's metadata, or "" when there is none or it only repeats the file
    name."""
    title = " ".join((document.title or "").split())
    name = document_name(document)
    return "" if title.casefold() in (name.casefold(), name.rsplit(".", 1)[0].casefold()) else title


def passage_label(source: int, passage: int) -> str:
    """The visible label of a passage from 0-based indexes: source 0, passage 3 -> ``1·4``."""
    return f"{source + 1}\u00b7{passage + 1}"


def percent(share: float) -> str:
    """A share as the reports print it: ``0.2345`` -> ``23.4%``."""
    return f"{share * 100:.1f}%"


def report_date(created: str) -> str:
    """The report's ISO creation time for people: ``30 November 2026, 01:18 UTC``."""
    try:
        moment = datetime.fromisoformat(created)
    except (TypeError, ValueError):
        return str(created)
    zone = moment.strftime(" %Z") if moment.tzinfo else ""
    return moment.strftime("%d %B %Y, %H:%M") + zone


def is_invisible(char: str) -> bool:
    """A character that takes no visible space (format and control characters, fillers)."""
    return char in _INVISIBLE_LETTERS or unicodedata.category(char) in ("Cf", "Cc", "Zl", "Zp")


def plural(count: int, noun: str) -> str:
    """``1 passage``, ``2,012 passages``."""
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


def scope_note(scope: Scope | None) -> str:
    """The sentence saying what the paper was checked against, in every report ("" for a
    report made before Imbrex recorded it). A class checked without the corpus says so: its
    low figures would otherwise read as "nothing copied from anywhere"."""
    if scope is None:
        return ""
    if scope.compared_with is not None:
        return f"Compared with one document: {file_name(scope.compared_with)}."
    mates = scope.classmates or 0
    others = f"the {plural(mates, 'other paper')} of the class"
    if scope.corpus is None:
        if not mates:
            return (
                "Not checked against any document: the corpus was not used and the class has "
                "no other paper."
            )
        return f"Checked against {others} only; the corpus was not used."
    corpus = f"the corpus {scope.corpus}"
    if scope.corpus_documents is not None:
        corpus += f" ({plural(scope.corpus_documents, 'document')})"
    return f"Checked against {corpus}{f' and {others}' if mates else ''}."
