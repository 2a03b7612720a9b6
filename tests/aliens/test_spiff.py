"""Spiff (erratum): the crash landing needs attack against attack lost by 10 or more, whichever way the
totals decide; it works when the lower total wins."""

from __future__ import annotations

from encounter_kit import encounter, run

from game.engine import apply
from game.scenario import named_cards


def test_crash_landing_when_the_lower_total_wins() -> None:
    data = encounter(
        ["Spiff", "", ""],
        {"0": ["Attack 15", "Attack 10"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 06"]},
        "Attack 15",
        "Attack 04",
    )
    cards = data["actions"][-2:]
    data["actions"] = data["actions"][:-2]
    state = run(data).state
    state.enc.flags["lower_wins"] = True  # as a power like Anti-Matter's would set it
    for action in cards:
        apply(state, named_cards(action, state.hands[action["seat"]]))
    assert state.enc.outcome == "defense"  # 18 against 8: the lower total wins
    prompt = next(p for p in state.prompts if p.seat == 0)
    assert {"type": "power", "alien": "Spiff", "use": "crash"} in prompt.options
    apply(state, {"seat": 0, "type": "power", "alien": "Spiff", "use": "crash"})
    assert state.ships[5 * 3 + 0] == 1 and state.warp[0] == 2
