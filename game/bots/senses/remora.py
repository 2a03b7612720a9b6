"""Remora: when another player takes ships out of the warp or draws from the deck, it does so too.

- Power (ships, cards): a ship back or a card for free; taken, except ships by a Masochist close to its
  win.
- Wild (one card or one ship): a small gain that spends the encounter's flare: played only when the seat
  holds no other flare (and, for a ship, is not a Masochist close to its win).
- Super (take as many as the other player did, up to four): as the power.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, masochist_close, other_flares
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View


def _cling(view: View, seat: int, option: Option) -> float:
    ships = str(option.get("use", "")).endswith("ships")
    return -1.0 if ships and masochist_close(view, seat) else 1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if _cling(view, seat, option) < 0:
        return -1.0
    if option.get("half") == "super":
        return 1.0
    return 0.5 if not other_flares(view, int(option["card"])) else -1.0


POWER["Remora"] = _cling
FLARE["Remora"] = _flare
