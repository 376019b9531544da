"""Render the Imbrex icon (``resources/icons/imbrex.svg``) into the platform icon files.

Usage::

    python packaging/icons.py                  # (re)write every icon file
    python packaging/icons.py --check          # change nothing; exit 1 if any file is stale
    python packaging/icons.py --out DIR        # write (or with --check: check) DIR instead

The files, under ``packaging/icons/`` (or ``--out DIR``):

- ``hicolor/<N>x<N>/apps/org.imbrex.Imbrex.png`` for N in 16 24 32 48 64 128 256 512: the
  freedesktop icon theme sizes (Linux menus, AppImage, Flatpak).
- ``imbrex.ico``: Windows, one file holding 16 24 32 48 64 128 256. Qt's ICO writer puts a
  single (BMP) image in each file, so the container is written here: an ICONDIR (reserved 0,
  type 1, count), one 16-byte ICONDIRENTRY per image (width, height — 0 meaning 256 —, 0
  colours, reserved, 1 plane, 32 bits, data size, data offset), then the images, each a whole
  PNG file; Windows reads PNG entries since Vista. Format:
  https://en.wikipedia.org/wiki/ICO_(file_format)
- ``imbrex.icns``: macOS. Qt's ICNS writer also writes one image per file, so this is written
  here too: ``b"icns"`` and the big-endian length of the whole file, then entries of a
  four-letter type, the entry's length (header included) and its data; a ``TOC `` entry
  first lists the others, as Apple's ``iconutil`` does. PNG entries: ``ic07`` 128, ``ic08``
  256, ``ic09`` 512, ``ic10`` 1024 (512@2x), ``ic11`` 32 (16@2x), ``ic12`` 64 (32@2x),
  ``ic13`` 256 (128@2x), ``ic14`` 512 (256@2x). 16 and 32 at 1x are the classic ``is32`` /
  ``il32`` (RGB, each channel compressed in turn with the icns PackBits variant: a byte
  ``n < 0x80`` is followed by ``n + 1`` literal bytes, ``n >= 0x80`` by one byte repeated
  ``n - 125`` times) with their 8-bit alpha masks ``s8mk`` / ``l8mk``: Finder's list view is
  reported not to show the PNG types meant for those sizes (``icp4`` / ``icp5``), while the
  RGB ones work on every macOS. Format: https://en.wikipedia.org/wiki/Apple_Icon_Image_format
  (Qt's ICNS reader warns that the table of contents has "a bad entry" — it does so for the
  files Qt writes itself — then scans the entries one by one and reads them all.)

The output is reproducible: Qt's PNG writer adds no time stamp and nothing else varies, so
the same SVG gives the same bytes on every run with the same Qt (Qt's rasteriser may round
differently on another Qt version: then ``--check`` asks for a regeneration).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QImageReader, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

_APP: QGuiApplication | None = None  # Qt needs one to render; kept for later calls

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "imbrex.svg"
OUT_DIR = ROOT / "packaging" / "icons"
APP_ID = "org.imbrex.Imbrex"

HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS PNG entries: (type, size in pixels).
ICNS_PNG = (
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic13", 256),
    (b"ic08", 256),
    (b"ic14", 512),
    (b"ic09", 512),
    (b"ic10", 1024),
)
#: ICNS RGB entries with their masks: (RGB type, mask type, size in pixels).
ICNS_RGB = ((b"is32", b"s8mk", 16), (b"il32", b"l8mk", 32))


def hicolor_path(size: int) -> str:
    """Where the PNG of ``size`` goes, relative to the output folder."""
    return f"hicolor/{size}x{size}/apps/{APP_ID}.png"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The icon drawn at ``size`` x ``size`` pixels, antialiased, with straight alpha."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png(image: QImage) -> bytes:
    """``image`` as the bytes of a PNG file."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6's stubs allow only bytes for the format; Qt takes the str too.
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise RuntimeError("Qt could not write a PNG")
    buffer.close()
    # PySide6's stubs omit that QByteArray has the buffer protocol (bytes() reads it).
    return bytes(data)  # type: ignore[call-overload]


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico file holding each PNG of ``{size: png}``."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, data in sorted(pngs.items()):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def packbits(data: bytes) -> bytes:
    """``data`` compressed with the icns variant of PackBits (see the module docstring)."""
    out = bytearray()
    i = 0
    while i < len(data):
        run = 1
        while i + run < len(data) and run < 130 and data[i + run] == data[i]:
            run += 1
        if run >= 3:
            out += bytes((run + 125, data[i]))
            i += run
            continue
        start = i
        while i < len(data) and i - start < 128 and data[i : i + 3] != bytes([data[i]]) * 3:
            i += 1
        out.append(i - start - 1)
        out += data[start:i]
    return bytes(out)


def rgb_and_mask(image: QImage) -> tuple[bytes, bytes]:
    """The ``is32``/``il32`` data (compressed R, G, B planes) and the 8-bit alpha mask."""
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)  # R, G, B, A bytes
    # constBits() is a memoryview (PySide6's stubs say bytes | bytearray | memoryview); copied
    # while ``rgba`` still owns the memory.
    pixels = rgba.constBits().tobytes()  # type: ignore[union-attr]
    red, green, blue, alpha = (pixels[k::4] for k in range(4))
    return packbits(red) + packbits(green) + packbits(blue), alpha


def icns(entries: list[tuple[bytes, bytes]]) -> bytes:
    """A macOS .icns file holding ``[(type, data)]``, with a table of contents first."""
    toc = b"".join(kind + struct.pack(">I", 8 + len(data)) for kind, data in entries)
    body = b"".join(
        kind + struct.pack(">I", 8 + len(data)) + data for kind, data in [(b"TOC ", toc), *entries]
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def generate(svg: Path = SVG) -> dict[str, bytes]:
    """Every icon file: ``{path relative to the output folder: bytes}``."""
    global _APP
    if QGuiApplication.instance() is None:
        _APP = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG for Qt")
    sizes = set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_PNG}
    images = {size: render(renderer, size) for size in sorted(sizes | {16, 32})}
    pngs = {size: png(image) for size, image in images.items()}
    files = {hicolor_path(size): pngs[size] for size in HICOLOR_SIZES}
    files["imbrex.ico"] = ico({size: pngs[size] for size in ICO_SIZES})
    entries = []
    for rgb_type, mask_type, size in ICNS_RGB:
        rgb, mask = rgb_and_mask(images[size])
        entries += [(rgb_type, rgb), (mask_type, mask)]
    entries += [(kind, pngs[size]) for kind, size in ICNS_PNG]
    files["imbrex.icns"] = icns(entries)
    return files


def write(out: Path) -> None:
    """Write every icon file into ``out``."""
    for relative, data in generate().items():
        path = out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
            print(f"wrote {path} ({len(data)} bytes)")


#: How far a committed icon's pixels may be from a fresh rendering (0-255 per channel) and
#: still count as up to date: another Qt version antialiases edges a little differently, which
#: must not fail the tests; a change of the drawing moves whole shapes.
PIXEL_TOLERANCE = 24
MEAN_TOLERANCE = 1.0


def _images(data: bytes) -> list[np.ndarray]:
    """Every image of a PNG, ICO or ICNS file (Qt's readers), as RGBA arrays."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    arrays = []
    for index in range(max(reader.imageCount(), 1)):
        if index and not reader.jumpToImage(index):
            break
        image = reader.read().convertToFormat(QImage.Format.Format_RGBA8888)
        if image.isNull():
            break
        array = np.frombuffer(image.constBits(), np.uint8).reshape(
            image.height(), image.bytesPerLine()
        )
        arrays.append(array[:, : image.width() * 4].astype(np.int16))
    return arrays


def same_pictures(committed: bytes, fresh: bytes) -> bool:
    """The same bytes, or the same images within :data:`PIXEL_TOLERANCE`."""
    if committed == fresh:
        return True
    old, new = _images(committed), _images(fresh)
    if len(old) != len(new) or any(a.shape != b.shape for a, b in zip(old, new, strict=True)):
        return False
    for a, b in zip(old, new, strict=True):
        difference = np.abs(a - b)
        if difference.max() > PIXEL_TOLERANCE or difference.mean() > MEAN_TOLERANCE:
            return False
    return True


def check(out: Path) -> int:
    """0 if every icon file in ``out`` shows what :func:`generate` makes now, else 1."""
    failures = []
    for relative, data in generate().items():
        path = out / relative
        if not path.exists():
            failures.append(f"{path}: missing")
        elif not same_pictures(path.read_bytes(), data):
            failures.append(f"{path}: differs from what {SVG.name} gives now")
    for failure in failures:
        print(failure)
    if failures:
        print(f"{len(failures)} icon file(s) not up to date; run: python packaging/icons.py")
        return 1
    print(f"All icon files in {out} are up to date.")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit 1 if any file is stale"
    )
    parser.add_argument(
        "--out", type=Path, default=OUT_DIR, help=f"output folder (default: {OUT_DIR})"
    )
    args = parser.parse_args(argv)
    if args.check:
        return check(args.out)
    write(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
