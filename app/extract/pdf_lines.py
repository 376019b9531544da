"""The text of one pdfminer text box with the lines of its paragraphs joined.

A PDF has no paragraphs, only lines placed on the page; pdfminer groups them into text boxes
and ends every line with a newline. Inside a box, a line that ends because the next word did
not fit is a wrap, not the author's line break: it is joined to the next line with a space. A
line is taken for the author's break (a paragraph's last line, a heading, a list item) when the
first word of the next line would have fitted in the room left at its end; that break stays a
newline. A line ending in a hyphen directly after a letter, followed by a line starting with a
lower-case letter, is a word hyphenated at the margin: "exam-" + "ple" becomes "example" (a
compound hyphenated exactly at the margin, "well-" + "known", loses its hyphen too: no
dictionary is consulted); followed by anything else ("Jean-" + "Paul", "COVID-" + "19") the
hyphen stays and no space is put in. Between two CJK characters a wrap is joined without a
space.
"""

from __future__ import annotations

from dataclasses import dataclass

from pdfminer.layout import LTChar, LTTextBox, LTTextLine

#: Hyphens that end a line at the margin: hyphen-minus, soft hyphen, hyphen.
LINE_END_HYPHENS = "-\u00ad\u2010"
#: A space's width as a share of the average character width (Helvetica's space is 0.28 em,
#: its average letter about 0.5 em); CJK text puts no space between characters.
SPACE_SHARE = 0.5
#: Slack for the positions' rounding, as a share of the average character width.
ROUNDING = 0.05


def _is_cjk(char: str) -> bool:
    code = ord(char)
    return (
        0x3040 <= code <= 0x30FF  # kana
        or 0x3400 <= code <= 0x4DBF  # CJK extension A
        or 0x4E00 <= code <= 0x9FFF  # CJK unified ideographs
        or 0xAC00 <= code <= 0xD7AF  # hangul
        or 0xF900 <= code <= 0xFAFF  # compatibility ideographs
        or 0x3000 <= code <= 0x303F  # CJK punctuation
        or 0xFF00 <= code <= 0xFFEF  # full-width forms
    )


@dataclass(frozen=True, slots=True)
class _Line:
    text: str
    right: float  # where its last drawn character ends
    first_word: float  # the width of its first word
    char_width: float  # its average character width


def _line(line: LTTextLine) -> _Line | None:
    """One line's text (its trailing newline and spaces removed) and measures; None when it
    holds no text (for example only glyphs without a letter)."""
    text = line.get_text().rstrip()
    if not text:
        return None
    chars = [c for c in line if isinstance(c, LTChar) and c.get_text().strip()]
    if not chars:
        return None
    first_end = chars[0].x1
    for previous, char in zip(chars, chars[1:], strict=False):
        if char.x0 - previous.x1 > 0.2 * char.size:  # the gap of a space: the word ended
            break
        first_end = char.x1
        if _is_cjk(char.get_text()):
            break
    width = sum(c.x1 - c.x0 for c in chars) / len(chars)
    return _Line(text.lstrip(), max(c.x1 for c in chars), first_end - chars[0].x0, width)


def _hyphenated(before: _Line) -> bool:
    """Whether a line ends in a hyphen written directly after a letter."""
    return (
        len(before.text) >= 2 and before.text[-1] in LINE_END_HYPHENS and before.text[-2].isalpha()
    )


def _join(before: _Line, after: _Line, right: float) -> str:
    """What goes between two lines of a box: "" (a hyphenated word, or CJK), " " (a wrap) or
    "\\n" (the author's line break)."""
    end, start = before.text[-1], after.text[0]
    if _hyphenated(before):
        return ""
    space = 0.0 if _is_cjk(start) else SPACE_SHARE * before.char_width
    if right - before.right >= after.first_word + space - ROUNDING * before.char_width:
        return "\n"  # the next word would have fitted: the author ended the line
    if _is_cjk(end) and _is_cjk(start):
        return ""
    return " "


def box_text(box: LTTextBox) -> str:
    """The text of ``box``: its lines with wraps joined (see the module). O(characters)."""
    lines = [
        found for item in box if isinstance(item, LTTextLine) if (found := _line(item)) is not None
    ]
    if not lines:
        return ""
    right = max(line.right for line in lines)
    parts = [lines[0].text]
    for before, after in zip(lines, lines[1:], strict=False):
        glue = _join(before, after, right)
        if _hyphenated(before) and after.text[0].islower():
            parts[-1] = parts[-1][:-1]  # "exam-" + "ple": the hyphen only split the word
        parts += [glue, after.text]
    return "".join(parts)
