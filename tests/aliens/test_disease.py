"""Disease: infecting the player destiny names (colour, special, and with a wild only the defense), the
three-ship minimum, and both flare halves."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import apply
from game.errors import IllegalAction
from game.scenario import check_expectations, run_scenario

# seat 2 (the Disease) has a colony of 3 on blue's planet 6 and one of 2 on blue's planet 7
SHIPS = {"2": {"6": 3, "7": 2, "10": 4, "11": 4, "12": 4}}
HANDS = {"0": ["Attack 04", "Attack 06"], "1": ["Attack 12", "Negotiate", "Morph"], "2": ["Attack 08"]}
INFECT = {"seat": 2, "type": "power", "alien": "Disease", "use": "infect", "player": 1, "planet": 6}


def _data(
    actions: list[dict[str, Any]],
    destiny: list[str],
    ships: dict[str, dict[str, int]] | None = None,
    hands: dict[str, list[str]] | None = None,
    aliens: list[str] | None = None,
    expect: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens or ["", "", "Disease"], "incursion": True},
        "setup": {
            "first_player": 0,
            "hands": hands or HANDS,
            "destiny_top": destiny,
            "ships": ships or SHIPS,
        },
        "expect": expect or {},
    }


def _check(data: dict[str, Any]) -> Any:
    result = run_scenario(data)
    assert result.error is None, (result.error, [(e.kind, e.data) for e in result.events][-20:])
    problems = check_expectations(result, data["expect"])
    assert problems == [], (problems, [(e.kind, e.data) for e in result.events][-20:], result.state.prompts)
    return result


def _disease_options(result: Any) -> list[dict[str, Any]]:
    prompts = [p for p in result.state.prompts if p.seat == 2]
    return [o for p in prompts for o in p.options if o.get("alien") == "Disease"]


def test_blue_drawn_disease_spreads_from_a_colony_of_three() -> None:
    """Blue's colour is drawn: the Disease moves 2 of its 3 ships on planet 6 to planet 8, coexisting with
    blue's ships: one more foreign colony."""
    _check(
        _data(
            [{**INFECT, "dest": 8}, {"seat": 2, "type": "spread", "ships": 2, "planet": 6, "dest": 8}],
            ["blue"],
            expect={
                "events": ["infected"],
                "ships": {"6": {"2": 1}, "8": {"1": 4, "2": 2}},
                "foreign_colonies": [0, 0, 3],
            },
        )
    )


def test_a_colony_of_two_cannot_spread() -> None:
    """Only colonies of at least three ships spread: planet 7 (two ships) is never a source, and naming it
    is refused without changing anything."""
    result = run_scenario(_data([], ["blue"]))
    sources = {o["planet"] for o in _disease_options(result)}
    assert sources == {6}
    state = result.state
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, {**INFECT, "planet": 7, "dest": 8})
    assert state == before


def test_special_destiny_infects_the_player_it_names() -> None:
    """A special destiny card aimed at another player counts: "most cards in hand" names blue (3 cards)."""
    result = run_scenario(_data([], ["most_cards_in_hand"]))
    assert {o["player"] for o in _disease_options(result)} == {1}


def test_its_own_colour_infects_nobody() -> None:
    """Purple (the Disease's own colour) is no other player's colour: nothing is offered."""
    ships = {
        "2": {"6": 3, "10": 4, "11": 4, "12": 4, "13": 5},
        "0": {"0": 4, "1": 4, "2": 4, "3": 4, "10": 4},
    }
    result = run_scenario(_data([], ["purple", "blue"], ships=ships))
    infect = [e for e in result.events if e.kind == "infected"]
    assert infect == []


def test_wild_destiny_only_the_defense_may_be_infected() -> None:
    """With a wild destiny card the Disease may infect only the player chosen as the defense, once it is
    chosen (at the start of Launch): here blue."""
    result = run_scenario(_data([], ["wild"]))
    assert _disease_options(result) == []  # nothing while the wild is up
    result = run_scenario(_data([{"seat": 0, "type": "wild", "player": 1}], ["wild"]))
    options = _disease_options(result)
    assert (
        options and {o["use"] for o in options} == {"infect_wild"} and {o["player"] for o in options} == {1}
    )


def test_wild_flare_matching_types_lose_three_ships_and_the_flare_goes_to_the_disease() -> None:
    """Wild: seat 0 makes the others pick a card in secret; blue and purple both show an attack, so each
    loses 3 ships; the cards are discarded and the flare goes to the Disease (seat 2)."""
    hands = {
        "0": ["Attack 04", "Flare: Disease"],
        "1": ["Attack 12", "Negotiate"],
        "2": ["Attack 08", "Morph"],
    }
    ships = {
        "2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 4},
        "1": {"5": 4, "6": 4, "7": 4, "8": 4, "9": 4},
    }
    result = _check(
        _data(
            [
                {"seat": 0, "type": "play", "card": "Flare: Disease", "half": "wild", "use": "wild"},
                {"seat": 1, "type": "disease_pick", "cards": ["Attack 12"]},
                {"seat": 2, "type": "disease_pick", "cards": ["Attack 08"]},
                {"seat": 1, "type": "lose", "ships": [[5, 3]]},
                {"seat": 2, "type": "lose", "ships": [[10, 3]]},
            ],
            ["blue"],
            ships=ships,
            hands=hands,
            expect={
                "events": ["disease_revealed"],
                "warp": [0, 3, 3],
                "hand_contains": {"2": ["Flare: Disease"]},
                "hand_lacks": {"1": ["Attack 12"], "2": ["Attack 08"]},
                "discard_size": 2,
            },
        )
    )
    assert result.state.hands[1] != []


def test_super_moves_one_ship_between_colonies() -> None:
    """Super: at the start of Regroup the Disease moves one ship from planet 10 to planet 11."""
    hands = {"0": ["Attack 04"], "1": ["Attack 12"], "2": ["Attack 08", "Flare: Disease"]}
    ships = {"2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 4}}
    _check(
        _data(
            [
                {
                    "seat": 2,
                    "type": "play",
                    "card": "Flare: Disease",
                    "half": "super",
                    "use": "super",
                    "planet": 10,
                },
                {"seat": 2, "type": "move", "planet": 10, "dest": 11},
            ],
            ["blue"],
            ships=ships,
            hands=hands,
            expect={"ships": {"10": {"2": 3}, "11": {"2": 5}}},
        )
    )
