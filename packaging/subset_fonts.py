"""Make the fonts Imbrex ships (resources/fonts/: the PDF report's, and the window's where the
machine has none) from the Noto originals.

The PDF report must show Latin, Cyrillic, Greek, Chinese and Japanese kana on a machine that has
no such fonts, so Imbrex ships its own. The originals are large (Noto Sans CJK holds 65,535
glyphs), so this script keeps only the characters a report is likely to need:

- Noto Sans Regular and Bold (TrueType): Latin (with Vietnamese), Greek, Cyrillic, IPA,
  combining marks, punctuation, currency, arrows, maths operators, number forms.
- Noto Sans CJK SC Regular (OpenType/CFF): every character of GB 2312 (the 6,763 hanzi of
  levels 1 and 2 plus its symbols, kana, Greek and Cyrillic), the 5,401 hanzi of Big5 level 1
  (common traditional characters), the 2,965 kanji of JIS X 0208 level 1, hiragana, katakana,
  CJK punctuation and the full-width forms.
- Noto Sans Symbols 2 (geometric shapes, miscellaneous symbols) and Noto Sans Math (arrows):
  the signs the interface writes that Noto Sans lacks (▶ ◀ ▸ ⚠ ⇄ ↔), for the window on a
  machine without any font (app/gui/fallback_font.py).

The character sets come from Python's own codecs (gb2312, big5, euc_jp), so the result is
reproducible without any list file. Hinting is dropped (the fonts are for PDF output, where
Qt embeds its own subset of the glyphs used), and so are the ligature features. Noto Sans
also gets an empty glyph of its own for U+0009 (see `add_tab_glyph`). Both changes make the
text of a PDF made by Qt extract (and search) as it was written: "files" with a space before
it, not "ﬁles" with a tab. See resources/fonts/README.md for where the originals come from and
the exact command.

Usage::

    python packaging/subset_fonts.py --noto-sans DIR --noto-cjk NotoSansCJK-Regular.ttc \
        [--out resources/fonts]
"""

from __future__ import annotations

import argparse
import hashlib
from collections.abc import Iterable
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

#: Code point ranges (inclusive) kept in Noto Sans.
LATIN_RANGES: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x024F),  # Latin-1 Supplement, Latin Extended-A and -B
    (0x0250, 0x02FF),  # IPA Extensions, Spacing Modifier Letters
    (0x0300, 0x036F),  # Combining Diacritical Marks
    (0x0370, 0x03FF),  # Greek and Coptic
    (0x0400, 0x052F),  # Cyrillic, Cyrillic Supplement
    (0x1AB0, 0x1AFF),  # Combining Diacritical Marks Extended
    (0x1C80, 0x1C8F),  # Cyrillic Extended-C
    (0x1DC0, 0x1DFF),  # Combining Diacritical Marks Supplement
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2000, 0x206F),  # General Punctuation
    (0x2070, 0x209F),  # Superscripts and Subscripts
    (0x20A0, 0x20CF),  # Currency Symbols
    (0x2100, 0x214F),  # Letterlike Symbols
    (0x2150, 0x218F),  # Number Forms
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical Operators
    (0x2C60, 0x2C7F),  # Latin Extended-C
    (0x2DE0, 0x2DFF),  # Cyrillic Extended-A
    (0xA640, 0xA69F),  # Cyrillic Extended-B
    (0xA720, 0xA7FF),  # Latin Extended-D
    (0xFB00, 0xFB06),  # Latin ligatures
    (0xFEFF, 0xFEFF),  # zero width no-break space
    (0xFFFD, 0xFFFD),  # replacement character
)

#: Code point ranges (inclusive) kept in Noto Sans CJK SC besides the codec character sets.
CJK_RANGES: tuple[tuple[int, int], ...] = (
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0x3040, 0x309F),  # Hiragana
    (0x30A0, 0x30FF),  # Katakana
    (0x31F0, 0x31FF),  # Katakana Phonetic Extensions
    (0xFF00, 0xFFEF),  # Halfwidth and Fullwidth Forms
)


#: Code point ranges (inclusive) kept in Noto Sans Symbols 2: the signs the interface and
#: reports use that Noto Sans lacks (▶ ◀ ▸ on buttons and in menu paths, ⚠ before a flag).
SYMBOLS_RANGES: tuple[tuple[int, int], ...] = (
    (0x25A0, 0x25FF),  # Geometric Shapes
    (0x2600, 0x26FF),  # Miscellaneous Symbols
)

#: Code point ranges (inclusive) kept in Noto Sans Math: the arrows (⇄ ↔), which Noto Sans
#: lacks.
ARROW_RANGES: tuple[tuple[int, int], ...] = ((0x2190, 0x21FF),)  # Arrows


#: Put before every family name (and the PostScript names) of the shipped fonts: a family that
#: only Imbrex's files provide. Qt merges the faces of one family name from every source, so
#: under the original name a machine with Noto Sans CJK installed lent its own bold face to
#: the report (different glyphs, a different embedded font) instead of the shipped regular.
FAMILY_PREFIX = "Imbrex"

#: Name table entries that hold a family or full name ("Noto Sans", "Noto Sans Bold") and the
#: unique font identifier; the PostScript name (6) gets the prefix without a space.
_FAMILY_NAME_IDS = frozenset({1, 3, 4, 16, 18, 21})

#: OpenType features left out of every font (see `_options`).
_LIGATURES = frozenset({"liga", "clig", "dlig", "hlig"})


def _ranges(ranges: Iterable[tuple[int, int]]) -> set[int]:
    return {cp for lo, hi in ranges for cp in range(lo, hi + 1)}


def _double_byte(codec: str, rows: range, cells: Iterable[int], last: int = 0xFFFF) -> set[int]:
    """Every character a double-byte codec decodes in the given lead-byte rows, up to the
    two-byte code ``last``."""
    found = set()
    cells = list(cells)
    for lead in rows:
        for trail in cells:
            if (lead << 8 | trail) > last:
                continue
            try:
                text = bytes((lead, trail)).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                found.add(ord(text))
    return found


def cjk_code_points() -> set[int]:
    """GB 2312 (all), Big5 level 1 (0xA440-0xC67E), JIS X 0208 level 1, plus CJK_RANGES."""
    gb2312 = _double_byte("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF))
    big5_cells = [*range(0x40, 0x7F), *range(0xA1, 0xFF)]
    big5 = _double_byte("big5", range(0xA4, 0xC7), big5_cells, last=0xC67E)
    jis_level1 = _double_byte("euc_jp", range(0xB0, 0xD0), range(0xA1, 0xFF))
    return gb2312 | big5 | jis_level1 | _ranges(CJK_RANGES)


def _options() -> subset.Options:
    options = subset.Options()
    options.name_IDs = ["*"]  # keep copyright, licence and names
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    # No ligatures: Qt maps a ligature glyph back to its own code point (U+FB01 for "fi"), so
    # a PDF reader would find "ﬁles", not "files", in the extracted or searched text.
    options.layout_features = [f for f in options.layout_features if f not in _LIGATURES]
    options.desubroutinize = False
    return options


def add_tab_glyph(font: TTFont) -> None:
    """Give U+0009 its own empty glyph (a copy of the space) in a TrueType font.

    Qt's PDF writer builds each embedded font's ToUnicode map by asking, for every code point
    in order, which glyph it draws; Qt draws a tab with the space's glyph, so without a glyph
    of its own every space would be extracted (copied, searched) as a tab."""
    if "glyf" not in font:
        raise ValueError("add_tab_glyph needs a TrueType (glyf) font")
    order = font.getGlyphOrder()
    if "uni0009" in order:
        return
    space = font.getBestCmap()[0x20]
    font["glyf"].glyphs["uni0009"] = font["glyf"][space]
    font["hmtx"].metrics["uni0009"] = font["hmtx"].metrics[space]
    font.setGlyphOrder([*order, "uni0009"])
    font["glyf"].glyphOrder = font.getGlyphOrder()
    font["maxp"].numGlyphs = len(font.getGlyphOrder())
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[0x09] = "uni0009"


def rename_family(font: TTFont, prefix: str = FAMILY_PREFIX) -> None:
    """Put ``prefix`` before the font's family, full, unique and PostScript names (in every
    language of the name table, and in the CFF table's own names), so that no installed font
    can share its family. "Noto Sans" becomes "Imbrex Noto Sans", "NotoSans-Bold"
    "ImbrexNotoSans-Bold"; the style names ("Regular", "Bold") stay."""
    for record in font["name"].names:
        text = record.toUnicode()
        if text.startswith(prefix):
            continue
        if record.nameID in _FAMILY_NAME_IDS:
            record.string = f"{prefix} {text}"
        elif record.nameID == 6:
            record.string = f"{prefix}{text}"
    if "CFF " in font:
        cff = font["CFF "].cff
        top = cff.topDictIndex[0]
        cff.fontNames[0] = font["name"].getDebugName(6)
        for key in ("FullName", "FamilyName"):
            value = getattr(top, key, None)
            if value and not value.startswith(prefix):
                setattr(top, key, f"{prefix} {value}")


def subset_font(font: TTFont, code_points: set[int], target: Path, tab: bool = False) -> None:
    """Keep only ``code_points`` (and what layout features need), rename the family
    (`rename_family`) and save to ``target``; ``tab`` adds `add_tab_glyph`."""
    subsetter = subset.Subsetter(_options())
    subsetter.populate(unicodes=sorted(code_points))
    subsetter.subset(font)
    if tab:
        add_tab_glyph(font)
    rename_family(font)
    font.save(target)


def _cjk_sc(collection: Path) -> TTFont:
    for font in TTCollection(collection, recalcTimestamp=False).fonts:
        if font["name"].getDebugName(6) == "NotoSansCJKsc-Regular":
            return font
    raise SystemExit(f"{collection} has no NotoSansCJKsc-Regular")


def _ttf(path: Path) -> TTFont:
    return TTFont(path, recalcTimestamp=False)  # keep head.modified: reproducible output


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def main(argv: list[str] | None = None) -> None:
    """Write NotoSans-Regular.ttf, NotoSans-Bold.ttf, NotoSansCJKsc-Regular.otf and the two
    fonts of signs, NotoSansSymbols2-Regular.ttf and NotoSansMath-Regular.ttf."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--noto-sans",
        type=Path,
        required=True,
        help="folder of NotoSans-*.ttf, NotoSansSymbols2-Regular.ttf and NotoSansMath-Regular.ttf",
    )
    parser.add_argument("--noto-cjk", type=Path, required=True, help="NotoSansCJK-Regular.ttc")
    parser.add_argument("--out", type=Path, default=Path("resources/fonts"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    latin = _ranges(LATIN_RANGES)
    jobs = [
        (
            args.noto_sans / "NotoSans-Regular.ttf",
            _ttf,
            latin,
            "NotoSans-Regular.ttf",
        ),
        (args.noto_sans / "NotoSans-Bold.ttf", _ttf, latin, "NotoSans-Bold.ttf"),
        (args.noto_cjk, _cjk_sc, cjk_code_points(), "NotoSansCJKsc-Regular.otf"),
        (
            args.noto_sans / "NotoSansSymbols2-Regular.ttf",
            _ttf,
            _ranges(SYMBOLS_RANGES),
            "NotoSansSymbols2-Regular.ttf",
        ),
        (
            args.noto_sans / "NotoSansMath-Regular.ttf",
            _ttf,
            _ranges(ARROW_RANGES),
            "NotoSansMath-Regular.ttf",
        ),
    ]
    for source, load, code_points, name in jobs:
        target = args.out / name
        # The tab's glyph only where text is set: the signs' fonts have no space to copy.
        subset_font(load(source), code_points, target, tab=name.startswith("NotoSans-"))
        print(f"{name}: {target.stat().st_size:,} bytes, sha256 {_sha256(target)}")
        print(f"  from {source} (sha256 {_sha256(source)})")


if __name__ == "__main__":
    main()
