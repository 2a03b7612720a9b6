"""Layering: the rules engine (``game/`` outside ``game/ui/``) and the network layer import without pygame,
and the engine touches no clock, thread, socket or global randomness (so it stays deterministic and
replayable)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE_BANNED = {"socket", "asyncio", "threading", "time", "random", "datetime"}
BOT_CLOCK = {"time"}


def _modules(package: str, skip: str | None = None) -> list[str]:
    base = ROOT / package
    out = []
    for path in sorted(base.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if skip is not None and rel.is_relative_to(skip):
            continue
        parts = list(rel.with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out.append(".".join(parts))
    return out


def engine_modules() -> list[str]:
    """Every module under game/ except the pygame front end in game/ui/."""
    return _modules("game", skip="game/ui")


def test_engine_and_net_import_without_pygame() -> None:
    modules = engine_modules() + _modules("net")
    assert "game.engine" in modules and "net" in modules
    script = (
        "import importlib, sys\n"
        "sys.modules['pygame'] = None  # any 'import pygame' now raises ImportError\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "assert not [m for m in sys.modules if m.startswith('game.ui')]\n"
        "print('ok', len(sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ok")


def _imports(tree: ast.AST) -> set[str]:
    """Top-level names of every module imported anywhere in the file (also inside functions)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, (ast.Name, ast.Attribute))
            and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr)
            in ("__import__", "import_module")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.add(node.args[0].value.split(".")[0])
    return names


@pytest.mark.parametrize("module", engine_modules())
def test_engine_module_imports_no_clock_thread_socket_or_random(module: str) -> None:
    path = ROOT.joinpath(*module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    tree = ast.parse(path.read_text(), filename=str(path))
    banned = _imports(tree) & (ENGINE_BANNED | {"pygame"})
    if module.startswith("game.bots"):
        banned -= BOT_CLOCK  # seat controllers, not the engine: the hard bot keeps a per-decision budget
    assert not banned, f"{module} imports {sorted(banned)}"


def test_the_scan_sees_every_kind_of_import() -> None:
    source = (
        "import time\nimport os.path\nfrom datetime import date\n"
        "def f():\n    import random\n    __import__('socket')\n    importlib.import_module('asyncio')\n"
    )
    assert _imports(ast.parse(source)) >= {"time", "os", "datetime", "random", "socket", "asyncio"}


def test_no_rule_outside_game_aliens_names_an_alien() -> None:
    """Powers plug in through game.hooks: no phase, window or card module names an alien in its code
    (docstrings and comments may mention one as an example)."""
    import io
    import json
    import tokenize
    from pathlib import Path

    root = Path(__file__).parent.parent / "game"
    names = {a["name"] for a in json.loads((root / "data" / "aliens.json").read_text())}
    found = []
    for path in root.rglob("*.py"):
        if "aliens" in path.parts or "bots" in path.parts or path.name in ("catalog.py", "alien_catalog.py"):
            continue
        for tok in tokenize.generate_tokens(io.StringIO(path.read_text()).readline):
            text = tok.string
            if tok.type == tokenize.STRING and not text.startswith(('"""', "'''")):
                text = text.strip("\"'")
            elif tok.type != tokenize.NAME:
                continue
            if text in names:
                found.append(f"{path.relative_to(root)}:{tok.start[0]} {text}")
    assert not found, found
