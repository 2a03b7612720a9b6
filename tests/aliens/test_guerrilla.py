"""Guerrilla: Attrition after a loss (erratum: before every other Resolution effect, FAQ X9), a deal is not
a loss, and both flare halves."""

from __future__ import annotations

import pytest

from game.board import GONE
from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.errors import IllegalAction
from game.invariants import check_invariants
from game.scenario import check_expectations
from tests.aliens.encounter_kit import encounter, run

HANDS = {"0": ["Attack 15", "Attack 10"], "1": ["Attack 06", "Attack 04"], "2": ["Attack 05"]}
INC = {"incursion": True}
FLARE = CARD_NAME.index("Flare: Guerrilla")
ALLY = ({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 3]]},)


def test_attrition_leaves_each_winner_one_ship() -> None:
    data = encounter(
        ["", "Guerrilla", ""],
        HANDS,
        "Attack 15",
        "Attack 06",
        launch=4,
        invites=([2], []),
        allies=ALLY,
        config=INC,
    )
    state = run(data).state
    assert state.warp == [3, 4, 2]  # offense 4 -> 1, its ally 3 -> 1; the defense's 4 lost as usual
    assert check_invariants(state) == []


def test_faq_x9_cudgel_counts_the_ships_left_by_attrition() -> None:
    # Cudgel (offense) wins with 4 ships; Guerrilla's attrition first leaves it 1: it smashes 1 extra ship
    data = encounter(["Cudgel", "Guerrilla", ""], HANDS, "Attack 15", "Attack 06", launch=4, config=INC)
    result = run(data)
    smash = next(e.data for e in result.events if e.kind == "smash")
    assert smash["count"] == 1
    kinds = [e.kind for e in result.events]
    assert kinds.index("attrition") < kinds.index("smash")


def test_faq_a_deal_is_not_a_loss() -> None:
    hands = {"0": ["Negotiate", "Attack 10"], "1": ["Negotiate", "Attack 04"], "2": ["Attack 05"]}
    data = encounter(["", "Guerrilla", ""], hands, "Negotiate", "Negotiate", launch=4, config=INC)
    result = run(data)
    assert "attrition" not in [e.kind for e in result.events]


def test_no_attrition_when_guerrilla_wins() -> None:
    data = encounter(["", "Guerrilla", ""], HANDS, "Attack 10", "Attack 06", launch=1, config=INC)
    data["setup"]["hands"] = {
        "0": ["Attack 04", "Attack 10"],
        "1": ["Attack 15", "Attack 06"],
        "2": ["Attack 05"],
    }
    data["actions"][-2]["card"] = "Attack 04"
    data["actions"][-1]["card"] = "Attack 15"
    result = run(data)
    assert "attrition" not in [e.kind for e in result.events]


def test_super_takes_every_ship_of_a_weakened_player_with_three_or_fewer() -> None:
    hands = {"0": ["Attack 15", "Attack 10"], "1": ["Attack 06", "Flare: Guerrilla"], "2": ["Attack 05"]}
    after = (
        {
            "seat": 1,
            "type": "play",
            "card": "Flare: Guerrilla",
            "half": "super",
            "use": "super",
            "play": "latest",
        },
    )
    data = encounter(
        ["", "Guerrilla", ""], hands, "Attack 15", "Attack 06", launch=3, after=after, config=INC
    )
    state = run(data).state
    assert state.warp[0] == 3  # all three, not two


def test_wild_blows_up_the_attack_on_a_home_planet() -> None:
    hands = {"0": ["Attack 15", "Attack 10"], "1": ["Attack 06", "Flare: Guerrilla"], "2": ["Attack 05"]}
    after = ({"seat": 1, "type": "play", "card": "Flare: Guerrilla", "half": "wild", "use": "wild"},)
    data = encounter(
        ["Macron", "Human", ""], hands, "Attack 15", "Attack 06", launch=3, after=after, config=INC
    )
    data["actions"][1]["ships"] = [[0, 1]]
    state = run(data).state
    assert state.removed[0] == 1  # the attacking ship left the game
    assert state.planet_home[5] == GONE  # FAQ: the holder's home planet is destroyed
    assert state.ships[5 * state.n + 1] == 0 and check_invariants(state) == []


def test_the_wild_is_refused_when_guerrilla_holder_won() -> None:
    hands = {"0": ["Attack 04", "Attack 10"], "1": ["Attack 15", "Flare: Guerrilla"], "2": ["Attack 05"]}
    data = encounter(["", "Human", ""], hands, "Attack 04", "Attack 15", launch=1, config=INC)
    state = run(data).state
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, {"seat": 1, "type": "play", "card": FLARE, "half": "wild", "use": "wild"})
    assert state.ships == before.ships and state.hands == before.hands


def test_faq_super_against_a_worldship_of_three_leaves_nothing_to_land() -> None:
    """FAQ (Guerrilla, Leviathan): the worldship carries 3 ships; Guerrilla Super on the attrition sends all
    three to the warp, so nothing lands; Leviathan still wins and the empty worldship stays home."""
    hands = {"0": ["Attack 04", "Attack 06"], "1": ["Attack 12", "Flare: Guerrilla"], "2": ["Attack 05"]}
    data = {
        "actions": [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "power", "alien": "Leviathan", "use": "worldship", "planet": 1},
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": []},
            {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
            {
                "seat": 1,
                "type": "play",
                "card": "Flare: Guerrilla",
                "half": "super",
                "use": "super",
                "play": "latest",
            },
        ],
        "config": {"players": 3, "aliens": ["Leviathan", "Guerrilla", ""], "incursion": True},
        "setup": {
            "first_player": 0,
            "hands": hands,
            "destiny_top": ["blue"],
            "ships": {"0": {"0": 5, "1": 3, "2": 4, "3": 4, "4": 4}},
        },
        "expect": {
            "events": ["attrition_all", "attrition"],
            "no_events": ["worldship_landed"],
            "ships": {"1": {"0": 0}, "5": {"0": 0, "1": 0}},
            "warp": [3, 4, 0],
        },
    }
    result = run(data)
    assert check_expectations(result, data["expect"]) == []
    assert result.state.enc.outcome == "offense" and result.state.planet_home[1] == 0


def test_faq_wild_sends_bystanders_on_the_destroyed_planet_to_the_warp() -> None:
    # FAQ "Guerrilla (CI)": the planet is a home planet of the flare's holder; a third player's two ships
    # on it (bystanders) go to the warp.
    hands = {"0": ["Attack 15", "Attack 10"], "1": ["Attack 06", "Flare: Guerrilla"], "2": ["Attack 05"]}
    after = ({"seat": 1, "type": "play", "card": "Flare: Guerrilla", "half": "wild", "use": "wild"},)
    data = encounter(
        ["Macron", "Human", ""], hands, "Attack 15", "Attack 06", launch=3, after=after, config=INC
    )
    data["actions"][1]["ships"] = [[0, 1]]
    data["setup"]["ships"] = {"2": {"5": 2, "10": 4, "11": 4, "12": 4, "13": 4, "14": 2}}
    state = run(data).state
    assert state.planet_home[5] == GONE
    assert state.warp[2] == 2 and state.ships[5 * state.n + 2] == 0
    assert check_invariants(state) == []
