"""Trickster: a main player may settle the encounter by a guess (a token in one hand) instead of cards.

- Power (trick): a coin toss beats a likely loss: used when the seat's side has fewer ships than the
  other or its best attack is low (under 10). The hidden hand and the guess are chosen at random (the
  bots' generic choice): nothing tells one hand from the other.
- Wild: the same judgement, for any main player.
- Super (three places): always, when offered on the seat's own trick.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View, other_side, side_of, side_ships
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE


def _underdog(view: View, seat: int) -> bool:
    side = side_of(view, seat)
    if not side:
        return False
    attacks = [CARD_VALUE[int(c)] for c in view.get("hand") or () if CARD_KIND[int(c)] == ATTACK]
    return side_ships(view, side) < side_ships(view, other_side(side)) or max(attacks, default=0) < 10


def _power(view: View, seat: int, option: Option) -> float:
    return 1.0 if _underdog(view, seat) else -1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.5
    return _power(view, seat, option)


POWER["Trickster"] = _power
FLARE["Trickster"] = _flare
