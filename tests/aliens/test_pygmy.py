"""Pygmy (Cosmic Alliance): an unused colour's planets join its home system (ten planets, two ships on each);
left out when no colour is free; others' colonies there count half (summed, rounded down); at most four
ships on any planet there, landings in timing order, the rest back to a colony; FAQ: a planet moved into
its system takes its rules, a Pygmy planet The Claw holds counts in full, nothing swaps or copies the
power (bound); the Wild (half rewards for the winners' allies) and the Super (the offense's attack
halved)."""

from __future__ import annotations

from typing import Any

import pytest
from encounter_kit import encounter, run

from game import hooks
from game.aliens.pygmy import Pygmy
from game.board import HELD, colony_counts, foreign_colony_count, move, ship_total, ships_on, system_planets
from game.config import default_config
from game.engine import new_game
from game.errors import ConfigError
from game.state import GameState

ALLIANCE = {"expansions": ["alliance"]}
HANDS = {"0": ["Attack 12", "Attack 01"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 05"]}


def table(players: int = 3, seat: int = 1) -> GameState:
    aliens: list[str | None] = [None] * players
    aliens[seat] = "Pygmy"
    state, _ = new_game(default_config(players, seed=3, aliens=aliens, expansions=("alliance",)))
    return state


def test_its_home_system_has_twice_the_planets_with_two_ships_on_each() -> None:
    state = table()
    planets = system_planets(state, 1)
    assert len(planets) == 10 and planets[5:] == [15, 16, 17, 18, 19]
    assert all(ships_on(state, p, 1) == 2 for p in planets)
    assert ship_total(state, 1) == 20 and len(state.ships) == 20 * 3
    assert state.extra["Pygmy/1"] in ("black", "white", "orange", "purple", "yellow", "green")


def test_four_planet_game_eight_planets_two_ships_each() -> None:
    aliens = [None, "Pygmy", None]
    config = default_config(3, seed=3, aliens=aliens, expansions=("alliance",), four_planets=True)
    state, _ = new_game(config)
    planets = system_planets(state, 1)
    assert len(planets) == 8 and all(ships_on(state, p, 1) == 2 for p in planets)


def test_left_out_when_no_colour_is_free() -> None:
    full = default_config(8, seed=1, expansions=("incursion", "conflict", "alliance"))
    assert Pygmy().usable(full) is not None
    assert Pygmy().usable(default_config(3, seed=1, expansions=("alliance",))) is None
    with pytest.raises(ConfigError):
        aliens = ["Pygmy"] + [None] * 7
        new_game(default_config(8, seed=1, aliens=aliens, expansions=("incursion", "conflict", "alliance")))


def test_other_colonies_there_count_half_rounded_down() -> None:
    state = table()
    move(state, [], 0, 0, 5, 1)
    assert foreign_colony_count(state, 0) == 0  # one half colony: nothing yet
    move(state, [], 0, 0, 16, 1)
    assert foreign_colony_count(state, 0) == 1 == colony_counts(state)[1][0]  # two halves make one
    move(state, [], 0, 1, 10, 1)  # a colony elsewhere counts in full
    assert foreign_colony_count(state, 0) == 2 == colony_counts(state)[1][0]
    assert foreign_colony_count(state, 1) == 0  # its own planets are home colonies


def test_no_planet_there_holds_more_than_four_ships() -> None:
    state = table()
    move(state, [], 0, 0, 5, 4)  # two Pygmy ships there: room for two
    assert ships_on(state, 5, 0) == 2 and ships_on(state, 0, 0) == 2  # the rest stays where it was
    move(state, [], 1, 6, 5, 1)  # full
    assert ships_on(state, 5, 1) == 2 and ships_on(state, 6, 1) == 2


def test_a_landing_over_four_sends_the_rest_back_to_a_colony_in_timing_order() -> None:
    # the offense (3 ships) and its ally (2 ships) win on a Pygmy planet: 3 + 2 > 4
    data = encounter(
        ["", "Pygmy", ""],
        HANDS,
        "Attack 12",
        "Attack 04",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        config=ALLIANCE,
    )
    state = run(data).state
    assert ships_on(state, 5, 0) == 3 and ships_on(state, 5, 2) == 1  # the offense lands first
    assert ships_on(state, 11, 2) == 5  # the other ship went back to its fullest colony
    assert ship_total(state, 2) == 20


def test_faq_a_planet_moved_into_its_system_takes_its_rules() -> None:
    state = table()
    state.planet_home[12] = 1  # seat 2's planet now in the Pygmy's system (Leviathan's Wild)
    move(state, [], 0, 0, 12, 4)
    assert ships_on(state, 12, 0) == 0  # seat 2's four ships fill it
    state.ships[12 * 3 + 2] = 0
    state.ships[12 * 3 + 0] = 1
    state.warp[2] += 4
    assert foreign_colony_count(state, 0) == 0  # half a colony


def test_faq_a_pygmy_planet_the_claw_holds_counts_in_full() -> None:
    state = table()
    state.planet_home[16] = 2  # taken into seat 2's system
    state.extra[HELD] = {"2": [16]}
    assert foreign_colony_count(state, 2) == 1 == colony_counts(state)[1][2]


def test_faq_nothing_swaps_takes_or_copies_it() -> None:
    assert hooks.bound(table(), 1)
    assert Pygmy.uses == () and Pygmy.keeps_power


def test_wild_halves_the_winning_allies_rewards() -> None:
    hands = {"0": ["Attack 04", "Flare: Pygmy"], "1": ["Attack 12", "Attack 06"], "2": ["Attack 05"]}
    wild = {"seat": 0, "type": "play", "card": "Flare: Pygmy", "half": "wild", "use": "wild"}
    data = encounter(
        ["", "", ""],
        hands,
        "Attack 04",
        "Attack 12",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 3]]},),
        after=(wild,),
        config=ALLIANCE,
    )
    data["actions"].append({"seat": 2, "type": "place", "ships": [[10, 3]]})
    declared = [e.data for e in run(data).events if e.kind == "rewards_declared"]
    assert [(d["seat"], d["ships"] + d["cards"]) for d in declared] == [(2, 1)]  # 3 halved, rounded down


def test_super_halves_the_offense_attack() -> None:
    hands = {"0": ["Attack 20", "Attack 01"], "1": ["Attack 12", "Flare: Pygmy"], "2": ["Attack 05"]}
    sup = {"seat": 1, "type": "play", "card": "Flare: Pygmy", "half": "super", "use": "super"}
    result = run(encounter(["", "Pygmy", ""], hands, "Attack 20", "Attack 12", after=(sup,), config=ALLIANCE))
    decided: dict[str, Any] = next(e.data for e in result.events if e.kind == "encounter_decided")
    assert decided["offense_total"] == 10 + 3 and decided["winner"] == "defense"


def test_never_dealt_at_random_when_every_colour_is_taken() -> None:
    for seed in range(40):
        state, _ = new_game(default_config(6, seed=seed, alien_mode="random", expansions=("alliance",)))
        assert "Pygmy" not in state.aliens


ALL_THREE = ("incursion", "conflict", "alliance")  # eight colours


def test_pygmy_and_symbiote_refused_together_with_one_colour_free() -> None:
    # both take a colour nobody plays (our reading: the later seat's alien leaves, as for a clash)
    one_free = default_config(7, aliens=["Pygmy", "Symbiote", *[None] * 5], expansions=ALL_THREE)
    with pytest.raises(ConfigError, match="Pygmy and Symbiote each need a player colour"):
        new_game(one_free)
    two_free = default_config(6, aliens=["Pygmy", "Symbiote", *[None] * 4], expansions=ALL_THREE)
    state, _ = new_game(two_free)
    assert state.extra["Pygmy/0"] != state.extra["Symbiote/1"]


@pytest.mark.parametrize("seed", range(12))
def test_never_dealt_at_random_with_symbiote_when_one_colour_is_free(seed: int) -> None:
    pool = ("Pygmy", "Symbiote", "Oracle", "Virus", "Zombie", "Clone", "Pacifist", "Macron", "Laser")
    config = default_config(7, seed=seed, alien_mode="random", alien_pool=pool, expansions=ALL_THREE)
    state, _ = new_game(config)
    assert not {"Pygmy", "Symbiote"} <= set(state.aliens)


def test_prompt_labels_name_its_planets_by_its_system() -> None:
    # its five extra planets (15-19 at three seats) are its own, counted after its first five
    from game.describe import location
    from game.view import view_for

    state = table()
    systems = [int(pl["system"]) for pl in view_for(state, 0)["planets"]]
    names = ["Ann", "Ben", "Cleo"]
    assert location(17, names.__getitem__, systems) == "Ben's planet 8"
    assert location(7, names.__getitem__, systems) == "Ben's planet 3"
    assert location(12, names.__getitem__, systems) == "Cleo's planet 3"
