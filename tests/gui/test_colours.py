"""Every text and background pair the views draw reaches WCAG AA (4.5:1), in the light and the
dark palette: the pairs defined in app.gui.colours, the colour scales, and what the paper view
and the side-by-side view really paint (read back from their text formats)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette, QTextCharFormat
from PySide6.QtWidgets import QApplication, QPlainTextEdit

from app.batch import PaperOutcome
from app.check import compare_documents
from app.extract.document import Document
from app.gui import colours, theme
from app.gui.colours import (
    DARK,
    LIGHT,
    MIN_CONTRAST,
    contrast_ratio,
    relative_luminance,
    text_pairs,
)
from app.gui.jobs import JobQueue
from app.gui.paper_view import PaperView
from app.gui.papers_list import PapersList, similarity_colour
from app.gui.session import Batch, PaperEntry
from app.gui.side_by_side import SideBySideView
from app.gui.similarity_matrix import share_colour
from tests.gui.conftest import DEMO

SCHEMES = {"light": LIGHT, "dark": DARK}


@pytest.fixture(scope="module")
def changed_evidence():
    """A paper that copies a paragraph of the volcano chapter with two words changed."""
    source = (DEMO / "sources" / "en-volcanoes.txt").read_text(encoding="utf-8")
    copied = max(source.split("\n\n"), key=len)
    words = copied.split()
    words[10], words[30] = "enormous", "rich"
    paper = "My essay about mountains.\n\n" + " ".join(words) + "\n"
    documents = [
        Document(text=t, path=p, format="txt", sha256="0" * 64, size=len(t))
        for t, p in ((paper, "class/ada.txt"), (source, "books/volcanoes.txt"))
    ]
    evidence = compare_documents(*documents).evidence
    assert evidence.report.sources[0].passages
    return evidence


def _palette(name: str) -> QPalette:
    if name == "dark":
        return theme.dark_palette()
    return QApplication.style().standardPalette()


def test_the_wcag_formula():
    assert relative_luminance("#ffffff") == pytest.approx(1.0)
    assert relative_luminance("#000000") == 0.0
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    # the pair the issue measured: old diff red on the old current tint of source 1
    assert contrast_ratio("#9c0006", "#c49b9b") == pytest.approx(3.52, abs=0.01)
    assert colours.darker("#ffc9c9", 130) == QColor("#ffc9c9").darker(130).name()


@pytest.mark.parametrize("name", SCHEMES)
def test_every_text_pair_reaches_aa(name):
    low = [
        f"{what}: {fg} on {bg} = {contrast_ratio(fg, bg):.2f}"
        for what, fg, bg in text_pairs(SCHEMES[name])
        if contrast_ratio(fg, bg) < MIN_CONTRAST
    ]
    assert not low, "\n".join(low)


def test_colour_scales_keep_their_dark_text_readable():
    shares = [i / 100 for i in range(101)]
    papers = [similarity_colour(s).name() for s in shares]  # the papers list, #111111 text
    pairs = [share_colour(s).name() for s in shares]  # the class view's pairs, black text
    assert min(contrast_ratio(colours.PASSAGE_TEXT, c) for c in papers) >= MIN_CONTRAST
    assert min(contrast_ratio("#000000", c) for c in pairs) >= MIN_CONTRAST


@pytest.mark.parametrize("name", SCHEMES)
def test_schemes_are_the_palettes_the_window_uses(qapp, name):
    palette, scheme = _palette(name), SCHEMES[name]
    role = QPalette.ColorRole
    assert palette.color(role.Base).name() == scheme.base
    assert palette.color(role.AlternateBase).name() == scheme.alternate_base
    assert palette.color(role.Window).name() == scheme.window
    assert palette.color(role.Text).name() == scheme.text
    assert colours.scheme_for(scheme.base) is scheme


def _background(fmt: QTextCharFormat, under: str) -> str:
    brush = fmt.background()
    return under if brush.style() == Qt.BrushStyle.NoBrush else brush.color().name()


def _drawn(edit: QPlainTextEdit) -> list[tuple[str, str, str]]:
    """(text, foreground, background) of every span of ``edit`` drawn in a colour of its own:
    its character formats and its extra selections (the palette's base where none is set)."""
    base = edit.palette().color(QPalette.ColorRole.Base).name()

    def colours_of(fmt: QTextCharFormat, under: str) -> tuple[str, str] | None:
        if fmt.foreground().style() == Qt.BrushStyle.NoBrush:  # the palette's text colour
            return None
        background = _background(fmt, under)
        return fmt.foreground().color().name(), background

    found = []
    spans: list[tuple[int, int, str]] = []  # character formats' backgrounds, for selections
    block = edit.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            background = _background(fmt, base)
            spans.append((fragment.position(), fragment.position() + fragment.length(), background))
            pair = colours_of(fmt, base)
            if pair:
                found.append((fragment.text()[:30], *pair))
            it += 1
        block = block.next()
    for selection in edit.extraSelections():
        start = selection.cursor.selectionStart()
        under = next((bg for a, b, bg in spans if a <= start < b), base)
        pair = colours_of(selection.format, under)
        if pair:
            found.append((selection.cursor.selectedText()[:30], *pair))
    return found


def _low(drawn: list[tuple[str, str, str]]) -> list[str]:
    return [
        f"{text!r}: {fg} on {bg} = {contrast_ratio(fg, bg):.2f}"
        for text, fg, bg in drawn
        if contrast_ratio(fg, bg) < MIN_CONTRAST
    ]


@pytest.mark.parametrize("name", SCHEMES)
def test_the_paper_view_paints_readable_text(qtbot, emma_evidence, name):
    view = PaperView()
    qtbot.addWidget(view)
    view.setPalette(_palette(name))
    view.show_report(emma_evidence.report, emma_evidence.paper_text)
    view.show_passage(0, 0)
    drawn = _drawn(view)
    assert len({fg for _, fg, _ in drawn}) >= 2  # passages and excluded text at least
    assert not _low(drawn), "\n".join(_low(drawn))


@pytest.mark.parametrize("name", SCHEMES)
def test_side_by_side_paints_readable_text(qtbot, changed_evidence, name):
    view = SideBySideView(jobs=JobQueue())
    qtbot.addWidget(view)
    view.setPalette(_palette(name))
    view.resize(900, 500)
    view.show()
    view.show_pair(changed_evidence, 0, 0)
    drawn = _drawn(view.paper_edit) + _drawn(view.source_edit)
    assert any(fg == colours.CHANGED_TEXT for _, fg, _ in drawn)  # the diff is drawn
    window = view.palette().color(QPalette.ColorRole.Window).name()
    for red in re.findall(r"color:\s*(#[0-9a-fA-F]{6})", view.legend_label.text()):
        drawn.append(("legend", red, window))
    assert not _low(drawn), "\n".join(_low(drawn))


@pytest.mark.parametrize("name", SCHEMES)
def test_a_paper_not_checked_is_readable_in_the_papers_list(qtbot, name):
    app = QApplication.instance()
    before = app.palette()
    app.setPalette(_palette(name))
    try:
        papers = PapersList()
        qtbot.addWidget(papers)
        papers.add(
            PaperEntry(PaperOutcome("bad.docx", error="the file is damaged"), Batch("b", ()))
        )
        item = papers.model.item(0, 0)
        palette = papers.palette()
        for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
            ratio = contrast_ratio(item.foreground().color().name(), palette.color(role).name())
            assert ratio >= MIN_CONTRAST, (role, ratio)
    finally:
        app.setPalette(before)
