"""OpenDocument files built by the tests from raw XML parts, the way LibreOffice stores them."""

from __future__ import annotations

import io
import zipfile

NAMESPACES = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
    'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
    'xmlns:xlink="http://www.w3.org/1999/xlink" '
    'xmlns:dc="http://purl.org/dc/elements/1.1/" '
    'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
    'office:version="1.3"'
)
TEXT_MIME = "application/vnd.oasis.opendocument.text"

DEFAULT_STYLES = """
<style:default-style style:family="paragraph">
  <style:text-properties fo:font-size="12pt" style:use-window-font-color="true"/>
</style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
<style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph"
    style:parent-style-name="Standard"/>
<style:style style:name="Quotations" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="1cm" fo:margin-right="1cm"/>
</style:style>
<style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph"
    style:parent-style-name="Standard">
  <style:text-properties fo:font-size="130%" fo:font-weight="bold"/>
</style:style>
<style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard">
  <style:text-properties fo:font-size="10pt"/>
</style:style>
"""

DEFAULT_META = """
<meta:generator>LibreOffice/7.6.4.1$Linux_X86_64 LibreOffice_project/e19e193f88</meta:generator>
<dc:title>Essay on rivers</dc:title>
<meta:initial-creator>Anna Student</meta:initial-creator>
<dc:creator>Teacher T.</dc:creator>
<meta:creation-date>2025-03-05T10:15:30.123456789</meta:creation-date>
<dc:date>2025-03-06T08:00:00Z</dc:date>
<meta:document-statistic meta:page-count="2" meta:paragraph-count="5"/>
"""


def content_xml(body: str, automatic_styles: str = "") -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f"<office:document-content {NAMESPACES}>"
        f"<office:automatic-styles>{automatic_styles}</office:automatic-styles>"
        f"<office:body><office:text>{body}</office:text></office:body>"
        "</office:document-content>"
    )


def styles_xml(styles: str = DEFAULT_STYLES, header: str = "Running header text") -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f"<office:document-styles {NAMESPACES}>"
        f"<office:styles>{styles}</office:styles>"
        '<office:master-styles><style:master-page style:name="Standard">'
        f"<style:header><text:p>{header}</text:p></style:header>"
        "</style:master-page></office:master-styles>"
        "</office:document-styles>"
    )


def meta_xml(meta: str = DEFAULT_META) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f"<office:document-meta {NAMESPACES}><office:meta>{meta}</office:meta>"
        "</office:document-meta>"
    )


def manifest_xml(mimetype: str = TEXT_MIME, encrypted: bool = False) -> str:
    encryption = (
        '<manifest:encryption-data manifest:checksum-type="urn:oasis:names:tc:opendocument:'
        'xmlns:manifest:1.0#sha256-1k" manifest:checksum="AAAA">'
        '<manifest:algorithm manifest:algorithm-name="http://www.w3.org/2001/04/xmlenc#aes256-cbc"'
        ' manifest:initialisation-vector="AAAA"/>'
        '<manifest:key-derivation manifest:key-derivation-name="PBKDF2" manifest:key-size="32"'
        ' manifest:iteration-count="100000" manifest:salt="AAAA"/>'
        "</manifest:encryption-data>"
        if encrypted
        else ""
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"'
        ' manifest:version="1.3">'
        f'<manifest:file-entry manifest:full-path="/" manifest:media-type="{mimetype}"/>'
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"'
        f' manifest:size="100">{encryption}</manifest:file-entry>'
        '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>'
        '<manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>'
        "</manifest:manifest>"
    )


def make_odt(
    body: str = "<text:p>Hello</text:p>",
    automatic_styles: str = "",
    *,
    styles: str | None = DEFAULT_STYLES,
    meta: str | None = DEFAULT_META,
    mimetype: str = TEXT_MIME,
    encrypted: bool = False,
    content: str | bytes | None = None,
    with_content: bool = True,
) -> bytes:
    """An ODF package: ``mimetype`` first and stored, then content, styles, meta and manifest.

    ``content`` replaces the generated content.xml (raw bytes for damaged files);
    ``with_content=False`` leaves content.xml out.
    """
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("mimetype"), mimetype, compress_type=zipfile.ZIP_STORED)
        if with_content:
            z.writestr(
                "content.xml",
                content if content is not None else content_xml(body, automatic_styles),
            )
        if styles is not None:
            z.writestr("styles.xml", styles_xml(styles))
        if meta is not None:
            z.writestr("meta.xml", meta_xml(meta))
        z.writestr("META-INF/manifest.xml", manifest_xml(mimetype, encrypted))
    return out.getvalue()
