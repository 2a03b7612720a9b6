"""Poison: each destiny card with a hazard warning costs every foreign colony in its home system a ship; as a
main player facing an attack within 2 of its own, it may win whatever the totals (Cosmic Alliance).

The hazard warning is printed on the destiny card, so the first part works whether or not the table plays
the hazard deck (``game.hazards.catalog.has_warning``; docs/rules.md, "Cosmic Alliance aliens"). Both
flare halves are rebuilt: nothing we could reach prints them.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.board import system_planets
from game.cards.catalog import ATTACK
from game.core import Events, note, push, timing_order
from game.hazards.catalog import has_warning
from game.hooks import ANY, MAIN, RED, Power, Use, register
from game.moves import SENT
from game.state import GameState
from game.windows import DESTINY_DRAWN, REVEAL

NAME = "Poison"
CLOSE = 2  # the power's win: the two attack values differ by at most this
SUPER_CLOSE = 4  # the Super's


def poisoned(state: GameState, seat: int) -> list[tuple[int, int]]:
    """The foreign colonies in ``seat``'s home system, as (owner, planet), in timing order."""
    planets = system_planets(state, seat)
    n = state.n
    return [(s, p) for s in timing_order(state) if s != seat for p in planets if state.ships[p * n + s]]


def spread(state: GameState) -> int | None:
    """How far apart the two attack values are (None unless both revealed cards count as attacks)."""
    enc = state.enc
    if (enc.off_kind, enc.def_kind) != (ATTACK, ATTACK):
        return None
    return abs(enc.off_value - enc.def_value)


class Poison(Power):
    """Toxicity."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "Whenever a destiny card showing a hazard warning comes up, each other player's colony on a planet "
        "of your home system sends one of its ships to the warp. As a main player, when both cards are "
        "attacks and your opponent's is within 2 of yours, you may win the encounter whatever the totals."
    )
    wild_text: ClassVar[str] = (
        "When a destiny card showing a hazard warning comes up, each other player's colony in your own "
        "home system sends one of its ships to the warp."
    )
    super_text: ClassVar[str] = (
        "As a main player, when both cards are attacks within 4 of each other, you may win the encounter "
        "whatever the totals."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("toxicity", DESTINY_DRAWN, ANY, mandatory=True),
        Use("lethal", REVEAL, MAIN),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", DESTINY_DRAWN, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN),)
    use_texts: ClassVar[dict[str, str]] = {
        "toxicity": "poison the foreign colonies in your home system",
        "lethal": "win: the two attacks are within 2",
        "wild": "poison the foreign colonies in your home system",
        "super": "win: the two attacks are within 4",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "poisoned": lambda d, name: (
            f"Poison seeps from {name(d['seat'])}'s home system: each foreign colony there loses a ship."
        ),
        "poison_wins": lambda d, name: f"{name(d['seat'])}'s poison decides the encounter.",
    }

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key in ("toxicity", "wild"):
            return [{}] if target >= 0 and has_warning(target) and poisoned(state, seat) else []
        gap = spread(state)
        if gap is None or state.enc.mods.winner is not None:
            return []
        return [{}] if gap <= (CLOSE if use.key == "lethal" else SUPER_CLOSE) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use in ("toxicity", "wild"):
            victims = poisoned(state, seat)
            note(ev, "poisoned", seat=seat)
            push(state, *[("to_warp", s, [[p, 1]], SENT, seat) for s, p in victims])
            return
        if state.enc.mods.winner is None:  # the first outright result stands (FAQ X5)
            state.enc.mods.winner = hooks.side_of(state, seat)
            note(ev, "poison_wins", seat=seat)


register(Poison)
