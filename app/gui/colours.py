"""Every colour the views draw text in or under, for the light and the dark palette, and the
WCAG 2 contrast ratio that each text and background pair must reach (no Qt).

The views take their colours from here only (``theme.view_colours()`` picks the scheme that
matches a widget's palette), and ``tests/gui/test_colours.py`` checks every pair of
:func:`text_pairs` in both schemes against :data:`MIN_CONTRAST` (WCAG 2.1 AA, 4.5:1).

The source tints (``app.report.labels.SOURCE_COLOURS``, shared with the HTML and PDF reports)
are light in both palettes, so the text on them is dark in both; the dark palette differs in
the colours drawn straight on its dark background (excluded text, error rows, the legend's
red, flag underlines outside passages).
"""

from __future__ import annotations

import colorsys
from dataclasses import dataclass

from app.report.labels import SOURCE_COLOURS, source_colour

#: WCAG 2.1 success criterion 1.4.3 (contrast, minimum), level AA, for normal text.
MIN_CONTRAST = 4.5
#: How much darker the current passage's tint is than the passage tint (as Qt's
#: ``QColor.darker(factor)``: the HSV value divided by factor / 100).
CURRENT_DARKER = 125
#: Text on a passage tint (light in both palettes).
PASSAGE_TEXT = "#111111"
#: Words that differ between the paper and the source, drawn on the current passage's tint.
CHANGED_TEXT = "#760006"

#: The dark palette's colours by QPalette role name (``theme.dark_palette`` builds it).
DARK_ROLES: dict[str, str] = {
    "Window": "#2b2b2b",
    "WindowText": "#e6e6e6",
    "Base": "#1f1f1f",
    "AlternateBase": "#2a2a2a",
    "ToolTipBase": "#3a3a3a",
    "ToolTipText": "#f0f0f0",
    "Text": "#e6e6e6",
    "Button": "#353535",
    "ButtonText": "#e6e6e6",
    "BrightText": "#ff6b6b",
    "Link": "#7ab7ff",
    "Highlight": "#3d7bd9",
    "HighlightedText": "#ffffff",
    "PlaceholderText": "#9a9a9a",
}
#: Disabled text in the dark palette (WCAG sets no minimum for disabled controls).
DARK_DISABLED_TEXT = "#7a7a7a"


@dataclass(frozen=True, slots=True)
class ViewColours:
    """The colours of one palette: its backgrounds and the text colours drawn on them."""

    name: str
    #: The palette's own text and backgrounds (Fusion's standard palette, or DARK_ROLES).
    base: str
    alternate_base: str
    window: str
    text: str
    #: Excluded spans (quotations, bibliography...) in the paper view, on ``base``.
    excluded_text: str
    #: Papers that could not be checked, in the papers list (``base``, ``alternate_base``).
    error_text: str
    #: The red of the side-by-side legend, on ``window``.
    legend_changed_text: str
    #: The wavy underline of a flag outside passages (on ``base``); inside a passage it is
    #: ``CHANGED_TEXT``, dark on the light tints.
    flag_mark: str


LIGHT = ViewColours(
    name="light",
    base="#ffffff",
    alternate_base="#f7f7f7",
    window="#efefef",
    text="#000000",
    excluded_text="#6e6e6e",
    error_text="#c62828",
    legend_changed_text=CHANGED_TEXT,
    flag_mark="#b00000",
)
DARK = ViewColours(
    name="dark",
    base=DARK_ROLES["Base"],
    alternate_base=DARK_ROLES["AlternateBase"],
    window=DARK_ROLES["Window"],
    text=DARK_ROLES["Text"],
    excluded_text="#9a9a9a",
    error_text="#ff8a80",
    legend_changed_text="#ff8a80",
    flag_mark="#ff6b6b",
)
SCHEMES = (LIGHT, DARK)


def relative_luminance(colour: str) -> float:
    """WCAG 2 relative luminance of ``#rrggbb`` (sRGB linearised, weighted 0.2126 R +
    0.7152 G + 0.0722 B). O(1)."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(first: str, second: str) -> float:
    """WCAG 2 contrast ratio of two ``#rrggbb`` colours, (L1 + 0.05) / (L2 + 0.05) with L1 the
    lighter: 1 (same) to 21 (black on white). O(1)."""
    high, low = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def darker(colour: str, factor: int) -> str:
    """``colour`` with its HSV value divided by ``factor / 100``, as Qt's ``QColor.darker``."""
    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    h, s, v = colorsys.rgb_to_hsv(r, g, b)
    r, g, b = colorsys.hsv_to_rgb(h, s, v * 100 / factor)
    return "#{:02x}{:02x}{:02x}".format(*(round(c * 255) for c in (r, g, b)))


def current_tint(source: int) -> str:
    """The background of the current passage of the source ranked ``source``."""
    return darker(source_colour(source), CURRENT_DARKER)


def scheme_for(base: str) -> ViewColours:
    """The scheme of a palette whose text background is ``base``: dark below mid luminance."""
    return DARK if relative_luminance(base) < 0.18 else LIGHT


def text_pairs(scheme: ViewColours) -> list[tuple[str, str, str]]:
    """Every (what, text colour, background colour) the views draw in ``scheme``."""
    pairs = [
        ("text", scheme.text, scheme.base),
        ("excluded text", scheme.excluded_text, scheme.base),
        ("not checked (row)", scheme.error_text, scheme.base),
        ("not checked (alternate row)", scheme.error_text, scheme.alternate_base),
        ("legend's changed words", scheme.legend_changed_text, scheme.window),
        ("flag underline", scheme.flag_mark, scheme.base),
    ]
    for i, tint in enumerate(SOURCE_COLOURS):
        current = current_tint(i)
        pairs += [
            (f"passage text, source {i + 1}", PASSAGE_TEXT, tint),
            (f"current passage text, source {i + 1}", PASSAGE_TEXT, current),
            (f"changed words or flag in a passage, source {i + 1}", CHANGED_TEXT, tint),
            (f"changed words or flag, current passage, source {i + 1}", CHANGED_TEXT, current),
        ]
    return pairs
