"""Tech Scrambler (hidden): at any time its owner reveals and discards it to cancel another tech whose
research number is no more than the ships that researched the Scrambler; the cancelled tech is discarded.
FAQ: it cancels any active, revealed tech at any time, not only as it is completed or used. It may also
answer a tech being used, in that use's RESPONSE window (``game.techs.RESPONSE``): the use then does
nothing."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events
from game.state import GameState
from game.techs import RESPONSE, TechPower, discard_tech, pending_use, power, tech_id
from game.techs.catalog import TECHS
from game.windows import ANY_TIME_WINDOWS

NAME = "Tech Scrambler"


class TechScrambler(TechPower):
    """Cancel a revealed tech."""

    name: ClassVar[str] = NAME
    windows: ClassVar[frozenset[str]] = frozenset((*ANY_TIME_WINDOWS, RESPONSE))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        ships = state.tech_ships[seat]
        me = tech_id(NAME)
        if window == RESPONSE:
            use = pending_use(state, target)
            if use is None or use["cancelled"]:
                return []
            tech = int(use["action"]["tech"])
            if tech == me or TECHS[tech].research > ships:
                return []
            return [{"cancel": tech, "owner": use["seat"], "use": target}]
        return [
            {"cancel": t, "owner": s}
            for s, done in enumerate(state.techs_done)
            for t in done
            if t != me and TECHS[t].research <= ships
        ]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        tech, owner = int(action["cancel"]), int(action["owner"])
        if "use" in action:
            use = pending_use(state, int(action["use"]))
            if use is not None:
                use["cancelled"] = True
        discard_tech(state, ev, owner, tech)  # a tech used up is in the discard pile already


power(TechScrambler)
