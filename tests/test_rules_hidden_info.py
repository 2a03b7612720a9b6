"""Hidden information and table talk (FAQ H1-H4, H6) as the table shows them: views and event visibility.

Each test sets up a position with a scenario, acts, and checks what a spectator (seat None), the players
concerned and a bystander may see.
"""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.events import Event
from game.scenario import ScenarioResult, run_scenario
from game.view import events_for, view_for

THREE = {"players": 3}


def _run(hands: dict[str, list[str]], actions: list[dict[str, Any]], **setup: Any) -> ScenarioResult:
    result = run_scenario(
        {
            "config": THREE,
            "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"], **setup},
            "actions": actions,
        }
    )
    assert result.error is None, result.error
    return result


def _kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


ENCOUNTER = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 4]]},
    {"seat": 0, "type": "invite", "seats": []},
    {"seat": 1, "type": "invite", "seats": []},
]


def test_hand_sizes_are_public_and_hands_are_not() -> None:
    """FAQ H1, H2: everyone sees how many cards each player holds; only the owner sees the cards."""
    result = _run(
        {"0": ["Attack 08", "Negotiate"], "1": ["Attack 04"], "2": ["Attack 06", "Quash", "Morph"]}, []
    )
    state = result.state
    spectator = view_for(state, None)
    assert [p["hand_size"] for p in spectator["players"]] == [2, 1, 3]
    assert spectator["hand"] is None
    mine = view_for(state, 2)
    assert sorted(CARD_NAME[c] for c in mine["hand"]) == ["Attack 06", "Morph", "Quash"]
    assert [p["hand_size"] for p in mine["players"]] == [2, 1, 3]
    for seat in (0, 1):  # the cards dealt to others reach only them
        dealt = [e for e in result.events if e.kind == "drew_cards" and e.data["seat"] == seat]
        assert all(e.to == (seat,) for e in dealt)


def test_discards_and_a_shown_hand_are_public() -> None:
    """FAQ H4, R3.2.1: a hand shown and discarded for a new hand is seen by everyone, and the discard
    pile is part of the public view."""
    result = _run(
        {"0": ["Reinforcement +2", "Card Zap"], "1": ["Attack 04"], "2": ["Attack 06"]},
        [],
        deck_top=["Attack 10"] * 1 + ["Negotiate"] * 7,
    )
    spectator_events = events_for(result.events, None)
    shown = next(e for e in spectator_events if e.kind == "hand_shown")
    assert sorted(CARD_NAME[c] for c in shown.data["cards"]) == ["Card Zap", "Reinforcement +2"]
    discard = view_for(result.state, None)["discard"]
    assert sorted(CARD_NAME[c] for c in discard) == ["Card Zap", "Reinforcement +2"]
    new_cards = [e for e in result.events if e.kind == "drew_cards" and e.data["seat"] == 0][-1]
    assert new_cards.to == (0,)  # the new hand itself stays secret


def test_encounter_cards_stay_secret_until_the_reveal() -> None:
    """R3.7.3, R3.8.1: a chosen card is face down: the table learns that it was chosen, not what it is."""
    hands = {"0": ["Attack 08", "Negotiate"], "1": ["Attack 04", "Negotiate"], "2": ["Attack 06"]}
    result = _run(hands, [*ENCOUNTER, {"seat": 0, "type": "encounter_card", "card": "Attack 08"}])
    state = result.state
    for observer in (None, 1, 2):
        selected = [e for e in events_for(result.events, observer) if e.kind == "card_selected"]
        assert [e.data for e in selected] == [{"seat": 0}]
        view = view_for(state, observer)
        assert view["encounter"]["offense_card"] is None and view["encounter"]["offense_as"] is None
        assert view["waiting_on"] == [1]
    assert "cards_revealed" not in _kinds(result.events)


def test_deal_terms_are_public_table_talk() -> None:
    """FAQ H3, H6, D4: what the main players offer each other in a deal is said in front of everyone."""
    hands = {"0": ["Negotiate", "Attack 10"], "1": ["Negotiate", "Attack 12"], "2": ["Attack 06"]}
    actions = [
        *ENCOUNTER,
        {"seat": 0, "type": "encounter_card", "card": "Negotiate"},
        {"seat": 1, "type": "encounter_card", "card": "Negotiate"},
        {
            "seat": 0,
            "type": "deal_propose",
            "terms": {"offense": {"cards": ["Attack 10"]}, "defense": {"colony": 6}},
        },
    ]
    result = _run(hands, actions)
    for observer in (None, 2):
        offered = next(e for e in events_for(result.events, observer) if e.kind == "deal_offered")
        assert [CARD_NAME[c] for c in offered.data["terms"]["offense"]["cards"]] == ["Attack 10"]
        assert offered.data["terms"]["defense"]["colony"] == 6
    deal = view_for(result.state, None)["encounter"]["deal"]
    assert deal["by"] == 0 and deal["offer"]["defense"]["colony"] == 6


def test_compensation_count_is_public_but_the_cards_are_not() -> None:
    """R3.10.4, FAQ T10, H1: the table sees how many cards compensation moved; only the two players
    involved see which cards."""
    hands = {
        "0": ["Attack 04", "Attack 10", "Attack 12", "Attack 13", "Attack 14"],
        "1": ["Negotiate"],
        "2": [],
    }
    actions = [
        *ENCOUNTER,
        {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
        {"seat": 1, "type": "encounter_card", "card": "Negotiate"},
    ]
    result = _run(hands, actions)
    public = next(e for e in events_for(result.events, None) if e.kind == "compensation")
    assert public.data == {"taker": 1, "payer": 0, "count": 4}
    assert "compensation_cards" not in _kinds(events_for(result.events, 2))
    secret = next(e for e in result.events if e.kind == "compensation_cards")
    assert set(secret.to or ()) == {0, 1} and len(secret.data["cards"]) == 4
    assert sorted(len(h) for h in result.state.hands) == [0, 0, 4]
