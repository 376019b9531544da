"""benchmarks/tree_memory.py: the process tree's memory and CPU, sampled at little cost."""

from __future__ import annotations

import subprocess
import sys

import pytest

from benchmarks import tree_memory

# A child that holds ~64 MiB, spends some CPU, then waits to be stopped.
_CHILD = """
import sys, time
held = bytearray(64 << 20)
for i in range(0, len(held), 4096):
    held[i] = 1
deadline = time.process_time() + 0.2
while time.process_time() < deadline:
    pass
print("ready", flush=True)
sys.stdin.readline()
"""

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def test_the_sampler_finds_the_groups_memory_and_cpu_and_looks_through_proc_rarely(
    monkeypatch,
):
    child = subprocess.Popen(
        [sys.executable, "-c", _CHILD],
        start_new_session=True,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
        scans = []
        listdir = tree_memory.os.listdir

        def counted(path):
            scans.append(path)
            return listdir(path)

        monkeypatch.setattr(tree_memory.os, "listdir", counted)
        sampler = tree_memory.GroupSampler(child.pid, rescan_every=10)
        samples = [sampler.sample() for _ in range(30)]
        assert len(scans) == 3  # samples 0, 10 and 20 look through /proc; the others do not
        for total, processes, largest in samples:
            assert processes == 1 and total == largest >= 64 << 20
        assert sampler.cpu[child.pid] >= 0.1
        full, processes, _ = tree_memory.group_memory(child.pid)
        assert processes == 1 and abs(full - samples[-1][0]) < 4 << 20  # as one full pass finds
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)
