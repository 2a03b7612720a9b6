"""The free-colony helper (``moves.free_colony``: Prophet, Siren, Relic): a planet where the seat has no
ship, one ship from a colony of its choice, or from the warp when it has none on a colony; the ship lands
(the LANDED window at a Cosmic Conflict table)."""

from __future__ import annotations

from game.board import ships_on
from game.config import default_config
from game.core import Events
from game.engine import apply, new_game
from game.hooks import UNINVOLVED, has_role
from game.moves import free_colony


def test_from_the_warp_when_no_colony_holds_a_ship() -> None:
    state, _ = new_game(default_config(3, seed=4, expansions=("conflict",)))
    n = state.n
    for p in range(len(state.planet_home)):
        state.warp[2] += state.ships[p * n + 2]
        state.ships[p * n + 2] = 0
    ev: Events = []
    free_colony(state, ev, 2, [0, 1])
    prompt = next(p for p in state.prompts if p.seat == 2 and p.ctx == "free_colony")
    assert prompt.ctx == "free_colony" and [o["planet"] for o in prompt.options] == [0, 1]
    apply(state, {"seat": 2, "type": "free_colony", "planet": 1})
    assert ships_on(state, 1, 2) == 1 and state.warp[2] == 19


def test_only_planets_where_it_has_no_ship() -> None:
    state, _ = new_game(default_config(3, seed=4, expansions=("conflict",)))
    ev: Events = []
    free_colony(state, ev, 2, [9, 10, 11])  # 10 and 11 are its own colonies: planet 9 is taken at once
    prompt = next(p for p in state.prompts if p.seat == 2 and p.ctx == "free_colony_from")
    assert {o["planet"] for o in prompt.options} == {9}
    assert [o["src"] for o in prompt.options] == [10, 11, 12, 13, 14]
    apply(state, {"seat": 2, "type": "free_colony_from", "planet": 9, "src": 12})
    assert ships_on(state, 9, 2) == 1 and ships_on(state, 12, 2) == 3


def test_the_uninvolved_role() -> None:
    state, _ = new_game(default_config(3, seed=4))
    state.offense, state.enc.defense = 0, 1
    assert has_role(state, 2, UNINVOLVED) and not has_role(state, 0, UNINVOLVED)
    state.enc.off_allies |= 1 << 2
    assert not has_role(state, 2, UNINVOLVED)
