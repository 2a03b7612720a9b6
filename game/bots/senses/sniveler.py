"""Sniveler: whines as a main player before invitations (ships in the warp, few colonies, a missing card);
the others give in or pay.

- Power (whine): ships when three or more wait in the warp (the most it can get back), colonies always
  worth it (a colony, or every rival loses one), cards only for an attack when its best attack is weak:
  the lowest named value of 12 or more (most players hold one, so someone gives it).
- ``sniveler_answer`` (another player answering): for cards, give the weakest fitting card if it holds
  any (refusing may cost all of them); for ships, give in (refusing costs its own ships) unless it loses
  nothing by refusing; for colonies, refuse when the Sniveler would get close to winning, or when it has
  no foreign colony of its own to lose; else give in.
- ``sniveler_planet``: the least defended planet; ``sniveler_give_up``: the colony with the fewest ships.
- ``sniveler_complaint`` (a main player): invite the complainer only when refusing would cost it allies.
- ``sniveler_share`` (a winner): refuse (the win stands unless the Sniveler beats it).
- ``sniveler_contest``: the refuser whose home planets hold the fewest ships.
- Wild (complain when nobody invited the seat): played when a main player has allies to lose (a threat
  it will likely give in to); Super (challenge a win one colony short): always played.
"""

from __future__ import annotations

from typing import Any

from game.bots.cards import card_worth
from game.bots.senses.kit import Option, near_win
from game.bots.senses.registry import CHOOSE, FLARE, POWER
from game.bots.situation import View, aliens_of, colonies_of, to_win
from game.cards.catalog import CARD_KIND, CARD_VALUE

WANT_ATTACK = 12
WEAK_ATTACK = 10


def _whine(view: View) -> dict[str, Any]:
    return dict(view["encounter"]["modifiers"].get("Sniveler/whine") or {})


def _power(view: View, seat: int, option: Option) -> float:
    about = option.get("about")
    if about == "ships":
        warp = int(view["players"][seat]["warp"])
        return 0.5 + 0.4 * warp if warp >= 3 else -1.0
    if about == "colonies":
        return 2.0
    if option.get("want") != "attack":
        return -1.0
    hand = view["hand"] or []
    best = max((CARD_VALUE[c] for c in hand if CARD_KIND[c] == "attack"), default=-99)
    at_least = int(option.get("at_least", 0))
    if best >= WEAK_ATTACK or at_least < WANT_ATTACK:
        return -1.0
    return 1.2 - 0.02 * (at_least - WANT_ATTACK)


def _answer(view: View, seat: int, options: list[Option]) -> Option:
    whine = _whine(view)
    sniveler = int(whine.get("seat", -1))
    if options[-1].get("type") == "whine_refuse":
        alien = aliens_of(view, seat)
        gifts = [o for o in options if o.get("type") == "whine_card"]
        if gifts:
            return min(gifts, key=lambda o: card_worth(int(o["card"]), alien))
        return options[-1]
    agree = next(o for o in options if o.get("agree"))
    refuse = next(o for o in options if not o.get("agree"))
    if whine.get("about") == "ships":
        mine = int(view["players"][seat]["warp"])
        theirs = int(view["players"][sniveler]["warp"]) if sniveler >= 0 else mine
        return refuse if theirs - mine <= 0 else agree
    if sniveler >= 0 and (to_win(view, sniveler) <= 2 or near_win(view, sniveler)):
        return refuse
    return refuse if colonies_of(view, seat) == 0 else agree


def _ships_on(view: View, planet: int) -> int:
    return sum(int(c) for c in view["planets"][planet]["ships"])


def _planet(view: View, seat: int, options: list[Option]) -> Option:
    return min(options, key=lambda o: (_ships_on(view, int(o["planet"])), int(o["planet"])))


def _give_up(view: View, seat: int, options: list[Option]) -> Option:
    return min(
        options, key=lambda o: (int(view["planets"][int(o["planet"])]["ships"][seat]), int(o["planet"]))
    )


def _complaint(view: View, seat: int, options: list[Option]) -> Option:
    key = "offense_allies" if seat == view["offense"] else "defense_allies"
    has_allies = bool(view["encounter"][key])
    return next(o for o in options if bool(o.get("invite")) == has_allies)


def _share(view: View, seat: int, options: list[Option]) -> Option:
    return next(o for o in options if not o.get("share"))


def _contest(view: View, seat: int, options: list[Option]) -> Option:
    def home_ships(o: Option) -> int:
        p = int(o["player"])
        return sum(int(pl["ships"][p]) for pl in view["planets"] if pl["system"] == p)

    return min(options, key=lambda o: (home_ships(o), int(o["player"])))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 2.0
    main = int(option.get("player", -1))
    key = "offense_allies" if main == view["offense"] else "defense_allies"
    return 0.6 if view["encounter"][key] else -1.0


POWER["Sniveler"] = _power
FLARE["Sniveler"] = _flare
CHOOSE["sniveler_answer"] = _answer
CHOOSE["sniveler_planet"] = _planet
CHOOSE["sniveler_give_up"] = _give_up
CHOOSE["sniveler_complaint"] = _complaint
CHOOSE["sniveler_share"] = _share
CHOOSE["sniveler_contest"] = _contest
