"""Deuce: a second encounter card face down beside its own; two attacks add up, a negotiate among them
makes it a negotiate, and one of the two comes back to the hand afterwards.

- ``deuce_second`` (which card goes aside): beside an attack, the highest attack (the lower of the two
  comes back, so a big card is spent only when it is the higher one), else a morph; beside a negotiate or
  a morph, the least useful card (a negotiate stays a negotiate; the card comes back anyway).
- Wild (add or take an identical attack's value): only when it helps the seat's side: adding to its own
  side or taking from the other, and only if that side is behind or close.
- Super (discard both cards): when the card that would come back is a weak attack (below 06).
"""

from __future__ import annotations

from game.bots.cards import card_worth
from game.bots.senses.kit import Option, my_card
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import View, aliens_of, side_of
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, MORPH

WEAK = 6


def _second(view: View, seat: int, options: list[Option]) -> Option:
    mine = my_card(view)
    alien = aliens_of(view, seat)
    if mine is not None and CARD_KIND[mine] == ATTACK:
        attacks = [o for o in options if CARD_KIND[o["card"]] == ATTACK]
        if attacks:
            return max(attacks, key=lambda o: (CARD_VALUE[o["card"]], -o["card"]))
        morphs = [o for o in options if CARD_KIND[o["card"]] == MORPH]
        if morphs:
            return morphs[0]
    return min(options, key=lambda o: (card_worth(o["card"], alien), o["card"]))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        info = (view["players"][seat].get("alien_info") or {}).get("second_card")
        back = info if isinstance(info, int) else None
        return 1.0 if back is not None and CARD_KIND[back] == ATTACK and CARD_VALUE[back] < WEAK else -1.0
    mine = side_of(view, seat)
    if not mine:
        return -1.0
    helps = (option.get("side") == mine) == (int(option.get("delta", 0)) > 0)
    return 1.0 if helps else -1.0


CHOOSE["deuce_second"] = _second
FLARE["Deuce"] = _flare
