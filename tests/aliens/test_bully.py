"""Bully: after winning attack against attack as a main player, it picks which of the opponent's ships are
lost (as many as it had in the encounter, from anywhere); the ones it leaves coexist on the planet or go
home from the gate. The FAQ's rulings ("Bully (CI)"; "Fungus (CI)": picked ships are losing ships), the
composition with Guerrilla's attrition (first, FAQ X9) and both flare halves."""

from __future__ import annotations

from typing import Any

import pytest

from game.aliens.fungus import stack_key
from game.board import ship_total, ships_on
from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.errors import IllegalAction
from game.invariants import check_invariants
from game.state import GameState
from tests.aliens.encounter_kit import encounter, run

HANDS = {"0": ["Attack 12", "Attack 10"], "1": ["Attack 06", "Attack 04"], "2": ["Attack 05"]}
INC = {"incursion": True}
INTIMIDATE = {"seat": 0, "type": "power", "alien": "Bully", "use": "intimidate", "player": 1}
FLARE = CARD_NAME.index("Flare: Bully")


def _sound(state: GameState) -> None:
    assert check_invariants(state) == []
    assert [ship_total(state, s) for s in range(state.n)] == [20] * state.n


def _kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def _ended(result: Any) -> str:
    """How the first encounter ended."""
    return str(next(e.data["outcome"] for e in result.events if e.kind == "encounter_ended"))


def test_as_the_offense_it_picks_the_losses_and_coexists_with_the_ships_it_leaves() -> None:
    after = (INTIMIDATE, {"seat": 0, "type": "lose", "ships": [[6, 3], [7, 1]]})
    data = encounter(["Bully", "", ""], HANDS, "Attack 12", "Attack 06", after=after, config=INC)
    state = run(data).state
    assert state.warp == [0, 4, 0]  # four ships, as many as the defense had on planet 5
    assert ships_on(state, 5, 1) == 4 and ships_on(state, 5, 0) == 3  # the defense stays: they coexist
    assert ships_on(state, 6, 1) == 1 and ships_on(state, 7, 1) == 3
    assert state.enc.success and 5 in [p for p in range(state.planets) if ships_on(state, p, 0)]
    _sound(state)


def test_as_the_defense_the_ships_it_leaves_in_the_gate_go_home() -> None:
    hands = {"0": ["Attack 06", "Attack 04"], "1": ["Attack 12", "Attack 10"], "2": ["Attack 05"]}
    after = (
        {"seat": 1, "type": "power", "alien": "Bully", "use": "intimidate", "player": 0},
        {"seat": 1, "type": "lose", "ships": [[1, 3]]},  # three, as many as the offense had in the gate
        {"seat": 0, "type": "place", "ships": [[0, 3]]},  # the gate's ships go back to a colony
    )
    data = encounter(["", "Bully", ""], hands, "Attack 06", "Attack 12", after=after, config=INC)
    result = run(data)
    state = result.state
    assert state.warp == [3, 0, 0] and state.gate == [0, 0, 0]
    assert ships_on(state, 1, 0) == 1 and ships_on(state, 0, 0) == 4
    assert _ended(result) == "defense"
    _sound(state)


def test_faq_fungus_allied_with_bully_captures_the_ships_it_picks() -> None:
    # "Fungus (CI)": the ships Bully selects are the losing ships, so they adhere to Fungus
    after = (INTIMIDATE, {"seat": 0, "type": "lose", "ships": [[6, 4]]})
    ally = ({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},)
    data = encounter(
        ["Bully", "", "Fungus"],
        HANDS,
        "Attack 12",
        "Attack 06",
        invites=([2], []),
        allies=ally,
        after=after,
        config=INC,
    )
    state = run(data).state
    assert state.warp == [0, 0, 0]  # nothing reached the warp: captured
    assert [st[1] for st in state.extra[stack_key(2)]] == [[0, 4, 0]]
    assert ships_on(state, 5, 1) == 4 and ships_on(state, 6, 1) == 0
    _sound(state)


def test_the_picked_ships_are_losing_ships() -> None:
    # the loss records carry the kind "losing" and enc.losing counts them (what compensation reads, C1)
    after = (INTIMIDATE, {"seat": 0, "type": "lose", "ships": [[6, 4]]})
    data = encounter(["Bully", "", ""], HANDS, "Attack 12", "Attack 06", after=after, config=INC)
    state = run(data).state
    losses = [r for r in state.enc.mods.losses if r["seat"] == 1]
    assert [(r["kind"], r["by"], r["sources"]) for r in losses] == [("losing", 0, [[6, 4]])]
    assert state.enc.losing[1] == 4


def test_faq_x9_guerrilla_attrition_comes_before_the_intimidation() -> None:
    after = (INTIMIDATE, {"seat": 0, "type": "lose", "ships": [[6, 4]]})
    data = encounter(["Bully", "Guerrilla", ""], HANDS, "Attack 12", "Attack 06", after=after, config=INC)
    result = run(data)
    state = result.state
    kinds = _kinds(result.events)
    assert kinds.index("attrition") < kinds.index("intimidate")
    assert state.warp == [2, 4, 0]  # Bully keeps one ship (attrition), Guerrilla loses the four it picked
    assert ships_on(state, 5, 0) == 1 and ships_on(state, 5, 1) == 4
    _sound(state)


def test_passing_leaves_the_usual_losses() -> None:
    data = encounter(
        ["Bully", "", ""], HANDS, "Attack 12", "Attack 06", after=({"seat": 0, "type": "pass"},), config=INC
    )
    state = run(data).state
    assert state.warp == [0, 4, 0] and ships_on(state, 5, 1) == 0 and ships_on(state, 6, 1) == 4


def test_faq_a_deal_is_not_a_win() -> None:
    hands = {"0": ["Negotiate", "Attack 10"], "1": ["Negotiate", "Attack 04"], "2": ["Attack 05"]}
    data = encounter(["Bully", "", ""], hands, "Negotiate", "Negotiate", config=INC)
    state = run(data).state
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, INTIMIDATE)
    assert state.ships == before.ships and state.warp == before.warp


def test_faq_t9_a_morph_is_not_a_revealed_attack() -> None:
    # the defense's Morph copies the attack, but the card turned over is a Morph: no intimidation
    hands = {"0": ["Attack 12", "Attack 10"], "1": ["Morph", "Attack 04"], "2": ["Attack 05"]}
    setup = {"ships": {"1": {"5": 1, "6": 4, "7": 4, "8": 4, "9": 4}}}  # 12 + 3 beats 12 + 1
    data = encounter(["Bully", "", ""], hands, "Attack 12", "Morph", setup=setup, config=INC)
    result = run(data)
    state = result.state
    assert _ended(result) == "offense"  # Bully won, and no intimidation was offered: the encounter is over
    assert state.warp[1] == 3 + 1
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, INTIMIDATE)
    assert state.ships == before.ships and state.warp == before.warp


def test_it_may_not_intimidate_after_losing() -> None:
    hands = {"0": ["Attack 04", "Attack 10"], "1": ["Attack 15", "Attack 06"], "2": ["Attack 05"]}
    data = encounter(["Bully", "", ""], hands, "Attack 04", "Attack 15", config=INC)
    state = run(data).state
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, INTIMIDATE)
    assert state.ships == before.ships and state.warp == before.warp and state.gate == before.gate


def test_it_must_take_exactly_as_many_ships_as_the_opponent_had() -> None:
    data = encounter(["Bully", "", ""], HANDS, "Attack 12", "Attack 06", after=(INTIMIDATE,), config=INC)
    state = run(data).state
    before = state.copy()
    for ships in ([[6, 3]], [[6, 4], [7, 1]], [[0, 4]]):  # too few, too many, its own planet
        with pytest.raises(IllegalAction):
            apply(state, {"seat": 0, "type": "lose", "ships": ships})
        assert state.ships == before.ships and state.warp == before.warp


def test_super_picks_the_losses_of_the_opposing_allies_too() -> None:
    hands = {"0": ["Attack 12", "Flare: Bully"], "1": ["Attack 06", "Attack 04"], "2": ["Attack 05"]}
    after = (
        INTIMIDATE,
        {
            "seat": 0,
            "type": "play",
            "card": "Flare: Bully",
            "half": "super",
            "use": "super",
            "play": "latest",
        },
        {"seat": 0, "type": "lose", "ships": [[6, 4]]},
        {"seat": 0, "type": "lose", "ships": [[11, 2]]},  # the ally had two ships in the encounter
        {"seat": 2, "type": "place", "ships": [[10, 2]]},  # the ally's ships left beside the planet go home
    )
    ally = ({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},)
    data = encounter(
        ["Bully", "", ""],
        hands,
        "Attack 12",
        "Attack 06",
        invites=([], [2]),
        allies=ally,
        after=after,
        config=INC,
    )
    result = run(data)
    state = result.state
    assert "intimidate_allies" in _kinds(result.events)
    assert state.warp == [0, 4, 2] and state.dally == [0, 0, 0]
    assert ships_on(state, 11, 2) == 2 and ships_on(state, 10, 2) == 4
    _sound(state)


NEGOTIATE_HANDS = {"0": ["Negotiate", "Flare: Bully"], "1": ["Negotiate", "Attack 04"], "2": ["Attack 05"]}
WILD = {"seat": 0, "type": "play", "card": "Flare: Bully", "half": "wild", "use": "wild", "player": 1}


def test_wild_a_threatened_negotiator_may_concede() -> None:
    after = (WILD, {"seat": 1, "type": "bully_threat", "concede": True})
    data = encounter(
        ["Human", "Macron", ""], NEGOTIATE_HANDS, "Negotiate", "Negotiate", after=after, config=INC
    )
    result = run(data)
    state = result.state
    assert "bully_conceded" in _kinds(result.events)
    assert _ended(result) == "offense" and state.warp == [0, 4, 0] and ships_on(state, 5, 0) == 3
    _sound(state)


def test_wild_a_defiant_negotiator_loses_two_ships_of_the_holders_choice() -> None:
    after = (
        WILD,
        {"seat": 1, "type": "bully_threat", "concede": False},
        {"seat": 0, "type": "lose", "ships": [[8, 2]]},
    )
    data = encounter(
        ["Human", "Macron", ""], NEGOTIATE_HANDS, "Negotiate", "Negotiate", after=after, config=INC
    )
    result = run(data)
    state = result.state
    assert "bully_defied" in _kinds(result.events)
    assert state.warp == [0, 2, 0] and ships_on(state, 8, 1) == 2
    assert state.enc.outcome == "deal"  # the deal goes on
    _sound(state)


def test_wild_is_refused_unless_the_opponent_turned_over_a_negotiate() -> None:
    hands = {"0": ["Negotiate", "Flare: Bully"], "1": ["Attack 06", "Attack 04"], "2": ["Attack 05"]}
    data = encounter(["Human", "Macron", ""], hands, "Negotiate", "Attack 06", config=INC)
    state = run(data).state
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, {**WILD, "card": FLARE})
    assert state.hands == before.hands and state.ships == before.ships
