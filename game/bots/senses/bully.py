"""Bully: after winning attack against attack, it picks which of the opponent's ships are lost.

- Power (intimidate): always used when offered: the Bully can always pick the ships in the encounter, so
  choosing is never worse than the usual losses.
- ``bully_ships`` (which ships go): whole foreign colonies first (the smallest, so that as many as
  possible are emptied: each one is a colony off the victim's count), then whole home colonies, then the
  ships in the encounter, then the biggest stacks.
- Wild (threaten an opponent that turned over a negotiate): played only when the holder's own card is
  not an attack (against a negotiate an attack wins anyway, and the threat would only be conceded).
- Super (reach the opposing allies): always played when offered (it only adds losses to the other side).
- ``bully_threat`` (the threatened player): concedes when what the encounter costs it (its ships there,
  and a colony for an attacking holder) is less than two ships and a possibly emptied colony.
"""

from __future__ import annotations

from typing import Any

from game.bots.senses.kit import Option, my_card
from game.bots.senses.registry import CHOOSE, FLARE, POWER, SHIPS
from game.bots.situation import OFFENSE, View, is_home, side_of, to_win
from game.cards.catalog import ATTACK, CARD_KIND

SHIP = 4.0
COLONY = 12.0
WILD_SHIPS = 2


def pick_losses(view: View, victim: int, sources: list[list[Any]], count: int) -> list[list[Any]]:
    """``count`` of ``victim``'s ships from ``sources``: whole foreign colonies (smallest first), whole home
    colonies, the encounter's ships (gate, ally slot), then the biggest colonies."""
    left = {loc: int(a) for loc, a in sources}
    chosen: dict[Any, int] = {}

    def take(loc: Any, n: int) -> None:
        nonlocal count
        n = min(n, count, left[loc])
        if n > 0:
            left[loc] -= n
            chosen[loc] = chosen.get(loc, 0) + n
            count -= n

    planets = [loc for loc in left if isinstance(loc, int)]
    for home in (False, True):
        for loc in sorted((p for p in planets if is_home(view, p, victim) == home), key=lambda p: left[p]):
            if left[loc] <= count:
                take(loc, left[loc])
    for loc in [loc for loc in left if not isinstance(loc, int)]:
        take(loc, left[loc])
    for loc in sorted(left, key=lambda p: -left[p]):
        take(loc, left[loc])
    return [[loc, c] for loc, c in chosen.items()]


def _power(view: View, seat: int, option: Option) -> float:
    return 1.0


def _ships(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    victim = int(spec.get("player", seat))
    return {"type": spec["type"], "ships": pick_losses(view, victim, spec["sources"], int(spec["min"]))}


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    card = my_card(view)
    return -1.0 if card is not None and CARD_KIND[card] == ATTACK else 1.0


def _threat(view: View, seat: int, options: list[Option]) -> Option:
    concede = next(o for o in options if o.get("concede"))
    defy = next(o for o in options if not o.get("concede"))
    enc = view["encounter"]
    players = view["players"]
    if seat == enc["defense"]:
        target = enc["target"]
        mine = int(view["planets"][target]["ships"][seat]) if target is not None and target >= 0 else 0
    else:
        mine = int(players[seat]["gate"])
    holder = int(view["offense"]) if side_of(view, seat) != OFFENSE else int(enc["defense"])
    cost = mine * SHIP
    if holder == view["offense"]:  # the holder lands: a colony for it
        cost += COLONY * (2.0 if to_win(view, holder) <= 1 else 1.0)
    thin = any(0 < p["ships"][seat] <= WILD_SHIPS for p in view["planets"])
    return concede if cost < WILD_SHIPS * SHIP + (COLONY if thin else 0.0) else defy


POWER["Bully"] = _power
SHIPS["bully_ships"] = _ships
FLARE["Bully"] = _flare
CHOOSE["bully_threat"] = _threat
