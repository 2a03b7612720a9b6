"""Hate: the FAQ rulings (morph, negotiates, zapped after choosing, a new hand first, no high attack,
once per turn) and its flare halves."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
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


CARD_ID = {name: CARD_NAME.index(name) for name in ("Attack 10", "Attack 12", "Flare: Hate")}
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


def _super_option(result: Any) -> dict[str, Any]:
    """The Hate Super offered in the USING window that follows the rage's choice."""
    prompt = result.state.prompts[0]
    assert (prompt.seat, prompt.ctx) == (0, "window")
    return next(o for o in prompt.options if o["type"] == "play" and o.get("half") == "super")


def test_super_shows_the_card_and_keeps_it() -> None:
    hands = {"0": ["Attack 10", "Flare: Hate", "Attack 06"], "1": ["Attack 12"], "2": ["Attack 04"]}
    result = _run([{**RAGE, "card": "Attack 10"}], hands)
    events = apply(result.state, {"seat": 0, **_super_option(result)})
    assert [e.kind for e in events if e.kind in ("card_shown", "flare_returned")] == [
        "card_shown",
        "flare_returned",
    ]
    apply(result.state, {"seat": 1, "type": "hate", "card": CARD_ID["Attack 12"]})
    apply(result.state, {"seat": 0, "type": "lose", "ships": [[10, 3]]})
    expect = {
        "hands": {"0": ["Attack 10", "Flare: Hate", "Attack 06"]},
        "discard": ["Attack 12"],
        "warp": [0, 0, 3],
    }
    assert check_expectations(result, expect) == []
    assert result.state.enc.flare_seats & 1  # the Super was seat 0's flare (FAQ F2)


def test_super_can_be_card_zapped_and_still_counts_as_the_flare() -> None:
    hands = {
        "0": ["Attack 10", "Flare: Hate", "Attack 06"],
        "1": ["Attack 04", "Card Zap"],
        "2": ["Attack 12"],
    }
    result = _run([{**RAGE, "card": "Attack 10"}], hands)
    apply(result.state, {"seat": 0, **_super_option(result)})
    prompt = result.state.prompts[0]  # the Super's own Card Zap window
    assert (prompt.seat, prompt.ctx) == (1, "window")
    zap = next(o for o in prompt.options if o["type"] == "play")
    events = apply(result.state, {"seat": 1, **zap})
    state = result.state
    flare = CARD_ID["Flare: Hate"]
    assert flare in state.discard and CARD_ID["Attack 10"] in state.discard  # the card goes as normal
    assert state.enc.flare_seats & 1 and flare in state.enc.flares_used  # still seat 0's flare (FAQ F3)
    assert not any(e.kind in ("card_shown", "flare_returned") for e in events)
    prompt = state.prompts[0]  # the rage goes on: blue has no attack high enough, Hate picks its ships
    assert (prompt.seat, prompt.ctx, prompt.spec["player"]) == (0, "hate_ships", 1)


def test_super_not_offered_once_the_rage_is_cosmic_zapped() -> None:
    hands = {"0": ["Attack 20", "Flare: Hate"], "1": ["Attack 04", "Cosmic Zap"], "2": ["Attack 04"]}
    result = _run([{**RAGE, "card": "Attack 20"}], hands)
    zap = next(o for o in result.state.prompts[0].options if o["type"] == "play")
    apply(result.state, {"seat": 1, **zap})
    assert check_expectations(result, {"hand_contains": {"0": ["Attack 20", "Flare: Hate"]}}) == []
    assert not result.state.enc.flare_seats & 1


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
    assert result.state.enc.mods.winner == "offense"
    assert (
        check_expectations(
            result, {"events": ["encounter_won_by_hate", "new_hand"], "discard_top": "Attack 30"}
        )
        == []
    )


def test_wild_strips_the_offense_and_its_turn_ends() -> None:
    hands = {"0": ["Attack 04"], "1": ["Attack 30", "Flare: Hate"], "2": ["Attack 04"]}
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 1]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 1, "type": "play", "card": "Flare: Hate", "half": "wild", "use": "wild"},
    ]
    result = _run(actions, hands, aliens=["", "", ""])
    kinds = [e.kind for e in result.events]
    assert "offense_out_of_cards" in kinds and "encounter_won_by_hate" not in kinds
    assert check_expectations(result, {"discard_top": "Attack 04"}) == []
