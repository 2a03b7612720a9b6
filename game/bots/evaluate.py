"""A position score for a seat, from its view: colonies, power, ships in the warp, hand quality.

``score`` rates one player's position (a foreign colony is 100); ``standing`` rates a seat against the
table (its score less the best rival's), which is what a search bot maximises: Cosmic Encounter is a race.
"""

from __future__ import annotations

from game.bots.cards import hand_quality
from game.bots.situation import View, aliens_of, win_target
from game.bots.team_sense import rival_seats, team_score

WIN = 10_000.0
COLONY = 100.0
LAST_COLONY_BONUS = 60.0  # one colony from victory is worth more than a colony
HOME_COLONY = 12.0
POWER = 25.0
WARP_SHIP = 3.0
HAND_CARD = 3.0  # a card in a hand we cannot see


def score(view: View, seat: int) -> float:
    """How good ``seat``'s position is, as ``view``'s owner can tell."""
    if view["over"]:
        winners = view["winners"]
        if seat in winners:
            return WIN / len(winners)
        return -WIN / 4 if winners else 0.0
    p = view["players"][seat]
    target = win_target(view)
    fc = min(int(p["foreign_colonies"]), target)
    value = COLONY * fc + (LAST_COLONY_BONUS if fc == target - 1 else 0.0)
    value += HOME_COLONY * min(int(p["home_colonies"]), 5) + (POWER if p["power_on"] else 0.0)
    value -= WARP_SHIP * int(p["warp"])
    if seat == view["seat"] and view["hand"] is not None:
        value += hand_quality(view["hand"], aliens_of(view, seat))
    else:
        value += HAND_CARD * int(p["hand_size"])
    return value


def standing(view: View, seat: int) -> float:
    """``seat``'s score less its strongest rival's (and a little of the others'); at a Team Cosmic table
    its team's against the other teams' (``team_sense.team_score``)."""
    if view["over"]:
        return score(view, seat)
    if view.get("teams"):
        mine = team_score(view, seat, score)
        rivals = sorted((team_score(view, s, score) for s in rival_seats(view, seat)), reverse=True)
    else:
        mine = score(view, seat)
        rivals = sorted((score(view, s) for s in range(len(view["players"])) if s != seat), reverse=True)
    if not rivals:
        return mine
    return mine - 0.6 * rivals[0] - 0.4 * sum(rivals) / len(rivals)
