"""General (Cosmic Alliance): as a main player once alliances are formed, it may draw a card per ally,
then each ally may draw one. Wild: a losing main player draws a card per allied ship, plays the
reinforcements among them and discards the rest. Super: +2 per allied ship when both cards are attacks
and the power was used."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.aliens.general import losing
from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.state import GameState
from game.view import events_for, view_for

ALLIANCE = {"expansions": ["alliance"]}


def _data(
    aliens: list[str], hand1: list[str], off: str = "Attack 08", de: str = "Attack 04"
) -> dict[str, Any]:
    """Seat 0 attacks seat 1, who invites seat 2: seat 2 allies with the defense with 3 ships."""
    return encounter(
        aliens,
        {"0": ["Attack 08", "Attack 20"], "1": hand1, "2": ["Attack 06"]},
        off,
        de,
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 3]]},),
        config=ALLIANCE,
    )


def _pass_windows(state: GameState, events: list[Any]) -> None:
    while any(p.ctx == "window" for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx == "window")
        events += apply(state, {"seat": p.seat, "type": "pass"})


def test_the_general_draws_up_to_one_card_per_ally_then_each_ally_may_draw() -> None:
    data = _data(["", "General", ""], ["Attack 04", "Attack 20"])
    data["actions"] = data["actions"][:5]
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 1)
    assert prompt.ctx == "general_draw"
    assert [o["count"] for o in prompt.options] == [1, 0]
    hands = [len(h) for h in state.hands]
    apply(state, {"seat": 1, "type": "general_draw", "count": 1})
    prompt = next(p for p in state.prompts if p.seat == 2)
    assert prompt.ctx == "general_ally_draw"
    apply(state, {"seat": 2, "type": "general_ally_draw", "draw": True})
    assert len(state.hands[1]) == hands[1] + 1 and len(state.hands[2]) == hands[2] + 1


def test_without_allies_nothing_happens() -> None:
    data = _data(["", "General", ""], ["Attack 04", "Attack 20"])
    data["actions"] = data["actions"][:4]
    data["actions"][3] = {"seat": 1, "type": "invite", "seats": []}
    result = run(data)
    assert not any(e.kind == "general_leads" for e in result.events)


def test_the_general_may_draw_nothing_and_an_ally_may_refuse() -> None:
    data = _data(["", "General", ""], ["Attack 04", "Attack 20"])
    data["actions"] = data["actions"][:5]
    state = run(data).state
    hands = [len(h) for h in state.hands]
    apply(state, {"seat": 1, "type": "general_draw", "count": 0})
    apply(state, {"seat": 2, "type": "general_ally_draw", "draw": False})
    assert [len(h) for h in state.hands] == hands
    assert state.phase == "planning"


def test_super_adds_two_per_allied_ship_when_both_cards_are_attacks() -> None:
    data = _data(["", "General", ""], ["Attack 04", "Flare: General"], off="Attack 20", de="Attack 04")
    data["actions"][5:5] = [
        {"seat": 1, "type": "general_draw", "count": 0},
        {"seat": 2, "type": "general_ally_draw", "draw": False},
    ]
    result = run(data)
    state = result.state
    prompt = next(p for p in state.prompts if p.seat == 1)
    option = next(o for o in prompt.options if o.get("half") == "super")
    events = apply(state, {"seat": 1, **option})
    _pass_windows(state, events)
    # offense 20 + 3 ships = 23; defense 4 + 4 ships + 3 allied ships + 2 x 3 = 17
    totals = next(e.data for e in events if e.kind == "encounter_decided")
    assert totals["defense_total"] == 4 + 4 + 3 + 6


def test_wild_a_losing_main_player_draws_per_allied_ship_and_plays_the_reinforcements() -> None:
    data = _data(["", "", ""], ["Attack 04", "Flare: General"], off="Attack 20", de="Attack 04")
    data["setup"]["deck_top"] = ["Reinforcement +5", "Attack 30", "Reinforcement +3"]
    state = run(data).state
    assert losing(state, 1) and not losing(state, 0)
    prompt = next(p for p in state.prompts if p.seat == 1)
    option = next(o for o in prompt.options if o.get("half") == "wild")
    events = apply(state, {"seat": 1, **option})
    assert state.enc.def_bonus == 8
    assert any(e.kind == "discarded" for e in events)
    assert "Attack 30" in [CARD_NAME[c] for c in state.discard]
    played = [CARD_NAME[e.data["card"]] for e in events if e.kind == "general_reinforced"]
    assert played == ["Reinforcement +5", "Reinforcement +3"]
    _pass_windows(state, events)
    result = next(e.data for e in events if e.kind == "encounter_decided")
    assert result["defense_total"] == 4 + 4 + 3 + 8


def test_wild_is_not_offered_to_the_side_ahead() -> None:
    data = _data(["", "", ""], ["Attack 20", "Flare: General"], off="Attack 08", de="Attack 20")
    state = run(data).state
    assert not losing(state, 1)
    prompts = [p for p in state.prompts if p.seat == 1]
    assert not any(o.get("half") == "wild" for p in prompts for o in p.options)


def test_secrecy_the_generals_draw_reaches_only_the_general() -> None:
    data = _data(["", "General", ""], ["Attack 04", "Attack 20"])
    data["actions"] = data["actions"][:5]
    state = run(data).state
    events = apply(state, {"seat": 1, "type": "general_draw", "count": 1})
    drawn = [c for e in events if e.kind == "drew_cards" for c in e.data["cards"]]
    assert len(drawn) == 1
    for seat in (0, 2, None):
        assert not any(set(drawn) & set(e.data.get("cards", ())) for e in events_for(events, seat))
        assert not set(drawn) & set(view_for(state, seat)["hand"] or ())
    assert drawn[0] in view_for(state, 1)["hand"]
