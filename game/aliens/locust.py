"""Locust: at the start of every Regroup, a foreign colony of Locust's alone on its planet devours that
planet: the planet leaves the game onto Locust's sheet and counts as a foreign colony for that player for
good (``board.remove_planet`` with a keeper: the count stays with the seat, not with the power)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import GONE, KEPT, colonies, movable_ships, move, remove_planet, ships_on
from game.core import Events, answer, note, push, step
from game.hooks import ANY, YELLOW, Power, Use, register
from game.moves import SENT, place_ships
from game.prompts import Prompt
from game.state import GameState
from game.windows import REGROUP, redirect_flare

NAME = "Locust"
WILD_COST = 4  # ships the Wild's player sends to the warp


def devoured(state: GameState, seat: int) -> list[int]:
    """Planets ``seat`` has devoured (they count as its foreign colonies, whatever becomes of the power)."""
    return list(state.extra.get(KEPT, {}).get(str(seat), ()))


def _others(state: GameState, planet: int, seat: int) -> int:
    """Ships of every other player on ``planet``."""
    return sum(ships_on(state, planet, s) for s in range(state.n) if s != seat)


def foreign(state: GameState, planet: int, seat: int) -> bool:
    """Is ``planet`` in play and in another player's home system?"""
    home = state.planet_home[planet]
    return home != GONE and home != seat


def alone(state: GameState, seat: int) -> list[int]:
    """``seat``'s foreign colonies with no other ships on their planet."""
    return [p for p in colonies(state, seat) if foreign(state, p, seat) and not _others(state, p, seat)]


def locust_seat(state: GameState) -> int:
    """The seat whose own alien is the Locust (-1: nobody plays it)."""
    return hooks.owner_of(state, NAME)


class Locust(Power):
    """Devour."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "At the start of every Regroup, if one of your foreign colonies is alone on its planet, you must "
        "devour that planet: it leaves the game onto this sheet and your ships there go back to your other "
        "colonies. Each devoured planet counts as a foreign colony for you for good, even if this power is "
        "lost or stolen (it does not go with a stolen power)."
    )
    wild_text: ClassVar[str] = (
        "At the start of any Regroup: send 4 of your ships to the warp to destroy a planet outside the "
        "Locust's home system; every ship on it goes to the warp and the planet leaves the game. The "
        "flare then goes to the Locust (discarded if nobody has it)."
    )
    super_text: ClassVar[str] = (
        "At the start of any Regroup: devour a foreign planet where you have more ships than all the "
        "other players together; their ships there go to the warp first."
    )
    flare_source: ClassVar[str] = "reconstructed"
    roles: ClassVar[str] = "as any player"
    uses: ClassVar[tuple[Use, ...]] = (Use("devour", REGROUP, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REGROUP, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "devour":
            return [{"planet": p} for p in alone(state, seat)]
        if use.key == "super":
            return [
                {"planet": p}
                for p in colonies(state, seat)
                if foreign(state, p, seat) and ships_on(state, p, seat) > _others(state, p, seat)
            ]
        if sum(c for _, c in movable_ships(state, seat)) < WILD_COST:
            return []
        spared = locust_seat(state)
        return [
            {"planet": p}
            for p, home in enumerate(state.planet_home)
            if home != GONE and (spared < 0 or home != spared)
        ]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        planet = action["planet"]
        if state.planet_home[planet] == GONE:
            return
        if use == "devour":
            if planet in alone(state, seat):
                push(state, ("locust_return", seat, planet), ("locust_gone", planet, seat))
            return
        if use == "super":
            if ships_on(state, planet, seat) <= _others(state, planet, seat):
                return
            push(
                state,
                ("locust_clear", planet, seat, seat),
                ("locust_return", seat, planet),
                ("locust_gone", planet, seat),
            )
            return
        redirect_flare(state, seat, NAME, locust_seat(state))
        push(
            state,
            ("lose_ships", seat, WILD_COST, "locust_wild", SENT, seat),
            ("locust_clear", planet, -1, seat),
            ("locust_gone", planet, -1),
        )

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        eaten = devoured(state, seat)
        return {"devoured": eaten} if eaten else {}


register(Locust)


@step("locust_clear")
def locust_clear(state: GameState, ev: Events, planet: int, spare: int, by: int) -> None:
    """Every ship on ``planet`` but ``spare``'s goes to the warp, sent by ``by``'s flare."""
    steps = [
        ("to_warp", s, [[planet, ships_on(state, planet, s)]], SENT, by)
        for s in range(state.n)
        if s != spare and ships_on(state, planet, s)
    ]
    if steps:
        push(state, *steps)


@step("locust_return")
def locust_return(state: GameState, ev: Events, seat: int, planet: int) -> None:
    """The Locust's ships on a planet it devours go back to its other colonies (the warp if it has none)."""
    count = ships_on(state, planet, seat)
    if count:
        others = [p for p in colonies(state, seat) if p != planet]
        place_ships(state, ev, seat, planet, count, "locust_return", others)


@answer("locust_return")
def _on_return(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    src = prompt.spec["src"]
    for planet, count in action["ships"]:
        move(state, ev, prompt.seat, src, planet, count)


@step("locust_gone")
def locust_gone(state: GameState, ev: Events, planet: int, keeper: int) -> None:
    """The planet leaves the game (devoured: it counts for ``keeper``; destroyed: ``keeper`` is -1)."""
    if state.planet_home[planet] == GONE:
        return
    note(ev, "planet_devoured" if keeper >= 0 else "planet_destroyed", seat=keeper, planet=planet)
    remove_planet(state, ev, planet, keeper)
