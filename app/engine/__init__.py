"""The matching engine: normalisation, shingles, sentence blocks, LCS, passages, scores.

Pure Python + numpy + xxhash: no Qt, no files (besides the bundled resources), no database.
"""
