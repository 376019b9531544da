"""The corpus store contract runs on both backends: every test that takes ``store`` or
``corpus_spec`` runs once on an SQLite file and once on a PostgreSQL database (a throwaway
cluster, tests/pg_cluster.py), unless marked ``sqlite_only`` (it tests the file itself)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.corpus.stores import open_corpus_store

BACKENDS = ("sqlite", "postgresql")


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "sqlite_only: tests what only an SQLite corpus file has (pragmas, pages)"
    )


def pytest_generate_tests(metafunc):
    if "backend" in metafunc.fixturenames:
        only = metafunc.definition.get_closest_marker("sqlite_only")
        metafunc.parametrize("backend", BACKENDS[:1] if only else BACKENDS, indirect=True)


@pytest.fixture
def backend(request) -> str:
    return request.param


@pytest.fixture
def corpus_spec(backend: str, tmp_path: Path, request):
    """Where the test's corpus lives: a file path, or a new database's connection string."""
    if backend == "sqlite":
        return tmp_path / "corpus.imbrex"
    return request.getfixturevalue("pg_corpus")


@pytest.fixture
def store(corpus_spec):
    with open_corpus_store(corpus_spec, busy_timeout=5) as opened:
        yield opened
