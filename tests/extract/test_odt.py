"""OpenDocument text: order, notes, block quotes, hidden text, metadata, damaged files."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from app.errors import (
    ArchiveError,
    CorruptFileError,
    EmptyFileError,
    EncryptedFileError,
    UnsupportedFormatError,
)
from app.extract import Limits, extract_bytes
from app.extract.limits import DEFAULT_LIMITS
from app.extract.odt_reader import parse_datetime, read_odt
from tests.extract.odf_fixtures import DEFAULT_STYLES, make_odt

ESSAY_STYLES = """
<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Text_20_body"/>
<style:style style:name="P2" style:family="paragraph" style:parent-style-name="Quotations">
  <style:paragraph-properties fo:text-align="justify"/>
</style:style>
<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
"""

ESSAY = """
<text:tracked-changes>
  <text:changed-region text:id="ct1"><text:deletion>
    <office:change-info><dc:creator>T</dc:creator><dc:date>2025-01-01T00:00:00</dc:date></office:change-info>
    <text:p>DELETED WORDS</text:p>
  </text:deletion></text:changed-region>
</text:tracked-changes>
<text:sequence-decls><text:sequence-decl text:display-outline-level="0" text:name="Table"/></text:sequence-decls>
<text:table-of-content text:name="TOC"><text:index-body>
  <text:index-title><text:p>Contents</text:p></text:index-title>
  <text:p>Rivers of Europe 1</text:p>
</text:index-body></text:table-of-content>
<text:h text:style-name="Heading_20_1" text:outline-level="1"><text:number>1.</text:number>Rivers of Europe</text:h>
<text:p text:style-name="P1">The Danube<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p text:style-name="Footnote">Second longest river in Europe.</text:p></text:note-body></text:note> flows<text:s text:c="3"/>east.<text:tab/>Tabbed<text:line-break/>Broken <text:span text:style-name="T1">bold</text:span> <text:a xlink:href="http://example.org">link</text:a><office:annotation><dc:creator>T</dc:creator><text:p>COMMENT TEXT</text:p></office:annotation><text:bookmark text:name="b"/><text:soft-page-break/> end<text:change text:change-id="ct1"/>.</text:p>
<text:list text:style-name="L1">
  <text:list-item><text:p>First item</text:p>
    <text:list><text:list-item><text:p>Nested item</text:p></text:list-item></text:list>
  </text:list-item>
  <text:list-item><text:p>Second item</text:p></text:list-item>
</text:list>
<table:table table:name="Table1">
  <table:table-column table:number-columns-repeated="2"/>
  <table:table-header-rows><table:table-row>
    <table:table-cell><text:p>Head A</text:p></table:table-cell>
    <table:table-cell><text:p>Head B</text:p></table:table-cell>
  </table:table-row></table:table-header-rows>
  <table:table-row>
    <table:table-cell table:number-columns-spanned="2"><text:p>Cell A1</text:p><text:p>Cell A1 again</text:p></table:table-cell>
    <table:covered-table-cell/>
  </table:table-row>
</table:table>
<text:section text:name="Section1"><text:p>In a section<text:note text:id="edn1" text:note-class="endnote"><text:note-citation>i</text:note-citation><text:note-body><text:p>An endnote text.</text:p></text:note-body></text:note>.</text:p></text:section>
<text:p>Before frame<draw:frame draw:name="Frame1" text:anchor-type="as-char" svg:width="5cm"><svg:title>FRAME TITLE</svg:title><draw:text-box><text:p>Text in a box</text:p></draw:text-box></draw:frame> after frame</text:p>
<text:p/>
<text:p text:style-name="Quotations">To be or not to be.</text:p>
<text:p text:style-name="P2">Quoted through an automatic style.</text:p>
<text:p text:style-name="P1">Final paragraph<text:note text:id="ftn2" text:note-class="footnote"><text:note-citation>2</text:note-citation><text:note-body><text:p>Second footnote.</text:p></text:note-body></text:note>.</text:p>
"""


def region_texts(document, kind):
    return [document.text[r.start : r.end] for r in document.regions if r.kind == kind]


def flag_texts(document, kind="hidden-text"):
    return [document.text[f.start : f.end] for f in document.flags if f.kind == kind]


@pytest.fixture(scope="module")
def essay():
    return extract_bytes(make_odt(ESSAY, ESSAY_STYLES), "essay.odt")


def test_body_in_document_order_then_notes(essay):
    assert essay.format == "odt"
    assert essay.text == (
        "Rivers of Europe\n"
        "The Danube flows   east.\tTabbed\nBroken bold link end.\n"
        "First item\nNested item\nSecond item\n"
        "Head A\nHead B\nCell A1\nCell A1 again\n"
        "In a section.\n"
        "Before frame after frame\nText in a box\n"
        "To be or not to be.\nQuoted through an automatic style.\n"
        "Final paragraph.\n"
        "\n1 Second longest river in Europe.\n2 Second footnote.\n"
        "\ni An endnote text."
    )


def test_left_out_parts(essay):
    for missing in (
        "DELETED",
        "COMMENT",
        "Contents",
        "Rivers of Europe 1",
        "FRAME TITLE",
        "1.",
        "Running header",
    ):
        assert missing not in essay.text


def test_note_regions(essay):
    assert region_texts(essay, "footnotes") == [
        "1 Second longest river in Europe.\n2 Second footnote."
    ]
    assert region_texts(essay, "endnotes") == ["i An endnote text."]
    notes = [r for r in essay.regions if r.kind == "footnotes"]
    assert notes[0].detail == "2 footnotes"
    assert essay.regions == tuple(sorted(essay.regions, key=lambda r: (r.start, r.end)))


def test_quote_regions(essay):
    assert region_texts(essay, "block-quote") == [
        "To be or not to be.",
        "Quoted through an automatic style.",
    ]
    assert "Quotations" in essay.regions[0].detail


def test_paragraph_starts(essay):
    starts = [essay.text[s:].split("\n", 1)[0] for s in essay.paragraph_starts]
    assert starts[:3] == ["Rivers of Europe", "The Danube flows   east.\tTabbed", "First item"]
    assert "Text in a box" in starts
    assert "1 Second longest river in Europe." in starts
    assert "" not in starts


def test_quote_style_by_display_name_and_chain():
    styles = """
    <style:style style:name="_d0_a6__d0_b8_" style:display-name="Цитата" style:family="paragraph"/>
    <style:style style:name="Mine" style:display-name="My block" style:family="paragraph"
        style:parent-style-name="_d0_a6__d0_b8_"/>
    """
    body = (
        '<text:p>Plain</text:p><text:p text:style-name="Mine">Цитата из книги</text:p>'
        '<text:p text:style-name="Cycle">Not a quote</text:p>'
    )
    auto = (
        '<style:style style:name="Cycle" style:family="paragraph" style:parent-style-name="Cycle2"/>'
        '<style:style style:name="Cycle2" style:family="paragraph" style:parent-style-name="Cycle"/>'
    )
    doc = extract_bytes(make_odt(body, auto, styles=styles), "q.odt")
    assert region_texts(doc, "block-quote") == ["Цитата из книги"]


HIDDEN_STYLES = """
<style:style style:name="Invisible" style:family="text"><style:text-properties fo:color="#FFFFFF"/></style:style>
"""
HIDDEN_AUTO = """
<style:style style:name="T1" style:family="text"><style:text-properties fo:color="#ffffff"/></style:style>
<style:style style:name="T2" style:family="text"><style:text-properties fo:font-size="1pt"/></style:style>
<style:style style:name="T3" style:family="text"><style:text-properties text:display="none"/></style:style>
<style:style style:name="T4" style:family="text"><style:text-properties fo:color="#336699" fo:background-color="#336699"/></style:style>
<style:style style:name="T5" style:family="text"><style:text-properties fo:color="#ffffff" fo:background-color="#000000"/></style:style>
<style:style style:name="T6" style:family="text"><style:text-properties fo:color="#ff0000"/></style:style>
<style:style style:name="T7" style:family="text" style:parent-style-name="Invisible"/>
<style:style style:name="T8" style:family="text"><style:text-properties fo:font-size="10%"/></style:style>
<style:style style:name="T9" style:family="text"><style:text-properties fo:color="#F4F6F8"/></style:style>
<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard">
  <style:text-properties fo:color="#ffffff"/>
</style:style>
"""
HIDDEN_BODY = """
<text:p>Visible start <text:span text:style-name="T1">WHITE WORDS</text:span> and <text:span text:style-name="T2">TINY WORDS</text:span> and <text:span text:style-name="T3">NONE WORDS</text:span>.</text:p>
<text:p>Same <text:span text:style-name="T4">BACKGROUND WORDS</text:span> but <text:span text:style-name="T5">white on black</text:span> and <text:span text:style-name="T6">red</text:span>.</text:p>
<text:p>Common <text:span text:style-name="T7">COMMON STYLE WORDS</text:span> and <text:span text:style-name="T8">PERCENT WORDS</text:span> and <text:span text:style-name="T9">NEAR WHITE</text:span>.</text:p>
<text:p text:style-name="P1">WHITE PARAGRAPH <text:span text:style-name="T6">red inside</text:span></text:p>
<text:p>Field <text:hidden-text text:condition="ooow:1" text:string-value="HIDDEN FIELD" text:is-hidden="true">HIDDEN FIELD</text:hidden-text> done.</text:p>
<text:p><text:hidden-paragraph text:condition="ooow:1" text:is-hidden="true"/>HIDDEN PARAGRAPH</text:p>
<text:section text:name="S" text:display="none"><text:p>HIDDEN SECTION</text:p></text:section>
<text:p>The end.</text:p>
"""


def test_hidden_text_is_kept_and_flagged():
    data = make_odt(HIDDEN_BODY, HIDDEN_AUTO, styles=HIDDEN_STYLES + DEFAULT_STYLES)
    doc = extract_bytes(data, "hidden.odt")
    assert flag_texts(doc) == [
        "WHITE WORDS",
        "TINY WORDS",
        "NONE WORDS",
        "BACKGROUND WORDS",
        "COMMON STYLE WORDS",
        "PERCENT WORDS",
        "NEAR WHITE",
        "WHITE PARAGRAPH ",
        "HIDDEN FIELD",
        "HIDDEN PARAGRAPH",
        "HIDDEN SECTION",
    ]
    details = {doc.text[f.start : f.end]: f.detail for f in doc.flags if f.kind == "hidden-text"}
    assert details["WHITE WORDS"] == "text coloured #FFFFFF, the colour of the page"
    assert details["TINY WORDS"] == "tiny text (1 pt)"
    assert "Hidden" in details["NONE WORDS"]
    assert "its background" in details["BACKGROUND WORDS"]
    assert "tiny text" in details["PERCENT WORDS"]
    assert "white on black" in doc.text and "The end." in doc.text


def test_metadata_and_header_left_out(essay):
    m = essay.metadata
    assert m.title == "Essay on rivers"
    assert m.author == "Anna Student"
    assert m.last_modified_by == "Teacher T."
    assert m.created == datetime(2025, 3, 5, 10, 15, 30, 123456)
    assert m.modified == datetime(2025, 3, 6, 8, 0, tzinfo=timezone.utc)
    assert m.application.startswith("LibreOffice/7.6")
    assert m.pages == 2
    assert "Running header" not in essay.text


def test_missing_or_damaged_meta_and_styles_still_read():
    doc = extract_bytes(make_odt("<text:p>Only text</text:p>", styles=None, meta=None), "a.odt")
    assert doc.text == "Only text" and doc.metadata.title is None
    data = make_odt("<text:p>Only text</text:p>", meta="<dc:title>broken")
    assert extract_bytes(data, "b.odt").text == "Only text"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2025-03-05T10:15:30", datetime(2025, 3, 5, 10, 15, 30)),
        ("2025-03-05T10:15:30.5Z", datetime(2025, 3, 5, 10, 15, 30, 500000, tzinfo=timezone.utc)),
        (
            "2025-03-05T10:15+0300",
            datetime(2025, 3, 5, 10, 15, tzinfo=timezone(timedelta(hours=3))),
        ),
        ("2025-03-05", datetime(2025, 3, 5)),
        ("yesterday", None),
        ("2025-13-45T00:00:00", None),
        ("", None),
        (None, None),
    ],
)
def test_parse_datetime(value, expected):
    assert parse_datetime(value) == expected


def test_encrypted_odt_is_refused():
    with pytest.raises(EncryptedFileError) as info:
        extract_bytes(make_odt(encrypted=True, content=b"\x8f\x01binary garbage"), "secret.odt")
    assert "password" in info.value.message and info.value.message.startswith("This ")
    assert info.value.path == "secret.odt"


def test_spreadsheet_is_unsupported():
    data = make_odt(mimetype="application/vnd.oasis.opendocument.spreadsheet")
    with pytest.raises(UnsupportedFormatError):
        extract_bytes(data, "marks.ods")


def test_broken_content_is_corrupt():
    data = make_odt(content=b"<office:document-content><office:body><text:p>cut off")
    with pytest.raises(CorruptFileError) as info:
        extract_bytes(data, "broken.odt")
    assert info.value.message.startswith("This OpenDocument file")


def test_missing_content_is_corrupt():
    with pytest.raises(CorruptFileError) as info:
        extract_bytes(make_odt(with_content=False), "nocontent.odt")
    assert "content.xml" in info.value.message


def test_entities_are_refused():
    bomb = (
        b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">'
        b'<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><x>&b;</x>'
    )
    with pytest.raises(CorruptFileError):
        extract_bytes(make_odt(content=bomb), "bomb.odt")


def test_member_limit_applies():
    body = "<text:p>" + "word " * 5000 + "</text:p>"
    with pytest.raises(ArchiveError):
        read_odt(make_odt(body), Limits(max_member_bytes=10_000))
    assert read_odt(make_odt(body), DEFAULT_LIMITS).text.startswith("word word")


def test_empty_document_is_empty():
    with pytest.raises(EmptyFileError):
        extract_bytes(make_odt("<text:p/><text:p>   </text:p>"), "empty.odt")


def test_notes_inside_lists_tables_and_frames_are_appended():
    body = (
        "<table:table><table:table-row><table:table-cell><text:p>Cell"
        '<text:note text:note-class="footnote"><text:note-citation>1</text:note-citation>'
        "<text:note-body><text:p>Note in cell.</text:p><text:p>Its second paragraph.</text:p>"
        "</text:note-body></text:note> text</text:p></table:table-cell></table:table-row></table:table>"
        "<text:p>Box<draw:frame><draw:text-box><text:p>Boxed"
        '<text:note text:note-class="footnote"><text:note-citation>2</text:note-citation>'
        "<text:note-body><text:p>Note in box.</text:p></text:note-body></text:note>.</text:p>"
        "</draw:text-box></draw:frame></text:p>"
    )
    doc = extract_bytes(make_odt(body), "n.odt")
    assert (
        doc.text
        == "Cell text\nBox\nBoxed.\n\n1 Note in cell.\nIts second paragraph.\n2 Note in box."
    )
    assert region_texts(doc, "footnotes") == [
        "1 Note in cell.\nIts second paragraph.\n2 Note in box."
    ]
    assert not region_texts(doc, "endnotes")


def test_white_space_collapses_as_odf_says():
    body = (
        '<text:p>\n   Line one\n   continues  <text:span text:style-name="T1"> here </text:span>'
        ' end<text:s text:c="2"/> spaced<text:tab/> <text:line-break/>next  </text:p>'
        "<text:p>  <text:span>  </text:span> </text:p><text:p>Last</text:p>"
    )
    doc = extract_bytes(make_odt(body, ESSAY_STYLES), "ws.odt")
    assert doc.text == "Line one continues here end   spaced\t \nnext\nLast"
