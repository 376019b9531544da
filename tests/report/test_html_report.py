"""The HTML report, read back with the standard library's HTML parser: highlighted passages
carry exactly the paper's text, pairs carry the source's text, nothing points outside the
file, exclusions and flags are shown, student text is escaped, sources stay private."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field, replace
from html.parser import HTMLParser

import pytest

from app.report.evidence import CONTEXT_CHARS, Evidence
from app.report.html_report import render_html
from app.report.labels import SOURCE_COLOURS, passage_label, source_colour
from app.report.model import Flag
from tests.report.conftest import CYRILLIC_O, QUOTE, SCRIPT, SECRET, URL, ZWSP, evidence_of

VOID = {"meta", "br", "hr", "img", "input", "link", "source", "wbr", "col", "area", "base"}
#: Attributes that make a browser load or open something.
LOADING = {"src", "href", "srcset", "action", "formaction", "poster", "data", "background"}


@dataclass(eq=False)
class Element:
    tag: str
    attrs: dict[str, str]
    index: int = 0
    ancestors: tuple[int, ...] = ()
    text: list[str] = field(default_factory=list)

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def joined(self) -> str:
        return "".join(self.text)


class ReportParser(HTMLParser):
    """Keeps every element with the text inside it (also nested text), in document order."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[Element] = []
        self.stack: list[Element] = []
        self.styles: list[str] = []
        self.scripts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        ancestors = tuple(e.index for e in self.stack)
        element = Element(tag, {k: v or "" for k, v in attrs}, len(self.elements), ancestors)
        self.elements.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1].tag == tag, f"</{tag}> does not close its element"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1].tag == "style":
            self.styles.append(data)
        elif self.stack and self.stack[-1].tag == "script":
            self.scripts.append(data)
        for element in self.stack:
            element.text.append(data)

    def find(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> list[Element]:
        return [
            e
            for e in self.elements
            if (tag is None or e.tag == tag)
            and (cls is None or cls in e.classes)
            and all(e.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items())
        ]

    def one(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> Element:
        (found,) = self.find(tag, cls, **attrs)
        return found

    def inside(self, container: Element, tag: str | None = None, cls: str | None = None):
        """The elements inside ``container`` (at any depth) with this tag and class."""
        return [
            e
            for e in self.elements[container.index + 1 :]
            if container.index in e.ancestors
            and (tag is None or e.tag == tag)
            and (cls is None or cls in e.classes)
        ]


def parse(html: str) -> ReportParser:
    parser = ReportParser()
    parser.feed(html)
    parser.close()
    assert parser.stack == [], "unclosed elements"
    return parser


@pytest.fixture(scope="module")
def english_html(english: Evidence) -> str:
    return render_html(english)


@pytest.fixture(scope="module")
def page(english_html: str) -> ReportParser:
    return parse(english_html)


def highlighted(page: ReportParser) -> dict[tuple[int, int], str]:
    """The text of each passage, joined from every highlight segment that belongs to it."""
    found: dict[tuple[int, int], list[str]] = defaultdict(list)
    for mark in page.find("mark", "hl"):
        for ref in mark.attrs["data-passages"].split():
            s, p = map(int, ref.split(":"))
            found[(s, p)].append(mark.joined())
    return {key: "".join(parts) for key, parts in found.items()}


# --- the paper's text and its highlights -----------------------------------------------------


def test_every_passage_is_highlighted_with_exactly_its_text(english: Evidence, page):
    expected = {
        (s, p): english.paper_text[passage.start : passage.end]
        for s, source in enumerate(english.report.sources)
        for p, passage in enumerate(source.passages)
    }
    assert len(expected) >= 3
    assert highlighted(page) == expected


def test_the_paper_text_is_shown_in_full_and_unchanged(english: Evidence, page):
    (paper,) = page.find("div", "paper-text")
    assert paper.joined() == english.paper_text
    assert "\n\n" in paper.joined()  # paragraph breaks are kept


def test_line_ends_and_markup_characters_of_the_paper_survive(english: Evidence):
    paper = "Line one & <b>two</b>\r\nline three\r\n\r\n" + english.paper_text.replace("\n", "\r\n")
    evidence = evidence_of(paper, {"bees.txt": english.source_texts[0]})
    parsed = parse(render_html(evidence))
    (shown,) = parsed.find("div", "paper-text")
    assert shown.joined() == evidence.paper_text
    assert parsed.find("b") == []
    assert highlighted(parsed)
    for (s, p), text in highlighted(parsed).items():
        passage = evidence.report.sources[s].passages[p]
        assert text == evidence.paper_text[passage.start : passage.end]


def test_overlapping_passages_of_two_sources_share_segments(english: Evidence, page):
    sources = english.report.sources
    bees = next(i for i, s in enumerate(sources) if s.path.endswith("bees.txt"))
    anthology = next(i for i, s in enumerate(sources) if s.path.endswith("anthology.txt"))
    shared = [
        m
        for m in page.find("mark", "hl")
        if {f"{bees}:0", f"{anthology}:0"} <= set(m.attrs["data-passages"].split())
    ]
    assert shared
    winner = min(bees, anthology)
    for mark in shared:
        assert "multi" in mark.classes
        assert mark.attrs["data-source"] == str(winner)
        assert f"c{winner}" in mark.classes
    # Segments of the higher-ranked source outside the overlap belong to it alone.
    assert any(m.attrs["data-passages"] == f"{bees}:0" for m in page.find("mark", "hl"))


def test_passages_are_numbered_and_linked_both_ways(english: Evidence, page):
    for s, source in enumerate(english.report.sources):
        for p, _ in enumerate(source.passages):
            number = page.one("a", "pn", id=f"text-{s}-{p}")
            assert number.attrs["href"] == f"#pair-{s}-{p}"
            assert number.attrs["data-label"] == passage_label(s, p)
            pair = page.one("article", "pair", id=f"pair-{s}-{p}")
            assert pair.attrs["data-source"] == str(s)
            assert page.find("a", "pn-link", href=f"#text-{s}-{p}")
    assert passage_label(0, 3) == "1·4"


def test_each_source_has_its_colour(english: Evidence, english_html: str, page):
    assert len(set(SOURCE_COLOURS)) == len(SOURCE_COLOURS) >= 8
    assert source_colour(len(SOURCE_COLOURS)) == SOURCE_COLOURS[0]
    for s, _ in enumerate(english.report.sources):
        assert f".c{s}{{background-color:{source_colour(s)}}}" in english_html
        assert page.find("span", f"c{s}")  # the swatch or bar of the source list


# --- the side by side ------------------------------------------------------------------------


def test_each_pair_shows_both_passages(english: Evidence, page):
    for s, (source, text) in enumerate(
        zip(english.report.sources, english.source_texts, strict=True)
    ):
        for p, passage in enumerate(source.passages):
            pair = page.one("article", "pair", id=f"pair-{s}-{p}")
            (source_side,) = page.inside(pair, "span", "source-passage")
            (paper_side,) = page.inside(pair, "div", "paper-passage")
            assert source_side.joined() == text[passage.source_start : passage.source_end]
            assert paper_side.joined() == english.paper_text[passage.start : passage.end]


def source_index(evidence: Evidence, name: str) -> int:
    return next(i for i, s in enumerate(evidence.report.sources) if s.path.endswith(name))


def diff_words(page: ReportParser, s: int, p: int) -> tuple[set[str], set[str]]:
    """The words marked as added in the paper and as left out of the source in one pair."""
    pair = page.one("article", id=f"pair-{s}-{p}")
    added = {e.joined() for e in page.inside(pair, "ins", "diff")}
    dropped = {e.joined() for e in page.inside(pair, "del", "diff")}
    return added, dropped


def test_word_differences_are_marked_in_a_reworded_passage(english: Evidence, page):
    added, dropped = diff_words(page, source_index(english, "printing.txt"), 0)
    assert "significant" in added and "important" in dropped
    assert any("creat" in w for w in added) and any("develop" in w for w in dropped)
    assert "winemakers" in added and "vintners" in dropped
    assert not any("mould" in w for w in added | dropped)  # kept words are not marked


def test_a_verbatim_copy_differs_only_in_the_word_with_a_look_alike_letter(english, page):
    # The zero-width space does not make a word differ; the engine does not fold a single
    # Cyrillic letter inside a Latin word, so that word shows as changed (which helps here).
    assert diff_words(page, source_index(english, "bees.txt"), 0) == (
        {f"sist{CYRILLIC_O}rs"},
        {"sisters"},
    )
    pair = page.one("article", id=f"pair-{source_index(english, 'bees.txt')}-0")
    assert "77 of 78 words the same" in pair.joined()


# --- privacy of the sources ------------------------------------------------------------------


def test_source_text_beyond_the_context_is_not_shown(english: Evidence, english_html: str):
    assert SECRET in english.source_texts[source_index(english, "bees.txt")]
    assert CONTEXT_CHARS <= 200  # "a short context"
    assert "ZEBRA4471" not in english_html
    s = source_index(english, "bees.txt")
    text = english.source_texts[s]
    (passage,) = english.report.sources[s].passages
    start, end = passage.source_start, passage.source_end
    assert start > CONTEXT_CHARS + len(SECRET) and len(text) - end > CONTEXT_CHARS + 100
    near_before = text[start - 60 : start].split(" ", 1)[1]
    near_after = text[end : end + 60].rsplit(" ", 1)[0]
    far_before = text[start - CONTEXT_CHARS - 80 : start - CONTEXT_CHARS - 5]
    far_after = text[end + CONTEXT_CHARS + 5 : end + CONTEXT_CHARS + 80]
    assert near_before in english_html and near_after in english_html  # a little context ...
    for far in (far_before, far_after):
        assert far.strip() and far not in english_html  # ... and nothing further away


def test_full_texts_are_shown_when_asked(english: Evidence):
    html = render_html(english, full_texts=True)
    assert "ZEBRA4471" in html
    parsed = parse(html)
    for s, text in enumerate(english.source_texts):
        full = parsed.one("section", "full-text", id=f"full-{s}")
        (shown,) = parsed.inside(full, "div", "source-text")
        assert shown.joined() == text


def test_context_is_cut_at_a_word_boundary(english: Evidence, page):
    contexts = [e.joined() for e in page.find("span", "context")]
    cut = [c for c in contexts if c.startswith("…") or c.endswith("…")]
    assert cut
    for context in cut:
        assert len(context) <= CONTEXT_CHARS + 1
        if context.startswith("…"):
            assert not context[1].isspace()
            words = context[1:].split()
            assert words[0] in " ".join(english.source_texts).split()


# --- nothing external, everything escaped ----------------------------------------------------


def test_nothing_points_outside_the_file(english_html: str, page):
    allowed = {
        "html", "head", "meta", "title", "style", "body", "nav", "a", "header", "h1", "h2",
        "h3", "h4", "p", "span", "ul", "li", "section", "table", "thead", "tbody", "tr", "th",
        "td", "div", "strong", "code", "mark", "del", "ins", "article", "script",
    }  # fmt: skip
    assert {e.tag for e in page.elements} <= allowed
    for element in page.elements:
        for name, value in element.attrs.items():
            if name in LOADING:
                assert value.startswith("#"), f"{element.tag} {name}={value!r}"
            assert not re.search(r"(?i)\b(?:https?|ftp|file):", value), (element.tag, name)
            assert "url(" not in value.lower()
    css = "".join(page.styles)
    assert "url(" not in css.lower() and "@import" not in css and "@font-face" not in css
    assert "//" not in "".join(page.scripts) and "http" not in "".join(page.scripts)
    assert len(page.find("script")) == 1
    # The student's URL is there as text, not as a link.
    (paper,) = page.find("div", "paper-text")
    assert URL in paper.joined()
    assert "example.com" not in "".join(v for e in page.elements for v in e.attrs.values())
    assert english_html.count("<script") == 1


def test_a_script_in_the_students_text_is_escaped(english_html: str, page):
    assert SCRIPT not in english_html
    assert "&lt;script&gt;alert" in english_html
    (paper,) = page.find("div", "paper-text")
    assert SCRIPT in paper.joined()


def test_the_policy_allows_only_the_inline_script(english_html: str, page):
    policy = page.one("meta", http_equiv="Content-Security-Policy").attrs["content"]
    assert "default-src 'none'" in policy and "script-src 'sha256-" in policy


# --- exclusions and flags --------------------------------------------------------------------


def test_excluded_spans_are_struck_through_with_their_reason(english: Evidence, page):
    excluded = english.report.excluded
    assert {e.reason for e in excluded} >= {"quote", "bibliography"}
    parts: dict[int, list[str]] = defaultdict(list)
    for struck in page.find("del", "excluded"):
        if "data-excluded" not in struck.attrs:
            continue  # the legend's sample
        for ref in struck.attrs["data-excluded"].split():
            parts[int(ref)].append(struck.joined())
            reason = excluded[int(ref)].reason
            assert reason in struck.attrs["data-reason"].split()
            assert "Excluded" in struck.attrs["title"]
    for index, item in enumerate(excluded):
        assert "".join(parts[index]) == english.paper_text[item.start : item.end]
        row = page.one("tr", data_excluded=str(index))
        assert row.attrs["data-reason"] == item.reason
        assert page.one(id=f"excluded-{index}").tag == "a"
    labels = [e.attrs["data-label"] for e in page.find("del", "first")]
    assert "quotation" in labels and "bibliography" in labels
    assert QUOTE in english.paper_text


def test_flags_are_listed_and_marked_in_the_text(english: Evidence, page):
    flags = english.report.flags
    assert {f.kind for f in flags} == {"homoglyph", "invisible-char"}
    for index, flag in enumerate(flags):
        marked = [
            e
            for e in page.find("span", "flag")
            if str(index) in e.attrs.get("data-flags", "").split()
        ]
        assert "".join(e.joined() for e in marked) == english.paper_text[flag.start : flag.end]
        row = page.one("tr", "flag-row", data_flag=str(index))
        assert row.attrs["data-kind"] == flag.kind
        assert f"characters {flag.start:,}–{flag.end:,}" in row.joined()
        assert flag.detail in row.joined()
    invisible = next(i for i, f in enumerate(flags) if f.kind == "invisible-char")
    (mark,) = [e for e in page.find("span", "flag-invisible-char")]
    assert mark.attrs["data-show"] == "U+200B" and mark.joined() == ZWSP
    row = page.one("tr", "flag-row", data_flag=str(invisible))
    assert [e.joined() for e in page.inside(row, "code", "cp")] == ["U+200B"]
    homoglyph = page.one("tr", "flag-row", data_kind="homoglyph")
    odd = page.inside(homoglyph, "span", "odd")
    assert [e.joined() for e in odd] == ["\u043e"]
    assert "CYRILLIC SMALL LETTER O" in odd[0].attrs["title"]


def test_whole_file_flags_and_warnings_are_listed(english: Evidence):
    report = replace(
        english.report,
        flags=(
            Flag("little-text", 0, len(english.paper_text), "few"),
            Flag("hidden-text", 10, 20, "white text"),
        ),
        warnings=("Some letters <could not> be read.",),
    )
    parsed = parse(render_html(Evidence(report, english.paper_text, english.source_texts)))
    # A scan's flag is about reading the file, not a sign of hidden or altered text.
    assert not parsed.find("tr", data_kind="little-text")
    reading = parsed.one("div", "warnings").joined()
    assert "Little text for the file's size: few" in reading
    assert "1 sign of hidden or altered text" in parsed.one("header").joined()
    assert "Only part of this file could be read: few." in parsed.one("header").joined()
    assert parsed.one("span", "flag-hidden-text").joined() == english.paper_text[10:20]
    assert not parsed.find("span", "flag-little-text")  # not marked over the whole text
    assert "Some letters <could not> be read." in parsed.one("div", "warnings").joined()


# --- the header, the source list, the settings -----------------------------------------------


def test_header_sources_settings_and_hashes(english: Evidence, page):
    report = english.report
    header = page.one("header").joined()
    assert "paper.txt" in header and f"{report.similarity * 100:.1f}%" in header
    assert len(page.find("span", "bar")) == len(report.sources)
    table = page.one("table", "sources").joined()
    about = page.one("section", id="about").joined()
    for source in report.sources:
        assert source.path in table and f"{source.similarity * 100:.1f}%" in table
        assert source.sha256 in about
    assert report.document.sha256 in about
    assert f"Imbrex {report.imbrex}" in about
    for key, value in report.settings.items():
        assert key in about and str(value) in about


def test_a_collection_is_shown_when_the_source_has_one(english: Evidence):
    first = replace(english.report.sources[0], collection="2025 Essays <B>")
    report = replace(english.report, sources=(first, *english.report.sources[1:]))
    parsed = parse(render_html(Evidence(report, english.paper_text, english.source_texts)))
    assert "2025 Essays <B>" in parsed.one("table", "sources").joined()


def test_no_match_report(no_match: Evidence):
    parsed = parse(render_html(no_match))
    assert no_match.report.sources == ()
    assert "No matching passage" in parsed.one("header").joined()
    assert parsed.find("mark", "hl") == []
    (paper,) = parsed.find("div", "paper-text")
    assert paper.joined() == no_match.paper_text


@pytest.mark.parametrize("language", ["russian", "chinese"])
def test_cyrillic_and_chinese_texts_render(language: str, request):
    evidence: Evidence = request.getfixturevalue(language)
    html = render_html(evidence)
    parsed = parse(html)
    assert evidence.report.sources, "the copy must be found"
    (paper,) = parsed.find("div", "paper-text")
    assert paper.joined() == evidence.paper_text
    for (s, p), text in highlighted(parsed).items():
        passage = evidence.report.sources[s].passages[p]
        assert text == evidence.paper_text[passage.start : passage.end]
        (source_side,) = parsed.inside(parsed.one(id=f"pair-{s}-{p}"), "span", "source-passage")
        source_text = evidence.source_texts[s]
        assert source_side.joined() == source_text[passage.source_start : passage.source_end]
    assert evidence.report.document.title in parsed.one("title").joined()
    html.encode("utf-8")  # no lone surrogates


def test_print_rules_keep_colours_and_break_pages(english_html: str):
    assert "@media print" in english_html
    assert "print-color-adjust:exact" in english_html
    assert "break-before:page" in english_html


def test_sources_the_teacher_set_aside_are_named(english: Evidence):
    from app.report.evidence import without_sources
    from app.report.labels import HIDDEN_SOURCES_NOTE

    hidden = without_sources(english, {0})
    html = render_html(hidden)
    assert HIDDEN_SOURCES_NOTE in html
    assert english.report.sources[0].path in html.split(HIDDEN_SOURCES_NOTE)[1]
    assert HIDDEN_SOURCES_NOTE not in render_html(english)


def test_the_report_says_how_to_read_it(english_html: str, page):
    """Issue 15 item 10: the guide is reachable from the report (its own section, linked from
    the navigation), with the figures the report shows."""
    assert '<a href="#guide">How to read this report</a>' in english_html
    (guide,) = [e for e in page.find("section") if e.attrs.get("id") == "guide"]
    text = guide.joined()
    for term in ("Similarity", "Word for word", "Containment", "Resemblance", "Exclusions"):
        assert term in text
    assert "flag" in text.lower()
