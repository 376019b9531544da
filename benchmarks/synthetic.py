"""Realistic made-up text for the corpus and batch benchmarks.

An order-2 word Markov chain trained on real English (the PAN 2013 *source* documents) writes
as many distinct documents as asked: the vocabulary, word frequencies and common phrases are
those of real text, while no two generated documents share more than the chance phrases real
documents share. (Recombining whole PAN paragraphs instead would copy each paragraph into many
documents, so a planted passage would have many true sources.)

The suspicious documents (``susp/``) are not training material. They are the papers that
``make bench-pan-corpus`` checks, and a chain trained on them repeats runs of their own words:
of 500 documents written by the chain trained on sources and suspicious documents, 5 repeated
a run of 8 or more words of one of the 66 papers without any plagiarism case (4 papers
touched); trained on the sources alone, none of 500 did. A made-up document that repeats a
paper's words is a real copy of it in the corpus, and the paper's check rightly reports it;
the benchmark must not plant such copies.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from pathlib import Path

_TOKEN = re.compile(r"[A-Za-z][A-Za-z'-]*|[0-9]+|[.,;:!?]")
_END = frozenset(".!?")


class MarkovWriter:
    """Order-2 word chain over tokens (words and punctuation), backing off to order 1."""

    def __init__(self, texts: list[str], seed: int = 2026) -> None:
        self.random = random.Random(seed)
        successors: dict[tuple[str, str], list[str]] = defaultdict(list)
        followers: dict[str, list[str]] = defaultdict(list)
        words: list[str] = []
        for text in texts:
            tokens = _TOKEN.findall(text)
            words.extend(t for t in tokens if t[0].isalpha())
            for a, b, c in zip(tokens, tokens[1:], tokens[2:], strict=False):
                successors[(a, b)].append(c)
                followers[b].append(c)
        # A context seen with fewer than 3 different next words would copy its training text
        # word for word; such contexts back off to the previous word alone (order 1).
        self.successors = {k: tuple(v) for k, v in successors.items() if len(set(v)) >= 3}
        self.followers = {k: tuple(v) for k, v in followers.items()}
        self.starts = [k for k in self.successors if k[0] in _END and k[1][0].isupper()]
        self.vocabulary = sorted({w.lower() for w in words if len(w) > 3})

    def words(self, count: int) -> str:
        """About ``count`` words of text, in paragraphs of 5–9 sentences."""
        rnd = self.random
        out: list[str] = []
        n = 0
        key = rnd.choice(self.starts)
        sentence = 0
        while n < count:
            choices = self.successors.get(key) or self.followers.get(key[1])
            if not choices:
                key = rnd.choice(self.starts)
                continue
            token = rnd.choice(choices)
            if token[0].isalnum():
                out.append(" " + token if out and not out[-1].endswith("\n") else token)
                n += 1
            else:
                out.append(token)
                if token in _END:
                    sentence += 1
                    if sentence % rnd.randint(5, 9) == 0:
                        out.append("\n\n")
            key = (key[1], token)
        text = "".join(out).strip()
        return text if text.endswith(".") else text + "."

    def light_edit(self, passage: str, rate: float = 0.08) -> str:
        """Replace, drop or insert about ``rate`` of the words (a lightly edited copy)."""
        rnd = self.random
        words = passage.split()
        out: list[str] = []
        for word in words:
            roll = rnd.random()
            if roll < rate / 2:
                out.append(rnd.choice(self.vocabulary))
            elif roll < rate * 3 / 4:
                continue
            elif roll < rate:
                out.extend((word, rnd.choice(self.vocabulary)))
            else:
                out.append(word)
        return " ".join(out)


def pan_texts(pan: Path, limit: int | None = None) -> list[str]:
    """The PAN 2013 source documents' texts (training material; not the suspicious documents,
    which the benchmarks check: see the module docstring)."""
    files = sorted((pan / "src").glob("*.txt"))
    return [f.read_text(encoding="utf-8", errors="replace") for f in files[:limit]]


def passage(text: str, words: int, rnd: random.Random) -> str:
    """``words`` consecutive words of ``text`` from a random place, as they stand."""
    spans = [m.span() for m in re.finditer(r"\S+", text)]
    start = rnd.randrange(0, max(1, len(spans) - words))
    end = min(len(spans), start + words) - 1
    return text[spans[start][0] : spans[end][1]]
