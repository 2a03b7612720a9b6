"""Prophet (Cosmic Conflict): only when neither a main player nor an ally, before the cards are chosen;
right: a colony on any planet (the free-colony helper); wrong: the winner picks two of its ships for the
warp; a deal struck is a win for both sides; no winner (failed deal): nothing (FAQ A-Prophet-1); the
rebuilt Wild (two cards when right) and Super (a second colony)."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.board import ships_on

CONFLICT = {"expansions": ["conflict"]}
HANDS = {"0": ["Attack 08"], "1": ["Attack 04"], "2": ["Attack 04"]}


def predict(side: str, seat: int = 2, use: str = "predict") -> dict[str, Any]:
    return {"seat": seat, "type": "power", "alien": "Prophet", "use": use, "side": side}


def game(side: str, off: str = "Attack 08", dfn: str = "Attack 04", **kw: Any) -> dict[str, Any]:
    hands = kw.pop("hands", {"0": [off], "1": [dfn], "2": ["Attack 04"]})
    return encounter(["", "", "Prophet"], hands, off, dfn, before=(predict(side),), config=CONFLICT, **kw)


def _prompt(state: Any, seat: int) -> Any:
    return next(p for p in state.prompts if p.seat == seat)


def test_right_gains_a_colony_on_any_planet() -> None:
    data = game("offense")
    data["actions"] += [
        {"seat": 2, "type": "free_colony", "planet": 0},
        {"seat": 2, "type": "free_colony_from", "planet": 0, "src": 10},
    ]
    state = run(data).state
    assert ships_on(state, 0, 2) == 1 and ships_on(state, 10, 2) == 3


def test_the_colony_may_be_on_any_planet_where_it_has_none() -> None:
    state = run(game("offense")).state
    prompt = _prompt(state, 2)
    assert prompt.ctx == "free_colony"
    planets = {o["planet"] for o in prompt.options}
    assert planets == set(range(15)) - {10, 11, 12, 13, 14}


def test_wrong_the_winner_sends_two_of_its_ships_to_the_warp() -> None:
    data = game("defense")
    state = run(data).state
    prompt = _prompt(state, 0)  # the offense won: it picks
    assert prompt.ctx == "prophet_penalty"
    assert {"type": "prophet_penalty", "ships": [[10, 1], [11, 1]], "victim": 2} in prompt.options
    data["actions"].append({"seat": 0, "type": "prophet_penalty", "ships": [[12, 2]], "victim": 2})
    state = run(data).state
    assert ships_on(state, 12, 2) == 2 and state.warp[2] == 2


def test_the_defense_winning_picks_when_it_wins() -> None:
    data = game("offense", off="Attack 04", dfn="Attack 08", hands={"0": ["Attack 04"], "1": ["Attack 08"]})
    assert _prompt(run(data).state, 1).ctx == "prophet_penalty"


def test_a_deal_struck_is_a_win_for_both_sides() -> None:
    data = game("defense", off="Negotiate", dfn="Negotiate")
    data["actions"] += [
        {
            "seat": 0,
            "type": "deal_propose",
            "terms": {
                "offense": {"cards": [], "count": 0, "kind": None, "colony": 0},
                "defense": {"cards": [], "count": 0, "kind": None, "colony": 6},
            },
        },
        {"seat": 1, "type": "deal_accept"},
        {"seat": 1, "type": "colony", "ships": [[5, 1]]},
        {"seat": 0, "type": "colony", "ships": [[1, 1]]},
        {"seat": 0, "type": "place", "ships": [[0, 3]]},
    ]
    result = run(data)
    assert [e.data["right"] for e in result.events if e.kind == "prophet_fulfilled"] == [True]
    assert _prompt(result.state, 2).ctx == "free_colony"


def test_a_failed_deal_changes_nothing() -> None:
    data = game("defense", off="Negotiate", dfn="Negotiate")
    data["actions"] += [
        {"seat": 0, "type": "deal_fail"},
        {"seat": 0, "type": "lose", "ships": [["gate", 3]]},
        {"seat": 1, "type": "lose", "ships": [[5, 3]]},
    ]
    result = run(data)
    assert any(e.kind == "encounter_ended" for e in result.events)
    assert not [e for e in result.events if e.kind == "prophet_fulfilled"]
    assert not [
        p for p in result.state.prompts if p.seat == 2 and p.ctx in ("free_colony", "prophet_penalty")
    ]


def test_not_as_an_ally() -> None:
    data = encounter(
        ["", "", "Prophet"],
        HANDS,
        "Attack 08",
        "Attack 04",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},),
        config=CONFLICT,
    )
    data["actions"] = data["actions"][:-2]
    state = run(data).state
    assert not [o for p in state.prompts for o in p.options if o.get("alien") == "Prophet"]


def test_offered_when_uninvolved() -> None:
    data = encounter(["", "", "Prophet"], HANDS, "Attack 08", "Attack 04", config=CONFLICT)
    data["actions"] = data["actions"][:-2]
    options = [o for o in _prompt(run(data).state, 2).options if o.get("alien") == "Prophet"]
    assert sorted(o["side"] for o in options) == ["defense", "offense"]


def test_wild_right_draws_two_cards() -> None:
    hands = {"0": ["Attack 08"], "1": ["Attack 04"], "2": ["Flare: Prophet"], "3": ["Attack 04"]}
    wild = {
        "seat": 2,
        "type": "play",
        "card": "Flare: Prophet",
        "half": "wild",
        "use": "wild",
        "side": "offense",
    }
    data = encounter(
        ["", "", "", "Prophet"], hands, "Attack 08", "Attack 04", before=(wild,), config=CONFLICT
    )
    data["actions"][-2:-2] = [{"seat": 3, "type": "pass"}, {"seat": 3, "type": "pass"}]
    result = run(data)
    assert [e.data for e in result.events if e.kind == "prophet_fulfilled"] == [
        {"seat": 2, "side": "offense", "right": True}
    ]
    assert len(result.state.hands[2]) == 1 + 2


def test_super_a_second_colony() -> None:
    hands = {"0": ["Attack 08"], "1": ["Attack 04"], "2": ["Attack 04", "Flare: Prophet"]}
    data = game("offense", hands=hands)
    data["actions"] += [
        {"seat": 2, "type": "free_colony", "planet": 0},
        {"seat": 2, "type": "free_colony_from", "planet": 0, "src": 10},
        {"seat": 2, "type": "play", "card": "Flare: Prophet", "half": "super", "use": "super"},
        {"seat": 2, "type": "free_colony", "planet": 1},
        {"seat": 2, "type": "free_colony_from", "planet": 1, "src": 11},
    ]
    state = run(data).state
    assert ships_on(state, 0, 2) == 1 and ships_on(state, 1, 2) == 1
