"""Symbiote: takes an unused colour's ships at setup and plays with twice as many ships as anyone; its
power is tied to its player and nothing can zap, take, lend or copy it."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import (
    REMOVED,
    SHIP_TOTALS,
    WARP,
    colonies,
    move,
    put,
    ships_on,
    ships_owned,
    system_planets,
)
from game.config import unused_colours
from game.core import Events, ask_choice, note
from game.hooks import GREEN, NOT_OFFENSE, OFFENSE, Power, Use, register
from game.moments import Moment, Setup
from game.moves import place_ships
from game.state import GameState
from game.windows import REGROUP

SHARE = 2  # twice as many ships as usual


def key(seat: int) -> str:
    """Where a seat's Symbiote data (the colour whose ships it took) lives in ``state.extra``."""
    return f"Symbiote/{seat}"


def full_planet(state: GameState) -> int:
    """Ships a Symbiote home planet holds at setup: twice the usual (8, in both game lengths)."""
    cfg = state.config
    return SHARE * cfg.ships_per_player // cfg.planets_per_player


def shortfall(state: GameState, seat: int) -> list[list[int]]:
    """``[[planet, missing], ...]``: the seat's remaining home planets below ``full_planet`` ships, empty
    planets first, then the emptier ones (the order the Super refills them in)."""
    full = full_planet(state)
    need = [[p, full - ships_on(state, p, seat)] for p in system_planets(state, seat)]
    need = [pair for pair in need if pair[1] > 0]
    return sorted(need, key=lambda pair: (ships_on(state, pair[0], seat) > 0, -pair[1], pair[0]))


def spare(state: GameState, seat: int) -> int:
    """Ships the Super could bring back: those in the warp and those out of the game."""
    return state.warp[seat] + state.removed[seat]


def home_spots(state: GameState, seat: int) -> list[int]:
    """Home planets without the seat's ships (where a ship goes when it has no colony, FAQ P2)."""
    return [p for p in system_planets(state, seat) if not ships_on(state, p, seat)]


class Symbiote(Power):
    """Symbiosis."""

    name: ClassVar[str] = "Symbiote"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "Game setup: take the ships of a colour nobody plays and put twice the usual number on each of your "
        "home planets (8 each); your colour stays that of your planets. You own twice as many ships as the "
        "others. Nothing can zap, take away, trade, lend or copy this power. Only when a colour is unused."
    )
    wild_text: ClassVar[str] = (
        "In the Regroup of another player's turn: take one of your ships out of the warp onto a colony "
        "(a home planet if you have none). It must be played again in each Regroup and counts as your "
        "flare for the encounter."
    )
    super_text: ClassVar[str] = (
        "In your own Regroup: ships of yours come back from the warp and from out of the game until each "
        "home planet you still have holds 8 of them, as far as they go; they share planets with any ships "
        "there. Nothing can cancel this flare."
    )
    flare_source: ClassVar[str] = "faq"
    setup: ClassVar[bool] = True
    keeps_power: ClassVar[bool] = True  # its power cannot be lost by any means
    bound: ClassVar[bool] = True
    needs_colour: ClassVar[bool] = True
    phases: ClassVar[tuple[str, ...]] = ("setup",)
    uses: ClassVar[tuple[Use, ...]] = ()
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, NOT_OFFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REGROUP, OFFENSE, uncancellable=True),)

    hears = (Setup,)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup():
                colours = unused_colours(state.config)
                if not colours:  # refused by the setup checks; nothing to take
                    return
                colour = colours[0]  # which unused colour it takes changes nothing in play
                cfg = state.config
                each = cfg.ships_per_player // cfg.planets_per_player
                owned = ships_owned(state, seat)
                for planet in system_planets(state, seat):
                    put(state, ev, seat, planet, each)
                state.extra.setdefault(SHIP_TOTALS, {})[str(seat)] = owned + each * len(
                    system_planets(state, seat)
                )
                state.extra[key(seat)] = colour
                note(
                    ev,
                    "symbiote_ships",
                    seat=seat,
                    colour=colour,
                    count=each * len(system_planets(state, seat)),
                )

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            if not state.warp[seat] or not (colonies(state, seat) or home_spots(state, seat)):
                return []
            return [{}]
        return [{}] if shortfall(state, seat) and spare(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            if not state.warp[seat]:
                return
            note(ev, "symbiote_regroup", seat=seat)
            if colonies(state, seat):
                place_ships(state, ev, seat, WARP, 1, "retrieve_ships")
                return
            spots = home_spots(state, seat)
            if spots:
                ask_choice(
                    state, ev, seat, "regroup_home", [{"type": "retrieve", "planet": p} for p in spots]
                )
            return
        back = 0
        for planet, missing in shortfall(state, seat):
            for src in (WARP, REMOVED):
                count = min(missing, state.warp[seat] if src == WARP else state.removed[seat])
                move(state, ev, seat, src, planet, count)
                missing -= count
                back += count
        note(ev, "symbiote_restored", seat=seat, count=back)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"ships_owned": ships_owned(state, seat), "second_colour": state.extra.get(key(seat), "")}


register(Symbiote)
