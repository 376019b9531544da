"""benchmarks/clough.py: the .xls reader's parts, and the report with a fake engine."""

from __future__ import annotations

import io
import struct
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pytest

from benchmarks import clough, pan


@dataclass(frozen=True)
class FakeSettings:
    """Stands in for app.engine.settings.Settings."""

    min_words: int = 15


SHARED_XLS = (
    Path(__file__).resolve().parents[3]
    / "shared/data/clough-stevenson-short-answers/corpus-final09.xls"
)


def test_sst_string_continues_across_records_with_a_new_width() -> None:
    # "abcdé€": 4 one-byte chars in the SST record, then a CONTINUE record whose flag byte
    # switches to two-byte chars; a second string follows in the same CONTINUE record
    first = struct.pack("<HB", 6, 0) + b"abcd"
    more = b"\x01" + "é€".encode("utf-16-le") + struct.pack("<HB", 2, 0) + b"xy"
    reader = clough._Chunks([first, more])
    assert reader.unicode_string() == "abcdé€"
    assert reader.unicode_string() == "xy"


def test_rich_and_phonetic_data_are_skipped() -> None:
    data = struct.pack("<HBHi", 2, 0x0C, 1, 3) + b"hi" + b"\0" * 4 + b"ext"
    data += struct.pack("<HB", 1, 1) + "Ω".encode("utf-16-le")
    reader = clough._Chunks([data])
    assert reader.unicode_string() == "hi"
    assert reader.unicode_string() == "Ω"


def test_rk_numbers() -> None:
    assert clough._rk(3 << 2 | 2) == 3.0  # integer
    assert clough._rk(1234 << 2 | 3) == 12.34  # integer / 100
    top = struct.unpack("<Q", struct.pack("<d", 1.5))[0] >> 32
    assert clough._rk(top) == 1.5  # top 30 bits of a double


def test_not_an_xls_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "labels.xls"
    path.write_bytes(b"File,Category\n")
    with pytest.raises(ValueError, match="OLE2"):
        clough.read_xls_sheet(path, "File list")


@pytest.mark.skipif(not SHARED_XLS.is_file(), reason="needs ../shared/data")
def test_labels_of_the_real_workbook() -> None:
    labels = clough.load_labels(SHARED_XLS)
    counts = {label: list(labels.values()).count(label) for label in clough.LABELS}
    assert counts == {"cut": 19, "light": 19, "heavy": 19, "non": 38}
    assert labels["g0pA_taskb.txt"] == "cut"


def test_report_with_a_fake_engine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = tmp_path / "corpus-20090418"
    texts.mkdir()
    (texts / "orig_taska.txt").write_bytes(b"source text")
    labels = {}
    score = {"cut": 0.9, "light": 0.6, "heavy": 0.3, "non": 0.0, "non2": 0.15}
    for person, label in enumerate(["cut", "light", "heavy", "non", "non2"]):
        name = f"g0p{'ABCDE'[person]}_taska.txt"
        # Windows-1252 curly quotes (bytes 0x93, 0x94), as in some of the corpus files
        (texts / name).write_bytes(f"{label} \u201canswer\u201d".encode("cp1252"))
        labels[name] = label.rstrip("2")  # two "non" answers, one of them above 10 %
    (tmp_path / "labels.xls").write_bytes(b"")
    monkeypatch.setattr(clough, "load_labels", lambda workbook: labels)

    def compare(paper: str, source: str, settings: object) -> SimpleNamespace:
        assert source == "source text" and "\u201canswer\u201d" in paper
        value = score[paper.split()[0]]
        return SimpleNamespace(similarity=value, containment=value / 2, identical=value / 3)

    engine = pan.Engine(
        analyse=lambda text, settings: text, compare=compare, settings=FakeSettings()
    )
    monkeypatch.setattr(clough, "load_engine", lambda: engine)
    out = io.StringIO()
    assert clough.main(["--corpus", str(tmp_path)], out) == 0
    text = out.getvalue()
    assert "5 answers" in text
    assert "settings: {'min_words': 15}" in text
    cut = next(line.split() for line in text.splitlines() if line.startswith("cut"))
    assert cut == ["cut", "1", "0.900", "0.900", "0.300", "0.300", "0.450", "0.450"]
    assert "similarity: cut > light > heavy > non by mean yes, median yes" in text
    assert "identical: cut > light > heavy > non by mean yes, median yes" in text
    assert "cut and light > heavy > non by median yes" in text
    assert "non above 10%: 1/2" in text
