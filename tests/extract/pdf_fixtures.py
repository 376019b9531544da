"""PDF bytes built with fpdf2 for the PDF reader's tests and benchmarks (no files on disk).

Every builder returns ``bytes``; nothing here needs the network or ``../shared``. Text uses
fpdf2's core Helvetica font, so it must stay within Latin-1.
"""

from __future__ import annotations

import zlib
from datetime import datetime, timedelta, timezone

from fpdf import FPDF
from fpdf.enums import EncryptionMethod

#: One sentence per page for the multi-page fixtures; page i shows ``page_sentence(i)``.
_SENTENCES = (
    "The industrial revolution changed how people worked and where they lived.",
    "Steam engines powered factories that grew quickly along the rivers.",
    "Cities expanded as workers moved from the countryside in search of wages.",
    "Reformers campaigned for shorter hours and safer conditions in the mills.",
    "Railways connected distant markets and made travel faster than ever before.",
)

#: The creation date the metadata fixtures carry (CET, to test the time zone).
CREATED = datetime(2024, 3, 5, 10, 15, 0, tzinfo=timezone(timedelta(hours=1)))


def page_sentence(i: int) -> str:
    """The sentence page ``i`` (0-based) of ``text_pdf`` starts with."""
    return f"Page {i + 1}. {_SENTENCES[i % len(_SENTENCES)]}"


def _new_pdf() -> FPDF:
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=15)
    pdf.set_font("Helvetica", size=11)
    return pdf


def _write_page(pdf: FPDF, i: int, paragraphs: int) -> None:
    pdf.add_page()
    pdf.multi_cell(0, 5, page_sentence(i), align="L")
    for p in range(paragraphs):
        pdf.ln(6)
        pdf.multi_cell(
            0,
            5,
            f"Paragraph {p + 1} of page {i + 1}: "
            + " ".join(_SENTENCES[(i + p + k) % len(_SENTENCES)] for k in range(4)),
            align="L",
        )


def _drawing_page(pdf: FPDF) -> None:
    """A page with shapes only: what a scanned page looks like to a text extractor."""
    pdf.add_page()
    pdf.set_fill_color(200, 200, 200)
    pdf.rect(20, 20, 170, 120, style="F")
    pdf.set_draw_color(0, 0, 0)
    for y in range(150, 270, 8):
        pdf.line(20, y, 190, y)


def text_pdf(
    pages: int = 3,
    paragraphs: int = 1,
    *,
    title: str | None = "On Industry",
    author: str | None = "Ada Student",
    created: datetime | None = CREATED,
    creator: str | None = None,
    producer: str | None = None,
    compress: bool = True,
) -> bytes:
    """``pages`` pages of English text; page i starts with ``page_sentence(i)``."""
    pdf = _new_pdf()
    pdf.set_compression(compress)
    if title is not None:
        pdf.set_title(title)
    if author is not None:
        pdf.set_author(author)
    if created is not None:
        pdf.set_creation_date(created)
    if creator is not None:
        pdf.set_creator(creator)
    if producer is not None:
        pdf.set_producer(producer)
    for i in range(pages):
        _write_page(pdf, i, paragraphs)
    return bytes(pdf.output())


def encrypted_pdf(user_password: str | None = "secret", owner_password: str = "owner") -> bytes:
    """Two text pages, AES-128 encrypted; ``user_password=None`` means owner password only."""
    pdf = _new_pdf()
    pdf.set_title("Locked essay")
    for i in range(2):
        _write_page(pdf, i, 1)
    pdf.set_encryption(
        owner_password=owner_password,
        user_password=user_password,
        encryption_method=EncryptionMethod.AES_128,
    )
    return bytes(pdf.output())


def image_only_pdf(pages: int = 2) -> bytes:
    """Pages with drawings and no text at all (like a scan without OCR)."""
    pdf = _new_pdf()
    for _ in range(pages):
        _drawing_page(pdf)
    return bytes(pdf.output())


def mixed_pdf(text_pages: tuple[int, ...] = (0,), pages: int = 2, paragraphs: int = 3) -> bytes:
    """``pages`` pages; those in ``text_pages`` hold text, the others only drawings."""
    pdf = _new_pdf()
    for i in range(pages):
        if i in text_pages:
            _write_page(pdf, i, paragraphs)
        else:
            _drawing_page(pdf)
    return bytes(pdf.output())


def truncated(data: bytes, keep: float = 0.5) -> bytes:
    """The first ``keep`` share of ``data`` (an interrupted download)."""
    return data[: int(len(data) * keep)]


def garbage_pdf() -> bytes:
    """A PDF header followed by bytes that are no PDF structure at all."""
    return b"%PDF-1.4\n" + bytes(range(256)) * 8 + b"\nnot a pdf at all\n%%EOF\n"


def blank_page_pdf() -> bytes:
    """A text page, an entirely empty page (no text, no drawing), another text page."""
    pdf = _new_pdf()
    _write_page(pdf, 0, 2)
    pdf.add_page()
    _write_page(pdf, 2, 2)
    return bytes(pdf.output())


def sparse_pdf(pages: int = 3) -> bytes:
    """``pages`` pages with one short line each: text, but very little of it."""
    pdf = _new_pdf()
    for i in range(pages):
        pdf.add_page()
        pdf.cell(0, 5, f"Figure {i + 1}")
    return bytes(pdf.output())


def handmade_pdf(
    info: dict[str, bytes], indirect: tuple[str, ...] = (), text: str = "Hello world"
) -> bytes:
    """A one-page PDF written by hand, for document-information values fpdf2 cannot write.

    ``info`` maps keys to PDF object source (e.g. ``b"(Title)"``, ``b"<FEFF0041>"``,
    ``b"/Name"``); keys in ``indirect`` are stored as indirect objects.
    """
    content = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode("latin-1")
    objects = one_page(content, [b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"])
    entries = []
    for key, source in info.items():
        if key in indirect:
            objects.append(source)
            entries.append(b"/%s %d 0 R" % (key.encode(), len(objects)))
        else:
            entries.append(b"/%s %s" % (key.encode(), source))
    objects.append(b"<< " + b" ".join(entries) + b" >>")
    return pdf_of(objects, info_id=len(objects), header=b"%PDF-1.4\n")


def one_page(content: bytes, fonts: list[bytes], media_box: bytes = b"0 0 612 792") -> list[bytes]:
    """The objects of a one-page PDF: catalog (1), pages (2), the page (3), its ``content``
    stream (4) and ``fonts`` (5, 6, …, named /F1, /F2, … on the page); objects a font refers
    to are appended by the caller (numbered after the fonts)."""
    names = b" ".join(b"/F%d %d 0 R" % (i + 1, i + 5) for i in range(len(fonts)))
    return [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [%s] /Contents 4 0 R "
        b"/Resources << /Font << %s >> >> >>" % (media_box, names),
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        *fonts,
    ]


def pdf_of(
    objects: list[bytes],
    *,
    info_id: int | None = None,
    header: bytes = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n",
) -> bytes:
    """A PDF of ``objects`` (object 1 the catalog, ``info_id`` the document information if
    given) with a correct cross-reference table."""
    out = bytearray(header)
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    info = b" /Info %d 0 R" % info_id if info_id is not None else b""
    out += b"trailer\n<< /Size %d /Root 1 0 R%s >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        info,
        xref,
    )
    return bytes(out)


def cjk_pdf(columns: list[str], *, layout: str = "vertical-font", size: int = 16) -> bytes:
    """One A4 page of Chinese text in the font every Chinese PDF reader knows without embedding
    (STSong-Light, Adobe-GB1, the way reportlab writes it), so no font file is needed.

    ``layout``: ``"vertical-font"`` writes each of ``columns`` as one vertical run (CMap
    UniGB-UTF16-V, writing mode 1: what a vertical text frame exports), the first column at
    the right; ``"placed"`` draws the same columns one character at a time with the horizontal
    CMap, each below the previous one (what a tool that positions glyphs writes);
    ``"horizontal"`` writes each of ``columns`` as an ordinary line, top to bottom.
    """
    vertical = layout == "vertical-font"
    ops = []
    at: list[tuple[float, float, str]]
    for n, column in enumerate(columns):
        if layout == "horizontal":
            at = [(72, 760 - n * size * 1.6, column)]
        elif vertical:
            at = [(520 - n * size * 1.5, 780, column)]
        else:
            at = [(520 - n * size * 1.5, 780 - k * size * 1.05, ch) for k, ch in enumerate(column)]
        for x, y, text in at:
            code = text.encode("utf-16-be").hex().upper().encode()
            ops.append(b"BT /F1 %d Tf 1 0 0 1 %.2f %.2f Tm <%s> Tj ET" % (size, x, y, code))
    content = b"\n".join(ops)
    cmap = b"UniGB-UTF16-V" if vertical else b"UniGB-UTF16-H"
    font = (
        b"<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-"
        + cmap
        + b" /Encoding /"
        + cmap
        + b" /DescendantFonts [6 0 R] >>"
    )
    return pdf_of(
        [
            *one_page(content, [font], b"0 0 595 842"),
            b"<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light "
            b"/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> "
            b"/FontDescriptor 7 0 R /DW 1000 >>",
            b"<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 "
            b"/FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 "
            b"/CapHeight 880 /StemV 93 >>",
        ]
    )


#: A4 at 300 dpi: the page size a school scanner writes.
SCAN_WIDTH, SCAN_HEIGHT = 2480, 3508


def jpeg_like(size: int, inside: bytes = b"") -> bytes:
    """``size`` bytes framed as a JPEG (start-of-image ``FF D8``, end-of-image ``FF D9``) with
    ``inside`` in the middle of its binary body. Text extraction never decodes an image, so the
    body need not be a real picture; it is varied binary with no ``EI`` of its own."""
    body = bytes((i * 7 + 3) % 256 for i in range(size)).replace(b"EI", b"EJ")
    half = len(body) // 2
    return b"\xff\xd8\xff\xe0" + body[:half] + inside + body[half:] + b"\xff\xd9"


def scan_pdf(images: list[bytes], *, inline: bool = False, flate: bool = False) -> bytes:
    """A scanner's PDF: one A4 page per JPEG of ``images``, drawn full page at 300 dpi and no
    text. As an image XObject with ``/DCTDecode`` (``flate``: ``[/FlateDecode /DCTDecode]``, the
    JPEG deflated once more), or ``inline`` in the page's content stream (``BI … ID … EI``)."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b""]
    kids = []
    for image in images:
        page = len(objects) + 1
        kids.append(b"%d 0 R" % page)
        place = b"q 595.2 0 0 841.92 0 0 cm\n"
        size = b"/Width %d /Height %d" % (SCAN_WIDTH, SCAN_HEIGHT)
        if inline:
            content = place + b"BI /W %d /H %d /CS /RGB /BPC 8 /F /DCT ID " % (
                SCAN_WIDTH,
                SCAN_HEIGHT,
            )
            content += image + b"\nEI Q"
            xobjects = b""
        else:
            content = place + b"/Im0 Do Q"
            xobjects = b"/XObject << /Im0 %d 0 R >>" % (page + 2)
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.2 841.92] /Contents %d 0 R "
            b"/Resources << %s >> >>" % (page + 1, xobjects)
        )
        objects.append(b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream")
        if not inline:
            data, filters = (
                (zlib.compress(image), b"[/FlateDecode /DCTDecode]")
                if flate
                else (
                    image,
                    b"/DCTDecode",
                )
            )
            objects.append(
                b"<< /Type /XObject /Subtype /Image %s /ColorSpace /DeviceRGB "
                b"/BitsPerComponent 8 /Filter %s /Length %d >>\nstream\n"
                % (size, filters, len(data))
                + data
                + b"\nendstream"
            )
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(kids), len(kids))
    return pdf_of(objects)


def _pdf_string(text: str) -> bytes:
    return (
        b"("
        + text.encode("latin-1").replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
        + b")"
    )


def lines_pdf(
    paragraphs: list[list[str]], *, unmapped_after: str | None = None, leading: int = 13
) -> bytes:
    """One letter-size page of Helvetica 11 pt, each paragraph's lines drawn one below the
    other exactly as given (as a word processor wraps them), paragraphs apart by a blank
    line's height. With ``unmapped_after``, one glyph of a font that maps no glyph to a
    character (a CID font without a ToUnicode map, as some PDF printers write) is drawn
    directly after the first line that ends with that text. ``leading`` is the distance from
    one line to the next in points (13: single spacing; 20: 1.5 lines; 26: double)."""
    ops = [b"BT /F1 11 Tf %d TL 72 720 Td" % leading]
    marked = False
    for n, paragraph in enumerate(paragraphs):
        if n:
            ops.append(b"0 -%d Td" % (2 * leading))
        for k, line in enumerate(paragraph):
            if k:
                ops.append(b"T*")
            ops.append(_pdf_string(line) + b" Tj")
            if unmapped_after is not None and not marked and line.endswith(unmapped_after):
                ops.append(b"/F2 11 Tf <0003> Tj /F1 11 Tf")
                marked = True
    ops.append(b"ET")
    content = b"\n".join(ops)
    fonts = [
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type0 /BaseFont /Unnamed /Encoding /Identity-H "
        b"/DescendantFonts [7 0 R] >>",
    ]
    return pdf_of(
        [
            *one_page(content, fonts),
            b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Unnamed "
            b"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
            b"/FontDescriptor 8 0 R /DW 500 >>",
            b"<< /Type /FontDescriptor /FontName /Unnamed /Flags 4 /FontBBox [0 -200 1000 900] "
            b"/ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 >>",
        ]
    )
