"""Graviton: "tens" or "ones" keeps one digit of every revealed attack.

- Power (gravity, once the cards are chosen): for each digit, what the seat's own card keeps against what
  an unknown attack of the opponent loses on average (about 9 with tens, 5 with ones); called only when the
  better digit gains something. With a negotiate or a morph of its own it stays silent.
- Wild (ones digit for every attack): the same reckoning for "ones". Super (one card only): on the
  opponent's card, always (its own card keeps its value).
"""

from __future__ import annotations

from game.aliens.graviton import keep_digit
from game.bots.senses.kit import Option, my_card
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View, side_of
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE

OPPONENT_LOSS = {"tens": 9.0, "ones": 5.5}  # what an average unseen attack loses with each digit


def gain(view: View, digit: str) -> float:
    """What the call is worth to the seat: its card's change plus the opponent's expected loss."""
    card = my_card(view)
    if card is None or CARD_KIND[card] != ATTACK:
        return -1.0
    value = CARD_VALUE[card]
    return keep_digit(value, digit) - value + OPPONENT_LOSS[digit]


def _gravity(view: View, seat: int, option: Option) -> float:
    return gain(view, str(option.get("digit", "ones")))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        side = side_of(view, seat)
        return 1.0 if side and option.get("only") != side else -1.0
    return gain(view, "ones")


POWER["Graviton"] = _gravity
FLARE["Graviton"] = _flare
