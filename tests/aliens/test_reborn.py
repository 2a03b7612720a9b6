"""Reborn (Cosmic Alliance): a card may be drawn for each of its ships that reaches the warp, and a card of
its choice discarded for each that leaves it. Both flare halves are rebuilt: the Wild draws one card when
the holder's ships reach the warp; the Super brings one of the lost ships back with the draw."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.scenario import run_scenario
from game.state import GameState
from game.view import events_for, view_for

ALLIANCE = {"expansions": ["alliance"]}


def _defense_loses(aliens: list[str], hand1: list[str]) -> dict[str, Any]:
    """Seat 0 (Attack 20, 3 ships) beats seat 1 (Attack 04, 4 ships on planet 5)."""
    return encounter(
        aliens,
        {"0": ["Attack 20"], "1": hand1, "2": ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        config=ALLIANCE,
    )


def _placed(first: int, ships: int) -> dict[str, int]:
    out = {str(first + i): 4 for i in range(5)}
    out[str(first)] += ships - 20
    return out


def _offers(state: GameState, seat: int, use: str) -> list[dict[str, Any]]:
    prompt = next((p for p in state.prompts if p.seat == seat), None)
    return [o for o in prompt.options if o.get("use") == use] if prompt else []


def test_it_may_draw_up_to_a_card_per_ship_that_reached_the_warp() -> None:
    state = run(_defense_loses(["", "Reborn", ""], ["Attack 04", "Attack 06"])).state
    assert state.warp[1] == 4
    assert [o["count"] for o in _offers(state, 1, "rebirth")] == [4, 3, 2, 1]
    before = len(state.hands[1])
    option = next(o for o in _offers(state, 1, "rebirth") if o["count"] == 3)
    apply(state, {"seat": 1, **option})
    while any(p.ctx == "window" and p.seat != 1 for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx == "window")
        apply(state, {"seat": p.seat, "type": "pass"})
    assert len(state.hands[1]) == before + 3


def test_another_players_losses_give_it_nothing() -> None:
    data = encounter(
        ["Reborn", "", ""],
        {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        config=ALLIANCE,
    )
    state = run(data).state
    assert state.warp[0] == 3
    assert _offers(state, 0, "rebirth")  # its own ships
    data["config"]["aliens"] = ["", "", "Reborn"]
    state = run(data).state
    assert not _offers(state, 2, "rebirth")


def test_for_ships_leaving_the_warp_it_may_discard_cards_of_its_choice() -> None:
    data = _defense_loses(["Reborn", "", ""], ["Attack 04"])
    data["setup"]["hands"]["0"] = ["Attack 20", "Attack 01", "Negotiate"]
    data["setup"]["ships"] = {"0": _placed(0, 18)}  # two ships in the warp
    data["actions"] = []
    state = run_scenario(data).state
    prompt = next(p for p in state.prompts if p.seat == 0)
    if prompt.kind == "place":  # the Regroup ship goes to a colony of its choice
        apply(state, {"seat": 0, "type": "place", "ships": [[0, 1]]})
    offer = _offers(state, 0, "shed")
    assert offer
    apply(state, {"seat": 0, **offer[0]})
    prompt = next(p for p in state.prompts if p.seat == 0)
    assert prompt.ctx == "reborn_discard" and prompt.spec["count"] == 1
    attack01 = next(c for c in prompt.spec["from"] if CARD_NAME[c] == "Attack 01")
    events = apply(state, {"seat": 0, "type": "reborn_discard", "cards": [attack01]})
    assert attack01 in state.discard and attack01 not in state.hands[0]
    assert any(e.kind == "discarded" for e in events)


def test_wild_the_holder_draws_a_card_when_its_ships_reach_the_warp() -> None:
    state = run(_defense_loses(["", "", "Reborn"], ["Attack 04", "Flare: Reborn"])).state
    offer = next(o for p in state.prompts if p.seat == 1 for o in p.options if o.get("half") == "wild")
    events = apply(state, {"seat": 1, **offer})
    drawn = [e.data["count"] for e in events if e.kind == "drew" and e.data["seat"] == 1]
    assert drawn[:1] == [1]  # one card drawn as its ships reach the warp
    assert any(e.kind == "flare_returned" and e.data["seat"] == 1 for e in events)  # the flare came back


def test_super_one_lost_ship_comes_back_with_the_draw() -> None:
    state = run(_defense_loses(["", "Reborn", ""], ["Attack 04", "Flare: Reborn"])).state
    option = next(o for o in _offers(state, 1, "rebirth") if o["count"] == 4)
    apply(state, {"seat": 1, **option})
    offer = None
    while offer is None:
        prompt = next(p for p in state.prompts if p.ctx == "window")
        offer = next((o for o in prompt.options if o.get("half") == "super"), None)
        if offer is None:
            apply(state, {"seat": prompt.seat, "type": "pass"})
    events = apply(state, {"seat": 1, **offer})
    while any(p.ctx == "window" for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx == "window")
        events += apply(state, {"seat": p.seat, "type": "pass"})
    prompt = next(p for p in state.prompts if p.seat == 1)
    if prompt.kind == "place":
        events += apply(state, {"seat": 1, "type": "place", "ships": [[6, 1]]})
    assert any(e.kind == "reborn_returns" for e in events)
    assert state.warp[1] == 3


def test_secrecy_the_cards_drawn_and_the_discard_prompt_reach_only_the_reborn() -> None:
    result = run(_defense_loses(["", "Reborn", ""], ["Attack 04", "Attack 06"]))
    state = result.state
    option = next(o for o in _offers(state, 1, "rebirth") if o["count"] == 2)
    events = apply(state, {"seat": 1, **option})
    drawn = [c for e in events if e.kind == "drew_cards" and e.data["seat"] == 1 for c in e.data["cards"]]
    assert len(drawn) == 2 and set(drawn) <= set(state.hands[1])
    for seat in (0, 2, None):
        seen = events_for(events, seat)
        assert not any(set(drawn) & set(e.data.get("cards", ())) for e in seen)
        view = view_for(state, seat)
        assert not set(drawn) & set(view["hand"] or ())
        assert not any(p["seat"] == 1 for p in view["prompts"])
    assert set(drawn) <= {c for e in events_for(events, 1) for c in e.data.get("cards", ())}
