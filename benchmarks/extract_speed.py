"""Extraction speed: MB/s for .txt, .docx, .odt, .rtf, .html and pages/s for .pdf.

(python-docx and fpdf2 are imported inside the builders: readers run in child processes, which
re-run this script's module level, so it must stay light.)

Usage: python benchmarks/extract_speed.py [--pan DIR] [--repeat N]

Inputs are built in memory from real text: the PAN 2013 source documents when ``--pan`` points
at the corpus (``../shared/data/pan13-text-alignment-train-dev``), else a generated text. Figures
are the median of ``--repeat`` runs of in-process extraction from bytes (``extract_bytes``),
plus, for .txt, reading from disk (``extract``).
"""

from __future__ import annotations

import argparse
import io
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.extract import Limits, extract, extract_bytes  # noqa: E402


def load_texts(pan: Path | None, limit: int = 200) -> list[str]:
    if pan and (pan / "src").is_dir():
        files = sorted((pan / "src").glob("*.txt"))[:limit]
        return [f.read_text(encoding="utf-8") for f in files]
    words = (
        "plagiarism detection compares documents by shingles of words and blocks of "
        "sentences to find passages copied from a source"
    ).split()
    return [
        " ".join(words[(i * 7 + k) % len(words)] for k in range(3000)) + "." for i in range(limit)
    ]


_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def paragraphs(text: str) -> list[str]:
    """Blank-line separated paragraphs, without the control characters XML cannot hold."""
    text = _NOT_XML.sub(" ", text.replace("\r", ""))
    parts = [p.strip() for p in text.split("\n\n") if p.strip()]
    return parts or [text]


def build_docx(text: str) -> bytes:
    import docx

    d = docx.Document()
    for p in paragraphs(text):
        d.add_paragraph(p)
    out = io.BytesIO()
    d.save(out)
    return out.getvalue()


def build_pdf(texts: list[str], pages: int) -> bytes:
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_font("Helvetica", size=11)
    pdf.set_auto_page_break(auto=True, margin=15)
    words = [
        w
        for w in " ".join(texts).encode("latin-1", "replace").decode("latin-1").split()
        if w.isprintable() and len(w) <= 25
    ]
    pdf.add_page()
    at = 0
    while pdf.page < pages:
        pdf.multi_cell(
            0, 5, " ".join(words[at : at + 120]), align="L", new_x="LMARGIN", new_y="NEXT"
        )
        at = (at + 120) % max(len(words) - 120, 1)
    return bytes(pdf.output())


def build_odt(text: str) -> bytes:
    import zipfile
    from xml.sax.saxutils import escape

    body = "".join(f"<text:p>{escape(p)}</text:p>" for p in paragraphs(text))
    content = (
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content '
        'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0">'
        f"<office:body><office:text>{body}</office:text></office:body></office:document-content>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.text")
        z.writestr("content.xml", content)
    return out.getvalue()


def build_rtf(text: str) -> bytes:
    body = "".join(
        "\\pard " + p.replace("\\", "\\\\").replace("{", "\\{").replace("}", "\\}") + "\\par\n"
        for p in paragraphs(text)
    )
    return ("{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Times;}}\n" + body + "}").encode(
        "cp1252", "replace"
    )


def build_html(text: str) -> bytes:
    from html import escape

    body = "".join(f"<p>{escape(p)}</p>\n" for p in paragraphs(text))
    return f"<!DOCTYPE html><html><head><title>t</title></head><body>{body}</body></html>".encode()


def timed(fn, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pan", type=Path, help="PAN 2013 text alignment corpus folder")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pdf-pages", type=int, default=60)
    args = parser.parse_args()
    pan = args.pan if args.pan and args.pan.is_dir() else None
    texts = load_texts(pan)
    print(
        f"input: {len(texts)} texts, {sum(map(len, texts)) / 1e6:.1f} M characters "
        f"({'PAN 2013 source documents' if pan else 'generated text'}); median of {args.repeat} runs"
    )
    print(f"{'format':8} {'files':>6} {'MB':>8} {'seconds':>8} {'MB/s':>8}  other")

    in_process = Limits(isolate=False)

    def report(name, blobs, extra=""):
        """Time the default (readers in a watched child process) and, for comparison, in-process."""
        size = sum(len(b) for b in blobs)
        seconds = timed(lambda: [extract_bytes(b, f"x.{name}") for b in blobs], args.repeat)
        if name != "txt":
            direct = timed(
                lambda: [extract_bytes(b, f"x.{name}", in_process) for b in blobs], args.repeat
            )
            extra = f"{extra}; in-process {size / 1e6 / direct:.2f} MB/s".lstrip("; ")
        print(
            f"{name:8} {len(blobs):6} {size / 1e6:8.2f} {seconds:8.2f} {size / 1e6 / seconds:8.2f}  {extra}"
        )
        return seconds

    txt = [t.encode("utf-8") for t in texts]
    report("txt", txt)
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for i, blob in enumerate(txt):
            path = Path(tmp, f"{i}.txt")
            path.write_bytes(blob)
            paths.append(path)
        seconds = timed(lambda: [extract(p) for p in paths], args.repeat)
        size = sum(len(b) for b in txt)
        print(
            f"{'txt-disk':8} {len(paths):6} {size / 1e6:8.2f} {seconds:8.2f} {size / 1e6 / seconds:8.2f}  read from files"
        )
    few = texts[:50]
    report(
        "docx", [build_docx(t) for t in few], f"{sum(map(len, few)) / 1e6:.1f} M characters of text"
    )
    report("odt", [build_odt(t) for t in few])
    report("rtf", [build_rtf(t) for t in few])
    report("html", [build_html(t) for t in few])
    pdf = build_pdf(texts, args.pdf_pages)
    seconds = report("pdf", [pdf], f"{args.pdf_pages} pages")
    print(f"pdf: {args.pdf_pages / seconds:.1f} pages/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
