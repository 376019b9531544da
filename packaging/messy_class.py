"""Write a messy class folder, as a teacher receives one, to try the window as a new user would
(``python packaging/messy_class.py FOLDER``; used for the screenshots of a real class).

What is in it, and what Imbrex should say about it:

- seven students who each copied parts of the demo corpus's *Volcanoes* textbook text
  (``en-volcanoes.txt``) into their own essay: their top source is that text, and they share
  text with each other **only through that common source** (no collusion);
- one true collusion pair: Emma and Jack of the demo class (Jack copied Emma's paragraph about
  the salty-water experiment, which is in no corpus text);
- three PDFs whose metadata title is the same word, "Essay": the list names them by file;
- a scanned PDF (a picture of a page, no text layer): "not checked", with the OCR advice;
- a broken .docx (a zip header, then garbage): could not be read;
- a Russian .docx and a Chinese .txt from the demo class, and one student's own essay.

Needs the development dependencies (python-docx, fpdf2 and its Pillow) and the demo texts.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEMO = ROOT / "resources" / "demo"

# Each copier's own opening and closing, written for this class (no copyrighted text).
OWN_WORDS = [
    (
        "I chose volcanoes because my grandmother lived near Naples and told me about the smoke "
        "she could see from her kitchen window every morning.",
        "Writing this essay made me want to visit a volcano observatory one day.",
    ),
    (
        "Last summer our family drove past old lava fields in the Canary Islands, and the black "
        "rock looked like a frozen sea.",
        "I still have a small piece of pumice from that trip on my desk.",
    ),
    (
        "Our geography teacher asked us to explain why some mountains explode while others "
        "stay quiet for thousands of years.",
        "In the end I think the quiet ones are more frightening than the loud ones.",
    ),
    (
        "My cousin is studying geology at university and she helped me find out what really "
        "happens underground before an eruption.",
        "She says that even experts are often surprised by what a volcano does next.",
    ),
    (
        "When I watched a documentary about Iceland I realised how much a whole country can "
        "depend on the heat that comes out of the ground.",
        "People there heat their homes and swimming pools with that energy.",
    ),
    (
        "I used to think all volcanoes look like the cone a child draws, but this project showed "
        "me how many shapes they can have.",
        "Next I would like to read about volcanoes on other planets, like Mars.",
    ),
    (
        "Our class built a model volcano with baking soda and vinegar, and it made me curious "
        "about the real thing.",
        "The model was fun, but the real process is far slower and far more powerful.",
    ),
]
COPIER_NAMES = ["ava", "ben", "chloe", "daniel", "ella", "felix", "grace"]
# Light edits a copier makes to the text they take.
EDITS = [("huge", "enormous"), ("often", "usually"), ("about", "roughly"), ("small", "little")]


def _paragraphs(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return [p.strip() for p in re.split(r"\n\s*\n", text) if len(p.split()) > 30]


def _docx(path: Path, title: str, paragraphs: list[str]) -> None:
    import docx

    document = docx.Document()
    document.core_properties.title = title
    for paragraph in paragraphs:
        document.add_paragraph(paragraph)
    document.save(str(path))


def _pdf(path: Path, title: str, paragraphs: list[str]) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_title(title)
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    for paragraph in paragraphs:
        pdf.multi_cell(0, 6, paragraph.replace("\u2019", "'"))
        pdf.ln(3)
    pdf.output(str(path))


def _odt(path: Path, paragraphs: list[str]) -> None:
    from xml.sax.saxutils import escape

    from tests.extract.odf_fixtures import make_odt

    path.write_bytes(make_odt("".join(f"<text:p>{escape(p)}</text:p>" for p in paragraphs)))


def _scan(path: Path, paragraphs: list[str]) -> None:
    """A PDF page that is only a picture of text (what a scanner makes)."""
    from fpdf import FPDF
    from PIL import Image, ImageDraw

    image = Image.new("L", (1240, 1754), 255)
    draw = ImageDraw.Draw(image)
    y = 120
    for paragraph in paragraphs:
        words, line = paragraph.split(), ""
        for word in words:
            if len(line) + len(word) > 90:
                draw.text((100, y), line, fill=0)
                y, line = y + 28, ""
            line += word + " "
        draw.text((100, y), line, fill=0)
        y += 56
    picture = path.with_suffix(".png")
    image.save(picture)
    pdf = FPDF()
    pdf.set_title("scanimg.html")
    pdf.add_page()
    pdf.image(str(picture), x=0, y=0, w=210)
    pdf.output(str(path))
    picture.unlink()


def write_class(folder: Path) -> list[Path]:
    """Write the class into ``folder`` (made if missing) and return the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    volcano = _paragraphs(DEMO / "sources" / "en-volcanoes.txt")
    written: list[Path] = []
    for i, name in enumerate(COPIER_NAMES):
        start, end = OWN_WORDS[i]
        taken = [volcano[i % len(volcano)], volcano[(i + 2) % len(volcano)]]
        old, new = EDITS[i % len(EDITS)]
        taken = [p.replace(f" {old} ", f" {new} ", 1) for p in taken]
        paragraphs = [start, *taken, end]
        kind = ["pdf", "docx", "txt", "pdf", "odt", "pdf", "docx"][i]
        path = folder / f"{name}_volcanoes.{kind}"
        if kind == "pdf":
            _pdf(path, "Essay", paragraphs)  # the same metadata title in every PDF
        elif kind == "docx":
            _docx(path, "Essay", paragraphs)
        elif kind == "odt":
            _odt(path, paragraphs)
        else:
            path.write_text("\n\n".join(paragraphs) + "\n", encoding="utf-8")
        written.append(path)
    papers = DEMO / "papers"
    emma = (papers / "en-emma-water-and-life.txt").read_text(encoding="utf-8")
    jack = (papers / "en-jack-rain.txt").read_text(encoding="utf-8")
    _docx(folder / "emma_water.docx", "Water and Life on Earth", emma.split("\n\n"))
    _pdf(folder / "jack_rain.pdf", "Essay", jack.split("\n\n"))
    written += [folder / "emma_water.docx", folder / "jack_rain.pdf"]
    masha = (papers / "ru-masha-baikal.txt").read_text(encoding="utf-8")
    _docx(folder / "маша_байкал.docx", "Байкал", masha.split("\n\n"))
    li_wei = folder / "李伟_发明.txt"
    li_wei.write_text((papers / "zh-li-wei-inventions.txt").read_text(encoding="utf-8"))
    noah = folder / "noah_bees.txt"
    noah.write_text((papers / "en-noah-honey-bees.txt").read_text(encoding="utf-8"))
    _scan(folder / "scan_of_paper.pdf", list(OWN_WORDS[0]))
    broken = folder / "oscar_broken.docx"
    broken.write_bytes(b"PK\x03\x04" + bytes(range(256)) * 8)  # a zip header, then garbage
    written += [folder / "маша_байкал.docx", li_wei, noah, folder / "scan_of_paper.pdf", broken]
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/messy_class.py FOLDER", file=sys.stderr)
        return 2
    for path in write_class(Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
