"""Barbarian: as the offense that won, it loots the defense's hand (a card per ship of its own) and
discards the rest.

- Power (loot): mandatory, one form; ``barbarian_loot`` keeps the best cards (``answer_cards``: taking).
- Wild (look at the cards just gained and discard the unwanted): played when the hand holds weak cards
  (worth less than 4: low attacks); ``barbarian_cull`` then drops only those (``answer_cards``).
- Super (loot as an ally of a winning offense): cards for the seat, the rest of the defense's hand gone;
  played.
"""

from __future__ import annotations

from game.bots.cards import card_worth
from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE
from game.bots.situation import View, aliens_of

WEAK = 4.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    alien = aliens_of(view, seat)
    weak = [c for c in view["hand"] or [] if c != option.get("card") and card_worth(c, alien) < WEAK]
    return 0.6 if weak else -1.0


FLARE["Barbarian"] = _flare
