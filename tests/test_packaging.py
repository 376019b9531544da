"""A non-editable wheel install works: code, entry point and resources are all in the wheel."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Seconds for each step (build, install, run); the whole test gets a longer pytest timeout.
STEP_TIMEOUT = 120


@pytest.mark.slow
@pytest.mark.timeout(300)  # builds and installs a wheel: ~30 s on a loaded two-core machine
def test_wheel_installs_and_runs_outside_the_checkout(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(wheels),
            str(ROOT),
        ],
        check=True,
        cwd=tmp_path,
        timeout=STEP_TIMEOUT,
    )
    (wheel,) = wheels.glob("imbrex-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "app/extract/api.py" in names
    assert any(n.startswith("app/resources/samples/") for n in names)
    assert "app/resources/demo/manifest.json" in names
    assert any(n.endswith("entry_points.txt") for n in names)

    site = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--no-compile",
            "--target",
            str(site),
            str(wheel),
        ],
        check=True,
        cwd=tmp_path,
        timeout=STEP_TIMEOUT,
    )
    env = {
        **os.environ,
        "PYTHONPATH": str(site),
        "PYTHONSAFEPATH": "1",
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    where = subprocess.run(
        [
            sys.executable,
            "-c",
            "import app, app.paths; print(app.__file__); print(app.paths.resource_dir())",
        ],
        check=True,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=STEP_TIMEOUT,
    ).stdout.splitlines()
    assert where[0].startswith(str(site)) and where[1].startswith(str(site))

    script = site / "bin" / "imbrex"
    assert script.exists()
    samples = subprocess.run(
        [sys.executable, str(script), "demo", "--samples"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=STEP_TIMEOUT,
    )
    assert samples.returncode == 0, samples.stderr
    assert "==> " in samples.stdout and str(site) in samples.stdout
    demo = subprocess.run(
        [sys.executable, str(script), "demo"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=STEP_TIMEOUT,
    )
    assert demo.returncode == 0, demo.stderr
    assert "en-printing-press.txt" in demo.stdout and str(site) in demo.stdout
    assert (tmp_path / "data" / "Imbrex" / "demo-reports" / "en-liam-inventions.html").exists()
