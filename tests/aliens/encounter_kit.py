"""A small builder for alien rule tests: a three-player encounter, seat 0 attacking seat 1 on planet 5."""

from __future__ import annotations

from typing import Any

from game.engine import apply, new_game
from game.scenario import (
    ScenarioResult,
    check_expectations,
    make_setup,
    named_cards,
    run_scenario,
    scenario_config,
)
from game.state import GameState


def encounter(
    aliens: list[str],
    hands: dict[str, list[str]],
    off_card: str,
    def_card: str,
    *,
    launch: int = 3,
    before: tuple[dict[str, Any], ...] = (),
    after: tuple[dict[str, Any], ...] = (),
    invites: tuple[list[int], list[int]] = ([], []),
    allies: tuple[dict[str, Any], ...] = (),
    setup: dict[str, Any] | None = None,
    config: dict[str, Any] | None = None,
    expect: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A scenario: seat 0 attacks planet 5 (seat 1's) with ``launch`` ships; ``before`` runs before the
    cards are chosen (Planning window answers), ``after`` once they are chosen."""
    actions: list[dict[str, Any]] = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, launch]]},
        {"seat": 0, "type": "invite", "seats": invites[0]},
        {"seat": 1, "type": "invite", "seats": invites[1]},
        *allies,
        *before,
        {"seat": 0, "type": "encounter_card", "card": off_card},
        {"seat": 1, "type": "encounter_card", "card": def_card},
        *after,
    ]
    players = len(aliens)
    return {
        "actions": actions,
        "config": {"players": players, "aliens": aliens, **(config or {})},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"], **(setup or {})},
        "expect": expect or {},
    }


def _fill_play_ids(data: dict[str, Any]) -> None:
    """An action with ``"play": "latest"`` (a zap or a flare answering a play) gets the id of the play
    its seat's open prompt offers to answer."""
    actions = data["actions"]
    for i, action in enumerate(actions):
        if action.get("play") != "latest":
            continue
        state = run_scenario({**data, "actions": actions[:i]}).state
        prompt = next(p for p in state.prompts if p.seat == action["seat"])
        action["play"] = next(o["play"] for o in prompt.options if "play" in o)


def run(data: dict[str, Any]) -> ScenarioResult:
    """Play it; fail on a refused action."""
    _fill_play_ids(data)
    result = run_scenario(data)
    assert result.error is None, (result.error, [(e.kind, e.data) for e in result.events][-25:])
    return result


def check(data: dict[str, Any]) -> ScenarioResult:
    """Play it and assert every expectation."""
    result = run(data)
    problems = check_expectations(result, data["expect"])
    assert problems == [], (problems, [(e.kind, e.data) for e in result.events][-25:], result.state.prompts)
    return result


def ended(outcome: str) -> list[dict[str, Any]]:
    """An ``event_data`` expectation: the (first) encounter ended with this outcome."""
    return [{"kind": "encounter_ended", "outcome": outcome}]


def decided(result: ScenarioResult) -> dict[str, Any]:
    """The data of the encounter_decided event."""
    return next(e.data for e in result.events if e.kind == "encounter_decided")


def run_with_extra(data: dict[str, Any], extra: dict[str, Any]) -> ScenarioResult:
    """Play it with lasting alien data (``state.extra``) already in place, e.g. Warrior's tokens."""
    config = scenario_config(data["config"])
    base = make_setup(data["setup"], config)

    def setup(state: GameState) -> None:
        base(state)
        state.extra.update(extra)

    state, events = new_game(config, setup)
    result = ScenarioResult(state, list(events))
    for action in data["actions"]:
        result.events.extend(apply(state, named_cards(action, state.hands[action["seat"]])))
        result.applied += 1
    return result
