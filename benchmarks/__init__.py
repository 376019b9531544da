"""Benchmarks: speed, fidelity and detection-quality figures, run as scripts (see each module)."""
