"""Filth (Cosmic Conflict): others' ships landing where its ships are go back to other colonies (the
warp if none); shared planets left from a zapped encounter are cleared when the next one starts (FAQ
A-Filth-1); its side's other winners land on other planets of the system, the offense too when Filth is an
offensive ally (A-Filth-3), one where it already has a colony if need be (A-Filth-4); beaten as the
defense it leaves the planet empty and the winners go home; the Wild (a filthy planet) and the Eon-era
Super."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.board import ships_on

CONFLICT = {"expansions": ["conflict"]}
HANDS = {"0": ["Attack 08"], "1": ["Attack 04"], "2": ["Attack 04"]}


def _prompt(state: Any, seat: int) -> Any:
    return next(p for p in state.prompts if p.seat == seat)


def _events(result: Any, kind: str) -> list[dict[str, Any]]:
    return [e.data for e in result.events if e.kind == kind]


def test_ships_landing_with_filth_go_back_to_other_colonies() -> None:
    ships = {
        "1": {"6": 5, "7": 5, "8": 5, "9": 5},
        "2": {"5": 2, "10": 4, "11": 4, "12": 4, "13": 4, "14": 2},
    }
    data = encounter(
        ["", "", "Filth"], HANDS, "Attack 08", "Attack 04", config=CONFLICT, setup={"ships": ships}
    )
    state = run(data).state
    prompt = _prompt(state, 0)
    assert prompt.ctx == "return_ships" and prompt.spec["src"] == 5
    data["actions"].append({"seat": 0, "type": "place", "ships": [[1, 3]]})
    state = run(data).state
    assert ships_on(state, 5, 0) == 0 and ships_on(state, 1, 0) == 7 and ships_on(state, 5, 2) == 2


def test_with_no_other_colony_they_go_to_the_warp() -> None:
    ships = {
        "0": {"0": 3},
        "1": {"6": 5, "7": 5, "8": 5, "9": 5},
        "2": {"5": 2, "10": 4, "11": 4, "12": 4, "13": 4, "14": 2},
    }
    data = encounter(
        ["", "", "Filth"], HANDS, "Attack 08", "Attack 04", config=CONFLICT, setup={"ships": ships}
    )
    data["actions"][1]["ships"] = [[0, 4]]  # the Regroup brought a fourth ship to planet 0
    state = run(data).state
    assert ships_on(state, 5, 0) == 0 and ships_on(state, 0, 0) == 0 and state.warp[0] == 20


def test_leftovers_are_pushed_off_when_the_next_encounter_starts() -> None:
    ships = {"2": {"0": 1, "10": 4, "11": 4, "12": 4, "13": 4, "14": 3}}
    data = encounter(
        ["", "", "Filth"], HANDS, "Attack 08", "Attack 04", config=CONFLICT, setup={"ships": ships}
    )
    data["actions"] = [{"seat": 0, "type": "place", "ships": [[1, 4]]}]
    result = run(data)
    assert _events(result, "filth_reek") == [{"seat": 2, "planet": 0}]
    assert ships_on(result.state, 0, 0) == 0 and ships_on(result.state, 1, 0) == 8


def test_filth_offense_its_allies_land_on_another_planet() -> None:
    data = encounter(
        ["Filth", "", ""],
        HANDS,
        "Attack 08",
        "Attack 04",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        config=CONFLICT,
    )
    state = run(data).state
    prompt = _prompt(state, 2)
    assert prompt.ctx == "filth_land"
    assert sorted(o["planet"] for o in prompt.options) == [6, 7, 8, 9]
    data["actions"].append({"seat": 2, "type": "filth_land", "planet": 7})
    result = run(data)
    state = result.state
    assert ships_on(state, 5, 0) == 3 and ships_on(state, 5, 2) == 0
    assert ships_on(state, 7, 2) == 2  # beside seat 1's ships: no Filth there
    assert state.warp[2] == 0


def test_a_filth_3_as_an_offensive_ally_the_offense_lands_elsewhere() -> None:
    data = encounter(
        ["", "", "Filth"],
        HANDS,
        "Attack 08",
        "Attack 04",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        config=CONFLICT,
    )
    data["actions"].append({"seat": 0, "type": "filth_land", "planet": 8})
    state = run(data).state
    assert ships_on(state, 5, 2) == 2 and ships_on(state, 5, 0) == 0 and ships_on(state, 8, 0) == 3


def test_beaten_as_the_defense_the_planet_is_left_empty() -> None:
    data = encounter(["", "Filth", ""], HANDS, "Attack 08", "Attack 04", config=CONFLICT)
    data["actions"].append({"seat": 0, "type": "place", "ships": [[0, 3]]})
    result = run(data)
    state = result.state
    assert _events(result, "filth_fumigated") == [{"seat": 1, "planet": 5}]
    assert not any(ships_on(state, 5, s) for s in range(3))
    assert ships_on(state, 0, 0) == 4 and state.warp[1] == 4
    assert _events(result, "encounter_ended")[0]["success"] is True


def test_winning_as_the_defense_changes_nothing() -> None:
    data = encounter(
        ["", "Filth", ""], {"0": ["Attack 04"], "1": ["Attack 08"]}, "Attack 04", "Attack 08", config=CONFLICT
    )
    state = run(data).state
    assert ships_on(state, 5, 1) == 4 and state.warp[0] == 3


def test_wild_makes_the_target_filthy() -> None:
    hands = {"0": ["Attack 08"], "1": ["Attack 04"], "2": ["Attack 04", "Flare: Filth"]}
    data = encounter(["", "", ""], hands, "Attack 08", "Attack 04", config=CONFLICT)
    wild = {"seat": 2, "type": "play", "card": "Flare: Filth", "half": "wild", "use": "wild", "planet": 5}
    data["actions"][2:2] = [wild, {"seat": 1, "type": "place", "ships": [[6, 4]]}]
    data["actions"].append({"seat": 0, "type": "place", "ships": [[0, 3]]})
    state = run(data).state
    assert not any(ships_on(state, 5, s) for s in range(3))
    assert ships_on(state, 6, 1) == 8 and ships_on(state, 0, 0) == 4


def test_super_clears_the_target_once_aimed() -> None:
    hands = {"0": ["Attack 08", "Flare: Filth"], "1": ["Attack 04"], "2": ["Attack 04"]}
    ships = {"2": {"5": 1, "10": 4, "11": 4, "12": 4, "13": 4, "14": 3}}
    data = encounter(
        ["Filth", "", ""], hands, "Attack 08", "Attack 04", config=CONFLICT, setup={"ships": ships}
    )
    sup = {"seat": 0, "type": "play", "card": "Flare: Filth", "half": "super", "use": "super", "planet": 5}
    data["actions"][1:1] = [
        sup,
        {"seat": 1, "type": "place", "ships": [[6, 4]]},
        {"seat": 2, "type": "place", "ships": [[10, 1]]},
    ]
    state = run(data).state
    assert ships_on(state, 5, 1) == 0 and ships_on(state, 5, 2) == 0 and ships_on(state, 5, 0) == 3


def _deal(colonies: tuple[int | None, int | None]) -> dict[str, Any]:
    return {
        "seat": 0,
        "type": "deal_propose",
        "terms": {
            "offense": {"cards": [], "count": 0, "kind": None, "colony": colonies[0]},
            "defense": {"cards": [], "count": 0, "kind": None, "colony": colonies[1]},
        },
    }


def test_a_colony_filth_grants_in_a_deal_it_vacates_for_the_receiver() -> None:
    hands = {"0": ["Negotiate"], "1": ["Negotiate"], "2": ["Attack 04"]}
    data = encounter(["", "Filth", ""], hands, "Negotiate", "Negotiate", config=CONFLICT)
    data["actions"] += [
        _deal((None, 6)),
        {"seat": 1, "type": "deal_accept"},
        {"seat": 0, "type": "colony", "ships": [[1, 2]]},
        {"seat": 1, "type": "place", "ships": [[7, 4]]},  # Filth's ships leave planet 6
    ]
    result = run(data)
    state = result.state
    assert [e.data for e in result.events if e.kind == "filth_vacated"] == [{"seat": 1, "planet": 6}]
    assert ships_on(state, 6, 0) == 2 and ships_on(state, 6, 1) == 0 and ships_on(state, 7, 1) == 8


def test_a_colony_filth_receives_in_a_deal_the_giver_leaves() -> None:
    hands = {"0": ["Negotiate"], "1": ["Negotiate"], "2": ["Attack 04"]}
    data = encounter(["", "Filth", ""], hands, "Negotiate", "Negotiate", config=CONFLICT)
    data["actions"] += [
        _deal((1, None)),
        {"seat": 1, "type": "deal_accept"},
        {"seat": 1, "type": "colony", "ships": [[6, 2]]},
        {"seat": 0, "type": "place", "ships": [[2, 4]]},  # seat 0's ships leave planet 1
    ]
    state = run(data).state
    assert ships_on(state, 1, 1) == 2 and ships_on(state, 1, 0) == 0


def test_a_filth_4_an_ally_with_colonies_everywhere_lands_on_one_of_them() -> None:
    ships = {"2": {"6": 1, "7": 1, "8": 1, "9": 1, "10": 4, "11": 4, "12": 4, "13": 4}}
    data = encounter(
        ["Filth", "", ""],
        HANDS,
        "Attack 08",
        "Attack 04",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        config=CONFLICT,
        setup={"ships": ships},
    )
    prompt = _prompt(run(data).state, 2)
    assert sorted(o["planet"] for o in prompt.options) == [6, 7, 8, 9]
    data["actions"].append({"seat": 2, "type": "filth_land", "planet": 9})
    assert ships_on(run(data).state, 9, 2) == 3
