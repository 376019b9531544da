"""Defaults that more than one layer uses (the use cases, the command line, the window), each
with its unit. No imports: the command line builds its parser from these without loading numpy
or the engine."""

#: Corpus documents aligned per paper (a count of documents): the best-ranked candidates of
#: ``app.corpus.retrieval``, and past them up to as many more that share at least
#: ``STRONG_SHARED`` keys in one window, and up to ``DENSE_EXTRA`` short ones whose shared keys
#: are dense for their length; ``benchmarks/corpus.py`` measures recall at this many.
DEFAULT_CANDIDATES = 20
#: A pair of papers of a class is listed when one of them has at least this share of its text in
#: the other (a share, 0–1; shown and typed as a percentage: 5 %).
DEFAULT_PAIR_THRESHOLD = 0.05
