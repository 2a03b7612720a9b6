"""Reveal and Resolution rules that a scenario file cannot reach on its own.

FAQ V4 (morph against morph): the base deck holds a single Morph, so two morphs never meet in a real
base game. To exercise the engine's rule anyway, the test relabels the defense's attack as a second
morph for the reveal.
"""

from __future__ import annotations

from typing import Any

import pytest

import game.phases.reveal as reveal
from game.cards.catalog import CARD_NAME, MORPH
from game.engine import apply
from game.scenario import run_scenario

# Offense 0 (4 ships in the gate) with offensive ally 2 (2 ships), defense 1 (3 ships on planet 5) with
# defensive ally 3 (1 ship); seat 3 also has a bystander ship on planet 5.
MORPH_SETUP: dict[str, Any] = {
    "config": {"players": 4},
    "setup": {
        "first_player": 0,
        "hands": {"0": ["Morph", "Attack 10"], "1": ["Attack 08", "Attack 12"], "2": ["Attack 06"], "3": []},
        "ships": {
            "1": {"5": 3, "6": 4, "7": 4, "8": 4, "9": 5},
            "3": {"15": 4, "16": 4, "17": 4, "18": 4, "19": 3, "5": 1},
        },
        "destiny_top": ["blue"],
    },
    "actions": [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 4]]},
        {"seat": 0, "type": "invite", "seats": [2]},
        {"seat": 1, "type": "invite", "seats": [3]},
        {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},
        {"seat": 3, "type": "ally", "side": "defense", "ships": [[15, 1]]},
        {"seat": 0, "type": "encounter_card", "card": "Morph"},
    ],
}


def test_morph_against_morph_sends_every_ship_of_the_encounter_to_the_warp(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """FAQ V4, R3.8.2: both sides lose; gate, target planet and allies all go to the warp; no colony."""
    result = run_scenario(MORPH_SETUP)
    state = result.state
    assert result.error is None
    assert [[p.seat, p.ctx] for p in state.prompts] == [[1, "select_card"]]
    second = next(c for c in state.hands[1] if CARD_NAME[c] == "Attack 08")
    kinds = list(reveal.CARD_KIND)
    kinds[second] = MORPH
    monkeypatch.setattr(reveal, "CARD_KIND", tuple(kinds))

    events = apply(state, {"seat": 1, "type": "encounter_card", "card": second})

    revealed = next(e for e in events if e.kind == "cards_revealed")
    assert (revealed.data["offense_as"], revealed.data["defense_as"]) == (MORPH, MORPH)
    ended = next(e for e in events if e.kind == "encounter_ended")
    assert ended.data == {"outcome": "both_lose", "success": False}
    n = state.n
    assert state.warp == [4, 3, 2, 1]  # offense, defense's planet, offensive ally, defensive ally
    assert state.ships[5 * n + 0] == 0 and state.ships[5 * n + 2] == 0  # nobody landed
    assert state.ships[5 * n + 3] == 1  # the bystander's colony stays
    assert not any(e.kind == "compensation" for e in events)
    assert state.offense == 1  # not a success: the turn passed


def test_the_relabelled_card_is_an_attack_without_the_patch() -> None:
    """Guard for the test above: without relabelling, the same encounter is a plain morph copy."""
    result = run_scenario(MORPH_SETUP)
    state = result.state
    second = next(c for c in state.hands[1] if CARD_NAME[c] == "Attack 08")
    events = apply(state, {"seat": 1, "type": "encounter_card", "card": second})
    revealed = next(e for e in events if e.kind == "cards_revealed")
    assert (revealed.data["offense_as"], revealed.data["defense_as"]) == ("attack", "attack")
