"""The bundled sample papers (``make run``) read as they should and show what they are for."""

from __future__ import annotations

from app.extract import iter_extractions
from app.paths import resource


def _documents():
    results = list(iter_extractions([resource("samples")]))
    assert [r.error for r in results if r.error] == []
    return {r.path.replace("\\", "/").split("samples/", 1)[1]: r.document for r in results}


def test_every_sample_reads_with_its_format_and_flags():
    docs = _documents()
    formats = {name: d.format for name, d in docs.items()}
    assert formats == {
        "class-export.zip/Ann Lee_501_assignsubmission_file_/water.txt": "txt",
        "class-export.zip/Ben Ray_502_assignsubmission_file_/water-copy.txt": "txt",
        "essay-bees.odt": "odt",
        "essay-bridges.html": "html",
        "essay-water-cycle.docx": "docx",
        "report-printing-press.pdf": "pdf",
        "вулканы.rtf": "rtf",
        "эссе-лес-cp1251.txt": "txt",
        "茶-gbk.txt": "txt",
    }
    water = docs["essay-water-cycle.docx"]
    assert sorted(f.kind for f in water.flags) == ["hidden-text", "homoglyph", "invisible-char"]
    assert [r.kind for r in water.regions] == ["block-quote"]
    assert [f.kind for f in docs["эссе-лес-cp1251.txt"].flags] == ["homoglyph"]
    assert docs["эссе-лес-cp1251.txt"].metadata.encoding == "cp1251"
    assert "茶起源于中国" in docs["茶-gbk.txt"].text
    assert docs["вулканы.rtf"].text.startswith("Вулкан образуется")
    assert docs["вулканы.rtf"].metadata.title == "Вулканы"
    assert [r.kind for r in docs["essay-bees.odt"].regions] == ["footnotes"]
    assert docs["report-printing-press.pdf"].metadata.pages == 2
    html = docs["essay-bridges.html"]
    assert "Keywords hidden" not in html.text and "tracking" not in html.text
    assert [r.kind for r in html.regions] == ["block-quote"]
