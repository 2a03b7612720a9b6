"""The Claw: a secret claw card; a copy shown by another player costs that player a planet.

- Claw (``claw_pick``, ``claw_swap``): the face with the most copies in the game (others are likeliest to
  show one), the cheaper card on a tie (it leaves the hand for a while).
- Swap at Regroup: only when the hand holds a face with at least two more copies than the claw's.
- Planet (``claw_planet``): the one with the most of its owner's ships (they go to the warp, and a home
  colony lost may cost that player its power); the leader's system first when two players are targets.
- Wild (two identical cards: its side wins) and Super (a planet): always when offered.
"""

from __future__ import annotations

from collections import Counter

from game.bots.cards import card_worth
from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE, POWER
from game.bots.situation import View, aliens_of, colonies_of
from game.cards.catalog import CARD_NAME

COPIES = Counter(CARD_NAME)
SWAP_MARGIN = 2


def _pick(view: View, seat: int, options: list[Option]) -> Option:
    alien = aliens_of(view, seat)
    return max(
        options, key=lambda o: (COPIES[CARD_NAME[o["card"]]], -card_worth(o["card"], alien), -o["card"])
    )


def _swap(view: View, seat: int, option: Option) -> float:
    claw = (view.get("alien_private") or {}).get("claw")
    if not isinstance(claw, str) or not view.get("hand"):
        return -1.0
    best = max(COPIES[CARD_NAME[int(c)]] for c in view["hand"])
    return 1.0 if best >= COPIES[claw] + SWAP_MARGIN else -1.0


def _planet(view: View, seat: int, options: list[Option]) -> Option:
    planets = view["planets"]

    def worth(o: Option) -> tuple[int, int, int]:
        p = planets[int(o["planet"])]
        owner = int(p["system"])
        ships = int(p["ships"][owner]) if 0 <= owner < len(p["ships"]) else 0
        return (colonies_of(view, owner), ships, -int(o["planet"]))

    return max(options, key=worth)


def _flare(view: View, seat: int, option: Option) -> float:
    return 1.0


CHOOSE["claw_pick"] = _pick
CHOOSE["claw_swap"] = _pick
CHOOSE["claw_planet"] = _planet
POWER["The Claw"] = _swap
FLARE["The Claw"] = _flare
