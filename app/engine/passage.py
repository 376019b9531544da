"""A matched passage: a span of the paper, the span of the source it came from, and how."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

#: Seed kinds, strongest evidence first: exact shared shingles, verified sentence blocks of the
#: suffix tree (SL+ST), similar sentences (tf-idf cosine and Dice).
METHODS = ("shingle", "sentence-block", "sentence-similarity")


@dataclass(frozen=True, slots=True)
class Passage:
    """Paper characters [start, end) correspond to source characters [source_start, source_end).

    ``words`` counts the paper-side words, ``method`` names the strongest evidence, ``score`` is
    the tf-idf cosine of the two sides (1.0 for a verbatim copy).
    """

    start: int
    end: int
    source_start: int
    source_end: int
    words: int
    method: str
    score: float

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError("a passage needs 0 <= start < end")
        if not 0 <= self.source_start < self.source_end:
            raise ValueError("a passage needs 0 <= source_start < source_end")
        if self.words < 0:
            raise ValueError("words must not be negative")
        if self.method not in METHODS:
            raise ValueError(f"unknown method {self.method!r}")
        if not 0.0 <= self.score <= 1.0 + 1e-9:
            raise ValueError("score must lie in [0, 1]")

    @property
    def length(self) -> int:
        return self.end - self.start

    @property
    def source_length(self) -> int:
        return self.source_end - self.source_start

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["score"] = round(self.score, 4)
        return data
