"""Cyborg: a face-up sheet of three cards (its artifacts and flares are offered as plays from it, which the
normal card sense already weighs).

- Power (swap the side's revealed card for a sheet encounter card): only while the side is behind, for a
  sheet attack stronger than the side's card now (the value it counts as), or a negotiate when no attack
  of the sheet would do.
- Wild (the top card of the discard pile): when that card is worth more than a little.
- Super (the replaced card stays on the sheet): always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, side_behind
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View, side_of
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, NEGOTIATE

WORTH_TAKING = 4  # an attack of the discard pile worth a flare's Wild


def _swap(view: View, seat: int, option: Option) -> float:
    if not side_behind(view, seat):
        return -1.0
    pick = int(option["pick"])
    enc = view["encounter"]
    side = side_of(view, seat)
    now = enc["offense_value"] if side == "offense" else enc["defense_value"]
    if CARD_KIND[pick] == ATTACK:
        return float(CARD_VALUE[pick] - int(now or 0))
    return 0.5 if CARD_KIND[pick] == NEGOTIATE else -1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    top = (view.get("discard") or [None])[-1]
    if not isinstance(top, int):
        return -1.0
    return 1.0 if CARD_KIND[top] != ATTACK or CARD_VALUE[top] >= WORTH_TAKING else -1.0


POWER["Cyborg"] = _swap
FLARE["Cyborg"] = _flare
