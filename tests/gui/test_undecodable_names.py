"""A paper whose file name holds bytes that are not UTF-8 (a name made on a machine with another
character set) is checked, listed with those bytes written as ``[xNN]``, kept, and listed again
after a restart (`app.report.labels.printable`)."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

from tests.gui.conftest import DEMO
from tests.gui.test_kept_results import restart
from tests.gui.test_main_window import WAIT

#: "Анна" in Windows-1251: bytes that are not UTF-8.
ANNA_1251 = "Анна".encode("cp1251")


@pytest.fixture
def odd_class(tmp_path: Path) -> Path:
    if not sys.platform.startswith("linux"):
        pytest.skip("only Linux keeps a file name's bytes as they are")
    folder = tmp_path / "class"
    folder.mkdir()
    try:
        with open(os.path.join(os.fsencode(folder), ANNA_1251 + b".txt"), "wb") as odd:
            odd.write((DEMO / "papers" / "en-jack-rain.txt").read_bytes())
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    shutil.copyfile(DEMO / "papers" / "en-jack-rain.txt", folder / "jack.txt")
    return folder


def test_an_undecodable_name_is_checked_listed_and_kept(qtbot, open_window, odd_class):
    window = open_window()
    with qtbot.waitSignal(window.batchFinished, timeout=WAIT) as finished:
        window.check_paths([str(odd_class)])
    names = sorted(e.name for e in finished.args[0].papers)
    assert names == ["[xC0][xED][xED][xE0].txt", "jack.txt"]
    assert all(e.evidence is not None and e.similarity > 0.9 for e in finished.args[0].papers)

    again = restart(window, open_window)
    assert sorted(e.name for e in again.papers.model.entries) == names
    # Its page comes back from the store, and the class is checked again from the real files.
    odd = next(e for e in again.papers.model.entries if e.name.startswith("[xC0]"))
    again.papers.select(odd)
    assert again.paper_page.view.toPlainText()
    with qtbot.waitSignal(again.batchFinished, timeout=WAIT) as rechecked:
        again.menus.recheck_action.trigger()
    assert sorted(e.name for e in rechecked.args[0].papers) == names
    assert all(e.evidence is not None for e in rechecked.args[0].papers)
