"""Xenophile: when two attacks are revealed, adds or subtracts 3 per foreign colony in its home system
(Cosmic Conflict). It keeps its power without home colonies."""

from __future__ import annotations

from typing import Any, ClassVar

from game.cards.catalog import ATTACK
from game.core import Events, note
from game.hooks import GREEN, MAIN, Power, Use, register, side_of
from game.state import GameState
from game.windows import REVEAL

PER_COLONY = 3
SUPER_PER_COLONY = 2  # on top of the power's 3: 5 per colony in all
WILD_PER_COLONY = 2


def foreign_colonies(state: GameState, seat: int) -> int:
    """Foreign colonies in ``seat``'s home system: one per other player with ships on each of its home
    planets (a planet holding two other players' colonies counts twice)."""
    n = state.n
    return sum(
        1
        for p, home in enumerate(state.planet_home)
        if home == seat
        for s in range(n)
        if s != seat and state.ships[p * n + s] > 0
    )


def _two_attacks(state: GameState) -> bool:
    enc = state.enc
    return enc.off_kind == ATTACK and enc.def_kind == ATTACK


class Xenophile(Power):
    """Welcoming."""

    name: ClassVar[str] = "Xenophile"
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, once two attack cards are revealed, you must add 3 to your side's total, or "
        "take 3 from it (you choose), for each foreign colony in your home system. You keep this power "
        "even with too few home colonies."
    )
    wild_text: ClassVar[str] = (
        "As a main player, once two attack cards are revealed, you may add 2 to your side's total, or take "
        "2 from it, for each foreign colony in your home system."
    )
    super_text: ClassVar[str] = (
        "Once two attack cards are revealed, as a main player you may add or take 2 more for each foreign "
        "colony in your home system, so that each colony counts 5 with your power."
    )
    flare_source: ClassVar[str] = "reconstructed"
    keeps_power: ClassVar[bool] = True
    uses: ClassVar[tuple[Use, ...]] = (Use("welcome", REVEAL, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if not _two_attacks(state) or not foreign_colonies(state, seat):
            return []
        return [{"sign": 1}, {"sign": -1}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        per = {"welcome": PER_COLONY, "super": SUPER_PER_COLONY, "wild": WILD_PER_COLONY}[use]
        sign = 1 if int(action.get("sign", 1)) >= 0 else -1
        amount = sign * per * foreign_colonies(state, seat)
        if side_of(state, seat) == "offense":
            enc.off_bonus += amount
        else:
            enc.def_bonus += amount
        note(ev, "total_bonus", seat=seat, alien=self.name, amount=amount)


register(Xenophile)
