"""Oracle: its opponent must choose first and show the card; Oracle then picks knowing it.

- Power (foresee): mandatory, one form. The card shown is public (``modifiers["shown"]`` with
  ``face_up_first`` naming the opponent): ``shown_card`` gives it to the encounter odds, which then count
  that one card instead of every unseen card, so Oracle plays the cheapest card that beats it. Its
  opponent, choosing first, counts on being answered by the best of Oracle's hand
  (``encounter.must_show_first``): a card wins only if none of about that many beats it.
- Wild (mix both hands and deal them back): played only when the seat's own encounter cards are worse,
  on average, than the unseen ones (the opponent's hand is some of those).
- Super (look at the opponent's hand, before cards are chosen): played when it tells the seat something
  before it chooses: its opponent's card will not be shown to it first (the power has not made the
  opponent choose first, face up) and it has not seen that hand this encounter. The hand then is in the
  view (``seen``) and the encounter odds take the opponent's card from its encounter cards. When the power
  did make the opponent show first (the usual case), the card on the table says all: not played.
"""

from __future__ import annotations

from game.bots.cards import Aliens, card_worth
from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE
from game.bots.situation import (
    OFFENSE,
    View,
    aliens_of,
    main_of,
    other_side,
    seen_cards,
    side_of,
    unseen_cards,
)
from game.cards.catalog import IS_ENCOUNTER


def shown_card(view: View, player: int) -> int | None:
    """The encounter card ``player`` had to choose first and show (Oracle), if it is on the table."""
    mods = view["encounter"]["modifiers"]
    shown = mods.get("shown") or []
    if mods.get("face_up_first") != player or not shown or view["encounter"]["offense_card"] is not None:
        return None
    return int(shown[-1])


def _mean_worth(cards: list[int], alien: Aliens) -> float:
    enc = [c for c in cards if IS_ENCOUNTER[c]]
    return sum(card_worth(c, alien) for c in enc) / len(enc) if enc else 0.0


def _super(view: View, seat: int, opp: int) -> float:
    """Look at the opponent's hand: only if its card will not be shown to the seat first anyway."""
    if view.get("my_card") is not None or seen_cards(view, opp)[1]:
        return -1.0
    mods = view["encounter"]["modifiers"]
    return -1.0 if mods.get("face_up_first") == opp else 1.0


def _flare(view: View, seat: int, option: Option) -> float:
    side = side_of(view, seat) or OFFENSE
    opp = main_of(view, other_side(side))
    hand = list(view["hand"] or [])
    if opp < 0 or not view["players"][opp]["hand_size"]:
        return -1.0
    if option.get("half") == "super":
        return _super(view, seat, opp)
    alien = aliens_of(view, seat)
    mine = _mean_worth(hand, alien)
    return 1.0 if mine + 1.0 < _mean_worth(unseen_cards(view), alien) else -1.0


FLARE["Oracle"] = _flare
