"""A throwaway PostgreSQL cluster for the tests and benchmarks: ``initdb`` + ``pg_ctl`` into a
temporary folder, listening on a Unix socket only, stopped and deleted at the end.

``initdb`` refuses to run as root, so when this process is root the cluster runs as the
unprivileged user ``nobody`` (``runuser``) in a folder that user owns; as any other user it runs
as that user. Databases are made from a template that already holds the Imbrex schema, so each
test gets an empty, migrated corpus in a fraction of a second.
"""

from __future__ import annotations

import atexit
import itertools
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

#: Debian keeps the server programs here; ``pg_ctl``/``initdb`` may also be on PATH.
DEBIAN_BIN = Path("/usr/lib/postgresql")
UNPRIVILEGED = "nobody"
SUPERUSER = "imbrex"


class ClusterUnavailable(RuntimeError):
    """No PostgreSQL server could be started here; the message says why."""


def _server_bin() -> Path:
    """The folder of ``initdb`` and ``pg_ctl`` (PATH first, then Debian's newest version)."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).resolve().parent
    versions = sorted(DEBIAN_BIN.glob("*/bin/pg_ctl"), key=lambda p: p.parts[-3])
    if versions:
        return versions[-1].parent
    raise ClusterUnavailable(
        "PostgreSQL's server programs (initdb, pg_ctl) are not installed: install Debian's "
        "'postgresql' package (.ci/run does so with apt)"
    )


class Cluster:
    """A running throwaway cluster; ``dsn(name)`` connects to one of its databases.

    For the tests, writes are not made durable (``fsync``, ``synchronous_commit`` and
    ``full_page_writes`` off: a test's data is thrown away). ``durable=True`` leaves those at
    a default server's values, as a department's server runs: what a benchmark measures."""

    def __init__(self, *, durable: bool = False) -> None:
        self.bin = _server_bin()
        self.root = Path(tempfile.mkdtemp(prefix="imbrex-pg-"))
        self.as_root = os.geteuid() == 0
        self.data = self.root / "data"
        self.socket = self.root
        self._names = itertools.count(1)
        self._made: list[str] = []
        self.running = False
        if self.as_root:
            shutil.chown(self.root, user=UNPRIVILEGED)
        try:
            self._run(
                [
                    str(self.bin / "initdb"),
                    "-D",
                    str(self.data),
                    "-U",
                    SUPERUSER,
                    "-A",
                    "trust",
                    "-E",
                    "UTF8",
                    "--locale=C",
                    "--no-sync",
                ]
            )
            fast = (
                "" if durable else "-c fsync=off -c synchronous_commit=off -c full_page_writes=off "
            )
            options = (
                f"-c listen_addresses='' -k {self.socket} {fast}-c max_connections=60 "
                # What each statement returned to its client (the privacy-on-the-wire test).
                "-c shared_preload_libraries=pg_stat_statements"
            )
            self._run(
                [
                    str(self.bin / "pg_ctl"),
                    "-D",
                    str(self.data),
                    "-o",
                    options,
                    "-l",
                    str(self.root / "server.log"),
                    "-w",
                    "-t",
                    "60",
                    "start",
                ]
            )
        except BaseException:
            shutil.rmtree(self.root, ignore_errors=True)
            raise
        self.running = True
        atexit.register(self.stop)  # also when the caller is interrupted before its own stop

    def _run(self, command: list[str]) -> None:
        if self.as_root:
            runuser = shutil.which("runuser") or shutil.which("setpriv")
            if runuser is None:
                raise ClusterUnavailable("running as root, and neither runuser nor setpriv is here")
            if runuser.endswith("runuser"):
                command = [runuser, "-u", UNPRIVILEGED, "--", *command]
            else:
                command = [runuser, "--reuid=nobody", "--regid=nogroup", "--clear-groups", *command]
        done = subprocess.run(command, capture_output=True, text=True, cwd=self.root, timeout=120)
        if done.returncode != 0:
            log = self.root / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise ClusterUnavailable(
                f"{Path(command[-1]).name if command[-1] != 'start' else 'pg_ctl start'} failed "
                f"({done.returncode}): {done.stderr.strip() or done.stdout.strip()}\n{tail}"
            )

    def dsn(self, database: str = "postgres", user: str = SUPERUSER) -> str:
        """A libpq URL of one database of this cluster (its Unix socket, no password)."""
        return f"postgresql://{user}@/{database}?host={self.socket}"

    def sql(self, statement: str, database: str = "postgres") -> None:
        """Run one statement as the superuser, outside a transaction."""
        import psycopg

        with psycopg.connect(self.dsn(database), autocommit=True) as connection:
            connection.execute(statement.encode())

    def new_database(self, template: str = "template0") -> str:
        """A new, empty database's name (made from ``template``)."""
        name = f"corpus_{next(self._names)}"
        self._made.append(name)
        self.sql(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
        return name

    def drop_made(self) -> None:
        """Drop every database :meth:`new_database` made since the last call, ending the
        sessions still connected to them (tests/conftest.py calls it after each test). Kept,
        a run's ~150 databases held ~1.1 GB and ~46,000 files, all deleted at the session's
        end within the last test's timeout: on a disk mounted with ``discard``, under load,
        that took over two minutes and failed the run."""
        made, self._made = self._made, []
        for name in made:
            self.sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def stop(self) -> None:
        """Stop the server at once and delete its folder (once; later calls do nothing)."""
        if not self.running:
            return
        self.running = False
        try:
            self._run([str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop"])
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
