"""Readers are bounded in memory: decompression bombs are skipped with the reason, the reader
child's memory is capped, and the batch goes on (issue 19, item 2)."""

from __future__ import annotations

import sys
import zlib

import pytest

from app.corpus.indexer import add_paths, parallel_workers
from app.corpus.sqlite_store import open_corpus
from app.errors import MemoryLimitError
from app.extract import Limits, extract_bytes, iter_extractions
from app.extract.limits import MiB
from app.extract.sandbox import read_in_child
from tests.extract.bomb_fixtures import GiB, deflated_zeros, flate_bomb_pdf, xml_bomb_docx
from tests.extract.odf_fixtures import make_odt

TARGETS = "tests.extract.sandbox_targets"
linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="RLIMIT_AS and /proc are Linux's"
)


def test_a_double_flate_pdf_bomb_is_skipped_with_the_memory_reason():
    bomb = flate_bomb_pdf(GiB, layers=2)
    assert len(bomb) < 10_000
    with pytest.raises(MemoryLimitError) as err:
        extract_bytes(bomb, "bomb.pdf")
    assert "unpacks to more than" in str(err.value) and "skipped" in str(err.value)


def test_a_single_flate_pdf_bomb_is_skipped_in_and_out_of_the_sandbox():
    bomb = flate_bomb_pdf(GiB, layers=1)
    for isolate in (True, False):
        with pytest.raises(MemoryLimitError):
            extract_bytes(bomb, "bomb.pdf", Limits(isolate=isolate))


@linux_only
def test_the_reader_child_stays_small_while_it_refuses_a_bomb():
    result = read_in_child(TARGETS, "pdf_peak_memory", flate_bomb_pdf(GiB, layers=2), Limits())
    outcome, peak_kib = result.text.split()
    assert outcome == "MemoryLimitError"
    # The refused stream costs its budget once (it is inflated in pieces), plus the reader.
    assert int(peak_kib) * 1024 < Limits().max_pdf_stream_bytes + 200 * MiB


def _stream_pdf(stream: bytes, filters: bytes) -> bytes:
    from tests.extract import bomb_fixtures

    return bomb_fixtures.stream_pdf(stream, filters)


@pytest.mark.parametrize(
    ("stream", "filters"),
    [
        (b"\x81\x00" * 16384 + b"\x80", b"/RunLengthDecode"),  # 2 MiB of zeros from 32 KiB
        (deflated_zeros(4 * MiB)[:-200], b"/FlateDecode"),  # damaged: pdfminer's fallback path
        (zlib.compress(b"0" * 3 * MiB), b"[/FlateDecode /ASCIIHexDecode]"),
    ],
    ids=["runlength", "damaged-flate", "flate-then-hex"],
)
def test_every_decoder_stops_at_the_stream_budget(stream, filters):
    limits = Limits(isolate=False, max_pdf_stream_bytes=MiB)
    with pytest.raises(MemoryLimitError):
        extract_bytes(_stream_pdf(stream, filters), "bomb.pdf", limits)


def test_the_document_budget_counts_every_stream():
    # 3 MiB of zeros in one stream fits a 4 MiB stream budget but not a 2 MiB document budget.
    pdf = _stream_pdf(deflated_zeros(3 * MiB), b"/FlateDecode")
    limits = Limits(isolate=False, max_pdf_stream_bytes=4 * MiB, max_pdf_decoded_bytes=2 * MiB)
    with pytest.raises(MemoryLimitError):
        extract_bytes(pdf, "bomb.pdf", limits)


def test_a_docx_whose_document_xml_inflates_past_the_cap_is_skipped():
    bomb = xml_bomb_docx(Limits().max_xml_part_bytes + MiB)
    assert len(bomb) < 4 * MiB  # an ordinary ratio: the zip-bomb ratio check lets it through
    with pytest.raises(MemoryLimitError) as err:
        extract_bytes(bomb, "thesis.docx")
    assert "word/document.xml" in str(err.value)


def test_an_odt_whose_content_xml_is_over_the_cap_is_skipped():
    body = "<text:p>" + "word " * 50_000 + "</text:p>"
    with pytest.raises(MemoryLimitError) as err:
        extract_bytes(make_odt(body), "essay.odt", Limits(max_xml_part_bytes=100_000))
    assert "content.xml" in str(err.value)


def test_a_memory_error_in_a_reader_is_reported_as_the_memory_limit():
    with pytest.raises(MemoryLimitError) as err:
        read_in_child(TARGETS, "out_of_memory", b"", Limits())
    assert f"({Limits().reader_memory_bytes // MiB} MB); it is skipped" in str(err.value)


@linux_only
def test_a_reader_cannot_take_more_memory_than_its_limit():
    limits = Limits(reader_memory_bytes=64 * MiB)
    with pytest.raises(MemoryLimitError):
        read_in_child(TARGETS, "allocating", b"256", limits)
    assert read_in_child(TARGETS, "allocating", b"16", limits).text == f"allocated {16 * MiB}"


@linux_only
def test_the_address_space_limit_is_set_in_every_reader():
    limits = Limits()
    limit, size = map(int, read_in_child(TARGETS, "address_space_limit", b"", limits).text.split())
    assert 0 < limit - size <= limits.reader_memory_bytes


def test_bombs_in_a_folder_are_skipped_and_the_rest_is_read(tmp_path):
    (tmp_path / "a-bomb.pdf").write_bytes(flate_bomb_pdf(GiB, layers=2))
    (tmp_path / "b-bomb.docx").write_bytes(xml_bomb_docx(Limits().max_xml_part_bytes + MiB))
    (tmp_path / "c-good.txt").write_text("A good paper about rivers and mills.")
    results = list(iter_extractions([tmp_path]))
    assert [type(r.error) for r in results[:2]] == [MemoryLimitError, MemoryLimitError]
    assert results[2].document.text.startswith("A good paper")


def test_corpus_add_skips_bombs_with_the_reason_and_indexes_the_rest(tmp_path):
    folder = tmp_path / "papers"
    folder.mkdir()
    (folder / "a-bomb.pdf").write_bytes(flate_bomb_pdf(GiB, layers=2))
    (folder / "b-bomb.docx").write_bytes(xml_bomb_docx(Limits().max_xml_part_bytes + MiB))
    for i in range(3):
        (folder / f"good-{i}.txt").write_text(f"Paper {i} on the rivers and the mills of the town.")
    with open_corpus(tmp_path / "corpus.imbrex") as store:
        summary = add_paths(store, [folder], workers=2)
    assert len(summary.added) == 3
    reasons = {f.path.rsplit("/", 1)[-1]: f.message for f in summary.failed}
    assert set(reasons) == {"a-bomb.pdf", "b-bomb.docx"}
    assert "unpacks to more than" in reasons["a-bomb.pdf"]
    assert "word/document.xml" in reasons["b-bomb.docx"]


def test_parallel_readers_share_one_memory_budget():
    limits = Limits(reader_memory_bytes=512 * MiB, parallel_readers_memory_bytes=1024 * MiB)
    assert parallel_workers(8, limits) == 2
    assert parallel_workers(1, limits) == 1
    assert parallel_workers(8, Limits(reader_memory_bytes=4096 * MiB)) == 1


@pytest.mark.parametrize("size", [0, 1, 16 * MiB, 16 * MiB + 1, 40 * MiB])
def test_the_bounded_inflater_gives_what_zlib_gives(size):
    from app.extract import pdf_limits

    data = (b"essay " * (size // 6 + 1))[:size]
    pdf_limits.install(Limits())
    try:
        assert pdf_limits._inflate(zlib.compress(data)) == data
        with pytest.raises(zlib.error):  # a cut-off stream still fails as zlib.decompress does
            pdf_limits._inflate(zlib.compress(data + b"tail")[:-5])
    finally:
        pdf_limits.uninstall()
