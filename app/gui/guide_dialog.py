"""Help ▸ Guide (F1): how to read the results, in the interface's language.

The text is ``resources/help/guide_<language>.html`` (``app.report.guide``; the HTML report
carries the English one), in the language the interface was loaded in
(``translations.interface_language``), so the guide always matches the menus around it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from app.gui.translations import interface_language
from app.report.guide import guide_html


class GuideDialog(QDialog):
    """A non-modal window showing the guide; links inside it (none leave the file) are not
    followed outside."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guideDialog")
        self.setWindowTitle(self.tr("How to read the results"))
        self.language = interface_language()
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(guide_html(self.language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(640, 560)
