"""Vacuum: whenever its ships go to the warp, it takes as many other ships along.

- Power (catharsis) then ``vacuum_targets``: the ships taken come from the leaders (most foreign colonies
  first, then most ships). With the Super the seat picks the very colonies: the thinnest colonies of the
  leaders, foreign ones first, so that colonies are emptied.
- Super (pick the colonies): always better; played on the seat's own losses.
- Wild (another player loses one ship): played, aimed at the rival whose gains hurt the seat most.
"""

from __future__ import annotations

from typing import Any

from game.bots.senses.kit import Option, rival_weight
from game.bots.senses.registry import AIMED, FLARE, SHIPS
from game.bots.situation import View, colonies_of, is_home


def _owner(loc: Any) -> int:
    return int(str(loc).split("/")[0])


def _where(loc: Any) -> Any:
    place = str(loc).split("/", 1)[1]
    return int(place) if place.lstrip("-").isdigit() else place


def _targets(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    count = int(spec["max"])
    sources = spec["sources"]
    if spec.get("picks"):
        left = {str(loc): int(a) for loc, a in sources}
        chosen: dict[str, int] = {}
        for _ in range(count):
            live = [loc for loc, a in left.items() if a > 0]
            if not live:
                break

            def key(loc: str) -> tuple[int, int, int, str]:
                who, where = _owner(loc), _where(loc)
                home = isinstance(where, int) and is_home(view, where, who)
                return (-colonies_of(view, who), left[loc], int(home), loc)

            loc = min(live, key=key)
            left[loc] -= 1
            chosen[loc] = chosen.get(loc, 0) + 1
        return {"type": spec["type"], "ships": [[loc, c] for loc, c in chosen.items()]}
    order = sorted(sources, key=lambda s: (-colonies_of(view, _owner(s[0])), -int(s[1]), str(s[0])))
    out: list[list[Any]] = []
    for who, avail in order:
        take = min(int(avail), count)
        if take:
            out.append([who, take])
            count -= take
    return {"type": spec["type"], "ships": out}


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    player = option.get("player")
    if not isinstance(player, int):
        return -1.0
    return 1.0 + rival_weight(view, seat, player)


SHIPS["vacuum_targets"] = _targets
FLARE["Vacuum"] = _flare
AIMED.add("Vacuum")
