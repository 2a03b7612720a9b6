"""Lunatic: as a main player it may also ally against itself, uninvited, with one to four ships from its
colonies (``alliance.self_allies``: it answers after the other allies). Those ships sit in the opposing
side's ally slot and share that side's fate: lost with it, or rewarded / landed with it, while its own
ships fight as usual. Compensation is only ever for its main side (it plays no card for the other).

FAQ: it commits like any other ally (the Alliance Dial; our engine asks the allies in turn, the Lunatic
last). The Wild (FAQ erratum): each reward its holder takes may be a card and a ship at once
(``mods.rewards_both``; cards from the cosmic deck, the reward deck or a mix, never the count from each).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import ships_at, ships_on_colonies
from game.core import Events, note
from game.hooks import ANY, MAIN, YELLOW, Power, Use, is_main, register, side_of
from game.phases.alliance import join_alliance
from game.state import GameState
from game.windows import ALLIANCE, INVITE, REWARDS

NAME = "Lunatic"
NO_LIMIT = 99


def spare_ships(state: GameState, seat: int) -> list[list[int]]:
    """``seat``'s ships on colonies other than the target planet (those may ally)."""
    return [[p, c] for p, c in ships_on_colonies(state, seat) if p != state.enc.target]


class Lunatic(Power):
    """Insanity."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, when the allies answer, you may also ally against yourself without an "
        "invitation: one to four ships from your colonies join the other side. They share that side's "
        "fate: to the warp if it loses, rewards or a colony if it wins."
    )
    wild_text: ClassVar[str] = (
        "When you take rewards, each one may be a card and a ship together (the cards from the cosmic "
        "deck, the reward deck, or some of each)."
    )
    super_text: ClassVar[str] = (
        "Before allies are invited: when you ally against yourself this encounter, you may send as many "
        "ships from your colonies as you like."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("uninvited", ALLIANCE, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REWARDS, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", INVITE, MAIN),)

    def ally_sides(self, state: GameState, seat: int) -> list[str]:
        if not is_main(state, seat) or state.enc.defense < 0 or not spare_ships(state, seat):
            return []
        if state.enc.allied >> seat & 1:
            return []
        return ["defense" if side_of(state, seat) == "offense" else "offense"]

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "uninvited":  # offered in the alliance prompt itself (ally_sides)
            return []
        if use.key == "super":
            limits = enc.mods.ally_max or {}
            return [] if str(seat) in limits or not spare_ships(state, seat) else [{}]
        both = enc.mods.rewards_both or ()
        if enc.outcome != "defense" or enc.no_rewards or not state.dally[seat] or seat in both:
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        mods = state.enc.mods
        if use == "uninvited":
            ships = [[loc, min(c, ships_at(state, seat, loc))] for loc, c in action["ships"]]
            join_alliance(state, ev, seat, action["side"], [p for p in ships if p[1] > 0])
            return
        if use == "super":
            if mods.ally_max is None:
                mods.ally_max = {}
            mods.ally_max[str(seat)] = NO_LIMIT
            note(ev, "ally_limit_lifted", seat=seat)
            return
        if mods.rewards_both is None:
            mods.rewards_both = []
        mods.rewards_both.append(seat)
        note(ev, "rewards_doubled", seat=seat)


register(Lunatic)
