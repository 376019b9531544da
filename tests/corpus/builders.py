"""Made-up documents for the corpus tests: deterministic essays and ready-to-store records."""

from __future__ import annotations

import dataclasses
import hashlib
import random
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import xxhash

from app.corpus.indexer import fingerprinted
from app.corpus.store import IndexedDocument

_WORDS = (
    "river mill steam engine factory worker wage city railway market harbour bridge canal "
    "village farmer harvest winter summer school teacher student lesson library archive letter "
    "journal reform union strike parliament election budget tax merchant cotton wool iron coal "
    "furnace chimney smoke street lamp gas water pump well disease doctor hospital nurse child "
    "family mother father brother sister garden orchard apple wheat barley bread oven baker "
    "church bell tower clock hour minute morning evening night candle window door roof tile "
    "stone brick timber carpenter mason painter poet novel chapter story history science "
    "experiment laboratory chemist physicist telescope planet comet ocean island ship sailor "
    "captain voyage storm anchor map compass journey traveller road carriage horse stable "
    "saddle bank loan debt profit shop customer price coin silver gold copper trade route "
    "empire colony border treaty war peace soldier officer battle fortress siege victory"
).split()

_LINKS = "the a of and in on with from after before during because while".split()


def essay(seed: int, words: int = 250) -> str:
    """About ``words`` words of made-up English prose; equal seeds give equal texts."""
    rng = random.Random(seed)
    sentences: list[str] = []
    count = 0
    while count < words:
        length = rng.randint(8, 16)
        parts = [rng.choice(_WORDS) if i % 3 != 1 else rng.choice(_LINKS) for i in range(length)]
        sentences.append(parts[0].capitalize() + " " + " ".join(parts[1:]) + ".")
        count += length
    paragraphs = [" ".join(sentences[i : i + 5]) for i in range(0, len(sentences), 5)]
    return "\n\n".join(paragraphs)


RUSSIAN = (
    "Студенты часто заимствуют чужие тексты из интернета, не указывая источник. "
    "Преподаватель сравнивает работы с библиотекой прежних сочинений и статей. "
    "Река несла воду мимо старой мельницы, а рабочие спешили на фабрику ранним утром. "
    "Железная дорога соединила далёкие города и изменила торговлю во всей губернии. "
)

CHINESE = (
    "学生们经常从互联网上抄袭别人的文章而不注明出处。"
    "老师把每篇作文与以前的论文和书籍进行比较。"
    "河水流过古老的磨坊，工人们清晨赶往工厂。"
    "铁路把遥远的城市连接起来，改变了整个地区的贸易。"
)


def indexed(
    path: str,
    text: str,
    *,
    grams: Sequence[int] | np.ndarray | None = None,
    collection: str = "General",
    title: str = "",
    author: str = "",
    origin: str | None = None,
) -> IndexedDocument:
    """A record ready for ``store.put``: real fingerprints of ``text`` (as indexing derives
    them, ``indexer.fingerprinted``) unless ``grams`` is given."""
    data = text.encode("utf-8")
    record = fingerprinted(
        text,
        "winnow",
        path=path,
        origin=origin or path,
        origin_size=len(data),
        origin_mtime_ns=1_700_000_000_000_000_000,
        file_hash=xxhash.xxh3_128_hexdigest(data),
        sha256=hashlib.sha256(data).hexdigest(),
        size=len(data),
        format="txt",
        title=title or path.rsplit("/", 1)[-1],
        author=author,
        collection=collection,
    )
    if grams is None:
        return record
    return dataclasses.replace(record, grams=np.asarray(grams, dtype=np.uint64))


def server_schema_of_version(connection, version: int) -> None:
    """Give the empty database of ``connection`` (autocommit) the server corpus's first
    ``version`` migrations, as an older Imbrex left it (its sampling ``winnow``)."""
    from app.corpus.postgres_schema import migrations

    connection.execute("CREATE TABLE imbrex_schema (version integer NOT NULL)")
    for migration in migrations()[:version]:
        connection.execute(migration.encode("utf-8"))
    connection.execute("INSERT INTO imbrex_schema (version) VALUES (%s)", (version,))
    connection.execute("INSERT INTO meta (key, value) VALUES ('sampling', 'winnow')")


def essay_files(folder: Path, count: int, first: int = 0) -> list[Path]:
    """``count`` text files ``paper-NNN.txt`` in ``folder``, each an :func:`essay` of its number."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(first, first + count):
        path = folder / f"paper-{i:03}.txt"
        path.write_text(essay(i), encoding="utf-8")
        paths.append(path)
    return paths
