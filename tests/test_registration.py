"""Aliens, hazards and techs register with a call after the class, which the compiled build accepts
(docs/aliens.md, "Registering"), and the registries keep the order the modules are imported in."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import game.engine  # noqa: F401  (imports every alien, hazard and tech)
from game import aliens, hooks, native

ROOT = Path(native.ROOT)
# The class decorators mypyc compiles; any other leaves the class out of the compiled build or fails it.
ACCEPTED = {"dataclass", "mypyc_attr", "final", "trait"}


def _decorator_name(node: ast.expr) -> str:
    target = node.func if isinstance(node, ast.Call) else node
    if isinstance(target, ast.Attribute):
        return target.attr
    return target.id if isinstance(target, ast.Name) else ""


def test_compiled_modules_use_no_class_decorator_mypyc_refuses() -> None:
    refused = [
        f"{module}:{cls.lineno} @{_decorator_name(d)}"
        for module in native.compiled_modules()
        for cls in ast.walk(ast.parse((ROOT / module).read_text()))
        if isinstance(cls, ast.ClassDef)
        for d in cls.decorator_list
        if _decorator_name(d) not in ACCEPTED
    ]
    assert refused == []


def test_each_alien_module_registers_its_class_on_a_line_after_it() -> None:
    for name in aliens.ALIEN_MODULES:
        tree = ast.parse((ROOT / "game" / "aliens" / f"{name}.py").read_text())
        classes = {c.name: c.end_lineno or 0 for c in tree.body if isinstance(c, ast.ClassDef)}
        calls = [
            (s.value.args[0].id, s.lineno)
            for s in tree.body
            if isinstance(s, ast.Expr)
            and isinstance(s.value, ast.Call)
            and isinstance(s.value.func, ast.Name)
            and s.value.func.id == "register"
            and isinstance(s.value.args[0], ast.Name)
        ]
        assert len(calls) == 1, name
        registered, line = calls[0]
        assert registered in classes and line > classes[registered], name


def test_powers_are_registered_in_the_order_of_their_modules() -> None:
    modules = [type(power).__module__ for power in hooks.POWERS.values()]  # tests may add fake powers
    by_module = [m.rsplit(".", 1)[1] for m in modules if m.startswith("game.aliens.")]
    assert by_module == aliens.ALIEN_MODULES


_PROVIDER_ORDER = """
import sys
for name in sys.argv[1:]:
    __import__(name)
import game.engine
from game import windows
print([f.__module__ for f in windows.PROVIDERS])
print(sorted((w, [f.__module__ for f, _ in at]) for w, at in windows._PROVIDERS_AT.items()))
"""


def test_the_card_providers_keep_their_order_whatever_is_imported_first() -> None:
    """A window's options come in provider order, and bots pick among them by position: a process that
    imported a card module before the engine (a tech's module, a test) must deal the same games."""
    env = {**os.environ, "COSMIC_NATIVE": "0"}
    orders = [
        subprocess.run(
            [sys.executable, "-c", _PROVIDER_ORDER, *first],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for first in ([], ["game.techs.effects.precursor_seed"], ["game.cards.artifacts_reward"])
    ]
    assert orders[0] == orders[1] == orders[2]
    assert "game.cards.rifts" in orders[0] and orders[0].index("reinforcements") < orders[0].index(
        "artifacts"
    )
