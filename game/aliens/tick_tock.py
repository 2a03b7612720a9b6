"""Tick-Tock: starts with ten tokens (eight with four planets), drops one whenever a defense wins or a
deal is made, and wins the game when the last one is gone."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import move, ships_on_colonies, system_planets
from game.core import Events, answer, ask, ask_choice, clockwise_from_left, note, push
from game.deck import DESTINY_RESHUFFLES, RESHUFFLED_IN, RESHUFFLES
from game.hooks import ANY, MAIN, YELLOW, Power, Use, register
from game.moments import Moment, Setup
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.windows import ANY_TIME, RESOLVED

TOKENS, TOKENS_SHORT = 10, 8
WILD_SHIPS = 4
SEEN = "Tick-Tock/reshuffles"  # the reshuffle count when the Wild was last used


def _reshuffles(state: GameState) -> int:
    """Reshuffles of the cosmic deck and of the destiny deck so far."""
    return int(state.extra.get(RESHUFFLES, 0)) + int(state.extra.get(DESTINY_RESHUFFLES, 0))


def key(seat: int) -> str:
    """Where a seat's tokens are kept in ``state.extra``."""
    return f"Tick-Tock/{seat}"


def tokens(state: GameState, seat: int) -> int:
    """Tokens left on the seat's sheet (-1 if it never had any)."""
    return int(state.extra.get(key(seat), -1))


def drop(state: GameState, ev: Events, seat: int, why: str) -> None:
    """One token leaves the sheet."""
    state.extra[key(seat)] = max(0, tokens(state, seat) - 1)
    note(ev, "token_discarded", seat=seat, left=state.extra[key(seat)], why=why)


@answer("tick_tock_wild_planet")
def _on_planet(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    planet = action["planet"]
    sources = [[p, c] for p, c in ships_on_colonies(state, prompt.seat) if p != planet]
    if not sources:
        return
    most = min(WILD_SHIPS, sum(c for _, c in sources))
    spec = {"type": "colony", "planet": planet, "sources": sources, "min": 1, "max": most}
    ask(state, prompt.seat, SHIPS, "tick_tock_wild_ships", spec=spec)


@answer("tick_tock_wild_ships")
def _on_ships(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    planet = prompt.spec["planet"]
    for loc, count in action["ships"]:
        move(state, ev, prompt.seat, loc, planet, count)
    note(ev, "colony_placed", seat=prompt.seat, planet=planet)


class TickTock(Power):
    """Patience."""

    name: ClassVar[str] = "Tick-Tock"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "Game setup: ten tokens on your sheet (eight with four planets each). Each time a defense wins an "
        "encounter or two players make a deal, one token goes. With none left you win at once; you can "
        "also win the usual way. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "Once the cosmic or the destiny discards are shuffled into a new deck, at any time in that "
        "encounter: you may move up to four of your ships from your colonies onto one home planet of "
        "another player."
    )
    super_text: ClassVar[str] = (
        "When you win an encounter or make a deal: you may send one of your ships to the warp to discard "
        "an extra token."
    )
    flare_source: ClassVar[str] = "card"
    setup: ClassVar[bool] = True
    uses: ClassVar[tuple[Use, ...]] = (Use("patience", RESOLVED, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ANY_TIME, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", RESOLVED, MAIN),)

    hears = (Setup,)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup():
                state.extra[key(seat)] = TOKENS_SHORT if state.config.four_planets else TOKENS
                note(ev, "tokens_placed", seat=seat, count=state.extra[key(seat)])

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "wild":  # after a reshuffle of either deck, during the encounter it happened in
            fresh = _reshuffles(state) > state.extra.get(SEEN, 0)
            if not fresh or state.extra.get(RESHUFFLED_IN) != state.encounters:
                return []
            if not ships_on_colonies(state, seat):
                return []
            # a player whose home planets have all left the game has none to land on
            return [{"player": p} for p in clockwise_from_left(state, seat) if system_planets(state, p)]
        if tokens(state, seat) <= 0:
            return []
        if use.key == "super":
            mine = "offense" if seat == state.offense else "defense"
            won = enc.outcome in (mine, "deal")
            return [{}] if won and ships_on_colonies(state, seat) else []
        return [{}] if enc.outcome in ("defense", "deal") else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            state.extra[SEEN] = _reshuffles(state)
            planets = system_planets(state, action["player"])
            ask_choice(
                state, ev, seat, "tick_tock_wild_planet", [{"type": "planet", "planet": p} for p in planets]
            )
            return
        if use == "super":
            push(state, ("lose_ships", seat, 1, "tick_tock"))
            drop(state, ev, seat, "super")
            return
        drop(state, ev, seat, state.enc.outcome)

    def wins(self, state: GameState, seat: int) -> bool:
        return tokens(state, seat) == 0

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"tokens": tokens(state, seat)}


register(TickTock)
