"""Crystal: a side's attack multiplied by a matching attack one of its players discards.

- Power (ask the side for a matching attack): always worth asking; it costs nothing if nobody agrees.
- ``side_discard`` (asked to discard a card for one's side): agree when the card multiplies (02 or more),
  since the side's total grows far more than the card is worth in hand.
- Wild (move ships between one's colonies): not worth a flare; ``crystal_rearrange``: stop at once.
- Super (keep the discarded card): always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE, POWER
from game.bots.situation import View
from game.cards.catalog import CARD_VALUE

LEAST = 2  # a discarded 00 or 01 makes the side's card worse or leaves it


def _power(view: View, seat: int, option: Option) -> float:
    return 1.0


def _flare(view: View, seat: int, option: Option) -> float:
    return 1.0 if option.get("half") == "super" else -1.0


def _side_discard(view: View, seat: int, options: list[Option]) -> Option:
    best = max(
        (o for o in options if o.get("type") == "side_discard"),
        key=lambda o: CARD_VALUE[int(o["card"])],
        default=None,
    )
    if best is not None and CARD_VALUE[int(best["card"])] >= LEAST:
        return best
    return next(o for o in options if o.get("type") == "pass")


def _stop(view: View, seat: int, options: list[Option]) -> Option:
    return next(o for o in options if o.get("type") == "pass")


POWER["Crystal"] = _power
FLARE["Crystal"] = _flare
CHOOSE["side_discard"] = _side_discard
CHOOSE["crystal_rearrange"] = _stop
