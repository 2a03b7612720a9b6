"""Every registered alien, in random bot games: the games end, nothing is created or lost after any action,
and views still depend on nothing a seat may not know (the engine issue's properties, with powers)."""

from __future__ import annotations

import pytest
from support import Driver
from test_view_secrecy import Tracer, check_events, check_prompts, scramble

from game import hooks
from game.alien_catalog import alien_table
from game.config import default_config
from game.engine import apply, new_game
from game.hooks import clash
from game.invariants import check_invariants
from game.rng import Rng
from game.view import view_for

ALIENS = sorted(hooks.POWERS)
OTHERS = [a for a in ALIENS if not a.startswith("Test")]


def _line_up(alien: str, players: int, seed: int) -> tuple[str | None, ...]:
    """The alien at a seat chosen by the seed, random compatible aliens (or none) at the others."""
    r = Rng(seed)
    seats: list[str | None] = [None] * players
    seats[r.below(players)] = alien
    pool = [a for a in OTHERS if a != alien]
    r.shuffle(pool)
    for s in range(players):
        if seats[s] is None and pool and r.below(4):
            name = pool.pop()
            taken = [x for x in seats if x is not None]
            if not any(clash(name, t) for t in taken):
                seats[s] = name
    return tuple(seats)


@pytest.mark.parametrize("alien", OTHERS)
def test_random_games_with_the_alien_end_and_keep_every_invariant(alien: str) -> None:
    for game in range(2):
        players = 3 + game % 3
        seed = 1000 + sum(map(ord, alien)) * 7 + game
        line_up = _line_up(alien, players, seed)
        incursion = any(hooks.POWERS[a].expansion == "Incursion" for a in line_up if a is not None)
        conflict = any(hooks.POWERS[a].expansion == "Conflict" for a in line_up if a is not None)
        alliance = any(hooks.POWERS[a].expansion == "Alliance" for a in line_up if a is not None)
        sets = (("conflict",) if conflict else ()) + (("alliance",) if alliance else ())
        config = default_config(players, seed=seed, aliens=line_up, incursion=incursion, expansions=sets)
        state, _ = new_game(config)
        driver = Driver(players, seed)
        r = Rng(seed)
        while not state.over and state.actions < 6000:
            before = state.copy()
            events = Tracer(state)
            apply(state, driver.next_action(state), events)
            events.close()
            check_events(before, state, events)  # public events carry only cards face up at that moment
            check_prompts(state)
            problems = check_invariants(state)
            assert not problems, f"{alien} seed {seed} after {state.actions} actions: {problems}"
            if not r.below(40):
                for seat in range(players):
                    assert view_for(scramble(state, seat, r), seat) == view_for(state, seat), (
                        f"{alien}: seat {seat} sees a secret (seed {seed}, action {state.actions})"
                    )
        assert state.over, f"{alien} seed {seed}: no winner after {state.actions} actions"


def test_every_base_alien_is_listed_with_its_facts() -> None:
    rows = {r["name"]: r for r in alien_table()}
    assert len(rows) == 225
    base = [r for r in rows.values() if r["expansion"] == "Encounter"]
    assert len(base) == 50
    for r in base:
        assert r["level"] in ("green", "yellow", "red")
        assert {"name", "expansion", "level", "power_implemented", "flare_implemented"} <= set(r)
