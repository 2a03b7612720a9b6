"""Reborn: draws a card per ship of its that reaches the warp; discards a card per ship that leaves it.

- Power, draw (options: how many cards): the most cards.
- Power, discard: only when the hand holds a weak attack (4 or less) besides two other encounter cards;
  the prompt then gives up the weakest such cards.
- Wild (a card when its ships reach the warp): always. Super (a lost ship comes back): always.
"""

from __future__ import annotations

from typing import Any

from game.bots.senses.kit import Option, card_strength
from game.bots.senses.registry import CARDS, FLARE, POWER
from game.bots.situation import View
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, MORPH, NEGOTIATE

WEAK = 4
ENCOUNTER = (ATTACK, NEGOTIATE, MORPH)


def _weak(hand: list[int]) -> list[int]:
    """The hand's weak attacks, weakest first, if two stronger encounter cards stay."""
    encounter = [c for c in hand if CARD_KIND[c] in ENCOUNTER]
    weak = sorted(
        (c for c in encounter if CARD_KIND[c] == ATTACK and CARD_VALUE[c] <= WEAK), key=card_strength
    )
    return weak if len(encounter) - len(weak) >= 2 else []


def _hand(view: View) -> list[int]:
    return [int(c) for c in view.get("hand") or ()]


def _power(view: View, seat: int, option: Option) -> float:
    if option.get("use") == "shed":
        return 1.0 if _weak(_hand(view)) else -1.0
    return 1.0 + 0.1 * int(option.get("count", 0))


def _discard(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    weak = [c for c in _weak(_hand(view)) if c in spec["from"]][: int(spec["count"])]
    if not weak:  # it chose to: the weakest card it holds
        weak = sorted(spec["from"], key=card_strength)[:1]
    return {"type": spec["type"], "cards": weak}


def _flare(view: View, seat: int, option: Option) -> float:
    return 1.0


POWER["Reborn"] = _power
CARDS["reborn_discard"] = _discard
FLARE["Reborn"] = _flare
