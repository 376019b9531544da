"""Decompression bombs, built small and cheaply (zlib streaming, nothing large in memory).

``flate_bomb_pdf`` is a one-page PDF whose content stream is ``layers`` times Flate-compressed
zeros; ``xml_bomb_docx`` a .docx whose ``word/document.xml`` inflates to ``unpacked`` bytes at
an ordinary compression ratio (about 20:1, inside the zip-bomb ratio limit).
"""

from __future__ import annotations

import io
import random
import zipfile
import zlib

from tests.extract.pdf_fixtures import pdf_of

MiB = 1 << 20
GiB = 1 << 30


def deflated_zeros(unpacked: int, layers: int = 1) -> bytes:
    """``unpacked`` (a multiple of 1 MiB) zero bytes in the zlib format, compressed ``layers``
    times. Cheap: one deflate block for 1 MiB of zeros, ended by a full flush so it does not
    depend on what came before, is repeated; the Adler-32 of n zeros is ``(n mod 65521) << 16 |
    1``. O(unpacked / 1 MiB)."""
    assert unpacked % MiB == 0 and unpacked > 0
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)  # raw deflate: header and checksum are ours
    first = packer.compress(bytes(MiB)) + packer.flush(zlib.Z_FULL_FLUSH)
    block = packer.compress(bytes(MiB)) + packer.flush(zlib.Z_FULL_FLUSH)
    end = packer.flush(zlib.Z_FINISH)
    adler = ((unpacked % 65521) << 16) | 1
    data = b"\x78\xda" + first + block * (unpacked // MiB - 1) + end + adler.to_bytes(4, "big")
    for _ in range(layers - 1):
        data = zlib.compress(data, 9)
    return data


def flate_bomb_pdf(unpacked: int = GiB, layers: int = 2) -> bytes:
    """A one-page PDF whose content stream decodes to ``unpacked`` zero bytes."""
    filters = b"[" + b" ".join([b"/FlateDecode"] * layers) + b"]"
    return stream_pdf(deflated_zeros(unpacked, layers), filters)


def stream_pdf(stream: bytes, filters: bytes) -> bytes:
    """A one-page PDF whose content stream is ``stream``, decoded through ``filters``."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
        b"<< /Length %d /Filter %s >>\nstream\n" % (len(stream), filters) + stream + b"\nendstream",
    ]
    return pdf_of(objects, header=b"%PDF-1.4\n")


_CONTENT_TYPES = (
    b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    b'<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    b'<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
    b'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
    b'<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-'
    b'officedocument.wordprocessingml.document.main+xml"/></Types>'
)
_RELS = (
    b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    b'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    b'<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
    b'relationships/officeDocument" Target="word/document.xml"/></Relationships>'
)


def xml_bomb_docx(unpacked: int) -> bytes:
    """A .docx whose document.xml is ``unpacked`` bytes of paragraphs (random revision ids keep
    the ratio ordinary), written through ``zipfile``'s streaming writer."""
    rng = random.Random(19)
    words = b"the student wrote these words in a paper of some length again and again "
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as package:
        package.writestr("[Content_Types].xml", _CONTENT_TYPES)
        package.writestr("_rels/.rels", _RELS)
        with package.open("word/document.xml", "w", force_zip64=True) as part:
            part.write(
                b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w='
                b'"http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
            )
            written = 0
            while written < unpacked:
                paragraphs = b"".join(
                    b'<w:p w:rsidR="%08X"><w:r><w:t>%s</w:t></w:r></w:p>'
                    % (rng.getrandbits(32), words * 2)
                    for _ in range(1000)
                )
                part.write(paragraphs)
                written += len(paragraphs)
            part.write(b"</w:body></w:document>")
    return buffer.getvalue()
