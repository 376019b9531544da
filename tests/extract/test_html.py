"""Web pages: visible text only, paragraphs, entities, charsets, block quotes, broken markup."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from app.errors import EmptyFileError
from app.extract import DEFAULT_LIMITS, extract_bytes
from app.extract.html_reader import decode_html, invisible_colour, read_html

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>  Rivers of
     Europe </title>
  <meta name="author" content="Anna Student">
  <meta name="generator" content="Microsoft Word 15">
  <meta name="dcterms.created" content="2025-03-05T10:15:00Z">
  <style>p { color: black } .x::before { content: "STYLE TEXT" }</style>
  <script>var secret = "SCRIPT TEXT"; if (a < b && c > d) {}</script>
  <link rel="stylesheet" href="x.css">
</head>
<body>
  <nav>Home | About</nav>
  <h1>Rivers   of
      Europe</h1>
  <p>The Danube&nbsp;flows &amp; the Rhine &lt;too&gt; &mdash; caf&eacute; &#8220;quoted&#x201D;.</p>
  <p>Line one<br>Line two<br/>Line three</p>
  <div>Block <span>inline <b>bold</b></span> text<div>Nested block</div>after nested</div>
  <ul><li>First item<li>Second item</ul>
  <table><tr><th>Head A<th>Head B<tr><td>Cell A1<td>Cell B1</table>
  <blockquote><p>To be or not to be.</p><p>That is the question.</p></blockquote>
  <pre>
  code   line 1
  code   line 2</pre>
  <noscript>NOSCRIPT TEXT</noscript>
  <template><p>TEMPLATE TEXT</p></template>
  <svg><title>SVG TITLE</title><text>SVG TEXT</text></svg>
  <p hidden>HIDDEN ATTRIBUTE</p>
  <div style="display: none"><p>DISPLAY NONE <b>deep</b></p></div>
  <span style="visibility:hidden">VISIBILITY HIDDEN</span>
  <p>Visible <img src="a.png" alt="IMAGE ALT"> after image <!-- COMMENT TEXT --> end.</p>
  <footer>Footer text</footer>
</body>
</html>
"""


def region_texts(document, kind="block-quote"):
    return [document.text[r.start : r.end] for r in document.regions if r.kind == kind]


def flag_texts(document, kind="hidden-text"):
    return [document.text[f.start : f.end] for f in document.flags if f.kind == kind]


@pytest.fixture(scope="module")
def page():
    return extract_bytes(PAGE.encode("utf-8"), "rivers.html")


def test_visible_text_in_paragraphs(page):
    assert page.format == "html"
    assert page.text.split("\n") == [
        "Home | About",
        "Rivers of Europe",
        "The Danube\u00a0flows & the Rhine <too> \u2014 café \u201cquoted\u201d.",
        "Line one",
        "Line two",
        "Line three",
        "Block inline bold text",
        "Nested block",
        "after nested",
        "First item",
        "Second item",
        "Head A",
        "Head B",
        "Cell A1",
        "Cell B1",
        "To be or not to be.",
        "That is the question.",
        "  code   line 1",
        "  code   line 2",
        "Visible after image end.",
        "Footer text",
    ]
    assert page.paragraph_starts[0] == 0
    assert len(page.paragraph_starts) == 20  # the <pre> is one paragraph over two lines


def test_invisible_parts_left_out(page):
    for missing in (
        "SCRIPT",
        "STYLE",
        "NOSCRIPT",
        "TEMPLATE",
        "SVG",
        "HIDDEN",
        "DISPLAY",
        "deep",
        "VISIBILITY",
        "IMAGE ALT",
        "COMMENT",
        "x.css",
    ):
        assert missing not in page.text


def test_blockquote_region(page):
    assert region_texts(page) == ["To be or not to be.\nThat is the question."]


def test_metadata(page):
    m = page.metadata
    assert m.title == "Rivers of Europe"
    assert m.author == "Anna Student"
    assert m.application == "Microsoft Word 15"
    assert m.created == datetime(2025, 3, 5, 10, 15, tzinfo=timezone.utc)
    assert m.encoding == "utf-8"


def test_cp1251_meta_charset():
    html = (
        '<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251">'
        "<title>Реферат</title></head><body><p>Привет, мир! Ёлка.</p></body></html>"
    )
    doc = extract_bytes(html.encode("cp1251"), "ru.htm")
    assert doc.text == "Привет, мир! Ёлка."
    assert doc.metadata.title == "Реферат"
    assert doc.metadata.encoding == "cp1251"


def test_charset_sources():
    assert decode_html('<meta charset="koi8-r"><p>Мир'.encode("koi8-r"))[:2] == (
        '<meta charset="koi8-r"><p>Мир',
        "koi8-r",
    )
    assert decode_html(b"\xef\xbb\xbf<p>caf\xc3\xa9")[0] == "<p>café"
    xml = '<?xml version="1.0" encoding="windows-1252"?><html><p>naïve</p></html>'
    assert decode_html(xml.encode("cp1252"))[1] == "cp1252"
    # a declared Latin-1 is read as windows-1252, as browsers do
    assert decode_html('<meta charset="iso-8859-1"><p>\u201cq\u201d'.encode("cp1252"))[0].endswith(
        "\u201cq\u201d"
    )
    # no declaration: detection (here UTF-8)
    assert decode_html("<p>Straße</p>".encode("utf-8"))[:2] == ("<p>Straße</p>", "utf-8")


def test_wrong_declared_charset_is_replaced_with_warning():
    data = b'<meta charset="utf-8"><p>caf\xe9 ok</p>'
    doc = extract_bytes(data, "bad.html")
    assert doc.text == "caf\ufffd ok"
    assert any("utf-8" in w for w in doc.warnings)


def test_unclosed_tags_do_not_swallow_the_rest():
    html = (
        "<html><body><p hidden>SECRET<p>Visible one<li>Item A<li>Item B"
        "<p>Para <span style='display:none'>GONE</span> after"
        "<div hidden>HIDDEN DIV<p>HIDDEN P</div><p>Visible two"
        "<table><tr><td>c1<td>c2</table>"
        "<blockquote>Quote<p>more</blockquote>Tail</body></html>"
    )
    doc = extract_bytes(html.encode(), "unclosed.html")
    assert doc.text.split("\n") == [
        "Visible one",
        "Item A",
        "Item B",
        "Para after",
        "Visible two",
        "c1",
        "c2",
        "Quote",
        "more",
        "Tail",
    ]
    assert region_texts(doc) == ["Quote\nmore"]


def test_stray_and_misnested_end_tags():
    html = "<p>One</span></div></p>Two<b>bold<i>both</b>italic</i><p>Three</br>Four"
    doc = extract_bytes(html.encode(), "x.html")
    assert doc.text.split("\n") == ["One", "Twoboldbothitalic", "Three", "Four"]


def test_self_closing_non_void_does_not_hide_the_rest():
    doc = extract_bytes(b"<html><body><div hidden/><p>Shown</p></body></html>", "x.html")
    assert doc.text == "Shown"


def test_head_without_end_tag_and_text_in_head():
    doc = extract_bytes(b"<html><head><title>T</title><p>Body text", "x.html")
    assert doc.text == "Body text" and doc.metadata.title == "T"
    doc = extract_bytes(b"<html><head><title>T</title>Loose text", "y.html")
    assert doc.text == "Loose text"


def test_whitespace_collapses_like_a_browser():
    html = "<p>  a \n\t b <b> c </b> <i>d</i>e  </p><p>\u00a0x\u00a0 </p><p>   </p>"
    doc = extract_bytes(html.encode(), "ws.html")
    assert doc.text == "a b c de\n\u00a0x\u00a0"


def test_invisible_inline_text_is_kept_and_flagged():
    html = (
        '<p>Seen <span style="color:#FFFFFF">WHITE WORDS</span> and '
        '<span style="font-size:1px">TINY WORDS</span> and '
        '<font color="white">FONT WHITE</font> and '
        '<span style="color: rgba(0,0,0,0)">TRANSPARENT</span> and '
        '<span style="color:#fff; background:#000">white on black</span> and '
        '<span style="font-size:0">Z<b style="font-size:14px">big again</b></span>.</p>'
    )
    doc = extract_bytes(html.encode(), "flags.html")
    assert "white on black" in doc.text and "big again" in doc.text
    assert flag_texts(doc) == ["WHITE WORDS", "TINY WORDS", "FONT WHITE", "TRANSPARENT", "Z"]
    detail = {doc.text[f.start : f.end]: f.detail for f in doc.flags if f.kind == "hidden-text"}
    assert detail["TINY WORDS"] == "tiny text (1 px)"
    assert "#FFFFFF" in detail["WHITE WORDS"]


def test_page_style_sheet_with_backgrounds_disables_colour_flags():
    html = (
        "<style>body { background: #222; color: #eee }</style>"
        '<p>Dark page <span style="color:white">white is visible</span></p>'
    )
    assert not read_html(html.encode(), DEFAULT_LIMITS).flags


def test_invisible_colour():
    for colour in (
        "white",
        "#fff",
        "#F5F5F5",
        "rgb(255, 255, 255)",
        "rgba(0,0,0,0)",
        "transparent",
        "rgb(100% 100% 100%)",
        "#eee",
    ):
        assert invisible_colour(colour), colour
    for colour in ("black", "#ddd", "red", "rgb(255,0,0)", "inherit", "rgba(255,255,255"):
        assert not invisible_colour(colour), colour


def test_pre_keeps_white_space_and_drops_first_newline():
    doc = extract_bytes(b"<pre>\n  a  b\n\n c</pre><p>after</p>", "pre.html")
    assert doc.text == "  a  b\n\n c\nafter"


def test_nested_blockquotes_one_region():
    html = "<blockquote>Outer<blockquote>Inner</blockquote>Outer again</blockquote><p>Not</p>"
    doc = extract_bytes(html.encode(), "q.html")
    assert region_texts(doc) == ["Outer\nInner\nOuter again"]


def test_hidden_blockquote_makes_no_region():
    doc = extract_bytes(b"<p>Text</p><blockquote hidden>Q</blockquote><p>More</p>", "q.html")
    assert doc.text == "Text\nMore" and not doc.regions


def test_xhtml_and_cdata():
    xhtml = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'
        "<head><title>X</title><script><![CDATA[ var x = 1; ]]></script></head>"
        "<body><p>Para<br/>two</p></body></html>"
    )
    doc = extract_bytes(xhtml.encode(), "page.xhtml")
    assert doc.format == "html" and doc.text == "Para\ntwo"


def test_only_hidden_content_is_empty():
    with pytest.raises(EmptyFileError):
        extract_bytes(
            b"<html><head><title>T</title></head><body><script>x</script></body></html>",
            "empty.html",
        )


def test_deep_nesting_is_linear_enough():
    html = "<html><body>" + "<div><span>" * 20000 + "<p>deep text" + "<p>x" * 20000
    doc = extract_bytes(html.encode(), "deep.html")
    assert doc.text.startswith("deep text\nx\nx")
