"""The bundled demo corpus (``resources/demo``) is what its manifest says it is.

The manifest is the ground truth for the demo: which reference text each student paper borrows
from, how (verbatim, lightly edited, with look-alike letters, as a quotation, or copied from a
classmate) and where. These tests check the texts themselves with the standard library only, so
they hold whatever the engine does: every planted borrowing is really there and of its kind, no
borrowing is there that the manifest does not declare, and the control paper shares no five words
in a row with anything.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import cache
from itertools import combinations
from pathlib import Path

import pytest

DEMO = Path(__file__).resolve().parent.parent / "resources" / "demo"
SOURCES = DEMO / "sources"
PAPERS = DEMO / "papers"
KINDS = {"verbatim", "edited", "homoglyph", "quoted", "collusion"}

# Body length: words (en, ru) or Han characters (zh), title line not counted.
SOURCE_RANGE = {"en": (300, 600), "ru": (300, 600), "zh": (600, 1000)}
PAPER_RANGE = {"en": (400, 900), "ru": (400, 900), "zh": (800, 1500)}
# The engine ignores passages under 20 words (characters in Chinese): a quotation is at least
# that long, so setting it aside is the exclusion's doing; a verbatim copy is well above it, and
# an edited one has no unchanged run that long.
MIN_PASSAGE = 20
VERBATIM_RUN = {"en": 30, "ru": 30, "zh": 60}
# Shared runs this long outside a planted passage would be an accidental borrowing.
STRAY_RUN = {"en": 8, "ru": 8, "zh": 12}

ZWSP = "\u200b"
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
# A token is one Han character or a run of other letters and digits; a zero-width space inside
# a word does not split it (that is the trick the homoglyph paper plays).
TOKEN = re.compile(rf"[\u3400-\u4dbf\u4e00-\u9fff]|(?:[^\W_\u3400-\u4dbf\u4e00-\u9fff]|{ZWSP})+")
# Cyrillic letters that look like Latin ones, mapped to the Latin letter.
LOOKALIKES = str.maketrans("аеорсхуАВЕКМНОРСТХ", "aeopcxyABEKMHOPCTX")
OPENING_QUOTES = {'"': '"', "\u201c": "\u201d", "\u00ab": "\u00bb", "\u300c": "\u300d"}


@cache
def manifest() -> dict:
    return json.loads((DEMO / "manifest.json").read_text(encoding="utf-8"))


@cache
def read(name: str) -> str:
    """A text by its manifest name: "en-water-cycle.txt" (a source) or "papers/<file>"."""
    if name.startswith("papers/"):
        return (PAPERS / name.removeprefix("papers/")).read_text(encoding="utf-8")
    return (SOURCES / name).read_text(encoding="utf-8")


def language(name: str) -> str:
    return name.removeprefix("papers/")[:2]


@cache
def tokens(text: str, fold: bool = False) -> list[tuple[str, int, int]]:
    """(normalised form, start, end) of each token: casefolded, zero-width spaces dropped, and
    with ``fold`` Cyrillic look-alikes read as the Latin letters they imitate."""
    out = []
    for m in TOKEN.finditer(text):
        form = m.group().replace(ZWSP, "").casefold()
        if fold:
            form = form.translate(LOOKALIKES)
        out.append((form, m.start(), m.end()))
    return out


def forms(text: str) -> list[str]:
    return [t[0] for t in tokens(text)]


def body(text: str) -> str:
    return text.split("\n", 2)[2]


def size(name: str) -> int:
    text = body(read(name))
    return len(HAN.findall(text)) if language(name) == "zh" else len(forms(text))


def token_at(toks: list[tuple[str, int, int]], offset: int) -> int:
    return next(i for i, t in enumerate(toks) if t[1] >= offset)


def locate(text: str, excerpt: str, fold: bool = False) -> tuple[list[tuple[str, int, int]], int]:
    """The text's tokens and the index of the token where ``excerpt`` starts."""
    toks = tokens(text, fold)
    return toks, token_at(toks, text.index(excerpt))


def common_run(a: list[str], i: int, b: list[str], j: int) -> int:
    n = 0
    while i + n < len(a) and j + n < len(b) and a[i + n] == b[j + n]:
        n += 1
    return n


def longest_common_run(a: list[str], b: list[str]) -> int:
    best, prev = 0, [0] * (len(b) + 1)
    for x in a:
        cur = [0] * (len(b) + 1)
        for k, y in enumerate(b, 1):
            if x == y:
                cur[k] = prev[k - 1] + 1
                best = max(best, cur[k])
        prev = cur
    return best


def grams(seq: list[str], n: int) -> dict[tuple[str, ...], list[int]]:
    out: dict[tuple[str, ...], list[int]] = {}
    for i in range(len(seq) - n + 1):
        out.setdefault(tuple(seq[i : i + n]), []).append(i)
    return out


def planted_span(paper: str, borrow: dict) -> range:
    """Token indices of the paper (with look-alikes folded) that a borrowing covers."""
    _, i = locate(read("papers/" + paper), borrow["paper_excerpt"], fold=True)
    return range(i, i + borrow["length"])


def borrows() -> list[tuple[str, dict]]:
    return [(p, b) for p, entry in manifest()["papers"].items() for b in entry["borrows"]]


def borrow_id(item: tuple[str, dict]) -> str:
    return f"{item[0]}<-{item[1]['source']}:{item[1]['kind']}"


ALL_FILES = sorted(p.name for p in SOURCES.iterdir()) + sorted(
    "papers/" + p.name for p in PAPERS.iterdir()
)


# -- the files ------------------------------------------------------------------------------


def test_manifest_lists_exactly_the_files_on_disk():
    m = manifest()
    assert sorted(m["collections"]) == sorted(p.name for p in SOURCES.iterdir())
    assert sorted(m["papers"]) == sorted(p.name for p in PAPERS.iterdir())
    assert len(m["collections"]) == 12
    assert 6 <= len(m["papers"]) <= 8
    assert 2 <= len(set(m["collections"].values())) <= 3
    for name in ALL_FILES:
        assert re.fullmatch(r"(papers/)?(en|ru|zh)-[a-z0-9-]+\.txt", name), name


def test_languages_are_mixed_as_promised():
    sources = [language(n) for n in manifest()["collections"]]
    assert sources.count("en") == 6 and sources.count("ru") == 3 and sources.count("zh") == 3
    papers = {language(n) for n in manifest()["papers"]}
    assert papers == {"en", "ru", "zh"}
    for name, entry in manifest()["papers"].items():
        assert entry["language"] == language(name)


@pytest.mark.parametrize("name", ALL_FILES)
def test_file_is_utf8_with_a_title_and_paragraphs(name):
    path = SOURCES / name if not name.startswith("papers/") else PAPERS / name[7:]
    raw = path.read_bytes()
    text = raw.decode("utf-8")  # raises if not UTF-8
    assert not raw.startswith(b"\xef\xbb\xbf"), "no byte-order mark"
    assert "\r" not in text and "\t" not in text
    assert text.endswith("\n") and not text.endswith("\n\n")
    lines = text.split("\n")
    assert lines[0].strip() and lines[0] == lines[0].strip(), "first line is the title"
    assert lines[1] == "" and lines[2].strip(), "a blank line after the title"
    assert "\n\n\n" not in text, "paragraphs are separated by one blank line"
    assert all(line == line.rstrip() for line in lines), "no trailing spaces"
    assert len(body(text).split("\n\n")) >= 4, "several paragraphs"
    if name.startswith("papers/"):
        assert name[7:] in (DEMO / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ALL_FILES)
def test_length_is_within_range(name):
    low, high = (PAPER_RANGE if name.startswith("papers/") else SOURCE_RANGE)[language(name)]
    assert low <= size(name) <= high


@pytest.mark.parametrize("name", ALL_FILES)
def test_script_matches_the_language(name):
    letters = [c for c in read(name) if c.isalpha()]
    scripts = [unicodedata.name(c, "?").split()[0] for c in letters]
    wanted = {"en": "LATIN", "ru": "CYRILLIC", "zh": "CJK"}[language(name)]
    share = scripts.count(wanted) / len(letters)
    assert share >= 0.98, f"{share:.3f} of the letters are {wanted}"


@pytest.mark.parametrize("name", ALL_FILES)
def test_only_the_homoglyph_paper_has_lookalikes_or_invisible_characters(name):
    text = read(name)
    homoglyph = any(b["kind"] == "homoglyph" for p, b in borrows() if "papers/" + p == name)
    mixed = [w for w in re.findall(rf"(?:[^\W\d_]|{ZWSP})+", text) if _mixed_script(w)]
    invisible = [c for c in text if unicodedata.category(c) == "Cf"]
    if not homoglyph:
        assert mixed == [] and invisible == []


def _mixed_script(word: str) -> bool:
    scripts = {unicodedata.name(c).split()[0] for c in word if c.isalpha()}
    return {"LATIN", "CYRILLIC"} <= scripts


# -- the manifest's borrowings --------------------------------------------------------------


def test_every_paper_is_either_original_or_borrows():
    papers = manifest()["papers"]
    for name, entry in papers.items():
        assert entry["original"] is (entry["borrows"] == []), name
        assert entry["title"] == read("papers/" + name).split("\n", 1)[0]
    assert sum(e["original"] for e in papers.values()) == 1
    kinds = {b["kind"] for _, b in borrows()}
    assert kinds == KINDS


@pytest.mark.parametrize("item", borrows(), ids=borrow_id)
def test_excerpts_are_exact_and_unique(item):
    paper, borrow = item
    assert set(borrow) == {"source", "kind", "length", "paper_excerpt", "source_excerpt"}
    assert borrow["kind"] in KINDS
    source = borrow["source"]
    if borrow["kind"] == "collusion":
        assert source.startswith("papers/") and source != "papers/" + paper
        assert source.removeprefix("papers/") in manifest()["papers"]
    else:
        assert source in manifest()["collections"]
        assert language(source) == language(paper)
    assert read("papers/" + paper).count(borrow["paper_excerpt"]) == 1
    assert read(source).count(borrow["source_excerpt"]) == 1
    n = len(forms(borrow["paper_excerpt"]))
    assert 6 <= n <= 16, "an excerpt is the passage's first words"


@pytest.mark.parametrize(
    "item", [x for x in borrows() if x[1]["kind"] in ("verbatim", "collusion")], ids=borrow_id
)
def test_verbatim_borrowing_is_word_for_word(item):
    paper, borrow = item
    p, i = locate(read("papers/" + paper), borrow["paper_excerpt"])
    s, j = locate(read(borrow["source"]), borrow["source_excerpt"])
    run = common_run([t[0] for t in p], i, [t[0] for t in s], j)
    assert run == borrow["length"]
    assert run >= VERBATIM_RUN[language(paper)]


def test_collusion_passage_is_in_no_source():
    for paper, borrow in borrows():
        if borrow["kind"] != "collusion":
            continue
        p = [t[0] for t in tokens(read("papers/" + paper))]
        span = planted_span(paper, borrow)
        n = STRAY_RUN[language(paper)]
        passage = grams(p[span.start : span.stop], n).keys()
        for source in manifest()["collections"]:
            shared = passage & grams(forms(read(source)), n).keys()
            assert not shared, (source, sorted(" ".join(g) for g in shared))


@pytest.mark.parametrize("item", [x for x in borrows() if x[1]["kind"] == "quoted"], ids=borrow_id)
def test_quotation_is_verbatim_inside_quotation_marks(item):
    paper, borrow = item
    text = read("papers/" + paper)
    p, i = locate(text, borrow["paper_excerpt"])
    s, j = locate(read(borrow["source"]), borrow["source_excerpt"])
    run = common_run([t[0] for t in p], i, [t[0] for t in s], j)
    assert run == borrow["length"] >= MIN_PASSAGE
    start, end = p[i][1], p[i + run - 1][2]
    closing = OPENING_QUOTES.get(text[start - 1])
    assert closing, "the quotation opens just before the excerpt"
    after = text[end : text.index(closing, end)]
    assert not re.search(r"\w", after), "the quotation closes just after the borrowed words"
    # ... and the reference follows: a bracketed citation right after the closing mark, and
    # a references section at the end of the paper.
    assert re.match(r"\s*[\[(（]", text[text.index(closing, end) + 1 :])
    assert re.search(r"(?m)^(References|Список литературы|参考文献)$", text)


@pytest.mark.parametrize("item", [x for x in borrows() if x[1]["kind"] == "edited"], ids=borrow_id)
def test_edited_borrowing_is_close_but_not_verbatim(item):
    paper, borrow = item
    lang = language(paper)
    p, i = locate(read("papers/" + paper), borrow["paper_excerpt"])
    s, j = locate(read(borrow["source"]), borrow["source_excerpt"])
    passage = [t[0] for t in p[i : i + borrow["length"]]]
    window = [t[0] for t in s[j : j + 2 * borrow["length"]]]
    assert len(passage) == borrow["length"] >= 60
    shared = grams(passage, 3).keys() & grams(window, 3).keys()
    containment = len(shared) / len(grams(passage, 3))
    assert containment >= 0.3, f"only {containment:.2f} of the 3-grams come from the source"
    assert containment <= 0.85, "too close to count as edited"
    assert longest_common_run(passage, window) < VERBATIM_RUN[lang]


@pytest.mark.parametrize(
    "item", [x for x in borrows() if x[1]["kind"] == "homoglyph"], ids=borrow_id
)
def test_homoglyph_borrowing_hides_a_verbatim_copy(item):
    paper, borrow = item
    text = read("papers/" + paper)
    source = read(borrow["source"])
    p, i = locate(text, borrow["paper_excerpt"], fold=True)
    s, j = locate(source, borrow["source_excerpt"], fold=True)
    run = common_run([t[0] for t in p], i, [t[0] for t in s], j)
    assert run == borrow["length"] >= VERBATIM_RUN[language(paper)]
    # Without reading the look-alikes as Latin, the copy falls apart into short pieces.
    raw_p, raw_i = locate(text, borrow["paper_excerpt"])
    raw_s = [t[0] for t in tokens(source)]
    raw_passage = [t[0] for t in raw_p[raw_i : raw_i + run]]
    assert longest_common_run(raw_passage, raw_s) < 10
    # The tricks: Cyrillic letters inside Latin words, zero-width spaces inside words, and
    # nothing of the kind outside the passage.
    start, end = p[i][1], p[i + run - 1][2]
    words = re.finditer(rf"(?:[^\W\d_]|{ZWSP})+", text)
    mixed = [(m.start(), m.group()) for m in words if _mixed_script(m.group())]
    assert len(mixed) >= 8
    assert all(start <= at < end for at, _ in mixed)
    cyrillic = {c for _, w in mixed for c in w if "CYRILLIC" in unicodedata.name(c)}
    assert len(cyrillic) >= 5 and cyrillic <= set("аеорсхуАВЕКМНОРСТХ")
    zwsp = [k for k, c in enumerate(text) if c == ZWSP]
    assert len(zwsp) >= 2
    assert all(start <= k < end and text[k - 1].isalpha() and text[k + 1].isalpha() for k in zwsp)


# -- nothing unplanned ----------------------------------------------------------------------


def _stray_runs(paper: str, other: str) -> list[str]:
    """Runs shared by ``paper`` and ``other`` that no planted borrowing covers."""
    n = STRAY_RUN[language(paper)]
    p = [t[0] for t in tokens(read("papers/" + paper), fold=True)]
    o = [t[0] for t in tokens(read(other), fold=True)]
    covered: set[int] = set()
    for b in manifest()["papers"][paper]["borrows"]:
        if b["source"] == other:
            covered.update(planted_span(paper, b))
    shared = grams(p, n).keys() & grams(o, n).keys()
    return [
        " ".join(g)
        for g in shared
        for at in grams(p, n)[g]
        if not set(range(at, at + n)) <= covered
    ]


@pytest.mark.parametrize("paper", sorted(manifest()["papers"]))
def test_no_unplanned_borrowing_from_a_source(paper):
    for source in manifest()["collections"]:
        assert _stray_runs(paper, source) == [], source


def test_no_unplanned_borrowing_between_papers():
    for a, b in combinations(sorted(manifest()["papers"]), 2):
        declared = [
            (x, y)
            for x, y in ((a, b), (b, a))
            if any(br["source"] == "papers/" + y for br in manifest()["papers"][x]["borrows"])
        ]
        if declared:
            x, y = declared[0]
            assert _stray_runs(x, "papers/" + y) == []
        else:
            assert _stray_runs(a, "papers/" + b) == [], (a, b)


def test_sources_do_not_overlap():
    for a, b in combinations(sorted(manifest()["collections"]), 2):
        n = STRAY_RUN[language(a)]
        assert not grams(forms(read(a)), n).keys() & grams(forms(read(b)), n).keys(), (a, b)


def test_original_paper_shares_no_five_words_with_anything():
    originals = [p for p, e in manifest()["papers"].items() if e["original"]]
    assert originals
    for paper in originals:
        mine = grams(forms(read("papers/" + paper)), 5).keys()
        others = [s for s in manifest()["collections"]] + [
            "papers/" + p for p in manifest()["papers"] if p != paper
        ]
        for other in others:
            shared = mine & grams(forms(read(other)), 5).keys()
            assert not shared, (other, sorted(" ".join(g) for g in shared))
