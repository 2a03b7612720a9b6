"""Siren (Cosmic Conflict): it may take the defense's place on one of its own home planets with a colony
of its when the chosen defense is a player in whose home system it has a colony, or itself (FAQ: "not
offense"); having lured, winning as the defense gains it a colony in the offense's home system; the rebuilt
Wild (an ally of the offense lured home by a gift) and Super (its allies gain colonies too, after the hint of
a fan remake's notes on the original)."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.board import ships_on
from game.cards.catalog import CARD_NAME

CONFLICT = {"expansions": ["conflict"]}
# the Siren (seat 2) has a colony on planet 6, in seat 1's home system
SHIPS = {"2": {"6": 1, "10": 4, "11": 4, "12": 4, "13": 4, "14": 3}}


def lure(planet: int = 10, use: str = "lure") -> dict[str, Any]:
    return {"seat": 2, "type": "power", "alien": "Siren", "use": use, "planet": planet}


def game(
    off: str, dfn: str, hands: dict[str, list[str]], ships: dict[str, Any] = SHIPS, **kw: Any
) -> dict[str, Any]:
    """Seat 0 draws seat 1; the Siren lures it to planet 10 (its own); seat 2 then plays ``dfn``."""
    data = encounter(["", "", "Siren"], hands, off, dfn, config=CONFLICT, setup={"ships": ships}, **kw)
    actions = data["actions"]
    actions[0] = lure()
    actions[1]["ships"] = [[0, 3]]
    actions[3]["seat"] = 2  # the defense (now the Siren) invites
    actions[-1]["seat"] = 2
    return data


def test_lured_the_siren_defends_its_own_planet() -> None:
    data = game("Attack 04", "Attack 08", {"0": ["Attack 04"], "1": ["Attack 10"], "2": ["Attack 08"]})
    data["actions"] += [{"seat": 2, "type": "free_colony", "planet": 1}]
    result = run(data)
    aimed = [e.data for e in result.events if e.kind == "gate_aimed"]
    assert aimed == [{"planet": 10, "defense": 2}]
    assert [e.data for e in result.events if e.kind == "defense_chosen"][-1] == {"seat": 2}


def test_winning_after_a_lure_gains_a_colony_in_the_offense_system() -> None:
    data = game("Attack 04", "Attack 08", {"0": ["Attack 04"], "1": ["Attack 10"], "2": ["Attack 08"]})
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 2)
    assert prompt.ctx == "free_colony"
    assert {o["planet"] for o in prompt.options} == {0, 1, 2, 3, 4}
    data["actions"] += [
        {"seat": 2, "type": "free_colony", "planet": 1},
        {"seat": 2, "type": "free_colony_from", "planet": 1, "src": 11},
    ]
    state = run(data).state
    assert ships_on(state, 1, 2) == 1


def test_losing_after_a_lure_gains_nothing() -> None:
    data = game("Attack 10", "Attack 04", {"0": ["Attack 10"], "1": ["Attack 10"], "2": ["Attack 04"]})
    result = run(data)
    assert not [p for p in result.state.prompts if p.ctx == "free_colony"]
    assert ships_on(result.state, 10, 0) == 3 and ships_on(result.state, 10, 2) == 0


def test_no_lure_without_a_colony_in_the_defense_system() -> None:
    ships = {"2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 4}}
    data = encounter(
        ["", "", "Siren"],
        {"0": ["Attack 04"], "1": ["Attack 10"]},
        "Attack 04",
        "Attack 10",
        config=CONFLICT,
        setup={"ships": ships},
    )
    data["actions"] = data["actions"][:0]
    state = run(data).state
    assert not [o for p in state.prompts for o in p.options if o.get("alien") == "Siren"]


def test_offered_only_home_planets_with_its_colony_and_not_as_offense() -> None:
    ships = {"2": {"6": 1, "10": 4, "11": 4, "12": 4, "13": 7}}
    data = encounter(
        ["", "", "Siren"],
        {"0": ["Attack 04"], "1": ["Attack 10"]},
        "Attack 04",
        "Attack 10",
        config=CONFLICT,
        setup={"ships": ships},
    )
    data["actions"] = []
    state = run(data).state
    lures = [o for p in state.prompts for o in p.options if o.get("alien") == "Siren"]
    assert sorted(o["planet"] for o in lures) == [10, 11, 12, 13]


def test_super_its_allies_gain_colonies_too() -> None:
    hands = {"0": ["Attack 04"], "1": ["Attack 10"], "2": ["Attack 08", "Flare: Siren"], "3": ["Attack 05"]}
    ships = {"2": {"6": 1, "10": 4, "11": 4, "12": 4, "13": 4, "14": 3}}
    data = encounter(
        ["", "", "Siren", ""],
        hands,
        "Attack 04",
        "Attack 08",
        config=CONFLICT,
        setup={"ships": ships},
        invites=([], [3]),
        allies=({"seat": 3, "type": "ally", "side": "defense", "ships": [[15, 1]]},),
    )
    actions = data["actions"]
    actions[0] = lure()
    actions[1]["ships"] = [[0, 3]]
    actions[3]["seat"] = 2
    actions[-1]["seat"] = 2
    actions += [
        {"seat": 3, "type": "place", "ships": [[15, 1]]},
        {"seat": 2, "type": "free_colony", "planet": 1},
        {"seat": 2, "type": "free_colony_from", "planet": 1, "src": 11},
        {"seat": 2, "type": "play", "card": "Flare: Siren", "half": "super", "use": "super"},
    ]
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 3)
    assert prompt.ctx == "free_colony" and {o["planet"] for o in prompt.options} == {0, 1, 2, 3, 4}


def test_wild_a_gift_sends_an_offensive_ally_home() -> None:
    hands = {
        "0": ["Attack 04"],
        "1": ["Attack 10", "Flare: Siren", "Attack 06"],
        "2": ["Attack 08"],
        "3": ["Attack 05"],
    }
    data = encounter(
        ["", "", "", "Siren"],
        hands,
        "Attack 04",
        "Attack 10",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        config=CONFLICT,
    )
    cards = data["actions"][-2:]
    del data["actions"][-2:]
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 1)
    gift = next(o for o in prompt.options if o.get("use") == "wild" and CARD_NAME[o["gift"]] == "Attack 06")
    data["actions"] += [{"seat": 1, **gift}, {"seat": 2, "type": "place", "ships": [[10, 2]]}, *cards]
    result = run(data)
    assert "Attack 06" in [CARD_NAME[c] for c in result.state.hands[2]]
    assert result.state.gate[2] == 0 and ships_on(result.state, 10, 2) == 4


def test_its_own_colour_drawn_it_may_lure_to_earn_the_colony() -> None:
    """FAQ (errata "not offense"): chosen as the defense itself, it may use the power to get the bonus."""
    hands = {"0": ["Attack 04"], "1": ["Attack 10"], "2": ["Attack 08"]}
    data = game("Attack 04", "Attack 08", hands, ships={"2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 4}})
    data["setup"]["destiny_top"] = ["purple"]
    state = run(data).state
    assert next(p for p in state.prompts if p.seat == 2).ctx == "free_colony"
