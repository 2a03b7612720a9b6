"""Magician: its opponent puts two encounter cards face down, Magician takes one at random and the
opponent must play the other.

- ``magician_two`` (the opponent picks the two cards to put up): half the time each card is the one it
  plays, and Magician gets the other, so it puts up two cards that are both good enough to play: the
  pair with the best weaker card (ties: the weaker stronger card, to give Magician less).
- ``magician_three`` (Magician Wild: three cards, one played at random): the three best encounter cards.
- ``magician_take`` (Magician picks): the face-up card if it is worth more than an average unseen
  encounter card (then the opponent plays the unknown one), else the face-down one; between backs, the
  reward back (reward cards run stronger).
- Wild: played as a main player against an opponent holding a fair hand (four cards or more).
- Super (one card face up before taking): always useful; played.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.bots.cards import card_worth
from game.bots.senses.kit import Option
from game.bots.senses.registry import CARDS, CHOOSE, FLARE
from game.bots.situation import OFFENSE, View, aliens_of, main_of, other_side, side_of, unseen_cards
from game.cards.catalog import IS_ENCOUNTER


def _put_up(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    alien = aliens_of(view, seat)
    count = int(spec["count"])
    cards = list(spec["from"])
    if count == 3:
        best = sorted(cards, key=lambda c: (-card_worth(c, alien), c))[:count]
        return {"type": spec["type"], "cards": sorted(best)}

    def score(pair: tuple[int, ...]) -> tuple[float, float]:
        worths = sorted(card_worth(c, alien) for c in pair)
        return (worths[0], -worths[-1])

    pair = max(combinations(sorted(cards), count), key=score)
    return {"type": spec["type"], "cards": sorted(pair)}


def _take(view: View, seat: int, options: list[Option]) -> Option:
    takes = {o.get("take") for o in options}
    if "reward" in takes:
        return next(o for o in options if o.get("take") == "reward")
    if "up" in takes:
        shown = view["encounter"]["modifiers"].get("shown") or []
        alien = aliens_of(view, seat)
        unseen = [c for c in unseen_cards(view) if IS_ENCOUNTER[c]]
        mean = sum(card_worth(c, alien) for c in unseen) / len(unseen) if unseen else 0.0
        up = int(shown[-1]) if shown else -1
        want = "up" if up >= 0 and card_worth(up, alien) >= mean else "down"
        return next(o for o in options if o.get("take") == want)
    return options[0]


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    side = side_of(view, seat) or OFFENSE
    opp = main_of(view, other_side(side))
    return 1.0 if opp >= 0 and int(view["players"][opp]["hand_size"]) >= 4 else -1.0


CARDS["magician_two"] = _put_up
CARDS["magician_three"] = _put_up
CHOOSE["magician_take"] = _take
FLARE["Magician"] = _flare
