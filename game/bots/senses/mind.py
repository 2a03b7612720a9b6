"""Mind: look at the hand of the player the seat will fight, and use what it saw when it picks its card.

- Power (look, before invitations): as a main player the only choice is the opponent; outside the
  encounter, the offense (the player whose card decides whether a colony changes hands; the look is kept
  on the sheet, and used if the seat later fights that player with the same hand).
- What a look shows is in the view for the encounter (``seen``, see ``game.seen``): the encounter odds
  (``encounter.outcome_odds``) take the opponent's encounter cards from it instead of every unseen card,
  and so do the alliance odds (``alliance.offense_chance``) for the main players whose hands the seat saw.
  What Mind saw also stays on its sheet (``alien_private["last_seen"]``): ``seen_hand`` gives it back in a
  later encounter while it can still be that player's hand.
- Super (look at any other hand, on top of the power's look): played for a main player's hand the seat has
  not seen this encounter: as a main player, its opponent (when the power could not look); outside the
  encounter, the main player the power did not look at, so that the seat knows both hands before it
  answers an invitation.
- Wild (see the cards another player draws, for the rest of the encounter): played before the seat has
  chosen its encounter card, when the drawer is its opponent in this encounter, or, before the defense is
  known, when the offense draws a new hand (the seat may be the one it meets); the cards seen join
  ``seen`` and the odds use them. Not played otherwise; worth less when the seat holds another flare (one
  flare each encounter).
"""

from __future__ import annotations

from game.bots.senses.kit import Option, other_flares
from game.bots.senses.registry import AIMED, FLARE, POWER
from game.bots.situation import View, main_of, other_side, seen_cards, side_of

NEW_HAND = 4  # a draw of this many cards or more shows most of the hand


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


def _mains(view: View) -> list[int]:
    return [s for s in (int(view["offense"]), int(view["encounter"]["defense"])) if s >= 0]


def _super(view: View, seat: int, player: int) -> float:
    """A second look: at a main player's hand not seen yet (the opponent, or for an outsider the main
    player the power did not look at)."""
    mains = _mains(view)
    if player not in mains or seen_cards(view, player)[1]:
        return -1.0
    if seat in mains:
        return 1.5 if player == main_of(view, other_side(side_of(view, seat))) else -1.0
    return 1.0  # the seat will answer invitations: both main players' hands tell which side wins


def _wild(view: View, seat: int, option: Option) -> float:
    """Watch another player's draws: worth it on the seat's opponent (before the defense is known, on the
    offense drawing a new hand)."""
    player = int(option.get("player", -1))
    draws = view["encounter"]["modifiers"].get("draws") or []
    index = option.get("draw", -1)
    count = int(draws[index]["count"]) if isinstance(index, int) and 0 <= index < len(draws) else 0
    defense = int(view["encounter"]["defense"])
    if view.get("my_card") is not None or view["encounter"]["offense_card"] is not None:
        return -1.0  # the cards are chosen: what the opponent holds no longer matters this encounter
    if seat in _mains(view) and player == main_of(view, other_side(side_of(view, seat))):
        value = 1.5
    elif defense < 0 and seat != view["offense"] and player == view["offense"] and count >= NEW_HAND:
        value = 0.6
    else:
        return -1.0
    return value - (0.5 if other_flares(view, int(option["card"])) else 0.0)


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return _super(view, seat, int(option.get("player", -1)))
    return _wild(view, seat, option)


POWER["Mind"] = _look
AIMED.add("Mind")
FLARE["Mind"] = _flare
