"""Fury: tokens from its lost ships, spent for 3 each on its side's total once the cards are chosen.

- Power (vengeance): mandatory, one form.
- Power (avenge, before the reveal): the seat estimates the gap to win (its side's ships and, as a main
  player, its own card; an opponent's card is guessed at 10, an ally's unknown card at 8) and spends the
  tokens that close it, the nearest count scoring best; nothing when its own card is no attack, when the
  side is already well ahead, or when even all its tokens (plus two) could not close the gap. The sign is
  plus, or minus for a side whose main player makes the lower total win (Anti-Matter).
- Super (the same spending after the reveal): the totals are known, so exactly the tokens that win are
  spent, when they suffice.
- Wild (+1 per own ship in the warp, before the reveal): played as a main player or ally with at least two
  ships in the warp.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, alien_info, my_card
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import (
    OFFENSE,
    View,
    aliens_of,
    main_of,
    other_side,
    role_of,
    side_of,
    side_ships,
    totals,
)
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE

STEP = 3
GUESS_OPPONENT = 10
GUESS_ALLY = 8


def _tokens(view: View, seat: int) -> int:
    return int(alien_info(view, seat).get("tokens", 0))


def _sign(view: View, seat: int) -> int:
    side = side_of(view, seat)
    return -1 if "Anti-Matter" in aliens_of(view, main_of(view, side)) else 1  # lower total wins


def _needed(gap: int, side: str) -> int:
    """Tokens that make the side win by ``gap`` (opponent minus own total); ties go to the defense."""
    short = gap + 1 if side == OFFENSE else gap
    return max(0, -(-short // STEP))


def _score(view: View, seat: int, option: Option, gap: int, slack: int) -> float:
    amount = int(option.get("avenge", 0))
    count = abs(amount) // STEP
    side = side_of(view, seat)
    sign = _sign(view, seat)
    if sign < 0:
        gap = -gap - 1  # the lower total wins: the side wants its own total below the other
    need = _needed(gap, side)
    if (amount > 0) != (sign > 0) or need == 0 or need > _tokens(view, seat) + slack:
        return -1.0
    return 1.5 - 0.4 * abs(count - need)


def _avenge(view: View, seat: int, option: Option) -> float:
    side = side_of(view, seat)
    if not side:
        return -1.0
    own = GUESS_ALLY
    if role_of(view, seat) == side:  # a main player knows its own card
        card = my_card(view)
        if card is None or CARD_KIND[card] != ATTACK:
            return -1.0
        own = CARD_VALUE[card]
    gap = side_ships(view, other_side(side)) + GUESS_OPPONENT - side_ships(view, side) - own
    return _score(view, seat, option, gap, 2)


def _flare(view: View, seat: int, option: Option) -> float:
    side = side_of(view, seat)
    if not side:
        return -1.0
    if option.get("half") == "super":
        known = totals(view)
        if known is None:
            return -1.0
        off, de = known
        gap = de - off if side == OFFENSE else off - de
        return _score(view, seat, option, gap, 0) + 0.5
    return 1.0 if int(view["players"][seat]["warp"]) >= 2 else -1.0


POWER["Fury"] = _avenge
FLARE["Fury"] = _flare
