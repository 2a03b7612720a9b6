"""Pygmy: a home system of twice as many small planets (an unused colour's), two ships on each; another
player's colonies there count only half, and no planet there holds more than four ships (Cosmic Alliance).

The power is the board itself: nothing zaps, takes, lends or copies it (``bound``, no uses), and it is
never lost. The engine keeps both rules for its system (``board.HALF_WORTH``, ``board.PLANET_CAPS``), so a
planet that moves into the system takes them and one that leaves drops them (FAQ).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.board import HALF_WORTH, PLANET_CAPS, put, system_planets, take
from game.cards.catalog import ATTACK
from game.config import unused_colours
from game.core import Events, note
from game.hooks import DEFENSE, GREEN, MAIN, Power, Use, register
from game.moments import Moment, Setup
from game.state import GameState
from game.windows import REVEAL, REWARDS

NAME = "Pygmy"
CAP = 4  # the most ships a planet of its system holds, everyone's together


def key(seat: int) -> str:
    """Where a seat's Pygmy data (the unused colour whose planets it took) lives in ``state.extra``."""
    return f"Pygmy/{seat}"


def build_system(state: GameState, ev: Events, seat: int) -> None:
    """Add as many planets again to ``seat``'s home system and spread its ships two to a planet; mark the
    system half-worth and capped."""
    cfg = state.config
    n = state.n
    for _ in range(cfg.planets_per_player):
        state.planet_home.append(seat)
        state.ships.extend([0] * n)
    planets = system_planets(state, seat)
    each = cfg.ships_per_player // len(planets)
    for p in planets:
        here = state.ships[p * n + seat]
        if here > each:
            take(state, ev, seat, p, here - each)
        elif here < each:
            put(state, ev, seat, p, each - here)
    systems: list[int] = state.extra.setdefault(HALF_WORTH, [])
    if seat not in systems:
        systems.append(seat)
    state.extra.setdefault(PLANET_CAPS, {})[str(seat)] = CAP


class Pygmy(Power):
    """Half."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "Game setup: take the planets of a colour nobody plays into your home system, so it has twice as "
        "many, with two of your ships on each. Another player's colonies there count only half for its "
        "foreign colonies (rounded down: two make one). No planet of your system may hold more than four "
        "ships, yours included. Nothing can zap, take, trade, lend or copy this power, and it is never "
        "lost. Only when a colour is unused."
    )
    wild_text: ClassVar[str] = (
        "As a main player whose side lost, the winning side's allies collect only half their rewards "
        "(rounded down)."
    )
    super_text: ClassVar[str] = "As the defense, once the cards are revealed, the offense's attack is halved."
    flare_source: ClassVar[str] = "card"
    setup: ClassVar[bool] = True
    keeps_power: ClassVar[bool] = True
    bound: ClassVar[bool] = True
    needs_colour: ClassVar[bool] = True
    uses: ClassVar[tuple[Use, ...]] = ()
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REWARDS, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, DEFENSE),)
    hears: ClassVar[tuple[type[Moment], ...]] = (Setup,)
    use_texts: ClassVar[dict[str, str]] = {
        "wild": "halve the winners' rewards",
        "super": "halve the offense's attack",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "pygmy_system": lambda d, name: (
            f"{name(d['seat'])} takes {d['colour']}'s planets into its home system: {d['planets']} small "
            "planets, two ships on each."
        ),
        "pygmy_half_rewards": lambda d, name: f"{name(d['seat'])} halves the winning allies' rewards.",
        "pygmy_halved": lambda d, name: f"{name(d['seat'])} halves the offense's attack to {d['value']}.",
    }

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup():
                colours = unused_colours(state.config)
                if not colours or key(seat) in state.extra:  # refused by the setup checks / built already
                    return
                colour = colours[-1]  # the last one: a Symbiote at the table takes the first
                build_system(state, ev, seat)
                state.extra[key(seat)] = colour
                note(ev, "pygmy_system", seat=seat, colour=colour, planets=len(system_planets(state, seat)))

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "super":
            return [{}] if enc.off_kind == ATTACK and enc.off_value > 0 else []
        side = hooks.side_of(state, seat)
        won = "defense" if side == "offense" else "offense"
        if enc.outcome != won or enc.mods.half_rewards:
            return []
        return [{}] if any(state.dally[s] for s in range(state.n)) and won == "defense" else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "super":
            enc.off_value //= 2
            note(ev, "pygmy_halved", seat=seat, value=enc.off_value)
            return
        enc.mods.half_rewards = [s for s in range(state.n) if state.dally[s]]
        note(ev, "pygmy_half_rewards", seat=seat)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        colour = state.extra.get(key(seat))
        return {"colour": colour} if colour else {}


register(Pygmy)
