"""Mutant: as a main player, before invitations, refills its hand to eight, each card from the deck or
at random from another player's hand.

- Power (regenerate): free cards; always used (generic).
- ``mutant_source``: a card from a player costs that player a card too, so the deck comes last; first the
  opponent (before cards are chosen, each card it loses is one it cannot play; with few cards left it may
  lose its best), then the other players by how much their gains hurt the seat.
- ``mutant_pick`` (the Super lets the seat look and choose): the best card (``answer_cards``).
- Super (refill choosing the cards): preferred to the power's random refill when two or more cards are
  missing.
- Wild (a random card from each player who allied): cards for the seat; played (generic).
"""

from __future__ import annotations

from game.bots.senses.kit import Option, rival_weight
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import OFFENSE, View, main_of, other_side, role_of
from game.deck import HAND_SIZE

DECK = -1


def _source(view: View, seat: int, options: list[Option]) -> Option:
    side = role_of(view, seat)
    opp = main_of(view, other_side(side)) if side in (OFFENSE, "defense") else -1

    def score(o: Option) -> float:
        src = int(o["source"])
        if src == DECK:
            return 0.0
        size = int(view["players"][src]["hand_size"])
        bonus = 3.0 + 2.0 / max(1, size) if src == opp else 0.0
        return 1.0 + bonus + rival_weight(view, seat, src)

    return max(options, key=score)


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.5 if HAND_SIZE - len(view["hand"] or []) >= 2 else -1.0
    return 1.0


CHOOSE["mutant_source"] = _source
FLARE["Mutant"] = _flare
