"""The hooks an alien may use are few and documented once: ``Power``'s methods, the moments it may hear
(``game.moments``) and the windows (``game.timings``); docs/aliens.md shows all three as the code has them."""

from __future__ import annotations

import dataclasses
import inspect
import re
from pathlib import Path

import pytest

import game.engine  # noqa: F401  (registers the aliens, flares and techs)
from game import alien_docs, hooks, moments

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.interpreted_only  # the docs are made from the interpreted classes
@pytest.mark.parametrize("block", sorted(alien_docs.BLOCKS))
def test_the_docs_show_the_hooks_moments_and_windows_as_the_code_has_them(block: str) -> None:
    text = alien_docs.DOCS.read_text()
    render = alien_docs.BLOCKS[block][2]
    assert alien_docs.generated(text, block) == render(), "run python -m game.alien_docs"


def test_every_kind_of_moment_is_listed_and_documented() -> None:
    kinds = {
        obj
        for obj in vars(moments).values()
        if inspect.isclass(obj) and issubclass(obj, moments.Moment) and obj is not moments.Moment
    }
    assert kinds == set(moments.MOMENTS)
    audiences = {moments.WORKING, moments.NOT_LOST, moments.HOLDING, moments.OWN, moments.REGISTERED}
    audiences.add(moments.EVERYWHERE)
    assert set(moments.ABOUT) == set(moments.MOMENTS)
    for kind in moments.MOMENTS:
        about = moments.ABOUT[kind]
        assert kind.__doc__ and about.happened and about.may_change, kind
        assert about.audience in audiences, kind
        assert (about.audience == moments.REGISTERED) == bool(about.registered_by), kind
        if about.registered_by:
            assert callable(getattr(hooks, about.registered_by)), kind


def test_each_moments_written_out_init_takes_its_fields() -> None:
    for kind in moments.MOMENTS:
        params = list(inspect.signature(kind.__init__).parameters.values())[1:]
        assert [p.name for p in params] == [f.name for f in dataclasses.fields(kind)], kind
        for p, f in zip(params, dataclasses.fields(kind), strict=True):
            if f.default is not dataclasses.MISSING:
                assert p.default == f.default, (kind, f.name)
            elif f.default_factory is not dataclasses.MISSING:
                assert p.default is None, (kind, f.name)
            else:
                assert p.default is inspect.Parameter.empty, (kind, f.name)
    moved = moments.ShipsMoved(2, "warp", 5, 3)
    assert (moved.owner, moved.src, moved.dst, moved.count) == (2, "warp", 5, 3)
    assert moments.Discarded().cards == [] and moments.Discarded().cards is not moments.Discarded().cards


def test_every_alien_hears_only_listed_moments_and_the_index_knows_it() -> None:
    for name, power in hooks.POWERS.items():
        assert set(power.hears) <= set(moments.MOMENTS), name
        for kind in moments.MOMENTS:
            assert (name in hooks.LISTENERS[kind]) == (kind in power.hears), (name, kind)


def test_a_power_that_hears_must_say_what_it_hears() -> None:
    class Deaf(hooks.Power):
        name = "TestDeaf"

        def hear(self, state, ev, seat, moment):  # type: ignore[no-untyped-def]
            pass

    class Mute(hooks.Power):
        name = "TestMute"
        hears = (moments.PhaseStart,)

    for cls in (Deaf, Mute):
        with pytest.raises(ValueError, match="hear"):
            hooks.register(cls)
        assert cls.name not in hooks.POWERS


def test_the_engine_asks_only_for_hooks_that_exist() -> None:
    """A hook looked up by a name no method has would be a silent no-op: every name the engine looks up in
    ``hooks.OVERRIDES`` is a method of ``Power`` the index follows."""
    asked: set[str] = set()
    for path in (ROOT / "game").rglob("*.py"):
        asked |= set(re.findall(r"OVERRIDES\.get\(\s*\"(\w+)\"", path.read_text()))
        asked |= set(re.findall(r"_with\(\s*state,\s*\"(\w+)\"", path.read_text()))
    assert asked, "the scan found no lookups"
    assert asked <= set(hooks.OVERRIDES), sorted(asked - set(hooks.OVERRIDES))
    assert all(callable(getattr(hooks.Power, name)) for name in hooks.OVERRIDES)
