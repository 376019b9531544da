"""Build the wheel and install it, non-editable, into a fresh virtual environment; run it there.

Usage: python benchmarks/wheel_check.py   (``make wheel-check``; needs the package registry)
Prints the wheel's size and what the installed ``imbrex`` answered.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*cmd: str, cwd: Path) -> str:
    return subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, text=True).stdout


def main() -> int:
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        run(
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--wheel-dir",
            str(tmp),
            str(ROOT),
            cwd=tmp,
        )
        (wheel,) = tmp.glob("imbrex-*.whl")
        print(f"wheel: {wheel.name}, {wheel.stat().st_size / 1e6:.2f} MB")
        venv = tmp / "venv"
        run(sys.executable, "-m", "venv", str(venv), cwd=tmp)
        start = time.perf_counter()
        run(str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", str(wheel), cwd=tmp)
        print(f"installed into a fresh venv in {time.perf_counter() - start:.0f} s")
        print(run(str(venv / "bin" / "imbrex"), "--version", cwd=tmp).strip())
        env = {**os.environ, "XDG_DATA_HOME": str(tmp / "data")}
        samples = subprocess.run(
            [str(venv / "bin" / "imbrex"), "demo", "--samples"],
            cwd=tmp,
            capture_output=True,
            text=True,
            env=env,
        )
        documents = samples.stdout.count("==> ")
        print(
            f"imbrex demo --samples: exit {samples.returncode}, {documents} documents read from "
            f"{'the installed package' if str(venv) in samples.stdout else 'elsewhere (wrong!)'}"
        )
        demo = subprocess.run(
            [str(venv / "bin" / "imbrex"), "demo"], cwd=tmp, capture_output=True, text=True, env=env
        )
        reports = sorted((tmp / "data" / "Imbrex" / "demo-reports").glob("*.html"))
        print(f"imbrex demo: exit {demo.returncode}, {len(reports)} HTML reports written")
        window = subprocess.run(
            [str(venv / "bin" / "imbrex"), "gui", "--quit-after-show"],
            cwd=tmp,
            capture_output=True,
            text=True,
            env={**env, "QT_QPA_PLATFORM": "offscreen", "IMBREX_REPORT_STARTUP": "1"},
        )
        print(f"imbrex gui (offscreen): exit {window.returncode}, {window.stdout.strip()}")
        translations = subprocess.run(
            [
                str(venv / "bin" / "python"),
                "-c",
                "from app.gui.translations import translations_dir; "
                "print(sorted(p.name for p in translations_dir().glob('*.qm')))",
            ],
            cwd=tmp,
            capture_output=True,
            text=True,
        )
        print(f"translations in the package: {translations.stdout.strip()}")
        ok = samples.returncode == 0 and documents and str(venv) in samples.stdout
        ok = ok and window.returncode == 0 and "imbrex_ru.qm" in translations.stdout
        return 0 if ok and demo.returncode == 0 and reports else 1


if __name__ == "__main__":
    sys.exit(main())
