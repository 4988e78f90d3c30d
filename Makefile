# Two entry points a new user needs; both set up a local virtualenv (.venv) on first use.
# `make demo` installs the core only (library, embedder, CLI); `make test` adds every extra the suite needs.
# torch is pinned to the CPU build first so no CUDA wheels are pulled in by sentence-transformers. --no-compile:
# modules are byte-compiled when first imported, so the ~300 MB of bytecode for code never run is not written.
VENV ?= .venv
PY := $(VENV)/bin/python
export HF_HUB_OFFLINE := 1
# integrations/ installs as gmem.integrations, so setuptools' editable install uses an import finder and warns
# that folders named like the package may shadow it: here they are the package. That one warning is silenced.
EDITABLE := PYTHONWARNINGS="ignore:::setuptools.command.editable_wheel" $(PY) -m pip install --quiet --no-compile -e

$(VENV)/.core: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --no-compile --upgrade pip
	$(PY) -m pip install --quiet --no-compile torch==2.13.0
	$(EDITABLE) .
	touch $@

# alfworld's planner (fast-downward-textworld) builds from source by running `python build.py`; with the editable
# finder's .pth already in the venv, that child interpreter starts without its standard library. So the core's
# editable install is taken out first: pip then builds every wheel before it writes the finder again.
$(VENV)/.all: $(VENV)/.core
	$(PY) -m pip uninstall --quiet --yes gmem-memory
	$(EDITABLE) ".[all]"
	touch $@

.PHONY: setup demo test check replay other-logs
setup: $(VENV)/.all

demo: $(VENV)/.core
	$(VENV)/bin/gmem demo

test: $(VENV)/.all
	$(PY) -m pytest -q

# Style and types, as CI runs them (configured in pyproject.toml): lint, formatting, mypy --strict on gmem/.
check: $(VENV)/.all
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

replay: $(VENV)/.all
	$(PY) -m experiments.replay --trajectories ../shared/data/alfworld/gmemory_autogen_qwen14b_trajectories.jsonl --out replay.jsonl --cross-domain ../shared/data/hotpotqa/hotpot_dev_distractor_sample100.jsonl

# Another team's runs in the framework log formats model instances wrote (experiments/logwriters).
other-logs: $(VENV)/.all
	$(PY) -m experiments.other_logs --trajectories ../shared/data/alfworld/gmemory_autogen_qwen14b_trajectories.jsonl
