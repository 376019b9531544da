"""The engine's settings: one frozen value with measured defaults (see docs/engine.md)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any


@dataclass(frozen=True, slots=True)
class Settings:
    """Every tunable number of the engine. The defaults were chosen on the PAN 2013 training
    subset and checked on the Clough & Stevenson short answers (docs/engine.md)."""

    #: Words per shingle for exact-overlap seeds, containment and resemblance.
    shingle_size: int = 5
    #: A sentence with fewer content words is joined to the next one (Sanchez-Perez et al. 2014).
    min_sentence_words: int = 3
    #: Sentence-pair seed: tf-idf cosine and Dice of the content stems must both exceed these.
    sentence_cosine: float = 0.4
    sentence_dice: float = 0.4
    #: A seed must score this share of the best seed of its paper unit and of its source unit.
    mutual_share: float = 0.9
    #: Seeds further apart than this many sentences (on either side) start a new passage.
    max_gap: int = 6
    #: A passage's two sides must still be this similar (tf-idf cosine) as wholes.
    passage_cosine: float = 0.34
    #: A passage grows by neighbouring units that match this well (hysteresis below the seeds).
    weak_cosine: float = 0.2
    #: Summaries: a larger gap when the source side is much longer than the paper side.
    summary_gap: int = 24
    summary_ratio: float = 3.0
    #: ... and looser sentence-pair thresholds (a summary rewrites more).
    summary_cosine: float = 0.33
    summary_dice: float = 0.33
    #: ... but not when a passage is a near-verbatim copy (cosine at least this).
    verbatim_cosine: float = 0.95
    #: Passage ends are cut to k-grams of words both sides share ...
    edge_gram: int = 3
    #: ... anywhere when this share of a side lies in such k-grams, else only in the end units.
    verbatim_share: float = 0.5
    #: ... and chained with shared k-grams this many words away (an edited copy).
    chain_gap: int = 8
    #: Use exact shared shingles as seeds (Broder; seeds 000/001).
    shingle_seeds: bool = True
    #: Use the sentence-block suffix-tree seeds of SL+ST (seed 004).
    sentence_blocks: bool = True
    #: Use tf-idf sentence-pair seeds (tolerates reworded sentences, seed 002's idea).
    sentence_similarity: bool = True
    #: Passages shorter than this many words are dropped (reason "too-short").
    min_words: int = 20
    #: Exclusions.
    exclude_quotes: bool = True
    exclude_bibliography: bool = True
    #: A passage lying this much (share of its characters) inside excluded text is dropped.
    excluded_share: float = 0.5

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, bool):
                continue
            if isinstance(value, (int, float)) and value < 0:
                raise ValueError(f"{f.name} must not be negative")
        if self.shingle_size < 1:
            raise ValueError("shingle_size must be at least 1")
        if not 0 <= self.excluded_share <= 1:
            raise ValueError("excluded_share must lie in [0, 1]")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def with_changes(self, **changes: Any) -> Settings:
        return replace(self, **changes)
