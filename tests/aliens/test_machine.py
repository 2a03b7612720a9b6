"""Machine rulings: both flare halves must be played each time (FAQ F6): the Super's draw replaces only
that Regroup's retrieval."""

from __future__ import annotations

from encounter_kit import run

from game.scenario import load_scenario


def test_f6_super_lasts_one_regroup() -> None:
    data = load_scenario("tests/scenarios/aliens/machine-super-draws-at-regroup.toml")
    data["actions"] += [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 1]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "encounter_card", "card": "Attack 30"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 0, "type": "second_encounter", "take": True},
        {"seat": 0, "type": "pass"},  # no Super this time
    ]
    state = run(data).state
    assert state.enc_no == 2
    retrieving = [(p.seat, p.ctx) for p in state.prompts] == [(0, "retrieve_ships")]
    assert retrieving or state.warp[0] == 1  # the normal retrieval happens again
