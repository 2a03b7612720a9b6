"""Remora: the FAQ's reward-deck ruling (T2): Remora draws only from the cosmic deck; a draw made only from
the reward deck is no draw from "the deck" and gives Remora nothing."""

from __future__ import annotations

from typing import Any

from game.scenario import ScenarioResult, run_scenario
from tests.aliens.ledger_kit import REWARDS, options


def _ally_draws(cosmic: int, reward: int, *more: dict[str, Any]) -> ScenarioResult:
    """Seat 2 allies the winning defense with three ships and takes its three rewards as cards: ``reward``
    of them from the reward deck, the rest from the cosmic deck. Remora sits at seat 3."""
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 4]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": [2]},
        {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 3]]},
        {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 30"},
        {"seat": 2, "type": "place", "ships": [[11, 3]]},
        {"seat": 2, "type": "rewards", "ships": 0, "cards": cosmic + reward, "reward": reward},
        *more,
    ]
    hands = {
        "0": ["Attack 04", "Attack 06"],
        "1": ["Attack 30", "Attack 05"],
        "2": ["Attack 07"],
        "3": ["Attack 08"],
    }
    data = {
        "config": {"players": 4, "aliens": ["", "", "", "Remora"], **REWARDS},
        "setup": {"first_player": 0, "destiny_top": ["blue"], "hands": hands},
        "actions": actions,
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    return result


def test_faq_a_draw_from_the_reward_deck_alone_gives_remora_nothing() -> None:
    result = _ally_draws(0, 3)
    assert not any(o.get("alien") == "Remora" for o in options(result, 3))
    assert "drew_rewards" in [e.kind for e in result.events]


def test_faq_remora_clinging_to_a_mixed_draw_draws_from_the_cosmic_deck() -> None:
    before = _ally_draws(2, 1)
    assert any(o.get("alien") == "Remora" for o in options(before, 3))
    result = _ally_draws(2, 1, {"seat": 3, "type": "power", "alien": "Remora", "use": "cards", "event": 0})
    assert len(result.state.reward_deck) == len(before.state.reward_deck)
    assert len(result.state.deck) == len(before.state.deck) - 1
    assert len(result.state.hands[3]) == 2
