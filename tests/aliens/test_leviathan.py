"""Leviathan: the worldship (+20 and its ships, lost to the warp or landing up to four), the FAQ's rulings
(it replaces the launch; a stolen power's +20 goes to the controller, who decides the landing; Super riders
are not allies; Wild planets become home planets of their new systems), and what it may not do."""

from __future__ import annotations

from typing import Any

import pytest

from game.board import home_colony_count
from game.engine import apply
from game.errors import IllegalAction
from game.scenario import check_expectations, run_scenario
from tests.aliens.encounter_kit import decided

AIM = {"seat": 0, "type": "aim", "planet": 5}
SEND = {"seat": 0, "type": "power", "alien": "Leviathan", "use": "worldship", "planet": 1}
SUPER = {"seat": 0, "type": "play", "card": "Flare: Leviathan", "half": "super", "use": "super"}
HANDS = {"0": ["Attack 04", "Attack 06"], "1": ["Attack 12", "Attack 10"], "2": ["Attack 06"]}
NO_INVITES = [{"seat": 0, "type": "invite", "seats": []}, {"seat": 1, "type": "invite", "seats": []}]


def _data(
    actions: list[dict[str, Any]],
    hands: dict[str, list[str]] | None = None,
    ships: dict[str, dict[str, int]] | None = None,
    aliens: list[str] | None = None,
    expect: dict[str, Any] | None = None,
) -> dict[str, Any]:
    setup: dict[str, Any] = {
        "first_player": 0,
        "hands": hands
        or {"0": ["Attack 04", "Attack 06"], "1": ["Attack 12", "Attack 10"], "2": ["Attack 06"]},
        "destiny_top": ["blue"],
    }
    if ships:
        setup["ships"] = ships
    return {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens or ["Leviathan", "", ""], "incursion": True},
        "setup": setup,
        "expect": expect or {},
    }


def _check(data: dict[str, Any]) -> Any:
    result = run_scenario(data)
    assert result.error is None, (result.error, [(e.kind, e.data) for e in result.events][-20:])
    problems = check_expectations(result, data["expect"])
    assert problems == [], (problems, [(e.kind, e.data) for e in result.events][-20:], result.state.prompts)
    return result


def test_worldship_wins_with_20_and_its_ships_then_lands_some() -> None:
    """4 + 20 + 4 ships beats 12 + 4: the offense wins, leaves 2 ships on the target, the rest go home."""
    result = _check(
        _data(
            [
                AIM,
                SEND,
                *NO_INVITES,
                {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
                {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
                {"seat": 0, "type": "power", "alien": "Leviathan", "use": "worldship_land", "ships": 2},
            ],
            expect={
                "events": ["worldship_launched", "worldship_landed", "worldship_returned"],
                "ships": {"5": {"0": 2, "1": 0}, "1": {"0": 2}},
                "warp": [0, 4, 0],
                "gate": [0, 0, 0],
            },
        )
    )
    assert decided(result) == {"winner": "offense", "offense_total": 28, "defense_total": 16}


def test_faq_worldship_replaces_the_launch() -> None:
    """FAQ (Leviathan): the worldship replaces the normal launch; no launch prompt follows."""
    result = _check(_data([AIM, SEND], expect={"gate": [0, 0, 0], "prompts": [[0, "invite_offense"]]}))
    assert result.state.enc.mods.gate_planet["planet"] == 1


def test_lost_worldship_sends_its_ships_to_the_warp_and_comes_home() -> None:
    """Losing, every ship on the worldship goes to the warp; the planet stays Leviathan's home planet."""
    hands = {"0": ["Negotiate", "Attack 06"], "1": ["Attack 12", "Attack 10"], "2": ["Attack 06"]}
    result = _check(
        _data(
            [
                AIM,
                SEND,
                *NO_INVITES,
                {"seat": 0, "type": "encounter_card", "card": "Negotiate"},
                {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
            ],
            hands=hands,
            expect={"warp": [4, 0, 0], "ships": {"1": {"0": 0}}, "events": ["compensation"]},
        )
    )
    assert result.state.planet_home[1] == 0
    assert result.state.enc.mods.gate_planet is None


def test_faq_guerrilla_ruling_one_ship_may_still_land() -> None:
    """FAQ (Leviathan, Guerrilla): Guerrilla's attrition leaves one of the worldship's four ships; that ship
    may still land on Guerrilla's planet."""
    result = _check(
        _data(
            [
                AIM,
                SEND,
                *NO_INVITES,
                {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
                {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
                {"seat": 0, "type": "power", "alien": "Leviathan", "use": "worldship_land", "ships": 1},
            ],
            aliens=["Leviathan", "Guerrilla", ""],
            expect={
                "events": ["attrition", "worldship_landed"],
                "ships": {"5": {"0": 1, "1": 0}, "1": {"0": 0}},
                "warp": [3, 4, 0],
            },
        )
    )
    assert result.state.enc.success


def test_a_planet_with_another_players_ships_cannot_be_a_worldship() -> None:
    """No opposing ships on the worldship: planet 1 holds a ship of seat 2, so only the others are offered;
    sending it is refused and changes nothing."""
    ships = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 4}, "2": {"1": 1, "10": 4, "11": 4, "12": 4}}
    result = run_scenario(_data([AIM], ships=ships))
    options = next(p for p in result.state.prompts if p.seat == 0).options
    planets = sorted(o["planet"] for o in options if o.get("use") == "worldship")
    assert planets == [0, 2, 3, 4]
    state = result.state
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, SEND)
    assert state == before


def test_super_riders_count_and_may_not_ally() -> None:
    """Super: seat 2's 3 ships ride Leviathan's planet 1; they count for the offense (4 + 20 + 4 + 3 = 31);
    seat 2 may not ally (nobody is left to invite, so no invitation is asked), and when the side loses its
    riders go to the warp with Leviathan's ships."""
    ships = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 4}, "2": {"1": 3, "10": 4, "11": 4}}
    hands = {"0": ["Attack 04", "Flare: Leviathan"], "1": ["Attack 30", "Attack 10"], "2": ["Attack 06"]}
    super_ = {
        "seat": 0,
        "type": "play",
        "card": "Flare: Leviathan",
        "half": "super",
        "use": "super",
        "planet": 1,
    }
    result = _check(
        _data(
            [
                AIM,
                super_,
                {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
                {"seat": 1, "type": "encounter_card", "card": "Attack 30"},
            ],
            hands=hands,
            ships=ships,
            expect={"warp": [4, 0, 12], "ships": {"1": {"0": 0, "2": 0}}, "no_events": ["invited"]},
        )
    )
    assert decided(result) == {"winner": "defense", "offense_total": 31, "defense_total": 34}


def test_faq_force_field_does_not_remove_super_riders() -> None:
    """FAQ (Force Field): riders on a Super worldship are not allies, so they are never among the allies a
    Force Field may send home."""
    ships = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 4}, "2": {"1": 3, "10": 4, "11": 4}}
    hands = {"0": ["Attack 04", "Flare: Leviathan"], "1": ["Attack 30", "Force Field"], "2": ["Attack 06"]}
    super_ = {
        "seat": 0,
        "type": "play",
        "card": "Flare: Leviathan",
        "half": "super",
        "use": "super",
        "planet": 1,
    }
    result = run_scenario(_data([AIM, super_], hands=hands, ships=ships))
    assert result.error is None
    state = result.state
    assert state.enc.off_allies == 0 and state.enc.allied == 0
    assert all(o.get("card") is None or "allies" not in o for p in state.prompts for o in p.options)


def test_wild_swaps_planets_which_become_home_planets() -> None:
    """Wild (FAQ, S7): the offense swaps its planet 2 with the defense's planet 7; each is now a home planet
    of its new system (seat 0's ships on planet 2 are now a foreign colony, seat 1's on 7 too), the
    encounter ends as a success, and the flare goes to the Leviathan (seat 2)."""
    hands = {"0": ["Attack 04", "Flare: Leviathan"], "1": ["Attack 12"], "2": ["Attack 06"]}
    result = _check(
        _data(
            [
                {
                    "seat": 0,
                    "type": "play",
                    "card": "Flare: Leviathan",
                    "half": "wild",
                    "use": "wild",
                    "planet": 2,
                    "swap": 7,
                }
            ],
            hands=hands,
            aliens=["", "", "Leviathan"],
            expect={
                "events": ["planets_swapped"],
                "foreign_colonies": [1, 1, 0],
                "hand_contains": {"2": ["Flare: Leviathan"]},
                "prompts": [[0, "second_encounter"]],
            },
        )
    )
    state = result.state
    assert state.planet_home[2] == 1 and state.planet_home[7] == 0
    assert home_colony_count(state, 0) == 4 and home_colony_count(state, 1) == 4


def test_faq_stolen_power_the_controller_gets_the_20() -> None:
    """FAQ: after a theft the worldship stays and its +20 (with only the controller's ships) goes to the
    seat that now controls Leviathan: here seat 1, the defense, so the offense has just its card."""
    data = _data([AIM, SEND, *NO_INVITES])
    result = run_scenario(data)
    state = result.state
    state.aliens[0], state.aliens[1] = None, "Leviathan"  # the power changed hands
    from game.phases.resolution import totals

    state.enc.off_value, state.enc.def_value = 4, 12
    assert totals(state) == (4, 12 + 4 + 20)


def test_faq_stolen_power_the_controller_decides_the_landing_and_the_worldship_goes_home() -> None:
    """FAQ: on a win the player controlling Leviathan decides how many of its ships on the worldship land;
    the worldship then goes back to Leviathan's own system, not the thief's. Here seat 2 has taken the
    power and has 3 ships aboard planet 1 (Leviathan's); the offense won."""
    from game.aliens.leviathan import Leviathan
    from game.moments import EncounterEnd

    data = _data([AIM, SEND, *NO_INVITES])
    state = run_scenario(data).state
    state.aliens[0], state.aliens[2] = None, "Leviathan"  # the power changed hands
    state.ships[1 * state.n + 2] += 3
    state.enc.outcome = "offense"
    land = next(u for u in Leviathan.uses if u.key == "worldship_land")
    assert Leviathan().options(state, 0, land, -1) == []  # the owner no longer decides
    assert Leviathan().options(state, 2, land, -1) == [{"ships": k} for k in (3, 2, 1, 0)]
    events: list[Any] = []
    Leviathan().hear(state, events, 2, EncounterEnd())
    (back,) = [e for e in events if e.kind == "worldship_returned"]
    assert back.data == {"seat": 0, "planet": 1} and state.planet_home[1] == 0
