"""Zip members' names in the code page their author used (`app.extract.zip_names`): Windows'
"Compressed folder" writes a Russian or Chinese machine's own code page without saying so, and
the file name is the student's identity."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from app.extract import iter_extractions
from app.extract.zip_names import member_names

PAPER = "The water cycle moves water between the sea, the air and the land. " * 20


def members(names: list[str], encoding: str, utf8_flag: bool = False) -> list[zipfile.ZipInfo]:
    """ZipInfos as zipfile reads them from an archive whose names are ``encoding`` bytes."""
    infos = []
    for name in names:
        info = zipfile.ZipInfo(name.encode(encoding).decode("cp437"))
        info.flag_bits = 0x800 if utf8_flag else 0
        infos.append(info)
    return infos


@pytest.mark.parametrize(
    ("names", "encoding"),
    [
        (["Иванов Пётр.docx", "Сидорова Анна.docx", "Вера.pdf"], "cp866"),  # Russian Windows
        (["Иванов.txt", "jack.txt"], "cp866"),
        (["张伟的作文.docx", "李娜.docx"], "gbk"),  # Chinese Windows
        (["王芳.docx"], "gbk"),
        (["Müller Jürgen.docx", "Schröder.pdf", "Weiß.docx"], "cp850"),  # German Windows
        (["Hélène Dupré.docx", "François.pdf"], "cp437"),
        (["Иванов.docx", "Müller.docx", "张伟.docx"], "utf-8"),  # UTF-8 without the flag
        (["anna.docx"], "ascii"),
    ],
)
def test_names_are_read_in_their_authors_code_page(names, encoding):
    assert member_names(members(names, encoding)) == names


def test_a_name_flagged_utf8_is_taken_as_it_is():
    info = zipfile.ZipInfo("Иванов.docx")
    info.flag_bits = 0x800
    assert member_names([info]) == ["Иванов.docx"]


def test_names_no_code_page_reads_well_stay_as_the_zip_format_says():
    """Bytes that read plausibly in none of the code pages keep IBM 437 (the format's own)."""
    odd = bytes([0xB0, 0xB1, 0xB2]) + b".txt"  # box-drawing shades in 437 and in 866
    info = zipfile.ZipInfo(odd.decode("cp437"))
    assert member_names([info]) == [odd.decode("cp437")]


def _windows_zip(path: Path, names: list[str], encoding: str) -> Path:
    """A zip as Windows writes it: names in ``encoding``, bit 11 not set (zipfile itself would
    write UTF-8 and set it, so ASCII stand-ins of the same length are written and swapped)."""
    stand_ins = {
        name: b"QXZ"[n : n + 1] * len(name.encode(encoding)) for n, name in enumerate(names)
    }
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for stand_in in stand_ins.values():
            archive.writestr(stand_in.decode(), PAPER)
    data = buffer.getvalue()
    for name, stand_in in stand_ins.items():
        assert data.count(stand_in) == 2  # the local header and the central directory
        data = data.replace(stand_in, name.encode(encoding))
    path.write_bytes(data)
    return path


def test_a_russian_windows_zip_keeps_the_students_names(tmp_path):
    names = ["Иванов.txt", "Сидорова.txt"]
    archive = _windows_zip(tmp_path / "class.zip", names, "cp866")
    read = [Path(e.path).name for e in iter_extractions([archive])]
    assert sorted(read) == sorted(names)
