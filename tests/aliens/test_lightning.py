"""Lightning (Cosmic Alliance): a token each time another player starts a second encounter; three tokens
buy an encounter of its own right after any encounter (it needs an encounter card, FAQ, and draws no new
hand); two tokens end another player's second encounter as it starts. Both flare halves are rebuilt."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run_with_extra

from game.aliens.lightning import tokens
from game.engine import apply
from game.state import GameState

ALLIANCE = {"expansions": ["alliance"]}
HALT = {"type": "power", "alien": "Lightning", "use": "halt"}
STRIKE = {"type": "power", "alien": "Lightning", "use": "strike"}


def _data(aliens: list[str], hand2: list[str] | None = None, second: bool = True) -> dict[str, Any]:
    """Seat 0 wins its first encounter against seat 1, then (``second``) takes a second one."""
    data = encounter(
        aliens,
        {"0": ["Attack 20", "Attack 10"], "1": ["Attack 04", "Attack 06"], "2": hand2 or ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        config=ALLIANCE,
    )
    if second:
        data["actions"].append({"seat": 0, "type": "second_encounter", "take": True})
    return data


def _offer(state: GameState, seat: int, key: str, value: str) -> dict[str, Any] | None:
    prompt = next((p for p in state.prompts if p.seat == seat), None)
    return next((o for o in prompt.options if o.get(key) == value), None) if prompt else None


def test_another_players_second_encounter_gives_a_token() -> None:
    result = run_with_extra(_data(["", "", "Lightning"]), {})
    assert tokens(result.state, 2) == 1
    assert any(e.kind == "lightning_token" for e in result.events)


def test_its_own_second_encounter_gives_none() -> None:
    result = run_with_extra(_data(["Lightning", "", ""]), {})
    assert tokens(result.state, 0) == 0


def test_two_tokens_end_another_players_second_encounter_and_its_turn() -> None:
    state = run_with_extra(_data(["", "", "Lightning"]), {"Lightning/2": 1}).state
    assert tokens(state, 2) == 2 and _offer(state, 2, "use", "halt")
    events = apply(state, {"seat": 2, **HALT})
    assert tokens(state, 2) == 0
    assert any(e.kind == "lightning_halts" for e in events)
    assert any(e.kind == "turn_ended" and e.data["seat"] == 0 for e in events)
    assert state.offense == 1


def test_without_two_tokens_it_cannot_end_the_encounter() -> None:
    state = run_with_extra(_data(["", "", "Lightning"]), {}).state
    assert _offer(state, 2, "use", "halt") is None


def test_three_tokens_buy_an_encounter_at_once_then_play_resumes() -> None:
    data = _data(["", "", "Lightning"], hand2=["Attack 06", "Attack 12"], second=False)
    state = run_with_extra(data, {"Lightning/2": 3}).state
    option = _offer(state, 2, "use", "strike")
    assert option is not None
    events = apply(state, {"seat": 2, **option})
    while any(p.ctx == "window" for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx == "window")
        events += apply(state, {"seat": p.seat, "type": "pass"})
    assert tokens(state, 2) == 0
    started = [e.data for e in events if e.kind == "encounter_started"]
    assert started and started[0]["offense"] == 2 and started[0].get("extra")
    assert state.offense == 2  # its own encounter is under way; the second encounter offer waits


def test_faq_no_encounter_without_an_encounter_card() -> None:
    data = _data(["", "", "Lightning"], hand2=["Card Zap"], second=False)
    state = run_with_extra(data, {"Lightning/2": 3}).state
    assert _offer(state, 2, "use", "strike") is None


def test_wild_ends_another_players_second_encounter_without_tokens() -> None:
    data = _data(["", "", "Human"], hand2=["Attack 06", "Flare: Lightning"])
    state = run_with_extra(data, {}).state
    option = _offer(state, 2, "half", "wild")
    assert option is not None
    events = apply(state, {"seat": 2, **option})
    while any(p.ctx == "window" for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx == "window")
        events += apply(state, {"seat": p.seat, "type": "pass"})
    assert any(e.kind == "lightning_halts" for e in events)
    assert state.offense == 1


def test_super_an_encounter_at_once_without_tokens() -> None:
    data = _data(["", "", "Lightning"], hand2=["Attack 06", "Flare: Lightning"], second=False)
    state = run_with_extra(data, {}).state
    option = _offer(state, 2, "half", "super")
    assert option is not None
    events = apply(state, {"seat": 2, **option})
    while any(p.ctx == "window" for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx == "window")
        events += apply(state, {"seat": p.seat, "type": "pass"})
    assert any(e.kind == "encounter_started" and e.data["offense"] == 2 for e in events)
