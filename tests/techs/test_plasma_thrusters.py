"""Plasma Thrusters (lasting): one ship more than the limit into every encounter; as the defense, one ship
flown from another colony onto the targeted planet during the launch."""

from __future__ import annotations

from collections.abc import Callable

from game.board import ships_on
from game.invariants import check_invariants
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.windows import AIMED
from tests.techs.drive import drive, in_window
from tests.techs.kit import answer, give_completed, pass_all, prompt_of, tech_game, tech_options

PLASMA = TECH_ID["Plasma Thrusters"]


def test_the_offense_may_launch_five_ships() -> None:
    state = tech_game(3, seed=4)
    give_completed(state, 0, "Plasma Thrusters")
    assert drive(state, _asked(0, "launch_ships"), seed=4)
    assert prompt_of(state, 0, "launch_ships").spec["max"] == 5


def test_without_the_thrusters_the_limit_is_four() -> None:
    state = tech_game(3, seed=4)
    assert drive(state, _asked(0, "launch_ships"), seed=4)
    assert prompt_of(state, 0, "launch_ships").spec["max"] == 4


def _asked(seat: int, ctx: str) -> Callable[[GameState], bool]:
    """A condition: ``seat`` has an open prompt of context ``ctx``."""
    return lambda s: prompt_of(s, seat, ctx) is not None


def test_an_ally_may_send_five_ships() -> None:
    found = False
    for seed in range(1, 12):
        state = tech_game(4, seed=seed)
        give_completed(state, 0, "Plasma Thrusters")
        if drive(state, _asked(0, "ally"), seed=seed, limit=400):
            assert prompt_of(state, 0, "ally").spec["max"] == 5
            found = True
            break
    assert found


def _defending_with_thrusters(seed: int) -> GameState:
    state = tech_game(3, seed=seed)
    give_completed(state, 0, "Plasma Thrusters")
    assert drive(state, in_window(AIMED, 0), seed=seed)
    return state


def test_the_defense_flies_one_ship_onto_the_targeted_planet_once() -> None:
    state = _defending_with_thrusters(1)
    target = state.enc.target
    opts = tech_options(state, 0)
    assert all(o["from"] != target for o in opts) and opts
    source = opts[0]["from"]
    before_target, before_source = ships_on(state, target, 0), ships_on(state, source, 0)
    answer(state, 0, opts[0])
    pass_all(state, "window")
    assert ships_on(state, target, 0) == before_target + 1
    assert ships_on(state, source, 0) == before_source - 1
    assert not tech_options(state, 0)
    assert state.techs_done[0] == [PLASMA]
    assert not check_invariants(state)
