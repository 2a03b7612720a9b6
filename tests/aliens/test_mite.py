"""Mite: the random discard (FAQ T10), its limits, and its flare halves (Super: FAQ X12 fresh discards)."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.scenario import check_expectations, run_scenario

DEFENSE_HAND = ["Attack 08", "Attack 12", "Negotiate", "Attack 04", "Morph"]
START = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 3]]},
]


def _run(actions: list[dict[str, Any]], aliens: list[str], expect: dict[str, Any], hands: Any = None) -> Any:
    data = {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens},
        "setup": {
            "first_player": 0,
            "hands": hands or {"0": ["Attack 06", "Attack 10"], "1": DEFENSE_HAND, "2": ["Attack 04"]},
            "destiny_top": ["blue"],
        },
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    assert check_expectations(result, expect) == []
    return result


def test_faq_t10_the_defense_discards_down_to_three_at_random() -> None:
    result = _run(
        [*START, {"seat": 1, "type": "mite", "choice": "discard"}],
        ["Mite", "", ""],
        {"hand_sizes": [2, 3, 1], "discard_size": 2, "prompts": [[0, "invite_offense"]]},
    )
    kept = [CARD_NAME[c] for c in result.state.hands[1]]
    gone = [CARD_NAME[c] for c in result.state.discard]
    assert sorted(kept + gone) == sorted(DEFENSE_HAND)
    prompt = next(e for e in result.events if e.kind == "power_used")
    assert prompt.data["alien"] == "Mite"


def test_no_bluster_against_three_cards() -> None:
    hands = {"0": ["Attack 06"], "1": ["Attack 08", "Attack 12", "Negotiate"], "2": ["Attack 04"]}
    _run(START, ["Mite", "", ""], {"no_events": ["power_used"], "prompts": [[0, "invite_offense"]]}, hands)


def test_super_takes_the_discarded_cards() -> None:
    hands = {"0": ["Attack 06", "Flare: Mite"], "1": DEFENSE_HAND, "2": ["Attack 04"]}
    result = _run(
        [
            *START,
            {"seat": 1, "type": "mite", "choice": "discard"},
            {"seat": 0, "type": "play", "card": "Flare: Mite", "half": "super", "use": "super"},
        ],
        ["Mite", "", ""],
        {"hand_sizes": [4, 3, 1], "discard_size": 0, "events": ["took_discards"]},
        hands,
    )
    assert sorted(CARD_NAME[c] for c in result.state.hands[0] + result.state.hands[1]) == sorted(
        [*DEFENSE_HAND, "Attack 06", "Flare: Mite"]
    )


def test_wild_cuts_the_opponents_hand_to_five() -> None:
    hands = {
        "0": ["Attack 06", "Flare: Mite"],
        "1": [*DEFENSE_HAND, "Attack 10", "Attack 13"],
        "2": ["Attack 04"],
    }
    _run(
        [
            *START,
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": []},
            {"seat": 0, "type": "play", "card": "Flare: Mite", "half": "wild", "use": "wild"},
        ],
        ["", "", ""],
        {"hand_sizes": [2, 5, 1], "discard_size": 2},
        hands,
    )


def test_faq_super_takes_reward_cards_on_their_way_to_the_reward_pile() -> None:
    """FAQ (reward deck, Mite): an effect that takes cards as they are discarded reaches reward cards too."""
    hands = {"0": ["Attack 06", "Flare: Mite"], "1": [*DEFENSE_HAND, "Reward Attack 10"], "2": ["Attack 04"]}
    data = {
        "actions": [
            *START,
            {"seat": 1, "type": "mite", "choice": "discard"},
            {"seat": 0, "type": "play", "card": "Flare: Mite", "half": "super", "use": "super"},
        ],
        "config": {"players": 3, "aliens": ["Mite", "", ""], "incursion": True, "rewards": "deck"},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"]},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    state = result.state
    assert not state.discard and not state.reward_discard
    taken = sorted(CARD_NAME[c] for c in state.hands[0] + state.hands[1])
    assert taken == sorted([*DEFENSE_HAND, "Attack 10", "Attack 06", "Flare: Mite"])
