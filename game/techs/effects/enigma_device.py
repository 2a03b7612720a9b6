"""Enigma Device: discarded at the start of any encounter. Its owner may first discard any cards; then
every player, the owner first and clockwise, draws or discards cards at random until holding exactly
eight (FAQ T10: the discards are chosen at random)."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events, answer, ask, clockwise_from_left, push, step
from game.deck import discard_cards, discard_from_hand, draw, take_random
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.techs import TechPower, power
from game.windows import REGROUP

HAND = 8


class EnigmaDevice(TechPower):
    """Every hand to eight."""

    name: ClassVar[str] = "Enigma Device"
    windows: ClassVar[frozenset[str]] = frozenset((REGROUP,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        push(state, *[("enigma_even", s) for s in [seat, *clockwise_from_left(state, seat)]])
        hand = state.hands[seat]
        if hand:
            spec = {"type": "discard", "from": list(hand), "count": len(hand), "min": 0}
            ask(state, seat, CARDS, "enigma_discard", spec=spec)


power(EnigmaDevice)


@answer("enigma_discard")
def _on_discard(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if action["cards"]:
        discard_from_hand(state, ev, prompt.seat, action["cards"])


@step("enigma_even")
def enigma_even(state: GameState, ev: Events, seat: int) -> None:
    """``seat`` draws up to eight cards, or discards cards chosen at random down to eight."""
    held = len(state.hands[seat])
    if held < HAND:
        draw(state, ev, seat, HAND - held)
    elif held > HAND:
        discard_cards(state, ev, take_random(state, seat, held - HAND), seat)
