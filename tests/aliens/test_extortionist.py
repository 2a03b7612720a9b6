"""Extortionist: when another player gains cards (compensation) or draws cards into its hand, it may take
half of them, rounded down, at random, unless the player lets it send one of its ships to the warp."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run
from test_view_secrecy import scramble

from game.engine import apply
from game.rng import Rng
from game.scenario import ScenarioResult
from game.state import GameState
from game.view import view_for

ALLIANCE = {"expansions": ["alliance"]}
OFFENSE_HAND = ["Attack 08", "Attack 04", "Attack 06", "Attack 10", "Attack 12"]
EXTORT = {"seat": 2, "type": "power", "alien": "Extortionist", "use": "extort_gained", "event": 1}


def _compensation(*after: dict[str, Any], extra: tuple[str, ...] = ()) -> dict[str, Any]:
    """Seat 0's 08 beats seat 1's negotiate: seat 1 collects 4 cards of compensation from seat 0."""
    return encounter(
        ["", "", "Extortionist"],
        {"0": OFFENSE_HAND, "1": ["Negotiate"], "2": ["Attack 06", *extra]},
        "Attack 08",
        "Negotiate",
        after=after,
        config=ALLIANCE,
    )


def _offers(state: GameState) -> list[int]:
    """The seats whose draw the Extortionist is offered now."""
    draws = state.enc.mods.draws or []
    return [
        int(draws[o["event"]]["seat"]) if o["use"] == "extort" else int(o["event"])
        for p in state.prompts
        for o in p.options
        if o.get("alien") == "Extortionist"
    ]


def _compensation_cards(result: ScenarioResult) -> list[int]:
    return list(next(e.data["cards"] for e in result.events if e.kind == "compensation_cards"))


def test_half_of_the_compensation_is_taken_at_random() -> None:
    result = run(_compensation(EXTORT, {"seat": 1, "type": "extortion_answer", "pay": False, "count": 2}))
    state, gained = result.state, _compensation_cards(result)
    taken = next(e.data["cards"] for e in result.events if e.kind == "extorted_cards")
    assert len(taken) == 2 and set(taken) <= set(gained)
    assert set(taken) <= set(state.hands[2]) and not set(taken) & set(state.hands[1])
    assert len(state.hands[1]) == 2


def test_the_player_may_give_up_a_ship_instead() -> None:
    result = run(
        _compensation(
            EXTORT,
            {"seat": 1, "type": "extortion_answer", "pay": True, "count": 2},
            {"seat": 2, "type": "extortionist_ship", "planet": 6, "ships": 4, "player": 1},
        )
    )
    state = result.state
    assert len(state.hands[1]) == 4 and not any(e.kind == "extorted" for e in result.events)
    assert state.ships[6 * 3 + 1] == 3 and state.warp[1] == 4 + 1


def test_a_single_card_gives_nothing() -> None:
    # A defensive ally's single reward card: half of one is nothing.
    data = encounter(
        ["Extortionist", "", ""],
        {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},),
        after=({"seat": 2, "type": "place", "ships": [[10, 1]]},),
        config=ALLIANCE,
    )
    state = run(data).state
    # the next offer is seat 1's new hand as its turn starts (a new hand counts), not the reward
    assert _offers(state) == [1]


def test_rewards_are_one_gain_not_also_a_draw() -> None:
    # The defensive ally (nothing in the warp) draws 2 rewards: offered once (GAINED), not again (DREW).
    data = encounter(
        ["Extortionist", "", ""],
        {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},),
        after=(
            {"seat": 2, "type": "place", "ships": [[10, 2]]},
            {"seat": 0, "type": "power", "alien": "Extortionist", "use": "extort_gained", "event": 2},
            {"seat": 2, "type": "extortion_answer", "pay": False, "count": 1},
        ),
        config=ALLIANCE,
    )
    result = run(data)
    assert [e.data["count"] for e in result.events if e.kind == "extorted"] == [1]
    assert _offers(result.state) == [1]  # seat 1's new hand next turn; no second go at the reward


def test_super_the_player_may_not_refuse() -> None:
    result = run(
        _compensation(
            EXTORT,
            {"seat": 2, "type": "play", "card": "Flare: Extortionist", "half": "super", "use": "super"},
            extra=("Flare: Extortionist",),
        )
    )
    assert not any(p.ctx == "extortion_answer" for p in result.state.prompts)
    assert [e.data["count"] for e in result.events if e.kind == "extorted"] == [2]


def test_wild_takes_one_card() -> None:
    data = encounter(
        ["", "", ""],
        {"0": OFFENSE_HAND, "1": ["Negotiate"], "2": ["Attack 06", "Flare: Extortionist"]},
        "Attack 08",
        "Negotiate",
        after=(
            {
                "seat": 2,
                "type": "play",
                "card": "Flare: Extortionist",
                "half": "wild",
                "use": "wild_gained",
                "event": 1,
            },
            {"seat": 1, "type": "extortion_answer", "pay": False, "count": 1},
        ),
        config=ALLIANCE,
    )
    result = run(data)
    assert [e.data["count"] for e in result.events if e.kind == "extorted"] == [1]


def test_the_cards_taken_are_secret_to_the_third_player() -> None:
    result = run(_compensation(EXTORT, {"seat": 1, "type": "extortion_answer", "pay": False, "count": 2}))
    private = [e for e in result.events if e.kind == "extorted_cards"]
    assert private and all(set(e.to or ()) == {1, 2} for e in private)
    state, r = result.state, Rng(11)
    for _ in range(5):  # seat 0 sees the same table whatever cards seats 1 and 2 hold
        assert view_for(scramble(state, 0, r), 0) == view_for(state, 0)


def test_a_new_hand_is_extorted_too() -> None:
    # Seat 1 holds no card when its turn starts: of its new eight, the Extortionist takes four.
    data = encounter(
        ["Extortionist", "", ""],
        {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        after=({"seat": 0, "type": "power", "alien": "Extortionist", "use": "extort", "event": 0},),
        config=ALLIANCE,
    )
    state = run(data).state
    while state.prompts and all(p.ctx == "window" for p in state.prompts):  # a card of the new hand first
        apply(state, {"seat": state.prompts[0].seat, "type": "pass"})
    events = apply(state, {"seat": 1, "type": "extortion_answer", "pay": False, "count": 4})
    assert [e.data["count"] for e in events if e.kind == "extorted"] == [4]
    assert len(state.hands[1]) == 4
