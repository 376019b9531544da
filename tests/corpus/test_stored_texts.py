"""How a document's text is stored (app/corpus/text_codec.py): Zstandard frames since format 5,
zlib streams of older corpora still read, and damaged or oversized data refused. Tests taking
``store`` run on SQLite and on PostgreSQL (tests/corpus/conftest.py)."""

from __future__ import annotations

import sqlite3
import tracemalloc
import zlib
from contextlib import closing
from pathlib import Path

import pytest

try:
    from compression import zstd  # type: ignore[import-not-found, unused-ignore]
except ImportError:  # Python before 3.14
    from backports import zstd  # type: ignore[no-redef, import-not-found, unused-ignore]

from app.corpus import open_corpus
from app.corpus.schema import SCHEMA_VERSION, TEXT_CODEC_VERSION
from app.corpus.store import PackedText
from app.corpus.text_codec import ZSTD_MAGIC
from tests.corpus.builders import CHINESE, RUSSIAN, essay, indexed
from tests.corpus.consistency import sql

TEXTS = [essay(1, 600), RUSSIAN * 20, CHINESE * 20]


@pytest.mark.parametrize("text", TEXTS, ids=["english", "russian", "chinese"])
def test_a_text_is_stored_as_a_zstandard_frame_and_read_back(store, text: str):
    (doc_id,) = store.put([indexed("/c/paper.txt", text)])
    ((data,),) = sql(store, "SELECT data FROM texts WHERE doc = ?", (doc_id,))
    assert bytes(data).startswith(ZSTD_MAGIC)
    assert store.text(doc_id) == text


def test_a_lone_surrogate_and_astral_characters_survive_packing():
    text = "a\ud800b \U0001f600 " * 100  # what a damaged .docx can hold
    packed = PackedText.pack(text)
    assert packed.data.startswith(ZSTD_MAGIC) and packed.unpack() == text


def test_a_text_stored_by_an_older_imbrex_as_zlib_is_read(store):
    text = essay(2, 400)
    (doc_id,) = store.put([indexed("/c/old.txt", text)])
    old = zlib.compress(text.encode("utf-8"), 6)
    sql(store, "UPDATE texts SET data = ? WHERE doc = ?", (old, doc_id))
    assert store.text(doc_id) == text
    assert store.verify() == []


@pytest.mark.parametrize(
    "packed",
    [
        lambda raw: zstd.compress(raw * 10_000),  # 10,000 times longer than it says
        lambda raw: zlib.compress(raw * 10_000),
        lambda raw: zstd.compress(raw) + b"\0",  # bytes after the frame
        lambda raw: zstd.compress(raw) + zstd.compress(raw),  # a second frame
        lambda raw: zstd.compress(raw)[:-4],  # cut
        lambda raw: zlib.compress(raw)[:-4],
        lambda raw: ZSTD_MAGIC + b"not a frame",
    ],
    ids=["zstd-longer", "zlib-longer", "trailing", "two-frames", "zstd-cut", "zlib-cut", "magic"],
)
def test_packed_data_that_is_damaged_or_longer_than_its_text_is_refused(packed):
    text = "one stored paragraph of a paper " * 50
    good = PackedText.pack(text)
    assert good.unpack() == text
    assert PackedText(good.chars, good.checksum, packed(text.encode())).unpack() is None


def _zeros_zstd(mib: int) -> bytes:
    packer = zstd.ZstdCompressor()
    return b"".join(packer.compress(bytes(1 << 20)) for _ in range(mib)) + packer.flush()


def _zeros_zlib(mib: int) -> bytes:
    packer = zlib.compressobj(9)
    return b"".join(packer.compress(bytes(1 << 20)) for _ in range(mib)) + packer.flush()


@pytest.mark.parametrize("frame", [_zeros_zstd, _zeros_zlib], ids=["zstd", "zlib"])
def test_a_text_is_not_unpacked_past_its_stated_length(frame):
    """256 MiB of one byte, stored for a text of 100 characters (a damaged row), is refused
    after 4 × 100 + 1 bytes: the read never holds more than a few MiB."""
    data = frame(256)
    assert len(data) < 1 << 20
    tracemalloc.start()
    try:
        assert PackedText(100, 0, data).unpack() is None
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 << 20


def test_a_corpus_of_format_4_migrates_and_keeps_its_zlib_texts(tmp_path: Path):
    path = tmp_path / "format4.imbrex"
    texts = {f"/c/{i}.txt": essay(i, 300) for i in range(3)}
    with open_corpus(path, create=True) as store:
        ids = store.put([indexed(p, t) for p, t in texts.items()])
        for doc_id, text in zip(ids, texts.values(), strict=True):
            sql(
                store,
                "UPDATE texts SET data = ? WHERE doc = ?",
                (zlib.compress(text.encode()), doc_id),
            )
    with closing(sqlite3.connect(path)) as db:
        db.execute(f"PRAGMA user_version = {TEXT_CODEC_VERSION - 1}")
        db.commit()
    with open_corpus(path, readonly=True) as old:
        assert old.version == TEXT_CODEC_VERSION - 1
        assert {d.path: old.text(d.id) for d in old.documents()} == texts
    with open_corpus(path) as store:
        assert store.version == SCHEMA_VERSION >= TEXT_CODEC_VERSION
        assert {d.path: store.text(d.id) for d in store.documents()} == texts
        (new,) = store.put([indexed("/c/new.txt", essay(9, 300))])
        assert store.text(new) == essay(9, 300) and store.verify() == []
