"""Omega Missile: a planet of any system is destroyed, its ships to the warp. FAQ §4.3: three home colonies
are still needed to keep a power; a system whose planets are all destroyed makes destiny draw again."""

from __future__ import annotations

from game.board import GONE, system_planets
from game.cards.catalog import DESTINY, DESTINY_COLOUR
from game.config import COLOURS
from game.engine import run
from game.events import Event
from game.hooks import has_power
from game.invariants import check_invariants
from game.techs.catalog import TECH_ID
from game.windows import REGROUP
from tests.techs.kit import answer, give_completed, pass_all, tech_game, tech_options
from tests.techs.wkit import HOLD, open_window

OMEGA = TECH_ID["Omega Missile"]


def test_the_planet_leaves_the_game_and_its_ships_go_to_the_warp() -> None:
    state = tech_game(3)
    give_completed(state, 0, "Omega Missile")
    state.ships[1 * 3 + 0] -= 1  # seat 0 has a colony on planet 7 too
    state.ships[7 * 3 + 0] += 1
    open_window(state, REGROUP)
    uses = tech_options(state, 0)
    assert sorted(o["planet"] for o in uses) == list(range(15))  # any planet, its own included
    answer(state, 0, next(o for o in uses if o["planet"] == 7))
    pass_all(state, "window")
    assert state.planet_home[7] == GONE and 7 not in system_planets(state, 1)
    assert state.warp[1] == 4 and state.warp[0] == 1
    assert OMEGA in state.tech_discard
    assert not check_invariants(state)


def test_a_destroyed_home_planet_can_take_the_power_three_home_colonies_are_still_needed() -> None:
    state = tech_game(3, aliens=("Trader", "Virus", "Zombie"))
    give_completed(state, 0, "Omega Missile")
    for p in (8, 9):  # seat 1 keeps three home colonies: 5, 6 and 7
        state.warp[1] += state.ships[p * 3 + 1]
        state.ships[p * 3 + 1] = 0
    assert has_power(state, 1)
    open_window(state, REGROUP)
    answer(state, 0, next(o for o in tech_options(state, 0) if o["planet"] == 6))
    pass_all(state, "window")
    assert not has_power(state, 1)  # two home colonies left, out of four home planets
    assert not check_invariants(state)


def test_destiny_draws_again_for_a_system_with_every_planet_destroyed() -> None:
    state = tech_game(3)
    for planet in range(10, 15):  # seat 2's system is gone, one missile at a time
        give_completed(state, 0, "Omega Missile")
        open_window(state, REGROUP)
        answer(state, 0, next(o for o in tech_options(state, 0) if o["planet"] == planet))
        pass_all(state, "window")
    assert system_planets(state, 2) == []
    green = COLOURS.index(state.config.seats[2].colour)
    card = next(i for i, (kind, arg) in enumerate(DESTINY) if kind == DESTINY_COLOUR and arg == green)
    state.offense = 0
    state.enc.defense = -1
    state.prompts, state.queue = [], [(HOLD,), ("destiny_act", card)]
    events: list[Event] = []
    run(state, events)
    assert [e.kind for e in events][:1] == ["destiny_redraw"]
    assert state.enc.defense != 2
    assert not check_invariants(state)
