"""Filch: the FAQ's rulings that are not scenario files: after a Sorcerer switch it takes the card that
ended in front of its opponent (V16), never a kicker (R6), and not Gambler's unrevealed card (R3)."""

from __future__ import annotations

from game.cards.catalog import CARD_NAME
from tests.aliens.encounter_kit import encounter, run
from tests.aliens.ledger_kit import REWARDS, hand_names, options

FILCH = {"seat": 1, "type": "power", "alien": "Filch", "use": "filch", "player": 0}


def test_faq_filch_takes_the_opponents_card_but_not_its_kicker() -> None:
    data = encounter(
        ["", "Filch", ""],
        {"0": ["Attack 20", "Kicker x2", "Attack 10"], "1": ["Attack 12", "Attack 04"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 12",
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        after=(FILCH,),
        config=REWARDS,
    )
    result = run(data)
    assert "Attack 20" in hand_names(result, 1)
    assert "Kicker x2" not in hand_names(result, 1)
    assert [CARD_NAME[c] for c in result.state.reward_discard] == ["Kicker x2"]


def test_faq_v16_after_a_switch_filch_takes_the_card_in_front_of_its_opponent() -> None:
    # Sorcerer (offense) switches: the offense reveals the Filch defense's Attack 20; Filch takes that back.
    data = encounter(
        ["Sorcerer", "Filch", ""],
        {"0": ["Attack 04", "Attack 10"], "1": ["Attack 20", "Attack 06"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        after=({"seat": 0, "type": "power", "alien": "Sorcerer", "use": "switch"}, FILCH),
    )
    result = run(data)
    assert sorted(hand_names(result, 1)) == ["Attack 06", "Attack 20"]


def test_faq_r3_filch_cannot_take_gamblers_unrevealed_card() -> None:
    # The Gambler offense keeps its Attack 04 face down and claims a 20; unchallenged, the card goes under
    # the deck, not onto the discard pile, so Filch has nothing of the offense's to take.
    data = encounter(
        ["Gambler", "Filch", ""],
        {"0": ["Attack 04", "Attack 10"], "1": ["Attack 12", "Attack 06"], "2": ["Attack 08"]},
        "Attack 04",
        "Attack 12",
        after=(
            {"seat": 0, "type": "power", "alien": "Gambler", "use": "bluff", "claim": "Attack 20"},
            {"seat": 1, "type": "challenge", "call": False},
        ),
    )
    result = run(data)
    assert CARD_NAME[result.state.deck[0]] == "Attack 04"
    assert not any(o.get("alien") == "Filch" for s in range(3) for o in options(result, s))
    assert "Attack 04" not in hand_names(result, 1)
