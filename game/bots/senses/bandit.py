"""Bandit: the top three cards of the deck at every turn's start (mandatory: only its picks are decided).

- ``bandit_take``: the pick worth most (every card of a triple; the best single card of a pair).
- ``bandit_discard`` (three types: a card must go): the card worth least to it.
- Wild (one card of a pair at any turn's start) and Super (no discard on three types): always.
"""

from __future__ import annotations

from game.bots.cards import card_worth
from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import View, aliens_of


def _take(view: View, seat: int, options: list[Option]) -> Option:
    alien = aliens_of(view, seat)
    return max(options, key=lambda o: sum(card_worth(int(c), alien) for c in o["cards"]))


def _discard(view: View, seat: int, options: list[Option]) -> Option:
    alien = aliens_of(view, seat)
    return min(options, key=lambda o: card_worth(int(o["card"]), alien))


def _flare(view: View, seat: int, option: Option) -> float:
    return 1.0


CHOOSE["bandit_take"] = _take
CHOOSE["bandit_discard"] = _discard
FLARE["Bandit"] = _flare
