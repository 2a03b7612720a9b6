"""Empath: harmony turns the attack facing a negotiate into a negotiate, and a deal follows.

- Power and Wilds (harmony): worth it when the seat's side showed the negotiate (a deal may gain a colony,
  where losing only brings compensation); never when its own side's attack wins anyway.
- Super (classic: a failed deal costs no ships): always after its own harmony (nothing to lose).
- Alternate Super (two attacks become negotiates): when its side is behind on totals.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, side_behind
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import OFFENSE, View, side_of
from game.cards.catalog import NEGOTIATE


def _my_kind(view: View, seat: int) -> str | None:
    side = side_of(view, seat)
    if not side:
        return None
    kind = view["encounter"]["offense_as" if side == OFFENSE else "defense_as"]
    return str(kind) if kind is not None else None


def _harmony(view: View, seat: int, option: Option) -> float:
    return 1.0 if _my_kind(view, seat) == NEGOTIATE else -1.0


def _flare(view: View, seat: int, option: Option) -> float:
    use = option.get("use")
    if use == "super":
        return 1.0
    if use == "alt_super":
        return 1.0 if side_behind(view, seat) else -1.0
    return _harmony(view, seat, option)


POWER["Empath"] = _harmony
FLARE["Empath"] = _flare
