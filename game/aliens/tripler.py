"""Tripler: its attack card counts triple if 10 or less, a third (rounded up) if more."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK
from game.core import Events, note
from game.hooks import MAIN, RED, Power, Use, register
from game.state import GameState
from game.windows import REVEAL

USED = "used"  # scratch: seats whose Thrice took effect this encounter


def thrice(value: int) -> int:
    """10 or less: tripled; more than 10: divided by three, rounded up."""
    return value * 3 if value <= 10 else -(-value // 3)


def side_kind_value(state: GameState, side: str) -> tuple[str, int]:
    """A side's card type and current value."""
    enc = state.enc
    return (enc.off_kind, enc.off_value) if side == "offense" else (enc.def_kind, enc.def_value)


def change(state: GameState, ev: Events, seat: int, side: str) -> None:
    """Apply Thrice to a side's attack card (its current value, FAQ T8)."""
    enc = state.enc
    kind, value = side_kind_value(state, side)
    if kind != ATTACK:
        return
    new = thrice(value)
    if side == "offense":
        enc.off_value = new
    else:
        enc.def_value = new
    note(ev, "card_value_changed", seat=hooks.main_of(state, side), counts_as=ATTACK, value=new, by=seat)


class Tripler(Power):
    """Thrice."""

    name: ClassVar[str] = "Tripler"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "As a main player whose revealed card is an attack: a value of 10 or less is tripled, a higher "
        "one is divided by three, rounding up. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player whose card is an attack, after the reveal: apply Thrice to your card (10 or less "
        "tripled, above 10 divided by three, rounded up)."
    )
    super_text: ClassVar[str] = (
        "After your power has changed your card, you may apply Thrice to your opponent's attack card too."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("thrice", REVEAL, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        mine = hooks.side_of(state, seat)
        if use.key == "super":
            other = "defense" if mine == "offense" else "offense"
            done = seat in hooks.scratch(state, "Tripler").get(USED, ())
            return [{}] if done and side_kind_value(state, other)[0] == ATTACK else []
        return [{}] if side_kind_value(state, mine)[0] == ATTACK else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        mine = hooks.side_of(state, seat)
        if use == "super":
            change(state, ev, seat, "defense" if mine == "offense" else "offense")
            return
        change(state, ev, seat, mine)
        if use == "thrice":
            hooks.scratch(state, "Tripler").setdefault(USED, []).append(seat)


register(Tripler)
