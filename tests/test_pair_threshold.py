"""The pair threshold of a class check is a share (0–1) everywhere inside Imbrex
(``app.defaults.DEFAULT_PAIR_THRESHOLD``); ``imbrex batch --pair-threshold`` takes a percentage
and ``summary.json`` writes one, as typed. The demo class has one pair: Emma's paper in Jack's
12 %, Jack's in Emma's 18.88 %."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.batch import check_class
from app.cli import main
from app.corpus.demo import demo_folder
from app.defaults import DEFAULT_PAIR_THRESHOLD
from app.report.batch_output import write_batch_results

PAPERS = demo_folder() / "papers"


@pytest.fixture(scope="module")
def demo_class():
    return check_class([PAPERS], None)


def _summary(folder: Path) -> dict:
    return json.loads((folder / "summary.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(("share", "listed"), [(0.07, 1), (0.1888, 1), (0.19, 0)])
def test_results_folder_takes_the_threshold_as_a_share(demo_class, tmp_path, share, listed):
    """The window passes its preference (a share) as it is."""
    summary = write_batch_results(tmp_path / "out", demo_class, "json", pair_threshold=share)
    assert len(summary["pairs"]) == listed
    assert _summary(tmp_path / "out")["pair_threshold_percent"] == round(100 * share, 4)
    assert repr(summary["pair_threshold_percent"]) == repr(round(100 * share, 4))


def test_the_default_is_five_percent(demo_class, tmp_path):
    assert DEFAULT_PAIR_THRESHOLD == 0.05
    write_batch_results(tmp_path / "out", demo_class, "json")
    assert _summary(tmp_path / "out")["pair_threshold_percent"] == 5.0


@pytest.mark.parametrize(("percent", "listed"), [("7", 1), ("18.88", 1), ("19", 0)])
def test_imbrex_batch_takes_a_percentage(tmp_path, capsys, percent, listed):
    out = tmp_path / "out"
    argv = ["batch", str(PAPERS), "--no-corpus", "--format", "json", "--out", str(out)]
    assert main([*argv, "--pair-threshold", percent]) == 0
    summary = _summary(out)
    assert summary["pair_threshold_percent"] == float(percent)
    assert repr(summary["pair_threshold_percent"]) == repr(float(percent))
    assert len(summary["pairs"]) == listed
    assert capsys.readouterr().out.count("pair: ") == listed


def test_imbrex_batch_refuses_a_percentage_out_of_range(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["batch", str(PAPERS), "--no-corpus", "--pair-threshold", "101"])
    assert stop.value.code == 2
    assert "must be between 0 and 100" in capsys.readouterr().err
