"""Invader: an encounter at once against whoever draws an Invasion! card, and a hand refresh.

- Power (refresh: discard the hand, draw eight): when the hand holds fewer than two encounter cards or its
  best attack is below 10.
  A refresh that feeds another power (a Relic's colony: ``kit.new_hand_cost``) is worth that much less.
- Wild (the same refresh for any main player): on the same test; Super (the invaded player invites
  nobody): always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, new_hand_cost
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, IS_ENCOUNTER

GOOD = 10


def weak_hand(view: View) -> bool:
    """Is the seat's hand poor enough to trade for eight new cards?"""
    hand = view["hand"] or []
    encounter = [c for c in hand if IS_ENCOUNTER[c]]
    best = max((CARD_VALUE[c] for c in hand if CARD_KIND[c] == ATTACK), default=-99)
    return len(encounter) < 2 or best < GOOD


def _power(view: View, seat: int, option: Option) -> float:
    if option.get("use") != "refresh" or not weak_hand(view):
        return -1.0
    return 1.0 - new_hand_cost(view, seat, seat)  # a new hand may feed another power (Relic)


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    return 0.8 - new_hand_cost(view, seat, seat) if weak_hand(view) else -1.0


POWER["Invader"] = _power
FLARE["Invader"] = _flare
