"""Ghoul: a winning main player takes one defender reward per opposing ship that reached the warp.

- Power (feast): mandatory, one form; the rewards prompt is the generic one (ships while some wait in
  the warp, else cards).
- Wild (one reward per player of the losing side) and Super (feast as an offensive ally): free rewards,
  offered only when they give some; played, the more rewards the better. The Wild competes with the
  seat's other flares, so a single reward is not worth it when another flare is held.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, other_flares
from game.bots.senses.registry import FLARE
from game.bots.situation import View


def _flare(view: View, seat: int, option: Option) -> float:
    rewards = int(option.get("rewards", 0))
    if rewards <= 0:
        return -1.0
    if option.get("half") == "wild" and rewards == 1 and other_flares(view, int(option["card"])):
        return -0.5
    return 0.5 + 0.5 * rewards


FLARE["Ghoul"] = _flare
