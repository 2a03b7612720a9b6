"""Butler: serve every offense (it costs nothing); as the Butler aim at the planet with the most defenders
and launch from the offense's thinnest colonies; as the offense tip only from a big hand.

- Wild (another player runs the encounter): rarely worth a flare; only from a hand with no attack above 8.
- Super (a two-card tip): always.
"""

from __future__ import annotations

from typing import Any

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE, POWER, SHIPS
from game.bots.situation import View
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE

BIG_HAND = 7  # from this many cards a random one given away costs little


def _serve(view: View, seat: int, option: Option) -> float:
    return 1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") != "wild":
        return 1.0
    hand = view.get("hand") or []
    best = max((CARD_VALUE[c] for c in hand if CARD_KIND[c] == ATTACK), default=0)
    return 0.5 if best <= 8 else -1.0


def _tip(view: View, seat: int, options: list[Option]) -> Option:
    tip = len(view.get("hand") or []) >= BIG_HAND
    return next((o for o in options if bool(o.get("tip")) == tip), options[0])


def _chore(view: View, seat: int, options: list[Option]) -> Option:
    """The planet with the most ships of the defense on it; otherwise pick the launch colonies."""
    defense = view["encounter"].get("defense")
    planets = [o for o in options if "planet" in o]
    if planets and isinstance(defense, int) and defense >= 0:
        best = max(planets, key=lambda o: (view["planets"][o["planet"]]["ships"][defense], -o["planet"]))
        if view["planets"][best["planet"]]["ships"][defense] > 1:
            return best
    return next((o for o in options if o.get("launch")), options[0])


def _launch_for(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    """Empty the offense's thinnest colonies first: it may lose those colonies if it loses."""
    left = int(spec["min"])
    ships: list[list[Any]] = []
    for loc, avail in sorted(spec["sources"], key=lambda s: (int(s[1]), str(s[0]))):
        if left <= 0:
            break
        take = min(int(avail), left)
        ships.append([loc, take])
        left -= take
    return {"type": spec["type"], "ships": ships}


POWER["Butler"] = _serve
FLARE["Butler"] = _flare
CHOOSE["butler_tip"] = _tip
CHOOSE["butler_chore"] = _chore
SHIPS["launch_for"] = _launch_for
