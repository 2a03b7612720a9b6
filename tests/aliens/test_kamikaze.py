"""Kamikaze: the FAQ's ruling on its Super that is not a scenario file: "during each of your regroup
phases" means the flare must be played again each time (F6)."""

from __future__ import annotations

from game.scenario import load_scenario, run_scenario


def test_faq_f6_without_playing_the_super_kamikaze_takes_back_one_ship() -> None:
    data = load_scenario("tests/scenarios/aliens/kamikaze-super-retrieves-three.toml")
    data["actions"] = [{"seat": 0, "type": "pass"}]
    result = run_scenario(data)
    assert result.error is None, result.error
    (prompt,) = [p for p in result.state.prompts if p.seat == 0]
    assert prompt.spec["count"] == 1  # the usual single ship: the Super did not last from before
