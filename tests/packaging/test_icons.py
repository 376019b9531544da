"""The application icon: the master SVG renders, and the committed PNG, ICO and ICNS files made
from it by packaging/icons.py are well formed and up to date (offscreen, no network)."""

from __future__ import annotations

import importlib.util
import os
import random
import shutil
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QImage, QImageReader, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SVG_NS = "{http://www.w3.org/2000/svg}"


def load_icons():
    """packaging/icons.py, imported from its path (packaging is not a package)."""
    spec = importlib.util.spec_from_file_location("imbrex_icons", ROOT / "packaging" / "icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


icons = load_icons()


@pytest.fixture(scope="module", autouse=True)
def app():
    """A QApplication (not just the QGuiApplication icons.py would make), so that widget tests
    running later in the same session still work."""
    return QApplication.instance() or QApplication([])


def png_size(data: bytes) -> tuple[int, int, int, int]:
    """(width, height, bit depth, colour type) from a PNG's IHDR chunk."""
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    width, height, depth, colour = struct.unpack(">IIBB", data[16:26])
    return width, height, depth, colour


def argb(image: QImage) -> bytes:
    """The pixels as bytes (copied while the converted image still owns them)."""
    converted = image.convertToFormat(QImage.Format.Format_ARGB32)
    return converted.constBits().tobytes()


# --- the master SVG -----------------------------------------------------------------------


def test_svg_is_plain_svg_with_a_viewbox():
    root = ET.parse(icons.SVG).getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 256 256"
    tags = {element.tag.removeprefix(SVG_NS) for element in root.iter()}
    assert not tags & {"text", "image", "filter", "mask", "style", "use", "foreignObject"}
    for element in root.iter():
        assert "class" not in element.attrib and "style" not in element.attrib
        assert not [name for name in element.attrib if name.endswith("href")], element.tag


@pytest.mark.parametrize("size", [16, 256])
def test_svg_renders_with_colour_and_transparency(size):
    renderer = QSvgRenderer(str(icons.SVG))
    assert renderer.isValid()
    image = icons.render(renderer, size)
    assert (image.width(), image.height()) == (size, size)
    pixels = argb(image)
    alphas = pixels[3::4]
    opaque = sum(1 for a in alphas if a == 255)
    assert opaque > size * size // 2, "the icon should fill most of its square"
    assert alphas.count(0) > 0, "the corners should stay transparent"
    colours = {pixels[i : i + 4] for i in range(0, len(pixels), 4) if pixels[i + 3] == 255}
    assert len(colours) >= 4, "expected several colours (tile, page, highlight, outline)"


# --- the generated files ------------------------------------------------------------------


@pytest.mark.parametrize("size", icons.HICOLOR_SIZES)
def test_hicolor_png_is_square_with_alpha(size):
    path = icons.OUT_DIR / "hicolor" / f"{size}x{size}" / "apps" / "org.imbrex.Imbrex.png"
    assert path.exists(), "run: python packaging/icons.py"
    width, height, depth, colour = png_size(path.read_bytes())
    assert (width, height) == (size, size)
    assert (depth, colour) == (8, 6), "expected 8-bit RGBA"
    image = QImage(str(path))
    assert image.hasAlphaChannel() and image.pixelColor(0, 0).alpha() == 0


def test_ico_holds_every_windows_size_as_png():
    data = (icons.OUT_DIR / "imbrex.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        entry = data[6 + 16 * index : 6 + 16 * (index + 1)]
        width, height, colours, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", entry)
        size = width or 256
        assert height == width and (colours, planes, bits) == (0, 1, 32)
        assert offset + length <= len(data)
        assert png_size(data[offset : offset + length])[:2] == (size, size)
        sizes.append(size)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    reader = QImageReader(str(icons.OUT_DIR / "imbrex.ico"))
    assert reader.imageCount() == count


def icns_entries(data: bytes) -> list[tuple[bytes, bytes]]:
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    entries, position = [], 8
    while position < len(data):
        kind, length = struct.unpack(">4sI", data[position : position + 8])
        assert length >= 8 and position + length <= len(data), kind
        entries.append((kind, data[position + 8 : position + length]))
        position += length
    assert position == len(data)
    return entries


def test_icns_holds_the_expected_entries():
    path = icons.OUT_DIR / "imbrex.icns"
    entries = icns_entries(path.read_bytes())
    kinds = [kind for kind, _ in entries]
    png_sizes = {
        b"ic11": 32, b"ic12": 64, b"ic07": 128, b"ic13": 256,
        b"ic08": 256, b"ic14": 512, b"ic09": 512, b"ic10": 1024,
    }  # fmt: skip
    assert kinds[0] == b"TOC "
    assert set(kinds[1:]) == set(png_sizes) | {b"is32", b"s8mk", b"il32", b"l8mk"}
    toc = entries[0][1]
    listed = [struct.unpack(">4sI", toc[i : i + 8]) for i in range(0, len(toc), 8)]
    assert listed == [(kind, 8 + len(body)) for kind, body in entries[1:]]
    for kind, body in entries:
        if kind in png_sizes:
            assert png_size(body)[:2] == (png_sizes[kind], png_sizes[kind])
    masks = dict(entries)
    assert len(masks[b"s8mk"]) == 16 * 16 and len(masks[b"l8mk"]) == 32 * 32


@pytest.mark.parametrize("size", [16, 32])
def test_icns_rgb_entries_decode_to_the_png(size):
    """Qt's ICNS reader decodes is32/il32 + mask to exactly the pixels of the hicolor PNG."""
    reader = QImageReader(str(icons.OUT_DIR / "imbrex.icns"))
    decoded = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        if bytes(reader.subType()) in (b"is32", b"il32"):
            decoded.append(reader.read())
    (image,) = [i for i in decoded if i.width() == size]
    png = QImage(str(icons.OUT_DIR / icons.hicolor_path(size)))
    assert argb(image) == argb(png)


def unpackbits(data: bytes, length: int) -> bytes:
    out, i = bytearray(), 0
    while len(out) < length:
        control = data[i]
        if control < 0x80:
            out += data[i + 1 : i + 2 + control]
            i += 2 + control
        else:
            out += bytes([data[i + 1]]) * (control - 125)
            i += 2
    assert i == len(data), "trailing bytes"
    return bytes(out)


def test_packbits_round_trips():
    rng = random.Random(7)
    samples = [b"", b"\x00", b"ab", b"aaa", b"\x00" * 1000, bytes(range(256)) * 3]
    samples += [bytes(rng.choice(b"\x00\x00\x00\x01\x02") for _ in range(600)) for _ in range(20)]
    for sample in samples:
        packed = icons.packbits(sample)
        assert unpackbits(packed, len(sample)) == sample
    assert len(icons.packbits(b"\x00" * 130)) == 2


# --- --check and --out --------------------------------------------------------------------


def test_committed_files_are_up_to_date(capsys):
    assert icons.main(["--check"]) == 0, capsys.readouterr().out


def test_generation_is_reproducible(tmp_path):
    """Two runs give the same bytes (with one Qt; the committed files may come from another
    Qt, whose antialiasing differs slightly: --check allows that, see the next test)."""
    assert icons.main(["--out", str(tmp_path / "a")]) == 0
    assert icons.main(["--out", str(tmp_path / "b")]) == 0
    for relative in icons.generate():
        assert (tmp_path / "a" / relative).read_bytes() == (tmp_path / "b" / relative).read_bytes()
        assert icons.same_pictures(
            (icons.OUT_DIR / relative).read_bytes(), (tmp_path / "a" / relative).read_bytes()
        )


def test_antialiasing_noise_is_tolerated_but_a_changed_drawing_is_not():
    fresh = icons.generate()[icons.hicolor_path(64)]
    image = QImage.fromData(fresh).convertToFormat(QImage.Format.Format_ARGB32)
    noisy = image.copy()
    for x in range(0, 64, 7):  # a slightly different edge: a few levels on some pixels
        colour = noisy.pixelColor(x, 32)
        colour.setAlpha(max(0, colour.alpha() - 10))
        noisy.setPixelColor(x, 32, colour)
    assert icons.same_pictures(encode(noisy), fresh)
    moved = image.copy()
    painter = QPainter(moved)
    painter.fillRect(10, 10, 20, 20, Qt.GlobalColor.blue)  # a shape of another colour
    painter.end()
    assert not icons.same_pictures(encode(moved), fresh)
    assert not icons.same_pictures(encode(image.scaled(32, 32)), fresh)


def encode(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6's stubs allow only bytes for the format (Qt takes the str too), and omit that
    # QByteArray has the buffer protocol (bytes() reads it).
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    return bytes(data)  # type: ignore[call-overload]


def test_check_fails_on_an_altered_or_missing_file(tmp_path, capsys):
    out = tmp_path / "icons"
    shutil.copytree(icons.OUT_DIR, out)
    assert icons.main(["--check", "--out", str(out)]) == 0

    altered = out / icons.hicolor_path(48)
    image = QImage(str(altered))
    image.setPixelColor(24, 24, image.pixelColor(0, 0))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    altered.write_bytes(bytes(data))
    capsys.readouterr()
    assert icons.main(["--check", "--out", str(out)]) == 1
    report = capsys.readouterr().out
    assert "48x48" in report and "differs" in report and "packaging/icons.py" in report

    (out / "imbrex.icns").unlink()
    assert icons.main(["--check", "--out", str(out)]) == 1
    assert "imbrex.icns: missing" in capsys.readouterr().out
