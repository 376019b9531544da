"""The desktop application (PySide6). The only package of Imbrex that imports Qt.

``app.gui.application.run`` starts it; the widgets present what ``app.check``/``app.batch``
find, and long work runs on worker threads (``app.gui.jobs``), never on the UI thread.
"""
