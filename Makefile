# layerkit: two commands for a fresh machine with Python >= 3.11 (no conda needed).
#   make lab    set up .venv/ and open the notebooks in JupyterLab
#   make test   set up .venv/ and run every test
#   make clean  remove .venv/ and caches

PYTHON   ?= python3
VENV     := .venv
VPY      := $(VENV)/bin/python
STAMP    := $(VENV)/.installed
LAB_ARGS ?=
PYTEST_ARGS ?=

.PHONY: lab test clean

# Create the virtualenv only if it is missing (order-only below, so the
# interpreter's timestamp never triggers a rebuild).
$(VPY):
	$(PYTHON) -m venv $(VENV)

# (Re)install the project and its dev extras when pyproject.toml is newer than the stamp.
$(STAMP): pyproject.toml | $(VPY)
	$(VPY) -m pip install -e ".[dev]"
	touch $(STAMP)

lab: $(STAMP)
	$(VENV)/bin/jupyter lab notebooks/ $(LAB_ARGS)

# All three steps always run; the target fails if any fails (including pytest's
# exit code 5, "no tests collected"). mypy reads its settings from pyproject.toml.
test: $(STAMP)
	@status=0; \
	echo "$(VPY) -m pytest $(PYTEST_ARGS)"; \
	$(VPY) -m pytest $(PYTEST_ARGS) || status=$$?; \
	echo "$(VPY) -m layerkit check data/scenarios/*.yaml"; \
	$(VPY) -m layerkit check data/scenarios/*.yaml || { rc=$$?; [ $$status -ne 0 ] || status=$$rc; }; \
	echo "$(VPY) -m mypy"; \
	$(VPY) -m mypy || { rc=$$?; [ $$status -ne 0 ] || status=$$rc; }; \
	exit $$status

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .mypy_cache .import_linter_cache build dist *.egg-info
	find . -path ./.git -prune -o \( -name __pycache__ -o -name .ipynb_checkpoints \) -type d -prune -exec rm -rf {} +

# Benchmarks (not part of the tests): results, CSV and plot under benchmarks/results/.
.PHONY: bench
bench: $(STAMP)
	$(VPY) benchmarks/bench.py

# Random boards through every property (fuzz/, outside the package): FUZZ_BOARDS boards from FUZZ_SEED;
# failing boards are minimised and written to a temporary folder (printed); exits 1 on failures.
FUZZ_BOARDS ?= 10000
FUZZ_SEED   ?= 1
.PHONY: fuzz
fuzz: $(STAMP)
	$(VPY) -m fuzz --boards $(FUZZ_BOARDS) --seed $(FUZZ_SEED)
