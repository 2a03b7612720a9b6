"""Mimic: its hand matched to the opponent's (or, with the flare, any player's) before cards are chosen.

- ``mimic_discard``: the least useful cards go (``card_worth``).
- Wild (carry out a Wild another player just played): taken when the seat holds no other flare.
- ``mimic_copy`` (the Wild's own choices for what it carries out): scored as that play.
- Super (copy another player's hand size): the biggest hand there is, only if it is bigger than the seat's
  own (drawing is the gain; a smaller model would only cost cards).
"""

from __future__ import annotations

from typing import Any

from game.bots.cards import card_worth
from game.bots.senses.kit import Option, other_flares
from game.bots.senses.registry import CARDS, CHOOSE, FLARE
from game.bots.situation import View, aliens_of


def _discard(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    alien = aliens_of(view, seat)
    cards = sorted(spec["from"], key=lambda c: (card_worth(c, alien), c))
    return {"type": spec["type"], "cards": cards[: spec["count"]]}


def _hand_size(view: View, player: int) -> int:
    return int(view["players"][player].get("hand_size", 0))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "wild":
        return 0.5 if not other_flares(view, int(option["card"])) else -1.0
    model = option.get("player")
    if not isinstance(model, int):
        return -1.0
    gain = _hand_size(view, model) - _hand_size(view, seat)
    return 0.2 * gain if gain > 1 else -1.0


CARDS["mimic_discard"] = _discard
FLARE["Mimic"] = _flare


def _copy(view: View, seat: int, options: list[Option]) -> Option:
    """The Mimic Wild's own choices for the Wild or artifact it carries out: scored as that play."""
    from game.bots.plays import choose_play  # the window plays' scoring (imported late: it reads senses)

    return choose_play(view, seat, options)


CHOOSE["mimic_copy"] = _copy
