"""Philanthropist: the FAQ's rift ruling (R5): a rift given away is not taken, so it does not go off."""

from __future__ import annotations

from game.cards.catalog import CARD_NAME
from tests.aliens.encounter_kit import run
from tests.aliens.ledger_kit import REWARDS, card_id


def test_faq_a_rift_given_by_philanthropist_does_not_go_off() -> None:
    data = {
        "config": {"players": 3, "aliens": ["", "", "Philanthropist"], **REWARDS},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {"0": ["Attack 20"], "1": ["Attack 04"], "2": ["Rift 4", "Attack 06"]},
        },
        "actions": [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 2]]},
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": [2]},
            {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},
        ],
    }
    gift = card_id(run(data), 2, "Rift 4")
    data["actions"].append(
        {"seat": 2, "type": "power", "alien": "Philanthropist", "use": "give", "gift": gift, "player": 1}
    )
    result = run(data)
    assert "card_given" in [e.kind for e in result.events]
    assert "rift_detonated" not in [e.kind for e in result.events]
    assert "Rift 4" in [CARD_NAME[c] for c in result.state.hands[1]]
