"""Test-wide settings: Qt runs offscreen; nothing here needs ../shared or the network."""

import os
import subprocess
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(scope="session")
def pg_cluster():
    """A throwaway PostgreSQL cluster for this test session (tests/pg_cluster.py), started on
    first use and stopped at the end. When none can be started every test that needs it fails
    with the reason: a PostgreSQL test never passes or skips without a server."""
    from tests.pg_cluster import Cluster, ClusterUnavailable

    try:
        cluster = Cluster()
    except (ClusterUnavailable, OSError, subprocess.SubprocessError) as error:
        pytest.fail(f"no PostgreSQL server could be started for the tests: {error}")
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(autouse=True)
def _drop_test_databases(request):
    """After a test that used the PostgreSQL cluster, the databases it made are dropped: the
    cluster stays small and its end quick (``Cluster.drop_made``)."""
    yield
    cluster = (request.node.funcargs or {}).get("pg_cluster")
    if cluster is not None:
        cluster.drop_made()


@pytest.fixture
def pg_corpus(pg_cluster) -> str:
    """The connection string of a new, empty database: a corpus opened there is made anew, as
    a corpus file is at a path where there is none yet."""
    return pg_cluster.dsn(pg_cluster.new_database())


@pytest.fixture(autouse=True, scope="session")
def _one_qt_application(qapp):
    """One QApplication (pytest-qt's) for the whole run, made before any test. The PDF writer
    makes a bare QGuiApplication when there is none (``imbrex check`` needs no widgets), and a
    process keeps its first application: a window test run after a report test could then not
    build a widget (Qt aborts the process), so the result depended on the tests' order."""
    return qapp


@pytest.fixture(scope="module")
def demo_store(tmp_path_factory):
    """A corpus holding the 12 demo reference texts, shared by the tests of a module."""
    from app.corpus import open_corpus
    from app.corpus.demo import add_demo

    store = open_corpus(tmp_path_factory.mktemp("demo") / "demo.imbrex")
    add_demo(store)
    yield store
    store.close()


@pytest.fixture(scope="session")
def demo_corpus(tmp_path_factory) -> Path:
    """A corpus file holding the 12 demo reference texts (made once per test session; tests
    that change a corpus copy it first)."""
    from app.corpus import open_corpus
    from app.corpus.demo import add_demo

    path = tmp_path_factory.mktemp("corpus") / "demo.imbrex"
    store = open_corpus(path)
    try:
        add_demo(store)
    finally:
        store.close()
    return path
