"""Healer: gives another player's lost ships back and draws a card for it.

- Power (heal a loss): worth the card drawn (one per ship with the Super) less what the ships are worth
  to their owner, weighed by how much that owner's gains hurt the seat: nothing for a player on the
  seat's side this encounter, a little for most rivals, much for the leader, never for a player about to
  win. Healing a Masochist puts ships back on its board: worth doing whatever it costs it.
- Super (draw one card per ship healed): preferred to the power's heal when the loss is two ships or more.
- Wild (cancel a Cosmic Zap on the seat's power): always played.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, best_rival, has_power, loss, loss_count, near_win
from game.bots.senses.registry import AIMED, FLARE, POWER
from game.bots.situation import View, side_of

CARD = 4.0
SHIP = 3.0


def help_weight(view: View, seat: int, owner: int) -> float:
    """How much a ship given back to ``owner`` costs the seat (negative: the seat gains from it)."""
    if has_power(view, owner, "Masochist"):
        return -1.0
    if near_win(view, owner):
        return 50.0
    mine = side_of(view, seat)
    if mine and side_of(view, owner) == mine:
        return 0.0
    return 0.8 if owner == best_rival(view, seat) else 0.2


def heal_worth(view: View, seat: int, option: Option, per_ship: bool) -> float:
    """What healing the loss of ``option`` is worth, drawing one card or one per ship."""
    record = loss(view, option.get("loss"))
    if record is None:
        return -1.0
    count = loss_count(record)
    cards = count if per_ship else 1
    return CARD * cards - SHIP * count * help_weight(view, seat, int(record["seat"]))


def _heal(view: View, seat: int, option: Option) -> float:
    return heal_worth(view, seat, option, per_ship=False)


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "wild":
        return 3.0
    return heal_worth(view, seat, option, per_ship=True) - CARD * 0.5  # the power heals one ship as well


POWER["Healer"] = _heal
AIMED.add("Healer")
FLARE["Healer"] = _flare
