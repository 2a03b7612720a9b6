"""Siren: lures when its own home planet holds at least as many ships as the defense's best planet, never
with one ship; plays its Super when it can, not its Wild."""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View


def _ships(view: View, planet: int) -> list[int]:
    return [int(c) for c in view["planets"][planet]["ships"]]


def _home(view: View, planet: int) -> int:
    return int(view["planets"][planet]["system"])


def _siren_lure(view: View, seat: int, option: Option) -> float:
    mine = _ships(view, int(option["planet"]))[seat]
    defense = int(view["encounter"]["defense"])
    theirs = max(
        (_ships(view, p)[defense] for p in range(len(view["planets"])) if _home(view, p) == defense),
        default=0,
    )
    return 0.5 + 0.1 * mine if mine >= 2 and mine >= theirs else -1.0


def _siren_flare(view: View, seat: int, option: Option) -> float:
    return 1.0 if option.get("half") == "super" else -1.0


POWER["Siren"] = _siren_lure
FLARE["Siren"] = _siren_flare
