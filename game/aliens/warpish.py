"""Warpish: after revealing an attack, +1 to its total for every ship in the warp."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK
from game.core import Events, note
from game.hooks import MAIN, RED, Power, Use, register
from game.state import GameState
from game.windows import REVEAL


def _kind(state: GameState, seat: int) -> str:
    return state.enc.off_kind if seat == state.offense else state.enc.def_kind


class Warpish(Power):
    """Necromancy."""

    name: ClassVar[str] = "Warpish"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "As a main player whose card is an attack, after the reveal add 1 to your total for each ship in "
        "the warp, whoever owns it, counted when the power resolves. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player, after the reveal: +1 to your side's total for each of your own ships in the warp."
    )
    super_text: ClassVar[str] = (
        "As a main player, after the reveal: your opponent's side gets -1 for each of the opponent's own "
        "ships in the warp."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("necromancy", REVEAL, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "necromancy":
            return [{}] if _kind(state, seat) == ATTACK else []
        if use.key == "wild":
            return [{}] if state.warp[seat] else []
        other = hooks.opponent(state, seat)
        return [{}] if other >= 0 and state.warp[other] else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        side = hooks.side_of(state, seat)
        if use == "necromancy":  # ships that reach the warp later do not count (FAQ P7)
            amount = sum(state.warp)
        elif use == "wild":
            amount = state.warp[seat]
        else:
            other = hooks.opponent(state, seat)
            side = hooks.side_of(state, other)
            amount = -state.warp[other]
        hooks.add_total_mod(state, self.name, seat, f"{side}:{amount}")
        note(ev, "total_bonus", seat=seat, alien=self.name, side=side, amount=amount)

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        which, _, amount = key.partition(":")
        return total + int(amount) if side == which else total


register(Warpish)
