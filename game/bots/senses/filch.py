"""Filch: a main player takes its opponent's encounter card from the discard pile.

- Power (filch): a free card; always taken (generic).
- Wild (the same for anyone) and Super (as an ally): played when the card to take is worth having (an
  attack of 5 or more, a negotiate, a morph); taking a worthless card would spend the encounter's flare.
"""

from __future__ import annotations

from game.bots.cards import card_worth
from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE
from game.bots.situation import View, aliens_of

WORTH_TAKING = 4.0


def card_of(view: View, player: int) -> int | None:
    """The encounter card ``player`` (a main player) turned over this encounter, if the seat saw it."""
    enc = view["encounter"]
    card = enc["offense_card"] if player == view["offense"] else enc["defense_card"]
    return int(card) if card is not None and card >= 0 else None


def _flare(view: View, seat: int, option: Option) -> float:
    player = option.get("player")
    card = card_of(view, int(player)) if isinstance(player, int) else None
    if card is None or card not in view["discard"]:
        return -1.0
    return 1.0 if card_worth(card, aliens_of(view, seat)) >= WORTH_TAKING else -1.0


FLARE["Filch"] = _flare
