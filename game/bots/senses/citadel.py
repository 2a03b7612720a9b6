"""Citadel: attack cards laid beside planets as citadels add to that planet's defense when turned on.

- Power, build (once destiny is drawn): laid only when the seat keeps enough encounter cards (four more,
  or two more when destiny names the seat as the defense); the card built is the lowest attack worth at
  least 4 (a weak card to fight with, a lasting help to a defense). ``citadel_planet``: its own home
  planet with the fewest of its ships, the one an offense aims at first.
- Power, activate (cards chosen): turned on when the seat is on the defense's side; as the offense's side
  only with its Super at hand (which then takes the values off); outside the encounter only against an
  offense side with a player about to win (turned-on citadels fall if the defense loses).
- Super (values taken off the defense instead): played on the offense's side (or, outside, against a
  defense about to win).
- Wild (defense total +5): played on the defense's side only (it adds to the defense whichever side
  plays it).
- ``defense_bonus``: the citadels of the target planet count in the defense's total in the encounter
  odds when their owner is on the defense's side.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, has_power, near_win, side_behind
from game.bots.senses.registry import CHOOSE, FLARE, POWER
from game.bots.situation import DEFENSE, OFFENSE, View, is_home, side_of, side_seats
from game.cards.catalog import (
    ATTACK,
    CARD_KIND,
    CARD_VALUE,
    DESTINY,
    DESTINY_COLOUR,
    FLARE_ALIEN,
    IS_ENCOUNTER,
)
from game.config import COLOURS


def citadel_value(view: View, planet: int) -> tuple[int, int]:
    """(total value, owner) of the citadels beside ``planet`` ((0, -1) if none)."""
    for s, p in enumerate(view["players"]):
        cards = (p.get("alien_info") or {}).get("citadels", {}).get(str(planet))
        if cards:
            return sum(CARD_VALUE[c] for c in cards), s
    return 0, -1


def defense_bonus(view: View) -> int:
    """Citadel values the defense can count on: the target's citadels, their owner on the defense's side."""
    target = view["encounter"]["target"]
    if target is None or target < 0:
        return 0
    value, owner = citadel_value(view, target)
    if owner < 0 or not has_power(view, owner, "Citadel") or side_of(view, owner) != DEFENSE:
        return 0
    return value


def _named_defense(view: View, seat: int) -> bool:
    """Does the destiny card just drawn name the seat (or is the seat already the defense)?"""
    if view["encounter"]["defense"] == seat:
        return True
    card = view["encounter"]["destiny_card"]
    if card is None or card < 0:
        return False
    kind, arg = DESTINY[card]
    return kind == DESTINY_COLOUR and str(view["players"][seat]["colour"]) == COLOURS[int(arg)]


def _holds_super(view: View, seat: int) -> bool:
    used = set(view["encounter"]["flares_used"])
    return any(FLARE_ALIEN.get(c) == "Citadel" and c not in used for c in view["hand"] or [])


def _build(view: View, seat: int, option: Option) -> float:
    hand = view["hand"] or []
    card = int(option["card"])
    fighters = [c for c in hand if IS_ENCOUNTER[c] and c != card]
    named = _named_defense(view, seat)
    if len(fighters) < (2 if named else 4):
        return -1.0
    attacks = sorted({CARD_VALUE[c] for c in hand if CARD_KIND[c] == ATTACK})
    useful = [v for v in attacks if v >= 4] or attacks
    if CARD_VALUE[card] != useful[0]:
        return -1.0
    return 1.5 if named else 1.0


def _activate(view: View, seat: int, option: Option) -> float:
    side = side_of(view, seat)
    if side == DEFENSE:
        return 2.0
    if side == OFFENSE:
        return 1.0 if _holds_super(view, seat) else -1.0
    return 1.0 if any(near_win(view, s) for s in side_seats(view, OFFENSE)) else -1.0


def _power(view: View, seat: int, option: Option) -> float:
    return _build(view, seat, option) if option.get("use") == "build" else _activate(view, seat, option)


def _planet(view: View, seat: int, options: list[Option]) -> Option:
    def key(o: Option) -> tuple[int, int, int]:
        p = o["planet"]
        ships = int(view["planets"][p]["ships"][seat])
        mine = is_home(view, p, seat) and ships > 0
        return (0 if mine else 1 if ships else 2, ships, p)

    return min(options, key=key)


def _flare(view: View, seat: int, option: Option) -> float:
    side = side_of(view, seat)
    if option.get("half") == "super":
        if side == OFFENSE:
            return 1.5
        return 1.0 if not side and any(near_win(view, s) for s in side_seats(view, DEFENSE)) else -1.0
    if side != DEFENSE:
        return -1.0
    return 1.5 if side_behind(view, seat) else 0.8


POWER["Citadel"] = _power
FLARE["Citadel"] = _flare
CHOOSE["citadel_planet"] = _planet
