"""PDF documents, read with pdfminer.six (pure Python).

pdfminer's layout analysis (grouping characters into lines and text boxes) dominates the cost:
roughly linear in the number of characters drawn, i.e. O(pages) for ordinary papers, and far
slower than the other readers (tens of pages per second, not thousands). One resource manager,
one converter and one interpreter serve the whole document, so fonts are parsed once.

Each page's text is stripped of surrounding white space (including the form feed pdfminer
writes after a page) and pages are joined with a blank line, so every page begins a paragraph.
Text boxes are separated by blank lines, which become the paragraph starts. Inside a box the
lines a paragraph wraps onto are joined (``pdf_lines.box_text``: a space, or nothing for a word
hyphenated at the margin), and glyphs whose font does not say which letter they are (pdfminer's
``(cid:N)`` placeholders) are left out; they are counted for the unreliable-text warning.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from io import BytesIO, StringIO
from typing import Any

from pdfminer.converter import TextConverter
from pdfminer.layout import (
    LAParams,
    LTContainer,
    LTItem,
    LTPage,
    LTText,
    LTTextBox,
    LTTextBoxHorizontal,
    LTTextLine,
)
from pdfminer.pdfdocument import PDFDocument, PDFEncryptionError, PDFPasswordIncorrect
from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdfparser import PDFParser
from pdfminer.pdftypes import resolve1
from pdfminer.psexceptions import PSException
from pdfminer.psparser import PSLiteral
from pdfminer.utils import decode_text

from app.errors import CorruptFileError, EncryptedFileError
from app.extract import pdf_inline, pdf_limits
from app.extract.builder import Extracted
from app.extract.document import Flag, Metadata
from app.extract.limits import Limits
from app.extract.pdf_lines import box_text
from app.extract.txt_reader import paragraph_starts

PAGE_SEPARATOR = "\n\n"
#: With two pages or more, fewer non-space characters than this per page is "little text".
LITTLE_TEXT_CHARS_PER_PAGE = 100
#: Share of the glyphs drawn without a known letter ("(cid:N)" in pdfminer) above which we warn.
CID_WARNING_SHARE = 0.2
#: How far from the end "%%EOF" must appear; further in means the file was cut off.
EOF_WINDOW = 2048
#: At most this many page numbers are listed in a flag's detail.
MAX_LISTED_PAGES = 20

#: Han, kana, hangul and CJK punctuation: the scripts written in vertical columns.
_CJK = re.compile(
    "[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]"
)
#: A page laid out horizontally is taken for vertical writing when at least this many of its
#: lines, and this share of them, are one CJK character each.
VERTICAL_MIN_LINES = 4
VERTICAL_SHARE = 0.5
_PDF_DATE = re.compile(
    r"^\s*(?:D\s*:)?\s*(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?"
    r"\s*(?:([Zz+\-])\s*(?:(\d{1,2})\s*'?\s*(?:(\d{2})\s*'?)?)?)?"
)

_ENCRYPTED = (
    "This PDF is protected by a password, so its text cannot be read. Open it with the password, "
    "print or save it as a new PDF without a password (e.g. 'Print › Save as PDF'), and add that "
    "file again."
)
_UNSUPPORTED_ENCRYPTION = (
    "This PDF is protected with a kind of encryption Imbrex cannot open (for example a "
    "certificate or DRM). Open it in the program it came with, print or save it as a new PDF "
    "without protection, and add that file again."
)
_TRUNCATED = "This PDF is incomplete (cut off, e.g. an interrupted download). Download it again."
_NO_PAGES = (
    "This PDF has no pages: it is damaged or was not saved completely. Open it in a PDF viewer "
    "and save or print it as a new PDF, or ask the student to submit it again."
)

_UNREADABLE_FONTS = (
    "its text cannot be read: its fonts do not say which letters their glyphs are. Get the "
    "original document (.docx, .odt) or a PDF saved by another program, or run text recognition "
    "(OCR) on it and add the result"
)


#: pdfminer groups lines into one text box while the gap between them is under this many line
#: heights. Its default, 0.5, splits a paragraph typed with 1.5 or double line spacing (what
#: schools ask for) into a box per line, each shown as a paragraph of its own; at 1.0 such a
#: paragraph stays one box, whose wrapped lines pdf_lines joins, while the larger gap after a
#: paragraph still ends the box. Columns do not merge: lines of one box must overlap sideways.
#: Double spacing is still split (its line gap, 1.4 line heights, is what single-spaced text
#: leaves between paragraphs): telling the two apart needs the page's own line pitch.
LINE_MARGIN = 1.0


def _damaged(exc: BaseException) -> CorruptFileError:
    return CorruptFileError(
        f"This PDF is damaged and its text cannot be read ({type(exc).__name__}: {exc}). "
        "Open it in a PDF viewer and save or print it as a new PDF, or download it again."
    )


def _is_cjk(char: str) -> bool:
    return bool(_CJK.match(char))


def looks_vertical(page: LTPage) -> bool:
    """Whether an analysed page reads as vertical writing laid out by horizontal rules: most of
    its text lines are one CJK character each (a column of characters drawn one by one).
    O(lines on the page): only lines of at most three items (a character, spaces, the
    newline) have their text looked at."""
    lines = single = 0
    for box in page:
        if not isinstance(box, LTTextBox):
            continue
        for line in box:
            if not isinstance(line, LTTextLine):
                continue
            lines += 1
            if len(line) <= 3:
                text = line.get_text().strip()
                if not text:
                    lines -= 1
                elif len(text) == 1 and _is_cjk(text):
                    single += 1
    return single >= VERTICAL_MIN_LINES and single >= VERTICAL_SHARE * lines


class _PageTextConverter(TextConverter):
    """pdfminer's text converter that also notes whether a page draws anything (shapes, images),
    and lays out vertical writing (Chinese, Japanese, Korean in columns) as columns.

    A page is vertical when it draws with a vertical font (a CMap with WMode 1, e.g.
    ``UniGB-UTF16-V``) or when pdfminer's horizontal layout leaves it as a stack of
    one-character lines (``looks_vertical``); it is then laid out again from its characters
    with ``detect_vertical``, which reads each column top to bottom and the columns right to
    left. Horizontal pages keep the horizontal layout: ``detect_vertical`` on every page would
    risk reading narrow table columns of Latin text downwards.

    Horizontal text boxes are written with their wrapped lines joined (``box_text``); a glyph
    the font maps to no character is written as nothing and counted in ``unmapped_glyphs``.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.page_has_graphics = False
        self.page_has_vertical_font = False
        self.unmapped_glyphs = 0
        horizontal = self.laparams or LAParams()
        self._vertical_laparams = LAParams(
            line_overlap=horizontal.line_overlap,
            char_margin=horizontal.char_margin,
            line_margin=horizontal.line_margin,
            word_margin=horizontal.word_margin,
            boxes_flow=horizontal.boxes_flow,
            detect_vertical=True,
            all_texts=horizontal.all_texts,
        )

    def begin_page(self, page: PDFPage, ctm: Any) -> None:
        self.page_has_graphics = False
        self.page_has_vertical_font = False
        super().begin_page(page, ctm)

    def render_char(self, matrix: Any, font: Any, *args: Any, **kwargs: Any) -> float:
        if font.is_vertical():
            self.page_has_vertical_font = True
        return super().render_char(matrix, font, *args, **kwargs)

    def end_page(self, page: PDFPage) -> None:
        """pdfminer's end_page, with the layout chosen for the page (see the class)."""
        laid_out = self.cur_item
        assert isinstance(laid_out, LTPage), str(type(laid_out))
        if self.laparams is not None:
            drawn = list(laid_out)
            vertical = self.page_has_vertical_font
            if not vertical:
                laid_out.analyze(self.laparams)
                vertical = looks_vertical(laid_out)
            if vertical:
                laid_out = LTPage(laid_out.pageid, laid_out.bbox, laid_out.rotate)
                for item in drawn:
                    laid_out.add(item)
                laid_out.analyze(self._vertical_laparams)
        self.pageno += 1
        self.receive_layout(laid_out)

    def handle_undefined_char(self, font: Any, cid: int) -> str:
        """A glyph without a character (pdfminer writes ``(cid:N)``): left out, counted."""
        self.unmapped_glyphs += 1
        return ""

    def receive_layout(self, ltpage: LTPage) -> None:
        """pdfminer's text output, with each horizontal text box's lines joined."""

        def render(item: LTItem) -> None:
            if isinstance(item, LTTextBoxHorizontal):
                self.write_text(box_text(item) + "\n\n")
            elif isinstance(item, LTContainer):
                for child in item:
                    render(child)
                if isinstance(item, LTTextBox):
                    self.write_text("\n")
            elif isinstance(item, LTText):
                self.write_text(item.get_text())

        render(ltpage)
        self.write_text("\f")

    def paint_path(self, gstate: Any, stroke: bool, fill: bool, evenodd: bool, path: Any) -> None:
        if stroke or fill:
            self.page_has_graphics = True

    def render_image(self, name: str, stream: Any) -> None:
        self.page_has_graphics = True
        super().render_image(name, stream)


# ------------------------------------------------------------------ metadata


def _info_text(value: Any) -> str | None:
    """A document-information value as text: UTF-16 (with BOM), UTF-8 (with BOM), PDFDocEncoding."""
    try:
        value = resolve1(value)
    except Exception:  # a dangling reference in the info dictionary is no reason to fail
        return None
    if isinstance(value, PSLiteral):
        value = value.name
    if isinstance(value, bytes):
        if value.startswith(b"\xef\xbb\xbf"):
            text = value[3:].decode("utf-8", "replace")
        elif value.startswith(b"\xff\xfe"):
            text = value[2:].decode("utf-16-le", "ignore")
        else:
            try:
                text = decode_text(value)
            except Exception:
                text = value.decode("latin-1")
    elif isinstance(value, str):
        text = value
    else:
        return None
    text = text.replace("\x00", "").strip()
    return text or None


def parse_pdf_date(value: str | None) -> datetime | None:
    """A PDF date (``D:20240305101500+01'00'``, parts after the year optional) as an aware datetime.

    A date without a time zone is taken as UTC. Anything unreadable gives ``None``.
    """
    if not value:
        return None
    m = _PDF_DATE.match(value)
    if not m:
        return None
    year, month, day, hour, minute, second, sign, tz_h, tz_m = m.groups()
    tz = timezone.utc
    if sign in ("+", "-"):
        try:
            offset = timedelta(hours=int(tz_h or 0), minutes=int(tz_m or 0))
            if offset < timedelta(hours=24):
                tz = timezone(-offset if sign == "-" else offset)
        except ValueError:
            pass
    try:
        return datetime(
            int(year),
            int(month or 1),
            int(day or 1),
            int(hour or 0),
            int(minute or 0),
            int(second or 0),
            tzinfo=tz,
        )
    except ValueError:
        return None


def _metadata(document: PDFDocument, pages: int) -> Metadata:
    fields: dict[str, str] = {}
    for info in document.info:  # newest trailer first; the first value found wins
        try:
            items = list(resolve1(info).items())
        except Exception:
            continue
        for key, value in items:
            if key not in fields:
                text = _info_text(value)
                if text:
                    fields[key] = text
    creator, producer = fields.get("Creator"), fields.get("Producer")
    if creator and producer and creator != producer:
        application: str | None = f"{creator} / {producer}"
    else:
        application = creator or producer
    return Metadata(
        title=fields.get("Title"),
        author=fields.get("Author"),
        created=parse_pdf_date(fields.get("CreationDate")),
        modified=parse_pdf_date(fields.get("ModDate")),
        application=application,
        pages=pages,
    )


# ------------------------------------------------------------------ flags


def _page_list(numbers: list[int]) -> str:
    shown = ", ".join(str(n) for n in numbers[:MAX_LISTED_PAGES])
    if len(numbers) > MAX_LISTED_PAGES:
        shown += f" and {len(numbers) - MAX_LISTED_PAGES} more"
    return shown


def _little_text_detail(page_texts: list[str], textless_drawn: list[int], chars: int) -> str | None:
    pages = len(page_texts)
    reasons = []
    if textless_drawn:
        one = len(textless_drawn) == 1
        reasons.append(
            f"{'page' if one else 'pages'} {_page_list(textless_drawn)} of {pages} "
            f"{'has' if one else 'have'} no text layer (scanned?); "
            f"{'its' if one else 'their'} text is not checked"
        )
    if pages >= 2 and chars / pages < LITTLE_TEXT_CHARS_PER_PAGE:
        reasons.append(
            f"only {chars / pages:.0f} characters of text per page on average over {pages} pages: "
            "most of the content may be pictures of text"
        )
    return "; ".join(reasons) or None


def cid_warning(unmapped: int, chars: int) -> str | None:
    """A warning when over ``CID_WARNING_SHARE`` of the glyphs drawn are ``unmapped`` ones
    (their font does not say which letters they are; they are left out of the text), next to
    ``chars`` non-space characters read. O(1)."""
    drawn = unmapped + chars
    if not drawn or unmapped <= CID_WARNING_SHARE * drawn:
        return None
    return (
        f"{unmapped * 100 // drawn}% of the letters in this PDF could not be read: its fonts do "
        "not say which letters their glyphs are, so they were left out and the text read from "
        "it may be unreliable. If possible, get the original document (.docx, .odt) or a PDF "
        "saved by another program."
    )


# ------------------------------------------------------------------ reading


def read_pdf(data: bytes, limits: Limits, tick: Callable[[], None] | None = None) -> Extracted:
    """Extract the text of a PDF page by page, with page starts, paragraph starts and metadata.

    Cost: O(pages) (more exactly, O(characters drawn)); pdfminer's layout analysis dominates.
    Raises ``EncryptedFileError`` for a PDF that needs a password to open, ``CorruptFileError``
    for a cut-off or damaged file or one without pages. A PDF without any text (a scan) gives
    empty text and a ``no-text-layer`` flag; partly scanned ones a ``little-text`` flag.
    ``tick()``, if given, is called after the document is opened and after each page, so that
    a watchdog (``sandbox.py``) can tell slow progress from a hang.
    """
    if b"%%EOF" not in data[-EOF_WINDOW:]:
        raise CorruptFileError(_TRUNCATED)
    pdf_limits.install(limits)  # decoded-size budget for this document's streams
    pdf_inline.install()  # inline images' ends found in linear time
    try:
        document = PDFDocument(PDFParser(BytesIO(data)), password="")
    except PDFPasswordIncorrect as exc:
        raise EncryptedFileError(_ENCRYPTED) from exc
    except PDFEncryptionError as exc:
        raise EncryptedFileError(_UNSUPPORTED_ENCRYPTION) from exc
    except PSException as exc:  # PDFSyntaxError, PSEOF, ... (PDFException derives from it)
        raise _damaged(exc) from exc

    resources = PDFResourceManager(caching=True)
    out = StringIO()
    converter = _PageTextConverter(resources, out, laparams=LAParams(line_margin=LINE_MARGIN))
    interpreter = PDFPageInterpreter(resources, converter)
    page_texts: list[str] = []
    textless_drawn: list[int] = []  # 1-based numbers of pages with graphics but no text
    try:
        if tick:
            tick()
        for page in PDFPage.create_pages(document):
            interpreter.process_page(page)
            if tick:
                tick()
            text = out.getvalue().strip()
            out.seek(0)
            out.truncate()
            page_texts.append(text)
            if not text and converter.page_has_graphics:
                textless_drawn.append(len(page_texts))
    except PDFEncryptionError as exc:
        raise EncryptedFileError(_UNSUPPORTED_ENCRYPTION) from exc
    except PSException as exc:
        raise _damaged(exc) from exc
    finally:
        converter.close()

    pages = len(page_texts)
    if not pages:
        raise CorruptFileError(_NO_PAGES)
    metadata = _metadata(document, pages)

    if not any(page_texts):
        scan = (
            f"{'its only page has no' if pages == 1 else f'none of its {pages} pages has a'} "
            "text layer: the PDF probably holds scanned pictures of pages. Run text recognition "
            "(OCR) on it and add the result"
        )
        return Extracted(
            text="",
            metadata=metadata,
            page_starts=[0] * pages,
            flags=[
                Flag(
                    "no-text-layer", 0, 0, _UNREADABLE_FONTS if converter.unmapped_glyphs else scan
                )
            ],
        )

    page_starts: list[int] = []
    offset = 0
    for text in page_texts:
        page_starts.append(offset)
        offset += len(text) + len(PAGE_SEPARATOR)
    text = PAGE_SEPARATOR.join(page_texts)

    chars = len("".join(text.split()))  # non-space characters
    flags = []
    detail = _little_text_detail(page_texts, textless_drawn, chars)
    if detail:
        flags.append(Flag("little-text", 0, len(text), detail))

    warning = cid_warning(converter.unmapped_glyphs, chars)
    return Extracted(
        text=text,
        metadata=metadata,
        paragraph_starts=paragraph_starts(text),
        page_starts=page_starts,
        flags=flags,
        warnings=[warning] if warning else [],
    )
