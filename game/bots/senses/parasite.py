"""Parasite: allies with either side without an invitation.

- Power (uninvited): offered inside the alliance prompt (``sides``), so ``alliance.answer_ally`` weighs
  the uninvited sides like the others.
- Wild (while another player's power is out, move a ship onto one of its home planets): a new foreign
  colony for one ship; always played while the seat has a ship to spare, on the planet with the fewest
  ships (the colony is the prize, not the planet).
- Super (ally this encounter with any number of ships): played before invitations when the seat has many
  ships to spare (eight or more), so the alliance answer may send more than four.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, spare_colony_ships
from game.bots.senses.registry import FLARE
from game.bots.situation import View


def _flare(view: View, seat: int, option: Option) -> float:
    spare = spare_colony_ships(view, seat)
    if option.get("half") == "super":
        return 0.8 if spare >= 8 else -1.0
    planet = option.get("planet")
    if not isinstance(planet, int) or spare < 1:
        return -1.0
    return 3.0 - 0.01 * sum(int(c) for c in view["planets"][planet]["ships"])


FLARE["Parasite"] = _flare
