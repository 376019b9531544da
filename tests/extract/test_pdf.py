"""The PDF reader (pdfminer.six): text per page, offsets, metadata, damaged and locked files.

Every PDF is built in the test with fpdf2 (tests/extract/pdf_fixtures.py) or written by hand.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from app.errors import CorruptFileError, EncryptedFileError
from app.extract import DEFAULT_LIMITS, Limits, extract, extract_bytes
from app.extract.limits import MiB
from app.extract.pdf_inline import image_end
from app.extract.pdf_reader import cid_warning, parse_pdf_date, read_pdf
from tests.extract import pdf_fixtures as fx


def _flags(doc, kind):
    return [f for f in doc.flags if f.kind == kind]


# ------------------------------------------------------------------ text and offsets


def test_multi_page_text_and_page_starts():
    result = read_pdf(fx.text_pdf(pages=4, paragraphs=2), DEFAULT_LIMITS)
    assert len(result.page_starts) == 4
    assert result.page_starts == sorted(result.page_starts)
    for i, start in enumerate(result.page_starts):
        assert fx.page_sentence(i) in result.text
        assert result.text[start:].lstrip().startswith(fx.page_sentence(i))
    assert "\f" not in result.text
    # every page begins a paragraph, and paragraphs lie within the text
    assert set(result.page_starts) <= set(result.paragraph_starts)
    assert all(0 <= p < len(result.text) for p in result.paragraph_starts)
    assert result.flags == [] and result.warnings == []


def test_metadata_read_back():
    data = fx.text_pdf(pages=2, creator="Writer", producer="LibreOffice 7.5")
    meta = read_pdf(data, DEFAULT_LIMITS).metadata
    assert meta.title == "On Industry"
    assert meta.author == "Ada Student"
    assert meta.created == fx.CREATED
    assert meta.created.utcoffset() == timedelta(hours=1)
    assert meta.application == "Writer / LibreOffice 7.5"
    assert meta.pages == 2


def test_metadata_encodings_literals_and_indirect_values():
    data = fx.handmade_pdf(
        {
            "Title": b"<FEFF00DC0062006500720020004B0061007400650072>",  # UTF-16BE: "Über Kater"
            "Author": b"(Jos\\351 M\\374ller)",  # PDFDocEncoding
            "Creator": b"/Word",  # a name instead of a string
            "Producer": b"(Word)",
            "CreationDate": b"(not a date)",
            "ModDate": b"(D:20231231235959Z)",
        },
        indirect=("Title", "ModDate"),
    )
    meta = read_pdf(data, DEFAULT_LIMITS).metadata
    assert meta.title == "Über Kater"
    assert meta.author == "José Müller"
    assert meta.application == "Word"
    assert meta.created is None
    assert meta.modified == datetime(2023, 12, 31, 23, 59, 59, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (
            "D:20240305101500+01'00'",
            datetime(2024, 3, 5, 10, 15, tzinfo=timezone(timedelta(hours=1))),
        ),
        (
            "D:20240305101500-05'30",
            datetime(2024, 3, 5, 10, 15, tzinfo=timezone(-timedelta(hours=5, minutes=30))),
        ),
        ("D:20240305101500Z", datetime(2024, 3, 5, 10, 15, tzinfo=timezone.utc)),
        ("D:20240305101500Z00'00'", datetime(2024, 3, 5, 10, 15, tzinfo=timezone.utc)),
        ("20240305", datetime(2024, 3, 5, tzinfo=timezone.utc)),
        ("D:2024", datetime(2024, 1, 1, tzinfo=timezone.utc)),
        ("D:20241305101500Z", None),  # month 13
        ("junk", None),
        ("", None),
        (None, None),
    ],
)
def test_parse_pdf_date(value, expected):
    parsed = parse_pdf_date(value)
    assert parsed == expected
    if parsed is not None:
        assert parsed.tzinfo is not None


# ------------------------------------------------------------------ through the public API


def test_public_api_reads_pdf(tmp_path):
    data = fx.text_pdf(pages=2)
    doc = extract_bytes(data, "essay.pdf")
    assert doc.format == "pdf"
    assert doc.metadata.pages == 2 and doc.title == "On Industry"
    assert fx.page_sentence(1) in doc.text[doc.page_starts[1] :]
    assert doc.warnings == ()

    path = tmp_path / "essay.pdf"
    path.write_bytes(data)
    from_file = extract(path)
    assert from_file.format == "pdf"
    assert from_file.text == doc.text


def test_pdf_named_docx_is_read_as_pdf():
    doc = extract_bytes(fx.text_pdf(pages=1), "essay.docx")
    assert doc.format == "pdf"
    assert fx.page_sentence(0) in doc.text
    assert any(".docx" in w and "PDF" in w for w in doc.warnings)


# ------------------------------------------------------------------ locked files


def test_user_password_is_refused_with_advice():
    with pytest.raises(EncryptedFileError) as caught:
        extract_bytes(fx.encrypted_pdf(user_password="secret"), "x.pdf")
    message = caught.value.message
    assert message.startswith("This PDF")
    assert "password" in message and "again" in message
    assert caught.value.path == "x.pdf"


def test_owner_password_only_is_readable():
    doc = extract_bytes(fx.encrypted_pdf(user_password=None), "x.pdf")
    assert fx.page_sentence(0) in doc.text and fx.page_sentence(1) in doc.text
    assert doc.metadata.title == "Locked essay"


# ------------------------------------------------------------------ damaged files


def test_truncated_pdf_is_corrupt():
    with pytest.raises(CorruptFileError) as caught:
        extract_bytes(fx.truncated(fx.text_pdf(pages=3)), "x.pdf")
    assert "incomplete" in caught.value.message
    assert "Download it again" in caught.value.message


@pytest.mark.parametrize("with_eof", [True, False])
def test_garbage_after_header_is_corrupt(with_eof):
    data = fx.garbage_pdf() if with_eof else b"%PDF-1.4\n" + bytes(range(256)) * 8
    with pytest.raises(CorruptFileError) as caught:
        extract_bytes(data, "x.pdf")
    message = caught.value.message
    assert message.startswith("This PDF")
    assert "again" in message  # says what to do


def test_pdf_without_pages_is_corrupt():
    data = fx.handmade_pdf({"Title": b"(Nothing)"})
    data = data.replace(
        b"/Type /Page /Parent", b"/Type /Xage /Parent"
    )  # same length: xref stays valid
    with pytest.raises(CorruptFileError) as caught:
        extract_bytes(data, "x.pdf")
    assert "no pages" in caught.value.message


# ------------------------------------------------------------------ scans and little text


def test_image_only_pdf_has_no_text_layer_flag():
    doc = extract_bytes(fx.image_only_pdf(pages=3), "scan.pdf")
    assert doc.text == ""
    assert doc.page_starts == (0, 0, 0)
    assert doc.metadata.pages == 3
    (flag,) = _flags(doc, "no-text-layer")
    assert (flag.start, flag.end) == (0, 0)
    assert "3 pages" in flag.detail and "OCR" in flag.detail


#: What an "EI" that is part of a JPEG's bytes may be followed by: more binary (here an escape
#: pdfminer's string parser rejects: "AssertionError: Invalid octal").
_EI_IN_JPEG = b"\nEI (\\622)\x9c\x00\xff\x10"


@pytest.mark.parametrize("pages", [2, 20])
@pytest.mark.parametrize("form", ["dct", "flate-dct", "inline"])
def test_scanned_jpeg_pages_have_no_text_layer(form, pages):
    # A4 at 300 dpi, as a scanner writes it; a budget of 256 KB a stream is less than each
    # image (512 KB, deflated again in "flate-dct"), so an image decoded would be refused.
    images = [fx.jpeg_like(MiB // 2 + i) for i in range(pages)]
    pdf = fx.scan_pdf(images, inline=form == "inline", flate=form == "flate-dct")
    limits = Limits(max_pdf_stream_bytes=MiB // 4, max_pdf_decoded_bytes=MiB // 4)
    doc = extract_bytes(pdf, "scan.pdf", limits)
    assert doc.text == ""
    assert doc.metadata.pages == pages
    (flag,) = _flags(doc, "no-text-layer")
    assert f"none of its {pages} pages has a text layer" in flag.detail


def test_inline_jpeg_holding_ei_is_a_scan_not_a_damaged_file():
    # issue 19: pdfminer ended the inline image at the "EI" inside the JPEG data and read the
    # rest of the picture as page operators; the scan was reported as damaged.
    pdf = fx.scan_pdf([fx.jpeg_like(4096, inside=_EI_IN_JPEG)] * 2, inline=True)
    doc = extract_bytes(pdf, "scan.pdf")
    (flag,) = _flags(doc, "no-text-layer")
    assert "none of its 2 pages" in flag.detail


def test_text_after_an_inline_image_is_read():
    image = fx.jpeg_like(4096, inside=_EI_IN_JPEG)
    content = (
        b"q 100 0 0 100 72 600 cm BI /W 8 /H 8 /CS /RGB /BPC 8 /F /DCT ID "
        + image
        + b"\nEI Q BT /F1 12 Tf 72 720 Td (Written after the picture) Tj ET"
    )
    pdf = fx.pdf_of(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
            b"/Resources << /Font << /F1 5 0 R >> >> >>",
            b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
    )
    assert read_pdf(pdf, DEFAULT_LIMITS).text == "Written after the picture"


@pytest.mark.parametrize(
    ("rest", "data", "resume"),
    [
        (b"abc EI Q", 4, 7),  # the plain case: data "abc " (the end of line goes later)
        (b"ab\xffEI \x9c\x00\x01EI Q", 9, 12),  # the first EI is followed by binary
        (b"\xff\xd8..EI q Q Q Q Q Q\xff\xd9\nEI Q", 21, 24),  # a JPEG ends at its FF D9
        (b"abc EI", 4, 6),  # EI at the end of the stream
        (b"abc", 3, 3),  # no end: the image runs to the end of the stream
    ],
)
def test_inline_image_end(rest, data, resume):
    assert image_end(rest) == (data, resume)


def test_mixed_pages_flag_little_text():
    doc = extract_bytes(fx.mixed_pdf(text_pages=(0, 2), pages=4), "x.pdf")
    (flag,) = _flags(doc, "little-text")
    assert (flag.start, flag.end) == (0, len(doc.text))
    assert "pages 2, 4 of 4 have no text layer" in flag.detail
    assert len(doc.page_starts) == 4
    assert doc.text[doc.page_starts[2] :].startswith(fx.page_sentence(2))


def test_empty_page_is_not_called_scanned():
    result = read_pdf(fx.blank_page_pdf(), DEFAULT_LIMITS)
    assert result.flags == []
    assert len(result.page_starts) == 3
    assert result.text[result.page_starts[2] :].startswith(fx.page_sentence(2))
    assert result.page_starts[0] <= result.page_starts[1] <= result.page_starts[2]


def test_little_text_per_page_is_flagged():
    doc = extract_bytes(fx.sparse_pdf(pages=3), "x.pdf")
    (flag,) = _flags(doc, "little-text")
    assert "per page" in flag.detail
    assert "Figure 3" in doc.text


def test_unmapped_glyphs_warn():
    assert "unreliable" in cid_warning(20, 5)
    assert cid_warning(1, 50) is None
    assert cid_warning(0, 0) is None


# ------------------------------------------------------------------ lines and paragraphs

#: A paragraph as a word processor wraps it (11 pt Helvetica, ragged right): the first word of
#: each next line would not have fitted at the end of the line before.
WRAPPED = [
    "The water cycle moves water between the oceans, the air and the land in a loop",
    "that never ends. It is driven by the energy of the sun, which warms the surface",
    "of the sea, and by gravity, which pulls the rain and the rivers back downhill.",
    "Plants also take part in it.",
]
SECOND = [
    "Without this cycle there would be no fresh water on the land, because the oceans",
    "hold salt water that neither people nor most plants can use for their growth.",
]


@pytest.mark.parametrize("leading", [13, 20], ids=["single", "one-and-a-half"])
def test_lines_within_a_paragraph_are_joined_and_paragraphs_kept(leading):
    """A paragraph typed with 1.5 line spacing (what schools ask for) was a paragraph per line:
    pdfminer's default line margin split its box. (Double spacing still is: docs/extraction.md.)"""
    document = extract_bytes(fx.lines_pdf([WRAPPED, SECOND], leading=leading), "essay.pdf")
    first, second = " ".join(WRAPPED), " ".join(SECOND)
    assert document.text == first + "\n\n" + second
    assert list(document.paragraph_starts) == [0, len(first) + 2]
    assert document.text[document.paragraph_starts[1] :].startswith("Without")


def test_the_authors_line_breaks_stay():
    """A heading and a short last line are not wraps: the next word would have fitted."""
    lines = ["References", *WRAPPED]
    document = extract_bytes(fx.lines_pdf([lines]), "essay.pdf")
    assert document.text == "References\n" + " ".join(WRAPPED)


def test_a_word_hyphenated_at_the_margin_is_joined():
    lines = [
        "A dash - at the end of a line - is not a hyphen that splits a word, nor is this -",
        "dash before a small letter after a space. Teachers read every essay, for exam-",
        "ple the textbook chapters and the essays of the other students, like Jean-",
        "Paul's essay.",
    ]
    document = extract_bytes(fx.lines_pdf([lines]), "essay.pdf")
    assert "nor is this - dash before" in document.text
    assert "every essay, for example the textbook" in document.text
    assert "like Jean-Paul's essay." in document.text
    assert "\n" not in document.text


def test_unmapped_glyphs_are_left_out_and_offsets_stay_exact():
    document = extract_bytes(fx.lines_pdf([WRAPPED, SECOND], unmapped_after="a loop"), "e.pdf")
    assert "(cid:" not in document.text
    assert document.text == " ".join(WRAPPED) + "\n\n" + " ".join(SECOND)
    assert not document.warnings  # one unreadable glyph among hundreds of letters
    start = document.text.index("that never ends")
    assert document.text[start : start + 15] == "that never ends"


def test_a_pdf_of_unmapped_glyphs_only_is_not_checked():
    document = extract_bytes(fx.lines_pdf([[""]], unmapped_after=""), "glyphs.pdf")
    assert document.text == ""
    (flag,) = _flags(document, "no-text-layer")
    assert "fonts do not say which letters" in flag.detail


#: Three columns of a Chinese paragraph, read right to left (the first is the rightmost).
CJK_COLUMNS = ["学生经常抄袭别人的文章", "而不注明出处这被称为", "剽窃老师必须发现它"]


@pytest.mark.parametrize("layout", ["vertical-font", "placed"])
def test_vertical_chinese_is_read_column_by_column_right_to_left(layout):
    """Issue 19 item 7d: vertical writing came out one character per line, columns reversed."""
    document = extract_bytes(fx.cjk_pdf(CJK_COLUMNS, layout=layout), "vertical.pdf")
    assert "".join(document.text.split()) == "".join(CJK_COLUMNS)
    lines = [line for line in document.text.splitlines() if line.strip()]
    assert lines == CJK_COLUMNS


def test_horizontal_chinese_is_read_line_by_line_and_its_wrapped_lines_joined():
    """The same paragraph typed horizontally: read in line order (not as columns), and the
    lines it wraps into are one paragraph again, joined without spaces (Chinese has none)."""
    document = extract_bytes(fx.cjk_pdf(CJK_COLUMNS, layout="horizontal"), "horizontal.pdf")
    assert document.text.strip() == "".join(CJK_COLUMNS)
