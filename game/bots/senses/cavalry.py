"""Cavalry: as an ally, a face-down attack or negotiate beside its side's card.

- Power (reinforce): offered once both cards are chosen; taken when the seat holds an attack of 06 or
  more, or a negotiate while its side looks behind (compensation for its ships).
- ``cavalry_card``: the highest attack, unless its side looks behind and it holds a negotiate.
- Wild (a partial new hand for the opponent): played only when no other flare is held.
- Super (draft an ally): always (a free reinforcement).
"""

from __future__ import annotations

from game.bots.senses.kit import Option, other_flares, side_behind
from game.bots.senses.registry import CHOOSE, FLARE, POWER
from game.bots.situation import View
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, NEGOTIATE

STRONG = 6


def _power(view: View, seat: int, option: Option) -> float:
    if option.get("use") != "reinforce":
        return -1.0
    hand = view["hand"] or []
    if any(CARD_KIND[c] == ATTACK and CARD_VALUE[c] >= STRONG for c in hand):
        return 1.0
    behind = side_behind(view, seat)
    return 0.5 if behind and any(CARD_KIND[c] == NEGOTIATE for c in hand) else -1.0


def _card(view: View, seat: int, options: list[Option]) -> Option:
    negotiates = [o for o in options if CARD_KIND[o["card"]] == NEGOTIATE]
    attacks = [o for o in options if CARD_KIND[o["card"]] == ATTACK]
    if negotiates and (side_behind(view, seat) or not attacks):
        return negotiates[0]
    return max(attacks, key=lambda o: (CARD_VALUE[o["card"]], -o["card"]))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    return 0.3 if not other_flares(view, int(option["card"])) else -1.0


POWER["Cavalry"] = _power
CHOOSE["cavalry_card"] = _card
FLARE["Cavalry"] = _flare
