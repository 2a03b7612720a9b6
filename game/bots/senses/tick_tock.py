"""Tick-Tock: a token goes each time a defense wins or any deal is made; the last one wins the game.

- Power (patience): mandatory, one form. What it changes is what outcomes are worth: ``token_value`` is
  what one more token gone is worth to a Tick-Tock seat (more as fewer are left, the game for the last
  one), added to a defensive win and to a deal in the encounter odds (``encounter.stakes``) and to a made
  deal (``deals``); and ``last_token_rival`` makes every other player treat a defensive win or a deal as
  handing that Tick-Tock the game.
- Super (after a win or a deal, one ship to the warp for an extra token): always worth a ship.
- Wild (after a reshuffle, move up to four ships onto another player's home planet): a new foreign colony
  when that system has a planet without the seat's ships, so it is played then, aimed at such a system;
  the planet chosen is one without the seat's ships, and the ships come from colonies that keep a ship.
"""

from __future__ import annotations

from typing import Any

from game.bots.senses.kit import Option, alien_info, has_power
from game.bots.senses.registry import CHOOSE, FLARE, SHIPS
from game.bots.ships import pick_ships, spare_ships
from game.bots.situation import View

GAME = 800.0
COLONY = 100.0


def tokens(view: View, seat: int) -> int:
    """Tokens on ``seat``'s Tick-Tock sheet (-1 if it has none)."""
    return int(alien_info(view, seat).get("tokens", -1))


def token_value(view: View, seat: int) -> float:
    """What one more token gone is worth to ``seat`` (0 unless it holds Tick-Tock's power)."""
    if not has_power(view, seat, "Tick-Tock"):
        return 0.0
    left = tokens(view, seat)
    if left <= 0:
        return 0.0
    return GAME if left == 1 else 5.0 * COLONY / left


def last_token_rival(view: View, seat: int) -> bool:
    """Is another player a Tick-Tock with one token left (a defensive win or a deal wins it the game)?"""
    return any(
        s != seat and has_power(view, s, "Tick-Tock") and tokens(view, s) == 1
        for s in range(len(view["players"]))
    )


def _new_colony_planets(view: View, seat: int, player: int) -> list[int]:
    return [p["planet"] for p in view["planets"] if p["system"] == player and not p["ships"][seat]]


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 2.0
    player = int(option.get("player", -1))
    if player < 0 or not _new_colony_planets(view, seat, player):
        return -1.0
    return 2.0 - 0.01 * player


def _planet(view: View, seat: int, options: list[Option]) -> Option:
    def key(o: Option) -> tuple[int, int, int]:
        p = view["planets"][o["planet"]]
        return (int(p["ships"][seat] > 0), sum(p["ships"]), o["planet"])

    return min(options, key=key)


def _ships(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    sources = spec["sources"]
    count = max(int(spec["min"]), min(int(spec["max"]), spare_ships(view, seat, sources)))
    return {"type": spec["type"], "ships": pick_ships(view, seat, sources, count, gate_first=True)}


FLARE["Tick-Tock"] = _flare
CHOOSE["tick_tock_wild_planet"] = _planet
SHIPS["tick_tock_wild_ships"] = _ships
