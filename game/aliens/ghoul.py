"""Ghoul (Cosmic Incursion): a winning main player feasts on the losers, one defender reward for each
opposing ship that reached the warp because it lost the encounter."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events, note, push
from game.hooks import ALLY, MAIN, RED, Power, Use, register, side_of
from game.state import GameState
from game.windows import RESOLVED


def opposing(state: GameState, seat: int) -> list[int]:
    """The seats on the side that lost against ``seat``'s winning side (empty unless it won)."""
    enc = state.enc
    side = side_of(state, seat)
    if enc.outcome not in ("offense", "defense") or side != enc.outcome:
        return []
    other = "defense" if side == "offense" else "offense"
    return [s for s in range(state.n) if side_of(state, s) == other]


def feast(state: GameState, seat: int) -> int:
    """Opposing ships that reached the warp as losing ships of this encounter (``enc.losing``): not the
    captured, eradicated, saved, or those sent by another effect (Cudgel Wild, Plague; FAQ)."""
    losing = state.enc.losing
    return sum(losing[s] for s in opposing(state, seat)) if losing else 0


class Ghoul(Power):
    """Feast."""

    name: ClassVar[str] = "Ghoul"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "As a main player, after you win an encounter, you must take one defender reward (a ship back "
        "from the warp or a card) for each opposing ship that went to the warp because it lost. Ships "
        "captured, eradicated or lost to other effects do not count."
    )
    wild_text: ClassVar[str] = (
        "As a main player, after you win an encounter, take one defender reward for each player on the "
        "losing side."
    )
    super_text: ClassVar[str] = "Use your power as an offensive ally of a winning offense, too."
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("feast", RESOLVED, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", RESOLVED, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", RESOLVED, ALLY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if state.enc.no_rewards:  # Ionic Gas stops it (FAQ)
            return []
        if use.key == "wild":
            count = len(opposing(state, seat))
        elif use.key == "super" and side_of(state, seat) != "offense":
            return []
        else:
            count = feast(state, seat)
        return [{"rewards": count}] if count else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        count = int(action["rewards"])
        note(ev, "feast", seat=seat, rewards=count)
        push(state, ("rewards", seat, count))


register(Ghoul)
