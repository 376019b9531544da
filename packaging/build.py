"""Build what a teacher downloads: the PyInstaller one-folder bundle and its package, plus the
wheel and sdist.

Usage: python packaging/build.py [--skip-bundle]          (``make package``)

Everything goes into ``dist/`` (PyInstaller's work files into ``build/pyinstaller``):

- all platforms: ``imbrex-<version>-py3-none-any.whl`` and ``imbrex-<version>.tar.gz`` (sdist);
- Linux: ``dist/imbrex/`` (the bundle with ``share/``, ``install.sh``, ``uninstall.sh``,
  ``README.txt`` and ``THIRD-PARTY-NOTICES.txt``), ``imbrex-<version>-linux-<arch>.tar.gz``, and
  ``build/appimage/Imbrex.AppDir`` (plus the AppImage when ``appimagetool`` is installed);
- Windows (untested, see packaging/README.md): ``dist/imbrex/`` and, when Inno Setup's ``iscc``
  is on PATH, ``imbrex-<version>-windows-x64-setup.exe``;
- macOS (untested): ``dist/Imbrex.app`` and ``imbrex-<version>-macos-<arch>.dmg`` (hdiutil).

The bundle is built with ``--clean`` so no stale module from an earlier build slips in.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.metadata
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build"
APP_ID = "org.imbrex.Imbrex"
sys.path.insert(0, str(ROOT))

from app import __version__  # noqa: E402

#: Linux bundle extras: source in the repository -> place in dist/imbrex.
LINUX_FILES = {
    f"packaging/linux/{APP_ID}.desktop": f"share/applications/{APP_ID}.desktop",
    f"packaging/linux/{APP_ID}.metainfo.xml": f"share/metainfo/{APP_ID}.metainfo.xml",
    "resources/icons/imbrex.svg": f"share/icons/hicolor/scalable/apps/{APP_ID}.svg",
    "packaging/linux/install.sh": "install.sh",
    "packaging/linux/uninstall.sh": "uninstall.sh",
    "LICENSE": "LICENSE",
}

#: What the LGPL asks of a bundle that ships Qt and PySide6, said where the teacher reads it.
QT_NOTICE = """\
Qt and Qt for Python (PySide6, Shiboken6) are used under the GNU Lesser General Public
License version 3 (https://www.gnu.org/licenses/lgpl-3.0.html). Their source code is at
https://code.qt.io and https://download.qt.io/official_releases/QtForPython/. They are
bundled unmodified as separate shared libraries (in _internal/PySide6), so you may replace
them with your own build of the same version.
"""


def log(message: str) -> None:
    print(f"[package] {message}", flush=True)


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)


def run(*command: str | Path, **kwargs) -> None:
    subprocess.run([str(c) for c in command], check=True, cwd=ROOT, **kwargs)


def build_bundle() -> Path:
    """PyInstaller with packaging/imbrex.spec; returns dist/imbrex (or dist/Imbrex.app)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("PyInstaller is not installed: run `make package` (it installs it first).")
    run(sys.executable, "packaging/icons.py", "--check")
    started = time.perf_counter()
    run(
        sys.executable,
        "-m",
        "PyInstaller",
        "packaging/imbrex.spec",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        DIST,
        "--workpath",
        WORK / "pyinstaller",
    )
    log(f"PyInstaller built the bundle in {time.perf_counter() - started:.0f} s")
    return DIST / ("Imbrex.app" if sys.platform == "darwin" else "imbrex")


def runtime_distributions() -> list[importlib.metadata.Distribution]:
    """Imbrex's runtime dependencies, transitively (the ``dev`` and ``package`` extras left out)."""
    seen: dict[str, importlib.metadata.Distribution] = {}
    pending = ["imbrex"]
    while pending:
        name = pending.pop()
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key in seen:
            continue
        try:
            distribution = importlib.metadata.distribution(name)
        except importlib.metadata.PackageNotFoundError:
            continue
        seen[key] = distribution
        for requirement in distribution.requires or []:
            if "extra ==" in requirement:
                continue
            if ";" in requirement:  # a marker for another platform or Python version
                from packaging.requirements import Requirement

                marker = Requirement(requirement).marker
                assert marker is not None  # the requirement has a ';'
                if not marker.evaluate():
                    continue
            pending.append(re.split(r"[\s;<>=!~\[(]", requirement, maxsplit=1)[0])
    seen.pop("imbrex", None)
    return sorted(seen.values(), key=lambda d: d.metadata["Name"].lower())


def licence_of(distribution: importlib.metadata.Distribution) -> str:
    metadata = distribution.metadata
    # The metadata is an email.message.Message; typeshed's PackageMetadata before 3.12 omits get.
    expression = metadata.get("License-Expression") or metadata.get("License") or ""  # type: ignore[attr-defined]
    if not expression or len(expression) > 200:  # some packages paste the whole text here
        classifiers = [
            c.split(" :: ")[-1] for c in metadata.get_all("Classifier") or [] if "License" in c
        ]
        expression = ", ".join(classifiers) or "see the licence text below"
    return expression.strip()


def third_party_notices(bundle: Path) -> str:
    """THIRD-PARTY-NOTICES.txt: each bundled Python package with its licence (and the text
    shipped in its metadata), Python itself, and the system libraries copied from the build
    machine."""
    parts = [
        f"Imbrex {__version__} bundles the following software.\n",
        QT_NOTICE,
        f"Python {platform.python_version()}: Python Software Foundation License "
        "(https://docs.python.org/3/license.html).\n",
    ]
    for distribution in runtime_distributions():
        name, version = distribution.metadata["Name"], distribution.version
        parts.append(f"\n{'=' * 72}\n{name} {version}: {licence_of(distribution)}\n")
        for file in distribution.files or []:
            if re.search(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)[^/]*$", file.name, re.I):
                # locate_file gives a pathlib.Path; typeshed's SimplePath omits read_text's errors.
                text = (distribution.locate_file(file)).read_text(errors="replace")  # type: ignore[call-arg]
                parts.append(f"\n--- {file.name} ---\n{text.strip()}\n")
    internal = bundle / "_internal"
    system = sorted(p.name for p in internal.glob("lib*.so*")) if internal.is_dir() else []
    if system:
        parts.append(
            f"\n{'=' * 72}\nShared libraries copied from the build machine's operating system "
            "(each under its own free licence, mostly LGPL or MIT; their source is in the "
            "distribution's packages):\n" + "\n".join(f"  {name}" for name in system) + "\n"
        )
    return "".join(parts)


def finish_linux_bundle(bundle: Path) -> None:
    """Put the desktop integration, scripts and notices into dist/imbrex."""
    for source, target in LINUX_FILES.items():
        destination = bundle / target
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / source, destination)
    for script in ("install.sh", "uninstall.sh"):
        (bundle / script).chmod(0o755)
    icons = ROOT / "packaging" / "icons" / "hicolor"
    for png in sorted(icons.glob("*/apps/*.png")):
        destination = bundle / "share" / "icons" / "hicolor" / png.relative_to(icons)
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(png, destination)
    readme = (ROOT / "packaging" / "linux" / "README.txt").read_text(encoding="utf-8")
    (bundle / "README.txt").write_text(readme.format(version=__version__), encoding="utf-8")
    (bundle / "THIRD-PARTY-NOTICES.txt").write_text(third_party_notices(bundle), encoding="utf-8")


def reproducible_tarball(folder: Path, archive: Path, top: str) -> None:
    """A .tar.gz of ``folder`` named ``top/`` inside: sorted names, no owners, one fixed time
    (the last commit's, like SOURCE_DATE_EPOCH), so the same bundle gives the same bytes."""
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH") or _commit_time())

    def tidy(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        info.mtime = epoch
        executable = info.isdir() or info.mode & stat.S_IXUSR
        info.mode = 0o755 if executable else 0o644
        return info

    partial = archive.with_name(archive.name + ".part")
    try:
        _write_tarball(folder, partial, top, tidy, epoch)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    partial.replace(archive)  # never a half-written archive under the real name


def _write_tarball(folder: Path, partial: Path, top: str, tidy, epoch: int) -> None:
    with open(partial, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=6, mtime=epoch) as gz:
            with tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
                paths = sorted(folder.rglob("*"), key=lambda p: p.relative_to(folder).as_posix())
                tar.add(folder, arcname=top, recursive=False, filter=tidy)
                for path in paths:
                    name = f"{top}/{path.relative_to(folder).as_posix()}"
                    tar.add(path, arcname=name, recursive=False, filter=tidy)


def _commit_time() -> int:
    """The last commit's time; now, outside a git checkout (an unpacked sdist)."""
    try:
        out = subprocess.run(
            ["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True
        )
        return int(out.stdout.strip())
    except (OSError, ValueError):
        return int(time.time())


def warn_about_missing_libraries(bundle: Path) -> None:
    """Qt's X11 plugin needs libxcb-cursor, which many desktops lack. PyInstaller bundles it only
    if the build machine has it; otherwise the teacher would have to install it."""
    if not (bundle / "_internal" / "libxcb-cursor.so.0").exists():
        log(
            "WARNING: libxcb-cursor.so.0 is not in the bundle, so on X11 desktops without it "
            "the window will not open. Install it here (sudo apt install libxcb-cursor0) and "
            "run make package again."
        )


def linux_packages(bundle: Path) -> None:
    warn_about_missing_libraries(bundle)
    finish_linux_bundle(bundle)
    archive = DIST / f"imbrex-{__version__}-linux-{arch()}.tar.gz"
    started = time.perf_counter()
    reproducible_tarball(bundle, archive, f"imbrex-{__version__}")
    log(
        f"{archive.name}: {archive.stat().st_size / 1e6:.1f} MB ({time.perf_counter() - started:.0f} s)"
    )
    appdir = WORK / "appimage"
    shutil.rmtree(appdir, ignore_errors=True)
    appdir.mkdir(parents=True)
    run("sh", "packaging/linux/appimage.sh", bundle, appdir)
    for image in appdir.glob("*.AppImage"):
        shutil.move(image, DIST / image.name)
        log(f"{image.name}: {(DIST / image.name).stat().st_size / 1e6:.1f} MB")


def windows_installer(bundle: Path) -> None:
    """Inno Setup (untested here: needs Windows)."""
    (bundle / "THIRD-PARTY-NOTICES.txt").write_text(third_party_notices(bundle), encoding="utf-8")
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    if not iscc:
        log(
            "Inno Setup's iscc is not on PATH: the installer was not made (see packaging/README.md)"
        )
        return
    run(iscc, f"/DAppVersion={__version__}", "packaging/windows/imbrex.iss")  # OutputDir: dist


def macos_disk_image(bundle: Path) -> None:
    """A compressed .dmg of Imbrex.app (untested here: needs macOS)."""
    resources = bundle / "Contents" / "Resources"
    (resources / "THIRD-PARTY-NOTICES.txt").write_text(
        third_party_notices(bundle), encoding="utf-8"
    )
    image = DIST / f"imbrex-{__version__}-macos-{arch()}.dmg"
    image.unlink(missing_ok=True)
    run(
        "hdiutil",
        "create",
        "-volname",
        "Imbrex",
        "-srcfolder",
        bundle,
        "-ov",
        "-format",
        "UDZO",
        image,
    )


def wheel_and_sdist() -> None:
    for old in [*DIST.glob("imbrex-*.whl"), DIST / f"imbrex-{__version__}.tar.gz"]:
        old.unlink(missing_ok=True)
    run(sys.executable, "-m", "hatchling", "build", "--directory", DIST, stdout=subprocess.DEVNULL)
    for built in sorted(DIST.glob(f"imbrex-{__version__}*")):
        if built.name.endswith((".whl", f"{__version__}.tar.gz")):
            log(f"{built.name}: {built.stat().st_size / 1e6:.1f} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-bundle", action="store_true", help="only the wheel and sdist")
    args = parser.parse_args(argv)
    DIST.mkdir(exist_ok=True)
    wheel_and_sdist()
    if args.skip_bundle:
        return 0
    bundle = build_bundle()
    if sys.platform.startswith("linux"):
        linux_packages(bundle)
    elif sys.platform == "win32":
        windows_installer(bundle)
    elif sys.platform == "darwin":
        macos_disk_image(bundle)
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    log(f"bundle {bundle.relative_to(ROOT)}: {size / 1e6:.0f} MB; now run `make package-test`")
    return 0


if __name__ == "__main__":
    sys.exit(main())
