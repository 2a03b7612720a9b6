"""Enigma Device: its owner may discard any cards first; then every player from the owner clockwise draws,
or discards at random (FAQ §4.3, T10), until holding exactly eight."""

from __future__ import annotations

from game.invariants import check_invariants
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.windows import REGROUP
from tests.techs.kit import answer, give_completed, pass_all, prompt_of, tech_game, tech_options
from tests.techs.wkit import open_window


def set_hand(state: GameState, seat: int, size: int) -> None:
    """Give ``seat`` exactly ``size`` cards (to or from the deck)."""
    hand = state.hands[seat]
    while len(hand) > size:
        state.deck.append(hand.pop())
    while len(hand) < size:
        hand.append(state.deck.pop())


def test_every_hand_ends_at_eight_the_owner_first_then_clockwise() -> None:
    state = tech_game(3)
    give_completed(state, 1, "Enigma Device")
    set_hand(state, 0, 3)
    set_hand(state, 1, 10)
    set_hand(state, 2, 11)
    open_window(state, REGROUP)
    answer(state, 1, tech_options(state, 1)[0])
    pass_all(state, "window")
    p = prompt_of(state, 1, "enigma_discard")
    assert p.spec["min"] == 0 and sorted(p.spec["from"]) == sorted(state.hands[1])
    kept = state.hands[1][:4]
    events = answer(state, 1, {"type": "discard", "cards": sorted(state.hands[1][4:])})
    assert [len(h) for h in state.hands] == [8, 8, 8]
    assert set(kept) <= set(state.hands[1])
    order = [e.data["seat"] for e in events if e.kind in ("drew", "discarded")]
    assert order == [1, 1, 2, 0]  # its own discard, then itself, then clockwise from its left
    assert prompt_of(state, 2) is None  # seat 2's three discards were chosen at random, not by it
    assert TECH_ID["Enigma Device"] in state.tech_discard
    assert not check_invariants(state)


def test_random_discards_depend_on_the_game_not_on_the_player() -> None:
    hands = []
    for _ in range(2):
        state = tech_game(3, seed=4)
        give_completed(state, 0, "Enigma Device")
        set_hand(state, 2, 12)
        open_window(state, REGROUP)
        answer(state, 0, tech_options(state, 0)[0])
        pass_all(state, "window")
        answer(state, 0, {"type": "discard", "cards": []})
        hands.append(sorted(state.hands[2]))
        assert len(state.hands[2]) == 8
    assert hands[0] == hands[1]
