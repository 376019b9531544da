"""benchmarks/pan.py on a tiny fake corpus with a fake engine (no ../shared needed)."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pytest

from benchmarks import pan

COPIED = "the copied passage of the source text"
SUSP_1 = "An intro line.\r\nA second line\r\n\r\n" + COPIED + " and the student's own end.\n"
SRC_1 = "Source start.\n" + COPIED + "\nSource end.\n"
SUSP_2 = "A suspicious text\r\nwith nothing copied in it.\n"
SRC_2 = "Another source\nthat nobody copied.\n"


@dataclass(frozen=True)
class FakeSettings:
    """Stands in for app.engine.settings.Settings."""

    threshold: float = 0.5


def fake_engine(fraction: float = 1.0) -> pan.Engine:
    """Finds COPIED verbatim; reports the first ``fraction`` of it, or splits it with 0.5 + 0.5."""

    def analyse(text: str, settings: FakeSettings) -> str:
        return text

    def compare(paper: str, source: str, settings: FakeSettings) -> SimpleNamespace:
        start, source_start = paper.find(COPIED), source.find(COPIED)
        if start < 0 or source_start < 0:
            return SimpleNamespace(passages=())
        if fraction == -1:  # two halves
            half = len(COPIED) // 2
            passages = (
                SimpleNamespace(
                    start=start,
                    end=start + half,
                    source_start=source_start,
                    source_end=source_start + half,
                ),
                SimpleNamespace(
                    start=start + half,
                    end=start + len(COPIED),
                    source_start=source_start + half,
                    source_end=source_start + len(COPIED),
                ),
            )
            return SimpleNamespace(passages=passages)
        length = round(len(COPIED) * fraction)
        passage = SimpleNamespace(
            start=start,
            end=start + length,
            source_start=source_start,
            source_end=source_start + length,
        )
        return SimpleNamespace(passages=(passage,))

    return pan.Engine(analyse=analyse, compare=compare, settings=FakeSettings())


def write(path: Path, text: str) -> None:
    """Write text without newline translation."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as stream:
        stream.write(text)


def make_corpus(root: Path) -> Path:
    """Two pairs in one category: one with a verbatim case, one without any case."""
    write(root / "susp" / "suspicious-document00001.txt", SUSP_1)
    write(root / "src" / "source-document00001.txt", SRC_1)
    write(root / "susp" / "suspicious-document00002.txt", SUSP_2)
    write(root / "src" / "source-document00002.txt", SRC_2)
    pairs = (
        "suspicious-document00001.txt source-document00001.txt\n"
        "suspicious-document00002.txt source-document00002.txt\n"
    )
    write(root / "pairs", pairs)
    write(root / "02-no-obfuscation" / "pairs", pairs)
    write(
        root / "02-no-obfuscation" / "suspicious-document00001-source-document00001.xml",
        '<document reference="suspicious-document00001.txt">\n'
        '<feature name="plagiarism" obfuscation="none" type="artificial" '
        f'this_offset="{SUSP_1.find(COPIED)}" this_length="{len(COPIED)}" '
        'source_reference="source-document00001.txt" '
        f'source_offset="{SRC_1.find(COPIED)}" source_length="{len(COPIED)}" />\n'
        "</document>\n",
    )
    write(
        root / "02-no-obfuscation" / "suspicious-document00002-source-document00002.xml",
        '<document reference="suspicious-document00002.txt">\n</document>\n',
    )
    return root


def run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, engine: pan.Engine, *options: str) -> str:
    """Run pan.main on the fake corpus; its printed output."""
    corpus = make_corpus(tmp_path / "corpus")
    monkeypatch.setattr(pan, "load_engine", lambda: engine)
    out = io.StringIO()
    argv = ["--corpus", str(corpus), "--out", str(tmp_path / "out"), *options]
    assert pan.main(argv, out) == 0
    return out.getvalue()


def table_line(output: str, name: str) -> list[str]:
    """The fields of the table line of one category."""
    return next(line.split() for line in output.splitlines() if line.startswith(name))


def test_perfect_detection_writes_pan_xml_and_scores_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    output = run(tmp_path, monkeypatch, fake_engine())
    root = ElementTree.parse(
        tmp_path / "out" / "suspicious-document00001-source-document00001.xml"
    ).getroot()
    assert root.tag == "document"
    assert root.get("reference") == "suspicious-document00001.txt"
    (feature,) = root.findall("feature")
    # offsets count the \r of the CRLF line ends: the texts are read without newline translation
    assert feature.attrib == {
        "name": "detected-plagiarism",
        "this_offset": str(SUSP_1.find(COPIED)),
        "this_length": str(len(COPIED)),
        "source_reference": "source-document00001.txt",
        "source_offset": str(SRC_1.find(COPIED)),
        "source_length": str(len(COPIED)),
    }
    empty = ElementTree.parse(
        tmp_path / "out" / "suspicious-document00002-source-document00002.xml"
    ).getroot()
    assert empty.get("reference") == "suspicious-document00002.txt"
    assert empty.findall("feature") == []

    fields = table_line(output, "02-no-obfuscation")
    assert fields[1:5] == ["2", "1", "1", "1"]  # pairs, cases, found, detections
    assert fields[5:9] == ["1.0000", "1.0000", "1.0000", "1.000"]  # PlagDet, rec, prec, gran
    assert "1/1 (100.0%)" in output  # the case-free pair has no detection
    assert "settings: {'threshold': 0.5}" in output
    assert "pairs/s" in output


def test_partial_and_split_detections(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    half = run(tmp_path / "half", monkeypatch, fake_engine(0.5))
    recall = round(len(COPIED) * 0.5) / len(COPIED)
    fields = table_line(half, "02-no-obfuscation")
    assert float(fields[6]) == pytest.approx(recall, abs=1e-4)
    assert float(fields[5]) == pytest.approx(2 * recall / (1 + recall), abs=1e-4)

    split = run(tmp_path / "split", monkeypatch, fake_engine(-1))
    fields = table_line(split, "02-no-obfuscation")
    assert fields[4] == "2" and fields[8] == "2.000"
    assert fields[5] == "0.6309"


def test_limit_takes_pairs_round_robin_by_category() -> None:
    pairs = [
        pan.Pair(f"s{i}.txt", f"r{i}.txt", category, Path("t.xml"))
        for category in ("01-a", "02-b")
        for i in range(3)
    ]
    chosen = pan.select(pairs, None, 3)
    assert [(p.category, p.susp) for p in chosen] == [
        ("01-a", "s0.txt"),
        ("02-b", "s0.txt"),
        ("01-a", "s1.txt"),
    ]
    assert {p.category for p in pan.select(pairs, "b", None)} == {"02-b"}
    assert len(pan.select(pairs, "02-b", 2)) == 2


def test_analysis_cache_analyses_each_document_once(tmp_path: Path) -> None:
    make_corpus(tmp_path)
    calls: list[str] = []
    engine = fake_engine()

    def analyse(text: str, settings: object) -> str:
        calls.append(text)
        return text

    counting = pan.Engine(
        analyse=analyse,
        compare=engine.compare,
        settings=engine.settings,
    )
    pairs = pan.load_pairs(tmp_path)
    pan.run(pairs + pairs, tmp_path, tmp_path, counting)
    assert len(calls) == 4


def test_profile_prints_the_cumulative_top(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    output = run(tmp_path, monkeypatch, fake_engine(), "--profile", "--limit", "1")
    assert "cumulative" in output
    assert table_line(output, "02-no-obfuscation")[1] == "1"
