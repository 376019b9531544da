"""Text a teacher does not count as copying: quotations, the bibliography, the assignment text.

Each finder returns ``Exclusion`` spans of the paper with their reason; `apply_exclusions` then
drops the passages that lie mostly inside them. Every kind can be switched off in `Settings`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.engine.passage import Passage

REASONS = ("quote", "bibliography", "template", "too-short")


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
# left out (apostrophes make them ambiguous). A quotation may run over line breaks but not over
# a blank line, and at most 3000 characters.
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
_MAX_QUOTE = 3000


def quotation_spans(text: str) -> list[Exclusion]:
    """Spans of quoted text, quotation marks included. One left-to-right scan, O(n)."""
    out: list[Exclusion] = []
    i, n = 0, len(text)
    while i < n:
        closing = _QUOTE_PAIRS.get(text[i])
        if closing is None:
            i += 1
            continue
        j = i + 1
        limit = min(n, i + _MAX_QUOTE)
        while j < limit and text[j] not in closing:
            if text[j] == "\n":
                k = j + 1
                while k < limit and text[k] in " \t\r":
                    k += 1
                if k < limit and text[k] == "\n":
                    break  # a blank line ends the paragraph: the quote was never closed
            j += 1
        if j < limit and text[j] in closing and text[i + 1 : j].strip():
            out.append(Exclusion(i, j + 1, "quote"))
            i = j + 1
        else:
            i += 1
    return out


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


def bibliography_span(text: str, earliest: float = 0.3) -> Exclusion | None:
    """The references section: from the last heading such as "References", "Список литературы",
    "Literaturverzeichnis", "Bibliographie", "Bibliografía" or "参考文献" standing alone on its
    line in the last 70 % of the text, to the end. O(n)."""
    found = None
    for m in _HEADING.finditer(text):
        if m.start() >= earliest * len(text):
            found = m
    if found is None:
        return None
    return Exclusion(found.start(), len(text), "bibliography")


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
