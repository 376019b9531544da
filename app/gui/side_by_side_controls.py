"""The controls around the side-by-side view's panes: the bar above them (Previous, Next, the
current passage's number and how much of it is identical, "This source only") and the footer
below them (the legend of the word differences, "Synchronise scrolling").
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QWidget

from app.gui.theme import view_colours


class PassageBar(QWidget):
    """Previous and Next passage, the current passage's status, "This source only"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.previous_button = QPushButton(self.tr("Previous passage"))
        self.next_button = QPushButton(self.tr("Next passage"))
        self.previous_button.setToolTip(
            self.tr(
                "Go to the previous passage of the paper, whatever its source (Alt+Up, "
                "Ctrl+[ or Shift+F3)."
            )
        )
        self.next_button.setToolTip(
            self.tr(
                "Go to the next passage of the paper, whatever its source (Alt+Down, Ctrl+] or F3)."
            )
        )
        self.source_only_checkbox = QCheckBox(self.tr("This source only"))
        self.source_only_checkbox.setToolTip(
            self.tr(
                "When ticked, Next and Previous step only through the passages of the source "
                "on the right; otherwise through every passage of the paper, in the order they "
                "appear in it."
            )
        )
        self.status_label = QLabel()
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setToolTip(
            self.tr(
                "The current passage: its number, its length in words of the paper and the "
                "share of its words that the paper and the source have in the same order."
            )
        )
        bar = QHBoxLayout(self)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addWidget(self.previous_button)
        bar.addWidget(self.next_button)
        bar.addWidget(self.status_label, 1)
        bar.addWidget(self.source_only_checkbox)


class PanesFooter(QWidget):
    """Below the panes, beside the legend (which wraps), so the bar above stays narrow: the
    legend of the word differences and "Synchronise scrolling"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.legend_label = QLabel()
        self.legend_label.setWordWrap(True)
        self.legend_label.setToolTip(
            self.tr(
                "Inside the current passage, words in red differ between the paper and the "
                "source; the other words are the same in both."
            )
        )
        self.sync_checkbox = QCheckBox(self.tr("Synchronise scrolling"))
        self.sync_checkbox.setChecked(True)
        self.sync_checkbox.setToolTip(
            self.tr(
                "When on, scrolling one text scrolls the other so that matching passages stay "
                "side by side."
            )
        )
        self.show_legend()
        footer = QHBoxLayout(self)
        footer.setContentsMargins(0, 0, 0, 0)
        footer.addWidget(self.legend_label, 1)
        footer.addWidget(self.sync_checkbox)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.show_legend()  # light or dark: the legend's red follows

    def show_legend(self) -> None:
        """The legend, its red readable on this palette's window colour."""
        self.legend_label.setText(
            self.tr(
                '<span style="color:{red}; text-decoration:underline">underlined</span>: '
                "words the paper added or changed · "
                '<span style="color:{red}; text-decoration:line-through">struck out</span>: '
                "source words the paper left out"
            ).format(red=view_colours(self).legend_changed_text)
        )
