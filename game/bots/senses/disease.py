"""Disease: when to spread, how far, and both flare halves.

- Power (infect): worth it when the ships land on a planet where the seat has no colony yet (a new foreign
  colony); the destination with the fewest of the infected player's ships.
- Spread size: one ship from a small colony, half of a big one (the source keeps spreading later).
- Super (one ship between its colonies): from its biggest colony to a foreign colony that reaches three
  ships with it (and so can spread), else not played.
- Wild (everyone else shows a card; matching types lose 3 ships): worth it with two or more other players.
- The Wild's secret pick: the card of the type the others are least likely to show (no attack when there
  is anything else), the least useful of it.
"""

from __future__ import annotations

from typing import Any

from game.bots.senses.kit import Option, other_flares
from game.bots.senses.registry import CARDS, CHOOSE, FLARE, POWER
from game.bots.situation import View
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE
from game.cards.catalog import FLARE as FLARE_KIND

COLONY = 3


def _ships(view: View, planet: int, seat: int) -> int:
    return int(view["planets"][planet]["ships"][seat])


def _infect(view: View, seat: int, option: Option) -> float:
    dest = int(option["dest"])
    if _ships(view, dest, seat):
        return -1.0
    return 1.0 - 0.02 * _ships(view, dest, int(option["player"]))


def _spread(view: View, seat: int, options: list[Option]) -> Option:
    here = max(int(o["ships"]) for o in options)
    want = 1 if here <= 4 else here // 2
    return min(options, key=lambda o: abs(int(o["ships"]) - want))


def _move(view: View, seat: int, options: list[Option]) -> Option:
    def gain(o: Option) -> tuple[bool, int]:
        dest = int(o["dest"])
        return (_ships(view, dest, seat) == COLONY - 1, -_ships(view, dest, seat))

    return max(options, key=gain)


def _super(view: View, seat: int, option: Option) -> float:
    src = int(option["planet"])
    if _ships(view, src, seat) < COLONY + 1:
        return -1.0
    near = [
        p["planet"]
        for p in view["planets"]
        if p["system"] != seat and p["planet"] != src and int(p["ships"][seat]) == COLONY - 1
    ]
    return 0.5 - 0.3 * other_flares(view, int(option["card"])) if near else -1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("use") == "super":
        return _super(view, seat, option)
    others = sum(1 for p in view["players"] if p["seat"] != seat and p["hand_size"])
    return 0.3 * (others - 1) - 0.3 * other_flares(view, int(option["card"]))


def _pick(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    cards = [int(c) for c in spec["from"]]

    def cost(c: int) -> tuple[int, int]:
        kind = CARD_KIND[c]
        return (2 if kind == ATTACK else 1 if kind == FLARE_KIND else 0, CARD_VALUE[c])

    return {"type": spec["type"], "cards": [min(cards, key=cost)]}


def _power(view: View, seat: int, option: Option) -> float:
    if option.get("use") in ("infect", "infect_wild"):
        return _infect(view, seat, option)
    return -1.0


POWER["Disease"] = _power
FLARE["Disease"] = _flare
CHOOSE["disease_spread"] = _spread
CHOOSE["disease_move"] = _move
CARDS["disease_pick"] = _pick
