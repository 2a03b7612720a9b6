"""Void: as a main player whose side wins, the losing ships leave the game.

- Power (eradicate): mandatory, one form.
- Wild (cancel an artifact for one ship of the seat's outside the encounter): played against an artifact
  of a player hostile to the seat (on the other side, about to win, or a Plague while the seat leads),
  paying with a ship from the fullest colony; never when that would empty a colony.
- Super (the power as an ally of the winning side): played.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, near_win
from game.bots.senses.registry import FLARE
from game.bots.situation import View, leaders, side_of
from game.cards.catalog import CARD_NAME, PLAGUE


def play_of(view: View, play: int) -> tuple[int, int]:
    """(seat, card) of play ``play`` ((-1, -1) if the view shows no such play)."""
    for p in view["encounter"]["plays"]:
        if p.get("id") == play:
            return int(p["seat"]), int(p.get("card", -1))
    return -1, -1


def hostile(view: View, seat: int, other: int, card: int = -1) -> bool:
    """Is ``other`` against the seat this encounter, or about to win? A Plague of another's counts as
    aimed at the seat when it leads (the bots aim it at the leaders)."""
    if other == seat or other < 0:
        return False
    mine, theirs = side_of(view, seat), side_of(view, other)
    if card >= 0 and CARD_NAME[card] == PLAGUE and seat in leaders(view):
        return True
    return bool(mine and theirs and mine != theirs) or near_win(view, other)


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    planet = option.get("planet")
    if not isinstance(planet, int) or not hostile(view, seat, *play_of(view, int(option.get("play", -1)))):
        return -1.0
    ships = int(view["planets"][planet]["ships"][seat])
    return 1.5 + 0.01 * ships if ships >= 2 else -1.0


FLARE["Void"] = _flare
