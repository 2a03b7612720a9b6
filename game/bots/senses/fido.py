"""Fido: fetches an encounter card of this encounter from the discard pile and offers it to a player.

- Power (fetch, a card and a player): Fido's thanks (a card or a ship) come whatever the card, so it
  offers the card worth least, to the player whose gains hurt the seat least (never one about to win).
- ``fido_reward`` (the offer was taken): a ship from the warp when two or more wait there, else a card;
  a Masochist close to its win takes the card.
- ``fido_offer`` (the seat is offered a card): a free card: taken (generic). ``fido_keep`` (refused, keep it
  yourself?): kept (generic).
- Wild (a player of your choice takes the top card of the discard pile): the seat takes it itself when
  that card is worth having; otherwise not played.
- Super (fetch the other card as well): as the power.
"""

from __future__ import annotations

from game.bots.cards import card_worth
from game.bots.senses.kit import Option, masochist_close, rival_weight, yes
from game.bots.senses.registry import AIMED, CHOOSE, FLARE, POWER
from game.bots.situation import View, aliens_of

WORTH_TAKING = 6.0  # a card at least this good is worth a flare play to take


def _fetch(view: View, seat: int, option: Option) -> float:
    card, player = option.get("pick"), option.get("player")
    if not isinstance(card, int) or not isinstance(player, int):
        return -1.0
    return 2.0 - 0.05 * card_worth(card) - 0.5 * rival_weight(view, seat, player)


def _reward(view: View, seat: int, options: list[Option]) -> Option:
    warp = int(view["players"][seat]["warp"])
    ship = warp >= 2 and not masochist_close(view, seat) and any(o.get("take") == "ship" for o in options)
    return yes(options, "take", "ship" if ship else "card")


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return _fetch(view, seat, option)
    discard = view["discard"]
    if option.get("player") != seat or not discard:
        return -1.0
    return 1.0 if card_worth(discard[-1], aliens_of(view, seat)) >= WORTH_TAKING else -1.0


POWER["Fido"] = _fetch
AIMED.add("Fido")
CHOOSE["fido_reward"] = _reward
FLARE["Fido"] = _flare
