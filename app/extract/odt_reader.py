"""OpenDocument text (.odt) with defusedxml's ElementTree.

The zip is opened through ``checked_zip`` (zip bombs) and every part is read with
``read_member``. ``content.xml`` is walked in document order: headings, paragraphs, lists,
tables (each cell's paragraphs as paragraphs), sections, text boxes in frames. Left out:
comments (``office:annotation``), tracked deletions (``text:tracked-changes``), generated
tables of contents and indexes, list numbers, the pictures' titles, headers and footers (they
live in ``styles.xml``). Footnotes and endnotes are not inline: they are appended after the
body, footnotes first, each note its own paragraph, as ``footnotes``/``endnotes`` regions.
Paragraphs in a quotation style are ``block-quote`` regions. Text that a reader cannot see
(coloured like its background or near-white, 2 pt or smaller, ``text:display="none"``, hidden
text/paragraph fields, hidden sections) stays in the text and is flagged ``hidden-text``.

Cost: O(size of the XML parts); one pass over ``content.xml``.
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass, field

import defusedxml.ElementTree as SafeET
from defusedxml import DefusedXmlException

from app.errors import CorruptFileError, EncryptedFileError
from app.extract.builder import Extracted, TextBuilder
from app.extract.dates import parse_datetime
from app.extract.document import Metadata
from app.extract.limits import Limits
from app.extract.visibility import colour_reason, tiny_reason
from app.extract.zipsafe import check_package_parts, checked_zip, read_member

OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
STYLE = "{urn:oasis:names:tc:opendocument:xmlns:style:1.0}"
TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
DRAW = "{urn:oasis:names:tc:opendocument:xmlns:drawing:1.0}"
FO = "{urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0}"
SVG = "{urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0}"
DC = "{http://purl.org/dc/elements/1.1/}"
META = "{urn:oasis:names:tc:opendocument:xmlns:meta:1.0}"
MANIFEST = "{urn:oasis:names:tc:opendocument:xmlns:manifest:1.0}"

WHAT = "This OpenDocument file"
# A paragraph style is a quotation style when its name (or display name, or that of a style
# it inherits from) contains one of these (LibreOffice's own is "Quotations").
QUOTE_NAME_PARTS = ("quote", "quotation", "цитата", "引用", "zitat", "citation", "cita")

# Inline elements whose content is never text of the paper (their tail still is).
_SKIPPED_INLINE = frozenset(
    {
        OFFICE + "annotation",
        OFFICE + "annotation-end",
        TEXT + "soft-page-break",
        TEXT + "bookmark",
        TEXT + "bookmark-start",
        TEXT + "bookmark-end",
        TEXT + "bookmark-ref",
        TEXT + "reference-mark",
        TEXT + "reference-mark-start",
        TEXT + "reference-mark-end",
        TEXT + "change",
        TEXT + "change-start",
        TEXT + "change-end",
        TEXT + "toc-mark",
        TEXT + "toc-mark-start",
        TEXT + "toc-mark-end",
        TEXT + "alphabetical-index-mark",
        TEXT + "alphabetical-index-mark-start",
        TEXT + "alphabetical-index-mark-end",
        TEXT + "user-index-mark",
        TEXT + "user-index-mark-start",
        TEXT + "user-index-mark-end",
        TEXT + "ruby-text",
        TEXT + "number",
        TEXT + "note-citation",
        TEXT + "hidden-paragraph",
        TEXT + "variable-decls",
        TEXT + "sequence-decls",
        TEXT + "user-field-decls",
    }
)
# Block-level elements left out entirely.
_SKIPPED_BLOCKS = frozenset(
    {
        TEXT + "tracked-changes",
        TEXT + "variable-decls",
        TEXT + "sequence-decls",
        TEXT + "user-field-decls",
        TEXT + "dde-connection-decls",
        OFFICE + "forms",
        TABLE + "named-expressions",
        TABLE + "calculation-settings",
        TABLE + "content-validations",
        TABLE + "database-ranges",
        TABLE + "table-columns",
        TABLE + "table-column",
        TABLE + "table-header-columns",
        TABLE + "table-column-group",
        TABLE + "title",
        TABLE + "desc",
        TEXT + "soft-page-break",
        OFFICE + "annotation",
        OFFICE + "annotation-end",
        TEXT + "table-of-content",
        TEXT + "illustration-index",
        TEXT + "table-index",
        TEXT + "object-index",
        TEXT + "user-index",
        TEXT + "alphabetical-index",
        TEXT + "number",
        TEXT + "bookmark",
        TEXT + "bookmark-start",
        TEXT + "bookmark-end",
        DRAW + "image",
        DRAW + "object",
        DRAW + "object-ole",
        DRAW + "plugin",
        DRAW + "applet",
        DRAW + "floating-frame",
        SVG + "title",
        SVG + "desc",
        OFFICE + "event-listeners",
        OFFICE + "binary-data",
        DRAW + "glue-point",
        DRAW + "contour-polygon",
        DRAW + "image-map",
        DRAW + "contour-path",
        OFFICE + "scripts",
    }
)


def _rgb(value: str | None) -> tuple[int, int, int] | None:
    if not value or not re.fullmatch(r"#[0-9a-fA-F]{6}", value.strip()):
        return None
    v = value.strip()
    return int(v[1:3], 16), int(v[3:5], 16), int(v[5:7], 16)


_WHITESPACE = re.compile(r"([ \t\r\n]+)")
_UNITS_PT = {"pt": 1.0, "px": 0.75, "pc": 12.0, "in": 72.0, "cm": 72 / 2.54, "mm": 72 / 25.4}


def _font_size(value: str | None, inherited: float | None) -> float | None:
    """A font size in points; percentages are relative to the inherited size."""
    if not value:
        return inherited
    m = re.fullmatch(r"\s*(-?\d+(?:\.\d*)?|\.\d+)\s*(pt|px|pc|in|cm|mm|%)?\s*", value)
    if not m:
        return inherited
    number, unit = float(m.group(1)), (m.group(2) or "pt")
    if unit == "%":
        return None if inherited is None else inherited * number / 100
    return number * _UNITS_PT[unit]


@dataclass
class _Style:
    name: str
    display_name: str
    parent: str | None
    text_props: dict[str, str]
    paragraph_background: str | None


@dataclass
class _Format:
    """The text properties that can hide text, as they apply to one run."""

    colour: tuple[int, int, int] | None = None
    background: tuple[int, int, int] | None = None  # the text's own, else the paragraph's
    paragraph_background: tuple[int, int, int] | None = None
    size: float | None = None
    display_none: bool = False

    def apply(self, props: dict[str, str], paragraph_background: str | None = None) -> _Format:
        out = _Format(
            self.colour, self.background, self.paragraph_background, self.size, self.display_none
        )
        if paragraph_background is not None:
            out.paragraph_background = _rgb(paragraph_background)  # None for "transparent"
        if props.get("use-window-font-color") == "true":
            out.colour = None
        if "color" in props:
            out.colour = _rgb(props["color"])
        if "background-color" in props:
            out.background = _rgb(props["background-color"])
        if "font-size" in props:
            out.size = _font_size(props["font-size"], out.size)
        if "display" in props:
            out.display_none = props["display"] == "none"
        return out

    def hidden_reason(self) -> str | None:
        if self.display_none:
            return "hidden text (the 'Hidden' character setting)"
        if self.size is not None and tiny_reason(self.size):
            return tiny_reason(self.size)
        if self.colour is not None:
            background = self.background or self.paragraph_background
            return colour_reason(
                self.colour, background, "its background" if background else "the page"
            )
        return None


_PROPS_KEYS = {
    FO + "color": "color",
    FO + "background-color": "background-color",
    FO + "font-size": "font-size",
    TEXT + "display": "display",
    STYLE + "use-window-font-color": "use-window-font-color",
}


class _Styles:
    """Paragraph and text styles by (family, name), from styles.xml and content.xml."""

    def __init__(self) -> None:
        self.styles: dict[tuple[str, str], _Style] = {}
        self.defaults: dict[str, _Style] = {}
        self._formats: dict[tuple[str, str | None], _Format] = {}
        self._quotes: dict[str | None, str | None] = {}

    def load(self, root, containers: tuple[str, ...]) -> None:
        """Add the styles of ``root``'s ``containers`` (later loads win on equal names)."""
        for container in containers:
            for holder in root.findall(container):
                for el in holder:
                    if el.tag not in (STYLE + "style", STYLE + "default-style"):
                        continue
                    family = el.get(STYLE + "family") or ""
                    tprops = el.find(STYLE + "text-properties")
                    pprops = el.find(STYLE + "paragraph-properties")
                    style = _Style(
                        name=el.get(STYLE + "name") or "",
                        display_name=el.get(STYLE + "display-name") or "",
                        parent=el.get(STYLE + "parent-style-name"),
                        text_props={}
                        if tprops is None
                        else {
                            short: tprops.get(key)
                            for key, short in _PROPS_KEYS.items()
                            if tprops.get(key) is not None
                        },
                        paragraph_background=None
                        if pprops is None
                        else pprops.get(FO + "background-color"),
                    )
                    if el.tag == STYLE + "default-style":
                        self.defaults[family] = style
                    elif style.name:
                        self.styles[(family, style.name)] = style

    def chain(self, family: str, name: str | None) -> list[_Style]:
        """The style and its ancestors, nearest first (cycles cut)."""
        out, seen = [], set()
        while name and (family, name) in self.styles and name not in seen:
            seen.add(name)
            style = self.styles[(family, name)]
            out.append(style)
            name = style.parent
        return out

    def format(self, family: str, name: str | None, base: _Format) -> _Format:
        """``base`` with the text properties of the style ``name`` (and its parents) applied."""
        if family == "paragraph":
            key = (family, name)
            if key not in self._formats:
                fmt = _Format()
                default = self.defaults.get("paragraph")
                styles = ([default] if default else []) + self.chain(family, name)[::-1]
                for style in styles:
                    fmt = fmt.apply(style.text_props, style.paragraph_background)
                self._formats[key] = fmt
            return self._formats[key]
        fmt = base
        for style in self.chain(family, name)[::-1]:
            fmt = fmt.apply(style.text_props)
        return fmt

    def quote_style(self, name: str | None) -> str | None:
        """The quotation style a paragraph style is or inherits from, else ``None``."""
        if name not in self._quotes:
            found = None
            for style in self.chain("paragraph", name):
                for label in (style.display_name, style.name):
                    if label and any(part in label.casefold() for part in QUOTE_NAME_PARTS):
                        found = label
                        break
                if found:
                    break
            self._quotes[name] = found
        return self._quotes[name]


@dataclass
class _Walker:
    styles: _Styles
    builder: TextBuilder = field(default_factory=TextBuilder)
    footnotes: list = field(default_factory=list)  # (citation, note-body, hidden reason)
    endnotes: list = field(default_factory=list)
    deferred: list = field(default_factory=list)  # frames met inside the current paragraph
    note_prefix: str = ""
    started: bool = False  # the paragraph has text: white space is no longer leading
    pending: str | None = None  # a collapsed space not yet written ("" or the hidden reason)

    # -- blocks ---------------------------------------------------------------------------
    def blocks(self, el, hidden: str | None) -> None:
        for child in el:
            tag = child.tag
            if not isinstance(tag, str) or tag in _SKIPPED_BLOCKS:
                continue
            if tag in (TEXT + "p", TEXT + "h"):
                self.paragraph(child, hidden)
            elif tag == TEXT + "section":
                section_hidden = hidden
                if child.get(TEXT + "display") == "none" and not hidden:
                    section_hidden = "hidden section"
                self.blocks(child, section_hidden)
            else:  # lists, list items, tables, rows, cells, frames, text boxes, shapes, ...
                self.blocks(child, hidden)

    def paragraph(self, p, hidden: str | None) -> None:
        builder = self.builder
        builder.end_paragraph()
        start = builder.length
        self.started, self.pending = False, None
        if self.note_prefix:  # the first paragraph of a note starts with the note's number
            builder.add(self.note_prefix)
            self.note_prefix = ""
        style_name = p.get(TEXT + "style-name")
        if not hidden and p.find(".//" + TEXT + "hidden-paragraph") is not None:
            hidden = "hidden paragraph (a 'Hidden Paragraph' field)"
        self.inline(p, self.styles.format("paragraph", style_name, _Format()), hidden)
        self.pending = None  # white space at the end of a paragraph is dropped
        builder.end_paragraph()
        quote = self.styles.quote_style(style_name)
        if quote and builder.length > start:
            builder.add_region("block-quote", start, f"paragraph style '{quote}'")
        while self.deferred:
            frame, frame_hidden = self.deferred.pop(0)
            self.blocks(frame, frame_hidden)

    # -- inline ---------------------------------------------------------------------------
    def add(self, text: str | None, fmt: _Format, hidden: str | None) -> None:
        """Add character data, collapsing white space as ODF 1.2 §6.1.2 says.

        SPACE, TAB, CR and LF become one space; a space after a space, at the start of the
        paragraph or at its end is dropped (a pending space is only written before more text).
        """
        if not text:
            return
        reason = hidden or fmt.hidden_reason()
        for piece in _WHITESPACE.split(text):
            if piece == "":
                continue
            if _WHITESPACE.fullmatch(piece):
                if self.started and self.pending is None:
                    self.pending = reason or ""
                continue
            self._flush_space()
            self.builder.add(piece, reason)
            self.started = True

    def add_literal(self, text: str, fmt: _Format, hidden: str | None) -> None:
        """Add the characters of text:s, text:tab and text:line-break, which never collapse."""
        self._flush_space()
        self.builder.add(text, hidden or fmt.hidden_reason())
        self.started = True

    def _flush_space(self) -> None:
        if self.pending is not None:
            self.builder.add(" ", self.pending or None)
            self.pending = None

    def inline(self, el, fmt: _Format, hidden: str | None) -> None:
        self.add(el.text, fmt, hidden)
        for child in el:
            self.inline_element(child, fmt, hidden)
            self.add(child.tail, fmt, hidden)

    def inline_element(self, child, fmt: _Format, hidden: str | None) -> None:
        tag = child.tag
        if not isinstance(tag, str) or tag in _SKIPPED_INLINE:
            return
        if tag == TEXT + "s":
            try:
                count = int(child.get(TEXT + "c") or 1)
            except ValueError:
                count = 1
            self.add_literal(" " * max(1, min(count, 1000)), fmt, hidden)
        elif tag == TEXT + "tab":
            self.add_literal("\t", fmt, hidden)
        elif tag == TEXT + "line-break":
            self.add_literal("\n", fmt, hidden)
        elif tag == TEXT + "note":
            kind = self.endnotes if child.get(TEXT + "note-class") == "endnote" else self.footnotes
            body = child.find(TEXT + "note-body")
            if body is not None:
                citation = (child.findtext(TEXT + "note-citation") or "").strip()
                kind.append((citation, body, hidden))
        elif tag == TEXT + "hidden-text":
            text = "".join(child.itertext()) or child.get(TEXT + "string-value") or ""
            self.add(text, fmt, hidden or "hidden text (a 'Hidden Text' field)")
        elif (
            tag.startswith(DRAW)
            or tag.startswith(OFFICE)
            or tag in (TEXT + "p", TEXT + "h", TEXT + "list", TABLE + "table", TEXT + "section")
        ):
            # Frames, shapes and text boxes hold paragraphs of their own: walked after this one.
            self.deferred.append((child, hidden))
        else:  # span, a, meta, ruby, fields (their shown value), placeholders, ...
            if tag in (TEXT + "span", TEXT + "a"):
                fmt = self.styles.format("text", child.get(TEXT + "style-name"), fmt)
            self.inline(child, fmt, hidden)

    # -- notes ----------------------------------------------------------------------------
    def notes(self, notes: list, kind: str) -> None:
        """Append the notes of one class after everything else, as one region."""
        if not notes:
            return
        builder = self.builder
        builder.begin_paragraph()  # a blank line between the body (or footnotes) and the notes
        builder.end_paragraph()
        start = builder.length
        for citation, body, hidden in notes:
            self.note_prefix = f"{citation} " if citation else ""
            self.blocks(body, hidden)
            self.note_prefix = ""
        builder.end_paragraph()
        name = kind[:-1]
        builder.add_region(kind, start, f"{len(notes)} {name}{'s' if len(notes) > 1 else ''}")


def _parse(data: bytes, part: str):
    try:
        return SafeET.fromstring(data)
    except SafeET.ParseError as exc:
        raise CorruptFileError(
            f"{WHAT} is damaged: its part {part} is not valid XML ({exc}). Open it in "
            "LibreOffice or Word and save it again, or download it again."
        ) from exc
    except DefusedXmlException as exc:
        raise CorruptFileError(
            f"{WHAT} contains XML constructs that documents never use ({exc}) and was not read. "
            "Open it in LibreOffice and save it again."
        ) from exc


def _member(archive: zipfile.ZipFile, name: str, limits: Limits) -> bytes | None:
    try:
        info = archive.getinfo(name)
    except KeyError:
        return None
    return read_member(archive, info, limits.max_member_bytes)


def _check_encryption(archive: zipfile.ZipFile, limits: Limits) -> None:
    manifest = _member(archive, "META-INF/manifest.xml", limits)
    encrypted = "encrypted-package" in archive.namelist()
    if manifest is not None and not encrypted:
        try:
            root = SafeET.fromstring(manifest)
        except (SafeET.ParseError, DefusedXmlException):
            return  # a damaged manifest does not stop LibreOffice either
        encrypted = root.find(f".//{MANIFEST}encryption-data") is not None
    if encrypted:
        raise EncryptedFileError(
            f"{WHAT} is protected by a password, so its text cannot be read. Open it in "
            "LibreOffice, save it again without a password (File › Save As…, untick 'Save with "
            "password'), and add it again."
        )


def _text(root, path: str) -> str | None:
    value = root.findtext(path)
    return (value.strip() or None) if value else None


def _metadata(archive: zipfile.ZipFile, limits: Limits) -> Metadata:
    data = _member(archive, "meta.xml", limits)
    if data is None:
        return Metadata()
    try:
        root = SafeET.fromstring(data)
    except (SafeET.ParseError, DefusedXmlException):
        return Metadata()  # the text can still be read; only the facts about it are lost
    meta = root.find(OFFICE + "meta")
    if meta is None:
        return Metadata()
    pages = None
    stats = meta.find(META + "document-statistic")
    if stats is not None:
        try:
            pages = int(stats.get(META + "page-count") or "") or None
        except ValueError:
            pages = None
    return Metadata(
        title=_text(meta, DC + "title"),
        author=_text(meta, META + "initial-creator"),
        last_modified_by=_text(meta, DC + "creator"),
        created=parse_datetime(meta.findtext(META + "creation-date")),
        modified=parse_datetime(meta.findtext(DC + "date")),
        application=_text(meta, META + "generator"),
        pages=pages,
    )


def read_odt(data: bytes, limits: Limits) -> Extracted:
    """Read an .odt with defusedxml: body in order, then footnotes and endnotes. O(XML size).

    Raises ``EncryptedFileError`` for password-protected files and ``CorruptFileError`` when
    ``content.xml`` is missing or is not XML.
    """
    archive = checked_zip(data, limits, WHAT)
    check_package_parts(archive, limits, WHAT)
    _check_encryption(archive, limits)
    content = _member(archive, "content.xml", limits)
    if content is None:
        raise CorruptFileError(
            f"{WHAT} is damaged: its main text part (content.xml) is missing. Open it in "
            "LibreOffice and save it again, or ask the student to submit it again."
        )
    styles = _Styles()
    styles_xml = _member(archive, "styles.xml", limits)
    if styles_xml is not None:
        try:
            # Only the common styles: the automatic ones of styles.xml dress headers and footers.
            styles.load(SafeET.fromstring(styles_xml), (OFFICE + "styles",))
        except (SafeET.ParseError, DefusedXmlException):
            pass  # without its styles the text is still right; only the flags may miss
    root = _parse(content, "content.xml")
    styles.load(root, (OFFICE + "styles", OFFICE + "automatic-styles"))
    walker = _Walker(styles)
    body = root.find(f"{OFFICE}body/{OFFICE}text")
    if body is not None:
        walker.blocks(body, None)
    walker.notes(walker.footnotes, "footnotes")
    walker.notes(walker.endnotes, "endnotes")
    return walker.builder.finish(_metadata(archive, limits))
