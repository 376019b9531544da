"""packaging/build.py without PyInstaller: the tarball, the third-party notices and the Linux
extras put into the bundle folder (``make package-test`` runs the real build)."""

from __future__ import annotations

import importlib.util
import io
import os
import stat
import tarfile
import time
from pathlib import Path

import pytest

import app

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def build():
    spec = importlib.util.spec_from_file_location("imbrex_build", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    """A stand-in for PyInstaller's dist/imbrex: an executable, a library and a symlink."""
    folder = tmp_path / "imbrex"
    (folder / "_internal" / "PySide6").mkdir(parents=True)
    program = folder / "imbrex"
    program.write_text("#!/bin/sh\necho imbrex\n")
    program.chmod(0o700)
    (folder / "_internal" / "libfoo.so.1").write_bytes(b"\x7fELF library")
    (folder / "_internal" / "PySide6" / "data.txt").write_text("data")
    (folder / "_internal" / "libfoo.so").symlink_to("libfoo.so.1")
    return folder


def test_the_tarball_is_the_same_for_the_same_bundle(build, bundle, tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    first, second = tmp_path / "a.tar.gz", tmp_path / "b.tar.gz"
    build.reproducible_tarball(bundle, first, "imbrex-9.9")
    os.utime(bundle / "imbrex", (0, 0))  # a different time stamp on disk changes nothing
    build.reproducible_tarball(bundle, second, "imbrex-9.9")
    assert first.read_bytes() == second.read_bytes()
    with tarfile.open(first) as tar:
        members = tar.getmembers()
    names = [m.name for m in members]
    assert names == [
        "imbrex-9.9",
        "imbrex-9.9/_internal",
        "imbrex-9.9/_internal/PySide6",
        "imbrex-9.9/_internal/PySide6/data.txt",
        "imbrex-9.9/_internal/libfoo.so",
        "imbrex-9.9/_internal/libfoo.so.1",
        "imbrex-9.9/imbrex",
    ]
    by_name = {m.name: m for m in members}
    assert all(m.uid == 0 and m.uname == "" and m.mtime == 1700000000 for m in members)
    assert by_name["imbrex-9.9/imbrex"].mode == 0o755
    assert by_name["imbrex-9.9/_internal/libfoo.so.1"].mode == 0o644
    assert by_name["imbrex-9.9/_internal/libfoo.so"].issym()
    assert by_name["imbrex-9.9/_internal/libfoo.so"].linkname == "libfoo.so.1"


def test_a_failed_tarball_leaves_no_archive(build, bundle, tmp_path, monkeypatch):
    archive = tmp_path / "out.tar.gz"
    calls = []

    def failing_add(self, name, arcname=None, recursive=True, *, filter=None):
        calls.append(name)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        return original(self, name, arcname, recursive, filter=filter)

    original = tarfile.TarFile.add
    monkeypatch.setattr(tarfile.TarFile, "add", failing_add)
    with pytest.raises(OSError):
        build.reproducible_tarball(bundle, archive, "imbrex")
    assert list(tmp_path.glob("out.tar.gz*")) == []


def test_runtime_dependencies_leave_the_development_tools_out(build):
    names = {d.metadata["Name"].lower().replace("_", "-") for d in build.runtime_distributions()}
    assert {"pyside6-essentials", "shiboken6", "numpy", "xxhash", "python-docx"} <= names
    assert {"pdfminer.six", "lxml"} <= names  # and theirs
    assert not names & {"pytest", "hypothesis", "pyinstaller", "fpdf2", "hatchling", "imbrex"}


def test_notices_name_qt_licences_and_bundled_libraries(build, bundle):
    notices = build.third_party_notices(bundle)
    assert "GNU Lesser General Public" in notices
    assert "PySide6_Essentials" in notices or "PySide6-Essentials" in notices
    assert "numpy" in notices and "BSD" in notices
    assert "  libfoo.so.1" in notices  # copied from the build machine


def test_linux_extras_go_where_install_sh_and_desktops_look(build, bundle):
    build.finish_linux_bundle(bundle)
    share = bundle / "share"
    assert (share / "applications" / "org.imbrex.Imbrex.desktop").is_file()
    assert (share / "metainfo" / "org.imbrex.Imbrex.metainfo.xml").is_file()
    assert (share / "icons/hicolor/scalable/apps/org.imbrex.Imbrex.svg").is_file()
    sizes = sorted(
        int(p.parent.parent.name.split("x")[0]) for p in share.glob("icons/*/*/apps/*.png")
    )
    assert sizes == [16, 24, 32, 48, 64, 128, 256, 512]
    for script in ("install.sh", "uninstall.sh"):
        assert (bundle / script).stat().st_mode & stat.S_IXUSR
    readme = (bundle / "README.txt").read_text(encoding="utf-8")
    assert readme.startswith(f"Imbrex {app.__version__} for Linux")
    assert "{" not in readme
    assert (bundle / "LICENSE").read_text() == (ROOT / "LICENSE").read_text()
    assert "GNU Lesser General Public" in (bundle / "THIRD-PARTY-NOTICES.txt").read_text()


def test_readme_template_has_only_the_version_field(build):
    text = (ROOT / "packaging" / "linux" / "README.txt").read_text(encoding="utf-8")
    assert text.format(version="1.2.3").count("1.2.3") == text.count("{version}")
    assert io.StringIO(text).readline().startswith("Imbrex {version}")


def test_outside_a_git_checkout_the_time_is_now_not_1970(build, monkeypatch):
    monkeypatch.setattr(build, "ROOT", Path("/"))  # no repository there
    before = int(time.time())
    stamp = build._commit_time()
    assert before <= stamp <= time.time()
