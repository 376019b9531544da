"""The window on a machine where Qt finds no font (`app.gui.fallback_font`), and sizes given
in characters whatever the font (`app.gui.text_metrics`)."""

from __future__ import annotations

import os
import shutil
import sys
import unicodedata
from pathlib import Path

import pytest
from fontTools import ttLib
from PySide6.QtGui import QFontMetrics

from app.gui.text_metrics import char_width
from app.paths import resource
from app.report.shipped_fonts import FONT_FILES
from tests.children import run_python

ROOT = Path(__file__).resolve().parents[2]

#: What the child prints: the family its application font resolves to, and whether the
#: shipped fonts were made the application's font.
PROBE = """
import sys
from PySide6.QtGui import QFontDatabase, QFontInfo
from app.gui import application
app = application._application()
print(QFontInfo(app.font()).family())
print(bool(QFontDatabase.applicationFontFamilies(0)))
"""

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="fontconfig (FONTCONFIG_FILE) is Linux's"
)


def fonts_config(tmp_path: Path, folder: Path) -> Path:
    """A fontconfig file whose only font folder is ``folder`` (its cache in ``tmp_path``)."""
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n'
        f"<fontconfig><dir>{folder}</dir><cachedir>{tmp_path / 'fc-cache'}</cachedir>"
        "</fontconfig>\n",
        encoding="utf-8",
    )
    return config


def window_font(tmp_path: Path, fonts: Path) -> list[str]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "FONTCONFIG_FILE": str(fonts_config(tmp_path, fonts)),
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    done = run_python(["-c", PROBE], timeout=60, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


@linux_only
def test_without_any_font_the_window_uses_the_shipped_ones(tmp_path):
    empty = tmp_path / "no-fonts"
    empty.mkdir()
    assert window_font(tmp_path, empty) == ["Imbrex", "Noto", "Sans", "True"]


@linux_only
def test_with_a_font_of_the_machine_nothing_is_registered(tmp_path):
    """A machine font is used as it is: the shipped files are not even loaded. (The machine's
    font here is a copy of the shipped Latin one, the only font the test can count on.)"""
    system = tmp_path / "system-fonts"
    system.mkdir()
    shutil.copy(resource("fonts", "NotoSans-Regular.ttf"), system / "Sans.ttf")
    assert window_font(tmp_path, system) == ["Imbrex", "Noto", "Sans", "False"]


def test_a_character_is_as_wide_as_a_character_of_a_name(qapp):
    """Within 15 % of what a character of real file names takes, in the font in use."""
    metrics = QFontMetrics(qapp.font())
    names = "Harry_Irwin_inheritance.pdf Jane_Doe_inheritance.pdf ben_volcanoes.docx"
    per_character = metrics.horizontalAdvance(names) / len(names)
    assert abs(char_width(metrics) - per_character) <= 0.15 * per_character


def test_the_window_fits_an_800_by_600_screen(window):
    """The offscreen screen is 800 × 600: the window's least size must fit on it (with Noto
    Sans, whose declared mean glyph is wider than its letters, it was 839 pixels wide)."""
    screen = window.screen().availableGeometry()
    least = window.minimumSizeHint()
    assert least.width() <= screen.width() and least.height() <= screen.height()


def test_every_sign_the_interface_writes_is_in_a_shipped_font():
    """On a machine without fonts the window draws only what the shipped fonts hold: every
    character of the window's code and of its translations must be in one of them (▶ ◀ ▸ ⇄
    ↔ ⚠ were boxes before the fonts of signs)."""
    held: set[int] = set()
    for name in FONT_FILES:
        held |= set(ttLib.TTFont(resource("fonts", name), lazy=True).getBestCmap())
    texts = [*(ROOT / "app" / "gui").glob("*.py"), *resource("translations").glob("*.json")]
    missing = {
        f"{ch} U+{ord(ch):04X} {unicodedata.name(ch, '?')} ({path.name})"
        for path in texts
        for ch in path.read_text(encoding="utf-8")
        if ord(ch) > 0x7F and not ch.isspace() and ord(ch) not in held
    }
    assert not missing, sorted(missing)
