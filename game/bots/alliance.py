"""Alliances: whom to invite, which side to join and with how many ships.

A side's chance is estimated from the ships committed (cards unknown: a logistic in the ship difference),
and from the main players' cards when a power showed the seat their hands this encounter (``card_edge``).
Joining the offense is worth a colony when it wins; joining the defense is worth its rewards and, above
all, stopping an offense that would win the game. A bot never helps a player one colony from victory win
unless that is a win for the bot too.

Aliens change the price of ships: a Zombie's ships, an Observer ally's and the ships of an Observer main
player's allies never reach the warp, and a Masochist close to its win wants them there
(``ship_cost``); a Grudge main player punishes the players it invited who do not join it
(``grudge_penalty``), and so it invites everyone who is not about to win.
"""

from __future__ import annotations

import math
from typing import Any

from game.bots.senses.kit import has_power, masochist_close
from game.bots.senses.zombie import immortal
from game.bots.ships import pick_ships, spare_ships
from game.bots.situation import (
    DEFENSE,
    OFFENSE,
    View,
    colonies_of,
    expected_card,
    main_of,
    seen_cards,
    side_ships,
    to_win,
)
from game.bots.team_sense import PARTNER_SIDE, partner_of

CARD_SPREAD = 6.0  # how much the unknown cards blur a ship difference
SHIP = 4.0  # a ship lost to the warp
GAME = 900.0  # a game won or lost


def offense_chance(view: View, extra_off: int = 0, extra_def: int = 0) -> float:
    """Estimated chance the offense wins, with ``extra`` ships added to either side."""
    diff = side_ships(view, OFFENSE) + extra_off - side_ships(view, DEFENSE) - extra_def + card_edge(view)
    off, de = int(view["offense"]), int(view["encounter"]["defense"])
    both = de >= 0 and seen_cards(view, off)[1] and seen_cards(view, de)[1]
    spread = CARD_SPREAD / 2 if both else CARD_SPREAD  # both hands seen: only the choice of card is open
    return 1.0 / (1.0 + math.exp(-(diff - 0.5) / spread))


def card_edge(view: View) -> float:
    """How much better the offense's card is expected to be than the defense's, when the seat has seen the
    whole hand of one main player or both this encounter (``expected_card``); 0 when it saw neither."""
    off, de = int(view["offense"]), int(view["encounter"]["defense"])
    if de < 0 or not (seen_cards(view, off)[1] or seen_cards(view, de)[1]):
        return 0.0
    return expected_card(view, off) - expected_card(view, de)


def _offense_game_swing(view: View, seat: int) -> float:
    """What an offense win does to the seat's game: -GAME if it hands an offense (or one of its allies)
    the game and not the seat too."""
    enc = view["encounter"]
    winners = [s for s in [view["offense"], *enc["offense_allies"]] if to_win(view, s) <= 1]
    mate = partner_of(view, seat)  # Team Cosmic: the partner's colony is no threat to the seat
    winners = [s for s in winners if s != mate]
    if winners and seat not in winners:
        return -GAME
    return 0.0


def ship_cost(view: View, seat: int, side: str) -> float:
    """What one of the seat's ships lost as an ally of ``side`` costs it."""
    if masochist_close(view, seat):
        return -SHIP
    if immortal(view, seat) or has_power(view, seat, "Observer"):
        return 0.0
    main = main_of(view, side)
    return 0.0 if main >= 0 and has_power(view, main, "Observer") else SHIP


def grudge_penalty(view: View, seat: int, side: str) -> float:
    """What a Grudge main player who invited the seat takes from it if it does not join ``side`` (its
    side): one ship if Grudge wins, four if it loses (``side`` empty: declining)."""
    enc = view["encounter"]
    cost = 0.0
    for grudge_side, invited in ((OFFENSE, enc["invited_offense"]), (DEFENSE, enc["invited_defense"])):
        main = main_of(view, grudge_side)
        if side == grudge_side or seat not in invited or main < 0 or not has_power(view, main, "Grudge"):
            continue
        p = offense_chance(view) if grudge_side == OFFENSE else 1.0 - offense_chance(view)
        lost = p * 1 + (1.0 - p) * 4
        per_ship = -SHIP if masochist_close(view, seat) else 0.0 if immortal(view, seat) else SHIP
        cost += lost * per_ship
    return cost


def ally_value(view: View, seat: int, side: str, ships: int) -> float:
    """Expected worth of joining ``side`` with ``ships`` ships (0 ships: staying out)."""
    swing = _offense_game_swing(view, seat)
    ship = ship_cost(view, seat, side)
    mate = partner_of(view, seat)
    if ships and mate >= 0 and main_of(view, side) == mate:  # Team Cosmic: the partner's side
        swing += PARTNER_SIDE
    if side == OFFENSE:
        p = offense_chance(view, extra_off=ships)
        gain = 100.0 + (GAME if to_win(view, seat) <= 1 else 0.0)
        return p * (gain + swing) - (1.0 - p) * ship * ships - grudge_penalty(view, seat, side)
    p = offense_chance(view, extra_def=ships)
    rewards = 3.0 * ships if ships else 0.0
    leader_penalty = 10.0 * colonies_of(view, main_of(view, OFFENSE))
    value = (1.0 - p) * (rewards + leader_penalty) + p * (swing - ship * ships)
    return value - grudge_penalty(view, seat, side)


def answer_ally(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    """Answer an alliance invitation (``ships`` prompt with ``sides``)."""
    sources = spec["sources"]
    spare = spare_ships(view, seat, sources)
    top = min(int(spec["max"]), sum(int(a) for _, a in sources))
    low = int(spec["min"])
    best: tuple[float, str, int] | None = None
    if spec.get("decline"):
        stay = offense_chance(view) * _offense_game_swing(view, seat) - grudge_penalty(view, seat, "")
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
    if ctx == "invite_defense" or has_power(view, seat, "Grudge"):  # Grudge: a token for each refusal
        return {"type": "invite", "seats": sorted(safe)}
    if offense_chance(view) >= 0.75:
        return {"type": "invite", "seats": []}
    safe.sort(key=lambda s: (colonies_of(view, s), s))
    return {"type": "invite", "seats": sorted(safe[:2])}
