"""Light or dark, as the system is: Qt's Fusion style with a palette that follows the system's
colour scheme (Qt ≥ 6.5 reports it), updated when the system switches."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from app.gui.colours import DARK_DISABLED_TEXT, DARK_ROLES, ViewColours, scheme_for


def dark_palette() -> QPalette:
    """The dark palette (its colours are defined in app.gui.colours)."""
    palette = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    for name, colour in DARK_ROLES.items():
        palette.setColor(getattr(role, name), QColor(colour))
    for r in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(group.Disabled, r, QColor(DARK_DISABLED_TEXT))
    return palette


def view_colours(widget: QWidget | None = None) -> ViewColours:
    """The text colours for ``widget``'s palette (the application's when None): light or
    dark, decided by the palette's text background."""
    palette = widget.palette() if widget is not None else QGuiApplication.palette()
    return scheme_for(palette.color(QPalette.ColorRole.Base).name())


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
