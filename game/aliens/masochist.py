"""Masochist: wins at the start of any Regroup once all its ships are lost."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import REMOVED, WARP, colonies, move, ships_in_play, ships_on, system_planets
from game.core import Events, note
from game.hooks import ANY, OFFENSE, RED, Power, Use, register
from game.state import GameState
from game.windows import REGROUP


def key(seat: int) -> str:
    """Where a seat's claimed win is kept in ``state.extra``."""
    return f"Masochist/{seat}"


def can_retrieve(state: GameState, seat: int) -> bool:
    """Could ``seat`` take a ship out of the warp in Regroup (onto a colony or an empty home planet)?"""
    if not state.warp[seat]:
        return False
    return bool(colonies(state, seat)) or any(
        not ships_on(state, p, seat) for p in system_planets(state, seat)
    )


class Masochist(Power):
    """Hurt Yourself."""

    name: ClassVar[str] = "Masochist"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "At the start of anyone's Regroup, before the offense takes a ship back, you win the game at once "
        "if none of your ships is left on the board (all in the warp or out of the game). Mandatory. You "
        "keep this power without home colonies, and can still win the usual way."
    )
    wild_text: ClassVar[str] = (
        "In any Regroup, while the offense still has a ship outside the warp: name another player, who "
        "takes a ship out of the warp instead of the offense."
    )
    super_text: ClassVar[str] = (
        "In your own Regroup, instead of taking a ship back, remove one of your ships in the warp from the "
        "game."
    )
    flare_source: ClassVar[str] = "card"
    keeps_power: ClassVar[bool] = True
    uses: ClassVar[tuple[Use, ...]] = (Use("hurt", REGROUP, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REGROUP, OFFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        mods = state.enc.mods
        if use.key == "hurt":
            return [{}] if not ships_in_play(state, seat) else []
        if mods.regroup_by is not None or mods.no_retrieve:
            return []
        if use.key == "wild":
            off = state.offense
            if not ships_in_play(state, off):
                return []
            return [{"player": s} for s in range(state.n) if s != off and can_retrieve(state, s)]
        return [{}] if state.warp[seat] else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "hurt":
            if not ships_in_play(state, seat):
                state.extra[key(seat)] = True
                note(ev, "win_claimed", seat=seat, alien=self.name)
            return
        mods = state.enc.mods
        if use == "wild":
            mods.regroup_by = action["player"]
            note(ev, "regroup_passed", seat=action["player"], by=seat)
            return
        if state.warp[seat]:
            move(state, ev, seat, WARP, REMOVED, 1)
            mods.no_retrieve = True

    def wins(self, state: GameState, seat: int) -> bool:
        return bool(state.extra.get(key(seat)))


register(Masochist)
