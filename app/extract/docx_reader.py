"""Word documents (.docx) with python-docx.

python-docx opens the package and parses the parts; the text is then read by walking the
WordprocessingML tree directly, because its paragraph API hides what a checker must see:
tracked deletions and field codes (left out), text boxes, content controls, footnotes and
endnotes (appended after the body as regions), and the formatting that hides text from a
reader (``w:vanish``, text coloured like the page or its shading, text of 2 pt or less), which
is kept in the text and flagged. Headers and footers are left out of the body text.

Cost: O(size of the XML), one pass over the body and one over each notes part.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime

import defusedxml.ElementTree as SafeET
import docx
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml.parser import parse_xml

from app.extract.builder import Extracted, TextBuilder
from app.extract.document import Metadata
from app.extract.limits import Limits
from app.extract.visibility import WHITE, colour_reason, tiny_reason
from app.extract.zipsafe import check_package_parts, checked_zip

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
M = "{http://schemas.openxmlformats.org/officeDocument/2006/math}"
EP = "{http://schemas.openxmlformats.org/officeDocument/2006/extended-properties}"

QUOTE_STYLE_NAMES = frozenset(
    {
        "quote",
        "intense quote",
        "block text",
        "quotations",
        "цитата",
        "выделенная цитата",
        "цитата 2",
        "zitat",
        "intensives zitat",
        "citation",
        "citation intense",
        "cita",
        "cita destacada",
        "引用",
        "明显引用",
        "引文",
        "明顯引用",
    }
)
QUOTE_STYLE_IDS = frozenset({"quote", "intensequote", "blocktext"})
# A whole paragraph indented this far (twips; 720 = 1.27 cm = 0.5 in, the APA/MLA block quote)
# without list numbering reads as a block quote.
BLOCK_QUOTE_INDENT_TWIPS = 720
_SKIPPED_INLINE = frozenset(
    {
        "del",
        "moveFrom",
        "pPr",
        "rPr",
        "proofErr",
        "bookmarkStart",
        "bookmarkEnd",
        "commentRangeStart",
        "commentRangeEnd",
        "permStart",
        "permEnd",
    }
)
_SKIPPED_NOTES = frozenset({"separator", "continuationSeparator", "continuationNotice"})


def _local(tag: object) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _attr(el, name: str) -> str | None:
    return None if el is None else el.get(W + name)


def _on(el) -> bool:
    """A WordprocessingML toggle: present and not switched off by w:val."""
    return el is not None and _attr(el, "val") not in ("0", "false", "off")


def _rgb(value: str | None) -> tuple[int, int, int] | None:
    if not value or len(value) != 6:
        return None
    try:
        return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
    except ValueError:
        return None


_HIGHLIGHTS = {
    "white": (255, 255, 255),
    "black": (0, 0, 0),
    "yellow": (255, 255, 0),
    "lightGray": (192, 192, 192),
    "darkGray": (128, 128, 128),
}


@dataclass
class _Style:
    based_on: str | None
    name: str
    rpr: object
    ppr: object


@dataclass
class _RunFormat:
    """The run properties that can hide text, resolved through the style hierarchy."""

    vanish: bool = False
    colour: tuple[int, int, int] | None = None
    half_points: int | None = None
    shading: tuple[int, int, int] | None = None


@dataclass
class _Context:
    styles: dict[str, _Style]
    defaults_rpr: object
    page: tuple[int, int, int]
    builder: TextBuilder = field(default_factory=TextBuilder)
    deferred: list = field(default_factory=list)
    note_numbers: dict[tuple[str, str], int] = field(default_factory=dict)
    note_order: list[tuple[str, str]] = field(default_factory=list)
    current_note: int | None = None

    def style_chain(self, style_id: str | None) -> Iterator[tuple[str, _Style]]:
        """The style and the styles it is based on, nearest first."""
        seen = set()
        while style_id and style_id in self.styles and style_id not in seen:
            seen.add(style_id)
            style = self.styles[style_id]
            yield style_id, style
            style_id = style.based_on


def _read_styles(document) -> tuple[dict[str, _Style], object]:
    try:
        root = document.part.part_related_by(RT.STYLES).element
    except (KeyError, AttributeError):
        return {}, None
    styles = {}
    for el in root.iter(W + "style"):
        sid = _attr(el, "styleId")
        if not sid:
            continue
        based = el.find(W + "basedOn")
        name = el.find(W + "name")
        styles[sid] = _Style(
            based_on=_attr(based, "val"),
            name=_attr(name, "val") or "",
            rpr=el.find(W + "rPr"),
            ppr=el.find(W + "pPr"),
        )
    defaults = root.find(f"{W}docDefaults/{W}rPrDefault/{W}rPr")
    return styles, defaults


def _apply_rpr(fmt: _RunFormat, rpr, done: set[str]) -> None:
    """Fill the properties not yet set (``done``) from one rPr element, nearest first."""
    if rpr is None:
        return
    vanish = rpr.find(W + "vanish")
    if "vanish" not in done and vanish is not None:
        fmt.vanish = _on(vanish)
        done.add("vanish")
    colour = rpr.find(W + "color")
    if "colour" not in done and colour is not None:
        value = _attr(colour, "val")
        theme = (_attr(colour, "themeColor") or "").lower()
        if value and value.lower() != "auto":
            fmt.colour = _rgb(value)
        elif theme in ("background1", "light1"):
            fmt.colour = WHITE
        done.add("colour")
    size = rpr.find(W + "sz")
    if "size" not in done and size is not None:
        try:
            fmt.half_points = int(float(_attr(size, "val") or ""))
            done.add("size")
        except ValueError:
            pass
    if "shading" not in done:
        shd = rpr.find(W + "shd")
        highlight = rpr.find(W + "highlight")
        if shd is not None and _rgb(_attr(shd, "fill")):
            fmt.shading = _rgb(_attr(shd, "fill"))
            done.add("shading")
        elif highlight is not None and (value := _attr(highlight, "val")) in _HIGHLIGHTS:
            fmt.shading = _HIGHLIGHTS[value]
            done.add("shading")


def _run_format(ctx: _Context, run, paragraph_style: str | None) -> _RunFormat:
    done: set[str]
    fmt, done = _RunFormat(), set()
    rpr = run.find(W + "rPr")
    _apply_rpr(fmt, rpr, done)
    run_style = _attr(rpr.find(W + "rStyle"), "val") if rpr is not None else None
    for _, style in ctx.style_chain(run_style):
        _apply_rpr(fmt, style.rpr, done)
    for _, style in ctx.style_chain(paragraph_style):
        _apply_rpr(fmt, style.rpr, done)
    _apply_rpr(fmt, ctx.defaults_rpr, done)
    return fmt


def _hidden_reason(ctx: _Context, fmt: _RunFormat) -> str | None:
    if fmt.vanish:
        return "hidden text (Word's 'Hidden' font setting)"
    if fmt.half_points is not None and tiny_reason(fmt.half_points / 2):
        return tiny_reason(fmt.half_points / 2)
    if fmt.colour is not None:
        return colour_reason(
            fmt.colour, fmt.shading or ctx.page, "its shading" if fmt.shading else "the page"
        )
    return None


def _paragraph_style(p) -> str | None:
    return _attr(p.find(f"{W}pPr/{W}pStyle"), "val")


def _quote_reason(ctx: _Context, p, in_table: bool) -> str | None:
    own_style = _paragraph_style(p)
    for style_id, style in ctx.style_chain(own_style):
        if style.name.lower() in QUOTE_STYLE_NAMES or style_id.lower() in QUOTE_STYLE_IDS:
            assert own_style is not None  # style_chain(None) yields nothing
            return f"paragraph style '{ctx.styles[own_style].name or own_style}'"
    ppr = p.find(W + "pPr")
    if in_table or ppr is None or ppr.find(W + "numPr") is not None:
        return None
    ind = ppr.find(W + "ind")
    if ind is None:
        return None
    try:
        left = int(_attr(ind, "left") or _attr(ind, "start") or 0)
        hanging = int(_attr(ind, "hanging") or 0)
    except ValueError:
        return None
    if left - hanging >= BLOCK_QUOTE_INDENT_TWIPS:
        return f"indented block ({left / 567:.1f} cm)"
    return None


def _defer_text_boxes(ctx: _Context, el) -> None:
    for box in el.iter(W + "txbxContent"):
        ctx.deferred.append(box)
        return  # nested boxes are inside this one and are walked with it


def _walk_run(ctx: _Context, run, paragraph_style: str | None) -> None:
    hidden = _hidden_reason(ctx, _run_format(ctx, run, paragraph_style))
    add = ctx.builder.add
    for child in run:
        tag = _local(child.tag)
        if tag == "t":
            add(child.text or "", hidden)
        elif tag in ("tab", "ptab"):
            add("\t", hidden)
        elif tag in ("br", "cr"):
            add("\n", hidden)
        elif tag == "noBreakHyphen":
            add("-", hidden)
        elif tag == "softHyphen":
            add("\u00ad", hidden)
        elif tag in ("footnoteReference", "endnoteReference"):
            key = (tag[:-9], _attr(child, "id") or "")
            if key not in ctx.note_numbers:
                ctx.note_numbers[key] = sum(1 for k in ctx.note_order if k[0] == key[0]) + 1
                ctx.note_order.append(key)
        elif tag in ("footnoteRef", "endnoteRef") and ctx.current_note is not None:
            add(f"{ctx.current_note} ", hidden)
        elif tag in ("drawing", "pict", "object", "AlternateContent"):
            _defer_text_boxes(ctx, _choice(child) if tag == "AlternateContent" else child)


def _choice(alternate):
    """The first mc:Choice of an mc:AlternateContent (the Fallback repeats the same content)."""
    choice = alternate.find(MC + "Choice")
    return choice if choice is not None else alternate


def _walk_inline(ctx: _Context, el, paragraph_style: str | None) -> None:
    for child in el:
        tag = _local(child.tag)
        if tag == "r":
            _walk_run(ctx, child, paragraph_style)
        elif tag in _SKIPPED_INLINE or not tag:
            continue
        elif tag == "AlternateContent":
            _walk_inline(ctx, _choice(child), paragraph_style)
        elif tag in ("oMath", "oMathPara"):
            ctx.builder.add("".join(t.text or "" for t in child.iter(M + "t")))
        else:  # hyperlink, ins, moveTo, smartTag, fldSimple, sdt, sdtContent, customXml, ...
            _walk_inline(ctx, child, paragraph_style)


def _walk_paragraph(ctx: _Context, p, in_table: bool) -> None:
    builder = ctx.builder
    builder.begin_paragraph()
    start = builder.length
    _walk_inline(ctx, p, _paragraph_style(p))
    builder.end_paragraph()
    quote = _quote_reason(ctx, p, in_table)
    if quote and builder.length > start:
        builder.add_region("block-quote", start, quote)
    while ctx.deferred:
        box = ctx.deferred.pop(0)
        _walk_blocks(ctx, box, in_table)


def _walk_blocks(ctx: _Context, el, in_table: bool = False) -> None:
    for child in el:
        tag = _local(child.tag)
        if tag == "p":
            _walk_paragraph(ctx, child, in_table)
        elif tag == "tbl":
            for row in child.iter(W + "tr"):
                if row.getparent() is not child and _local(row.getparent().tag) != "sdtContent":
                    continue  # rows of nested tables are walked with their cell
                for cell in row:
                    if _local(cell.tag) in ("tc", "sdt"):
                        _walk_blocks(ctx, cell, True)
        elif tag == "AlternateContent":
            _walk_blocks(ctx, _choice(child), in_table)
        elif tag in ("sdt", "sdtContent", "customXml", "ins", "moveTo", "tc"):
            _walk_blocks(ctx, child, in_table)


def _walk_notes(ctx: _Context, document, kind: str) -> None:
    reltype = RT.FOOTNOTES if kind == "footnote" else RT.ENDNOTES
    part = next(
        (
            r.target_part
            for r in document.part.rels.values()
            if r.reltype == reltype and not r.is_external
        ),
        None,
    )
    if part is None:
        return
    root = parse_xml(part.blob)
    notes = {}
    for note in root.iter(W + kind):
        if _attr(note, "type") in _SKIPPED_NOTES:
            continue
        notes[_attr(note, "id") or ""] = note
    keys = [k for k in ctx.note_order if k[0] == kind and k[1] in notes]
    if not keys:
        return
    builder = ctx.builder
    builder.begin_paragraph()  # a blank line between the body and the notes
    builder.end_paragraph()
    start = builder.length
    for key in keys:
        ctx.current_note = ctx.note_numbers[key]
        _walk_blocks(ctx, notes[key[1]])
    ctx.current_note = None
    builder.add_region(f"{kind}s", start, f"{len(keys)} {kind}{'s' if len(keys) > 1 else ''}")


def _app_properties(archive) -> str | None:
    try:
        root = SafeET.fromstring(archive.read("docProps/app.xml"))
    except (KeyError, SafeET.ParseError, ValueError):
        return None
    app = (root.findtext(EP + "Application") or "").strip()
    version = (root.findtext(EP + "AppVersion") or "").strip()
    return " ".join(filter(None, (app, version))) or None


def _datetime(value) -> datetime | None:
    return value if isinstance(value, datetime) else None


def read_docx(data: bytes, limits: Limits) -> Extracted:
    """Read a .docx: body in order, then footnotes and endnotes; flags hidden runs. O(XML size)."""
    archive = checked_zip(data, limits, "This Word document")
    check_package_parts(archive, limits, "This Word document")
    document = docx.Document(io.BytesIO(data))
    styles, defaults = _read_styles(document)
    body = document.element.body
    background = document.element.find(W + "background")
    page = _rgb(_attr(background, "color")) or WHITE
    ctx = _Context(styles=styles, defaults_rpr=defaults, page=page)
    _walk_blocks(ctx, body)
    _walk_notes(ctx, document, "footnote")
    _walk_notes(ctx, document, "endnote")

    props = document.core_properties
    metadata = Metadata(
        title=(props.title or "").strip() or None,
        author=(props.author or "").strip() or None,
        last_modified_by=(props.last_modified_by or "").strip() or None,
        created=_datetime(props.created),
        modified=_datetime(props.modified),
        application=_app_properties(archive),
    )
    return ctx.builder.finish(metadata)
