# Imbrex — every target creates the virtual environment it needs.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
SHARED ?= ../shared/data
export QT_QPA_PLATFORM ?= offscreen

.PHONY: run test bench bench-extract pan-fidelity bench-pan bench-clough bench-long bench-corpus bench-batch bench-reports wheel-check clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit("Imbrex needs Python 3.11 or newer; set PYTHON=python3.11") if sys.version_info < (3, 11) else None'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

## run: check the bundled demo class against the bundled demo corpus (HTML reports)
run: $(STAMP)
	$(VENV)/bin/imbrex demo

## test: the whole test suite, offscreen
test: $(STAMP)
	$(PY) -m pytest

## bench: speed and fidelity figures (needs ../shared/data for the real corpora)
bench: bench-extract pan-fidelity bench-pan bench-clough bench-long bench-corpus bench-batch bench-reports

bench-extract: $(STAMP)
	$(PY) benchmarks/extract_speed.py --pan $(SHARED)/pan13-text-alignment-train-dev

pan-fidelity: $(STAMP)
	$(PY) benchmarks/pan_fidelity.py $(SHARED)/pan13-text-alignment-train-dev

## bench-pan: PAN 2013 text-alignment PlagDet of the engine, per category, and pairs per second
bench-pan: $(STAMP)
	$(PY) benchmarks/pan.py --corpus $(SHARED)/pan13-text-alignment-train-dev --out build/pan-detections

## bench-clough: mean similarity per label on the Clough & Stevenson short answers
bench-clough: $(STAMP)
	$(PY) benchmarks/clough.py --corpus $(SHARED)/clough-stevenson-short-answers

## bench-long: seconds and peak memory of comparing two ~120,000-word texts, and a spam page
bench-long: $(STAMP)
	$(PY) benchmarks/long_texts.py --pan $(SHARED)/pan13-text-alignment-train-dev

## bench-corpus: index 1,000 and 10,000 made-up documents; words/s, size, check time, recall
bench-corpus: $(STAMP)
	$(PY) benchmarks/corpus.py --pan $(SHARED)/pan13-text-alignment-train-dev

## bench-batch: a class of 200 papers with planted collusion pairs
bench-batch: $(STAMP)
	$(PY) benchmarks/batch.py --pan $(SHARED)/pan13-text-alignment-train-dev

## bench-reports: seconds to write each report format for a 10,000-word paper with 30 passages
bench-reports: $(STAMP)
	$(PY) benchmarks/report_speed.py

## wheel-check: build the wheel and install it, non-editable, into a fresh virtual environment
wheel-check: $(STAMP)
	$(PY) benchmarks/wheel_check.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .hypothesis
