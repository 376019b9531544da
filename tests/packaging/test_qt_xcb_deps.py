"""`make run`'s hint when the window cannot start on Linux (issue 15 item 10): the packages of
exactly the libraries Qt's xcb plugin cannot find, from `ldd`'s output."""

from __future__ import annotations

import importlib.util
import stat
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "qt_xcb_deps.py"

FAKE_LDD = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f01)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f02)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
\tlibnew-thing.so.3 => not found
"""


def _module():
    spec = importlib.util.spec_from_file_location("qt_xcb_deps", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_missing_libraries_become_their_packages():
    deps = _module()
    missing = deps.missing_libraries(FAKE_LDD)
    assert missing == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libnew-thing.so.3"]
    packages, unknown = deps.packages_for(missing)
    assert packages == ["libxcb-icccm4", "libxcb-keysyms1"]
    assert unknown == ["libnew-thing.so.3"]


def test_the_table_covers_what_the_issue_met_on_a_fresh_debian():
    table = _module().PACKAGES
    for library, package in (
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ):
        assert table[library] == package


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_the_script_prints_one_apt_line_from_a_fake_ldd(tmp_path, capsys):
    ldd = tmp_path / "ldd"
    ldd.write_text("#!/bin/sh\ncat <<'END'\n" + FAKE_LDD + "END\n", encoding="utf-8")
    ldd.chmod(ldd.stat().st_mode | stat.S_IXUSR)
    assert _module().main(["--ldd", str(ldd)]) == 1
    out = capsys.readouterr().out
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1\n" in out
    assert "libnew-thing.so.3" in out


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_nothing_missing_says_so(tmp_path, capsys):
    ldd = tmp_path / "ldd"
    ldd.write_text("#!/bin/sh\necho '\tlibxcb.so.1 => /usr/lib/libxcb.so.1 (0x1)'\n")
    ldd.chmod(ldd.stat().st_mode | stat.S_IXUSR)
    assert _module().main(["--ldd", str(ldd)]) == 0
    assert "apt install" not in capsys.readouterr().out


def test_make_run_calls_it_and_no_longer_names_one_package():
    makefile = (SCRIPT.parents[1] / "Makefile").read_text(encoding="utf-8")
    run = makefile.split("\nrun:", 1)[1].split("\n\n", 1)[0]
    assert "packaging/qt_xcb_deps.py" in run
    assert "apt install libxcb-cursor0" not in run
