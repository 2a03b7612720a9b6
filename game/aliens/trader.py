"""Trader: as a main player, before encounter cards are selected, swaps hands with its opponent."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks, rng
from game.cards import rifts
from game.core import Events, answer, ask, note
from game.hooks import GREEN, MAIN, Power, Use, register
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import PLANNING


def swap_hands(state: GameState, ev: Events, seat: int, other: int) -> None:
    """``seat`` and ``other`` exchange hands: the table sees the sizes, each player its new cards. ``seat``
    took the other hand: a rift in it goes off; the hand it gave away was given (FAQ R5)."""
    state.hands[seat], state.hands[other] = state.hands[other], state.hands[seat]
    note(ev, "hands_traded", seat=seat, player=other, sizes=[len(state.hands[seat]), len(state.hands[other])])
    for s in (seat, other):
        note(ev, "hand_received", to=(s,), seat=s, cards=list(state.hands[s]))
    rifts.taken(state, ev, seat, list(state.hands[seat]))


class Trader(Power):
    """Transference."""

    name: ClassVar[str] = "Trader"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, before encounter cards are selected, you may exchange your whole hand with "
        "your opponent's; each keeps the hand it gets. You need a hand to trade: with none, you draw a "
        "new one first."
    )
    wild_text: ClassVar[str] = (
        "As a main player, before cards are selected, take one card at random from your opponent's hand, "
        "then give your opponent one card of your choice from yours."
    )
    super_text: ClassVar[str] = (
        "Before cards are selected, you may exchange hands with any other player instead of your opponent."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("trade", PLANNING, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", PLANNING, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        other = hooks.opponent(state, seat)
        if use.key == "wild":
            return [{"player": other}] if other >= 0 and state.hands[other] else []
        if not state.hands[seat]:  # FAQ: Trader needs a hand to trade
            return []
        if use.key == "super":
            return [{"player": p} for p in range(state.n) if p not in (seat, other)]
        return [{"player": other}] if other >= 0 else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        other = action["player"]
        if use != "wild":
            if state.hands[seat]:
                swap_hands(state, ev, seat, other)
            return
        hand = state.hands[other]
        if not hand:
            return
        state.rng, i = rng.below(state.rng, len(hand))  # at random: no faces seen (FAQ T10)
        card = hand.pop(i)
        state.hands[seat].append(card)
        note(ev, "card_taken", seat=seat, player=other, chosen=False)
        note(ev, "card_taken_card", to=(seat, other), receiver=seat, giver=other, card=card)
        rifts.taken(state, ev, seat, [card])
        spec = {"type": "trader_give", "from": list(state.hands[seat]), "count": 1, "player": other}
        ask(state, seat, CARDS, "trader_give", spec=spec)


register(Trader)


@answer("trader_give")
def _on_give(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, other = prompt.seat, prompt.spec["player"]
    card = action["cards"][0]
    state.hands[seat].remove(card)
    state.hands[other].append(card)
    note(ev, "card_given", seat=seat, player=other)
    note(ev, "card_given_card", to=(seat, other), giver=seat, receiver=other, card=card)
