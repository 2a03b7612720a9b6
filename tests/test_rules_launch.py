"""FAQ P4: an encounter goes on even when the offense has no ship in the gate; winning it then founds no
colony. Without alien powers the gate is never empty at Planning (Launch asks for at least one ship), so
the test removes the launched ship the way a power would, through the board's own ship movement.
"""

from __future__ import annotations

from typing import Any

from game.board import GATE, move, ships_on
from game.engine import apply
from game.events import Event
from game.scenario import run_scenario

UP_TO_PLANNING: dict[str, Any] = {
    "config": {"players": 3},
    "setup": {
        "first_player": 0,
        "hands": {"0": ["Attack 20", "Attack 10"], "1": ["Attack 04"], "2": ["Attack 06"]},
        "destiny_top": ["blue"],
    },
    "actions": [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 1]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
    ],
}


def test_a_win_with_an_empty_gate_founds_no_colony() -> None:
    result = run_scenario(UP_TO_PLANNING)
    state = result.state
    assert result.error is None and state.gate == [1, 0, 0]
    ev: list[Event] = []
    move(state, ev, 0, GATE, 0, 1)  # an effect takes the offense's only launched ship back home
    assert state.gate == [0, 0, 0]

    events = apply(state, {"seat": 0, "type": "encounter_card", "card": state.hands[0][0]})
    events += apply(state, {"seat": 1, "type": "encounter_card", "card": state.hands[1][0]})

    decided = next(e for e in events if e.kind == "encounter_decided")
    assert decided.data == {"winner": "offense", "offense_total": 20, "defense_total": 8}
    assert ships_on(state, 5, 1) == 0 and state.warp[1] == 4  # the defense still loses its ships
    assert ships_on(state, 5, 0) == 0  # ... but there is nobody to land
    assert state.enc.success  # a win is a success (FAQ T6): a second encounter is offered
    assert [[p.seat, p.ctx] for p in state.prompts] == [[0, "second_encounter"]]
