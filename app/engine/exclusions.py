"""Text a teacher does not count as copying: quotations, the bibliography, the assignment text.

Each finder returns ``Exclusion`` spans of the paper with their reason; `apply_exclusions` then
drops the passages that lie mostly inside them. Every kind can be switched off in `Settings`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.engine.passage import Passage

REASONS = ("quote", "bibliography", "template", "too-short", "templated")


@dataclass(frozen=True, slots=True)
class Exclusion:
    """Paper characters [start, end) set aside, and why."""

    start: int
    end: int
    reason: str

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError("an exclusion needs 0 <= start < end")
        if self.reason not in REASONS:
            raise ValueError(f"unknown reason {self.reason!r}")

    def to_dict(self) -> dict[str, object]:
        return {"start": self.start, "end": self.end, "reason": self.reason}


# Opening → closing quotation marks. ASCII double quotes pair with themselves; single quotes are
# left out (apostrophes make them ambiguous).
_QUOTE_PAIRS = {
    "\u201c": "\u201d",  # “ ”
    "\u201e": "\u201c\u201d",  # „ “ (German) or „ ” (Polish)
    "\u00ab": "\u00bb",  # « »
    "\u00bb": "\u00ab",  # » « (German, Danish)
    "\u300c": "\u300d",  # 「 」
    "\u300e": "\u300f",  # 『 』
    '"': '"',
    "\u2039": "\u203a",  # ‹ ›
}
#: The longest inline quotation, in characters (about 130 words). Style guides set longer
#: quotations apart as block quotes (APA from 40 words, MLA from four lines); "quote marks"
#: around more than this are not a quotation, so they exclude nothing.
MAX_QUOTE_CHARS = 800
#: Characters before the opening mark and after the closing one searched for a citation.
CITATION_REACH = 150


def _may_open(text: str, i: int) -> bool:
    """An ASCII double quote that can open: at the start or after a space or bracket, and
    followed by a non-space."""
    before = text[i - 1] if i else " "
    after = text[i + 1] if i + 1 < len(text) else " "
    return (before.isspace() or before in "([{-\u2013\u2014/:") and not after.isspace()


_OPENING = re.compile("[" + re.escape("".join(_QUOTE_PAIRS)) + "]")


def _may_close(text: str, i: int) -> bool:
    """An ASCII double quote that can close: after a non-space."""
    return i > 0 and not text[i - 1].isspace()


def _paragraph_end(text: str, i: int, limit: int) -> int:
    """The first blank line (a paragraph break) after ``i``, or ``limit``."""
    j = i
    while True:
        j = text.find("\n", j, limit)
        if j < 0:
            return limit
        k = j + 1
        while k < limit and text[k] in " \t\r":
            k += 1
        if k < limit and text[k] == "\n":
            return j
        j = k


def quotation_spans(text: str, max_chars: int = MAX_QUOTE_CHARS) -> list[Exclusion]:
    """Spans of quoted text, quotation marks included. One left-to-right scan, O(n).

    A quotation ends at its closing mark inside the same paragraph (no blank line between) and
    at most ``max_chars`` characters on. A mark that is not closed there — or that meets another
    opening mark of its kind first — is unmatched and excludes nothing; the scan goes on after
    it, so a stray mark cannot pair with the opening mark of the next quotation."""
    out: list[Exclusion] = []
    i, n = 0, len(text)
    while i < n:
        found = _OPENING.search(text, i)  # the next opening mark, skipped to in C
        if found is None:
            break
        i = found.start()
        mark = text[i]
        closing = _QUOTE_PAIRS[mark]
        if mark == '"' and not _may_open(text, i):
            i += 1
            continue
        end = _paragraph_end(text, i + 1, min(n, i + max_chars))
        j = i + 1
        while j < end:
            c = text[j]
            if c in closing and (c != '"' or _may_close(text, j)):
                break
            if c == mark:  # another opening mark of this kind: the first one is unmatched
                j = end
                break
            j += 1
        if j < end and text[i + 1 : j].strip():
            out.append(Exclusion(i, j + 1, "quote"))
            i = j + 1
        else:
            i += 1
    return out


_CITATION = re.compile(
    # (Smith 2004), (Smith & Jones, 2004, p. 12), (ibid.), (p. 5), [12], [3, с. 45], footnotes
    r"\([^()\n]{0,100}?\b(?:1[5-9]\d\d|20\d\d)[a-z]?\b[^()\n]{0,40}\)"
    r"|\((?:ibid|ibidem|op\.\s*cit|там же|ebd)\.?[^()\n]{0,40}\)"
    r"|\((?:pp?|с|s|S)\.\s*\d+[^()\n]{0,20}\)"
    r"|\[\s*\d+(?:\s*[,;–-]\s*\d+)*(?:\s*,\s*(?:pp?|с|s|S)\.\s*\d+[^\]\n]{0,10})?\s*\]"
    r"|[\u00b9\u00b2\u00b3\u2070-\u2079]+"
    # an attribution: who said or wrote it
    r"|\b(?:according to|said|says|wrote|writes|stated|states|argued|argues|noted|notes"
    r"|claimed|claims|explained|explains|put it|asserted|asserts"
    r"|по словам|по мнению|пишет|писал|писала|отмечает|отмечал|утверждает|говорит|сказал"
    r"|laut|zufolge|schreibt|schrieb|sagt|sagte|selon|écrit|affirme|dit|según|escribe|afirma"
    r"|dice|dijo)\b",
    re.IGNORECASE,
)


def is_cited(text: str, start: int, end: int, reach: int = CITATION_REACH) -> bool:
    """Whether the quotation ``text[start:end]`` has a citation or an attribution nearby: a
    parenthetical reference with a year or page, a numbered reference, a footnote mark, or a
    verb of saying within ``reach`` characters before or after it. O(reach)."""
    after = text[end : end + reach]
    before = text[max(0, start - reach) : start]
    return bool(_CITATION.search(after) or _CITATION.search(before))


_HEADINGS = (
    # en
    "references",
    "reference list",
    "bibliography",
    "works cited",
    "literature cited",
    "sources",
    "cited works",
    "literature",
    # ru
    "список литературы",
    "список использованной литературы",
    "литература",
    "библиография",
    "список источников",
    "использованная литература",
    "список использованных источников",
    # de
    "literaturverzeichnis",
    "quellenverzeichnis",
    "literatur",
    "quellen",
    "bibliografie",
    # fr
    "bibliographie",
    "références",
    "références bibliographiques",
    "ouvrages cités",
    # es
    "bibliografía",
    "referencias",
    "referencias bibliográficas",
    "obras citadas",
    # zh
    "参考文献",
    "參考文獻",
    "引用文献",
    "参考资料",
    "參考資料",
)
_HEADING = re.compile(
    r"(?im)^[ \t]*(?:\d+[.)]?[ \t]*|[ivx]+\.[ \t]*)?(?:"
    + "|".join(re.escape(h) for h in sorted(_HEADINGS, key=len, reverse=True))
    + r")[ \t]*[:：.]?[ \t]*$"
)


#: The bibliography heading must stand in the last half of the text.
BIBLIOGRAPHY_EARLIEST = 0.5
#: ... and at least this share of the section's lines must look like references.
REFERENCE_SHARE = 0.5
_REFERENCE_LINE = re.compile(
    r"\b(?:1[5-9]\d\d|20\d\d)[a-z]?\b"  # a year
    r"|https?://|www\.|\bdoi\b"  # a link
    r"|^\s*(?:\[\d+\]|\d+[.)]|[-•*\u2013\u2014])\s"  # a list marker
    r"|^\s*[^\W\d_][\w'’-]+,\s+[^\W\d_]\.",  # Surname, I.
    re.IGNORECASE,
)
_LINE = re.compile(r"[^\n]+")


def bibliography_span(text: str, earliest: float = BIBLIOGRAPHY_EARLIEST) -> Exclusion | None:
    """The references section: the last heading such as "References", "Список литературы",
    "Literaturverzeichnis", "Bibliographie", "Bibliografía" or "参考文献" standing alone on its
    line in the last half of the text, followed by a list: at least half of the non-empty lines
    after it look like references (a year, a link, a list marker, or "Surname, I."). The section
    runs to the last such line. Prose after a heading-like line is not a bibliography. O(n)."""
    found = None
    for m in _HEADING.finditer(text):
        if m.start() >= earliest * len(text):
            found = m
    if found is None:
        return None
    lines = [
        (m.end(), bool(_REFERENCE_LINE.search(m.group())))
        for m in _LINE.finditer(text, found.end())
        if m.group().strip()
    ]
    references = [end for end, looks in lines if looks]
    if not references or len(references) < REFERENCE_SHARE * len(lines):
        return None
    end = references[-1] if text[references[-1] :].strip() else len(text)
    return Exclusion(found.start(), end, "bibliography")


def spans_of(passages: Iterable[Passage], reason: str) -> list[Exclusion]:
    """Exclusions covering the paper side of passages (e.g. those also found in the template)."""
    return [Exclusion(p.start, p.end, reason) for p in passages]


def merge_exclusions(exclusions: Iterable[Exclusion]) -> list[Exclusion]:
    """Sorted, with overlapping spans of one reason joined. O(e log e)."""
    out: list[Exclusion] = []
    for ex in sorted(exclusions, key=lambda e: (e.reason, e.start, e.end)):
        if out and out[-1].reason == ex.reason and ex.start <= out[-1].end:
            last = out.pop()
            ex = Exclusion(last.start, max(last.end, ex.end), ex.reason)
        out.append(ex)
    return sorted(out, key=lambda e: (e.start, e.end, e.reason))


def excluded_share(passage: Passage, exclusions: Sequence[Exclusion]) -> float:
    """Share of the passage's paper characters inside any exclusion. O(e)."""
    covered = covered_characters(
        (max(passage.start, e.start), min(passage.end, e.end))
        for e in exclusions
        if e.start < passage.end and passage.start < e.end
    )
    return covered / passage.length


def apply_exclusions(
    passages: Sequence[Passage], exclusions: Sequence[Exclusion], threshold: float
) -> tuple[list[Passage], list[Exclusion]]:
    """Passages kept, and the exclusions of the dropped ones: a passage lying more than
    ``threshold`` of its characters inside excluded text is dropped. O(p·e)."""
    kept: list[Passage] = []
    dropped: list[Exclusion] = []
    for passage in passages:
        inside = [e for e in exclusions if e.start < passage.end and passage.start < e.end]
        if inside and excluded_share(passage, inside) > threshold:
            reason = max(
                inside, key=lambda e: min(e.end, passage.end) - max(e.start, passage.start)
            )
            dropped.append(Exclusion(passage.start, passage.end, reason.reason))
        else:
            kept.append(passage)
    return kept, dropped


def covered_characters(spans: Iterable[tuple[int, int]]) -> int:
    """Characters inside the union of half-open spans. O(s log s)."""
    total, last_end = 0, -1
    for start, end in sorted(spans):
        if end <= last_end:
            continue
        total += end - max(start, last_end)
        last_end = end
    return total
