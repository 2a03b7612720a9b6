"""Visionary: a main player names an encounter card its opponent must play if it holds it.

- Power (perceive, one option per card name): holding an attack, name a negotiate (the commonest card:
  the opponent likely holds one and then cannot fight back); else a low attack (the lower, the better);
  never a morph (it would copy the seat's own card).
- Wild (name a type): "negotiate" while holding an attack; nothing else.
- Super (a second name): scored as the power.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View
from game.cards.catalog import ATTACK, CARD_KIND, CARD_NAME, CARD_VALUE


def _holds_attack(view: View) -> bool:
    return any(CARD_KIND[int(c)] == ATTACK for c in view.get("hand") or ())


def _name_score(view: View, name: str) -> float:
    if name in ("Negotiate", "negotiate"):
        return 1.5 if _holds_attack(view) else -1.0
    if name.startswith("Attack "):
        value = next(CARD_VALUE[c] for c, n in enumerate(CARD_NAME) if n == name)
        return 1.0 - value / 12.0
    return -1.0


def _power(view: View, seat: int, option: Option) -> float:
    return _name_score(view, str(option.get("face", "")))


def _flare(view: View, seat: int, option: Option) -> float:
    return _name_score(view, str(option.get("face", "")))


POWER["Visionary"] = _power
FLARE["Visionary"] = _flare
