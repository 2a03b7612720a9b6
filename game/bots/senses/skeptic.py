"""Skeptic: a doubt told before the cards; agreeing gives way, double-doubting doubles the loser's losses.

- Power / Wild (doubt): when the seat's side looks stronger: more ships by ``EDGE`` or more, or, as a main
  player, an attack of ``STRONG`` or more in hand.
- Answer to a doubt: an offense gives way (it only loses the rest of its turn) when its side is behind on
  ships and its best attack is below ``STRONG``; a defense gives way (a colony for the offense) only when
  it is far behind (``EDGE`` ships or more) and holds no attack above ``WEAK``.
- Super's number of ships at risk: ``RISK``. Super: played when offered.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE, POWER
from game.bots.situation import OFFENSE, View, other_side, side_of, side_ships
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE

EDGE = 4
STRONG = 15
WEAK = 6
RISK = 5


def _best_attack(view: View) -> int:
    values = [CARD_VALUE[int(c)] for c in view.get("hand") or () if CARD_KIND[int(c)] == ATTACK]
    return max(values, default=-1)


def _lead(view: View, seat: int) -> int:
    """Ships the seat's side has more than the other (negative: fewer)."""
    side = side_of(view, seat)
    if not side:
        return 0
    return side_ships(view, side) - side_ships(view, other_side(side))


def _doubt(view: View, seat: int, option: Option) -> float:
    main = seat in (int(view["offense"]), int(view["encounter"]["defense"]))
    strong = _lead(view, seat) >= EDGE or (main and _best_attack(view) >= STRONG)
    return 1.0 if strong else -1.0


def _answer(view: View, seat: int, options: list[Option]) -> Option:
    lead, best = _lead(view, seat), _best_attack(view)
    offense = side_of(view, seat) == OFFENSE
    agree = (lead < 0 and best < STRONG) if offense else (lead <= -EDGE and best <= WEAK)
    return next((o for o in options if bool(o.get("agree")) == agree), options[0])


def _risk(view: View, seat: int, options: list[Option]) -> Option:
    return next((o for o in options if o.get("risk") == RISK), options[0])


def _flare(view: View, seat: int, option: Option) -> float:
    return 1.0 if option.get("half") == "super" else _doubt(view, seat, option)


POWER["Skeptic"] = _doubt
CHOOSE["skeptic_answer"] = _answer
CHOOSE["skeptic_risk"] = _risk
FLARE["Skeptic"] = _flare
