"""Smoke test of what `make package` built, run offscreen the way a teacher would get it.

Usage: python packaging/smoke_test.py [--starts 5] [--skip-wheel]      (``make package-test``)

On Linux the .tar.gz is unpacked into a temporary folder and the bundle is run from there,
with an empty home folder and no Python environment around it:

1. ``imbrex --version`` prints this version;
2. ``imbrex compare`` of two demo papers with their sources (a .txt and a .docx, which is read
   in the reading sandbox's child process) gives the same percentage as the source tree;
3. the window starts offscreen and closes by itself (``--starts`` times; start-up is timed
   from launching the process to the window shown), and a paper opened with it is checked
   in the check's child process with the same result as the source tree;
4. ``install.sh`` installs it under a temporary prefix (menu entry, icons, metainfo) and
   ``uninstall.sh`` removes it again; the AppImage's AppDir starts;
5. the wheel installs into a new virtual environment (dependencies from the package
   registry) and runs ``--version``, ``compare`` and the window there; the sdist builds the
   same wheel.

Prints the bundle's size and start-up time. Exit 0 when everything passed, 1 otherwise, 2 when
there is nothing built to test.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT))

from app import __version__  # noqa: E402

#: (paper, source) pairs compared by the bundle and by the source tree.
PAIRS = [
    ("demo/papers/en-noah-honey-bees.txt", "demo/sources/en-honey-bees.txt"),
    ("samples/essay-water-cycle.docx", "demo/sources/en-water-cycle.txt"),
]
#: A Chinese paper whose PDF report needs the bundled CJK font.
PDF_PAIR = ("demo/papers/zh-li-wei-inventions.txt", "demo/sources/zh-papermaking.txt")
#: The paper the window checks against the demo corpus.
GUI_PAPER = "demo/papers/en-noah-honey-bees.txt"


class Smoke:
    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.failures: list[str] = []
        self.figures: list[str] = []

    def check(self, ok: bool, what: str, detail: str = "", failure: str = "") -> bool:
        """Print ``ok``/``FAIL`` with ``detail`` (figures), or ``failure`` (stderr) if it failed."""
        detail = detail if ok else (failure or detail)
        print(f"{'ok  ' if ok else 'FAIL'} {what}{f': {detail}' if detail else ''}", flush=True)
        if not ok:
            self.failures.append(what)
        return ok

    def figure(self, line: str) -> None:
        print(f"     {line}", flush=True)
        self.figures.append(line)

    def env(self, name: str) -> dict[str, str]:
        """A clean environment with its own empty home folder: nothing of the developer's
        Python, corpus or settings is visible."""
        home = self.tmp / "homes" / name
        for sub in ("data", "config", "cache"):
            (home / sub).mkdir(parents=True, exist_ok=True)
        keep = ("PATH", "LANG", "LC_ALL", "TMPDIR", "SYSTEMROOT", "DISPLAY")
        env = {k: v for k, v in os.environ.items() if k in keep}
        venv_bin = str(Path(sys.executable).parent)
        env["PATH"] = os.pathsep.join(
            p for p in env.get("PATH", "").split(os.pathsep) if p != venv_bin
        )
        env.update(
            HOME=str(home),
            XDG_DATA_HOME=str(home / "data"),
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_CACHE_HOME=str(home / "cache"),
            APPDATA=str(home / "data"),
            LOCALAPPDATA=str(home / "cache"),
            QT_QPA_PLATFORM="offscreen",
            LANG=env.get("LANG", "C.UTF-8"),
        )
        return env

    def run(
        self, command: list, env_name: str, timeout: float = 180
    ) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(c) for c in command],
            capture_output=True,
            text=True,
            env=self.env(env_name),
            cwd=self.tmp,
            timeout=timeout,
        )


def resource(name: str) -> Path:
    return ROOT / "resources" / name


def similarity(output: str) -> float | None:
    try:
        return float(json.loads(output)["similarity"])
    except (ValueError, KeyError, TypeError):
        return None


def source_tree_results(smoke: Smoke) -> tuple[list[float | None], list[str]]:
    """What the source tree answers: the expected figures."""
    expected = []
    for paper, source in PAIRS:
        done = smoke.run(
            [sys.executable, "-m", "app", "compare", resource(paper), resource(source)], "source"
        )
        expected.append(similarity(done.stdout))
    window = smoke.run(
        [sys.executable, "-m", "app", "gui", "--quit-when-checked", resource(GUI_PAPER)],
        "source-gui",
    )
    return expected, window.stdout.splitlines()


def unpack(smoke: Smoke) -> Path | None:
    """The bundle folder to test: the unpacked Linux .tar.gz, or dist/imbrex elsewhere."""
    if not sys.platform.startswith("linux"):
        folder = DIST / ("Imbrex.app/Contents/MacOS" if sys.platform == "darwin" else "imbrex")
        return folder if folder.is_dir() else None
    # Named by build.py: imbrex-<version>-linux-<arch>.tar.gz
    archive = next(iter(sorted(DIST.glob(f"imbrex-{__version__}-linux-*.tar.gz"))), None)
    if archive is None:
        return None
    smoke.figure(f"package {archive.name}: {archive.stat().st_size / 1e6:.1f} MB")
    with tarfile.open(archive) as tar:
        tar.extractall(smoke.tmp / "unpacked", filter="tar")
    folder = smoke.tmp / "unpacked" / f"imbrex-{__version__}"
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    files = sum(1 for p in folder.rglob("*") if p.is_file())
    smoke.figure(f"bundle unpacked: {size / 1e6:.0f} MB in {files:,} files")
    for part in (
        "imbrex",
        "_internal",
        "install.sh",
        "uninstall.sh",
        "README.txt",
        "THIRD-PARTY-NOTICES.txt",
        "share/applications/org.imbrex.Imbrex.desktop",
        "share/metainfo/org.imbrex.Imbrex.metainfo.xml",
        "share/icons/hicolor/256x256/apps/org.imbrex.Imbrex.png",
        "share/icons/hicolor/scalable/apps/org.imbrex.Imbrex.svg",
        "_internal/app/resources/translations/imbrex_ru.qm",
        "_internal/app/resources/translations/imbrex_zh_CN.qm",
        "_internal/app/resources/fonts/NotoSansCJKsc-Regular.otf",
    ):
        smoke.check((folder / part).exists(), f"the package holds {part}")
    return folder


def executable(folder: Path) -> Path:
    if sys.platform == "win32":
        return folder / "imbrex-cli.exe"
    return folder / "imbrex"


def test_command_line(smoke: Smoke, exe: Path, bundled: Path, expected: list[float | None]) -> None:
    started = time.perf_counter()
    done = smoke.run([exe, "--version"], "version")
    seconds = time.perf_counter() - started
    smoke.check(
        done.stdout.strip() == f"imbrex {__version__}",
        "imbrex --version",
        done.stdout.strip() or done.stderr[-300:],
    )
    smoke.figure(f"imbrex --version: {seconds:.2f} s")
    for (paper, source), want in zip(PAIRS, expected, strict=True):
        started = time.perf_counter()
        done = smoke.run([exe, "compare", bundled / paper, bundled / source], "compare")
        seconds = time.perf_counter() - started
        got = similarity(done.stdout)
        shown = f"{got * 100:.1f} %" if got is not None else done.stderr[-400:]
        smoke.check(
            got is not None and got == want and got > 0,
            f"imbrex compare {Path(paper).name} {Path(source).name}",
            f"{shown} (source tree: {want * 100:.1f} %), {seconds:.2f} s"
            if want is not None
            else shown,
        )
    report = smoke.tmp / "li-wei.pdf"
    paper, source = PDF_PAIR
    done = smoke.run(
        [exe, "compare", bundled / paper, bundled / source, "--report", report], "report"
    )
    data = report.read_bytes() if report.is_file() else b""
    fonts = sorted(set(re.findall(rb"/FontName /[A-Z]{6}\+([\w-]+)", data)))
    smoke.check(
        data.startswith(b"%PDF") and b"ImbrexNotoSansCJKsc-Regular" in fonts,
        "a PDF report of a Chinese paper embeds the bundled fonts",
        ", ".join(f.decode() for f in fonts),
        failure=done.stderr[-300:] or f"fonts: {fonts}",
    )


def test_window(
    smoke: Smoke, exe: Path, bundled: Path, expected_lines: list[str], starts: int
) -> None:
    times, inside = [], []
    for n in range(starts):
        env = smoke.env(f"start-{n}")
        env["IMBREX_REPORT_STARTUP"] = "1"
        started = time.perf_counter()
        process = subprocess.Popen(
            [str(exe), "gui", "--quit-after-show"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=smoke.tmp,
        )
        shown = None
        assert process.stdout is not None and process.stderr is not None  # both PIPE
        for line in process.stdout:
            if line.startswith("window shown after"):
                shown = time.perf_counter() - started
                inside.append(float(line.split()[3]))
                break
        code: int | str
        try:
            code = process.wait(timeout=120)
        except subprocess.TimeoutExpired:
            process.kill()
            code = "killed after 120 s"
        stderr = process.stderr.read()
        if not smoke.check(
            shown is not None and code == 0,
            f"window start {n + 1} opens and closes itself",
            f"exit {code} {stderr[-400:]}" if code else "",
        ):
            return
        assert shown is not None  # checked above
        times.append(shown)
    smoke.figure(
        f"start-up to window shown ({starts} starts, empty home each): median "
        f"{statistics.median(times):.2f} s, first {times[0]:.2f} s, slowest {max(times):.2f} s "
        f"(Python and imports before the window's code: {statistics.median(times) - statistics.median(inside):.2f} s)"
    )
    started = time.perf_counter()
    done = smoke.run([exe, "gui", "--quit-when-checked", bundled / GUI_PAPER], "window-check")
    smoke.check(
        done.returncode == 0
        and done.stdout.splitlines() == expected_lines
        and bool(expected_lines),
        "the window checks a paper against the demo corpus (child process)",
        f"{' | '.join(done.stdout.splitlines())} in {time.perf_counter() - started:.1f} s"
        + ("" if done.returncode == 0 else f"; exit {done.returncode}: {done.stderr[-400:]}"),
    )


def test_install(smoke: Smoke, folder: Path) -> None:
    prefix = smoke.tmp / "prefix"
    done = smoke.run(["sh", folder / "install.sh", "--prefix", prefix], "install")
    if not smoke.check(done.returncode == 0, "install.sh --prefix", failure=done.stderr[-400:]):
        return
    installed = smoke.run([prefix / "bin" / "imbrex", "--version"], "installed")
    smoke.check(
        installed.stdout.strip() == f"imbrex {__version__}",
        "the installed imbrex runs",
        failure=installed.stderr[-300:],
    )
    desktop = prefix / "share" / "applications" / "org.imbrex.Imbrex.desktop"
    text = desktop.read_text(encoding="utf-8") if desktop.is_file() else ""
    exec_line = next((line for line in text.splitlines() if line.startswith("Exec=")), "")
    smoke.check(
        str(prefix) in exec_line and "%F" in exec_line,
        "menu entry points at the installed copy",
        exec_line,
    )
    done = smoke.run(
        ["sh", prefix / "lib" / "imbrex" / "uninstall.sh", "--prefix", prefix], "install"
    )
    left = [p for p in prefix.rglob("*") if p.is_file() or p.is_symlink()]
    smoke.check(
        done.returncode == 0 and not left,
        "uninstall.sh removes what install.sh put there",
        failure=done.stderr[-300:] or ", ".join(map(str, left[:5])),
    )


def test_appdir(smoke: Smoke) -> None:
    apprun = ROOT / "build" / "appimage" / "Imbrex.AppDir" / "AppRun"
    if not apprun.exists():
        smoke.check(False, "the AppImage's AppDir was made by make package", str(apprun))
        return
    done = smoke.run([apprun, "--version"], "appdir")
    smoke.check(
        done.stdout.strip() == f"imbrex {__version__}",
        "the AppImage's AppDir starts (AppRun --version)",
        failure=done.stderr[-300:],
    )


def test_wheel(smoke: Smoke, expected: list[float | None]) -> None:
    wheels = sorted(DIST.glob(f"imbrex-{__version__}-*.whl"))
    sdist = DIST / f"imbrex-{__version__}.tar.gz"
    if not smoke.check(
        len(wheels) == 1 and sdist.is_file(), "make package built the wheel and sdist"
    ):
        return
    wheel = wheels[0]
    smoke.figure(
        f"wheel {wheel.name}: {wheel.stat().st_size / 1e6:.1f} MB, sdist {sdist.stat().st_size / 1e6:.1f} MB"
    )
    venv = smoke.tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    started = time.perf_counter()
    done = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", str(wheel)], capture_output=True, text=True
    )
    if not smoke.check(
        done.returncode == 0,
        f"pip install {wheel.name} into a new virtual environment",
        f"{time.perf_counter() - started:.0f} s" if done.returncode == 0 else done.stderr[-600:],
    ):
        return
    imbrex = venv / ("Scripts/imbrex.exe" if sys.platform == "win32" else "bin/imbrex")
    done = smoke.run([imbrex, "--version"], "wheel")
    smoke.check(
        done.stdout.strip() == f"imbrex {__version__}",
        "wheel: imbrex --version",
        failure=done.stderr[-300:],
    )
    paper, source = PAIRS[1]
    done = smoke.run([imbrex, "compare", resource(paper), resource(source)], "wheel")
    got = similarity(done.stdout)
    smoke.check(
        got is not None and got == expected[1],
        f"wheel: imbrex compare {Path(paper).name}",
        f"{got}" if got is not None else done.stderr[-300:],
    )
    env = smoke.env("wheel-gui")
    env["IMBREX_REPORT_STARTUP"] = "1"
    done = subprocess.run(
        [str(imbrex), "gui", "--quit-after-show"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    smoke.check(
        done.returncode == 0 and "window shown" in done.stdout,
        "wheel: the window starts offscreen and closes",
        done.stdout.strip() or done.stderr[-300:],
    )
    rebuilt = smoke.tmp / "from-sdist"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(rebuilt),
            str(sdist),
        ],
        capture_output=True,
        text=True,
    )
    from_sdist = sorted(rebuilt.glob("imbrex-*.whl"))
    same = (
        done.returncode == 0
        and len(from_sdist) == 1
        and (
            sorted(zipfile.ZipFile(from_sdist[0]).namelist())
            == sorted(zipfile.ZipFile(wheel).namelist())
        )
    )
    smoke.check(same, "the sdist builds a wheel with the same files", failure=done.stderr[-300:])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=5, help="window starts to time (default 5)")
    parser.add_argument(
        "--skip-wheel", action="store_true", help="leave out the wheel (needs the package registry)"
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="imbrex-smoke-") as tmp:
        smoke = Smoke(Path(tmp))
        folder = unpack(smoke)
        if folder is None:
            print("Nothing to test: run `make package` first.", file=sys.stderr)
            return 2
        exe = executable(folder)
        bundled = next(folder.glob("**/app/resources"), None)
        if not smoke.check(
            bundled is not None, "the bundle holds the resources (demo corpus, fonts, translations)"
        ):
            return 1
        assert bundled is not None  # checked above
        expected, expected_lines = source_tree_results(smoke)
        test_command_line(smoke, exe, bundled, expected)
        test_window(smoke, exe, bundled, expected_lines, args.starts)
        if sys.platform.startswith("linux"):
            test_install(smoke, folder)
            test_appdir(smoke)
        if not args.skip_wheel:
            test_wheel(smoke, expected)
        print()
        print("\n".join(smoke.figures))
        if smoke.failures:
            print(f"\n{len(smoke.failures)} failed: {'; '.join(smoke.failures)}")
            return 1
        print("\nAll smoke tests passed.")
        return 0


if __name__ == "__main__":
    sys.exit(main())
