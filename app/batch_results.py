"""What a class check finds (``app.batch``): each paper's outcome, the pairs of papers with
text in common, the common sources. Plain data with no engine behind it, so that the window and
the results store read and keep results without importing the engine (issue 20: the window's
start imports ``app.batch``, and with it the engine, only when a check needs it)."""

from __future__ import annotations

from dataclasses import dataclass

from app.extract import Document
from app.report.evidence import Evidence

#: The collection name other papers of the class get in a paper's report.
CLASS_COLLECTION = "This class"
#: The ``error_kind`` of a scan (a paper without a text layer, not checked).
SCAN = "no-text-layer"


@dataclass(frozen=True, slots=True)
class PaperOutcome:
    """One paper of the class: its report, or why it was not checked (``error``: the file
    could not be read, or it is a scan without text). ``error_kind`` names the reason for the
    window's translation: a ``UserError.kind`` (``corrupt``, ``encrypted``, ``damaged-corpus``
    …) or ``no-text-layer`` for a scan; "" when unknown."""

    path: str
    document: Document | None = None
    evidence: Evidence | None = None
    error: str | None = None
    error_kind: str = ""


#: The least share of one paper's text, shared with a classmate and explained by no corpus
#: source, that makes the pair collusion (a group). Below it the match is chance: a 17 MB file
#: of 3 million words drawn at random from one article matched 13 sentences of a classmate's
#: essay loosely, 0.03 % of its text, and joined her to a "group". A 150-word paragraph shared
#: by two 20,000-word theses is 0.75 % of each (docs/engine.md, "Attribution in a class").
COLLUSION_MIN_SHARE = 0.005


@dataclass(frozen=True, slots=True)
class PaperPair:
    """Two papers of the class with text in common: the share of each one covered by the
    other (``a_in_b`` = share of paper a's characters found in paper b), and the fingerprints
    they shared.

    ``a_own``/``b_own`` are the parts of ``a_in_b``/``b_in_a`` that no corpus source explains
    (``app.engine.attribution``); ``common_source`` is the corpus source the two share their
    text through. A pair whose shared text is all explained by the corpus is not collusion."""

    a: str
    b: str
    a_in_b: float
    b_in_a: float
    shared: int
    a_own: float | None = None
    b_own: float | None = None
    common_source: str | None = None

    @property
    def collusion(self) -> bool:
        """The two papers share text that no corpus source explains (None: not measured, the
        whole shared text counts), at least `COLLUSION_MIN_SHARE` of one of them."""
        a_own = self.a_in_b if self.a_own is None else self.a_own
        b_own = self.b_in_a if self.b_own is None else self.b_own
        return max(a_own, b_own) >= COLLUSION_MIN_SHARE


@dataclass(frozen=True, slots=True)
class CommonSource:
    """A corpus source that several papers of the class copied: ``papers`` share text with
    each other only through it (not collusion)."""

    path: str
    papers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BatchResult:
    """The whole class: papers in input order, confirmed pairs (collusion first, then largest
    first), clusters of papers joined by collusion pairs, and the common sources of the other
    pairs."""

    papers: tuple[PaperOutcome, ...]
    pairs: tuple[PaperPair, ...]
    clusters: tuple[tuple[str, ...], ...]
    flagged: int
    common_sources: tuple[CommonSource, ...] = ()
