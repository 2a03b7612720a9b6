"""Coldsleep Ship: a new colony outside the home system with up to four ships; completed with no colony,
every researching ship lands on the new colony (FAQ §4.3)."""

from __future__ import annotations

from game.board import foreign_colony_count, ships_on
from game.engine import run
from game.invariants import check_invariants
from game.techs.catalog import TECH_ID
from game.windows import REGROUP
from tests.techs.kit import (
    answer,
    give_completed,
    give_research,
    pass_all,
    prompt_of,
    tech_game,
    tech_options,
)
from tests.techs.wkit import HOLD, open_window

COLDSLEEP = TECH_ID["Coldsleep Ship"]


def test_at_the_start_of_an_encounter_it_founds_a_colony_with_up_to_four_ships() -> None:
    state = tech_game(3)
    give_completed(state, 0, "Coldsleep Ship")
    state.ships[6 * 3 + 0] = 0
    open_window(state, REGROUP)
    uses = tech_options(state, 0)
    assert sorted(o["planet"] for o in uses) == list(range(5, 15))  # outside its home system only
    answer(state, 0, next(o for o in uses if o["planet"] == 7))
    pass_all(state, "window")
    p = prompt_of(state, 0, "coldsleep_ships")
    assert p.spec["max"] == 4 and p.spec["min"] == 1
    answer(state, 0, {"type": "coldsleep", "ships": [[0, 2], [1, 2]]})
    assert ships_on(state, 7, 0) == 4 and ships_on(state, 7, 1) == 4  # sharing the planet with its owner
    assert foreign_colony_count(state, 0) == 1
    assert COLDSLEEP in state.tech_discard and COLDSLEEP not in state.techs_done[0]
    assert not check_invariants(state)


def test_no_planet_is_offered_where_the_owner_already_has_a_colony() -> None:
    state = tech_game(3)
    give_completed(state, 0, "Coldsleep Ship")
    state.ships[0 * 3 + 0] -= 1
    state.ships[7 * 3 + 0] += 1
    open_window(state, REGROUP)
    assert 7 not in [o["planet"] for o in tech_options(state, 0)]


def test_completed_with_no_colony_every_researcher_lands_on_the_new_colony() -> None:
    state = tech_game(3)
    give_research(state, 0, "Coldsleep Ship", 9)
    for p in range(5):  # every other ship of seat 0 is in the warp: no colony to come home to
        state.warp[0] += state.ships[p * 3 + 0]
        state.ships[p * 3 + 0] = 0
    state.power_on[0] = False
    state.prompts, state.queue = [], [(HOLD,), ("research",)]
    run(state, [])
    answer(state, 0, {"type": "complete"})
    pass_all(state, "research")
    p = prompt_of(state, 0, "coldsleep_land")
    assert sorted(o["planet"] for o in p.options) == list(range(5, 15))
    assert prompt_of(state, 0, "techs_home_place") is None
    events = answer(state, 0, {"type": "coldsleep_land", "planet": 12})
    assert ships_on(state, 12, 0) == 9 and state.tech_ships[0] == 0
    assert foreign_colony_count(state, 0) == 1
    assert COLDSLEEP in state.tech_discard and not state.techs_done[0]
    assert any(e.kind == "tech_used" and e.data["name"] == "Coldsleep Ship" for e in events)
    assert not check_invariants(state)


def test_completed_with_colonies_the_researchers_go_home_and_the_card_waits() -> None:
    state = tech_game(3)
    give_research(state, 0, "Coldsleep Ship", 9)
    state.prompts, state.queue = [], [(HOLD,), ("research",)]
    run(state, [])
    answer(state, 0, {"type": "complete"})
    pass_all(state, "research")
    assert prompt_of(state, 0, "coldsleep_land") is None
    assert COLDSLEEP in state.techs_done[0]
