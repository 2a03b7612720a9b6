"""Cudgel: winning with an attack, it makes the opponent lose extra ships."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ships_on
from game.cards.catalog import ATTACK, CARD_KIND
from game.core import Events, note, push, timing_order
from game.hooks import GREEN, MAIN, OFFENSE, Power, Use, register
from game.moves import LOSING, SENT, outside_ships
from game.state import GameState, Step
from game.windows import RESOLVED, REWARDS


def revealed_attack(state: GameState, seat: int) -> bool:
    """Did ``seat`` turn over a card printed as an attack (FAQ T9)?"""
    card = state.enc.off_card if seat == state.offense else state.enc.def_card
    return card >= 0 and CARD_KIND[card] == ATTACK


def _losing_allies(state: GameState, seat: int) -> list[int]:
    """Allies of ``seat``'s opponent that have ships outside the encounter."""
    enc = state.enc
    mask = enc.def_allies if seat == state.offense else enc.off_allies
    return [s for s in timing_order(state) if mask >> s & 1 and outside_ships(state, s)]


class Cudgel(Power):
    """Smash."""

    name: ClassVar[str] = "Cudgel"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, when you win after turning over an attack card, your opponent also loses as "
        "many of its ships outside the encounter (its choice) as you had in the encounter. Mandatory. A "
        "deal is not a win."
    )
    wild_text: ClassVar[str] = (
        "As the offense, once you have landed on the planet, send to the warp every other ship there, "
        "except those of your allies."
    )
    super_text: ClassVar[str] = (
        "When your power smashes the opponent, each ally of the losing side loses as many extra ships too."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("smash", REWARDS, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", RESOLVED, OFFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REWARDS, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "wild":
            if enc.outcome != "offense" or enc.target < 0 or not ships_on(state, enc.target, seat):
                return []
            return [{}] if self._strays(state, seat) else []
        if use.key == "super":
            smash = hooks.scratch(state, "Cudgel").get("smash")
            return [{}] if smash and smash[0] == seat and _losing_allies(state, seat) else []
        if enc.outcome != hooks.side_of(state, seat) or not revealed_attack(state, seat):
            return []
        return [{}] if hooks.main_ships(state, seat) else []

    @staticmethod
    def _strays(state: GameState, seat: int) -> list[int]:
        """Players other than the offense and its allies with ships on the target planet."""
        enc = state.enc
        return [
            s
            for s in timing_order(state)
            if s != seat and not enc.off_allies >> s & 1 and ships_on(state, enc.target, s)
        ]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        steps: list[Step] = []
        if use == "wild":
            for s in self._strays(state, seat):
                steps.append(("to_warp", s, [[enc.target, ships_on(state, enc.target, s)]], SENT, seat))
            note(ev, "planet_cleared", seat=seat, planet=enc.target)
        elif use == "super":
            count = int(hooks.scratch(state, "Cudgel")["smash"][1])
            for ally in _losing_allies(state, seat):
                steps.append(("lose_ships", ally, count, "cudgel", LOSING, seat, True))
        else:
            count = hooks.main_ships(state, seat)
            hooks.scratch(state, "Cudgel")["smash"] = [seat, count]
            note(ev, "smash", seat=seat, count=count)
            steps.append(("lose_ships", hooks.opponent(state, seat), count, "cudgel", LOSING, seat, True))
        push(state, *steps)


register(Cudgel)
