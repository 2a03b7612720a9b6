"""Merchant: cards from the hand hired face down as extra ships.

- Power (hire ``hired`` cards, after the cards are selected): worth it when the seat's side fights with an
  attack (its own card, or as an ally); the best count is the number of cheap cards in the hand (worth
  less than ``CHEAP``: lost hired ships are discarded), at least one. With a negotiate of its own, hiring
  only risks cards. The follow-up card prompt hires the cheapest cards (the generic answer).
- Wild (discard cards for +1 each after the reveal): played when the side is behind, discarding its cheap
  cards. Super (hired ships count double): played whenever ships are hired.
"""

from __future__ import annotations

from game.bots.cards import card_worth
from game.bots.senses.kit import Option, alien_info, my_card, side_behind
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View, aliens_of
from game.cards.catalog import ATTACK, CARD_KIND, FLARE_ALIEN

CHEAP = 5.0


def cheap_cards(view: View, seat: int, skip: int | None = None) -> int:
    """Cards in the seat's hand cheap enough to risk as hired ships (not ``skip``)."""
    alien = aliens_of(view, seat)
    return sum(1 for c in view["hand"] or [] if c != skip and card_worth(c, alien) < CHEAP)


def _fit(count: int, best: int) -> float:
    return 1.0 - 0.4 * abs(count - best)


def _hire(view: View, seat: int, option: Option) -> float:
    card = my_card(view)
    if card is not None and CARD_KIND[card] != ATTACK:
        return -1.0
    return _fit(int(option.get("hired", 1)), max(1, cheap_cards(view, seat)))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0 if int(alien_info(view, seat).get("hired_ships", 0)) else -1.0
    if not side_behind(view, seat):
        return -1.0
    card = option.get("card")
    skip = card if isinstance(card, int) and FLARE_ALIEN.get(card) == "Merchant" else None
    return _fit(int(option.get("discards", 1)), max(1, cheap_cards(view, seat, skip)))


POWER["Merchant"] = _hire
FLARE["Merchant"] = _flare
