"""Where Imbrex finds its bundled files.

In a source checkout (and an editable install) the resources are the top-level
``resources/`` folder; in a wheel or a frozen bundle they are packaged as ``app/resources``.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def resource_dir() -> Path:
    """The folder holding icons, stop-word lists, samples and the demo corpus."""
    packaged = _PACKAGE / "resources"
    if packaged.is_dir():
        return packaged
    return _PACKAGE.parent / "resources"


def resource(*parts: str) -> Path:
    """A path inside the resources folder (it may not exist; callers check)."""
    return resource_dir().joinpath(*parts)
