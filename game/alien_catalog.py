"""Every official alien the table knows of (name, expansion, alert level), and which are playable.

``game/data/aliens.json`` lists all of them; those with a registered power are playable, and the power's
class supplies the summary, flare texts, roles and phases shown in the alien picker and tooltips.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import game.aliens
from game import DATA, hooks
from game.windows import WINDOW_PHASE

_ = game.aliens
PHASE_ORDER = ("start_turn", "regroup", "destiny", "launch", "alliance", "planning", "reveal", "resolution")


@cache
def known_aliens() -> tuple[dict[str, str], ...]:
    """The official aliens: name, expansion and alert level."""
    return tuple(json.loads((DATA / "aliens.json").read_text()))


def phases_of(power: hooks.Power) -> list[str]:
    """The phases a power acts in: declared, or those of its uses' timing windows."""
    if power.phases:
        return list(power.phases)
    found = {WINDOW_PHASE.get(u.window, "any") for u in power.uses}
    return [p for p in PHASE_ORDER if p in found] + (["any"] if "any" in found else [])


def roles_of(power: hooks.Power) -> str:
    """Who the power acts as, in words."""
    if power.roles:
        return power.roles
    roles = sorted({u.role for u in power.uses})
    return ", ".join(hooks.ROLE_TEXT[r] for r in roles) or hooks.ROLE_TEXT[hooks.ANY]


def describe(name: str) -> dict[str, Any]:
    """Everything the table shows about one alien."""
    base = next(
        (a for a in known_aliens() if a["name"] == name), {"name": name, "expansion": "?", "level": "?"}
    )
    power = hooks.POWERS.get(name)
    out: dict[str, Any] = dict(base)
    out["power_implemented"] = power is not None
    out["flare_implemented"] = power is not None and bool(power.wild) and bool(power.super_)
    if power is not None:
        out["level"] = hooks.LEVELS[power.level]
        out["summary"] = power.summary
        out["wild"] = power.wild_text
        out["super"] = power.super_text
        out["flare_source"] = power.flare_source
        out["phases"] = phases_of(power)
        out["roles"] = roles_of(power)
        out["mandatory"] = any(u.mandatory for u in power.uses)
        out["setup"] = power.setup
        out["excludes"] = list(power.excludes)
    else:
        out["summary"] = ""
    return out


def alien_table() -> list[dict[str, Any]]:
    """Every known alien, base game first, then by expansion and name."""
    order = ("Encounter", "Incursion", "Conflict", "Alliance", "Storm", "Dominion", "Eons", "Odyssey")
    rows = [describe(a["name"]) for a in known_aliens()]
    rank = {e: i for i, e in enumerate(order)}
    return sorted(rows, key=lambda r: (rank.get(r["expansion"], 99), r["name"]))
