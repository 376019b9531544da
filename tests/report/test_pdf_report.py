"""The PDF report, read back with pdfminer.six: real, selectable text in the shipped fonts, the
paper's name and "page N of M" on every page, passages in Cyrillic and Chinese, sources kept
private unless full texts are asked for, and the awkward cases (no overlap, a long paper,
markup characters, characters no shipped font has, no display, a running QApplication)."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pdfminer.high_level import extract_pages, extract_text
from pdfminer.layout import LTChar, LTContainer
from pdfminer.pdfdocument import PDFDocument
from pdfminer.pdfpage import PDFPage
from pdfminer.pdfparser import PDFParser
from pdfminer.pdftypes import resolve1
from pdfminer.psparser import literal_name

from app.report.evidence import Evidence
from app.report.model import Report
from app.report.pdf_report import render_pdf
from app.report.shipped_fonts import FONT_FILES
from tests.report.conftest import SCRIPT, SECRET, ZWSP

ROOT = Path(__file__).resolve().parents[2]


# ------------------------------------------------------------------------------ helpers


def text_of(pdf: bytes, page: int | None = None) -> str:
    """The PDF's text with every run of white space as one space."""
    pages = None if page is None else [page]
    return " ".join(extract_text(io.BytesIO(pdf), page_numbers=pages).split())


def squeezed(text: str) -> str:
    """Without any white space: Chinese lines wrap anywhere, so compare without it."""
    return "".join(text.split())


def page_count(pdf: bytes) -> int:
    return sum(1 for _ in PDFPage.get_pages(io.BytesIO(pdf)))


def embedded_fonts(pdf: bytes) -> dict[str, bool]:
    """BaseFont name (without a subset prefix) -> whether the font program is in the PDF."""
    document = PDFDocument(PDFParser(io.BytesIO(pdf)))
    found: dict[str, bool] = {}
    for page in PDFPage.create_pages(document):
        for ref in resolve1(page.resources.get("Font", {})).values():
            font = resolve1(ref)
            owner = resolve1(font["DescendantFonts"])[0] if "DescendantFonts" in font else font
            descriptor = resolve1(resolve1(owner).get("FontDescriptor")) or {}
            name = literal_name(font["BaseFont"]).split("+")[-1]
            found[name] = any(k in descriptor for k in ("FontFile", "FontFile2", "FontFile3"))
    return found


def chars(pdf: bytes) -> Iterator[LTChar]:
    def walk(item: Any) -> Iterator[LTChar]:
        if isinstance(item, LTChar):
            yield item
        elif isinstance(item, LTContainer):
            for child in item:
                yield from walk(child)

    for page in extract_pages(io.BytesIO(pdf)):
        yield from walk(page)


def report_of(paper: str, title: str = "Essay", **extra: Any) -> Report:
    """A hand-made imbrex.report/1 report without sources."""
    return Report.from_json(
        {
            "schema": "imbrex.report/1",
            "imbrex": "0.1.0",
            "created": "2026-05-01T10:00:00+00:00",
            "document": {
                "path": f"{title}.txt",
                "title": title,
                "chars": len(paper),
                "words": len(paper.split()),
                "sha256": "ab" * 32,
            },
            "similarity": 0.0,
            "sources": [],
            "excluded": [],
            "flags": [],
            "warnings": [],
            "settings": {"shingle_size": 5, "exclude_quotes": True},
            **extra,
        }
    )


def title_of(evidence: Evidence) -> str:
    document = evidence.report.document
    return str(document.title or document.path)


def percent(share: float) -> str:
    return f"{share * 100:.1f}%"


@pytest.fixture(scope="module")
def english_pdf(english: Evidence) -> bytes:
    return render_pdf(english)


@pytest.fixture(scope="module")
def english_raw(english_pdf: bytes) -> str:
    return extract_text(io.BytesIO(english_pdf))


@pytest.fixture(scope="module")
def english_text(english_raw: str) -> str:
    return " ".join(english_raw.split())


@pytest.fixture(scope="module")
def chinese_pdf(chinese: Evidence) -> bytes:
    return render_pdf(chinese)


# -------------------------------------------------------------------------------- tests


def test_module_import_leaves_qt_out() -> None:
    code = (
        "import sys, app.report.pdf_report; "
        "sys.exit(any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT, timeout=60).returncode == 0


def test_shipped_fonts_exist_with_their_licence() -> None:
    fonts = ROOT / "resources" / "fonts"
    for name in FONT_FILES:
        assert (fonts / name).stat().st_size > 10_000, name  # a font, not a Git LFS pointer
    assert "SIL OPEN FONT LICENSE Version 1.1" in (fonts / "OFL.txt").read_text(encoding="utf-8")
    assert sum(p.stat().st_size for p in fonts.iterdir()) < 6_000_000


def test_title_percentage_and_page_numbers_on_every_page(
    english: Evidence, english_pdf: bytes, english_text: str
) -> None:
    assert english_pdf.startswith(b"%PDF-")
    pages = page_count(english_pdf)
    assert pages >= 2
    assert f"Overall similarity: {percent(english.report.similarity)}" in english_text
    for page in range(pages):
        text = text_of(english_pdf, page)
        assert title_of(english) in text
        assert f"page {page + 1} of {pages}" in text


def test_sources_passages_flags_exclusions_and_hashes(english: Evidence, english_text: str) -> None:
    text = english_text
    report = english.report
    for number, source in enumerate(report.sources, start=1):
        assert source.title in text
        assert source.sha256 in text
        assert f"{number}\u00b7{len(source.passages)}" in text  # the last passage's label
        assert percent(source.similarity) in text
    assert report.document.sha256 in text
    assert f"Imbrex version: {report.imbrex}" in text
    assert "Look-alike letters" in text and "Invisible characters" in text
    assert "[U+200B]" in text and ZWSP not in text
    assert "[quotation]" in text and "[bibliography]" in text
    assert "shingle_size" in text


def test_the_pdf_report_carries_the_guide(english_text: str) -> None:
    """Issue 15 item 10: a reader of the PDF alone learns what the figures, exclusions and
    flags mean (the guide the HTML report and the window show)."""
    text = " ".join(english_text.split())
    assert "How to read this report" in text
    assert "Similarity — The share of the paper's text covered by passages" in text
    assert "Containment —" in text and "Resemblance —" in text
    assert "Exclusions" in text and "A flag is a sign that the file may have been altered" in text
    assert "<strong>" not in text and "<li>" not in text


def test_a_cyrillic_passage_is_real_text(russian: Evidence) -> None:
    pdf = render_pdf(russian)
    text = text_of(pdf)
    assert title_of(russian) in text
    (source,) = russian.report.sources
    first = source.passages[0]
    passage = " ".join(russian.paper_text[first.start : first.end].split())
    assert re.search("[а-яА-Я]{4}", passage)
    assert passage in text
    fonts = embedded_fonts(pdf)
    assert fonts.get("ImbrexNotoSans-Regular") is True


def test_a_chinese_passage_comes_from_the_embedded_cjk_font(
    chinese: Evidence, chinese_pdf: bytes
) -> None:
    text = squeezed(text_of(chinese_pdf))
    assert squeezed(title_of(chinese)) in text
    (source,) = chinese.report.sources
    first = source.passages[0]
    paper_side = squeezed(chinese.paper_text[first.start : first.end])
    source_side = squeezed(chinese.source_texts[0][first.source_start : first.source_end])
    assert re.search("[\u4e00-\u9fff]{6}", paper_side)
    assert paper_side in text and source_side in text
    # Each Chinese character is drawn with the shipped font, embedded (no tofu, no system font).
    hanzi = [c for c in chars(chinese_pdf) if "\u4e00" <= c.get_text() <= "\u9fff"]
    assert len(hanzi) > 50
    assert {c.fontname.split("+")[-1] for c in hanzi} == {"ImbrexNotoSansCJKsc-Regular"}
    assert embedded_fonts(chinese_pdf)["ImbrexNotoSansCJKsc-Regular"] is True


def shipped_postscript_names() -> set[str]:
    """The PostScript names of the shipped font files (what a PDF's BaseFont names)."""
    ttlib = pytest.importorskip("fontTools.ttLib")
    fonts = ROOT / "resources" / "fonts"
    return {ttlib.TTFont(fonts / name, lazy=True)["name"].getDebugName(6) for name in FONT_FILES}


def make_rival(source: Path, target: Path, family: str, style: str, characters: str) -> None:
    """A font of ``family`` in ``style`` ("Bold" or "Italic") made from ``source`` with only
    ``characters``: what a machine's own fonts offer for the faces Imbrex does not ship.
    Its PostScript name ("Rival…") tells it apart in a PDF."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(source, recalcTimestamp=False)
    subsetter = subset.Subsetter(subset.Options(name_IDs=["*"], notdef_outline=True))
    subsetter.populate(text=characters)
    subsetter.subset(font)
    postscript = f"Rival{family.replace(' ', '')}-{style}"
    for record in font["name"].names:
        value = {1: family, 2: style, 4: f"{family} {style}", 6: postscript, 16: family, 17: style}
        if record.nameID in value:
            record.string = value[record.nameID]
        elif record.nameID == 3:
            record.string = postscript
    bold, italic = style == "Bold", style == "Italic"
    font["OS/2"].usWeightClass = 700 if bold else 400
    font["OS/2"].fsSelection = (1 << 5 if bold else 0) | (1 if italic else 0) or 1 << 6
    font["head"].macStyle = (1 if bold else 0) | (2 if italic else 0)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames[0] = postscript
        cff.topDictIndex[0].FullName = f"{family} {style}"
        cff.topDictIndex[0].FamilyName = family
    font.save(target)


_RIVALS_CHILD = """
import sys
from tests.report.conftest import ZH_OWN, ZH_SOURCE, evidence_of, source_text
from app.report.pdf_report import render_pdf
paper = "".join(ZH_OWN[:2]) + "".join(ZH_SOURCE[5:8]) + "".join(ZH_OWN[2:])
evidence = evidence_of(paper, {"茶.txt": source_text(ZH_SOURCE, "")}, name="作文.txt")
with open(sys.argv[1], "wb") as out:
    out.write(render_pdf(evidence))
"""


def test_fonts_of_the_machine_with_the_same_family_names_are_not_used(
    tmp_path: Path, chinese: Evidence
) -> None:
    """The machine has bold and italic faces under the family names of the shipped fonts'
    originals ("Noto Sans CJK SC" Bold, as Debian's fonts-noto-cjk has; "Noto Sans" Italic):
    the report still embeds only the shipped fonts (bold and italic made from them)."""
    pytest.importorskip("fontTools")
    fonts = ROOT / "resources" / "fonts"
    text = chinese.paper_text + "".join(chinese.source_texts) + "作文.txt 0123456789%"
    rivals = tmp_path / "fonts"
    rivals.mkdir()
    # The large CJK font is read once; the italic rival is made from the small bold one.
    cjk_bold, cjk_italic = rivals / "rival-cjk-bold.otf", rivals / "rival-cjk-italic.otf"
    make_rival(fonts / "NotoSansCJKsc-Regular.otf", cjk_bold, "Noto Sans CJK SC", "Bold", text)
    make_rival(cjk_bold, cjk_italic, "Noto Sans CJK SC", "Italic", text)
    for style in ("Bold", "Italic"):
        target = rivals / f"rival-latin-{style}.ttf"
        make_rival(fonts / "NotoSans-Regular.ttf", target, "Noto Sans", style, text)
    # Qt finds fonts through fontconfig: this configuration offers it the rivals only.
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>'
        f"<dir>{rivals}</dir><cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>\n",
        encoding="utf-8",
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "FONTCONFIG_FILE": str(config)}
    out = tmp_path / "report.pdf"
    done = subprocess.run(
        [sys.executable, "-c", _RIVALS_CHILD, str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )
    assert done.returncode == 0, done.stderr
    pdf = out.read_bytes()
    fonts_used = embedded_fonts(pdf)
    assert set(fonts_used) <= shipped_postscript_names(), fonts_used
    assert all(fonts_used.values())
    hanzi = {c.fontname.split("+")[-1] for c in chars(pdf) if "\u4e00" <= c.get_text() <= "\u9fff"}
    assert len(hanzi) == 1 and hanzi <= shipped_postscript_names()
    assert "作文.txt" in text_of(pdf)  # the bold title: not a rival's glyph for U+2F42 "⽂"


def test_spaces_and_ligatures_come_out_as_typed(english_raw: str) -> None:
    assert "Overall similarity" in english_raw
    assert "\t" not in english_raw
    assert "files" in english_raw and "\ufb01" not in english_raw  # "Settings, version and files"


def test_sources_stay_private_unless_full_texts(english: Evidence, english_text: str) -> None:
    secret = SECRET.split()[-4:]  # "for her teacher only."
    assert " ".join(secret) not in english_text
    with_texts = text_of(render_pdf(english, full_texts=True))
    assert " ".join(secret) in with_texts
    assert "Full texts of the sources" in with_texts


def test_markup_in_documents_stays_text(english_text: str) -> None:
    # The quoted "gotcha" inside the script tag is excluded: its label stands after it.
    typed = english_text.replace(" [quotation]", "")
    assert SCRIPT in typed
    evidence = Evidence(
        report_of("a < b && c > d", title="<b>Tom & Jerry</b>"), "a < b && c > d", ()
    )
    text = text_of(render_pdf(evidence))
    assert "<b>Tom & Jerry</b>" in text
    assert "a < b && c > d" in text


def test_no_overlap_still_gives_a_valid_pdf(no_match: Evidence) -> None:
    pdf = render_pdf(no_match)
    assert page_count(pdf) >= 1
    text = text_of(pdf)
    assert "No overlap was found" in text
    assert "Overall similarity: 0.0%" in text
    empty = render_pdf(Evidence(report_of(""), "", ()))
    assert "No overlap was found" in text_of(empty)


def test_a_long_paper_is_paginated() -> None:
    lines = [f"Line {i} of a long paper about rivers, with words to fill it." for i in range(2500)]
    paper = "\r\n".join(lines) + "\x0c\x00end"
    pdf = render_pdf(Evidence(report_of(paper, title="Long"), paper, ()))
    pages = page_count(pdf)
    assert pages > 20
    last = text_of(pdf, pages - 1)
    assert f"page {pages} of {pages}" in last and "Long" in last
    assert f"page 1 of {pages}" in text_of(pdf, 0)
    assert any("Line 2499 of a long paper" in text_of(pdf, p) for p in range(pages - 3, pages))


def test_characters_outside_the_shipped_fonts_do_not_break_it() -> None:
    paper = "한국어 문장 😀 𠀀 ☃ ᚠᛁ — and plain words."
    pdf = render_pdf(Evidence(report_of(paper), paper, ()))
    assert "and plain words." in text_of(pdf)


def test_qt_none_references_are_kept() -> None:
    """PySide6 6.12.0 drops a reference to None per call of a void method: on Python 3.11 the
    process then aborts after a few renders (pyproject excludes that version)."""
    evidence = Evidence(report_of("Some text."), "Some text.", ())
    render_pdf(evidence)
    before = sys.getrefcount(None)
    render_pdf(evidence)
    assert sys.getrefcount(None) >= before - 20


_CHILD = """
import sys
{setup}
from app.report.evidence import Evidence
from app.report.pdf_report import render_pdf
from app.report.model import Report
from PySide6.QtGui import QGuiApplication
report = {report!r}
pdf = render_pdf(Evidence(Report.from_json(report), "Hello there.", ()))
assert pdf.startswith(b"%PDF-"), pdf[:20]
print(type(QGuiApplication.instance()).__name__, QGuiApplication.platformName())
"""


def _run_child(setup: str, env: dict[str, str]) -> str:
    code = _CHILD.format(setup=setup, report=report_of("Hello there.").to_json())
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_without_a_display_it_runs_offscreen() -> None:
    env = {k: v for k, v in os.environ.items()}
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    assert _run_child("", env) == "QGuiApplication offscreen"


def test_inside_a_running_qapplication() -> None:
    setup = "from PySide6.QtWidgets import QApplication\napp = QApplication(['gui'])"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    assert _run_child(setup, env) == "QApplication offscreen"


def test_sources_the_teacher_set_aside_are_named(english: Evidence) -> None:
    from app.report.evidence import without_sources

    every = set(range(len(english.report.sources)))
    text = squeezed(text_of(render_pdf(without_sources(english, every))))
    assert squeezed("Set aside by the teacher and not counted") in text
    assert squeezed(english.report.sources[0].path) in text
