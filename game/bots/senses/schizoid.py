"""Schizoid: a secret card rewrites the usual victory; a player with the usual colonies may zap it to win.

- Its card at setup (``schizoid_choose``): the three-colony cards it can keep by itself come first
  (Homebody: keep every home planet; Clean Slate: nothing in the warp), then the others.
- The zap to win (``schizoid_zap``): always played.
- Classic Wild (trade places): with a player two or more foreign colonies ahead of the seat.
  Classic Super (trade the card) and the alternate halves: always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import View

PREFERENCE = (1, 0, 5, 2, 3, 4)  # the cards (game.aliens.schizoid.REALITIES), most wanted first


def _choose(view: View, seat: int, options: list[Option]) -> Option:
    return min(options, key=lambda o: PREFERENCE.index(int(o["reality"])))


def _zap(view: View, seat: int, options: list[Option]) -> Option:
    return next((o for o in options if o.get("zap")), options[0])


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("use") != "wild" or "player" not in option:
        return 1.0
    players = view["players"]
    ahead = int(players[int(option["player"])]["foreign_colonies"]) - int(players[seat]["foreign_colonies"])
    return 1.0 if ahead >= 2 else -1.0


CHOOSE["schizoid_choose"] = _choose
CHOOSE["schizoid_zap"] = _zap
FLARE["Schizoid"] = _flare
