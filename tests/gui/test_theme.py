"""The palette follows the system's colour scheme."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from app.gui import theme


def test_dark_system_gets_the_dark_palette(qtbot, monkeypatch):
    app = QApplication.instance()
    before = app.palette()
    try:
        monkeypatch.setattr(theme, "is_dark", lambda: True)
        theme.apply_theme(app)
        assert app.palette().color(QPalette.ColorRole.Window).lightness() < 80
        monkeypatch.setattr(theme, "is_dark", lambda: False)
        theme.apply_theme(app)
        assert app.palette().color(QPalette.ColorRole.Window).lightness() > 180
    finally:
        app.setPalette(before)
