"""Chronos: after the reveal, time travel replays the encounter from Planning, its opponent's card set aside.

- Power (time travel): called when the seat's side is behind on the revealed totals (``side_behind``) and
  its hand still holds an encounter card other than the one on the table (its card comes back to it, so
  a hand with nothing better still has that one: worth it only with a better card, or any card when
  losing by a wide margin is the other choice). Never when ahead.
- Wild (take a card of the discard pile, then shuffle the pile into the deck): the pick worth most to
  the seat (``card_worth``), played when that card is worth more than an average card (a morph, a big
  attack, a zap, a flare of its own alien ...).
- Super (the opponent must play its revealed card again): always, when offered: the seat then knows the
  card it will meet in the replay.
"""

from __future__ import annotations

from game.bots.cards import card_worth
from game.bots.senses.kit import Option, card_strength, my_card, side_behind
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View, aliens_of
from game.cards.catalog import IS_ENCOUNTER

WILD_WORTH = 10.0  # a pick worth at least this (a morph, a big attack, a zap, its own flare ...) is taken


def _time_travel(view: View, seat: int, option: Option) -> float:
    if not side_behind(view, seat):
        return -1.0
    played = my_card(view)
    hand = [c for c in view["hand"] or [] if IS_ENCOUNTER[c]]
    if not hand:
        return 0.2  # its own card comes back: the same card again, and the opponent loses its own
    best = max(card_strength(c) for c in hand)
    return 1.0 if played is None or best > card_strength(played) else 0.3


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    pick = option.get("pick")
    if not isinstance(pick, int):
        return -1.0
    alien = aliens_of(view, seat)
    worth = card_worth(pick, alien)
    return worth / WILD_WORTH if worth >= WILD_WORTH else -1.0


POWER["Chronos"] = _time_travel
FLARE["Chronos"] = _flare
