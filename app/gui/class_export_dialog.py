"""Where and how to save a class's results: a folder (a new folder is made inside it) and the
format of the per-paper reports. The folder starts at the last export folder; "Browse…" picks
another. Every results folder also gets ``index.html``, ``papers.csv``, ``pairs.csv`` and
``summary.json`` (``app.report.batch_output``)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.gui.export import class_export_formats


class ClassExportDialog(QDialog):
    """Ask for the results folder and the report format; ``folder()`` and ``format_key()``
    give the answer once accepted."""

    def __init__(self, folder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("classExportDialog")
        self.setWindowTitle(self.tr("Export class results"))
        self.folder_edit = QLineEdit(folder, self)
        self.browse_button = QPushButton(self.tr("Browse…"), self)
        self.browse_button.clicked.connect(self.browse)
        row = QHBoxLayout()
        row.addWidget(self.folder_edit, 1)
        row.addWidget(self.browse_button)
        self.format_box = QComboBox(self)
        for fmt in class_export_formats():
            self.format_box.addItem(fmt.label, fmt.key)
        note = QLabel(
            self.tr(
                "A new folder is made inside the chosen one. It holds index.html (an overview "
                "with links to every report), papers.csv (scores, flags and why a paper was "
                "not checked), pairs.csv, summary.json and one report per paper."
            ),
            self,
        )
        note.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.folder_edit.textChanged.connect(self._update)
        form = QFormLayout(self)
        form.addRow(self.tr("Save in:"), row)
        form.addRow(self.tr("Reports as:"), self.format_box)
        form.addRow(note)
        form.addRow(self.buttons)
        self._update()

    def browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(
            self, self.tr("Folder for the results (a new folder is made inside)"), self.folder()
        )
        if chosen:
            self.folder_edit.setText(chosen)

    def folder(self) -> str:
        return self.folder_edit.text().strip()

    def format_key(self) -> str:
        return str(self.format_box.currentData())

    def _update(self) -> None:
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        save.setEnabled(bool(self.folder()))
