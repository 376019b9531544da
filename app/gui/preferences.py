"""The teacher's preferences, kept with QSettings (typed, with defaults in one place).

Engine settings (shingle size, minimum match length, exclusions, thresholds) are stored under
``engine/<field>`` and turned back into an ``app.engine.settings.Settings``; window geometry,
recent files, the language and the view thresholds have their own keys.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from app.defaults import DEFAULT_CANDIDATES, DEFAULT_PAIR_THRESHOLD
from app.engine.settings import Settings

#: Most recent files and folders remembered in File ▸ Open Recent.
RECENT_LIMIT = 10
#: Default share of a paper above which the papers list and the class view call it out.
DEFAULT_PAPER_THRESHOLD = 0.0

#: Engine fields a teacher may change in the settings dialog (the rest keep their measured
#: defaults; docs/engine.md explains each).
EDITABLE_ENGINE_FIELDS = (
    "shingle_size",
    "min_words",
    "exclude_quotes",
    "exclude_bibliography",
    "sentence_cosine",
    "passage_cosine",
    "max_gap",
)


def _coerce(value: Any, like: Any) -> Any:
    """QSettings returns strings on some platforms (INI files): convert to the default's type."""
    if value is None:
        return like
    try:
        if isinstance(like, bool):
            return value if isinstance(value, bool) else str(value).lower() in ("true", "1", "yes")
        if isinstance(like, int):
            return int(value)
        if isinstance(like, float):
            return float(value)
    except (TypeError, ValueError):
        return like
    return value


class Preferences:
    """Typed access to QSettings. Pass a QSettings (tests use an INI file in a temporary
    folder); the default is the user's native settings for Imbrex."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings()

    # engine -------------------------------------------------------------------------------
    def engine_settings(self) -> Settings:
        """The engine settings, every value checked by ``Settings`` (a bad stored value falls
        back to its default)."""
        defaults = Settings()
        values = {}
        for f in fields(Settings):
            default = getattr(defaults, f.name)
            values[f.name] = _coerce(self.store.value(f"engine/{f.name}"), default)
        try:
            return Settings(**values)
        except ValueError:
            return defaults

    def set_engine_settings(self, settings: Settings) -> None:
        defaults = Settings()
        for f in fields(Settings):
            value = getattr(settings, f.name)
            if value == getattr(defaults, f.name):
                self.store.remove(f"engine/{f.name}")
            else:
                self.store.setValue(f"engine/{f.name}", value)

    # thresholds and options ---------------------------------------------------------------
    def _get(self, key: str, default: Any) -> Any:
        return _coerce(self.store.value(key), default)

    def _set(self, key: str, value: Any, default: Any) -> None:
        if value == default:
            self.store.remove(key)
        else:
            self.store.setValue(key, value)

    @property
    def pair_threshold(self) -> float:
        return self._get("view/pair_threshold", DEFAULT_PAIR_THRESHOLD)

    @pair_threshold.setter
    def pair_threshold(self, value: float) -> None:
        self._set("view/pair_threshold", float(value), DEFAULT_PAIR_THRESHOLD)

    @property
    def paper_threshold(self) -> float:
        return self._get("view/paper_threshold", DEFAULT_PAPER_THRESHOLD)

    @paper_threshold.setter
    def paper_threshold(self, value: float) -> None:
        self._set("view/paper_threshold", float(value), DEFAULT_PAPER_THRESHOLD)

    @property
    def candidates(self) -> int:
        return self._get("check/candidates", DEFAULT_CANDIDATES)

    @candidates.setter
    def candidates(self, value: int) -> None:
        self._set("check/candidates", int(value), DEFAULT_CANDIDATES)

    @property
    def add_checked_to_corpus(self) -> bool:
        return self._get("check/add_to_corpus", False)

    @add_checked_to_corpus.setter
    def add_checked_to_corpus(self, value: bool) -> None:
        self._set("check/add_to_corpus", bool(value), False)

    @property
    def corpus_path(self) -> str:
        """The corpus file chosen by the teacher ("" = the default user corpus)."""
        return self._get("corpus/path", "")

    @corpus_path.setter
    def corpus_path(self, value: str) -> None:
        self._set("corpus/path", str(value), "")

    @property
    def corpus_server(self) -> str:
        """The shared corpus on a PostgreSQL server the window uses, as a libpq connection
        string without any password ("" = a corpus file: ``corpus_path``)."""
        return self._get("corpus/server", "")

    @corpus_server.setter
    def corpus_server(self, value: str) -> None:
        from app.corpus.postgres_spec import without_password

        self._set("corpus/server", without_password(str(value)), "")

    @property
    def language(self) -> str:
        """ "" follows the system; otherwise a locale name such as "ru" or "zh_CN"."""
        return self._get("ui/language", "")

    @language.setter
    def language(self, value: str) -> None:
        self._set("ui/language", str(value), "")

    @property
    def export_folder(self) -> str:
        """The folder the last report or class results were exported to ("" = none yet)."""
        return self._get("export/folder", "")

    @export_folder.setter
    def export_folder(self, value: str) -> None:
        self._set("export/folder", str(value), "")

    def restore_defaults(self) -> None:
        """Forget every engine setting, threshold and option (not recent files, the export
        folder, the window's layout or the language)."""
        for group in ("engine", "view", "check"):
            self.store.remove(group)

    # recent files -------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.store.value("recent/files")
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in value or []][:RECENT_LIMIT]

    def add_recent(self, paths: list[str]) -> None:
        recent = self.recent_files()
        for path in reversed(paths):
            if path in recent:
                recent.remove(path)
            recent.insert(0, path)
        self.store.setValue("recent/files", recent[:RECENT_LIMIT])

    def clear_recent(self) -> None:
        self.store.remove("recent/files")

    # window -------------------------------------------------------------------------------
    def window_state(self) -> tuple[QByteArray | None, QByteArray | None]:
        geometry = self.store.value("window/geometry")
        state = self.store.value("window/state")
        return (
            geometry if isinstance(geometry, QByteArray) else None,
            state if isinstance(state, QByteArray) else None,
        )

    def set_window_state(self, geometry: QByteArray, state: QByteArray) -> None:
        self.store.setValue("window/geometry", geometry)
        self.store.setValue("window/state", state)

    def splitter_state(self, name: str) -> QByteArray | None:
        value = self.store.value(f"window/splitter/{name}")
        return value if isinstance(value, QByteArray) else None

    def set_splitter_state(self, name: str, state: QByteArray) -> None:
        self.store.setValue(f"window/splitter/{name}", state)

    def sync(self) -> None:
        self.store.sync()
