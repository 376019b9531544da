"""Imbrex: an offline plagiarism checker for teachers."""

__version__ = "0.1.0"
