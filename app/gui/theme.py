"""Light or dark, as the system is: Qt's Fusion style with a palette that follows the system's
colour scheme (Qt ≥ 6.5 reports it), updated when the system switches."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication


def dark_palette() -> QPalette:
    palette = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    colours = {
        role.Window: "#2b2b2b",
        role.WindowText: "#e6e6e6",
        role.Base: "#1f1f1f",
        role.AlternateBase: "#2a2a2a",
        role.ToolTipBase: "#3a3a3a",
        role.ToolTipText: "#f0f0f0",
        role.Text: "#e6e6e6",
        role.Button: "#353535",
        role.ButtonText: "#e6e6e6",
        role.BrightText: "#ff6b6b",
        role.Link: "#7ab7ff",
        role.Highlight: "#3d7bd9",
        role.HighlightedText: "#ffffff",
        role.PlaceholderText: "#9a9a9a",
    }
    for r, colour in colours.items():
        palette.setColor(r, QColor(colour))
    for r in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(group.Disabled, r, QColor("#7a7a7a"))
    return palette


def is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    return scheme is not None and scheme() == Qt.ColorScheme.Dark


def apply_theme(app: QApplication) -> None:
    """Use Fusion (the same look on every system) in the system's light or dark scheme."""
    app.setStyle("Fusion")

    def update(*_args: object) -> None:
        app.setPalette(dark_palette() if is_dark() else app.style().standardPalette())

    update()
    hints = QGuiApplication.styleHints()
    if hasattr(hints, "colorSchemeChanged"):
        hints.colorSchemeChanged.connect(update)
