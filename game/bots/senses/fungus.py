"""Fungus: captures the losing ships of an encounter its side wins into stacks under its ships.

- Power (adhere): mandatory; the form picks where the captured ships go: a new stack (spreading the risk
  of losing many captives with one ship) when an unstacked ship is there, else the biggest stack.
- Power (grow): mandatory, one form.
- Wild (capture around the home system; count the ring after the reveal): always played when offered
  (it is offered only when it captures or adds ships).
- Super (keep stacks whole in the warp): played whenever offered (it is offered only when stacks are
  about to be freed).
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE, FORM
from game.bots.situation import View


def _form(view: View, seat: int, options: list[Option]) -> Option:
    for option in options:
        if option.get("stack") == -1:
            return option
    return options[0]


def _flare(view: View, seat: int, option: Option) -> float:
    return 1.0


FORM["Fungus"] = _form
FLARE["Fungus"] = _flare
