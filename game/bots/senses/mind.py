"""Mind: look at the hand of the player the seat will fight, and use what it saw when it picks its card.

- Power (look, before invitations): as a main player the only choice is the opponent; outside the
  encounter, the offense (the player whose card decides whether a colony changes hands; the look is kept
  on the sheet, and used if the seat later fights that player with the same hand).
- What Mind saw stays on its sheet (``alien_private["last_seen"]``): ``seen_hand`` gives it back while it
  is still that player's hand, and the encounter odds (``encounter.outcome_odds``) use it as the
  opponent's possible cards instead of every unseen card.
- Wild (see another player's draws) and Super (a second look): the draws seen reach the seat's events
  only, not its view, and a second look would replace the first on the sheet; neither is played.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import AIMED, FLARE, POWER
from game.bots.situation import View


def seen_hand(view: View, player: int) -> list[int] | None:
    """``player``'s hand as the seat's Mind last saw it, if it can still be that hand: same size, and none
    of its cards since played, discarded or come to the seat."""
    seen = (view.get("alien_private") or {}).get("last_seen")
    if not isinstance(seen, dict) or seen.get("player") != player:
        return None
    cards = [int(c) for c in seen.get("cards") or []]
    if not cards or len(cards) != int(view["players"][player]["hand_size"]):
        return None
    gone = set(view["discard"]) | set(view["hand"] or []) | set(view["encounter"]["in_play"])
    return None if gone.intersection(cards) else cards


def _look(view: View, seat: int, option: Option) -> float:
    player = int(option.get("player", -1))
    if seat in (view["offense"], view["encounter"]["defense"]):
        return 2.0  # the opponent: the only form offered to a main player
    return 2.0 if player == view["offense"] else 1.5


def _flare(view: View, seat: int, option: Option) -> float:
    return -1.0


POWER["Mind"] = _look
AIMED.add("Mind")
FLARE["Mind"] = _flare
