"""Xenophile: always adds (a larger total is better for its side), and plays a flare only to add."""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE, FORM
from game.bots.situation import View


def _xenophile_form(view: View, seat: int, options: list[Option]) -> Option:
    return max(options, key=lambda o: int(o.get("sign", 0)))


def _xenophile_flare(view: View, seat: int, option: Option) -> float:
    return 1.0 if int(option.get("sign", 0)) > 0 else -1.0


FLARE["Xenophile"] = _xenophile_flare
FORM["Xenophile"] = _xenophile_form
