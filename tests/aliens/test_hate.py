"""Hate: the FAQ rulings (morph, negotiates, zapped after choosing, a new hand first, no high attack,
once per turn) and its flare halves."""

from __future__ import annotations

from typing import Any

from game.engine import apply
from game.scenario import check_expectations, run_scenario


def _run(actions: list[dict[str, Any]], hands: dict[str, list[str]], aliens: Any = None, **setup: Any) -> Any:
    data = {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens or ["Hate", "", ""]},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"], **setup},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    return result


RAGE = {"seat": 0, "type": "power", "alien": "Hate", "use": "rage"}


def test_faq_a_morph_must_be_answered_by_a_morph() -> None:
    hands = {"0": ["Morph", "Attack 06"], "1": ["Attack 40", "Negotiate"], "2": ["Attack 04"]}
    result = _run([{**RAGE, "card": "Morph"}], hands)
    prompt = result.state.prompts[0]
    assert prompt.seat == 0 and prompt.ctx == "hate_ships" and prompt.spec["player"] == 1


def test_faq_any_negotiate_answers_a_negotiate() -> None:
    hands = {"0": ["Negotiate", "Attack 06"], "1": ["Negotiate", "Attack 08"], "2": ["Attack 04"]}
    result = _run([{**RAGE, "card": "Negotiate"}], hands)
    prompt = result.state.prompts[0]
    assert prompt.seat == 1 and {"type": "hate_ships"} in prompt.options
    assert any(o.get("card") is not None for o in prompt.options)


def test_faq_no_attack_high_enough_discards_nothing_and_loses_three() -> None:
    hands = {"0": ["Attack 20", "Attack 06"], "1": ["Attack 04"], "2": ["Attack 04"]}
    result = _run(
        [
            {**RAGE, "card": "Attack 20"},
            {"seat": 0, "type": "lose", "ships": [[5, 3]]},
            {"seat": 0, "type": "lose", "ships": [[10, 3]]},
        ],
        hands,
    )
    expect = {"hands": {"1": ["Attack 04"], "2": ["Attack 04"]}, "warp": [0, 3, 3], "discard": ["Attack 20"]}
    assert check_expectations(result, expect) == []


def test_faq_z7_zapped_after_choosing_hate_keeps_the_card() -> None:
    hands = {"0": ["Attack 20", "Attack 06"], "1": ["Attack 04", "Cosmic Zap"], "2": ["Attack 04"]}
    result = _run([{**RAGE, "card": "Attack 20"}], hands)
    zap = next(o for o in result.state.prompts[0].options if o["type"] == "play")
    apply(result.state, {"seat": 1, **zap})
    assert check_expectations(result, {"hand_contains": {"0": ["Attack 20"]}, "warp": [0, 0, 0]}) == []


def test_faq_a_new_hand_comes_first_then_the_rage() -> None:
    hands = {"0": ["Reinforcement +3"], "1": ["Attack 04"], "2": ["Attack 04"]}
    result = _run([], hands)
    kinds = [e.kind for e in result.events]
    assert "new_hand" in kinds
    assert "new_hand" in kinds and "power_used" not in kinds
    prompt = result.state.prompts[0]
    assert (prompt.seat, prompt.ctx) == (0, "mandatory_use")  # the rage, from the fresh hand
    assert all(o["card"] in result.state.hands[0] for o in prompt.options)


def test_faq_x13_once_per_turn() -> None:
    hands = {
        "0": ["Attack 10", "Attack 13", "Attack 15"],
        "1": ["Attack 04", "Attack 05"],
        "2": ["Attack 04"],
    }
    actions = [
        {**RAGE, "card": "Attack 13"},
        {"seat": 0, "type": "lose", "ships": [[5, 3]]},
        {"seat": 0, "type": "lose", "ships": [[10, 3]]},
        {"seat": 0, "type": "aim", "planet": 6},
        {"seat": 0, "type": "launch", "ships": [[0, 4]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
    ]
    result = _run(actions, hands)
    assert check_expectations(result, {"prompts": [[0, "second_encounter"]]}) == []
    apply(result.state, {"seat": 0, "type": "second_encounter", "take": True})
    uses = [e for e in result.events if e.kind == "power_used"]
    assert len(uses) == 1


def test_super_shows_the_card_and_keeps_it() -> None:
    hands = {"0": ["Attack 10", "Flare: Hate", "Attack 06"], "1": ["Attack 12"], "2": ["Attack 04"]}
    result = _run(
        [
            {**RAGE, "card": "Attack 10", "keep": True},
            {"seat": 1, "type": "hate", "card": "Attack 12"},
            {"seat": 0, "type": "lose", "ships": [[10, 3]]},
        ],
        hands,
    )
    expect = {
        "hands": {"0": ["Attack 10", "Flare: Hate", "Attack 06"]},
        "discard": ["Attack 12"],
        "events": ["card_shown"],
        "warp": [0, 0, 3],
    }
    assert check_expectations(result, expect) == []


def test_wild_strips_the_last_encounter_card_and_wins() -> None:
    hands = {"0": ["Attack 04", "Flare: Hate"], "1": ["Attack 30"], "2": ["Attack 04"]}
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 1]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "play", "card": "Flare: Hate", "half": "wild", "use": "wild"},
    ]
    result = _run(actions, hands, aliens=["", "", ""])
    assert result.state.enc.flags.get("winner") == "offense"
    assert (
        check_expectations(
            result, {"events": ["encounter_won_by_hate", "new_hand"], "discard_top": "Attack 30"}
        )
        == []
    )
