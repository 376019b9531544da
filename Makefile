# Imbrex — every target creates the virtual environment it needs.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
PACKAGE_STAMP := $(VENV)/.installed-package
SHARED ?= ../shared/data
# The tests and benchmarks draw offscreen; `make run` keeps the platform the user had.
USER_QPA := $(QT_QPA_PLATFORM)
export QT_QPA_PLATFORM ?= offscreen


.PHONY: run demo lint typecheck test test-stress test-no-fonts postgresql-server bench bench-extract pan-fidelity bench-pan bench-clough bench-long bench-corpus bench-workers bench-corpus-pg bench-near-duplicates bench-limits bench-pan-corpus bench-languages bench-batch bench-reports bench-gui screenshots wheel-check package package-test clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit("Imbrex needs Python 3.11 or newer; set PYTHON=python3.11") if sys.version_info < (3, 11) else None'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

## run: open the window on your corpus (made with the demo reference texts on first start);
## if it fails on Linux, packaging/qt_xcb_deps.py names the missing system packages
run: $(STAMP)
	@if [ -n "$(USER_QPA)" ]; then \
		QT_QPA_PLATFORM="$(USER_QPA)" $(VENV)/bin/imbrex; \
	elif [ "$$(uname)" = Linux ] && [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		echo "No display here: the window is opened offscreen and closed again."; \
		$(VENV)/bin/imbrex gui --quit-after-show; \
	else \
		env -u QT_QPA_PLATFORM $(VENV)/bin/imbrex || { \
			[ "$$(uname)" = Linux ] && $(PY) packaging/qt_xcb_deps.py; exit 1; }; \
	fi

## demo: check the demo class against the demo corpus from the command line (HTML reports)
demo: $(STAMP)
	$(VENV)/bin/imbrex demo

## lint: ruff's checks and its format, over the app, the tests, the benchmarks and packaging
LINT_PATHS := app tests benchmarks packaging
lint: $(STAMP)
	$(PY) -m ruff check $(LINT_PATHS)
	$(PY) -m ruff format --check $(LINT_PATHS)

## typecheck: mypy, strict on app/engine, app/corpus and app/report (settings in pyproject.toml)
typecheck: $(STAMP)
	$(PY) -m mypy

## test: the whole test suite, offscreen (the PostgreSQL corpus tests need Debian's 'postgresql')
test: $(STAMP) postgresql-server
	$(PY) -m pytest

## test-stress: the whole test suite while two busy loops compete for the cores (stopped after)
test-stress: $(STAMP) postgresql-server
	$(PY) benchmarks/under_load.py --hogs 2 -- $(PY) -m pytest

## test-no-fonts: the whole test suite on a machine where Qt finds no font (Linux: fontconfig)
test-no-fonts: $(STAMP) postgresql-server
	FONTCONFIG_FILE=$(CURDIR)/tests/no-fonts.conf $(PY) -m pytest

## bench: speed and fidelity figures (needs ../shared/data for the real corpora)
bench: bench-extract pan-fidelity bench-pan bench-clough bench-long bench-corpus bench-corpus-pg bench-near-duplicates bench-limits bench-pan-corpus bench-languages bench-batch bench-reports bench-gui

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

## bench-workers: 10,000 made-up documents indexed with 2 and 1 workers, 5 rounds alternated; the speed ratio
bench-workers: $(STAMP)
	$(PY) benchmarks/corpus.py --pan $(SHARED)/pan13-text-alignment-train-dev --sizes 10000 --samplings winnow --workers 2,1 --index-only --rounds 5

## bench-near-duplicates: resubmitted (edited) PAN documents found, unrelated ones left alone
bench-near-duplicates: $(STAMP)
	$(PY) benchmarks/near_duplicates.py --pan $(SHARED)/pan13-text-alignment-train-dev $(if $(LIMIT),--limit $(LIMIT))

## bench-limits: this machine's single-core limit (lower-case, findall, cached xxh3, rolling hash)
## and each indexing and analysis stage's speed as a fraction of it (CPU time; docs/performance.md)
bench-limits: $(STAMP)
	$(PY) benchmarks/limits.py --pan $(SHARED)/pan13-text-alignment-train-dev

## bench-corpus-pg: the 10,000-document corpus on a throwaway local PostgreSQL next to SQLite
## (words/s, disk, check median of 7, client memory), then 4 concurrent clients for 60 s
bench-corpus-pg: $(STAMP) postgresql-server
	$(PY) benchmarks/corpus_pg.py --pan $(SHARED)/pan13-text-alignment-train-dev $(if $(SIZE),--size $(SIZE)) $(if $(SECONDS),--seconds $(SECONDS))

## postgresql-server: Debian's 'postgresql' (initdb, pg_ctl) for the PostgreSQL tests, installed
## with apt when missing (the tests start their own throwaway cluster)
postgresql-server:
	@if command -v pg_ctl >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then :; \
	else \
		echo "pg_ctl is missing: installing Debian's 'postgresql' package with apt (the PostgreSQL corpus tests need it)"; \
		if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; \
		else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; fi; \
	fi

## bench-pan-corpus: PAN 2013 through the corpus (`imbrex check` on every paper against 10,000 documents)
bench-pan-corpus: $(STAMP)
	$(PY) benchmarks/pan_corpus.py --pan $(SHARED)/pan13-text-alignment-train-dev $(if $(LIMIT),--limit $(LIMIT))

## bench-languages: language guesses on the Debian handbook's 25 translations, and PlagDet of an
## Indonesian PAN-style corpus with and without its stemmer (fetches debian-handbook with apt)
bench-languages: $(STAMP)
	$(PY) benchmarks/languages.py $(if $(DEB),--deb $(DEB)) $(if $(LANGUAGE),--language $(LANGUAGE))

## bench-batch: a class of 200 papers with planted collusion pairs
bench-batch: $(STAMP)
	$(PY) benchmarks/batch.py --pan $(SHARED)/pan13-text-alignment-train-dev

## bench-reports: seconds to write each report format for a 10,000-word paper with 30 passages
bench-reports: $(STAMP)
	$(PY) benchmarks/report_speed.py

## bench-gui: window start-up time and the longest UI stall while 50 papers are checked
bench-gui: $(STAMP)
	$(PY) benchmarks/gui.py

## screenshots: PNGs of the main views with the demo corpus, into docs/screenshots/
screenshots: $(STAMP)
	$(PY) packaging/screenshots.py docs/screenshots

## wheel-check: build the wheel and install it, non-editable, into a fresh virtual environment
wheel-check: $(STAMP)
	$(PY) benchmarks/wheel_check.py

$(PACKAGE_STAMP): pyproject.toml $(STAMP)
	$(PY) -m pip install --quiet -e '.[dev,package]'
	@touch $(PACKAGE_STAMP)

## package: the desktop bundle (PyInstaller, one folder) and its .tar.gz, the wheel and the sdist, in dist/
package: $(PACKAGE_STAMP)
	$(PY) packaging/build.py

## package-test: run what `make package` built, offscreen: version, compare, window; size and start-up
package-test: $(STAMP)
	$(PY) packaging/smoke_test.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .hypothesis .mypy_cache .ruff_cache
