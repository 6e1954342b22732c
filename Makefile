# layerkit: two commands for a fresh machine with Python >= 3.11 (no conda needed).
#   make lab    set up .venv/ and open the notebooks in JupyterLab
#   make app    set up .venv/ and serve the layer calculator (notebooks/07-calculator.ipynb) with Voila
#   make test   set up .venv/ and run every test
#   make clean  remove .venv/ and caches

PYTHON   ?= python3
VENV     := .venv
VPY      := $(VENV)/bin/python
STAMP    := $(VENV)/.installed
LAB_ARGS ?=
APP_ARGS ?=
APP_PORT ?= 8866

# JupyterLab refuses to start as root unless told; CI and fresh containers run as root.
ROOT_FLAG := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)
# No news pop-up and no update check (both would go online): the server flags turn the feeds off,
# and jupyter/settings/overrides.json sets the notification plugin to "never fetch news".
LAB_FLAGS := $(ROOT_FLAG) --LabApp.news_url=None --LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate \
             --LabApp.app_settings_dir=$(CURDIR)/jupyter/settings
APP_NOTEBOOK := notebooks/07-calculator.ipynb
PYTEST_ARGS ?=

.PHONY: lab app test clean

# Create the virtualenv only if it is missing (order-only below, so the
# interpreter's timestamp never triggers a rebuild).
$(VPY):
	$(PYTHON) -m venv $(VENV)

# (Re)install the project and its dev extras when pyproject.toml is newer than the stamp.
$(STAMP): pyproject.toml | $(VPY)
	$(VPY) -m pip install -e ".[dev]"
	touch $(STAMP)

lab: $(STAMP)
	$(VENV)/bin/jupyter lab notebooks/ $(LAB_FLAGS) $(LAB_ARGS)

# The layer calculator as a web app (Voila runs the notebook and shows only its outputs);
# tests/test_app.py starts it with the same command line (make -n app prints it).
app: $(STAMP)
	$(VENV)/bin/voila $(APP_NOTEBOOK) --no-browser --port=$(APP_PORT) --Voila.ip=127.0.0.1 $(APP_ARGS)

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
