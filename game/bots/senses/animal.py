"""Animal: main players who leave it out of their invitations pay a ship; its winning side parties.

- Party prompt (draw a card?): always yes, a card is worth having.
- Super (the snub costs two ships): always played when offered.
- Wild (a Cosmic Quake, then the flare goes to the Animal): everyone's hand is redealt and the Animal
  gets a flare; played only when the seat's own hand holds no attack above 10 (a fresh eight is better).
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import View
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE

GOOD_ATTACK = 10


def _party(view: View, seat: int, options: list[Option]) -> Option:
    return next((o for o in options if o.get("draw")), options[0])


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 2.0
    hand = [int(c) for c in view.get("hand") or ()]
    strong = any(CARD_KIND[c] == ATTACK and CARD_VALUE[c] > GOOD_ATTACK for c in hand)
    return -1.0 if strong else 0.5


CHOOSE["animal_party"] = _party
FLARE["Animal"] = _flare
