"""Which ships to send, lose or place: keep colonies alive, foreign ones first, then the home colonies
that keep the power on."""

from __future__ import annotations

from typing import Any

from game.bots.situation import View, is_home

GATE = "gate"


def _emptying_cost(view: View, seat: int, loc: Any, left: int) -> float:
    """The cost of taking one more ship from ``loc`` when ``left`` ships remain there before it."""
    if loc == GATE or not isinstance(loc, int):
        return 0.0
    if left > 1:
        return -0.01 * left  # prefer the fullest planets
    return 30.0 if is_home(view, loc, seat) else 100.0


def pick_ships(
    view: View, seat: int, sources: list[list[Any]], count: int, gate_first: bool = True
) -> list[list[Any]]:
    """``count`` ships from ``sources`` (``[[location, available], ...]``), taking from the gate first
    (if ``gate_first``) and then from the fullest colonies, emptying a colony only when it must."""
    left = {loc: int(avail) for loc, avail in sources}
    chosen: dict[Any, int] = {}
    for _ in range(count):
        best = None
        best_cost = 0.0
        for loc, avail in left.items():
            if avail <= 0:
                continue
            cost = _emptying_cost(view, seat, loc, avail)
            if loc == GATE:
                cost = -1.0 if gate_first else 50.0
            if best is None or cost < best_cost:
                best, best_cost = loc, cost
        if best is None:
            break
        left[best] -= 1
        chosen[best] = chosen.get(best, 0) + 1
    return [[loc, c] for loc, c in chosen.items()]


def spare_ships(view: View, seat: int, sources: list[list[Any]]) -> int:
    """Ships that can leave ``sources`` without emptying a colony."""
    return sum(max(0, int(a) - 1) if isinstance(loc, int) else int(a) for loc, a in sources)


def place_ships(view: View, seat: int, planets: list[int], count: int) -> list[list[int]]:
    """Spread ``count`` ships over ``planets``, each to the thinnest colony (foreign colonies first)."""
    have = {p: int(view["planets"][p]["ships"][seat]) for p in planets}
    spread: dict[int, int] = {}
    for _ in range(count):
        p = min(planets, key=lambda q: (have[q], is_home(view, q, seat), q))
        have[p] += 1
        spread[p] = spread.get(p, 0) + 1
    return [[p, c] for p, c in spread.items()]
