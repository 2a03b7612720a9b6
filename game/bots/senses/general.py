"""General: as a main player it and its allies draw cards once alliances are formed.

- Its own draw (how many cards, up to one per ally): as many as offered.
- An ally's draw: always yes.
- Wild (a losing main player draws per allied ship and plays the reinforcements): played when offered
  (only offered while behind).
- Super (+2 per allied ship when both cards are attacks): played when offered.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import View


def _most(view: View, seat: int, options: list[Option]) -> Option:
    return max(options, key=lambda o: int(o.get("count", 0)))


def _yes(view: View, seat: int, options: list[Option]) -> Option:
    return next((o for o in options if o.get("draw")), options[0])


def _flare(view: View, seat: int, option: Option) -> float:
    return 2.0


CHOOSE["general_draw"] = _most
CHOOSE["general_ally_draw"] = _yes
FLARE["General"] = _flare
