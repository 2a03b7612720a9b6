"""Barbarian: the FAQ's rift ruling (a pillaged rift goes off only if Barbarian keeps it, digest R5)."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.scenario import run_scenario
from tests.aliens.encounter_kit import encounter, run
from tests.aliens.ledger_kit import REWARDS, card_id, kinds

HANDS = {"0": ["Attack 10"], "1": ["Negotiate", "Rift 4", "Attack 23"], "2": ["Attack 06"]}


def _looting(keep: list[str]) -> dict[str, Any]:
    data = encounter(["Barbarian", "", ""], HANDS, "Attack 10", "Negotiate", launch=2, config=REWARDS)
    probe = run(data)
    data["actions"].append({"seat": 0, "type": "loot", "cards": [card_id(probe, 1, n) for n in keep]})
    return data


def test_faq_a_pillaged_rift_that_barbarian_discards_never_goes_off() -> None:
    result = run(_looting(["Attack 23"]))
    assert "hand_looted" in kinds(result)
    assert "rift_detonated" not in kinds(result)
    assert [CARD_NAME[c] for c in result.state.reward_discard] == ["Rift 4"]


def test_faq_a_pillaged_rift_that_barbarian_keeps_goes_off() -> None:
    result = run_scenario(_looting(["Rift 4", "Attack 23"]))
    assert result.error is None, result.error
    blast = [e.data for e in result.events if e.kind == "rift_detonated"]
    assert blast and blast[0]["seat"] == 0 and blast[0]["value"] == 4
