"""Reinforcements: in Reveal, main players and allies add their value to either side's total (R7.2): +2,
+3 or +5 in the base deck, +4 to +6 from the reward deck, +4, +6 or +8 from Cosmic Alliance's large-group
cards."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import ATTACK, CARD_KIND, CARD_NAME, CARD_VALUE, REINFORCEMENT
from game.core import Events, note
from game.state import GameState
from game.windows import REVEAL, effect, provider

SIDES = ("offense", "defense")


def involved(state: GameState, seat: int) -> bool:
    """Main players and current allies."""
    enc = state.enc
    return seat in (state.offense, enc.defense) or bool((enc.off_allies | enc.def_allies) >> seat & 1)


def reinforceable_sides(state: GameState) -> list[str]:
    """Sides a reinforcement may go to: those whose revealed card counts as an attack (FAQ V11)."""
    enc = state.enc
    if state.config.reinforce_negotiate:
        return list(SIDES)
    return [side for side, kind in zip(SIDES, (enc.off_kind, enc.def_kind), strict=True) if kind == ATTACK]


@provider({REVEAL: sorted({CARD_NAME[c] for c, k in enumerate(CARD_KIND) if k == REINFORCEMENT})}, rank=20)
def reinforcement_options(state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
    """One play per distinct reinforcement value held and per side it may go to."""
    if window != REVEAL or not involved(state, seat):
        return []
    held: dict[int, int] = {}
    for c in state.hands[seat]:
        if CARD_KIND[c] == REINFORCEMENT:
            held.setdefault(CARD_VALUE[c], c)
    if not held:
        return []
    sides = reinforceable_sides(state)
    return [{"type": "play", "card": c, "side": side} for c in held.values() for side in sides]


def _reinforce(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    card = play["card"]
    side = play["action"]["side"]
    if side == "offense":
        state.enc.off_bonus += CARD_VALUE[card]
    else:
        state.enc.def_bonus += CARD_VALUE[card]
    state.enc.in_play.append(card)
    note(ev, "reinforced", seat=play["seat"], side=side, value=CARD_VALUE[card])


for _name in sorted({CARD_NAME[c] for c, k in enumerate(CARD_KIND) if k == REINFORCEMENT}):
    effect(_name)(_reinforce)
