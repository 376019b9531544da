"""The words of the side-by-side view: each pane's header (title, detail line, tooltip) and what
hovering over a passage says.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from app.engine.passage import Passage
from app.gui.labels import method_name
from app.gui.word_diffs import WordDiffs
from app.report.evidence import Evidence
from app.report.labels import Named, document_name, document_title, passage_label, percent

#: A pane's header: its title, the line below it and its tooltip.
Header = tuple[str, str, str]


def pane_name(document: Named) -> str:
    """A paper's or source's file name (its title is only in the tooltip)."""
    return document_name(document) if document.path else ""


def _tooltip(path: str, document: Named) -> str:
    """The header's tooltip: the full path, and the file's metadata title when it has one."""
    title = document_title(document) if document.path else ""
    return f"{path}\n{title}" if title else path


class SideBySideTexts(QObject):
    """What the side-by-side view says about its documents and passages."""

    def headers(
        self,
        paper: tuple[str, str, str],
        source: tuple[str, str, str],
        evidence: Evidence | None,
        source_index: int,
    ) -> tuple[Header, Header]:
        """The paper's and the source's header, from each side's (name, path, text), the
        evidence (for the similarity and the titles) and the shown source's index."""
        paper_detail = paper[1]
        source_detail = source[1]
        paper_tip, source_tip = paper[1] or paper[0], source[1] or source[0]
        if evidence is not None:
            paper_tip = _tooltip(paper_tip, evidence.report.document)
            paper_detail = self.tr("{path} · {share} of the paper found in sources").format(
                path=paper[1], share=percent(evidence.report.similarity)
            )
            sources = evidence.report.sources
            if 0 <= source_index < len(sources):
                source_detail = self.tr("{path} · {share} of the paper").format(
                    path=source[1], share=percent(sources[source_index].similarity)
                )
                source_tip = _tooltip(source_tip, sources[source_index])
        paper_title = paper[0] or self.tr("Paper")
        source_title = source[0] or (self.tr("Source") if source[2] else self.tr("No source"))
        if source_index >= 0:
            source_title = self.tr("Source {n}: {title}").format(
                n=source_index + 1, title=source_title
            )
        return (
            (paper_title, paper_detail.lstrip(" ·"), paper_tip or paper_title),
            (source_title, source_detail.lstrip(" ·"), source_tip or source_title),
        )

    def passage_status(self, n: int, total: int, passage: Passage, diffs: WordDiffs) -> str:
        """The current passage's status: "Passage 3 of 12 · 45 words", and how much of it is
        identical once its word diff is known."""
        text = self.tr("Passage {n} of {total} · {words} words").format(
            n=n, total=total, words=passage.words
        )
        if diffs.known(passage):
            found = diffs.get(passage)
            if found is not None:
                text += self.tr(" · {share} identical").format(share=percent(found.resemble))
        elif diffs.pending(passage):
            text += self.tr(" · comparing words…")
        return text

    def passage_tooltip(
        self,
        passages: Sequence[tuple[int, Passage]],
        source_index: int,
        side: str,
        offset: int,
        change_at: Callable[[Passage, int, bool], str],
    ) -> str:
        """What hovering over Python offset ``offset`` of the ``"paper"`` or ``"source"`` text
        says: the ``passages`` there (with their index in the report), their offsets, words and
        method, and what ``change_at`` says of the words there; "" outside passages."""
        paper_side = side == "paper"
        lines: list[str] = []
        for index, p in passages:
            lo, hi = (p.start, p.end) if paper_side else (p.source_start, p.source_end)
            if not lo <= offset < hi:
                continue
            if lines:
                lines.append("")
            label = passage_label(max(source_index, 0), index)
            lines.append(
                self.tr("Passage {label}, found by {method}").format(
                    label=label, method=method_name(p.method)
                )
            )
            lines.append(
                self.tr("Paper: characters {start}–{end}").format(start=p.start, end=p.end)
            )
            lines.append(
                self.tr("Source: characters {start}–{end}").format(
                    start=p.source_start, end=p.source_end
                )
            )
            lines.append(self.tr("{words} words").format(words=p.words))
            change = change_at(p, offset, paper_side)
            if change:
                lines.append(change)
        return "\n".join(lines)
