"""Realistic evidence for the report tests: small texts extracted and compared for real.

The texts come from `tests.engine.test_align` (written for the tests; no corpus, no network).
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from app.check import compare_documents
from app.engine.compare import analyse, compare, paper_exclusions
from app.engine.settings import Settings
from app.engine.word_for_word import identical_coverage
from app.extract import extract_bytes
from app.report.evidence import Evidence
from app.report.json_report import SourceResult, build_report
from tests.engine.test_align import (
    AQUEDUCTS,
    BEES,
    DISGUISED_PRINTING,
    OWN_BEES,
    PRINTING,
    RU_OWN,
    RU_SOURCE,
    ZH_OWN,
    ZH_SOURCE,
    source_text,
)

#: In source 1 only, far (> 200 characters) from any copied passage.
SECRET = "Maria wrote this private remark ZEBRA4471 for her teacher only."
QUOTE = '"Bees are the quiet engineers of every orchard we have ever tasted."'
URL = "https://example.com/essay?id=7&lang=en"
SCRIPT = '<script>alert("gotcha")</script>'
CYRILLIC_O = "\u043e"
ZWSP = "\u200b"


def evidence_of(paper: str, sources: Mapping[str, str], name: str = "paper.txt") -> Evidence:
    """Extract the texts as .txt files and compare the paper with every source.

    One source goes through `app.check.compare_documents`; several are compared one by one
    with the engine and merged into one report, as a corpus check does.
    """
    paper_doc = extract_bytes(paper.encode("utf-8"), name)
    docs = [extract_bytes(text.encode("utf-8"), path) for path, text in sources.items()]
    if len(docs) == 1:
        report = compare_documents(paper_doc, docs[0]).report
    else:
        settings = Settings()
        analysed = analyse(paper_doc.text, settings)
        exclusions = paper_exclusions(analysed, settings)
        results = []
        for doc in docs:
            source = analyse(doc.text, settings)
            match = compare(analysed, source, settings, exclusions)
            spans = tuple(identical_coverage(analysed, source, match.passages))
            results.append(SourceResult(doc, match, identical_spans=spans))
        report = build_report(paper_doc, results, exclusions, settings, analysed.words)
    by_path = {doc.path: doc.text for doc in docs}
    texts = tuple(by_path[source.path] for source in report.sources)
    return Evidence(report, paper_doc.text, texts)


def english_paper() -> str:
    """Own sentences, a copy of BEES[3:7] with a look-alike letter and a zero-width space,
    a quotation, a disguised copy of PRINTING[1:5], a script tag, a URL and references."""
    copied = " ".join(BEES[3:7])
    copied = copied.replace("sisters", f"sist{CYRILLIC_O}rs", 1)
    copied = copied.replace("remarkable", f"remark{ZWSP}able", 1)
    return (
        " ".join(OWN_BEES[:3])
        + "\n\n"
        + copied
        + "\n\n"
        + OWN_BEES[3]
        + f" As my grandfather said, {QUOTE} "
        + OWN_BEES[4]
        + "\n\n"
        + " ".join(DISGUISED_PRINTING)
        + "\n\n"
        + " ".join(OWN_BEES[5:])
        + f" I typed {SCRIPT} by mistake. My notes are at {URL} for anyone.\n"
        + "\nReferences\n"
        + "Frisch, K. von (1967). The Dance Language and Orientation of Bees. Harvard.\n"
    )


def english_sources() -> dict[str, str]:
    return {
        "sources/bees.txt": SECRET + "\n\n" + source_text(BEES) + "\n",
        "sources/printing.txt": source_text(PRINTING) + "\n",
        # Holds three of the copied bee sentences: its passage overlaps part of bees.txt's.
        "sources/anthology.txt": source_text(AQUEDUCTS[:5] + BEES[4:7] + AQUEDUCTS[5:]) + "\n",
    }


@pytest.fixture(scope="session")
def english() -> Evidence:
    return evidence_of(english_paper(), english_sources())


@pytest.fixture(scope="session")
def russian() -> Evidence:
    paper = " ".join(RU_OWN[:3]) + "\n" + " ".join(RU_SOURCE[2:6]) + "\n" + " ".join(RU_OWN[3:])
    return evidence_of(paper, {"байкал.txt": source_text(RU_SOURCE)}, name="реферат.txt")


@pytest.fixture(scope="session")
def chinese() -> Evidence:
    paper = "".join(ZH_OWN[:2]) + "".join(ZH_SOURCE[5:8]) + "".join(ZH_OWN[2:])
    return evidence_of(paper, {"茶.txt": source_text(ZH_SOURCE, "")}, name="作文.txt")


@pytest.fixture(scope="session")
def no_match() -> Evidence:
    return evidence_of(" ".join(OWN_BEES), {"aqueducts.txt": source_text(AQUEDUCTS)})
