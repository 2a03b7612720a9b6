"""Chrysalis: its tokens run down by themselves; only the alien it becomes is decided.

- ``chrysalis_pick``: the alien of the highest alert level among those offered (red powers change games
  most), the first offered on a tie.
- Wild (become the alien of the next fitting unused flare): only for a player with no alien of its own.
- Super (two tokens at once): always (the change comes sooner).
"""

from __future__ import annotations

from game import hooks
from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import View, aliens_of


def _pick(view: View, seat: int, options: list[Option]) -> Option:
    return max(options, key=lambda o: hooks.POWERS[str(o["alien"])].level)


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    return 1.0 if not aliens_of(view, seat) else -1.0


CHOOSE["chrysalis_pick"] = _pick
FLARE["Chrysalis"] = _flare
