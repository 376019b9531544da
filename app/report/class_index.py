"""``index.html``: the overview page of a class's results folder.

One self-contained page (inline CSS, no script, the reports' Content-Security-Policy) listing
every paper of the class with its similarity, top source, flags and, for a paper that was not
checked, the reason; each checked paper's name links to its report (a relative link into
``reports/``, so the folder can be moved or zipped). Below: the pairs of papers that share
text above the pair threshold, and the guide to reading the figures (``app.report.guide``).
The rows are the ones ``papers.csv`` is written from (``csv_report.PaperRow``), so the page and
the table always agree. English, as the reports are. Every name comes from a student's file and
is escaped; a link's path is URL-quoted.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any
from urllib.parse import quote

from app.report.csv_report import PaperRow
from app.report.guide import guide_body
from app.report.labels import document_title, file_name, percent, plural
from app.report.model import DocumentInfo

_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,"PingFang SC",
 "Microsoft YaHei",sans-serif;color:#1a1a1a;background:#fff;margin:0 auto;max-width:72em;
 padding:1em 1.5em;line-height:1.5}
h1{font-size:1.6em}h2{font-size:1.3em;border-bottom:2px solid #ddd;padding-bottom:.2em}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.3em .5em;
 text-align:left;vertical-align:top}td.num{text-align:right;white-space:nowrap}
.path,.meta{color:#555;font-size:.9em;overflow-wrap:anywhere}
.not-checked{color:#a01818}.flags{color:#8a4b00}a{color:#1a4f8a}
"""
_POLICY = "default-src 'none'; style-src 'unsafe-inline'"


def _text(value: object) -> str:
    return escape(str(value), quote=False)


def render_class_index(
    rows: Sequence[PaperRow],
    reports: Mapping[str, str],
    summary: Mapping[str, Any],
    created: str = "",
) -> str:
    """The overview page: ``rows`` in class order, ``reports`` maps a paper's path to its
    report's path relative to the folder, ``summary`` is the ``imbrex.batch/1`` summary (its
    pairs and threshold). Cost: O(papers + pairs)."""
    checked = sum(1 for row in rows if not row.error)
    counts = f"{checked} of {len(rows)} paper{'s' if len(rows) != 1 else ''} checked"
    if checked < len(rows):
        counts += f"; {len(rows) - checked} not checked (the reason is in the table)"
    body = [
        "<h1>Class results</h1>",
        f'<p class="meta">{_text(counts)}{" · " + _text(created) if created else ""}. '
        "Similarity is the share of a paper covered by passages found in other documents; "
        '<a href="#guide">how to read these figures</a>. The same figures are in '
        "papers.csv.</p>",
        *_scope_paragraph(summary.get("scope")),
        _papers_table(rows, reports),
        _pairs_table(summary),
        f'<section id="guide"><h2>How to read this report</h2>\n{guide_body("en")}</section>',
    ]
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{_POLICY}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="generator" content="Imbrex">\n'
        "<title>Imbrex class results</title>\n"
        f"<style>{_CSS}</style>\n</head>\n<body>\n" + "\n".join(body) + "\n</body>\n</html>\n"
    )


def _scope_paragraph(scope: object) -> list[str]:
    """What the class was checked against (``summary.json``'s ``scope``), or nothing when no
    paper was checked. A class checked without the corpus says so first: its figures only
    cover what the papers share with each other."""
    if not isinstance(scope, Mapping):
        return []
    corpus, documents = scope.get("corpus"), scope.get("corpus_documents")
    if corpus is None:
        return [
            '<p class="meta scope"><strong>The papers were checked against each other only; '
            "the corpus was not used.</strong> Text copied from elsewhere is not counted.</p>"
        ]
    count = f" ({plural(documents, 'document')})" if isinstance(documents, int) else ""
    return [
        f'<p class="meta scope">The papers were checked against the corpus {_text(corpus)}'
        f"{count} and against each other.</p>"
    ]


def _papers_table(rows: Sequence[PaperRow], reports: Mapping[str, str]) -> str:
    lines = []
    for row in rows:
        name = _text(file_name(row.path))
        report = reports.get(row.path)
        if report:
            name = f'<a href="{escape(quote(report.replace(chr(92), "/")), quote=True)}">{name}</a>'
        if row.error:
            share = '<span class="not-checked">not checked</span>'
            status = f'<span class="not-checked">Not checked: {_text(row.error)}</span>'
            top = ""
        else:
            share = percent(row.similarity or 0.0)
            status = "checked"
            top = (
                f"{_text(file_name(row.top_source_path))} "
                f"({percent(row.top_source_similarity or 0.0)})"
                if row.top_source_path
                else "—"
            )
        flags = f'<span class="flags">{_text("; ".join(row.flags))}</span>' if row.flags else ""
        title = document_title(DocumentInfo(row.path, title=row.title))
        lines.append(
            f'<tr><td>{name}<div class="path">{_text(row.path)}</div>'
            f"{'<div>' + _text(title) + '</div>' if title else ''}</td>"
            f'<td class="num">{share}</td><td>{top}</td><td>{flags}</td><td>{status}</td></tr>'
        )
    return (
        '<section id="papers"><h2>Papers</h2>\n<table class="papers"><thead><tr><th>Paper</th>'
        "<th>Similarity</th><th>Top source</th><th>Flags</th><th>Status</th></tr></thead>\n"
        f"<tbody>\n{chr(10).join(lines)}\n</tbody></table></section>"
    )


def _pairs_table(summary: Mapping[str, Any]) -> str:
    pairs = summary.get("pairs") or []
    threshold = float(summary.get("pair_threshold_percent", 0.0))
    if not pairs:
        return (
            '<section id="pairs"><h2>Papers that share text</h2>\n'
            f"<p>No two papers share {threshold:g}% or more of their text.</p></section>"
        )
    lines = [
        f"<tr><td>{_text(file_name(p['a']))}</td><td>{_text(file_name(p['b']))}</td>"
        f'<td class="num">{percent(p["a_in_b"])}</td><td class="num">{percent(p["b_in_a"])}</td>'
        "</tr>"
        for p in pairs
    ]
    return (
        '<section id="pairs"><h2>Papers that share text</h2>\n'
        f"<p>Pairs where one paper has {threshold:g}% or more of its text in the other.</p>\n"
        '<table class="pairs"><thead><tr><th>Paper A</th><th>Paper B</th>'
        "<th>A found in B</th><th>B found in A</th></tr></thead>\n"
        f"<tbody>\n{chr(10).join(lines)}\n</tbody></table></section>"
    )
