"""A side's players asked, one at a time, whether one of them discards a card for the side (N7).

A power may ask the players of one side of the encounter (its main player and its allies) whether one of
them discards a card of a given kind from its hand: each is asked in timing order (FAQ X1), only if it
holds such a card, and the first who agrees discards it (face up, on the discard pile). Then the caller's
step runs with two more arguments, the seat that discarded and the card, or ``-1, -1`` if nobody did
(Crystal's refraction: an attack of the same value as the side's card).

The question names only cards of the asked seat's own hand (its prompt is its own); the discard itself is
public. Steps carry plain data only: the seats still to ask, the cards that qualify (card ids), and the
caller's step as a list.
"""

from __future__ import annotations

from typing import Any

from game.core import Events, answer, ask, push, step, timing_order
from game.deck import discard_from_hand
from game.prompts import CHOOSE, Prompt
from game.state import GameState

CTX = "side_discard"
PASS: dict[str, Any] = {"type": "pass"}


def side_seats(state: GameState, side: str) -> list[int]:
    """The main player of ``side`` and its allies now, in timing order."""
    enc = state.enc
    allies = enc.off_allies if side == "offense" else enc.def_allies
    main = state.offense if side == "offense" else enc.defense
    return [s for s in timing_order(state) if s == main or allies >> s & 1]


def holders(state: GameState, seats: list[int], cards: list[int]) -> list[int]:
    """Those of ``seats`` holding one of ``cards``."""
    wanted = set(cards)
    return [s for s in seats if wanted.intersection(state.hands[s])]


def offer(state: GameState, seats: list[int], cards: list[int], then: list[Any]) -> None:
    """Ask ``seats`` in this order whether one discards one of ``cards``; then run the step ``then`` with
    the seat and the card (``-1, -1``: nobody discarded)."""
    push(state, (CTX, list(seats), list(cards), list(then)))


@step(CTX)
def _ask_next(state: GameState, ev: Events, seats: list[int], cards: list[int], then: list[Any]) -> None:
    wanted = set(cards)
    for i, seat in enumerate(seats):
        mine = sorted(c for c in state.hands[seat] if c in wanted)
        if mine:
            options = [{"type": CTX, "card": c} for c in mine] + [PASS]
            spec = {"rest": list(seats[i + 1 :]), "cards": list(cards), "then": list(then)}
            ask(state, seat, CHOOSE, CTX, options, spec)
            return
    push(state, (*then, -1, -1))


@answer(CTX)
def _on_answer(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    spec = prompt.spec
    then = list(spec["then"])
    if action.get("type") == CTX:
        card = int(action["card"])
        discard_from_hand(state, ev, prompt.seat, [card])
        push(state, (*then, prompt.seat, card))
        return
    push(state, (CTX, list(spec["rest"]), list(spec["cards"]), then))
