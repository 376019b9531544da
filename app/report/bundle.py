"""The evidence bundle: one .zip that lets anyone re-check a finding years later.

Layout of the archive:

- ``README.txt``: what each file is, and how to re-check (plain English);
- ``report.html``: the HTML report (matched passages with a short context);
- ``report.pdf``: the PDF report, when the caller rendered one;
- ``report.json``: the imbrex.report/1 dictionary, the offsets all other files refer to;
- ``paper.txt``: the paper's text exactly as Imbrex extracted it (UTF-8, no BOM, line ends as
  extracted), so the report's offsets index into it;
- ``sources/NN-<name>.txt``: the exact extracted text of each matched source, ``NN`` being its
  rank in the report (01 = most similar) and ``<name>`` its file name made safe;
- ``manifest.json``: for every other member its name, size in bytes and SHA-256; the SHA-256 of
  the original files (from the report), the Imbrex version, the dates, and how to re-check;
- ``SHA256SUMS.txt``: the same hashes (and the manifest's) in the format of ``sha256sum -c``,
  so the files can be verified without Imbrex.

Unlike the reports, the bundle holds the sources' full texts: it is written only when the
teacher asks for re-checkable evidence, and README.txt says it must be kept as confidential as
the papers themselves. The archive is built in memory and written with
`app.report.json_report.write_atomically` (a temporary file in the target folder, then a
rename), so a failure leaves no half-written zip and gives a UserError saying what to do.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import unicodedata
import zipfile
from collections.abc import Iterable, Mapping
from datetime import datetime, timezone
from pathlib import Path

from app import __version__
from app.report.evidence import Evidence
from app.report.html_report import render_html
from app.report.json_report import write_atomically
from app.report.model import Report
from app.report.output_guard import check_output
from app.report.writers import evidence_inputs, render_json

MANIFEST_SCHEMA = "imbrex.bundle/1"
_UNSAFE = re.compile(r"[^\w.-]+")
_NAME_CHARS = 60


def write_bundle(
    target: Path,
    evidence: Evidence,
    *,
    pdf: bytes | None,
    protected: Iterable[tuple[str | os.PathLike[str] | None, str]] = (),
) -> None:
    """Write the evidence bundle of one paper to ``target`` (a .zip), atomically.

    ``pdf`` is the PDF report's bytes (left out when None). Raises UserError when the file
    cannot be written (missing or read-only folder, a folder of that name, disk full), and
    OutputRefused when it must not be (``app.report.output_guard``: an input, a ``protected``
    file, an existing file that is not an earlier bundle); nothing is written then.
    """
    check_output(target, "bundle", [*evidence_inputs(evidence), *protected])
    write_atomically(Path(target), bundle_bytes(evidence, pdf=pdf))


def bundle_bytes(evidence: Evidence, *, pdf: bytes | None) -> bytes:
    """The bytes of the bundle's .zip (see the module docstring for its layout)."""
    members = _members(evidence, pdf)
    manifest = _manifest(evidence.report, members)
    members["manifest.json"] = manifest
    members["SHA256SUMS.txt"] = _sums(members)
    buffer = io.BytesIO()
    stamp = datetime.now().timetuple()[:6]
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return buffer.getvalue()


def source_member_names(report: Report) -> list[str]:
    """The archive names of the sources' texts, in report order (``sources/01-name.txt``)."""
    width = max(2, len(str(len(report.sources))))
    return [
        f"sources/{index:0{width}d}-{safe_name(source.path)}.txt"
        for index, source in enumerate(report.sources, start=1)
    ]


def safe_name(path: str) -> str:
    """A file name that is safe on every system: the path's last part without its suffix,
    letters, digits, ``.``, ``-`` and ``_`` kept (any alphabet), the rest as ``-``."""
    name = str(path).replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]
    stem = name.rsplit(".", 1)[0] if "." in name.lstrip(".") else name
    cleaned = _UNSAFE.sub("-", unicodedata.normalize("NFC", stem)).strip(".-_")
    return cleaned[:_NAME_CHARS].rstrip(".-_") or "source"


def _members(evidence: Evidence, pdf: bytes | None) -> dict[str, bytes]:
    report = evidence.report
    members = {
        "README.txt": _readme(report, pdf is not None).encode("utf-8"),
        "report.html": render_html(evidence).encode("utf-8"),
    }
    if pdf is not None:
        members["report.pdf"] = bytes(pdf)
    members["report.json"] = render_json(report)
    members["paper.txt"] = evidence.paper_text.encode("utf-8")
    for name, text in zip(source_member_names(report), evidence.source_texts, strict=True):
        members[name] = text.encode("utf-8")
    return members


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _manifest(report: Report, members: Mapping[str, bytes]) -> bytes:
    doc = report.document
    names = source_member_names(report)
    manifest = {
        "schema": MANIFEST_SCHEMA,
        "imbrex": report.imbrex or __version__,
        "bundled_by": __version__,
        "created": report.created or None,
        "bundled": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "paper": {
            "path": doc.path,
            "title": doc.title,
            "sha256": doc.sha256,
            "text": "paper.txt",
            "chars": len(members["paper.txt"].decode("utf-8")),
        },
        "sources": [
            {"path": source.path, "title": source.title, "sha256": source.sha256, "text": name}
            for source, name in zip(report.sources, names, strict=True)
        ],
        "members": [
            {"name": name, "bytes": len(data), "sha256": _sha256(data)}
            for name, data in members.items()
        ],
        "recheck": _RECHECK,
    }
    return (json.dumps(manifest, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def _sums(members: Mapping[str, bytes]) -> bytes:
    lines = [f"{_sha256(data)}  {name}\n" for name, data in members.items()]
    return "".join(lines).encode("utf-8")


_RECHECK = [
    "Check that no file of this bundle was changed: compare each file's SHA-256 with "
    "SHA256SUMS.txt (on Linux or macOS: sha256sum -c SHA256SUMS.txt; on Windows: "
    "Get-FileHash -Algorithm SHA256 FILE in PowerShell).",
    "Check that the original files are the ones checked: their SHA-256 must equal the "
    "'sha256' of the paper and of each source in manifest.json.",
    "Read the passages yourself: report.json gives, for each passage, the character "
    "offsets [start, end) in paper.txt and [source_start, source_end) in the source's text "
    "file (offsets count characters, not bytes).",
    "Run the comparison again with Imbrex or any other tool on paper.txt and the files in "
    "sources/, with the settings listed in report.json.",
]


def _readme(report: Report, with_pdf: bool) -> str:
    doc = report.document
    lines = [
        "Imbrex evidence bundle",
        "======================",
        "",
        f"Paper: {doc.title} ({doc.path})",
        f"Checked: {report.created} with Imbrex {report.imbrex or __version__}",
        f"Similarity: {report.similarity * 100:.1f}% of the paper's text matches "
        f"{len(report.sources)} source(s).",
        "",
        "What is in this archive",
        "-----------------------",
        "report.html     the report; open it in any web browser (it works offline)",
    ]
    if with_pdf:
        lines.append("report.pdf      the same report as a PDF, for printing and filing")
    lines += [
        "report.json     the findings as data (imbrex.report/1): passages, scores, settings",
        "paper.txt       the paper's text exactly as Imbrex read it (UTF-8)",
        "sources/        the full text of each matched source exactly as Imbrex read it",
        "manifest.json   size and SHA-256 of every file, and of the original documents",
        "SHA256SUMS.txt  the same hashes in the format of 'sha256sum -c'",
        "",
        "Privacy",
        "-------",
        "This bundle holds the FULL TEXTS of the matched sources, which may be other students'",
        "work. It was made because you asked for re-checkable evidence. Keep it as confidential",
        "as the papers themselves, and share only the report when that is enough.",
        "",
        "How to re-check this finding",
        "----------------------------",
    ]
    lines += [f"{number}. {step}" for number, step in enumerate(_RECHECK, start=1)]
    return "\n".join(lines) + "\n"
