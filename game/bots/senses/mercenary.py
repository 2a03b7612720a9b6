"""Mercenary: on a winning side as a main player or offensive ally it also takes defender rewards, one per
ship it had in the encounter.

- Power (bounty): mandatory, one form; the rewards prompt is the generic one.
- Wild (a winning defense takes rewards as a defensive ally): free rewards, played; a single reward is
  not worth a flare when another flare is held.
- Super (discard reward cards just drawn and draw as many anew): played when the hand holds weak cards
  (worth less than 4: low attacks, a lone negotiate); the view does not say which cards were just
  gained, the ``mercenary_redraw`` prompt offers only those and the bot drops the weak ones
  (``answer_cards``: an optional discard).
"""

from __future__ import annotations

from game.bots.cards import card_worth
from game.bots.senses.kit import Option, other_flares
from game.bots.senses.registry import FLARE
from game.bots.situation import View, aliens_of

WEAK = 4.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        alien = aliens_of(view, seat)
        weak = [c for c in view["hand"] or [] if c != option.get("card") and card_worth(c, alien) < WEAK]
        return 0.8 if weak else -1.0
    rewards = int(option.get("rewards", 0))
    if rewards <= 0 or (rewards == 1 and other_flares(view, int(option["card"]))):
        return -1.0
    return 0.5 + 0.5 * rewards


FLARE["Mercenary"] = _flare
