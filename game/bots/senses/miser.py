"""Miser: a secret second hand, its hoard, playable as if in the hand.

- ``miser_hoard`` (game setup: which of the two hands becomes the hoard): the better one. The hoard is
  safe from compensation, deals and thieves, and the hand is the part that gets spent and redrawn.
- Power (new hoard, when it holds no encounter card): taken when what the hoard still holds is worth
  less than a fresh eight cards (``HOARD_KEEP``); a hoard of artifacts and flares is kept.
- Wild (no encounter card in hand: name two cards kept through the next new hand): played when the hand
  holds a card worth keeping; ``miser_keep`` keeps the best two (``answer_cards``).
- Super (two more cards into the hoard): free cards; played.
"""

from __future__ import annotations

from game.bots.cards import card_worth, hand_quality
from game.bots.senses.kit import Option, yes
from game.bots.senses.registry import CHOOSE, FLARE, POWER
from game.bots.situation import View, aliens_of

HOARD_KEEP = 30.0  # a fresh hoard of eight cards is worth about this much
WORTH_KEEPING = 6.0


def hoard(view: View) -> list[int]:
    """The seat's hoard, from its own sheet."""
    return [int(c) for c in (view.get("alien_private") or {}).get("hoard", [])]


def _hoard(view: View, seat: int, options: list[Option]) -> Option:
    alien = aliens_of(view, seat)
    hand = hand_quality(view["hand"] or [], alien)
    dealt = hand_quality(hoard(view), alien)
    return yes(options, "hoard", "first" if hand > dealt else "second")


def _new_hoard(view: View, seat: int, option: Option) -> float:
    return 1.0 if hand_quality(hoard(view), aliens_of(view, seat)) < HOARD_KEEP else -1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    alien = aliens_of(view, seat)
    keep = [
        c for c in view["hand"] or [] if c != option.get("card") and card_worth(c, alien) >= WORTH_KEEPING
    ]
    return 1.0 if keep else -1.0


CHOOSE["miser_hoard"] = _hoard
POWER["Miser"] = _new_hoard
FLARE["Miser"] = _flare
