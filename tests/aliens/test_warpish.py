"""Warpish, FAQ P7: ships count only if they are in the warp when the power resolves."""

from __future__ import annotations

from encounter_kit import encounter, run

from game.phases.resolution import totals


def test_p7_ships_arriving_later_do_not_count() -> None:
    data = encounter(
        ["", "Warpish", "Mind"],
        {"0": ["Attack 10", "Reinforcement +2"], "1": ["Attack 06", "Attack 04"], "2": ["Attack 06"]},
        "Attack 10",
        "Attack 06",
        setup={"ships": {"2": {"10": 4, "11": 4, "12": 4, "13": 4}}},
    )
    data["config"]["aliens"] = ["", "Warpish", ""]
    state = run(data).state  # the Reveal window is open (the offense holds a reinforcement)
    assert [e for e in state.prompts if e.ctx == "window"]
    before = totals(state)
    assert before == (10 + 3, 6 + 4 + 4)
    state.warp[2] += 3  # ships reaching the warp after Necromancy resolved
    assert totals(state) == before
