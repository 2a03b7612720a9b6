"""Symbiote: twice as many ships from setup; its power has nothing to decide.

- Wild (in another player's Regroup, one ship of the seat's back from the warp): a free ship, played
  whenever the seat has ships in the warp, unless it is a Masochist close to its own win (it wants them
  gone) or holds another flare it would rather keep the encounter's flare for (then only with 3+ ships in
  the warp).
- Super (in its own Regroup, home planets refilled to 8 from the warp and from out of the game): worth it
  once at least three ships would come back; the flare returns to the hand, so it is replayed later.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, masochist_close, other_flares
from game.bots.senses.registry import FLARE
from game.bots.situation import View

FULL = 8  # ships the Super puts on each home planet


def _missing(view: View, seat: int) -> int:
    """Ships the Super would bring back now (home planets below 8, as far as warp and box hold)."""
    need = sum(max(0, FULL - int(p["ships"][seat])) for p in view["planets"] if p["system"] == seat)
    player = view["players"][seat]
    return min(need, int(player["warp"]) + int(player.get("removed", 0)))


def _flare(view: View, seat: int, option: Option) -> float:
    warp = int(view["players"][seat]["warp"])
    if option.get("half") == "super":
        return 1.0 + 0.1 * _missing(view, seat) if _missing(view, seat) >= 3 else -1.0
    if masochist_close(view, seat) or not warp:
        return -1.0
    card = option.get("card")
    if isinstance(card, int) and other_flares(view, card) and warp < 3:
        return -1.0
    return 1.0


FLARE["Symbiote"] = _flare
