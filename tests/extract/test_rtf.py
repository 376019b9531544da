"""Rich Text Format: code pages, Unicode escapes, no markup in the text, info metadata."""

from __future__ import annotations

import re
from datetime import datetime

import pytest

from app.errors import EmptyFileError
from app.extract import DEFAULT_LIMITS, extract_bytes
from app.extract.rtf_reader import code_page, decode_rtf_value, read_rtf

# What Word writes, cut down: Cyrillic in \'xx bytes of cp1251, a header and a footer, a
# footnote, a comment, a table, a field, the big tables at the end.
WORD_RTF = r"""{\rtf1\adeflang1025\ansi\ansicpg1251\uc1\adeff31507\deff0\stshfdbch31505\stshfloch31506\deflang1049\deflangfe1049\themelang1049{\fonttbl{\f0\fbidi \froman\fcharset204\fprq2{\*\panose 02020603050405020304}Times New Roman;}{\f1\fbidi \fswiss\fcharset204\fprq2{\*\panose 020b0604020202020204}Arial;}}
{\colortbl;\red0\green0\blue0;\red0\green0\blue255;}
{\*\defchp \f31506\fs22 }{\*\defpap \ql \li0\ri0\sa200\sl276\slmult1\widctlpar\wrapdefault\aspalpha\aspnum\faauto\adjustright\rin0\lin0\itap0 }
{\stylesheet{\ql \li0\ri0\widctlpar\wrapdefault\aspalpha\aspnum\faauto\adjustright\rin0\lin0\itap0 \rtlch\fcs1 \af31507\afs22\alang1025 \ltrch\fcs0 \fs22\lang1049\langfe1049\cgrid\langnp1049\langfenp1049 \snext0 \sqformat \spriority0 Normal;}{\*\cs10 \additive \ssemihidden \sunhideused \spriority1 Default Paragraph Font;}}
{\*\rsidtbl \rsid1263\rsid5917}
{\mmathPr\mmathFont34\mbrkBin0}
{\info{\title \'cf\'f0\'e8\'e2\'e5\'f2 \'ec\'e8\'f0}{\author \'c8\'e2\'e0\'ed \'cf\'e5\'f2\'f0\'ee\'e2}{\operator Teacher T.}{\creatim\yr2024\mo3\dy5\hr14\min30}{\revtim\yr2024\mo3\dy6\hr9\min5}{\version2}{\edmins1}{\nofpages1}{\nofwords5}{\nofchars30}{\*\company Org}{\nofcharsws35}{\vern57}}
{\*\xmlnstbl {\xmlns1 http://schemas.microsoft.com/office/word/2003/wordml}}
\paperw11906\paperh16838\margl1701\margr850\margt1134\margb1134\gutter0\ltrsect
\widowctrl\ftnbj\aenddoc\trackmoves0\trackformatting1\donotembedsysfont1\relyonvml0\donotembedlingdata0\grfdocevents0\validatexml1
{\*\wgrffmtfilter 2450}\nofeaturethrottle1\ilfomacatclnup0
{\*\ftnsep \ltrpar \pard\plain \ltrpar\ql \li0\ri0\widctlpar\wrapdefault\aspalpha\aspnum\faauto\adjustright\rin0\lin0\itap0 {\rtlch\fcs1 \af31507 \ltrch\fcs0 \insrsid5917 \chftnsep \par }}
\ltrpar \sectd \ltrsect\linex0\headery708\footery708\colsx708\endnhere\sectlinegrid360\sectdefaultcl\sftnbj
{\header \ltrpar \pard\plain \ql \li0\ri0 {\rtlch\fcs1 \af31507 \ltrch\fcs0 HEADER TEXT}\par }
{\footer \pard\plain FOOTER TEXT\par}
{\*\pnseclvl1\pnucrm\pnstart1\pnindent720\pnhang {\pntxta .}}
\pard\plain \ltrpar\ql \li0\ri0\sa200\sl276\slmult1\widctlpar\wrapdefault\aspalpha\aspnum\faauto\adjustright\rin0\lin0\itap0 \rtlch\fcs1 \af31507\afs22\alang1025 \ltrch\fcs0 \fs22\lang1049\langfe1049\cgrid\langnp1049\langfenp1049 {\rtlch\fcs1 \af31507 \ltrch\fcs0 \insrsid5917 \'cf\'f0\'e8\'e2\'e5\'f2, \'ec\'e8\'f0!}{\rtlch\fcs1 \af31507 \ltrch\fcs0 \cs15\super\insrsid5917 \chftn {\footnote \ltrpar \pard\plain {\chftn }FOOTNOTE TEXT\par}}{\b  bold}\par
\pard \ltrpar Second paragraph with literal \{braces\} and back\\slash.\par
{\*\atnid T}{\*\atnauthor Teacher}{\*\annotation COMMENT TEXT}
\trowd \trgaph108 \cellx4000\cellx8000 \pard\intbl Cell one\cell Cell two\cell \row
\pard {\field{\*\fldinst {\insrsid5917  HYPERLINK "http://example.org/a" }}{\fldrslt {link text}}}\par
{\*\themedata 504b030414000600}
{\*\colorschememapping 3c3f786d6c}
{\*\latentstyles\lsdstimax376\lsdlockeddef0\lsdsemihiddendef0{\lsdlockedexcept \lsdqformat1 \lsdpriority0 \lsdlocked0 Normal;}}
{\*\datastore 01050000}}
"""

WORDPAD_RTF = (
    "{\\rtf1\\ansi\\ansicpg1252\\deff0\\nouicompat\\deflang1033{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}}\r\n"
    "{\\*\\generator Riched20 10.0.19041}\\viewkind4\\uc1 \r\n"
    "\\pard\\sa200\\sl276\\slmult1\\f0\\fs22\\lang9 Caf\\'e9 na\\'efve \\ldblquote quoted\\rdblquote\\par\r\n"
    "{\\field{\\*\\fldinst{HYPERLINK http://example.org/b }}{\\fldrslt{\\ul\\cf1 a link}}}\\f0\\fs22\\par\r\n"
    "Line\\line break\\tab tab\\par\r\n"
    "}\r\n\x00"
).encode("latin-1")

UNICODE_RTF = (
    r"{\rtf1\ansi\ansicpg1252\uc1\deff0{\fonttbl{\f0 Arial;}}"
    r"{\info{\title \u1058?\u1077?\u1084?\u1072?}{\author Jos\'e9 \u-3913?}}"
    r"\pard \u1084?\u1080?\u1088? and \uc0\u26085\u26412  and \uc2\u8364\'80\'80 euro.\par"
    r"\pard\uc1 Emoji \u-10179?\u-8704? end, lone \u-10179? half.\par}"
).encode("ascii")

MARKUP = re.compile(
    r"\\|[{}]|\b(?:par|pard|fonttbl|colortbl|stylesheet|rtlch|insrsid|cellx|"
    r"panose|lsdlocked|themedata|generator|fldinst|HYPERLINK)\b"
)


def test_word_rtf_cp1251_and_structure():
    doc = extract_bytes(WORD_RTF.encode("latin-1"), "essay.rtf")
    assert doc.format == "rtf"
    lines = [line for line in doc.text.split("\n") if line.strip()]
    assert lines == [
        "Привет, мир! bold",
        "Second paragraph with literal {braces} and back\\slash.",
        "Cell one\tCell two\t",
        "link text",
    ]
    for left_out in (
        "HEADER",
        "FOOTER",
        "FOOTNOTE",
        "COMMENT",
        "Times New Roman",
        "example.org",
        "Normal",
        "504b",
    ):
        assert left_out not in doc.text
    assert doc.metadata.encoding == "cp1251"


def test_no_markup_leaks():
    for data in (WORD_RTF.encode("latin-1"), WORDPAD_RTF, UNICODE_RTF):
        text = read_rtf(data, DEFAULT_LIMITS).text
        # the one paragraph that holds escaped braces and a backslash on purpose
        text = text.replace("literal {braces} and back\\slash", "")
        assert not MARKUP.search(text), MARKUP.search(text)


def test_escaped_characters_survive():
    data = rb"{\rtf1\ansi {\b \{not a group\}} C:\\Users\\x 100\'25\par}"
    assert read_rtf(data, DEFAULT_LIMITS).text == "{not a group} C:\\Users\\x 100%\n"


def test_info_metadata():
    m = extract_bytes(WORD_RTF.encode("latin-1"), "essay.rtf").metadata
    assert m.title == "Привет мир"
    assert m.author == "Иван Петров"
    assert m.last_modified_by == "Teacher T."
    assert m.created == datetime(2024, 3, 5, 14, 30)
    assert m.modified == datetime(2024, 3, 6, 9, 5)
    assert m.application is None


def test_wordpad_rtf():
    doc = extract_bytes(WORDPAD_RTF, "note.rtf")
    assert doc.text == "Café naïve \u201cquoted\u201d\na link\nLine\nbreak\ttab\n"
    assert doc.metadata.application == "Riched20 10.0.19041"
    assert doc.metadata.encoding == "cp1252"
    assert [doc.text[s:].split("\n")[0] for s in doc.paragraph_starts] == [
        "Café naïve \u201cquoted\u201d",
        "a link",
        "Line",
        "break\ttab",
    ]


def test_unicode_escapes():
    doc = extract_bytes(UNICODE_RTF, "u.rtf")
    assert doc.text == "мир and 日本 and € euro.\nEmoji 😀 end, lone \ufffd half.\n"
    assert doc.metadata.title == "Тема"
    assert doc.metadata.author == "José \uf0b7"


def test_code_page_detection():
    assert code_page(r"{\rtf1\ansi\ansicpg1251\deff0") == "cp1251"
    assert code_page(r"{\rtf1\ansi\ansicpg99999\deff0") == "cp1252"
    assert code_page(r"{\rtf1\ansi\deff0") == "cp1252"
    assert code_page(r"{\rtf1\mac\deff0") == "mac_roman"
    assert code_page(r"{\rtf1\ansi\ansicpg65001") == "utf-8"


def test_decode_rtf_value():
    assert decode_rtf_value(r"\'cf\'f0\'e8 {\b x}\~y\{z\}", "cp1251") == "При x\u00a0y{z}"
    assert decode_rtf_value(r"\uc1\u1055\'3f\u1088? end", "cp1251") == "Пр end"


def test_bom_and_leading_blank_lines():
    data = b"\xef\xbb\xbf\r\n" + rb"{\rtf1\ansi Hello\par}"
    assert extract_bytes(data, "bom.rtf").text == "Hello\n"


def test_only_markup_is_empty():
    with pytest.raises(EmptyFileError):
        extract_bytes(rb"{\rtf1\ansi{\fonttbl{\f0 Arial;}}\pard\par\par}", "empty.rtf")


def test_paragraph_starts_are_line_starts():
    data = rb"{\rtf1\ansi First\par\par   Second\par Third}"
    doc = extract_bytes(data, "p.rtf")
    assert doc.text == "First\n\n  Second\nThird"
    assert doc.paragraph_starts == (0, 7, 16)


def test_truncated_rtf_does_not_crash():
    data = WORD_RTF.encode("latin-1")[:-400]
    doc = extract_bytes(data, "cut.rtf")
    assert "Привет" in doc.text


def test_pictures_and_ignorable_groups_are_skipped_quickly():
    hex_data = ("89504e470d0a1a0a" * 8 + "\r\n") * 20000  # ~2.6 MB of picture
    data = (
        r"{\rtf1\ansi\ansicpg1252{\fonttbl{\f0 Arial;}}\pard Before\par"
        r"{\*\shppict{\pict\picw100\pich100\pngblip " + hex_data + r"}}"
        r"{\nonshppict{\pict\wmetafile8 " + hex_data[:1000] + r"}}"
        r"{\*\unknowndestination {nested} text \{ not a brace}"
        r"\pard After \{kept\}\par}"
    ).encode("latin-1")
    doc = extract_bytes(data, "pic.rtf")
    assert doc.text == "Before\nAfter {kept}\n"


def test_out_of_range_unicode_escape_is_replaced():
    data = rb"{\rtf1\ansi A\u99999999999?B\u1114112?C\\u99999999999 D\par}"
    assert read_rtf(data, DEFAULT_LIMITS).text == "A\ufffdB\ufffdC\\u99999999999 D\n"
