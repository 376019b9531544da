"""What a file is called wherever it is shown (``labels.file_name``, ``document_name``): the
last part of its path, with the bidirectional controls that could make it draw as another
name written as code points, and every other character kept."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from app.report.labels import document_name, file_name, shown_name


@dataclass
class _Doc:
    path: str
    name: str = ""
    title: str = ""


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("anna.docx", "anna.docx"),
        ("essay\u202efdp.exe", "essay[U+202E]fdp.exe"),  # drawn as "essayexe.pdf"
        ("\u2067anna\u2069.txt", "[U+2067]anna[U+2069].txt"),  # an isolate
        ("\u202aa\u202bb\u202cc\u202dd", "[U+202A]a[U+202B]b[U+202C]c[U+202D]d"),
        ("می\u200cخواهم.docx", "می\u200cخواهم.docx"),  # Persian's zero-width non-joiner stays
        ("Иван Петров.pdf", "Иван Петров.pdf"),
        ("new\nline.txt", "new[U+000A]line.txt"),  # a line break: one name, one line
        ("tab\there\x7f.txt", "tab[U+0009]here[U+007F].txt"),
    ],
)
def test_bidirectional_and_control_characters_are_shown_as_code_points(name, shown):
    assert shown_name(name) == shown
    assert shown_name(shown) == shown  # shown once, shown for good
    assert file_name(f"/class/2025/{name}") == shown
    assert file_name(f"class.zip\\{name}") == shown
    assert document_name(_Doc(path=f"/class/{name}")) == shown
    assert document_name(_Doc(path="/elsewhere/x.txt", name=name)) == shown
