"""Lightning: tokens for other players' second encounters, spent on an encounter of its own (three) or on
ending another player's second encounter (two).

- Strike (three tokens: an encounter now) and the Super (the same, free): when the seat holds an attack
  of ``STRONG`` or more.
- Halt (two tokens) and the Wild (free): when the offense is one colony (or less) from winning, or is the
  leader by ``LEAD`` colonies or more.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, near_win
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View, colonies_of
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE

STRONG = 12
LEAD = 2


def _strike(view: View, seat: int) -> float:
    values = [CARD_VALUE[int(c)] for c in view.get("hand") or () if CARD_KIND[int(c)] == ATTACK]
    return 1.0 if max(values, default=-1) >= STRONG else -1.0


def _halt(view: View, seat: int) -> float:
    offense = int(view["offense"])
    others = [colonies_of(view, s) for s in range(len(view["players"])) if s != offense]
    ahead = colonies_of(view, offense) - max(others, default=0) >= LEAD
    return 1.0 if near_win(view, offense) or ahead else -1.0


def _power(view: View, seat: int, option: Option) -> float:
    return _halt(view, seat) if option.get("use") == "halt" else _strike(view, seat)


def _flare(view: View, seat: int, option: Option) -> float:
    return _halt(view, seat) if option.get("half") == "wild" else _strike(view, seat)


POWER["Lightning"] = _power
FLARE["Lightning"] = _flare
