"""Genesis Bomb: revealed at the start of an encounter, the Genesis planet joins its owner's home system
and researchers settle on it; a second bomb moves the planet with its ships (FAQ §4.3)."""

from __future__ import annotations

from game.board import WARP, home_colony_count, move, ships_on, system_planets
from game.engine import run
from game.invariants import check_invariants
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.techs.effects.genesis_bomb import PLANET
from game.view import view_for
from game.windows import REGROUP
from tests.techs.kit import answer, give_research, prompt_of, tech_game, tech_options

BOMB = TECH_ID["Genesis Bomb"]


def start_encounter(state: GameState) -> None:
    """Open the start-of-encounter window (a research step waits behind it, so the test stops there)."""
    state.prompts = []
    state.queue += [("research",), ("window", REGROUP, -1)]
    run(state, [])


def use_bomb(state: GameState, seat: int, settle: int) -> None:
    """``seat`` sets off its Genesis Bomb and settles ``settle`` researchers on the Genesis planet; the
    others go home to its first colony."""
    start_encounter(state)
    assert tech_options(state, seat) == [{"type": "tech", "tech": BOMB}]
    answer(state, seat, {"type": "tech", "tech": BOMB})
    for p in [p for p in state.prompts if p.ctx == "window"]:
        answer(state, p.seat, {"type": "pass"})
    settle_prompt = prompt_of(state, seat, "genesis_settle")
    answer(state, seat, next(o for o in settle_prompt.options if o["ships"] == settle))
    home = prompt_of(state, seat, "techs_home_place")
    if home is not None:
        answer(state, seat, {"type": "place", "ships": [[home.spec["planets"][0], home.spec["count"]]]})


def test_the_genesis_planet_joins_the_owners_home_system_with_the_researchers_chosen() -> None:
    state = tech_game(3, keep={1: "Genesis Bomb"})
    give_research(state, 1, "Genesis Bomb", 4)
    assert not view_for(state, 0)["techs"]["players"][1]["done"]
    use_bomb(state, 1, 3)
    genesis = state.extra[PLANET]
    assert genesis == 15 and len(state.planet_home) == 16 and len(state.ships) == 16 * 3
    assert system_planets(state, 1) == [5, 6, 7, 8, 9, 15]
    assert ships_on(state, genesis, 1) == 3 and state.tech_ships[1] == 0
    assert home_colony_count(state, 1) == 6
    assert state.tech_card[1] == -1 and BOMB in state.tech_discard  # revealed and discarded
    planets = view_for(state, None)["planets"]
    assert planets[genesis] == {"planet": 15, "system": 1, "ships": [0, 3, 0]}
    assert not check_invariants(state)


def test_the_genesis_planet_is_one_more_home_planet_to_lose_before_the_power_goes() -> None:
    """FAQ: one more planet that can be lost before the power switches off."""
    state = tech_game(3, keep={1: "Genesis Bomb"})
    give_research(state, 1, "Genesis Bomb", 4)
    use_bomb(state, 1, 1)
    for planet in (5, 6, 7):
        move(state, [], 1, planet, WARP, ships_on(state, planet, 1))
    assert home_colony_count(state, 1) == 3 and state.power_on[1]  # planets 8, 9 and the Genesis planet
    move(state, [], 1, 8, WARP, ships_on(state, 8, 1))
    assert not state.power_on[1]
    assert not check_invariants(state)


def test_a_second_bomb_moves_the_planet_with_every_ship_on_it() -> None:
    """FAQ: the second user moves the Genesis planet, ships and all, to its own system, and settles its
    researchers there."""
    state = tech_game(3, keep={1: "Genesis Bomb"})
    give_research(state, 1, "Genesis Bomb", 4)
    use_bomb(state, 1, 4)
    give_research(state, 2, "Genesis Bomb", 5)
    use_bomb(state, 2, 2)
    assert state.planet_home[15] == 2 and len(state.planet_home) == 16
    assert ships_on(state, 15, 1) == 4 and ships_on(state, 15, 2) == 2
    assert home_colony_count(state, 1) == 5 and home_colony_count(state, 2) == 6
    assert not check_invariants(state)
