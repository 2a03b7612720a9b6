"""Macron: sends a single ship as offense or ally, but each of its ships counts 4 in totals (2 for
compensation and rewards)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ships_on
from game.core import Events, note
from game.encounter_mods import need
from game.hooks import GREEN, MAIN_OR_ALLY, NOT_MAIN, OFFENSE, Power, Use, register, side_of
from game.state import GameState
from game.windows import INVITE, LAUNCH, REVEAL

WORTH = {"total": 4, "compensation": 2, "rewards": 2}


def ships_in_encounter(state: GameState, seat: int) -> int:
    """``seat``'s ships in the encounter: in the gate, beside the planet, or defending it."""
    enc = state.enc
    count = state.gate[seat] + state.dally[seat]
    if seat == enc.defense and enc.target >= 0:
        count += ships_on(state, enc.target, seat)
    return count


class Macron(Power):
    """Mass."""

    name: ClassVar[str] = "Macron"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As the offense (before launching) or a possible ally (before joining) you may send only one ship. "
        "As a main player or ally, after the reveal each of your ships in the encounter adds 4 to your "
        "side instead of 1. Each of your ships counts as two for compensation and rewards. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player or ally, after the reveal: your side gets 1 more for each of your own ships in "
        "the encounter."
    )
    super_text: ClassVar[str] = (
        "When your power limits you to one ship, you may send up to four instead, as the offense or as an "
        "ally of either side."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("mass_launch", LAUNCH, OFFENSE, mandatory=True),
        Use("mass_ally", INVITE, NOT_MAIN, mandatory=True),
        Use("mass", REVEAL, MAIN_OR_ALLY, mandatory=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN_OR_ALLY),)
    super_: ClassVar[tuple[Use, ...]] = (
        Use("super_launch", LAUNCH, OFFENSE),
        Use("super_ally", INVITE, NOT_MAIN),
    )

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        mods = state.enc.mods
        if use.key in ("mass", "wild"):
            return [{}] if ships_in_encounter(state, seat) else []
        if use.key == "mass_launch":
            return [{}]
        if use.key == "mass_ally":
            return [{}] if state.enc.defense >= 0 else []
        if use.key == "super_launch":
            return [{}] if mods.launch_limit == 1 else []
        return [{}] if (mods.ally_max or {}).get(str(seat)) == 1 else []  # super_ally

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        mods = state.enc.mods
        if use == "mass_launch":
            mods.launch_limit = 1
        elif use == "mass_ally":
            if mods.ally_max is None:
                mods.ally_max = {}
            mods.ally_max[str(seat)] = 1
        elif use == "super_launch":
            mods.launch_limit = 4
        elif use == "super_ally":
            need(mods.ally_max)[str(seat)] = 4
        elif use == "mass":
            hooks.scratch(state, "Macron").setdefault("mass", []).append(seat)
        else:
            hooks.add_total_mod(state, self.name, seat, "wild")
        note(ev, "macron", seat=seat, use=use)

    def ship_worth(self, state: GameState, seat: int, owner: int, purpose: str) -> int:
        if purpose == "total" and seat not in hooks.scratch(state, "Macron").get("mass", ()):
            return 0  # worth 4 only once the use after the reveal has stood (FAQ: zappable there)
        return WORTH.get(purpose, 0)

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        if side != side_of(state, seat):
            return total
        return total + int(parts["ships"].get(seat, 0))  # each ship counts as one here (FAQ F7)


register(Macron)
