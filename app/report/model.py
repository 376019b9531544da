"""The ``imbrex.report/1`` report as typed, frozen values (schema: docs/reports.md).

Every reader of a report (the writers, the class results, the results store, the window)
reads these classes, never string keys. ``Report.from_json`` reads the JSON written by any
version of Imbrex: a key an older version did not write takes its default (``name`` from the
path, no ``identical``, no ``quoted``), and a wrong type raises ``ReportFormatError``.
``validate_report`` is the strict reading: every key the current schema writes, of the right
type, no other key, and offsets inside the paper. ``Report.to_json`` writes the keys in the
schema's order and leaves out the optional keys a report does not have, so a report read and
written again is the same JSON.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from app.printable import printable
from app.report.labels import file_name

SCHEMA = "imbrex.report/1"

_T = TypeVar("_T")


class ReportFormatError(ValueError):
    """A report (or one of its parts) that is not ``imbrex.report/1`` JSON."""


class _Reader:
    """Typed reads from one JSON object. ``strict``: a missing key is an error instead of its
    default. Each read records its key, so ``unknown`` lists the keys nobody read."""

    def __init__(self, data: object, where: str, strict: bool) -> None:
        if not isinstance(data, Mapping):
            raise ReportFormatError(f"{where}: expected an object, not {type(data).__name__}")
        self.data = data
        self.where = where
        self.strict = strict
        self.read: set[str] = set()

    def _get(self, key: str, default: object, required: bool) -> object:
        self.read.add(key)
        if key in self.data:
            return self.data[key]
        if required or (self.strict and default is not _OPTIONAL):
            raise ReportFormatError(f"{self.where}: the key {key!r} is missing")
        return default

    def _fail(self, key: str, kind: str, value: object) -> ReportFormatError:
        return ReportFormatError(f"{self.where}.{key}: expected {kind}, not {type(value).__name__}")

    def integer(self, key: str, default: int | None = None) -> int:
        value = self._get(key, default, default is None)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self._fail(key, "an integer", value)
        return value

    def number(self, key: str, default: float | None = None) -> float:
        value = self._get(key, default, default is None)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self._fail(key, "a number", value)
        return float(value)

    def text(self, key: str, default: str | None = None) -> str:
        value = self._get(key, default, default is None)
        if not isinstance(value, str):
            raise self._fail(key, "a string", value)
        return value

    def value(self, key: str) -> object:
        """The value under a required key, of any type."""
        return self._get(key, None, True)

    def optional(self, key: str) -> object:
        """The value, or ``_OPTIONAL`` when the key is absent (allowed even when strict)."""
        return self._get(key, _OPTIONAL, False)

    def optional_number(self, key: str) -> float | None:
        value = self.optional(key)
        if value is _OPTIONAL:
            return None
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self._fail(key, "a number", value)
        return float(value)

    def optional_integer(self, key: str) -> int | None:
        """An integer, or None when absent or null."""
        value = self.optional(key)
        if value is _OPTIONAL or value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise self._fail(key, "an integer or null", value)
        return value

    def optional_text(self, key: str) -> str | None:
        """A string, or None when absent or null."""
        value = self.optional(key)
        if value is _OPTIONAL or value is None:
            return None
        if not isinstance(value, str):
            raise self._fail(key, "a string or null", value)
        return value

    def items(self, key: str, required: bool = False) -> list[object]:
        value = self._get(key, [], required)
        if not isinstance(value, list):
            raise self._fail(key, "a list", value)
        return value

    def objects(self, key: str, read: type[_T], required: bool = False) -> tuple[_T, ...]:
        """The list under ``key``, each item read by ``read.from_json``."""
        return tuple(
            read.from_json(item, f"{self.where}.{key}[{i}]", self.strict)  # type: ignore[attr-defined]
            for i, item in enumerate(self.items(key, required))
        )

    def texts(self, key: str, required: bool = False) -> tuple[str, ...]:
        found = self.items(key, required)
        if not all(isinstance(item, str) for item in found):
            raise ReportFormatError(f"{self.where}.{key}: expected a list of strings")
        return tuple(str(item) for item in found)

    def unknown(self) -> list[str]:
        return [key for key in self.data if key not in self.read]


class _Optional:
    def __repr__(self) -> str:
        return "<absent>"


_OPTIONAL: Any = _Optional()


def _finish(reader: _Reader) -> None:
    """In strict reading, a key the schema does not have is an error."""
    if reader.strict and (extra := reader.unknown()):
        raise ReportFormatError(f"{reader.where}: unknown keys {', '.join(map(repr, extra))}")


class _Plain:
    """A part of the report whose JSON is its fields, in the order they are declared."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class Passage(_Plain):
    """Paper characters [start, end) found in the source's characters [source_start,
    source_end): ``words`` paper-side words, the ``method`` that found it (``shingle``,
    ``sentence-block``, ``sentence-similarity``), ``score`` the tf-idf cosine of its sides."""

    start: int
    end: int
    source_start: int
    source_end: int
    words: int
    method: str
    score: float

    @property
    def span(self) -> tuple[int, int]:
        return (self.start, self.end)

    @classmethod
    def from_json(cls, data: object, where: str = "passage", strict: bool = False) -> Passage:
        read = _Reader(data, where, strict)
        passage = cls(
            read.integer("start"),
            read.integer("end"),
            read.integer("source_start"),
            read.integer("source_end"),
            read.integer("words", 0),
            read.text("method", ""),
            read.number("score", 0.0),
        )
        _finish(read)
        return passage


@dataclass(frozen=True, slots=True)
class Exclusion(_Plain):
    """Paper characters [start, end) set aside, and why (``quote``, ``bibliography``,
    ``template``, ``too-short``, ...)."""

    start: int
    end: int
    reason: str

    @classmethod
    def from_json(cls, data: object, where: str = "excluded", strict: bool = False) -> Exclusion:
        read = _Reader(data, where, strict)
        exclusion = cls(read.integer("start"), read.integer("end"), read.text("reason", ""))
        _finish(read)
        return exclusion


@dataclass(frozen=True, slots=True)
class Flag(_Plain):
    """A sign of evasion or unreliable text: its ``kind`` (any string: ``homoglyph``,
    ``hidden-text``, ``no-text-layer``, ... and kinds a later Imbrex may add), the paper's
    characters [start, end) where it occurs and a ``detail`` for people. A flag about the
    whole file has start 0."""

    kind: str
    start: int = 0
    end: int = 0
    detail: str = ""

    @classmethod
    def from_json(cls, data: object, where: str = "flag", strict: bool = False) -> Flag:
        read = _Reader(data, where, strict)
        flag = cls(
            read.text("kind"),
            read.integer("start", 0),
            read.integer("end", 0),
            read.text("detail", ""),
        )
        _finish(read)
        return flag


@dataclass(frozen=True, slots=True)
class DocumentInfo(_Plain):
    """The checked paper: where it was read, its file ``name``, the ``title`` in its metadata,
    its length in characters and words, and the SHA-256 of the file."""

    path: str
    name: str = ""
    title: str = ""
    chars: int = 0
    words: int = 0
    sha256: str = ""

    @classmethod
    def from_json(cls, data: object, where: str = "document", strict: bool = False) -> DocumentInfo:
        read = _Reader(data, where, strict)
        path = read.text("path")
        document = cls(
            path,
            read.text("name", file_name(path)),
            read.text("title", ""),
            read.integer("chars", 0),
            read.integer("words", 0),
            read.text("sha256", ""),
        )
        _finish(read)
        return document


@dataclass(frozen=True, slots=True)
class Scope(_Plain):
    """What the paper was checked against, so that a report says it: ``corpus`` names the
    corpus (its file, or its server without a password; None when the corpus was not used),
    ``corpus_documents`` how many documents it held at the check, ``classmates`` how many
    other papers of the class the paper was checked against (None outside a class check),
    ``compared_with`` the one document of a two-document comparison."""

    corpus: str | None = None
    corpus_documents: int | None = None
    classmates: int | None = None
    compared_with: str | None = None

    @classmethod
    def from_json(cls, data: object, where: str = "scope", strict: bool = False) -> Scope:
        read = _Reader(data, where, strict)
        scope = cls(
            read.optional_text("corpus"),
            read.optional_integer("corpus_documents"),
            read.optional_integer("classmates"),
            read.optional_text("compared_with"),
        )
        _finish(read)
        return scope


@dataclass(frozen=True, slots=True)
class SourceReport:
    """One matched source and what was found of it in the paper.

    ``similarity``: share of the paper's characters in its kept passages; ``identical``: share
    word for word (None in a report older than that figure); ``identical_spans``: those
    characters (None when not computed); ``quoted_passages``: copies inside quotation marks
    without a citation (not counted). ``collection``: the corpus collection it came from
    (None when none, e.g. ``imbrex compare``). In a class check each classmate also has
    ``own`` (the share no corpus source explains) and ``common_source`` (the corpus source it
    shares its text through, or None); both are None for any other source.
    """

    path: str
    name: str = ""
    title: str = ""
    sha256: str = ""
    similarity: float = 0.0
    identical: float | None = None
    identical_spans: tuple[tuple[int, int], ...] | None = None
    containment: float = 0.0
    resemblance: float = 0.0
    passages: tuple[Passage, ...] = ()
    quoted: float = 0.0
    quoted_passages: tuple[Passage, ...] = ()
    collection: str | None = None
    own: float | None = None
    common_source: str | None = None

    @property
    def words(self) -> int:
        """The paper's words in the kept passages."""
        return sum(p.words for p in self.passages)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "path": self.path,
            "name": self.name,
            "title": self.title,
            "sha256": self.sha256,
            "similarity": self.similarity,
        }
        if self.identical is not None:
            data["identical"] = self.identical
        if self.identical_spans is not None:
            data["identical_spans"] = [list(span) for span in self.identical_spans]
        data["containment"] = self.containment
        data["resemblance"] = self.resemblance
        data["passages"] = [p.to_json() for p in self.passages]
        data["quoted"] = self.quoted
        data["quoted_passages"] = [p.to_json() for p in self.quoted_passages]
        if self.collection:
            data["collection"] = self.collection
        if self.own is not None:
            data["own"] = self.own
            data["common_source"] = self.common_source
        return data

    @classmethod
    def from_json(cls, data: object, where: str = "source", strict: bool = False) -> SourceReport:
        read = _Reader(data, where, strict)
        path = read.text("path")
        spans = read.optional("identical_spans")
        source = cls(
            path,
            name=read.text("name", file_name(path)),
            title=read.text("title", ""),
            sha256=read.text("sha256", ""),
            similarity=read.number("similarity"),
            identical=read.optional_number("identical"),
            identical_spans=None
            if spans is _OPTIONAL
            else _spans(spans, f"{where}.identical_spans"),
            containment=read.number("containment", 0.0),
            resemblance=read.number("resemblance", 0.0),
            passages=read.objects("passages", Passage),
            quoted=read.number("quoted", 0.0),
            quoted_passages=read.objects("quoted_passages", Passage),
            collection=read.optional_text("collection"),
            own=read.optional_number("own"),
            common_source=read.optional_text("common_source"),
        )
        _finish(read)
        return source


def _spans(value: object, where: str) -> tuple[tuple[int, int], ...]:
    if not isinstance(value, list) or not all(
        isinstance(span, list | tuple)
        and len(span) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) for x in span)
        for span in value
    ):
        raise ReportFormatError(f"{where}: expected a list of [start, end] pairs")
    return tuple((int(a), int(b)) for a, b in value)


@dataclass(frozen=True, slots=True)
class Report:
    """One paper's findings (``imbrex.report/1``): the paper, its overall ``similarity``
    (share of its characters inside any kept passage), its word-for-word share ``identical``
    (None in a report older than that figure, or whose sources lack their spans), the
    ``quoted`` share, the matched sources (highest first), the excluded spans, the flags, the
    extractor's warnings and the settings of the check, and its ``scope`` (what it was checked
    against; None in a report older than that record). ``hidden_sources``: the paths of the
    sources a teacher set aside (None: none was)."""

    document: DocumentInfo
    similarity: float = 0.0
    identical: float | None = None
    quoted: float = 0.0
    sources: tuple[SourceReport, ...] = ()
    excluded: tuple[Exclusion, ...] = ()
    flags: tuple[Flag, ...] = ()
    warnings: tuple[str, ...] = ()
    settings: Mapping[str, Any] = field(default_factory=dict)
    imbrex: str = ""
    created: str = ""
    hidden_sources: tuple[str, ...] | None = None
    scope: Scope | None = None
    schema: str = SCHEMA

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "schema": self.schema,
            "imbrex": self.imbrex,
            "created": self.created,
            "document": self.document.to_json(),
        }
        if self.scope is not None:
            data["scope"] = self.scope.to_json()
        data["similarity"] = self.similarity
        if self.identical is not None:
            data["identical"] = self.identical
        data["quoted"] = self.quoted
        data["sources"] = [s.to_json() for s in self.sources]
        data["excluded"] = [e.to_json() for e in self.excluded]
        data["flags"] = [f.to_json() for f in self.flags]
        data["warnings"] = list(self.warnings)
        data["settings"] = dict(self.settings)
        if self.hidden_sources is not None:
            data["hidden_sources"] = list(self.hidden_sources)
        return data

    @classmethod
    def from_json(cls, data: object, where: str = "report", strict: bool = False) -> Report:
        """The report in ``data`` (parsed JSON). Raises ReportFormatError when it is not an
        ``imbrex.report/1`` report."""
        read = _Reader(data, where, strict)
        schema = read.text("schema")
        if schema != SCHEMA:
            raise ReportFormatError(f"{where}: the schema is {schema!r}, not {SCHEMA!r}")
        settings = read.optional("settings")
        if settings is _OPTIONAL:
            settings = {}
        if not isinstance(settings, Mapping):
            raise ReportFormatError(f"{where}.settings: expected an object")
        hidden = read.optional("hidden_sources")
        scope = read.optional("scope")
        report = cls(
            document=DocumentInfo.from_json(read.value("document"), f"{where}.document", strict),
            similarity=read.number("similarity"),
            identical=read.optional_number("identical"),
            quoted=read.number("quoted", 0.0),
            sources=read.objects("sources", SourceReport),
            excluded=read.objects("excluded", Exclusion),
            flags=read.objects("flags", Flag),
            warnings=read.texts("warnings"),
            settings=dict(settings),
            imbrex=read.text("imbrex", ""),
            created=read.text("created", ""),
            hidden_sources=None if hidden is _OPTIONAL else _hidden(hidden, where),
            scope=None if scope is _OPTIONAL else Scope.from_json(scope, f"{where}.scope", strict),
            schema=schema,
        )
        _finish(read)
        return report

    def source_at(self, path: str) -> SourceReport | None:
        """The source read from ``path`` (a real path: the report keeps it printable,
        `app.printable`), or None."""
        shown = printable(path)
        return next((s for s in self.sources if s.path == shown), None)


def _hidden(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ReportFormatError(f"{where}.hidden_sources: expected a list of strings")
    return tuple(value)


def _outside(spans: Iterable[tuple[int, int]], length: int) -> bool:
    return any(not 0 <= start < end <= length for start, end in spans)


def validate_report(data: object) -> Report:
    """Read ``data`` strictly as the current ``imbrex.report/1`` schema: every key present
    with its type, no unknown key, and every passage, exclusion and flag span inside the
    paper (``0 <= start < end <= document.chars``; a flag about the whole file may be empty).
    Returns the report; raises ReportFormatError naming the first problem. O(size)."""
    report = Report.from_json(data, strict=True)
    length = report.document.chars
    for i, source in enumerate(report.sources):
        passages: Sequence[Passage] = (*source.passages, *source.quoted_passages)
        if _outside((p.span for p in passages), length):
            raise ReportFormatError(f"report.sources[{i}]: a passage lies outside the paper")
        if any(not 0 <= p.source_start < p.source_end for p in passages):
            raise ReportFormatError(f"report.sources[{i}]: a passage has no source characters")
    if _outside(((e.start, e.end) for e in report.excluded), length):
        raise ReportFormatError("report.excluded: a span lies outside the paper")
    if any(not 0 <= f.start <= f.end <= length for f in report.flags):
        raise ReportFormatError("report.flags: a span lies outside the paper")
    return report
