"""What the SQLite and the PostgreSQL stores do alike with their rows: signed hashes, listed
documents, stored texts, totals, and the comparison of the gram index with the gram lists."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.corpus.store import CorpusStats, CorruptCorpusError, PackedText, StoredDocument

_UNSIGNED = 0xFFFFFFFFFFFFFFFF


def signed(value: int) -> int:
    """An unsigned 64-bit value as the signed integer SQL stores (same bits)."""
    return value - (1 << 64) if value >= 1 << 63 else value


def stored_document(row: Sequence[Any]) -> StoredDocument:
    """A :class:`StoredDocument` from a row of the stores' document columns (the checksum and
    super-shingle back to unsigned)."""
    values = list(row)
    values[10] = values[10] & _UNSIGNED
    values[11] = values[11] & _UNSIGNED
    return StoredDocument(*values)


def unpacked_text(row: Sequence[Any], doc_id: int, path: str) -> str:
    """The text of a ``(chars, text_hash, data)`` row of ``texts``, checked against its hash;
    :class:`CorruptCorpusError` when it does not match. O(len(text))."""
    chars, checksum, data = row
    text = PackedText(chars, checksum & _UNSIGNED, bytes(data)).unpack()
    if text is None:
        raise CorruptCorpusError(
            f"The stored text of document {doc_id} is damaged. Run 'imbrex corpus refresh' "
            "to read its file again, or remove it.",
            path,
        )
    return text


def corpus_stats(read: Callable[[str], list[tuple[Any, ...]]], collate: str = "") -> CorpusStats:
    """Totals over the whole index through ``read`` (one statement, its rows); ``collate``
    makes names sort bytewise on a server (``' COLLATE "C"'``). O(documents)."""
    documents, words, grams, file_bytes = read(
        "SELECT count(*), coalesce(sum(words), 0), coalesce(sum(gram_count), 0),"
        " coalesce(sum(size), 0) FROM documents"
    )[0]
    chars, stored = read(
        "SELECT coalesce(sum(chars), 0), coalesce(sum(length(data)), 0) FROM texts"
    )[0]
    collections = read(
        "SELECT collection, count(*) FROM documents GROUP BY collection"
        f" ORDER BY collection{collate}"
    )
    languages = read(
        "SELECT language, count(*) FROM documents GROUP BY language"
        f" ORDER BY count(*) DESC, language{collate}"
    )
    groups = read(
        "SELECT count(*) FROM (SELECT checksum FROM documents GROUP BY checksum"
        " HAVING count(*) > 1) AS twins"
    )[0][0]
    return CorpusStats(
        documents=int(documents),
        words=int(words),
        grams=int(grams),
        text_bytes=int(chars),
        stored_text_bytes=int(stored),
        file_bytes=int(file_bytes),
        collections=tuple((name, int(count)) for name, count in collections),
        languages=tuple((name, int(count)) for name, count in languages),
        duplicate_groups=int(groups),
    )


def index_problems(
    names: dict[int, str],
    expected: dict[int, tuple[int, int]],
    index: dict[int, tuple[int, int]],
) -> list[str]:
    """What ``verify`` reports when the gram index (``index``: doc id -> digest of its rows)
    differs from the documents' own gram lists (``expected``), each naming its document.
    O(documents)."""
    problems: list[str] = []
    for doc_id, (count, _) in sorted(index.items()):
        if doc_id not in names:
            problems.append(
                f"{count} gram rows of the index belong to document {doc_id}, which is not "
                "in the corpus"
            )
    for doc_id, digest in sorted(expected.items()):
        found = index.get(doc_id, (0, 0))
        if found != digest:
            problems.append(
                f"document {doc_id}, {names[doc_id]}: its rows in the gram index do not "
                f"match its own gram list ({found[0]} rows in the index, {digest[0]} grams "
                "in the list)"
            )
    return problems
