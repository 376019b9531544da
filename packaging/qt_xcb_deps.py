"""Which system packages Qt's X11 ("xcb") platform plugin still needs here.

Usage: python packaging/qt_xcb_deps.py [--ldd PATH]      (``make run`` calls it when the window
fails to start)

Runs ``ldd`` on Qt's xcb platform plugin (``PySide6/Qt/plugins/platforms/libqxcb.so``) and on
the Qt libraries it loads (``libQt6XcbQpa``, ``libQt6Gui``, ``libQt6Core``, ``libQt6DBus``),
collects every library reported "not found", and prints the Debian/Ubuntu packages that hold
them as one ``sudo apt install …`` line. Exit 0 when nothing is missing, 1 when something is
(2 when this is not Linux or PySide6 is not installed).

``PACKAGES`` is the whole set, made from the plugin's and those libraries' NEEDED entries
(``objdump -p``) with PySide6 6.x on Debian 12, each library's package found with ``dpkg -S``.
Libraries PySide6 brings itself (Qt, ICU) are not listed. Ubuntu 24.04 and Debian 13 renamed a
few packages (``libglib2.0-0t64``); apt offers the new name when told the old one.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

#: Each library Qt's xcb plugin needs from the system -> the Debian package holding it.
PACKAGES = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
}
#: The Qt files whose dependencies are checked, relative to PySide6's ``Qt`` folder.
QT_FILES = (
    "plugins/platforms/libqxcb.so",
    "lib/libQt6XcbQpa.so.6",
    "lib/libQt6Gui.so.6",
    "lib/libQt6Core.so.6",
    "lib/libQt6DBus.so.6",
)
_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found\s*$", re.MULTILINE)


def missing_libraries(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` reports as "not found", each once, in the order reported."""
    return list(dict.fromkeys(_NOT_FOUND.findall(ldd_output)))


def packages_for(libraries: list[str]) -> tuple[list[str], list[str]]:
    """(the Debian packages holding ``libraries``, each once; the libraries not in the table)."""
    packages = list(dict.fromkeys(PACKAGES[lib] for lib in libraries if lib in PACKAGES))
    unknown = [lib for lib in libraries if lib not in PACKAGES]
    return packages, unknown


def qt_files() -> list[Path]:
    """The Qt files of the installed PySide6 that exist (raises ImportError without it)."""
    import PySide6

    qt = Path(PySide6.__file__).resolve().parent / "Qt"
    return [qt / name for name in QT_FILES if (qt / name).exists()]


def ldd_output(files: list[Path], ldd: str = "ldd") -> str:
    """What ``ldd`` prints for ``files`` (stdout of one call per file, joined)."""
    parts = []
    for file in files:
        run = subprocess.run([ldd, str(file)], capture_output=True, text=True, check=False)
        parts.append(run.stdout)
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ldd", default="ldd", help="the ldd program to run (default: ldd)")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("Qt's xcb plugin is used on Linux only.")
        return 2
    try:
        files = qt_files()
    except ImportError:
        print("PySide6 is not installed here; run `make .venv/.installed` first.")
        return 2
    packages, unknown = packages_for(missing_libraries(ldd_output(files, args.ldd)))
    if not packages and not unknown:
        print(
            "Qt's xcb plugin finds every library it needs; the window failed for another "
            "reason (is $DISPLAY set and may this user open windows on it?)."
        )
        return 0
    print("Qt's window plugin (xcb) needs system libraries that are missing. Install them with:")
    if packages:
        print("  sudo apt install " + " ".join(packages))
    if unknown:
        print("Also missing (find the package with `apt-file search NAME`): " + " ".join(unknown))
    return 1


if __name__ == "__main__":
    sys.exit(main())
