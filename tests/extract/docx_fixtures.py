"""Word documents built by the tests: with python-docx, or from raw WordprocessingML parts."""

from __future__ import annotations

import io
import zipfile
from datetime import datetime, timezone

import docx
from docx.enum.style import WD_STYLE_TYPE
from docx.shared import Pt, RGBColor

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _save(document) -> bytes:
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def essay_with_hidden_runs() -> bytes:
    """A .docx with a visible paragraph, white, vanished and 1-pt runs, a table, a Quote paragraph."""
    d = docx.Document()
    d.core_properties.title = "Climate essay"
    d.core_properties.author = "Anna Student"
    d.core_properties.last_modified_by = "Teacher T."
    d.core_properties.created = datetime(2025, 3, 5, 10, 15, tzinfo=timezone.utc)
    d.add_heading("Climate and oceans", level=1)
    p = d.add_paragraph("The oceans absorb heat. ")
    white = p.add_run("WHITE SECRET WORDS")
    white.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    p.add_run(" Visible again. ")
    vanished = p.add_run("VANISHED WORDS")
    vanished.font.hidden = True
    p.add_run(" and ")
    tiny = p.add_run("TINY WORDS")
    tiny.font.size = Pt(1)
    p.add_run(" end.")
    table = d.add_table(rows=2, cols=2)
    table.cell(0, 0).text = "Cell A1"
    table.cell(0, 1).text = "Cell B1"
    table.cell(1, 0).text = "Cell A2"
    table.cell(1, 1).text = "Cell B2"
    d.add_paragraph("To be or not to be, that is the question.", style="Quote")
    indented = d.add_paragraph("An indented block quotation from a book.")
    indented.paragraph_format.left_indent = Pt(36)
    d.add_paragraph("Final paragraph of the essay.")
    section = d.sections[0]
    section.header.paragraphs[0].text = "HEADER TEXT"
    section.footer.paragraphs[0].text = "FOOTER TEXT"
    return _save(d)


def essay_with_hidden_style() -> bytes:
    """White text that comes from a character style, not from the run itself."""
    d = docx.Document()
    style = d.styles.add_style("Invisible", WD_STYLE_TYPE.CHARACTER)
    style.font.color.rgb = RGBColor(0xFE, 0xFE, 0xFE)
    p = d.add_paragraph("Shown words. ")
    p.add_run("STYLED WHITE", style="Invisible")
    p.add_run(" shown.")
    return _save(d)


def essay_with_russian_and_homoglyphs() -> bytes:
    d = docx.Document()
    d.add_paragraph("Студенты часто заимствуют чужие тексты.")
    d.add_paragraph("This pаper was copied.")  # Cyrillic а
    d.add_paragraph("Zero\u200bwidth space.")
    return _save(d)


_CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/>
<Override PartName="/word/endnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.endnotes+xml"/>
<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>
</Types>"""
_ROOT_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>
</Relationships>"""
_DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/>
<Relationship Id="rId6" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/endnotes" Target="endnotes.xml"/>
</Relationships>"""
_APP = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">
<Application>Microsoft Office Word</Application><AppVersion>16.0000</AppVersion></Properties>"""


def _notes(kind: str, notes: dict[str, str]) -> str:
    items = [
        f'<w:{kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:{kind}>',
    ]
    for note_id, text in notes.items():
        items.append(
            f'<w:{kind} w:id="{note_id}"><w:p><w:r><w:{kind}Ref/></w:r>'
            f'<w:r><w:t xml:space="preserve"> {text}</w:t></w:r></w:p></w:{kind}>'
        )
    return (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<w:{kind}s xmlns:w="{W_NS}">{"".join(items)}</w:{kind}s>'
    )


def raw_docx(
    body_xml: str,
    footnotes: dict[str, str] | None = None,
    endnotes: dict[str, str] | None = None,
    background: str | None = None,
) -> bytes:
    """A minimal .docx package around ``body_xml`` (the children of w:body)."""
    bg = f'<w:background w:color="{background}"/>' if background else ""
    document = (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<w:document xmlns:w="{W_NS}" '
        f'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">'
        f"{bg}<w:body>{body_xml}</w:body></w:document>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CONTENT_TYPES)
        z.writestr("_rels/.rels", _ROOT_RELS)
        z.writestr("word/_rels/document.xml.rels", _DOC_RELS)
        z.writestr("word/document.xml", document)
        z.writestr("word/footnotes.xml", _notes("footnote", footnotes or {}))
        z.writestr("word/endnotes.xml", _notes("endnote", endnotes or {}))
        z.writestr("docProps/app.xml", _APP)
    return out.getvalue()


def p(*runs: str) -> str:
    """A paragraph of plain runs."""
    return (
        "<w:p>"
        + "".join(f'<w:r><w:t xml:space="preserve">{r}</w:t></w:r>' for r in runs)
        + "</w:p>"
    )
