# Two commands do everything on a fresh machine:
#   make play   - set up on first use, then open the window
#   make test   - set up on first use, then ruff, mypy on game/ and net/, and pytest
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint typecheck unit native bench clean

# The engine's compiled build (game/native.py): tried once per change of the engine's sources; if it
# cannot be built (no C compiler), the game runs interpreted, only slower.
NATIVE := .native/attempted
ENGINE := $(shell find game -name '*.py' -not -path 'game/ui/*')

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PY) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

$(NATIVE): $(STAMP) $(ENGINE)
	-$(BIN)/python -m game.native_build
	@mkdir -p .native && touch $(NATIVE)

native: $(NATIVE)

play: $(STAMP) $(NATIVE)
	$(BIN)/python main.py

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy game net

unit: $(STAMP)
	$(BIN)/python -m pytest -n 2

test: lint typecheck native unit

bench: $(STAMP) $(NATIVE)
	$(BIN)/python benchmarks/engine.py

clean:
	rm -rf $(VENV) .native .mypy_cache .pytest_cache .ruff_cache
