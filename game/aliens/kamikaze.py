"""Kamikaze: sends its own ships to the warp for cards."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ships_on_colonies
from game.core import Events, answer, ask, note, push, step
from game.deck import draw
from game.hooks import MAIN, OFFENSE, YELLOW, Power, Use, register
from game.moves import SENT, outside_ships
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.windows import PLANNING, REGROUP, SELECTED

MOST = 4
CARDS_PER_SHIP = 2
WILD_BONUS = 3  # added to the side's total per ship the Wild sends
SUPER_RETRIEVE = 3


def _sources(state: GameState, seat: int, use: str) -> list[list[Any]]:
    """Ships the use may send: any colony (power), only ships outside the encounter (Wild, FAQ S3)."""
    return outside_ships(state, seat) if use == "wild" else ships_on_colonies(state, seat)


def _send(state: GameState, ev: Events, seat: int, use: str, ships: list[list[Any]]) -> None:
    """All the chosen ships go at once (FAQ X14); then the power draws, or the Wild adds to the total."""
    count = sum(c for _, c in ships)
    note(ev, "ships_sacrificed", seat=seat, count=count)
    if use == "wild":
        hooks.add_total_mod(state, "Kamikaze", seat, f"wild{count}")
        push(state, ("to_warp", seat, ships, SENT, seat))
    else:
        push(state, ("to_warp", seat, ships, SENT, seat), ("kamikaze_draw", seat, CARDS_PER_SHIP * count))


@step("kamikaze_draw")
def kamikaze_draw(state: GameState, ev: Events, seat: int, count: int) -> None:
    """Two cards per ship sacrificed."""
    draw(state, ev, seat, count)


class Kamikaze(Power):
    """Sacrifice."""

    name: ClassVar[str] = "Kamikaze"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, before cards are selected, you may send up to four ships from your colonies to "
        "the warp, all at once; draw two cards for each. If this is zapped, the ships stay."
    )
    wild_text: ClassVar[str] = (
        "As a main player once cards are selected: send up to four of your ships that are not in the "
        "encounter to the warp; your side's total gets +3 for each."
    )
    super_text: ClassVar[str] = "In your own Regroup, take three ships out of the warp instead of one."
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("sacrifice", PLANNING, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", SELECTED, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REGROUP, OFFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            mods = state.enc.mods
            if mods.no_retrieve or mods.regroup_count is not None or state.warp[seat] < 2:
                return []
            return [{}]
        available = sum(c for _, c in _sources(state, seat, use.key))
        return [{"ships": k} for k in range(1, min(MOST, available) + 1)]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            state.enc.mods.regroup_count = SUPER_RETRIEVE
            return
        sources = _sources(state, seat, use)
        count = min(action["ships"], sum(c for _, c in sources))
        if not count:
            return
        if len(sources) == 1 or count == sum(c for _, c in sources):
            _send(state, ev, seat, use, [[loc, min(c, count)] for loc, c in sources])
            return
        spec = {"type": "sacrifice", "sources": sources, "min": count, "max": count, "use": use}
        ask(state, seat, SHIPS, "kamikaze_ships", spec=spec)

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        if key.startswith("wild") and side == hooks.side_of(state, seat):
            return total + WILD_BONUS * int(key[4:])
        return total


register(Kamikaze)


@answer("kamikaze_ships")
def _on_ships(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    _send(state, ev, prompt.seat, prompt.spec["use"], action["ships"])
