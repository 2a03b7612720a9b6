"""Helpers for the tests that prove rows of the alien ledger (docs/rulings-aliens.md): answer a prompt with
the option it offers, and name the reward-deck table."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.scenario import ScenarioResult, run_scenario

REWARDS = {"incursion": True, "rewards": "deck"}


def options(result: ScenarioResult, seat: int) -> list[dict[str, Any]]:
    """The options of ``seat``'s open prompt (empty when it has none)."""
    return [o for p in result.state.prompts if p.seat == seat for o in p.options]


def pick(data: dict[str, Any], seat: int, **match: Any) -> dict[str, Any]:
    """Play ``data``, then append to its actions ``seat``'s first offered option whose keys match ``match``
    (the option exactly as the engine offers it); return ``data``."""
    result = run_scenario(data)
    assert result.error is None, result.error
    found = [o for o in options(result, seat) if all(o.get(k) == v for k, v in match.items())]
    assert found, (match, options(result, seat), [(p.seat, p.ctx) for p in result.state.prompts])
    data["actions"].append({"seat": seat, **found[0]})
    return data


def offered(data: dict[str, Any], seat: int, **match: Any) -> bool:
    """Does ``seat``'s open prompt offer an option whose keys match ``match``?"""
    result = run_scenario(data)
    assert result.error is None, result.error
    return any(all(o.get(k) == v for k, v in match.items()) for o in options(result, seat))


def kinds(result: ScenarioResult) -> list[str]:
    """The kinds of the events, in order."""
    return [e.kind for e in result.events]


def hand_names(result: ScenarioResult, seat: int) -> list[str]:
    """The names of the cards in ``seat``'s hand."""
    return [CARD_NAME[c] for c in result.state.hands[seat]]


def card_id(result: ScenarioResult, seat: int, name: str) -> int:
    """The id of the first card called ``name`` in ``seat``'s hand."""
    return next(c for c in result.state.hands[seat] if CARD_NAME[c] == name)
