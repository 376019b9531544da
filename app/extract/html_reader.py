"""Web pages (.html, .htm, .xhtml) with the standard library's ``html.parser``.

Bytes are decoded by their byte-order mark, else the ``<meta charset>`` (or ``http-equiv``
content type, or XML declaration) in the first 4 KB, else by ``encoding.decode_text``. Only
the text a browser shows is kept: no scripts, styles, ``<noscript>``, templates, SVG, the
``<head>`` (its ``<title>`` becomes the title), and nothing inside an element with the
``hidden`` attribute or an inline ``display:none`` / ``visibility:hidden``. Block elements
start paragraphs; white space collapses as in a browser except inside ``<pre>``.
``<blockquote>`` content is a ``block-quote`` region. Inline text a reader cannot see but that
is still there (coloured white with no background of its own, 2 px/pt or smaller) stays in the
text and is flagged ``hidden-text``.

Missing end tags are closed the way browsers close them: a new ``<p>`` ends an open ``<p>``,
a new ``<li>`` an open ``<li>``, a cell a cell, an end tag closes everything opened inside its
element, void elements (``<br>``, ``<img>``, ``<meta>``, ...) never open anything.

Cost: O(file size); one pass of the parser.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from typing import Literal

from app.extract.builder import Extracted, TextBuilder
from app.extract.dates import parse_datetime
from app.extract.document import Metadata
from app.extract.encoding import LEGACY_SUPERSETS, decode_text
from app.extract.limits import Limits
from app.extract.visibility import WHITE, same_colour, tiny_reason

VOID = frozenset(
    """
    area base basefont bgsound br col embed frame hr img input keygen link meta param source
    track wbr
    """.split()
)
# Elements whose content a browser does not show as text of the page.
SKIPPED = frozenset(
    """
    script style noscript template head svg title iframe noembed noframes datalist canvas
    audio video
    """.split()
)
BLOCKS = frozenset(
    """
    p div h1 h2 h3 h4 h5 h6 li tr td th blockquote section article pre br hr table ul ol dl dt
    dd header footer main nav aside figure figcaption address caption center details summary
    fieldset legend form body html hgroup menu dialog search thead tbody tfoot option listing
    xmp plaintext textarea dir frameset
    """.split()
)
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
# Start tags that end an open <p> (HTML: "close a p element").
_CLOSES_P = (
    frozenset(
        """
    address article aside blockquote center details dialog dir div dl fieldset figcaption
    figure footer form header hgroup hr li dd dt listing main menu nav ol p pre search section
    summary table ul xmp plaintext
    """.split()
    )
    | _HEADINGS
)
# Scopes (HTML parsing): a search for an open element stops at these.
_DEFAULT_SCOPE = frozenset(
    """
    applet caption html table td th marquee object template svg math
    """.split()
)
_BUTTON_SCOPE = _DEFAULT_SCOPE | {"button"}
_TABLE_SCOPE = frozenset({"html", "table", "template"})
_TABLE_PARTS = frozenset(
    {"table", "caption", "thead", "tbody", "tfoot", "tr", "td", "th", "colgroup"}
)
# "Special" elements that end the search for an open <li>, <dt> or <dd> to close.
_LIST_ITEM_STOP = (
    frozenset(
        """
    applet article aside blockquote body button caption center details dialog dir dl fieldset
    figcaption figure footer form frameset header hgroup html iframe listing main marquee menu
    nav noembed noframes noscript object ol plaintext pre script search section select style
    summary table tbody td template textarea tfoot th thead title tr ul xmp svg math
    """.split()
    )
    | _HEADINGS
)
_IMPLIED_CLOSE = {
    "li": (frozenset({"li"}), _LIST_ITEM_STOP),
    "dt": (frozenset({"dt", "dd"}), _LIST_ITEM_STOP),
    "dd": (frozenset({"dt", "dd"}), _LIST_ITEM_STOP),
    "tr": (frozenset({"tr"}), _TABLE_SCOPE),
    "td": (frozenset({"td", "th"}), _TABLE_SCOPE | {"tr"}),
    "th": (frozenset({"td", "th"}), _TABLE_SCOPE | {"tr"}),
    "thead": (frozenset({"thead", "tbody", "tfoot"}), _TABLE_SCOPE),
    "tbody": (frozenset({"thead", "tbody", "tfoot"}), _TABLE_SCOPE),
    "tfoot": (frozenset({"thead", "tbody", "tfoot"}), _TABLE_SCOPE),
    "option": (frozenset({"option"}), frozenset({"select", "datalist", "html"})),
}
# A search for an element to close implicitly looks this deep at most (bounds the cost).
_MAX_SCAN = 512
# What may stay inside <head>; any other start tag (or text) begins the body.
_HEAD_CONTENT = frozenset(
    """
    title meta link style script base noscript template basefont bgsound
    """.split()
)
_TOKENS = re.compile(r"([ \t\n\r\f]+)|[^ \t\n\r\f]+")
_META_CHARSET = re.compile(
    rb"<meta\b[^>]*?charset\s*=\s*[\"']?\s*([A-Za-z0-9._:-]+)", re.IGNORECASE
)
_XML_ENCODING = re.compile(rb"^\s*<\?xml[^>]*\bencoding\s*=\s*[\"']([A-Za-z0-9._:-]+)")
# Labels browsers (WHATWG Encoding) read as a wider encoding than their name says: the
# supersets plain text uses too, and a few that only hold for declared labels in a page.
_BROWSER_ENCODINGS = {
    **LEGACY_SUPERSETS,
    "ascii": "cp1252",
    "iso8859-11": "cp874",
    "tis-620": "cp874",
    "utf-16-le": "utf-8",
    "utf-16-be": "utf-8",
    "utf-16": "utf-8",
    "x-user-defined": "cp1252",
}
_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_DISPLAY_NONE = re.compile(
    r"(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse))"
    r"\s*(?:!important\s*)?(?:;|$)",
    re.IGNORECASE,
)
_STYLE_COLOUR = re.compile(r"(?:^|;)\s*color\s*:\s*([^;!]+)", re.IGNORECASE)
_STYLE_BACKGROUND = re.compile(r"(?:^|;)\s*background(?:-color)?\s*:", re.IGNORECASE)
_STYLE_FONT_SIZE = re.compile(
    r"(?:^|;)\s*font-size\s*:\s*([0-9.]+)\s*(px|pt|em|rem|%)?", re.IGNORECASE
)
_RGB = re.compile(
    r"rgba?\(\s*([\d.]+%?)\s*[, ]\s*([\d.]+%?)\s*[, ]\s*([\d.]+%?)"
    r"(?:\s*[,/]\s*([\d.]+%?))?\s*\)",
    re.IGNORECASE,
)
_HEX = re.compile(r"#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})", re.IGNORECASE)


def _channel(value: str) -> float:
    return float(value[:-1]) * 2.55 if value.endswith("%") else float(value)


def invisible_colour(colour: str) -> bool:
    """Whether a CSS colour is unseen on a white page (white, near-white, transparent). O(1)."""
    colour = colour.strip().lower()
    if colour in ("white", "transparent"):
        return True
    rgba: list[float] | None = None
    m = _HEX.fullmatch(colour)
    if m:
        digits = m.group(1)
        if len(digits) in (3, 4):
            digits = "".join(d * 2 for d in digits)
        rgba = [int(digits[i : i + 2], 16) for i in range(0, len(digits), 2)]
        if len(rgba) == 4:
            rgba[3] /= 255
    m = _RGB.fullmatch(colour)
    if m:
        try:
            rgba = [_channel(v) for v in m.groups()[:3]]
            alpha = m.group(4)
            if alpha is not None:
                rgba.append(float(alpha[:-1]) / 100 if alpha.endswith("%") else float(alpha))
        except ValueError:
            return False
    if rgba is None:
        return False
    if len(rgba) == 4 and rgba[3] == 0:
        return True
    return same_colour(tuple(rgba[:3]), WHITE)


def _browser_codec(label: str) -> str | None:
    try:
        name = codecs.lookup(label.strip().strip("\"'")).name
    except LookupError:
        return None
    return _BROWSER_ENCODINGS.get(name, name)


def decode_html(data: bytes) -> tuple[str, str, list[str]]:
    """Decode a page: BOM, then declared charset (first 4 KB), then detection. O(n).

    Returns ``(text, encoding, warnings)``; a page whose bytes do not fit its declared charset
    is decoded with replacement characters, as browsers do, and a warning says so.
    """
    for bom, name in _BOMS:
        if data.startswith(bom):
            return data[len(bom) :].decode(name, errors="replace"), name + " (with BOM)", []
    head = data[:4096]
    m = _META_CHARSET.search(head) or _XML_ENCODING.search(head)
    declared = _browser_codec(m.group(1).decode("ascii")) if m else None
    if declared:
        assert m is not None  # declared came from it
        try:
            return data.decode(declared), declared, []
        except UnicodeDecodeError as exc:
            return (
                data.decode(declared, errors="replace"),
                declared,
                [
                    f"The page says it is in {m.group(1).decode('ascii')} but byte {exc.start} is "
                    "not; unreadable characters were replaced with \ufffd."
                ],
            )
    text, encoding = decode_text(data)
    return text, encoding, []


@dataclass
class _Open:
    """One open element and the state its content inherits."""

    tag: str
    skip: bool = False  # not shown at all (script, hidden, display:none, ...)
    quote: bool = False  # an outermost <blockquote> whose text is shown
    pre: bool = False
    title: bool = False
    white: str | None = None  # the white colour its text is set in, if any
    background: bool = False  # it, or an element around it, has a background of its own
    tiny: str | None = None  # why its text is too small to read, if it is


def _font_size(style: str) -> tuple[bool, str | None]:
    """(whether the style sets an absolute font size, the reason it is tiny if it is)."""
    m = _STYLE_FONT_SIZE.search(style)
    if not m:
        return False, None
    try:
        size = float(m.group(1))
    except ValueError:
        return False, None
    unit = (m.group(2) or "px").lower()
    if size == 0:
        return True, f"tiny text (font-size: 0{unit if unit != 'px' else ''})"
    if unit in ("px", "pt"):
        return True, tiny_reason(size, unit)
    return False, None  # em, rem, %: relative to the size around it


class _PageParser(HTMLParser):
    """Feeds the visible text of a page into a ``TextBuilder``."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.builder = TextBuilder()
        self.stack: list[_Open] = []
        self.open_count: dict[str, int] = {}
        self.skip = 0
        self.pre = 0
        self.quote_start: int | None = None
        self.title: list[str] = []
        self.title_open = 0
        self.meta: dict[str, str] = {}
        self.segments: list[tuple[str, bool, str | None]] = []  # (text, in <pre>, hidden)
        self.pre_fresh = False  # just after <pre>: its first newline is not content
        self.page_colours = False  # a style sheet sets backgrounds: white text may be visible

    # -- paragraphs -----------------------------------------------------------------------
    def flush(self) -> None:
        """End the paragraph being collected: collapse its white space and write it."""
        if not self.segments:
            return
        pieces: list[tuple[str, str | None]] = []
        pending: str | None | Literal[False] = False  # False: no space due; else the space's reason
        for text, pre, hidden in self.segments:
            if pre:
                if pending is not False and pieces:
                    pieces.append((" ", pending))
                pending = False
                pieces.append((text, hidden))
                continue
            for m in _TOKENS.finditer(text):
                if m.group(1):  # white space
                    if pieces and pending is False:
                        pending = hidden
                    continue
                if pending is not False:
                    pieces.append((" ", pending))
                    pending = False
                pieces.append((m.group(), hidden))
        self.segments = []
        if not any(t.strip() for t, _ in pieces):
            return
        self.builder.end_paragraph()
        for text, hidden in pieces:
            self.builder.add(text, hidden)
        self.builder.end_paragraph()

    def add_text(self, text: str) -> None:
        top = self.stack[-1] if self.stack else None
        hidden = None
        if top is not None:
            hidden = top.tiny or (
                f"text in an invisible colour (color: {top.white})"
                if top.white and not top.background and not self.page_colours
                else None
            )
        if self.pre:
            if self.pre_fresh:
                if text.startswith("\r\n"):
                    text = text[2:]
                elif text.startswith("\n"):
                    text = text[1:]
            self.pre_fresh = False
            if text:
                self.segments.append((text, True, hidden))
            return
        if self.segments and not self.segments[-1][1] and self.segments[-1][2] == hidden:
            self.segments[-1] = (self.segments[-1][0] + text, False, hidden)
        else:
            self.segments.append((text, False, hidden))

    def line_break(self) -> None:
        if self.pre:
            self.add_text("\n")
        else:
            self.flush()

    # -- the element stack ----------------------------------------------------------------
    def push(self, item: _Open) -> None:
        self.stack.append(item)
        self.open_count[item.tag] = self.open_count.get(item.tag, 0) + 1
        self.skip += item.skip
        self.pre += item.pre
        self.title_open += item.title
        if item.quote:
            self.flush()
            self.quote_start = self.builder.length

    def pop_to(self, index: int) -> None:
        """Close the element at ``index`` and everything opened inside it."""
        while len(self.stack) > index:
            item = self.stack.pop()
            self.open_count[item.tag] -= 1
            self.skip -= item.skip
            self.pre -= item.pre
            self.title_open -= item.title
            if item.tag in BLOCKS:
                self.flush()
            if item.quote and self.quote_start is not None:
                self.flush()
                self.builder.add_region("block-quote", self.quote_start, "<blockquote>")
                self.quote_start = None

    def find_open(
        self, tags: frozenset[str], scope: frozenset[str], limit: int | None = None
    ) -> int:
        """Index of the nearest open element named in ``tags`` before a ``scope`` element."""
        if not any(self.open_count.get(t) for t in tags):
            return -1
        stop = -1 if limit is None else max(-1, len(self.stack) - 1 - limit)
        for i in range(len(self.stack) - 1, stop, -1):
            tag = self.stack[i].tag
            if tag in tags:
                return i
            if tag in scope:
                return -1
        return -1

    def close_implied(self, tag: str) -> None:
        """Close what a browser closes when ``tag`` starts (an open <p>, <li>, cell, ...)."""
        if self.open_count.get("head"):
            i = self.find_open(frozenset({"head"}), frozenset())
            if tag not in _HEAD_CONTENT:
                self.pop_to(i)  # <body>, or page content: the head is over
        if tag in _IMPLIED_CLOSE:
            closes, scope = _IMPLIED_CLOSE[tag]
            i = self.find_open(closes, scope, _MAX_SCAN)
            if i >= 0:
                self.pop_to(i)
        if tag in _CLOSES_P:
            i = self.find_open(frozenset({"p"}), _BUTTON_SCOPE, _MAX_SCAN)
            if i >= 0:
                self.pop_to(i)
        if tag in _HEADINGS and self.stack and self.stack[-1].tag in _HEADINGS:
            self.pop_to(len(self.stack) - 1)

    # -- parser events --------------------------------------------------------------------
    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k.lower(): (v or "") for k, v in attrs}
        if tag == "meta":
            self.read_meta(a)
        self.close_implied(tag)
        if tag in BLOCKS:
            self.flush()
        if tag in VOID:
            if tag == "br" and not self.skip:
                self.line_break()
            return
        parent = self.stack[-1] if self.stack else _Open("")
        style = a.get("style", "")
        item = _Open(
            tag,
            skip=tag in SKIPPED or "hidden" in a or bool(style and _DISPLAY_NONE.search(style)),
            pre=tag in ("pre", "listing", "xmp", "plaintext", "textarea"),
            white=parent.white,
            background=parent.background
            or bool(a.get("bgcolor"))
            or bool(style and _STYLE_BACKGROUND.search(style)),
            tiny=parent.tiny,
        )
        item.quote = (
            tag == "blockquote" and not self.skip and not item.skip and (self.quote_start is None)
        )
        item.title = (
            tag == "title"
            and not self.title
            and not (self.open_count.get("svg") or self.open_count.get("math"))
        )
        colour = a.get("color", "") if tag == "font" else ""
        m = _STYLE_COLOUR.search(style) if style else None
        if m:
            colour = m.group(1)
        if colour:
            item.white = colour.strip() if invisible_colour(colour) else None
        if style:
            absolute, tiny = _font_size(style)
            if absolute or tiny:
                item.tiny = tiny
        self.push(item)
        if item.pre:
            self.pre_fresh = True

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag == "br":  # browsers read </br> as <br>
            if not self.skip:
                self.line_break()
            return
        if tag in VOID:
            return
        scope = _TABLE_SCOPE if tag in _TABLE_PARTS else _DEFAULT_SCOPE
        i = self.find_open(frozenset({tag}), scope - {tag})
        if i >= 0:
            self.pop_to(i)
        elif tag in BLOCKS:
            self.flush()  # a stray </p> or </div> still ends the line

    def handle_data(self, data: str) -> None:
        if self.title_open:
            self.title.append(data)
            return
        if self.skip:
            top = self.stack[-1].tag if self.stack else ""
            if top == "style" and "background" in data.lower():
                self.page_colours = True
            if top == "head" and data.strip():
                self.pop_to(len(self.stack) - 1)  # text in <head>: browsers begin the body
            else:
                return
        self.add_text(data)

    def read_meta(self, a: dict[str, str]) -> None:
        name = (a.get("name") or a.get("property") or a.get("itemprop") or "").strip().lower()
        content = a.get("content", "").strip()
        if name and content and name not in self.meta:
            self.meta[name] = content

    def finish(self, encoding: str) -> Extracted:
        """Close what is still open and return the text with its metadata."""
        self.pop_to(0)
        self.flush()
        title = " ".join("".join(self.title).split()) or None

        def first(*names: str) -> str | None:
            return next((self.meta[n] for n in names if self.meta.get(n)), None)

        created = first(
            "dcterms.created",
            "dc.date.created",
            "date",
            "dc.date",
            "article:published_time",
            "datepublished",
            "created",
        )
        modified = first(
            "dcterms.modified",
            "dc.date.modified",
            "last-modified",
            "article:modified_time",
            "datemodified",
            "revised",
        )
        metadata = Metadata(
            title=title,
            author=first("author", "dc.creator", "dcterms.creator", "article:author"),
            created=parse_datetime(created),
            modified=parse_datetime(modified),
            application=first("generator", "progid"),
            encoding=encoding,
        )
        return self.builder.finish(metadata)


def read_html(data: bytes, limits: Limits) -> Extracted:
    """Read a web page with ``html.parser``: the visible text in paragraphs. O(file size)."""
    text, encoding, warnings = decode_html(data)
    parser = _PageParser()
    parser.feed(text)
    parser.close()
    extracted = parser.finish(encoding)
    extracted.warnings.extend(warnings)
    return extracted
