"""Peak memory of the whole process tree of ``imbrex extract`` (or any command) on bombs.

Usage: python benchmarks/tree_memory.py [--work build/bench-memory] [-- COMMAND...]

Without a command: builds the three decompression bombs of issue 19 in ``--work`` (a 10 KB PDF
of 6 GiB double-Flate zeros, a 2 MB PDF of 2 GiB single-Flate zeros, a 32 MB .docx whose
``document.xml`` is 950 MB; building the .docx takes about a minute) and runs
``python -m app extract`` on each. The command runs in its own process group; the resident
memory of every process of the group is summed every 20 ms and the peak printed, with the
largest single process. ``/usr/bin/time -v`` cannot give this: the reader is the forkserver's
child, not the command's. To measure code that has no memory limit, protect the machine:
``prlimit --as=3221225472 python benchmarks/tree_memory.py ...``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = os.sysconf("SC_PAGE_SIZE")
MiB = 1 << 20
TICKS = os.sysconf("SC_CLK_TCK")


def group_memory(pgid: int, cpu: dict[int, float] | None = None) -> tuple[int, int, int]:
    """(summed RSS, processes, largest RSS) of the live processes of group ``pgid``: one pass
    over every process of the machine in /proc (~2 ms of CPU with 70 processes).
    ``cpu``, when given, gets each process's CPU seconds so far (user + system) by pid."""
    return _sampled(pgid, (int(e) for e in os.listdir("/proc") if e.isdigit()), cpu, set())


class GroupSampler:
    """:func:`group_memory` sampled often at little cost: the machine's processes are looked
    through every ``rescan_every`` samples, and in between only the group's known members are
    read. A full pass every 20 ms took ~10 % of a core, which an indexer with two workers on a
    two-core machine lost and one worker (a core left idle) did not: the benchmark made the
    ratio of the two smaller than it is. Processes are missed for at most ``rescan_every``
    samples after they start; their CPU seconds are cumulative, so none are lost."""

    def __init__(self, pgid: int, rescan_every: int = 10) -> None:
        self.pgid = pgid
        self.rescan_every = rescan_every
        self.cpu: dict[int, float] = {}
        self._members: set[int] = set()
        self._samples = 0

    def sample(self) -> tuple[int, int, int]:
        """(summed RSS, processes, largest RSS) now; ``cpu`` updated."""
        if self._samples % self.rescan_every == 0:
            pids: Iterable[int] = (int(e) for e in os.listdir("/proc") if e.isdigit())
        else:
            pids = list(self._members)
        self._samples += 1
        members: set[int] = set()
        sample = _sampled(self.pgid, pids, self.cpu, members)
        self._members = members
        return sample


def _sampled(
    pgid: int, pids: Iterable[int], cpu: dict[int, float] | None, members: set[int]
) -> tuple[int, int, int]:
    """The memory of those of ``pids`` in group ``pgid``; each one's CPU seconds into ``cpu``
    and its pid into ``members``."""
    total = count = largest = 0
    for pid in pids:
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
            fields = stat[stat.rindex(")") + 2 :].split()
            if int(fields[2]) != pgid:
                continue
            rss = int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE
        except (OSError, ValueError):
            continue
        members.add(pid)
        if cpu is not None:
            cpu[pid] = (int(fields[11]) + int(fields[12])) / TICKS
        total, count, largest = total + rss, count + 1, max(largest, rss)
    return total, count, largest


def measure(command: list[str]) -> str:
    started = time.monotonic()
    process = subprocess.Popen(
        command,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    peak = (0, 0, 0)
    sampler = GroupSampler(process.pid)
    while process.poll() is None:
        peak = max(peak, sampler.sample())
        time.sleep(0.02)
    assert process.stderr is not None  # started with stderr=PIPE
    error = process.stderr.read().decode("utf-8", "replace").strip().splitlines()
    return (
        f"exit {process.returncode} in {time.monotonic() - started:.1f} s; peak tree RSS "
        f"{peak[0] / MiB:,.0f} MiB over {peak[1]} processes (largest {peak[2] / MiB:,.0f} MiB)"
        + (f"\n  {error[-1][:200]}" if error else "")
    )


def build_bombs(work: Path) -> list[Path]:
    sys.path.insert(0, str(ROOT))
    from tests.extract.bomb_fixtures import GiB, flate_bomb_pdf, xml_bomb_docx  # noqa: PLC0415

    work.mkdir(parents=True, exist_ok=True)
    builders = {
        "double-flate-6GiB.pdf": lambda: flate_bomb_pdf(6 * GiB, layers=2),
        "single-flate-2GiB.pdf": lambda: flate_bomb_pdf(2 * GiB, layers=1),
        "document-xml-950MiB.docx": lambda: xml_bomb_docx(950 * MiB),
    }
    for name, build in builders.items():
        if not (work / name).exists():
            (work / name).write_bytes(build())
    return [work / name for name in builders]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench-memory")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = [c for c in args.command if c != "--"]
    if command:
        print(measure(command))
        return
    for bomb in build_bombs(args.work):
        size = bomb.stat().st_size
        print(
            f"{bomb.name} ({size:,} bytes): "
            + measure([sys.executable, "-m", "app", "extract", str(bomb)])
        )


if __name__ == "__main__":
    main()
