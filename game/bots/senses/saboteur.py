"""Saboteur: at setup its traps go by its own home planets first (attacked most; a beaten defense's ships
are gone before the attackers land, so the trap takes only them), then by the planets holding the most
other players' ships; decoys fill the rest. It does not rearm (nothing to gain without a read of the
table). Laying a token is asked in three steps (system, planet, kind): the bot aims every step at the
planet its rule picks."""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, POWER
from game.bots.situation import View

TRAP = "trap"


def _ships(view: View, planet: int) -> list[int]:
    return [int(c) for c in view["planets"][planet]["ships"]]


def _home(view: View, planet: int) -> int:
    return int(view["planets"][planet]["system"])


def _target(view: View, seat: int, planets: list[int]) -> int:
    """Where the next token goes among ``planets``: the best trap spot while a trap waits on the sheet
    (its own home planets first, then the most other players' ships), else the lowest planet."""
    if TRAP not in view.get("alien_private", {}).get("sheet_kinds", (TRAP,)):
        return min(planets)

    def worth(planet: int) -> tuple[bool, int, int]:
        others = sum(c for s, c in enumerate(_ships(view, planet)) if s != seat)
        return (_home(view, planet) == seat, others, -planet)

    return max(planets, key=worth)


def _free(view: View, seat: int) -> list[int]:
    laid = {int(p) for p in view.get("alien_private", {}).get("token_kinds", {})}
    return [p for p in range(len(view["planets"])) if p not in laid]


def _system(view: View, seat: int, options: list[Option]) -> Option:
    systems = {int(o["system"]) for o in options}
    planets = [p for p in _free(view, seat) if _home(view, p) in systems]
    best = _home(view, _target(view, seat, planets)) if planets else int(options[0]["system"])
    return next((o for o in options if int(o["system"]) == best), options[0])


def _planet(view: View, seat: int, options: list[Option]) -> Option:
    best = _target(view, seat, [int(o["planet"]) for o in options])
    return next(o for o in options if int(o["planet"]) == best)


def _kind(view: View, seat: int, options: list[Option]) -> Option:
    return next((o for o in options if o["kind"] == TRAP), options[0])


CHOOSE["saboteur_system"] = _system
CHOOSE["saboteur_planet"] = _planet
CHOOSE["saboteur_setup"] = _kind
CHOOSE["saboteur_rearm_place"] = _kind
POWER["Saboteur"] = lambda view, seat, option: -1.0
