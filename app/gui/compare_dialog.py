"""Compare two documents: one dialog naming the left (the paper) and the right document.

Two file dialogs in a row gave no hint which file was wanted when the system's dialog shows no
title. Here both choices are in one window, each labelled; choosing two files at once with the
left "…" button fills both sides (in the order the dialog returns them, which the teacher can
swap with the ⇄ button).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.gui.text_metrics import char_width


class CompareDialog(QDialog):
    """Choose the paper (left) and the document to compare it with (right). ``paths()`` once
    accepted; OK is enabled only when both name existing files."""

    def __init__(self, folder: str, name_filter: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareDialog")
        self.folder = folder
        self.name_filter = name_filter
        # Texts the main window already has translated (its menu item, its old dialogs'
        # titles), written out in full so that pyside6-lupdate keeps finding them.
        menu_item = QCoreApplication.translate("MainWindow", "&Compare two documents…")
        self.setWindowTitle(menu_item.replace("&", "").rstrip("…. "))
        self.left_title = QCoreApplication.translate("MainWindow", "The paper (left)")
        self.right_title = QCoreApplication.translate(
            "MainWindow", "The document to compare it with (right)"
        )
        self.left_edit = QLineEdit(self)
        self.right_edit = QLineEdit(self)
        self.left_button = QToolButton(self)
        self.right_button = QToolButton(self)
        self.swap_button = QToolButton(self)
        self.swap_button.setText("⇄")
        self.swap_button.clicked.connect(self._swap)
        grid = QGridLayout()
        for row, (title, edit, button, slot) in enumerate(
            (
                (self.left_title, self.left_edit, self.left_button, self._choose_left),
                (self.right_title, self.right_edit, self.right_button, self._choose_right),
            )
        ):
            label = QLabel(title, self)
            label.setBuddy(edit)
            edit.setMinimumWidth(char_width(edit.fontMetrics()) * 50)
            edit.setClearButtonEnabled(True)
            edit.textChanged.connect(self._update_ok)
            button.setText("…")
            button.setToolTip(title)
            button.clicked.connect(slot)
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
            grid.addWidget(button, row, 2)
        grid.addWidget(self.swap_button, 0, 3, 2, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.buttons)
        self._update_ok()

    def paths(self) -> tuple[str, str]:
        """(left, right): the paper and the document it is compared with."""
        return self.left_edit.text().strip(), self.right_edit.text().strip()

    def set_paths(self, left: str, right: str) -> None:
        self.left_edit.setText(left)
        self.right_edit.setText(right)

    def _choose_left(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(
            self, self.left_title, self._start_folder(), self.name_filter
        )
        if len(files) >= 2:  # two chosen at once: one for each side
            self.set_paths(files[0], files[1])
        elif files:
            self.left_edit.setText(files[0])

    def _choose_right(self) -> None:
        file, _ = QFileDialog.getOpenFileName(
            self, self.right_title, self._start_folder(), self.name_filter
        )
        if file:
            self.right_edit.setText(file)

    def _start_folder(self) -> str:
        for text in self.paths():
            if text and Path(text).parent.is_dir():
                return str(Path(text).parent)
        return self.folder

    def _swap(self) -> None:
        left, right = self.paths()
        self.set_paths(right, left)

    def _update_ok(self) -> None:
        left, right = self.paths()
        ok = bool(left and right) and Path(left).is_file() and Path(right).is_file()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
