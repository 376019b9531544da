"""Python offsets and Qt (UTF-16) positions: the one conversion of the GUI."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QTextDocument

from app.gui.offsets import Utf16Map


def test_ascii_and_bmp_text_map_to_themselves():
    text = "Лес очищает воздух 茶起源于中国"
    mapping = Utf16Map(text)
    assert [mapping.to_qt(i) for i in range(len(text) + 1)] == list(range(len(text) + 1))
    assert mapping.qt_length == len(text)


def test_characters_outside_the_bmp_take_two_positions():
    text = "a😀b𠀀c"
    mapping = Utf16Map(text)
    assert [mapping.to_qt(i) for i in range(6)] == [0, 1, 3, 4, 6, 7]
    assert mapping.qt_length == 7
    assert [mapping.from_qt(q) for q in range(8)] == [0, 1, 1, 2, 3, 3, 4, 5]


@given(st.text(alphabet=st.sampled_from("ab Я茶😀𝔘\n"), max_size=40))
def test_round_trip_and_agreement_with_qt(text):
    mapping = Utf16Map(text)
    for i in range(len(text) + 1):
        assert mapping.from_qt(mapping.to_qt(i)) == i
        # Qt's own count of the prefix agrees with the map.
        assert mapping.to_qt(i) == len(text[:i].encode("utf-16-le")) // 2
    document = QTextDocument()
    document.setPlainText(text)
    assert document.characterCount() - 1 == mapping.qt_length


def test_crlf_keeps_its_length_in_a_qt_document():
    from app.gui.offsets import qt_safe_text

    text = "one\r\ntwo\r\nthree"
    document = QTextDocument()
    document.setPlainText(qt_safe_text(text))
    assert document.characterCount() - 1 == len(text)
    assert document.toPlainText().split("\n")[2] == "three"
