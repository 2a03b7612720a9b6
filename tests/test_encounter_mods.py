"""The encounter's modifiers are a typed record and the aliens' scratch lives in per-alien namespaces
(game/encounter_mods.py, issue 18): no module reads a modifier the record does not declare, no module
outside game/aliens/ touches an alien's namespace, and no alien touches another's; the plain form (saves,
hashes) is the old ``"flags"`` map; a copy shares nothing."""

from __future__ import annotations

import ast
import dataclasses
import inspect
from dataclasses import fields
from pathlib import Path

import pytest

from game.encounter_mods import (
    KEY,
    LEGACY_SCRATCH,
    MODS,
    EncounterMods,
    load_flags,
    need,
    render_table,
    scratch_key,
    to_flags,
)
from game.engine import new_game
from game.state import Encounter, GameState
from tests.support import variant_config, walk

GAME = Path(__file__).resolve().parent.parent / "game"
FIELDS = {f.name for f in MODS}


def _trees() -> list[tuple[Path, ast.Module]]:
    return [(p, ast.parse(p.read_text(), filename=str(p))) for p in sorted(GAME.rglob("*.py"))]


def _record_names(tree: ast.Module) -> set[str]:
    """Local names a module binds to an encounter's record (``mods = state.enc.mods``)."""
    return {
        t.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "mods"
        for t in node.targets
        if isinstance(t, ast.Name)
    }


def _is_record(node: ast.expr, names: set[str]) -> bool:
    """``<x>.enc.mods``, ``enc.mods`` or a local bound to one."""
    if isinstance(node, ast.Name):
        return node.id in names
    if not (isinstance(node, ast.Attribute) and node.attr == "mods"):
        return False
    owner = node.value
    return (isinstance(owner, ast.Name) and owner.id == "enc") or (
        isinstance(owner, ast.Attribute) and owner.attr == "enc"
    )


def test_the_encounter_has_no_flags_dict_any_more() -> None:
    enc = Encounter()
    assert not hasattr(enc, "flags")
    assert isinstance(enc.mods, EncounterMods) and enc.scratch == {}


def test_reading_a_modifier_no_field_declares_fails() -> None:
    mods = EncounterMods()
    assert mods.launch_limit is None  # declared: unset
    with pytest.raises(AttributeError):
        mods.launch_limt  # type: ignore[attr-defined]  # noqa: B018
    with pytest.raises(AttributeError):
        mods.launch_limt = 1  # type: ignore[attr-defined]  # a typo cannot set anything either
    with pytest.raises(ValueError):
        need(mods.losses)


def test_every_module_reads_and_writes_only_declared_modifiers() -> None:
    """What mypy checks in ``make test``, checked here too: each ``enc.mods.<x>`` in game/ names a field."""
    unknown, seen = [], 0
    for path, tree in _trees():
        names = _record_names(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and _is_record(node.value, names):
                seen += 1
                if node.attr not in FIELDS | {"copy"}:
                    unknown.append(f"{path.relative_to(GAME)}:{node.lineno} {node.attr}")
    assert not unknown, unknown
    assert seen > 300  # the scan sees the engine's reads and writes


def test_only_an_alien_touches_its_own_namespace() -> None:
    """``hooks.scratch(state, alien)`` is called only in game/aliens/, each module naming its own alien; no
    module but the framework's reaches ``enc.scratch`` itself."""
    framework = {"state.py", "encounter_mods.py", "hooks.py", "rewind.py", "view.py"}
    wrong = []
    calls = 0
    for path, tree in _trees():
        rel = path.relative_to(GAME)
        alien = "aliens" in rel.parts and path.stem != "__init__"
        own = _alien_name(tree) if alien else None
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr == "scratch"
                and path.name not in framework
                and (
                    (isinstance(node.value, ast.Name) and node.value.id == "enc")
                    or (isinstance(node.value, ast.Attribute) and node.value.attr == "enc")
                )
            ):
                wrong.append(f"{rel}:{node.lineno} reaches enc.scratch")
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = (
                func.attr
                if isinstance(func, ast.Attribute)
                else func.id
                if isinstance(func, ast.Name)
                else ""
            )
            if name != "scratch" or path.name == "hooks.py":
                continue
            calls += 1
            if not alien:
                wrong.append(f"{rel}:{node.lineno} outside game/aliens/")
                continue
            named = _named(node.args[1] if len(node.args) > 1 else None, _constants(tree), own)
            if named != own:
                wrong.append(f"{rel}:{node.lineno} touches {named!r}'s namespace, not {own!r}'s")
    assert not wrong, wrong
    assert calls > 30  # the scan sees the aliens' calls


def _constants(tree: ast.Module) -> dict[str, object]:
    """The module's ``NAME = "..."`` constants."""
    return {
        t.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
        for t in node.targets
        if isinstance(t, ast.Name)
    }


def _named(arg: ast.expr | None, constants: dict[str, object], own: str | None) -> object:
    """The alien a ``scratch`` call names: a string, a module constant, or ``self.name``."""
    if isinstance(arg, ast.Constant):
        return arg.value
    if isinstance(arg, ast.Name):
        return constants.get(arg.id)
    if isinstance(arg, ast.Attribute) and arg.attr == "name" and isinstance(arg.value, ast.Name):
        return own if arg.value.id == "self" else None
    return None


def _alien_name(tree: ast.Module) -> str | None:
    """The ``name`` a Power subclass of the module declares."""
    constants = _constants(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == "name":
            value = _named(node.value, constants, None)
            if isinstance(value, str):
                return value
    return None


def test_the_scan_catches_a_foreign_namespace() -> None:
    tree = ast.parse(
        'class P:\n    name: ClassVar[str] = "Grudge"\n\nhooks.scratch(state, "Hate")["by"] = 1\n'
    )
    assert _alien_name(tree) == "Grudge"
    call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call))
    assert isinstance(call.args[1], ast.Constant) and call.args[1].value == "Hate"


def test_the_plain_form_keeps_the_old_keys() -> None:
    mods = EncounterMods()
    mods.seen = {}
    mods.no_retrieve = False  # set to a falsy value: still present, as before
    mods.losses = []
    flags = to_flags(mods, {"Grudge": {"super": True}, "Tripler": {"used": [1]}})
    assert flags == {
        "_seen": {},
        "no_retrieve": False,
        "losses": [],
        "grudge_super": True,
        "Tripler/used": [1],
    }
    back, scratch = load_flags(flags)
    assert back == mods and scratch == {"Grudge": {"super": True}, "Tripler": {"used": [1]}}
    mods.losses = None  # unset: gone from the plain form
    assert "losses" not in to_flags(mods, {})
    with pytest.raises(ValueError):
        load_flags({"no_such_modifier": 1})


def test_plain_keys_are_unique_across_modifiers_and_legacy_scratch() -> None:
    keys = list(KEY.values())
    assert len(keys) == len(set(keys))
    assert not set(keys) & set(LEGACY_SCRATCH)
    assert all(scratch_key(alien, name) == key for key, (alien, name) in LEGACY_SCRATCH.items())
    assert scratch_key("Sniveler", "whine") == "Sniveler/whine"


def test_a_new_record_has_every_modifier_unset() -> None:
    """``EncounterMods.__init__`` writes each field out: none may be missing (reading it would fail)."""
    fresh = EncounterMods()
    assert all(getattr(fresh, name) is None for name in FIELDS) and not fresh
    fresh.kickers = {"1": 2}
    assert fresh and fresh.copy() == fresh and EncounterMods() != fresh


@pytest.mark.parametrize("record", [Encounter, GameState])
def test_a_written_out_init_takes_every_field_with_its_default(record: type) -> None:
    """``Encounter.__init__`` and ``GameState.__init__`` are written out: every field is a parameter, with
    the field's default (None standing for a fresh list, dict or record)."""
    params = list(inspect.signature(record.__init__).parameters.values())[1:]
    assert [p.name for p in params] == [f.name for f in fields(record)]
    for p, f in zip(params, fields(record), strict=True):
        if f.default_factory is not dataclasses.MISSING:
            assert p.default is None, f.name
        elif f.default is not dataclasses.MISSING:
            assert p.default == f.default, f.name
        else:
            assert p.default is inspect.Parameter.empty, f.name


def test_a_new_encounter_has_each_fields_default() -> None:
    fresh = Encounter()
    for f in fields(Encounter):
        default = f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default
        assert getattr(fresh, f.name) == default, f.name
    assert Encounter(defense=2, used=["x"]).used == ["x"] and Encounter().used is not Encounter().used


def test_a_copy_shares_nothing_with_the_original() -> None:
    enc = Encounter()
    enc.mods.losses = [{"seat": 1, "sources": [["gate", 2]]}]
    enc.mods.shown = [4]
    enc.scratch["Gambler"] = {"ante": 2, "deep": {"a": [1]}}
    c = enc.copy()
    assert c == enc and c.mods == enc.mods and c.scratch == enc.scratch
    need(c.mods.losses)[0]["sources"][0][1] = 9
    need(c.mods.shown).append(5)
    c.scratch["Gambler"]["deep"]["a"].append(2)
    c.mods.launch_limit = 1
    assert need(enc.mods.losses)[0]["sources"] == [["gate", 2]] and enc.mods.shown == [4]
    assert enc.scratch["Gambler"]["deep"] == {"a": [1]} and enc.mods.launch_limit is None
    empty = Encounter()
    assert empty.copy().scratch is not empty.scratch


def test_a_copy_of_a_busy_encounter_is_equal_and_shares_nothing_mutable() -> None:
    """The encounter with the most modifiers and scratch of a random game copies to an equal record whose
    lists and dicts are its own (its cost is measured in benchmarks/engine.py, never asserted here)."""
    config = variant_config(5, 7)
    start_state, _ = new_game(config)
    busiest = start_state.enc
    for state, _, _ in walk(config, start_state):
        if len(to_flags(state.enc.mods, state.enc.scratch)) > len(to_flags(busiest.mods, busiest.scratch)):
            busiest = state.enc.copy()
        if state.actions > 600:
            break
    assert to_flags(busiest.mods, busiest.scratch)
    copy = busiest.copy()
    assert to_flags(copy.mods, copy.scratch) == to_flags(busiest.mods, busiest.scratch)

    def containers(value: object) -> list[object]:
        if isinstance(value, dict):
            return [value, *(c for v in value.values() for c in containers(v))]
        if isinstance(value, list):
            return [value, *(c for v in value for c in containers(v))]
        return []

    mine = {id(c) for f in dataclasses.fields(copy.mods) for c in containers(getattr(copy.mods, f.name))}
    theirs = {
        id(c) for f in dataclasses.fields(busiest.mods) for c in containers(getattr(busiest.mods, f.name))
    }
    assert mine and not mine & theirs
    assert not {id(c) for c in containers(copy.scratch)} & {id(c) for c in containers(busiest.scratch)}


def test_the_docs_table_of_modifiers_is_generated_from_the_record() -> None:
    """docs/aliens.md holds ``render_table()`` as it is (to rewrite it: ``python -m game.encounter_mods``)."""
    docs = (GAME.parent / "docs" / "aliens.md").read_text()
    table = render_table()
    assert table in docs, "docs/aliens.md is stale: run python -m game.encounter_mods"
    assert all(f"| `{f.name}` | `{KEY[f.name]}` |" in table for f in MODS)


def test_a_copy_keeps_every_field_of_the_encounter() -> None:
    """Encounter.copy names every field: a field added without it would come back at its default."""
    enc = Encounter()
    for f in fields(Encounter):
        value = getattr(enc, f.name)
        if isinstance(value, bool):
            setattr(enc, f.name, not value)
        elif isinstance(value, int):
            setattr(enc, f.name, value + 7)
        elif isinstance(value, str):
            setattr(enc, f.name, value + "x")
        elif isinstance(value, list):
            setattr(enc, f.name, [3])
        elif f.name == "deal":
            enc.deal = {"terms": [1]}
        elif f.name == "scratch":
            enc.scratch = {"Gambler": {"ante": 1}}
        else:
            assert f.name == "mods", f.name
            enc.mods.launch_limit = 2
    c = enc.copy()
    for f in fields(Encounter):
        assert getattr(c, f.name) == getattr(enc, f.name), f.name
        assert getattr(Encounter(), f.name) != getattr(enc, f.name), f.name
