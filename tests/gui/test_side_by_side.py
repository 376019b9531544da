"""The side-by-side view, driven offscreen: passages highlighted and aligned in both panes,
navigation, word differences, synchronised scrolling, the mini-maps, offsets past emoji, an
empty comparison and a 100k-word paper."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QHelpEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QToolTip

from app.check import PreparedPaper, Source, compare_documents
from app.corpus.demo import demo_folder
from app.engine.settings import Settings
from app.extract.document import Document
from app.gui import colours, text_pane, word_diffs
from app.gui.colours import PASSAGE_TEXT, current_tint
from app.gui.jobs import JobQueue
from app.gui.offsets import Utf16Map
from app.gui.side_by_side import SideBySideView
from app.report.evidence import Evidence, passage_diffs
from app.report.labels import source_colour
from app.report.model import Passage as ReportPassage
from app.report.model import Report

DEMO = demo_folder()


def _document(text: str, path: str) -> Document:
    return Document(text=text, path=path, format="txt", sha256="0" * 64, size=len(text))


def _paragraphs(name: str) -> list[str]:
    text = (DEMO / "sources" / name).read_text(encoding="utf-8")
    return [p for p in text.split("\n\n") if len(p) > 200]


@pytest.fixture(scope="session")
def volcano_evidence() -> Evidence:
    """A paper that copies three paragraphs of the volcano chapter between paragraphs about
    bees: one word changed in the first ("huge" -> "enormous") and the third ("fertile" ->
    "rich"), the second verbatim. Both texts start with emoji, so Qt positions and Python
    offsets differ by two before every passage."""
    volcano = (DEMO / "sources" / "en-volcanoes.txt").read_text(encoding="utf-8")
    source = "🌋 Volcanoes 🌋\n\n" + volcano.split("\n\n", 1)[1]
    copied = _paragraphs("en-volcanoes.txt")
    own = _paragraphs("en-honey-bees.txt")
    parts = [
        "🌋 My volcano essay 😀",
        own[0],
        copied[1].replace("huge slabs", "enormous slabs"),
        own[1],
        own[2],
        copied[3],
        own[3],
        own[4],
        copied[5].replace("fertile", "rich"),
    ]
    paper = "\n\n".join(parts) + "\n"
    comparison = compare_documents(
        _document(paper, "class/ada-volcanoes.txt"), _document(source, "books/volcanoes.txt")
    )
    evidence = comparison.evidence
    assert len(evidence.report.sources[0].passages) == 3
    return evidence


@pytest.fixture
def view(qtbot) -> SideBySideView:
    widget = SideBySideView(jobs=JobQueue())
    qtbot.addWidget(widget)
    widget.resize(1100, 560)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _passages(evidence: Evidence, source: int = 0) -> tuple[ReportPassage, ...]:
    return evidence.report.sources[source].passages


def _top(edit: QPlainTextEdit, qt_position: int) -> float:
    cursor = QTextCursor(edit.document())
    cursor.setPosition(qt_position)
    return edit.cursorRect(cursor).top()


def _line(edit: QPlainTextEdit) -> float:
    return edit.cursorRect(edit.textCursor()).height()


def _assert_aligned(view: SideBySideView, evidence: Evidence, index: int) -> None:
    """Passage ``index`` starts on screen, at the same height in both panes."""
    p = _passages(evidence, view.source_index())[index]
    paper_at = Utf16Map(evidence.paper_text).to_qt(p.start)
    source_text = evidence.source_texts[view.source_index()]
    source_at = Utf16Map(source_text).to_qt(p.source_start)
    paper_top = _top(view.paper_edit, paper_at)
    source_top = _top(view.source_edit, source_at)
    for edit, top in ((view.paper_edit, paper_top), (view.source_edit, source_top)):
        assert 0 <= top < edit.viewport().height() - _line(edit)
    # the same row; a line holding an emoji may be a few pixels taller
    assert abs(paper_top - source_top) < _line(view.paper_edit)
    assert view.paper_edit.textCursor().position() == paper_at
    assert view.source_edit.textCursor().position() == source_at


def _selections(edit: QPlainTextEdit) -> list[tuple[str, QTextCharFormat, int, int]]:
    return [
        (
            s.cursor.selectedText().replace("\u2029", "\n"),
            QTextCharFormat(s.format),
            QTextCursor(s.cursor).selectionStart(),
            s.cursor.selectionEnd(),
        )
        for s in edit.extraSelections()
    ]


def _marks(edit: QPlainTextEdit) -> list[str]:
    """The words drawn as differences (red text)."""
    red = QColor(colours.CHANGED_TEXT)
    return [text for text, fmt, _, _ in _selections(edit) if fmt.foreground().color() == red]


# --------------------------------------------------------------------------------------------
def test_emma_passage_is_highlighted_and_aligned(view, emma_evidence):
    with_signal = []
    view.currentPassageChanged.connect(lambda s, p: with_signal.append((s, p)))
    view.show_pair(emma_evidence, 0)
    passage = _passages(emma_evidence)[0]
    assert with_signal == [(0, 0)]
    assert view.passage_count() == 1 and view.current_passage() == 0
    assert view.status_label.text() == "Passage 1 of 1 · 70 words · 100.0% identical"
    _assert_aligned(view, emma_evidence, 0)
    (paper_sel,) = _selections(view.paper_edit)
    (source_sel,) = _selections(view.source_edit)
    paper_slice = emma_evidence.paper_text[passage.start : passage.end]
    source_slice = emma_evidence.source_texts[0][passage.source_start : passage.source_end]
    assert paper_sel[0] == paper_slice and source_sel[0] == source_slice
    current = QColor(current_tint(0))
    assert paper_sel[1].background().color() == current
    assert paper_sel[1].foreground().color() == QColor(PASSAGE_TEXT)
    assert not _marks(view.paper_edit) and not _marks(view.source_edit)
    assert "en-emma-water-and-life.txt" in view.paper_header.text()
    assert "en-water-cycle.txt" in view.source_header.text()
    assert "10.6% of the paper" in view.source_header.text()
    assert view.paper_edit.isReadOnly() and view.source_edit.isReadOnly()
    assert not view.message_label.isVisible()
    assert view.paper_minimap.passages()[0].start == passage.start
    assert view.paper_minimap.current() == 0


def test_every_passage_highlighted_current_one_darker(view, volcano_evidence):
    view.show_pair(volcano_evidence, 0, 1)
    colour = QColor(source_colour(0))
    backgrounds = [s[1].background().color() for s in _selections(view.paper_edit)[:3]]
    assert backgrounds == [colour, QColor(current_tint(0)), colour]
    _assert_aligned(view, volcano_evidence, 1)
    # a passage in the middle sits about a quarter from the top of both panes
    p = _passages(volcano_evidence)[1]
    top = _top(view.paper_edit, Utf16Map(volcano_evidence.paper_text).to_qt(p.start))
    height = view.paper_edit.viewport().height()
    assert height * 0.15 <= top <= height * 0.35


def test_next_and_previous_move_and_emit(view, qtbot, volcano_evidence):
    view.show_pair(volcano_evidence, 0, 0)
    assert not view.previous_button.isEnabled() and view.next_button.isEnabled()
    with qtbot.waitSignal(view.currentPassageChanged) as blocker:
        view.next_passage()
    assert blocker.args == [0, 1]
    _assert_aligned(view, volcano_evidence, 1)
    assert view.status_label.text().startswith("Passage 2 of 3 · 68 words")
    with qtbot.waitSignal(view.currentPassageChanged) as blocker:
        qtbot.mouseClick(view.next_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [0, 2]
    _assert_aligned(view, volcano_evidence, 2)
    assert not view.next_button.isEnabled()
    with qtbot.assertNotEmitted(view.currentPassageChanged):
        view.next_passage()
    assert view.current_passage() == 2
    with qtbot.waitSignal(view.currentPassageChanged) as blocker:
        view.previous_passage()
    assert blocker.args == [0, 1]
    assert view.paper_minimap.current() == 1 and view.source_minimap.current() == 1


def test_keyboard_shortcuts(view, qtbot, volcano_evidence):
    view.show_pair(volcano_evidence, 0, 0)
    view.activateWindow()
    view.paper_edit.setFocus()
    qtbot.waitUntil(lambda: view.paper_edit.hasFocus())
    with qtbot.waitSignal(view.currentPassageChanged) as blocker:
        qtbot.keyClick(view.paper_edit, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert blocker.args == [0, 1]
    with qtbot.waitSignal(view.currentPassageChanged) as blocker:
        qtbot.keyClick(
            view.source_edit, Qt.Key.Key_BracketRight, Qt.KeyboardModifier.ControlModifier
        )
    assert blocker.args == [0, 2]
    with qtbot.waitSignal(view.currentPassageChanged) as blocker:
        qtbot.keyClick(view.paper_edit, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert blocker.args == [0, 1]


def test_word_differences_land_on_the_changed_words(view, volcano_evidence):
    view.show_pair(volcano_evidence, 0, 0)
    assert _marks(view.paper_edit) == ["enormous"]
    assert _marks(view.source_edit) == ["huge"]
    paper_map = Utf16Map(volcano_evidence.paper_text)
    (mark,) = [s for s in _selections(view.paper_edit) if s[0] == "enormous"]
    assert mark[2] == paper_map.to_qt(volcano_evidence.paper_text.index("enormous"))
    assert mark[1].underlineStyle() == QTextCharFormat.UnderlineStyle.WaveUnderline
    assert "identical" in view.status_label.text()
    view.next_passage()  # copied word for word
    assert _marks(view.paper_edit) == [] and _marks(view.source_edit) == []
    assert view.status_label.text().endswith("100.0% identical")
    view.next_passage()
    assert _marks(view.paper_edit) == ["rich"]
    assert _marks(view.source_edit) == ["fertile"]
    diff = view.current_diff()
    assert diff is not None and 0.9 < diff.resemble < 1.0


def test_inserted_and_deleted_words_are_marked_on_their_side(view):
    copied = _paragraphs("en-volcanoes.txt")
    own = _paragraphs("en-honey-bees.txt")
    changed = copied[2].replace("Shield volcanoes, like", "Shield volcanoes, just like")
    changed = changed.replace("steep and cone-shaped", "steep and shaped")
    paper = "\n\n".join([own[0], changed, own[1]])
    source = "\n\n".join(copied)
    evidence = compare_documents(_document(paper, "p.txt"), _document(source, "s.txt")).evidence
    view.show_pair(evidence, 0, 0)
    assert _marks(view.paper_edit) == ["just"]
    assert _marks(view.source_edit) == ["cone"]
    (inserted,) = [s for s in _selections(view.paper_edit) if s[0] == "just"]
    assert inserted[1].underlineStyle() == QTextCharFormat.UnderlineStyle.SingleUnderline
    (deleted,) = [s for s in _selections(view.source_edit) if s[0] == "cone"]
    assert deleted[1].fontStrikeOut()


def test_emoji_before_the_passage(view, volcano_evidence):
    view.show_pair(volcano_evidence, 0, 2)
    passage = _passages(volcano_evidence)[2]
    paper_map = Utf16Map(volcano_evidence.paper_text)
    source_map = Utf16Map(volcano_evidence.source_texts[0])
    assert paper_map.to_qt(passage.start) == passage.start + 2
    assert source_map.to_qt(passage.source_start) == passage.source_start + 2
    paper_sel = _selections(view.paper_edit)[2]
    source_sel = _selections(view.source_edit)[2]
    assert paper_sel[0] == volcano_evidence.paper_text[passage.start : passage.end]
    assert paper_sel[0].startswith("Volcanoes also bring benefits")
    assert (
        source_sel[0] == volcano_evidence.source_texts[0][passage.source_start : passage.source_end]
    )
    _assert_aligned(view, volcano_evidence, 2)


def test_scrolling_one_pane_scrolls_the_other(view, volcano_evidence):
    view.show_pair(volcano_evidence, 0, 0)
    assert view.sync_checkbox.isChecked()
    paper_map = Utf16Map(volcano_evidence.paper_text)
    source_map = Utf16Map(volcano_evidence.source_texts[0])
    third = _passages(volcano_evidence)[2]
    before = view.source_edit.verticalScrollBar().value()
    # the teacher scrolls the paper until the third passage is on the reference row
    row = 5
    text_pane.scroll_to_row(view.paper_edit, paper_map.to_qt(third.start), row)
    assert view.source_edit.verticalScrollBar().value() != before
    paper_top = _top(view.paper_edit, paper_map.to_qt(third.start))
    source_top = _top(view.source_edit, source_map.to_qt(third.source_start))
    assert abs(paper_top - source_top) < 2 * _line(view.paper_edit)
    # and back from the source side
    first = _passages(volcano_evidence)[0]
    text_pane.scroll_to_row(view.source_edit, source_map.to_qt(first.source_start), row)
    paper_top = _top(view.paper_edit, paper_map.to_qt(first.start))
    source_top = _top(view.source_edit, source_map.to_qt(first.source_start))
    assert abs(paper_top - source_top) < 2 * _line(view.paper_edit)
    # switched off, the other pane stays where it is
    view.sync_checkbox.setChecked(False)
    kept = view.source_edit.verticalScrollBar().value()
    view.paper_edit.verticalScrollBar().setValue(view.paper_edit.verticalScrollBar().value() + 9)
    assert view.source_edit.verticalScrollBar().value() == kept


def test_minimap_click_jumps_to_passage_and_scrolls(view, qtbot, volcano_evidence):
    view.show_pair(volcano_evidence, 0, 0)
    minimap = view.paper_minimap
    assert minimap.document_length() == Utf16Map(volcano_evidence.paper_text).qt_length
    target = minimap.bar_rect(2).center().toPoint()
    with qtbot.waitSignal(view.currentPassageChanged) as blocker:
        qtbot.mouseClick(minimap, Qt.MouseButton.LeftButton, pos=target)
    assert blocker.args == [0, 2]
    _assert_aligned(view, volcano_evidence, 2)
    # clicking between two bars scrolls there without changing the passage
    gap = (minimap.bar_rect(0).bottom() + minimap.bar_rect(1).top()) / 2
    position = minimap.position_at(gap)
    with qtbot.assertNotEmitted(view.currentPassageChanged):
        qtbot.mouseClick(minimap, Qt.MouseButton.LeftButton, pos=QPoint(8, int(gap)))
    first, last = view.paper_pane.visible_range()
    assert first <= position <= last
    assert minimap.visible_range() == (first, last)
    assert view.current_passage() == 2
    # the source followed: its shaded range moved with the paper's
    source_first, _ = view.source_minimap.visible_range()
    assert source_first < Utf16Map(volcano_evidence.source_texts[0]).to_qt(
        _passages(volcano_evidence)[2].source_start
    )


def test_tooltip_over_a_passage(view, qtbot, volcano_evidence):
    view.show_pair(volcano_evidence, 0, 0)
    passage = _passages(volcano_evidence)[0]
    text = view.tooltip_for("paper", passage.start + 3)
    assert "Passage 1·1" in text and "shared word sequences" in text
    assert f"{passage.start}–{passage.end}" in text
    assert f"{passage.source_start}–{passage.source_end}" in text
    assert f"{passage.words} words" in text
    changed = volcano_evidence.paper_text.index("enormous")
    assert "“huge” → “enormous”" in view.tooltip_for("paper", changed)
    assert view.tooltip_for("paper", 5) == ""
    assert "Passage 1·1" in view.tooltip_for("source", passage.source_start)
    # the real hover event
    viewport = view.paper_edit.viewport()
    point = view.paper_edit.cursorRect(view.paper_edit.textCursor()).center() + QPoint(20, 0)
    event = QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)
    qtbot.waitUntil(lambda: "Passage 1·1" in QToolTip.text())
    QToolTip.hideText()


def test_no_passage_in_common(view, volcano_evidence):
    bees = (DEMO / "sources" / "en-honey-bees.txt").read_text(encoding="utf-8")
    china = (DEMO / "sources" / "en-printing-press.txt").read_text(encoding="utf-8")
    comparison = compare_documents(_document(bees, "bees.txt"), _document(china, "press.txt"))
    evidence = comparison.evidence
    assert evidence.report.sources == ()
    view.show_pair(volcano_evidence, 0, 1)  # something shown before
    view.show_documents(evidence)
    assert view.message_label.isVisible()
    assert view.message_label.text() == "These two documents have no passage in common."
    assert view.paper_edit.toPlainText() == bees.replace("\r\n", "\n")
    assert view.source_edit.toPlainText() == ""
    assert view.paper_edit.extraSelections() == [] and view.source_edit.extraSelections() == []
    assert view.passage_count() == 0 and view.current_passage() == -1
    assert view.status_label.text() == "No passages"
    assert not view.next_button.isEnabled() and not view.previous_button.isEnabled()
    assert view.paper_minimap.passages() == []
    view.next_passage()  # nothing to move to, no crash
    # the two unrelated texts side by side
    view.show_texts("Bees", bees, "Printing press", china, evidence)
    assert view.source_edit.toPlainText() == china
    assert view.message_label.isVisible()
    assert view.paper_edit.extraSelections() == [] and view.source_edit.extraSelections() == []
    assert "Bees" in view.paper_header.text() and "Printing press" in view.source_header.text()
    # a source the report does not have: a message, not a crash
    view.show_pair(volcano_evidence, 7)
    assert view.message_label.isVisible() and "no source number 8" in view.message_label.text()


def test_show_texts_with_matching_evidence_highlights(view, volcano_evidence):
    view.show_texts(
        "Paper",
        volcano_evidence.paper_text,
        "Book",
        volcano_evidence.source_texts[0],
        volcano_evidence,
    )
    assert view.passage_count() == 3 and view.current_passage() == 0
    assert not view.message_label.isVisible()
    _assert_aligned(view, volcano_evidence, 0)


def test_text_reloaded_only_when_it_changed(view, volcano_evidence, emma_evidence, monkeypatch):
    view.show_pair(volcano_evidence, 0, 0)
    loads: list[int] = []
    for edit in (view.paper_edit, view.source_edit):
        original = edit.setPlainText
        monkeypatch.setattr(
            edit, "setPlainText", lambda text, original=original: (loads.append(1), original(text))
        )
    view.show_pair(volcano_evidence, 0, 2)
    assert loads == []
    view.show_pair(emma_evidence, 0, 0)
    assert len(loads) == 2


def test_long_diff_runs_in_a_job(view, qtbot, volcano_evidence, monkeypatch):
    monkeypatch.setattr(word_diffs, "SYNC_DIFF_CHARS", 0)
    view.show_pair(volcano_evidence, 0, 0)
    assert view.current_diff() is None
    assert "comparing words" in view.status_label.text()
    qtbot.waitUntil(lambda: view.current_diff() is not None, timeout=10_000)
    assert _marks(view.paper_edit) == ["enormous"]
    assert "identical" in view.status_label.text()


def test_long_paper_opens(view, qtbot, emma_evidence):
    """A paper of ~100k words with 145 passages: the view opens, aligns and moves on."""
    copies = 145
    piece = emma_evidence.paper_text + "\n\n"
    paper = piece * copies
    original = emma_evidence.report
    first = original.sources[0].passages[0]
    passages = tuple(
        replace(first, start=first.start + k * len(piece), end=first.end + k * len(piece))
        for k in range(copies)
    )
    report = replace(
        original,
        document=replace(original.document, chars=len(paper)),
        sources=(replace(original.sources[0], passages=passages), *original.sources[1:]),
    )
    big = Evidence(report, paper, emma_evidence.source_texts)
    assert len(paper.split()) > 100_000
    view.show_pair(big, 0, 100)
    assert view.passage_count() == copies and view.current_passage() == 100
    assert view.status_label.text().startswith("Passage 101 of 145")
    _assert_aligned(view, big, 100)
    with qtbot.waitSignal(view.currentPassageChanged) as blocker:
        view.next_passage()
    assert blocker.args == [0, 101]
    _assert_aligned(view, big, 101)


def test_alignment_kept_when_the_panes_are_resized(view, qtbot, volcano_evidence):
    view.show_pair(volcano_evidence, 0, 1)
    old_width = view.paper_edit.viewport().width()
    view.resize(700, 560)
    qtbot.waitUntil(lambda: view.paper_edit.viewport().width() < old_width)
    _assert_aligned(view, volcano_evidence, 1)
    view.splitter.setSizes([200, 480])
    qtbot.waitUntil(lambda: view.paper_edit.viewport().width() < 220)
    _assert_aligned(view, volcano_evidence, 1)


# stepping through every passage of a paper, across its sources -------------------------------
@pytest.fixture(scope="session")
def two_source_evidence() -> Evidence:
    """A paper with a volcano passage, then a water-cycle passage, then another volcano
    passage (between paragraphs of its own), checked against both chapters."""
    volcano = (DEMO / "sources" / "en-volcanoes.txt").read_text(encoding="utf-8")
    water = (DEMO / "sources" / "en-water-cycle.txt").read_text(encoding="utf-8")
    own = _paragraphs("en-honey-bees.txt")
    volcano_copied = _paragraphs("en-volcanoes.txt")
    water_copied = _paragraphs("en-water-cycle.txt")
    paper = "\n\n".join(
        [own[0], volcano_copied[1], own[1], water_copied[1], own[2], volcano_copied[4], own[3]]
    )
    prepared = PreparedPaper(_document(paper, "class/ben.txt"), Settings(), None)
    evidence = prepared.evidence(
        [
            Source(_document(volcano, "books/volcanoes.txt")),
            Source(_document(water, "books/water.txt")),
        ]
    )
    assert [s.path for s in evidence.report.sources] == [
        "books/volcanoes.txt",
        "books/water.txt",
    ]
    assert [len(s.passages) for s in evidence.report.sources] == [2, 1]
    return evidence


def _press(view: SideBySideView, qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.AltModifier):
    with qtbot.waitSignal(view.currentPassageChanged) as blocker:
        qtbot.keyClick(view.paper_edit, key, modifier)
    return tuple(blocker.args)


def test_next_passage_steps_across_sources_in_paper_order(view, qtbot, two_source_evidence):
    evidence = two_source_evidence
    view.show_pair(evidence, 0, 0)
    view.activateWindow()
    view.paper_edit.setFocus()
    qtbot.waitUntil(lambda: view.paper_edit.hasFocus())
    assert view.status_label.text().startswith("Passage 1 of 3 ·")
    assert not view.previous_button.isEnabled() and view.next_button.isEnabled()
    # Alt+Down: the water-cycle passage comes next in the paper, so the right pane switches.
    assert _press(view, qtbot, Qt.Key.Key_Down) == (1, 0)
    assert view.source_index() == 1
    assert view.source_edit.toPlainText() == evidence.source_texts[1]
    assert "water.txt" in view.source_header.text()
    assert view.status_label.text().startswith("Passage 2 of 3 ·")
    _assert_aligned(view, evidence, 0)
    assert _press(view, qtbot, Qt.Key.Key_Down) == (0, 1)
    assert view.source_edit.toPlainText() == evidence.source_texts[0]
    assert view.status_label.text().startswith("Passage 3 of 3 ·")
    assert not view.next_button.isEnabled()
    with qtbot.assertNotEmitted(view.currentPassageChanged):
        qtbot.keyClick(view.paper_edit, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert _press(view, qtbot, Qt.Key.Key_Up) == (1, 0)
    qtbot.mouseClick(view.previous_button, Qt.MouseButton.LeftButton)
    assert (view.source_index(), view.current_passage()) == (0, 0)


def test_this_source_only_keeps_to_the_shown_source(view, qtbot, two_source_evidence):
    view.show_pair(two_source_evidence, 0, 0)
    qtbot.mouseClick(view.source_only_checkbox, Qt.MouseButton.LeftButton)
    assert view.source_only_checkbox.isChecked()
    assert view.status_label.text().startswith("Passage 1 of 2 ·")
    view.paper_edit.setFocus()
    assert _press(view, qtbot, Qt.Key.Key_Down) == (0, 1)
    assert view.status_label.text().startswith("Passage 2 of 2 ·")
    assert not view.next_button.isEnabled()
    qtbot.mouseClick(view.source_only_checkbox, Qt.MouseButton.LeftButton)
    assert view.status_label.text().startswith("Passage 3 of 3 ·")
    assert _press(view, qtbot, Qt.Key.Key_Up) == (1, 0)


def test_hidden_sources_are_skipped(view, qtbot, two_source_evidence):
    view.show_pair(two_source_evidence, 0, 0, hidden={1})
    assert view.passage_position() == (1, 2)
    view.paper_edit.setFocus()
    assert _press(view, qtbot, Qt.Key.Key_Down) == (0, 1)
    assert view.source_index() == 0


def test_the_view_and_the_reports_diff_a_passage_the_same(view, emma_evidence):
    """One passage-diff path (``app.report.evidence.diff_of_passage``) for the window and the
    reports. The source side runs one word past the paper's copy, so the diff ends with a
    left-out word; the reports used to analyse the whole paper and put that empty paper span
    at the next sentence, outside the passage, where the view put it at the passage's end."""
    passage = emma_evidence.report.sources[0].passages[0]
    source_text = emma_evidence.source_texts[0]
    after = len(source_text[passage.source_end :].split(maxsplit=1)[0])
    next_word = source_text.index(" ", passage.source_end) + 1 + after
    data = emma_evidence.report.to_json()
    data["sources"][0]["passages"][0]["source_end"] = next_word
    report = Report.from_json(data)
    longer = Evidence(report, emma_evidence.paper_text, emma_evidence.source_texts)
    view.show_pair(longer, 0, 0)
    found = view.current_diff()
    assert found is not None and found.changes[-1].kind == "delete"
    assert found.changes[-1].start <= passage.end  # inside the passage
    assert passage_diffs(longer)[(0, 0)] == found
