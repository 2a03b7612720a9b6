"""Observer: in Resolution its ships as an ally, and its allies' ships when it is a main player, go back
to colonies instead of the warp.

- Power (protect): mandatory, one form. What it changes is the price of allying: nothing at risk for an
  Observer ally, nor for the allies of an Observer main player (``alliance.ship_cost``).
- Wild (every ally of the seat's side draws a card): cards for rivals only; never played.
- Super (one more ship from the warp into the encounter): more ships on the seat's side; played.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE
from game.bots.situation import View


def _flare(view: View, seat: int, option: Option) -> float:
    return 1.0 if option.get("half") == "super" else -1.0


FLARE["Observer"] = _flare
