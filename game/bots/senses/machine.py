"""Machine: as the offense it may have another encounter after any encounter, while it holds an encounter
card.

- Power (continue): another encounter when the hand holds a card worth fighting with (an attack of 8 or
  more, a negotiate or a morph, or three encounter cards) and four ships can be launched without emptying
  a colony; or always when one more colony wins the game.
- Wild (a second encounter whatever the first's result; a new hand first if none is left): played as the
  offense after a first encounter that the base rules give no second for: a failed one, or one that
  left the hand without an encounter card.
- Super (draw a card instead of taking a ship back in Regroup): played when no ship waits in the warp
  (a free card) or when the seat is a Masochist close to its win.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, masochist_close, spare_colony_ships
from game.bots.senses.registry import FLARE, POWER
from game.bots.senses.warrior import good_encounter_card
from game.bots.situation import View, to_win
from game.cards.catalog import IS_ENCOUNTER


def worth_going_on(view: View, seat: int) -> bool:
    """Is another encounter worth its risk now?"""
    if to_win(view, seat) <= 1:
        return True
    fighters = sum(1 for c in view["hand"] or [] if IS_ENCOUNTER[c])
    ready = good_encounter_card(view, 8) or fighters >= 3
    return ready and spare_colony_ships(view, seat) >= 4


def _continue(view: View, seat: int, option: Option) -> float:
    return 1.0 if worth_going_on(view, seat) else -1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super" and option.get("use") == "super":
        warp = int(view["players"][seat]["warp"])
        return 1.0 if warp == 0 or masochist_close(view, seat) else -1.0
    if seat != view["offense"]:
        return -1.0
    hand = [c for c in view["hand"] or [] if c != option.get("card")]
    failed = not view["encounter"]["success"]
    if not any(IS_ENCOUNTER[c] for c in hand):
        return 1.0
    return 1.0 if failed and worth_going_on(view, seat) else -1.0


POWER["Machine"] = _continue
FLARE["Machine"] = _flare
