"""Visionary: a main player names an encounter card before cards are chosen; its opponent must play it if
it holds it (``mods.named_card``). FAQ: a Crooked Deal may be named and a plain negotiate does not answer
it; "a negotiate" forces a lone Crooked Deal; a binding Seeker answer wins (X10); Trader may still
decline its trade (X4)."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter

from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.phases.planning import select_options
from game.scenario import named_cards, run_scenario
from game.state import GameState

POWER = {"seat": 0, "type": "power", "alien": "Visionary", "use": "perceive"}


def _planning(
    aliens: list[str], defense: list[str], offense: list[str] | None = None, **config: Any
) -> GameState:
    """The Planning window: seat 0 (offense) against seat 1, nothing chosen yet."""
    data = encounter(
        aliens,
        {"0": offense or ["Attack 20"], "1": defense, "2": ["Attack 06"]},
        "Attack 20",
        defense[0],
        config={"expansions": ["conflict"], **config},
    )
    data["actions"] = data["actions"][:4]
    result = run_scenario(data)
    assert result.error is None, result.error
    return result.state


def _act(state: GameState, action: dict[str, Any]) -> None:
    """Play ``action``, then pass every window until the cards are chosen."""
    apply(state, named_cards(action, state.hands[action["seat"]]))
    while any(p.ctx == "window" for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx == "window")
        apply(state, {"seat": p.seat, "type": "pass"})


def _choices(state: GameState, seat: int = 1) -> list[str]:
    return sorted(CARD_NAME[o["card"]] for o in select_options(state, seat))


def test_the_opponent_must_play_the_named_card() -> None:
    state = _planning(["Visionary", "", ""], ["Attack 04", "Attack 06", "Negotiate"])
    _act(state, {**POWER, "face": "Attack 06"})
    assert _choices(state) == ["Attack 06"]
    prompt = next(p for p in state.prompts if p.seat == 1)
    assert [CARD_NAME[o["card"]] for o in prompt.options] == ["Attack 06"]


def test_without_the_named_card_the_choice_is_free() -> None:
    state = _planning(["Visionary", "", ""], ["Attack 04", "Negotiate"])
    _act(state, {**POWER, "face": "Attack 06"})
    assert _choices(state) == ["Attack 04", "Negotiate"]


def test_the_defense_names_for_the_offense() -> None:
    state = _planning(["", "Visionary", ""], ["Attack 04"], ["Attack 20", "Morph"])
    _act(state, {**POWER, "seat": 1, "face": "Morph"})
    assert _choices(state, 0) == ["Morph"]


def test_a_crooked_deal_named_is_not_answered_by_a_plain_negotiate() -> None:
    state = _planning(
        ["Visionary", "", ""],
        ["Attack 04", "Negotiate"],
        expansions=["conflict", "incursion"],
        rewards="deck",
    )
    _act(state, {**POWER, "face": "Crooked Deal"})
    assert _choices(state) == ["Attack 04", "Negotiate"]


def test_naming_a_negotiate_forces_a_lone_crooked_deal() -> None:
    state = _planning(
        ["Visionary", "", ""],
        ["Attack 04", "Crooked Deal"],
        expansions=["conflict", "incursion"],
        rewards="deck",
    )
    _act(state, {**POWER, "face": "Negotiate"})
    assert _choices(state) == ["Crooked Deal"]


def test_naming_a_negotiate_takes_the_plain_one_first() -> None:
    state = _planning(
        ["Visionary", "", ""],
        ["Attack 04", "Crooked Deal", "Negotiate"],
        expansions=["conflict", "incursion"],
        rewards="deck",
    )
    _act(state, {**POWER, "face": "Negotiate"})
    assert _choices(state) == ["Negotiate"]


def test_x10_a_binding_seeker_answer_wins_over_the_named_card() -> None:
    state = _planning(["Visionary", "", ""], ["Attack 04", "Attack 06"])
    _act(state, {**POWER, "face": "Attack 06"})
    state.enc.mods.pledges = {"1": [["attack", 6, False]]}  # it said it would not play an attack of 6+
    assert _choices(state) == ["Attack 04"]


def test_x4_trader_may_still_decline_after_the_name() -> None:
    state = _planning(["Visionary", "Trader", ""], ["Attack 04", "Attack 06"])
    apply(state, {**POWER, "face": "Attack 06"})
    apply(state, {"seat": 1, "type": "pass"})
    prompt = next(p for p in state.prompts if p.seat == 1)  # the window opens again: it may still trade
    assert {"type": "pass"} in prompt.options
    assert any(o.get("use") == "trade" for o in prompt.options)


def test_wild_names_a_whole_type() -> None:
    state = _planning(["Human", "", ""], ["Attack 04", "Negotiate"], ["Attack 20", "Flare: Visionary"])
    _act(
        state,
        {
            "seat": 0,
            "type": "play",
            "card": "Flare: Visionary",
            "half": "wild",
            "use": "wild",
            "face": "negotiate",
        },
    )
    assert _choices(state) == ["Negotiate"]


def test_super_names_a_second_card() -> None:
    state = _planning(
        ["Visionary", "", ""], ["Attack 04", "Attack 10", "Negotiate"], ["Attack 20", "Flare: Visionary"]
    )
    apply(state, {**POWER, "face": "Attack 06"})
    _act(
        state,
        {
            "seat": 0,
            "type": "play",
            "card": "Flare: Visionary",
            "half": "super",
            "use": "super",
            "face": "Attack 10",
        },
    )
    assert _choices(state) == ["Attack 10"]
