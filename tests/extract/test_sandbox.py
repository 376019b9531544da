"""The watchdog around readers: hangs, crashes, deaths and Cancel never freeze or kill a batch."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from app.errors import Cancelled, CorruptFileError, EncryptedFileError
from app.extract import Limits, extract_bytes, iter_extractions
from app.extract.sandbox import ReaderCrashed, read_in_child

TARGETS = "tests.extract.sandbox_targets"


def test_a_reader_that_never_returns_is_stopped():
    # "endless" never returns: the error can only come from the watchdog stopping it.
    with pytest.raises(CorruptFileError) as err:
        read_in_child(TARGETS, "endless", b"x", Limits(stall_seconds=0.5))
    assert "no progress" in str(err.value)


def test_progress_keeps_a_slow_reader_alive():
    # 5 ticks 0.2 s apart take longer than the 0.5 s stall window, but each tick resets it.
    result = read_in_child(TARGETS, "slow_but_ticking", b"5", Limits(stall_seconds=0.5))
    assert result.text == "finished"


def test_crash_and_death_and_user_errors_reach_the_parent():
    with pytest.raises(ReaderCrashed) as err:
        read_in_child(TARGETS, "crashing", b"x", Limits())
    assert "KeyError" in str(err.value) and "Traceback" in err.value.details
    with pytest.raises(CorruptFileError) as err:
        read_in_child(TARGETS, "dying", b"x", Limits())
    assert "stop unexpectedly" in str(err.value)
    with pytest.raises(EncryptedFileError):
        read_in_child(TARGETS, "refusing", b"x", Limits())


def test_cancel_stops_a_reader_at_once():
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    # The reader never returns and a stall would raise CorruptFileError: Cancelled says that
    # the Cancel ended it.
    with pytest.raises(Cancelled):
        read_in_child(TARGETS, "endless", b"x", Limits(), cancel=stop.is_set)


def self_referencing_pdf() -> bytes:
    """A tiny PDF whose catalog is a reference to itself: pdfminer.six loops on it forever."""
    body = b"%PDF-1.4\n"
    offset = len(body)
    body += b"1 0 obj\n1 0 R\nendobj\n"
    xref = len(body)
    body += (
        b"xref\n0 2\n0000000000 65535 f \n"
        + f"{offset:010d} 00000 n \n".encode()
        + b"trailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n"
        + str(xref).encode()
        + b"\n%%EOF\n"
    )
    return body


def test_a_pdf_that_traps_pdfminer_is_reported_and_the_batch_goes_on(tmp_path):
    (tmp_path / "a-trap.pdf").write_bytes(self_referencing_pdf())
    (tmp_path / "b-good.txt").write_text("A good paper.")
    results = list(iter_extractions([tmp_path], Limits(stall_seconds=1)))
    assert isinstance(results[0].error, CorruptFileError)
    assert results[1].document.text == "A good paper."


@pytest.mark.parametrize("isolate", [True, False])
def test_reader_failure_is_a_bad_file_in_and_out_of_the_sandbox(monkeypatch, isolate):
    import app.extract.api as api  # noqa: PLC0415

    monkeypatch.setitem(api._READERS, "rtf", (TARGETS, "crashing"))
    with pytest.raises(CorruptFileError) as err:
        extract_bytes(b"{\\rtf1 text}", "essay.rtf", Limits(isolate=isolate))
    assert "KeyError" in str(err.value)


def test_a_reader_whose_parent_has_gone_stops_without_a_traceback():
    # The parent's end of the pipe is closed (it exited, e.g. on a full disk): the child's
    # progress report fails, and it must end quietly, not print a BrokenPipeError.
    script = (
        "import multiprocessing\n"
        "from app.extract import Limits\n"
        "from app.extract.sandbox import _child\n"
        "receiver, sender = multiprocessing.Pipe(duplex=False)\n"
        "receiver.close()\n"
        f"_child(sender, {TARGETS!r}, 'slow_but_ticking', b'2', Limits(), {{}})\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
