"""The item data roles of the window's tables, defined once for all of them.

Every table that sorts (papers list, sources panel, class pairs, corpus documents) keeps the
raw value a column sorts by under ``SORT_ROLE`` (numbers stay numbers, text is case-folded)
and gives its sort proxy ``setSortRole(SORT_ROLE)``; what a row stands for (a paper entry, a
source's index in the report, a pair of paths, a corpus document's id) is under ``ROW_ROLE``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

#: The raw value a column sorts by.
SORT_ROLE = Qt.ItemDataRole.UserRole
#: What a row stands for, read back when the row is chosen.
ROW_ROLE = Qt.ItemDataRole.UserRole + 1
