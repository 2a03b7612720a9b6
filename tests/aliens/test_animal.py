"""Animal (Cosmic Alliance): main players who could have invited it and did not send a ship to the warp;
a winning side it is on throws a party (each member may draw a card). Wild: a Cosmic Quake at the start of
Regroup, then the flare goes to the Animal. Super: the snub costs two ships."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.aliens.animal import could_invite, snubbed_by
from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.scenario import run_scenario
from game.view import events_for, view_for

ALLIANCE = {"expansions": ["alliance"]}
ALLY_DEFENSE = ({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},)


def _data(
    aliens: list[str], off: str = "Attack 20", de: str = "Attack 04", hand2: list[str] | None = None
) -> dict[str, Any]:
    """Seat 0 attacks seat 1; seat 1 invites seat 2, who allies with it; seat 0 invites nobody."""
    return encounter(
        aliens,
        {"0": ["Attack 20", "Attack 04"], "1": ["Attack 04", "Attack 20"], "2": hand2 or ["Attack 06"]},
        off,
        de,
        invites=([], [2]),
        allies=ALLY_DEFENSE,
        config=ALLIANCE,
    )


def _until_cards(data: dict[str, Any]) -> dict[str, Any]:
    data["actions"] = data["actions"][:5]
    return data


def test_a_main_player_who_did_not_invite_the_animal_sends_a_ship_of_its_choice() -> None:
    result = run(_until_cards(_data(["", "", "Animal"])))
    state = result.state
    assert any(e.kind == "animal_snubbed" and e.data["players"] == [0] for e in result.events)
    prompt = next(p for p in state.prompts if p.seat == 0)
    assert prompt.ctx == "lose_ships" and prompt.spec["max"] == 1 and prompt.spec["by"] == 2
    assert ["gate", 3] in prompt.spec["sources"]  # any ship of its own, the ones in the gate too
    apply(state, {"seat": 0, "type": "lose", "ships": [["gate", 1]]})
    assert state.warp[0] == 1 and state.gate[0] == 2
    assert state.warp[1] == 0  # the defense invited it


def test_no_snub_when_both_invite_it() -> None:
    data = _until_cards(_data(["", "", "Animal"]))
    data["actions"][2] = {"seat": 0, "type": "invite", "seats": [2]}
    result = run(data)
    assert not any(e.kind == "animal_snubbed" for e in result.events)
    assert not result.state.warp[0]


def test_a_main_player_who_could_not_invite_it_owes_nothing() -> None:
    data = _until_cards(_data(["", "", "Animal"]))
    state = run(data).state
    assert could_invite(state, 0, 2)
    state.enc.mods.no_offense_ally = [2]  # a power bars it from the offense's side
    assert not could_invite(state, 0, 2)
    assert snubbed_by(state, 2) == []


def test_the_animal_as_a_main_player_snubs_nobody() -> None:
    data = _until_cards(_data(["", "Animal", ""]))
    result = run(data)
    assert not any(e.kind == "animal_snubbed" for e in result.events)


def _pass_windows(state: Any, events: list[Any]) -> None:
    """Everyone passes in the open windows."""
    while any(p.ctx == "window" for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx == "window")
        events += apply(state, {"seat": p.seat, "type": "pass"})


def test_the_winning_side_throws_a_party_everyone_on_it_may_draw() -> None:
    data = _data(["", "", "Animal"], off="Attack 04", de="Attack 20")
    data["actions"] += [
        {"seat": 0, "type": "lose", "ships": [[1, 1]]},
        {"seat": 2, "type": "place", "ships": [[10, 2]]},  # the ally's ships go home; two cards as reward
    ]
    data["actions"].insert(5, data["actions"].pop(-2))
    result = run(data)
    state = result.state
    events = list(result.events)
    _pass_windows(state, events)
    assert any(e.kind == "animal_party" and e.data["players"] == [1, 2] for e in events)
    hands = [len(h) for h in state.hands]
    prompt = next(p for p in state.prompts if p.ctx == "animal_party")
    assert prompt.seat == 1
    apply(state, {"seat": 1, "type": "animal_party", "draw": True})
    prompt = next(p for p in state.prompts if p.ctx == "animal_party")
    assert prompt.seat == 2
    apply(state, {"seat": 2, "type": "animal_party", "draw": False})
    assert len(state.hands[1]) == hands[1] + 1 and len(state.hands[2]) == hands[2]


def test_no_party_when_the_animals_side_loses() -> None:
    data = _data(["", "", "Animal"])
    data["actions"].insert(5, {"seat": 0, "type": "lose", "ships": [[1, 1]]})
    result = run(data)
    assert not any(e.kind == "animal_party" for e in result.events)
    assert not any(p.ctx == "animal_party" for p in result.state.prompts)


def test_super_the_snub_costs_two_ships() -> None:
    data = _until_cards(_data(["", "", "Animal"], hand2=["Attack 06", "Flare: Animal"]))
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 2)
    option = next(o for o in prompt.options if o.get("half") == "super")
    result_events = apply(state, {"seat": 2, **option})
    while any(p.ctx != "lose_ships" for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx != "lose_ships")
        result_events += apply(state, {"seat": p.seat, "type": "pass"})
    prompt = next(p for p in state.prompts if p.seat == 0)
    assert prompt.ctx == "lose_ships" and prompt.spec["max"] == 2
    assert any(e.kind == "animal_snubbed" and e.data["ships"] == 2 for e in result_events)


def test_wild_a_cosmic_quake_at_regroup_then_the_flare_goes_to_the_animal() -> None:
    data = _data(["Human", "", "Animal"])
    data["setup"]["hands"]["0"] = ["Attack 20", "Flare: Animal"]
    data["actions"] = []
    state = run_scenario(data).state
    prompt = next(p for p in state.prompts if p.seat == 0)
    option = next(o for o in prompt.options if o.get("half") == "wild")
    events = apply(state, {"seat": 0, **option})
    _pass_windows(state, events)
    assert any(e.kind == "cosmic_quake" for e in events)
    assert "Flare: Animal" in [CARD_NAME[c] for c in state.hands[2]]
    assert all(len(h) >= 8 for h in state.hands[:2])


def test_secrecy_a_party_card_reaches_only_the_guest_who_draws_it() -> None:
    data = _data(["", "", "Animal"], off="Attack 04", de="Attack 20")
    data["actions"] += [
        {"seat": 0, "type": "lose", "ships": [[1, 1]]},
        {"seat": 2, "type": "place", "ships": [[10, 2]]},
    ]
    data["actions"].insert(5, data["actions"].pop(-2))
    result = run(data)
    state = result.state
    _pass_windows(state, [])
    events = apply(state, {"seat": 1, "type": "animal_party", "draw": True})
    drawn = [c for e in events if e.kind == "drew_cards" for c in e.data["cards"]]
    assert len(drawn) == 1 and drawn[0] in view_for(state, 1)["hand"]
    for seat in (0, 2, None):
        assert not any(set(drawn) & set(e.data.get("cards", ())) for e in events_for(events, seat))
        assert drawn[0] not in (view_for(state, seat)["hand"] or ())
