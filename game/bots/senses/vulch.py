"""Vulch: every artifact another player discards goes into its hand.

- Power (salvage): mandatory, no choice.
- Wild (for the rest of the encounter, take the artifacts one named player discards): as a main player
  naming the opponent, the player most likely to play an artifact against the seat now, and only when
  the seat holds no other flare (it spends the encounter's flare).
- Super (take the flares others discard this encounter): flares seldom reach the discard pile within one
  encounter; the flare is kept for a better moment.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, other_flares
from game.bots.senses.registry import FLARE
from game.bots.situation import OFFENSE, View, main_of, other_side, role_of


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return -1.0
    role = role_of(view, seat)
    if role not in (OFFENSE, "defense") or other_flares(view, int(option["card"])):
        return -1.0
    return 0.5 if option.get("player") == main_of(view, other_side(role)) else -1.0


FLARE["Vulch"] = _flare
