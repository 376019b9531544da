"""Text extraction: any document a teacher has -> ``Document`` with exact offsets and flags.

No Qt here. ``extract(path)`` reads one file; ``iter_extractions(paths)`` reads files, folders
and .zip archives, skipping (and reporting) the bad ones.
"""

from app.extract.api import (
    Extraction,
    extract,
    extract_bytes,
    iter_extractions,
    read_file_bytes,
)
from app.extract.document import Document, Flag, Metadata, Region
from app.extract.limits import DEFAULT_LIMITS, Limits

__all__ = [
    "DEFAULT_LIMITS",
    "Document",
    "Extraction",
    "Flag",
    "Limits",
    "Metadata",
    "Region",
    "extract",
    "extract_bytes",
    "iter_extractions",
    "read_file_bytes",
]
