# Two entry points a new user needs; both set up a local virtualenv (.venv) on first use.
# torch is pinned to the CPU build first so no CUDA wheels are pulled in by sentence-transformers.
VENV ?= .venv
PY := $(VENV)/bin/python
export HF_HUB_OFFLINE := 1

$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -e ".[all]"
	touch $@

.PHONY: setup demo test replay
setup: $(VENV)/.installed

demo: $(VENV)/.installed
	$(VENV)/bin/gmem demo

test: $(VENV)/.installed
	$(PY) -m pytest -q

replay: $(VENV)/.installed
	$(PY) -m experiments.replay --trajectories ../shared/data/alfworld/gmemory_autogen_qwen14b_trajectories.jsonl --out replay.jsonl --cross-domain ../shared/data/hotpotqa/hotpot_dev_distractor_sample100.jsonl
