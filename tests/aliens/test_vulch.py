"""Vulch: the FAQ's rulings that are not scenario files: it salvages artifacts that came from the reward
deck (R4), and with its Super it never takes its own flare."""

from __future__ import annotations

from game.cards.catalog import CARD_NAME
from game.scenario import run_scenario
from tests.aliens.ledger_kit import REWARDS


def test_faq_vulch_salvages_an_artifact_from_the_reward_deck() -> None:
    # The offense plays the reward deck's Hand Zap on the defense in Regroup; once it is discarded, Vulch
    # takes it on its way to the reward pile.
    data = {
        "config": {"players": 3, "aliens": ["", "", "Vulch"], **REWARDS},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {"0": ["Attack 20", "Hand Zap"], "1": ["Attack 12"], "2": ["Attack 06"]},
        },
        "actions": [{"seat": 0, "type": "play", "card": "Hand Zap", "target": 1}],
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    assert "salvaged" in [e.kind for e in result.events]
    assert "Hand Zap" in [CARD_NAME[c] for c in result.state.hands[2]]
    assert not result.state.reward_discard


def test_faq_vulch_super_does_not_take_vulchs_own_flare() -> None:
    # The Vulch defense plays its Super, then has no encounter card: it discards its hand, Flare: Vulch
    # included, and the Super does not bring its own flare back.
    data = {
        "config": {"players": 3, "aliens": ["", "Vulch", ""]},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {"0": ["Attack 20"], "1": ["Flare: Vulch", "Reinforcement +2"], "2": ["Attack 06"]},
            "deck_top": [
                "Attack 04",
                "Attack 05",
                "Attack 06",
                "Attack 07",
                "Attack 08",
                "Attack 09",
                "Attack 10",
            ],
        },
        "actions": [
            {"seat": 1, "type": "play", "card": "Flare: Vulch", "half": "super", "use": "super"},
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 2]]},
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": []},
        ],
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    kinds = [e.kind for e in result.events]
    assert "new_hand" in kinds and "salvaged" not in kinds
    assert "Flare: Vulch" in [CARD_NAME[c] for c in result.state.discard]
