"""When formatted text cannot be seen: the thresholds the .docx, .odt and .html readers share.

Text in one of these formats can be hidden from a reader while a checker still reads it. The
readers keep such text and flag it ``hidden-text``; what counts as unseen is decided here, once.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

WHITE: RGB = (255, 255, 255)
#: Text this close to what is behind it (largest RGB channel difference) cannot be seen:
#: #E8E8E8 on white is 23 away and reads as blank to the eye.
INVISIBLE_COLOUR_DISTANCE = 24
#: Text at this size in points (or CSS pixels) or smaller cannot be read.
TINY_FONT_PT = 2.0


def same_colour(a: RGB | tuple[float, ...], b: RGB | tuple[float, ...]) -> bool:
    """True when colour ``a`` on ``b`` is invisible (within ``INVISIBLE_COLOUR_DISTANCE``). O(1)."""
    return max(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) <= INVISIBLE_COLOUR_DISTANCE


def colour_reason(colour: RGB, background: RGB | None, where: str) -> str | None:
    """The ``hidden-text`` detail when ``colour`` cannot be seen on ``background`` (white if None)."""
    if same_colour(colour, background or WHITE):
        return (
            f"text coloured #{colour[0]:02X}{colour[1]:02X}{colour[2]:02X}, the colour of {where}"
        )
    return None


def tiny_reason(size: float, unit: str = "pt") -> str | None:
    """The ``hidden-text`` detail when text of ``size`` is too small to read."""
    return f"tiny text ({size:g} {unit})" if size <= TINY_FONT_PT else None
