"""Saboteur: at setup its traps go by its own home planets first (attacked most; a beaten defense's ships
are gone before the attackers land, so the trap takes only them), then by the planets holding the most
other players' ships; decoys fill the rest. It does not rearm (nothing to gain without a read of the
table)."""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, POWER
from game.bots.situation import View


def _ships(view: View, planet: int) -> list[int]:
    return [int(c) for c in view["planets"][planet]["ships"]]


def _home(view: View, planet: int) -> int:
    return int(view["planets"][planet]["system"])


def _saboteur_setup(view: View, seat: int, options: list[Option]) -> Option:
    traps = [o for o in options if o["kind"] == "trap"]
    pool = traps or options

    def worth(o: Option) -> tuple[int, int, int]:
        planet = int(o["planet"])
        others = sum(c for s, c in enumerate(_ships(view, planet)) if s != seat)
        return (_home(view, planet) == seat, others, -planet)

    return max(pool, key=worth) if traps else min(pool, key=lambda o: int(o["planet"]))


CHOOSE["saboteur_setup"] = _saboteur_setup
POWER["Saboteur"] = lambda view, seat, option: -1.0
