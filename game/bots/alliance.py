"""Alliances: whom to invite, which side to join and with how many ships.

A side's chance is estimated from the ships committed (cards unknown: a logistic in the ship difference).
Joining the offense is worth a colony when it wins; joining the defense is worth its rewards and, above
all, stopping an offense that would win the game. A bot never helps a player one colony from victory win
unless that is a win for the bot too.
"""

from __future__ import annotations

import math
from typing import Any

from game.bots.ships import pick_ships, spare_ships
from game.bots.situation import DEFENSE, OFFENSE, View, colonies_of, main_of, side_ships, to_win

CARD_SPREAD = 6.0  # how much the unknown cards blur a ship difference
SHIP = 4.0  # a ship lost to the warp
GAME = 900.0  # a game won or lost


def offense_chance(view: View, extra_off: int = 0, extra_def: int = 0) -> float:
    """Estimated chance the offense wins, with ``extra`` ships added to either side."""
    diff = side_ships(view, OFFENSE) + extra_off - side_ships(view, DEFENSE) - extra_def
    return 1.0 / (1.0 + math.exp(-(diff - 0.5) / CARD_SPREAD))


def _offense_game_swing(view: View, seat: int) -> float:
    """What an offense win does to the seat's game: -GAME if it hands an offense (or one of its allies)
    the game and not the seat too."""
    enc = view["encounter"]
    winners = [s for s in [view["offense"], *enc["offense_allies"]] if to_win(view, s) <= 1]
    if winners and seat not in winners:
        return -GAME
    return 0.0


def ally_value(view: View, seat: int, side: str, ships: int) -> float:
    """Expected worth of joining ``side`` with ``ships`` ships (0 ships: staying out)."""
    swing = _offense_game_swing(view, seat)
    if side == OFFENSE:
        p = offense_chance(view, extra_off=ships)
        gain = 100.0 + (GAME if to_win(view, seat) <= 1 else 0.0)
        return p * (gain + swing) - (1.0 - p) * SHIP * ships
    p = offense_chance(view, extra_def=ships)
    rewards = 3.0 * ships if ships else 0.0
    leader_penalty = 10.0 * colonies_of(view, main_of(view, OFFENSE))
    return (1.0 - p) * (rewards + leader_penalty) + p * (swing - SHIP * ships)


def answer_ally(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    """Answer an alliance invitation (``ships`` prompt with ``sides``)."""
    sources = spec["sources"]
    spare = spare_ships(view, seat, sources)
    top = min(int(spec["max"]), sum(int(a) for _, a in sources))
    low = int(spec["min"])
    best: tuple[float, str, int] | None = None
    if spec.get("decline"):
        stay = offense_chance(view) * _offense_game_swing(view, seat)
        best = (stay + 1.0, "", 0)  # a small preference for keeping ships home
    for side in spec["sides"]:
        for k in range(low, top + 1):
            value = ally_value(view, seat, side, k)
            if k > spare:
                value -= 60.0 * (k - spare)  # emptying colonies to ally is rarely worth it
            if best is None or value > best[0]:
                best = (value, side, k)
    assert best is not None
    _, side, k = best
    if not side:
        return {"type": "decline"}
    return {"type": spec["type"], "ships": pick_ships(view, seat, sources, k, gate_first=False), "side": side}


def answer_invite(view: View, seat: int, spec: dict[str, Any], ctx: str) -> dict[str, Any]:
    """Whom to invite: as the offense, players who are not close to winning, only when the offense needs
    help; as the defense, everyone who is not close to winning."""
    candidates = list(spec["candidates"])
    safe = [s for s in candidates if to_win(view, s) > 1]
    if ctx == "invite_defense":
        return {"type": "invite", "seats": sorted(safe)}
    if offense_chance(view) >= 0.75:
        return {"type": "invite", "seats": []}
    safe.sort(key=lambda s: (colonies_of(view, s), s))
    return {"type": "invite", "seats": sorted(safe[:2])}
