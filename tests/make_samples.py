"""Write the sample papers bundled in ``resources/samples`` (``python -m tests.make_samples``).

The texts were written for Imbrex (no copyrighted text). Each sample shows one format and one
thing the extractor notices: hidden text, look-alike letters, invisible characters, quotes,
notes, legacy encodings. ``tests/test_samples.py`` checks what they must show.
"""

from __future__ import annotations

import io
import sys
import zipfile
from datetime import datetime, timezone
from pathlib import Path

import docx
from docx.shared import Pt, RGBColor
from fpdf import FPDF

from tests.extract.odf_fixtures import make_odt

OUT = Path(__file__).resolve().parent.parent / "resources" / "samples"

WATER = [
    "The water cycle moves water between the oceans, the air and the land. Heat from the sun "
    "evaporates water from seas and lakes, and the vapour rises until it cools and condenses "
    "into clouds.",
    "When the droplets in a cloud grow heavy enough they fall as rain or snow. Some of this water "
    "soaks into the ground and feeds springs and wells; the rest runs off into streams and "
    "rivers that carry it back to the sea.",
    "Plants also return water to the air through their leaves, a process called transpiration. "
    "In a large forest this can make up most of the moisture that forms new clouds.",
]
PRINTING = [
    "The printing press with movable type made books cheaper and far more common. Before it, "
    "every copy of a text had to be written out by hand, which took months for a single volume.",
    "Printers could now produce hundreds of identical pages in a day. Ideas travelled faster, "
    "spelling became more uniform, and more people had a reason to learn to read.",
    "Within fifty years presses were working in most large towns of Europe, and the number of "
    "books in circulation grew from thousands to millions.",
]
BEES = [
    "Honey bees live in colonies of many thousands of workers, a few hundred drones and a single "
    "queen. Each worker changes jobs as she grows older: cleaning cells, feeding larvae, building "
    "comb, guarding the entrance and finally foraging for nectar and pollen.",
    "A forager that finds a rich patch of flowers returns to the hive and performs a dance that "
    "tells her sisters the direction and distance of the food.",
]
BRIDGES = [
    "An arch bridge carries its load outward along the curve of the arch into the supports at "
    "each end. Stone arches built this way have stood for two thousand years.",
    "A suspension bridge hangs its deck from cables draped over tall towers. The cables are "
    "anchored in heavy blocks on the banks, which take the pull of the whole structure.",
]
FOREST_RU = (
    "Лес очищает воздух и сохраняет влагу в почве. Деревья поглощают углекислый газ и выделяют "
    "кислород, а их корни удерживают землю на склонах от размывания.\r\n\r\n"
    "В лесу живут тысячи видов растений, грибов и животных. Когда лес вырубают, многие из них "
    "исчезают, а почва быстро тeряет плодородие.\r\n"
)  # "тeряет" holds a Latin e: a look-alike letter the extractor flags
VOLCANO_RU = [
    "Вулкан образуется там, где расплавленная порода поднимается из глубины к поверхности Земли.",
    "Во время извержения из кратера выходят лава, пепел и газы. Пепел может подняться на "
    "десятки километров и облететь всю планету.",
]
TEA_ZH = (
    "茶起源于中国，已有几千年的历史。人们最早把茶叶当作药物，后来才把它作为日常饮品。\n\n"
    "茶叶采摘以后，要经过萎凋、揉捻、发酵和干燥等步骤。不同的加工方法造就了绿茶、红茶和乌龙茶等不同的种类。\n"
)


def water_cycle_docx() -> bytes:
    d = docx.Document()
    d.core_properties.title = "The water cycle"
    d.core_properties.author = "Sample Student"
    d.core_properties.created = datetime(2025, 10, 1, 9, 0, tzinfo=timezone.utc)
    d.core_properties.modified = datetime(2025, 10, 1, 11, 30, tzinfo=timezone.utc)
    d.core_properties.last_modified_by = "Sample Student"
    d.add_heading("The water cycle", level=1)
    first = d.add_paragraph(WATER[0] + " ")
    hidden = first.add_run("Evaporation condensation precipitation infiltration runoff.")
    hidden.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    hidden.font.size = Pt(1)
    d.add_paragraph(WATER[1].replace("rivers", "rivеrs"))  # Cyrillic е
    d.add_paragraph("As one textbook puts it:")
    d.add_paragraph(
        "Water is never used up; it only changes its place and its form.", style="Quote"
    )
    d.add_paragraph(WATER[2].replace("transpiration", "transpi\u200bration"))
    out = io.BytesIO()
    d.save(out)
    return out.getvalue()


def printing_pdf() -> bytes:
    pdf = FPDF(format="A4")
    pdf.set_title("The printing press")
    pdf.set_author("Sample Student")
    pdf.set_creation_date(datetime(2025, 10, 2, 14, 30, tzinfo=timezone.utc))
    pdf.set_font("Helvetica", size=12)
    for page in (PRINTING[:2], PRINTING[2:]):
        pdf.add_page()
        for paragraph in page:
            pdf.multi_cell(0, 6, paragraph, align="L")
            pdf.ln(4)
    return bytes(pdf.output())


def bees_odt() -> bytes:
    body = (
        '<text:h text:outline-level="1">Honey bees</text:h>'
        f'<text:p>{BEES[0]}<text:note text:id="n1" text:note-class="footnote">'
        "<text:note-citation>1</text:note-citation><text:note-body>"
        "<text:p>Drones do not forage; their only task is to mate with a queen.</text:p>"
        "</text:note-body></text:note></text:p>"
        f"<text:p>{BEES[1]}</text:p>"
    )
    meta = (
        "<meta:generator>LibreOffice/7.6</meta:generator><dc:title>Honey bees</dc:title>"
        "<meta:initial-creator>Sample Student</meta:initial-creator>"
        "<meta:creation-date>2025-10-03T11:00:00</meta:creation-date>"
    )
    return make_odt(body, meta=meta)


def _rtf_escape(text: str, codepage: str) -> str:
    out = []
    for ch in text:
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ord(ch) < 128:
            out.append(ch)
        else:
            out.append("".join(f"\\'{b:02x}" for b in ch.encode(codepage)))
    return "".join(out)


def volcano_rtf() -> bytes:
    paragraphs = "".join(f"\\pard {_rtf_escape(p, 'cp1251')}\\par\n" for p in VOLCANO_RU)
    rtf = (
        "{\\rtf1\\ansi\\ansicpg1251\\deff0{\\fonttbl{\\f0\\froman Times New Roman;}}\n"
        f"{{\\info{{\\title {_rtf_escape('Вулканы', 'cp1251')}}}{{\\author Sample Student}}"
        "{\\creatim\\yr2025\\mo10\\dy4\\hr8\\min45}}\n"
        "{\\header \\pard Header line\\par}\n"
        f"{paragraphs}}}"
    )
    return rtf.encode("latin-1")


def bridges_html() -> bytes:
    paragraphs = "".join(f"<p>{p}</p>\n" for p in BRIDGES)
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<title>How bridges stand</title><meta name="author" content="Sample Student">'
        "<style>p { margin: 1em }</style><script>var tracking = 1;</script></head>\n<body>\n"
        "<h1>How bridges stand</h1>\n"
        + paragraphs
        + '<div style="display:none">Keywords hidden from the reader.</div>\n'
        "<blockquote>A bridge is only as strong as its weakest joint.</blockquote>\n"
        "</body></html>\n"
    ).encode("utf-8")


def class_export_zip() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("Ann Lee_501_assignsubmission_file_/water.txt", "\n\n".join(WATER[:2]) + "\n")
        z.writestr(
            "Ben Ray_502_assignsubmission_file_/water-copy.txt",
            "\n\n".join(WATER[:2]).replace("sun", "Sun") + "\n",
        )
    return out.getvalue()


SAMPLES = {
    "essay-water-cycle.docx": water_cycle_docx,
    "report-printing-press.pdf": printing_pdf,
    "essay-bees.odt": bees_odt,
    "вулканы.rtf": volcano_rtf,
    "essay-bridges.html": bridges_html,
    "эссе-лес-cp1251.txt": lambda: FOREST_RU.encode("cp1251"),
    "茶-gbk.txt": lambda: TEA_ZH.encode("gbk"),
    "class-export.zip": class_export_zip,
}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, build in SAMPLES.items():
        (OUT / name).write_bytes(build())
        print(f"wrote {OUT / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
