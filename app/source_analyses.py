"""The engine's analyses of candidate sources, kept between checks of one process.

A class checked against the corpus meets the same sources again and again (papers on one
assignment draw on the same few documents), and `PreparedPaper.compare` analysed each source
anew for every paper. `SourceAnalyses` keeps the most recently used analyses, keyed by the
text's xxh3-128 digest, its length, the settings and the language asked for, and bounded by
the tokens they hold (`MAX_TOKENS`, about 15 MB), so the check's memory stays bounded whatever
the class. An analysis is a pure function of that key (`app.engine.analysis.analyse`), so a
kept one is the analysis the source would get again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

import xxhash

from app.engine.analysis import AnalysedText, analyse
from app.engine.settings import Settings

#: The kept analyses hold at most this many tokens together (about 75 bytes each with their
#: arrays and the text): ~15 MB, some 100 corpus documents of 2,000 words.
MAX_TOKENS = 200_000

_Key = tuple[bytes, int, Settings, str | None]


class SourceAnalyses:
    """A least-recently-used store of source analyses, safe to share between threads."""

    def __init__(self, max_tokens: int = MAX_TOKENS) -> None:
        self.max_tokens = max_tokens
        self._kept: OrderedDict[_Key, AnalysedText] = OrderedDict()
        self._tokens = 0
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._kept)

    def analysed(self, text: str, settings: Settings, language: str | None = None) -> AnalysedText:
        """``analyse(text, settings, language)``, from the store when it holds it. Cost: a
        hash of the text (O(n), ~1 µs per kB) on a hit, one `analyse` on a miss."""
        key = self._key(text, settings, language)
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
                return found
        found = analyse(text, settings, language)
        with self._lock:
            if key not in self._kept and found.words <= self.max_tokens:
                self._kept[key] = found
                self._tokens += found.words
                while self._tokens > self.max_tokens:
                    _, dropped = self._kept.popitem(last=False)
                    self._tokens -= dropped.words
        return found

    def holds(self, text: str, settings: Settings, language: str | None = None) -> bool:
        """Whether ``analysed(text, settings, language)`` would come from the store. O(n) hash."""
        key = self._key(text, settings, language)  # hashed outside the lock
        with self._lock:
            return key in self._kept

    @staticmethod
    def _key(text: str, settings: Settings, language: str | None) -> _Key:
        digest = xxhash.xxh3_128_digest(text.encode("utf-8", "surrogatepass"))
        return (digest, len(text), settings, language)

    def clear(self) -> None:
        """Forget every kept analysis."""
        with self._lock:
            self._kept.clear()
            self._tokens = 0


#: The store `app.check` uses unless it is given another.
SHARED = SourceAnalyses()
