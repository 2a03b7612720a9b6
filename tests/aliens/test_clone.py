"""Clone: the FAQ's rulings that are not scenario files: after a Sorcerer switch Clone keeps the card that
ends in front of it (V16), and it never keeps a kicker (R6)."""

from __future__ import annotations

from game.cards.catalog import CARD_NAME
from tests.aliens.encounter_kit import encounter, run
from tests.aliens.ledger_kit import REWARDS, hand_names

KEEP = {"seat": 0, "type": "power", "alien": "Clone", "use": "keep"}


def test_faq_clone_keeps_its_card_but_not_its_kicker() -> None:
    data = encounter(
        ["Clone", "", ""],
        {"0": ["Attack 20", "Kicker x2", "Attack 10"], "1": ["Attack 12"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 12",
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        after=(KEEP,),
        config=REWARDS,
    )
    result = run(data)
    assert "Attack 20" in hand_names(result, 0)
    assert "Kicker x2" not in hand_names(result, 0)
    assert [CARD_NAME[c] for c in result.state.reward_discard] == ["Kicker x2"]


def test_faq_v16_after_a_switch_clone_keeps_the_card_that_ended_in_front_of_it() -> None:
    # Sorcerer (defense) switches the cards: the Clone offense now reveals the defense's Attack 20 and keeps
    # that one; its own Attack 04 went to the defense and is discarded.
    data = encounter(
        ["Clone", "Sorcerer", ""],
        {"0": ["Attack 04", "Attack 10"], "1": ["Attack 20", "Attack 06"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        after=({"seat": 1, "type": "power", "alien": "Sorcerer", "use": "switch"}, KEEP),
    )
    result = run(data)
    assert sorted(hand_names(result, 0)) == ["Attack 10", "Attack 20"]
    assert "Attack 04" in [CARD_NAME[c] for c in result.state.discard]
