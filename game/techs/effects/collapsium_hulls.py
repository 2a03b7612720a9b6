"""Collapsium Hulls (lasting): when its owner loses as the defense by five or less, one of its ships on the
planet may stay there instead of going to the warp (the margin is the one card database we found; see
docs/rules.md, "Technology"). It acts on the loss itself, in the LOSS window (and in the KEEP window
before a capture would take the losing ships), as Spiff's Wild does."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events
from game.encounter_mods import need
from game.moves import LOSING, keep_one_on_target, loss_record
from game.phases.resolution import decided_breakdowns
from game.state import GameState
from game.techs import TechPower, power
from game.windows import KEEP, LOSS

MARGIN = 5  # the most the defense may lose by


def narrow_loss(state: GameState) -> bool:
    """Was the encounter decided on totals no more than ``MARGIN`` apart?"""
    decided = decided_breakdowns(state)
    if decided is None:
        return False
    return abs(int(decided["offense"]["total"]) - int(decided["defense"]["total"])) <= MARGIN


class CollapsiumHulls(TechPower):
    """One defensive ship stays on the planet after a lost defense."""

    name: ClassVar[str] = "Collapsium Hulls"
    windows: ClassVar[frozenset[str]] = frozenset((LOSS, KEEP))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        record = loss_record(state, target)
        if record is None or seat != enc.defense or enc.outcome != "offense":
            return []
        if record["seat"] != seat or record["saved"] or record["kind"] != LOSING or record.get("hulls"):
            return []
        if not narrow_loss(state):
            return []
        on_planet = any(loc == enc.target and c > 0 for loc, c in record["sources"])
        return [{"loss": target}] if on_planet else []

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        enc = state.enc
        index = int(action["loss"])
        need(enc.mods.losses)[index]["hulls"] = True  # one ship per loss
        keep_one_on_target(state, ev, seat, index)


power(CollapsiumHulls)
