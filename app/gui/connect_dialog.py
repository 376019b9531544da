"""Corpus ▸ Connect to a shared corpus…: the teacher types a PostgreSQL URL or a libpq service
name; the connection is tried off the UI thread (the window never waits on a server that does
not answer), and either the window's corpus becomes that server's or the dialog says why not.

A password typed into the address is taken out at once: it is never kept or shown, and the
connection is tried without it (libpq finds it in ``~/.pgpass``, the service file or
``PGPASSWORD``, as for every PostgreSQL client).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.corpus.postgres_spec import is_server_spec, without_password
from app.gui.jobs import Job
from app.gui.server_corpus import ServerCorpusState, try_in_job


class ConnectCorpusDialog(QDialog):
    """Asks for a server corpus and tries it off the UI thread; ``connected(spec, state)`` when
    the connection worked (``spec`` without any password). Made once per window and reused."""

    connected = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: The address whose outcome counts (None: no attempt under way).
        self._trying: str | None = None
        #: What the dialog says about a password taken out of the address ("" if none was).
        self.password_note = ""
        self.setWindowTitle(self.tr("Connect to a shared corpus"))
        self.setModal(True)
        self.resize(620, 300)
        layout = QVBoxLayout(self)
        explanation = QLabel(
            self.tr(
                "Type the address of your department's corpus on a PostgreSQL server: a URL "
                "such as postgresql://anna@db.school.example/imbrex, or the name of an entry "
                "of your PostgreSQL service file, such as service=imbrex."
            )
        )
        explanation.setWordWrap(True)
        layout.addWidget(explanation)
        self.spec_edit = QLineEdit()
        self.spec_edit.setPlaceholderText("postgresql://anna@db.school.example/imbrex")
        self.spec_edit.returnPressed.connect(self.try_connect)
        layout.addWidget(self.spec_edit)
        passwords = QLabel(
            self.tr(
                "Imbrex never keeps a password. Put yours in ~/.pgpass "
                "(%APPDATA%\\postgresql\\pgpass.conf on Windows), in your service file, or in "
                "the PGPASSWORD environment variable: PostgreSQL finds it there."
            )
        )
        passwords.setWordWrap(True)
        layout.addWidget(passwords)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # server messages: never markup
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # Enter in the address connects (the line edit's returnPressed); never Cancel, which a
        # dialog would otherwise make its default button.
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.connect_button: QPushButton = buttons.addButton(
            self.tr("Connect"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.connect_button.setAutoDefault(False)
        self.connect_button.clicked.connect(self.try_connect)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def start(self, spec: str) -> None:
        """Show the dialog with ``spec`` (the server in use, or "") to edit."""
        self._trying = None
        self.spec_edit.setText(spec)
        self.spec_edit.setEnabled(True)
        self.connect_button.setEnabled(True)
        self.message.setText("")
        self.password_note = ""
        self.open()
        self.spec_edit.setFocus()

    def try_connect(self) -> Job | None:
        """Try the address typed, off the UI thread; None when it is not a server's."""
        typed = self.spec_edit.text().strip()
        if not is_server_spec(typed):
            self.message.setText(
                self.tr(
                    "This is not the address of a PostgreSQL server: it starts with "
                    "postgresql:// or with service=. A corpus file is opened with Corpus ▸ Use "
                    "another corpus file…"
                )
            )
            return None
        spec = without_password(typed)
        if spec != typed:
            self.spec_edit.setText(spec)
            self.password_note = self.tr(
                "The password was taken out of the address: Imbrex never keeps or shows one. "
                "Put it in ~/.pgpass, your service file or PGPASSWORD instead."
            )
        self._trying = spec
        self._say(self.password_note, self.tr("Connecting to {spec}…").format(spec=spec))
        self.spec_edit.setEnabled(False)
        self.connect_button.setEnabled(False)
        return try_in_job(spec, self._tried, self._failed)  # dropped if the dialog goes

    def _failed(self, message: str, _trace: str) -> None:
        self._tried((self._trying or "", message))

    def _tried(self, result: tuple[str, ServerCorpusState | str]) -> None:
        spec, outcome = result
        if spec != self._trying or not self.isVisible():
            return  # cancelled, or another address tried since
        self._trying = None
        self.spec_edit.setEnabled(True)
        self.connect_button.setEnabled(True)
        if isinstance(outcome, ServerCorpusState):
            self.accept()
            self.connected.emit(spec, outcome)
            return
        self._say(
            self.tr("Imbrex could not use the corpus at {spec}.").format(spec=spec),
            outcome,
            self.password_note,
        )

    def _say(self, *paragraphs: str) -> None:
        """Show ``paragraphs`` (the empty ones left out) below the address, the dialog grown
        to hold them all (a server's message can be long)."""
        self.message.setText("\n\n".join(p for p in paragraphs if p))
        self.resize(self.width(), max(self.height(), self.sizeHint().height()))
