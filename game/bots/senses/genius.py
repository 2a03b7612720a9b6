"""Genius: cards instead of a colony won; 20 cards in hand at the start of a turn win the game.

- Power (outwit, when its side's win would give it a foreign colony): the seat compares the progress each
  way: a colony is one of the colonies it still needs; the cards are a share of the cards it still lacks
  for 20. It takes the cards when they carry it further, always when they reach 20 (the win at the next
  turn's start), never when the colony itself wins the game.
- Wild (chosen players draw a card): the seat alone draws.
- Super (guess the opponent's attack within 3 for four cards): guesses 10, the middle of the common
  attacks (7 to 13 count).
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View, to_win

WIN_HAND = 20
BEST_GUESS = 10


def _outwit(view: View, seat: int, option: Option) -> float:
    ships = int(option.get("ships", 0))
    hand = len(view["hand"] or [])
    need = to_win(view, seat)
    if need <= 1:
        return -1.0  # the colony wins the game now
    if hand + ships >= WIN_HAND:
        return 5.0
    cards_share = ships / max(1, WIN_HAND - hand)
    return 1.0 if cards_share > 1.0 / max(1, need) else -1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0 - 0.02 * abs(int(option.get("guess", 0)) - BEST_GUESS)
    return 1.0 if option.get("drawers") == [seat] else -1.0


POWER["Genius"] = _outwit
FLARE["Genius"] = _flare
