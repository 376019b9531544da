"""The interface's copy of the report's labels stays the same as the report's."""

from __future__ import annotations

from app.gui import labels as gui_labels
from app.report import labels


def test_every_report_label_is_marked_for_translation():
    texts = {
        *labels.REASONS.values(),
        *labels.METHODS.values(),
        *labels.FLAG_NAMES.values(),
        *labels.FLAG_ADVICE.values(),
    }
    assert set(gui_labels.MARKED) == texts


def test_untranslated_names_are_the_report_names():
    assert gui_labels.reason_name("quote") == "quotation"
    assert gui_labels.method_name("shingle") == "shared word sequences"
    assert gui_labels.flag_name("homoglyph") == labels.FLAG_NAMES["homoglyph"]
    assert gui_labels.reason_name("unknown-reason") == "unknown-reason"
