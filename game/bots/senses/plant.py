"""Plant: grafts the power of a player in whose home system it has a colony, for the encounter.

- Power (graft ``player``), Wild (the same in place of one's own power) and Super (no colony needed):
  grafting both gives Plant a power and takes it from its owner, so it is made unless the power is one
  that hurts or means nothing to a borrower (``AVOID``: alternative wins and self-harming powers). Among
  the players, the opponent and the leaders come first (``rival_weight``).
"""

from __future__ import annotations

from game.bots.senses.kit import Option, rival_weight
from game.bots.senses.registry import AIMED, FLARE, POWER
from game.bots.situation import View

AVOID = frozenset({"Masochist", "Loser", "Tick-Tock", "Pacifist", "Anti-Matter"})


def _graft(view: View, seat: int, option: Option) -> float:
    player = option.get("player")
    if not isinstance(player, int):
        return -1.0
    alien = view["players"][player]["alien"]
    if not alien or alien in AVOID:
        return -1.0
    return 0.5 + rival_weight(view, seat, player)


POWER["Plant"] = _graft
FLARE["Plant"] = _graft
AIMED.add("Plant")
