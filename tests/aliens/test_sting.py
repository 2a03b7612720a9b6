"""Sting (Cosmic Alliance): when its ships reach the warp it may name a substitute: half of them come back,
the substitute sends as many of its own and takes a card at random from Sting's hand per ship it lost (FAQ
L2677-2680), the rest from the deck. Both flare halves are rebuilt."""

from __future__ import annotations

from alliance_kit import act, pass_windows, prompt_of, table

from game import hooks
from game.board import ships_on
from game.cards.catalog import CARD_NAME
from game.state import GameState


def _card(state: GameState, seat: int, name: str) -> int:
    return next(c for c in state.hands[seat] if CARD_NAME[c] == name)


def _defense_loses(aliens: list[str], hand1: list[str], hand0: tuple[str, ...] = ()) -> GameState:
    """Seat 0 attacks planet 5 with 4 ships and wins: seat 1's 4 defenders go to the warp."""
    state = table(aliens, {"0": ["Attack 20", *hand0], "1": ["Attack 04", *hand1], "2": ["Attack 06"]})
    act(state, 0, {"type": "aim", "planet": 5})
    pass_windows(state)
    act(state, 0, {"type": "launch", "ships": [[0, 4]]})
    pass_windows(state)
    act(state, 0, {"type": "invite", "seats": []})
    act(state, 1, {"type": "invite", "seats": []})
    pass_windows(state)
    act(state, 0, {"type": "encounter_card", "card": _card(state, 0, "Attack 20")})
    act(state, 1, {"type": "encounter_card", "card": _card(state, 1, "Attack 04")})
    for _ in range(20):
        waiting = [p for p in state.prompts if p.ctx == "window"]
        if not waiting or any(o.get("use") in ("substitute", "wild") for o in waiting[0].options):
            break
        act(state, waiting[0].seat, {"type": "pass"})
    return state


def _use(state: GameState, seat: int, use: str, player: int) -> None:
    prompt = prompt_of(state, seat)
    option = next(o for o in prompt.options if o.get("use") == use and o.get("player") == player)
    act(state, seat, option)
    pass_windows(state)


def test_half_come_back_and_the_substitute_pays_with_ships_and_takes_cards() -> None:
    state = _defense_loses(["", "Sting", ""], ["Attack 06", "Attack 08", "Attack 10"])
    assert state.warp[1] == 4
    hand = set(state.hands[1])
    _use(state, 1, "substitute", 2)
    act(state, 1, {"type": "place", "ships": [[6, 2]]})
    act(state, 2, {"type": "lose", "ships": [[10, 2]]})
    pass_windows(state)
    assert state.warp[1] == 2 and ships_on(state, 6, 1) == 6
    assert state.warp[2] == 2 and ships_on(state, 10, 2) == 2
    assert len(state.hands[1]) == 1
    taken = [c for c in state.hands[2] if c in hand]
    assert len(taken) == 2  # FAQ: from Sting's hand, at random


def test_with_too_few_cards_the_rest_comes_from_the_deck() -> None:
    state = _defense_loses(["", "Sting", ""], ["Attack 08"])  # one card left after playing its attack
    _use(state, 1, "substitute", 2)
    act(state, 1, {"type": "place", "ships": [[6, 2]]})
    events = act(state, 2, {"type": "lose", "ships": [[10, 2]]}) + pass_windows(state)
    paid = next(e.data for e in events if e.kind == "sting_paid")
    assert paid["from_hand"] == 1 and paid["from_deck"] == 1


def test_returning_ships_are_no_retrieval() -> None:
    state = _defense_loses(["", "Sting", ""], ["Attack 06", "Attack 08"])
    _use(state, 1, "substitute", 0)
    act(state, 1, {"type": "place", "ships": [[6, 2]]})
    assert state.enc.mods.retrievals is None


def test_one_lost_ship_gives_nothing_back() -> None:
    state = _defense_loses(["", "Sting", ""], ["Attack 06"])
    sting = hooks.POWERS["Sting"]
    assert sting.options(state, 1, sting.uses[0], 0)  # four ships lost: two may come back
    state.enc.mods.losses[0]["warped"] = 1  # (as if only one ship had defended)
    assert sting.options(state, 1, sting.uses[0], 0) == []


def test_wild_one_ship_back_and_one_card_to_the_substitute() -> None:
    state = _defense_loses(["", "", ""], ["Flare: Sting", "Attack 06"])
    _use(state, 1, "wild", 2)
    act(state, 1, {"type": "place", "ships": [[6, 1]]})
    act(state, 2, {"type": "lose", "ships": [[10, 1]]})
    pass_windows(state)
    assert state.warp[1] == 3 and state.warp[2] == 1
    assert len(state.hands[2]) == 2


def test_super_every_lost_ship_comes_back() -> None:
    state = _defense_loses(
        ["", "Sting", ""], ["Flare: Sting", "Attack 06", "Attack 08", "Attack 10", "Attack 12"]
    )
    prompt = prompt_of(state, 1)
    act(state, 1, next(o for o in prompt.options if o.get("use") == "substitute" and o.get("player") == 2))
    play = prompt_of(state, 1)
    act(state, 1, next(o for o in play.options if o.get("half") == "super"))
    pass_windows(state)
    act(state, 1, {"type": "place", "ships": [[6, 4]]})
    act(state, 2, {"type": "lose", "ships": [[10, 4]]})
    pass_windows(state)
    assert state.warp[1] == 0 and state.warp[2] == 4
