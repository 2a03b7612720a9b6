"""Pacifist: two negotiates still make a deal as usual. (Its FAQ rulings C5 and X5 are tested with Loser
and Human: test_loser.py, test_human.py.)"""

from __future__ import annotations

from encounter_kit import decided, encounter, run


def test_two_negotiates_make_a_deal() -> None:
    data = encounter(
        ["", "Pacifist", ""],
        {"0": ["Negotiate", "Attack 04"], "1": ["Negotiate", "Attack 06"], "2": ["Attack 06"]},
        "Negotiate",
        "Negotiate",
    )
    result = run(data)
    assert decided(result) == {"winner": "deal"}
    assert [p.ctx for p in result.state.prompts] == ["deal"]
