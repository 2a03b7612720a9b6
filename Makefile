# Two commands do everything on a fresh machine:
#   make play   - set up on first use, then open the window
#   make test   - set up on first use, then ruff, mypy on game/ and net/, and pytest
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint typecheck unit bench clean

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PY) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

play: $(STAMP)
	$(BIN)/python main.py

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy game net

unit: $(STAMP)
	$(BIN)/python -m pytest -n 2

test: lint typecheck unit

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
