"""Industrialist: a stack of its lost attacks, added to (or taken from) its total.

- Form of the total change: add, unless the lower total wins this encounter.
- Opponent's choice (``industrialist_build``): let the Industrialist win only when the stack would grow
  big (15 or more with the lost card), so that it does not keep adding it later.
- Wild (a card taken at random from the opponent): always worth a try with an attack. Super (stack the
  opponent's attack instead): when that card is higher.
"""

from __future__ import annotations

from typing import Any

from game.bots.senses.kit import Option, alien_info
from game.bots.senses.registry import CHOOSE, FLARE, FORM
from game.bots.situation import OFFENSE, View, side_of
from game.cards.catalog import CARD_VALUE

BIG_STACK = 15


def _form(view: View, seat: int, options: list[Option]) -> Option:
    lower = bool((view["encounter"].get("modifiers") or {}).get("lower_wins"))
    wanted = "-" if lower else "+"
    return next((o for o in options if o.get("sign") == wanted), options[0])


def _stack_sum(view: View, holder: int) -> int:
    info: dict[str, Any] = alien_info(view, holder)
    return int(info.get("stack_sum", 0))


def _build(view: View, seat: int, options: list[Option]) -> Option:
    enc = view["encounter"]
    holder = int(view["offense"]) if seat == int(enc["defense"]) else int(enc["defense"])
    card = enc["offense_card" if holder == int(view["offense"]) else "defense_card"]
    lost = CARD_VALUE[int(card)] if card is not None and int(card) >= 0 else 0
    concede = _stack_sum(view, holder) + lost >= BIG_STACK
    return next((o for o in options if bool(o.get("concede")) == concede), options[0])


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") != "super":
        return 1.0
    enc = view["encounter"]
    side = side_of(view, seat)
    mine, theirs = ("offense_card", "defense_card") if side == OFFENSE else ("defense_card", "offense_card")
    a, b = enc.get(mine), enc.get(theirs)
    if a is None or b is None:
        return -1.0
    return 1.0 if CARD_VALUE[int(b)] > CARD_VALUE[int(a)] else -1.0


FORM["Industrialist"] = _form
CHOOSE["industrialist_build"] = _build
FLARE["Industrialist"] = _flare
