"""The keys that step through a paper's passages, defined once for the paper view and the
side-by-side view.

Alt+Down / Alt+Up (and Ctrl+] / Ctrl+[) belong to whichever of the two views has the focus:
each binds them here with a widget-with-children context, so the two never compete. F3 /
Shift+F3 are the window's "Next passage" / "Previous passage" menu actions (shown in the menu),
which step in the view on show; a second owner of the same keys would make Qt fire neither.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

NEXT_KEYS = ("Alt+Down", "Ctrl+]")
PREVIOUS_KEYS = ("Alt+Up", "Ctrl+[")
#: The window's menu actions.
WINDOW_NEXT_KEY = "F3"
WINDOW_PREVIOUS_KEY = "Shift+F3"


def add_passage_shortcuts(
    widget: QWidget, next_passage: Callable[[], None], previous_passage: Callable[[], None]
) -> list[QShortcut]:
    """Bind ``NEXT_KEYS`` and ``PREVIOUS_KEYS`` inside ``widget`` (and its children)."""
    shortcuts = []
    for keys, slot in ((NEXT_KEYS, next_passage), (PREVIOUS_KEYS, previous_passage)):
        for key in keys:
            shortcut = QShortcut(QKeySequence(key), widget)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            shortcuts.append(shortcut)
    return shortcuts
