"""Vacuum: the players it takes along pay with ships from their colonies, in addition to the ships the
encounter costs them (never with ships already in the gate, which were lost anyway)."""

from __future__ import annotations

from encounter_kit import check, encounter, run

OFFENSIVE_ALLY = {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]}
HANDS = {"0": ["Attack 04", "Attack 10"], "1": ["Attack 12", "Attack 06"], "2": ["Attack 06"]}


def test_an_offensive_ally_pays_the_toll_from_its_colonies_not_from_the_gate() -> None:
    # Vacuum attacks with 3 ships and an ally's 2; it loses. Its 3 ships take 2 of the ally's along: the
    # ally's 2 in the gate go to the warp anyway, so the toll comes from its colonies (4 ships lost in all).
    data = encounter(
        ["Vacuum", "", ""],
        HANDS,
        "Attack 04",
        "Attack 12",
        invites=([2], []),
        allies=(OFFENSIVE_ALLY,),
        after=({"seat": 0, "type": "vacuum", "ships": [[2, 2]]},),
    )
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 2)
    assert prompt.ctx == "lose_ships"
    assert all(loc != "gate" for loc, _ in prompt.spec["sources"]), prompt.spec["sources"]
    data["actions"].append({"seat": 2, "type": "lose", "ships": [[11, 2]]})
    data["expect"] = {"warp": [3, 0, 4], "gate": [0, 0, 0], "ships": {"10": {"2": 2}, "11": {"2": 2}}}
    check(data)


def test_a_losing_defense_pays_the_toll_from_its_other_colonies() -> None:
    # Vacuum allies a losing defense with 2 ships and takes 2 of the defense's along: not from the planet
    # under attack, whose 4 ships the encounter sends to the warp anyway.
    data = encounter(
        ["", "", "Vacuum"],
        {"0": ["Attack 20", "Attack 10"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},),
        after=({"seat": 2, "type": "vacuum", "ships": [[1, 2]]},),
    )
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 1)
    assert prompt.ctx == "lose_ships"
    assert [loc for loc, _ in prompt.spec["sources"]] == [6, 7, 8, 9]
    data["actions"].append({"seat": 1, "type": "lose", "ships": [[6, 2]]})
    data["expect"] = {"warp": [0, 6, 2], "ships": {"5": {"0": 3, "1": 0}, "6": {"1": 2}}}
    check(data)
