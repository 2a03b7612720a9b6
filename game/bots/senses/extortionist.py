"""Extortionist: half of another player's new cards, unless it gives up a ship.

- Power (extort a draw or a gain): always; the worst case is a rival's ship in the warp.
- ``extortion_answer`` (the victim): give up a ship when two or more cards are at stake and a colony has a
  ship to spare; otherwise let the cards go.
- ``extortionist_ship`` (the Extortionist picks the ship): a planet where the victim has the fewest
  ships, so a colony may fall.
- Wild (one card of a gain): always. Super (no refusal): always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, spare_colony_ships, yes
from game.bots.senses.registry import CHOOSE, FLARE, POWER
from game.bots.situation import View

WORTH_A_SHIP = 2  # cards at stake from which a spare ship is worth giving up


def _always(view: View, seat: int, option: Option) -> float:
    return 1.0


def _answer(view: View, seat: int, options: list[Option]) -> Option:
    stake = int(options[0].get("count", WORTH_A_SHIP))
    pay = stake >= WORTH_A_SHIP and spare_colony_ships(view, seat) > 0
    return yes(options, "pay", pay)


def _ship(view: View, seat: int, options: list[Option]) -> Option:
    return min(options, key=lambda o: int(o.get("ships", 0)))


POWER["Extortionist"] = _always
FLARE["Extortionist"] = _always
CHOOSE["extortion_answer"] = _answer
CHOOSE["extortionist_ship"] = _ship
