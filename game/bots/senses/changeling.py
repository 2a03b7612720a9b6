"""Changeling: a main player draws a card or trades alien sheets with its opponent.

- Power (change, mandatory, two forms): trade when the opponent's alien is of a higher alert level than
  the Changeling's own green (yellow or red powers are the stronger ones), else draw.
- Wild (trade sheets with the opponent until the encounter ends): played when the opponent's alien is of
  a higher level than the seat's own.
- Super (the power both draws and trades): played when the trade is worth making.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE, FORM
from game.bots.situation import View, main_of, other_side, side_of
from game.hooks import GREEN, POWERS


def _level(view: View, seat: int) -> int:
    """The alert level of ``seat``'s visible alien (-1: none, or face down)."""
    if seat < 0:
        return -1
    alien = view["players"][seat]["alien"]
    return POWERS[alien].level if alien in POWERS else -1


def _opponent(view: View, seat: int) -> int:
    side = side_of(view, seat)
    return main_of(view, other_side(side)) if side else -1


def _form(view: View, seat: int, options: list[Option]) -> Option:
    swap = [o for o in options if o.get("form") == "swap"]
    if swap and _level(view, _opponent(view, seat)) > GREEN:
        return swap[0]
    return next((o for o in options if o.get("form") == "draw"), options[0])


def _flare(view: View, seat: int, option: Option) -> float:
    theirs = _level(view, _opponent(view, seat))
    if option.get("half") == "super":
        return 1.0 if theirs > GREEN else -1.0
    return 1.0 if theirs > _level(view, seat) else -1.0


FORM["Changeling"] = _form
FLARE["Changeling"] = _flare
